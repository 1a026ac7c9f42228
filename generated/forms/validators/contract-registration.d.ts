// generated from specs/forms/contract-registration.schema.json and contract-registration.ui.json; do not edit, run npm run codegen
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** The form schema's validators, precompiled by ajv (with ajv-errors), keyed by schema id. */
export declare const validateFns: ValidatorFunctions;
