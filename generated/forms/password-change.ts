// generated from specs/forms/password-change.schema.json and password-change.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/password-change.js';
export type OldPassword = string;
export type NewPassword = string;
export type ConfirmPassword = {$data: '1/newPassword'};

export interface PasswordChangeFormData {
  hasDefaultPassword?: true;
  oldPassword?: OldPassword;
  newPassword?: NewPassword;
  confirmPassword?: ConfirmPassword;
}

/** password-change */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$comment": "Change-password form of the signed-in administrator (expired, non-conforming, forced, default-password and voluntary changes). The old password is shown only for the administrator's own account. A new password shorter than constants.password.minLengthWarning characters is allowed after the user confirms message password.shortConfirm; that is a confirmation, not a validation rule, so it is not in this schema. The default-password rule is a dependent schema rather than if/then so that it reports only its own message, on the new-password field.",
  "type": "object",
  "properties": {
    "hasDefaultPassword": {
      "type": "boolean",
      "const": true,
      "$comment": "Set by the console, never typed: present (true) only when the account still uses the default (empty) password; then the new password may not be empty."
    },
    "oldPassword": {
      "type": "string",
      "title": "Old Password",
      "default": "",
      "maxLength": 128,
      "errorMessage": {
        "maxLength": "The password cannot be longer than 128 characters."
      }
    },
    "newPassword": {
      "type": "string",
      "title": "New Password",
      "default": "",
      "maxLength": 128,
      "errorMessage": {
        "maxLength": "The password cannot be longer than 128 characters."
      }
    },
    "confirmPassword": {
      "type": "string",
      "title": "Confirm Password",
      "default": "",
      "const": {
        "$data": "1/newPassword"
      },
      "errorMessage": {
        "const": "Passwords do not match."
      }
    }
  },
  "dependentSchemas": {
    "hasDefaultPassword": {
      "properties": {
        "newPassword": {
          "minLength": 1,
          "errorMessage": {
            "minLength": "Passwords field is empty."
          }
        }
      }
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "hasDefaultPassword",
    "oldPassword",
    "newPassword",
    "confirmPassword"
  ],
  "hasDefaultPassword": {
    "ui:widget": "hidden"
  },
  "oldPassword": {
    "ui:widget": "password",
    "ui:emptyValue": ""
  },
  "newPassword": {
    "ui:widget": "password",
    "ui:emptyValue": ""
  },
  "confirmPassword": {
    "ui:widget": "password",
    "ui:emptyValue": ""
  }
};
