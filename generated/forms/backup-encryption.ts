// generated from specs/forms/backup-encryption.schema.json and backup-encryption.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/backup-encryption.js';
export type BackupConfiguration = boolean;
export type Encryption = boolean;
export type Password = string;
export type ConfirmPassword = {$data: '1/password'};

export interface BackupEncryptionFormData {
  backup: BackupConfiguration;
  encrypt: Encryption;
  password?: Password;
  confirmPassword?: ConfirmPassword;
}

/** Backup before upgrade: Upgrade Firmware step: back up the configuration before the upgrade (on by default for a super admin), optionally encrypted with a password of at most 63 characters. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "backup",
    "encrypt"
  ],
  "properties": {
    "backup": {
      "type": "boolean",
      "title": "Backup Configuration",
      "default": true
    },
    "encrypt": {
      "type": "boolean",
      "title": "Encryption",
      "default": false
    },
    "password": {
      "type": "string",
      "title": "Password",
      "maxLength": 63,
      "errorMessage": {
        "maxLength": "The password cannot be longer than 63 characters."
      }
    },
    "confirmPassword": {
      "type": "string",
      "title": "Confirm Password",
      "maxLength": 63,
      "const": {
        "$data": "1/password"
      },
      "errorMessage": {
        "maxLength": "The password cannot be longer than 63 characters.",
        "const": "Passwords do not match."
      }
    }
  },
  "if": {
    "required": [
      "backup",
      "encrypt"
    ],
    "properties": {
      "backup": {
        "const": true
      },
      "encrypt": {
        "const": true
      }
    }
  },
  "then": {
    "required": [
      "password",
      "confirmPassword"
    ],
    "properties": {
      "password": {
        "minLength": 1,
        "errorMessage": {
          "minLength": "This field is required"
        }
      },
      "confirmPassword": {
        "minLength": 1,
        "errorMessage": {
          "minLength": "This field is required"
        }
      }
    },
    "errorMessage": {
      "required": {
        "password": "This field is required",
        "confirmPassword": "This field is required"
      }
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:options": {
    "label": false
  },
  "ui:hideError": true,
  "ui:order": [
    "backup",
    "encrypt",
    "password",
    "confirmPassword"
  ],
  "backup": {
    "ui:widget": "checkbox",
    "ui:hideError": false
  },
  "encrypt": {
    "ui:widget": "checkbox",
    "ui:hideError": false
  },
  "password": {
    "ui:widget": "password",
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
