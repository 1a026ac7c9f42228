// generated from specs/forms/obj-cli-template.schema.json and obj-cli-template.ui.json; do not edit, run npm run codegen
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** The form schema's validators, precompiled by ajv (with ajv-errors), keyed by schema id. */
export declare const validateFns: ValidatorFunctions;
