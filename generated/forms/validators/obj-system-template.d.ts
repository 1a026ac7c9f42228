// generated from specs/forms/obj-system-template.schema.json and obj-system-template.ui.json; do not edit, run npm run codegen
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** The form schema's validators, precompiled by ajv (with ajv-errors), keyed by schema id. */
export declare const validateFns: ValidatorFunctions;
