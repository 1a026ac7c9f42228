// generated from specs/forms/firmware-upgrade.schema.json and firmware-upgrade.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/firmware-upgrade.js';
export type BackUpTheConfigurationBeforeTheUpgrade = boolean;
export type EncryptionPassword = string;
export type ConfirmPassword = string;

export interface FirmwareUpgradeFormData {
  backup: BackUpTheConfigurationBeforeTheUpgrade;
  password?: EncryptionPassword;
  confirmPassword?: ConfirmPassword;
}

/** Backup before the firmware upgrade: Firmware upgrade dialog, step 0: a super admin may back up the configuration before the upgrade (on by default). The backup is encrypted with a password of at most 63 characters, which is required and must match its confirmation while the backup is on. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "backup"
  ],
  "properties": {
    "backup": {
      "type": "boolean",
      "title": "Back up the configuration before the upgrade",
      "default": true
    },
    "password": {
      "type": "string",
      "title": "Encryption Password",
      "default": "",
      "maxLength": 63,
      "errorMessage": {
        "maxLength": "The password cannot be longer than 63 characters."
      }
    },
    "confirmPassword": {
      "type": "string",
      "title": "Confirm Password",
      "default": "",
      "maxLength": 63,
      "errorMessage": {
        "maxLength": "The password cannot be longer than 63 characters."
      }
    }
  },
  "if": {
    "required": [
      "backup"
    ],
    "properties": {
      "backup": {
        "const": true
      }
    }
  },
  "then": {
    "required": [
      "password"
    ],
    "properties": {
      "password": {
        "minLength": 1,
        "errorMessage": {
          "minLength": "The password cannot be empty."
        }
      },
      "confirmPassword": {
        "const": {
          "$data": "1/password"
        },
        "errorMessage": {
          "const": "The passwords do not match."
        }
      }
    },
    "errorMessage": {
      "required": {
        "password": "The password cannot be empty."
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
    "password",
    "confirmPassword"
  ],
  "backup": {
    "ui:widget": "checkbox",
    "ui:hideError": false
  },
  "password": {
    "ui:widget": "password",
    "ui:emptyValue": "",
    "ui:options": {
      "autocomplete": "new-password"
    },
    "ui:hideError": false
  },
  "confirmPassword": {
    "ui:widget": "password",
    "ui:emptyValue": "",
    "ui:options": {
      "autocomplete": "new-password"
    },
    "ui:hideError": false
  }
};
