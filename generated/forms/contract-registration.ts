// generated from specs/forms/contract-registration.schema.json and contract-registration.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/contract-registration.js';
export type AccountIDEmail = string;
export type Password = string;
export type RegistrationCode = string;

export interface ContractRegistrationFormData {
  account: AccountIDEmail;
  password: Password;
  registrationCode: RegistrationCode;
}

/** Register with a Contract Registration Code: Registers the unit with an existing contract's registration code (registerExistingContract: account, password, registrationCode): in the startup wizard's Register and SSO step (Register With: Contract Registration Code, sent by Next) and in System > FortiCare & FortiCloud. The registration service answers tagged text: status ok is 'FortiCare product registration successful.', status error the <error> texts joined, or 'Unknown error.' when it names none. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "account",
    "password",
    "registrationCode"
  ],
  "properties": {
    "account": {
      "type": "string",
      "title": "Account ID/Email",
      "minLength": 1,
      "format": "email",
      "errorMessage": {
        "minLength": "This field is required.",
        "format": "Please enter a valid email address."
      }
    },
    "password": {
      "type": "string",
      "title": "Password",
      "minLength": 1,
      "errorMessage": {
        "minLength": "This field is required."
      }
    },
    "registrationCode": {
      "type": "string",
      "title": "Registration Code",
      "minLength": 1,
      "maxLength": 64,
      "errorMessage": {
        "minLength": "This field is required."
      }
    }
  },
  "errorMessage": {
    "required": {
      "account": "This field is required.",
      "password": "This field is required.",
      "registrationCode": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:options": {
    "label": false
  },
  "ui:hideError": true,
  "ui:order": [
    "account",
    "password",
    "registrationCode"
  ],
  "account": {
    "ui:options": {
      "inputType": "email",
      "autocomplete": "username"
    },
    "ui:hideError": false
  },
  "password": {
    "ui:widget": "password",
    "ui:options": {
      "autocomplete": "current-password"
    },
    "ui:hideError": false
  },
  "registrationCode": {
    "ui:options": {
      "autocomplete": "off"
    },
    "ui:hideError": false
  }
};
