// generated from specs/forms/obj-firewall-policy.schema.json and obj-firewall-policy.ui.json; do not edit, run npm run codegen
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** The form schema's validators, precompiled by ajv (with ajv-errors), keyed by schema id. */
export declare const validateFns: ValidatorFunctions;
