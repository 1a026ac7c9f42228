// generated from specs/forms/startup-password.schema.json and startup-password.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/startup-password.js';
export type NewPassword = string;
export type ConfirmPassword = {$data: '1/newPassword'};

export interface StartupPasswordFormData {
  newPassword: NewPassword;
  confirmPassword: ConfirmPassword;
}

/** Change Your Password: Startup wizard step Change Your Password (sent as changePassword with an empty old password). */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "newPassword",
    "confirmPassword"
  ],
  "properties": {
    "newPassword": {
      "type": "string",
      "title": "New Password",
      "minLength": 1,
      "maxLength": 128,
      "errorMessage": {
        "minLength": "This field is required.",
        "maxLength": "The password cannot be longer than 128 characters."
      }
    },
    "confirmPassword": {
      "type": "string",
      "title": "Confirm Password",
      "minLength": 1,
      "const": {
        "$data": "1/newPassword"
      },
      "errorMessage": {
        "minLength": "This field is required.",
        "const": "Passwords do not match."
      }
    }
  },
  "errorMessage": {
    "required": {
      "newPassword": "This field is required.",
      "confirmPassword": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:options": {
    "label": false
  },
  "ui:hideError": true,
  "ui:order": [
    "newPassword",
    "confirmPassword"
  ],
  "newPassword": {
    "ui:widget": "password",
    "ui:autofocus": true,
    "ui:options": {
      "autocomplete": "new-password"
    },
    "ui:hideError": false
  },
  "confirmPassword": {
    "ui:widget": "password",
    "ui:options": {
      "autocomplete": "new-password"
    },
    "ui:hideError": false
  }
};
