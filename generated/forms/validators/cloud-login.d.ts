// generated from specs/forms/cloud-login.schema.json and cloud-login.ui.json; do not edit, run npm run codegen
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** The form schema's validators, precompiled by ajv (with ajv-errors), keyed by schema id. */
export declare const validateFns: ValidatorFunctions;
