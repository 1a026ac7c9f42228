// generated from specs/forms/cloud-login.schema.json and cloud-login.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/cloud-login.js';
export type AccountIDEmail = string;
export type Password = string;
export type Organisation = string;

export interface CloudLoginFormData {
  account_id: AccountIDEmail;
  password: Password;
  org_id: Organisation;
}

/** Sign In to FortiCloud: Signs the unit in to the provider's cloud (loginFgtCloud) with the support account, under one of the organisations of getOrgList (org_id; the UI supplies the organisations to the select at run time). In the startup wizard's Register and SSO step and in System > FortiCare & FortiCloud. The service answers tagged text: a failure shows the <error> texts joined, or 'Unknown error.' when it names none. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "account_id",
    "password",
    "org_id"
  ],
  "properties": {
    "account_id": {
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
    "org_id": {
      "type": "string",
      "title": "Organisation",
      "minLength": 1,
      "errorMessage": {
        "minLength": "This field is required."
      }
    }
  },
  "errorMessage": {
    "required": {
      "account_id": "This field is required.",
      "password": "This field is required.",
      "org_id": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:options": {
    "label": false
  },
  "ui:hideError": true,
  "ui:order": [
    "account_id",
    "password",
    "org_id"
  ],
  "account_id": {
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
  "org_id": {
    "ui:widget": "select",
    "ui:placeholder": "Select an organisation",
    "ui:options": {
      "choicesFrom": "getOrgList"
    },
    "ui:hideError": false
  }
};
