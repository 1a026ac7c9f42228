// generated from specs/forms/obj-switch-profile.schema.json and obj-switch-profile.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-switch-profile.js';
export type ObjSwitchProfileFormData = {
  [k: string]: unknown;
} & {
  name: Name;
  'login-passwd-override'?: OverrideAdminPassword;
  'login-passwd'?: AdminPassword;
  'revision-backup-on-logout'?: BackUpConfigurationOnLogout;
  'revision-backup-on-upgrade'?: BackUpConfigurationOnUpgrade;
  [k: string]: unknown;
};
export type Name = string;
export type OverrideAdminPassword = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type AdminPassword = string;
export type BackUpConfigurationOnLogout = (Enable1 | Disable1) & string;
export type Enable1 = 'enable';
export type Disable1 = 'disable';
export type BackUpConfigurationOnUpgrade = (Enable2 | Disable2) & string;
export type Enable2 = 'enable';
export type Disable2 = 'disable';

/** Switch Profile: Switch Profiles (switch-controller/switch-profile): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name"
  ],
  "properties": {
    "name": {
      "type": "string",
      "title": "Name",
      "minLength": 1,
      "maxLength": 35,
      "pattern": "^[^\\\\/\"'<>&|;#]*$",
      "errorMessage": {
        "minLength": "This field is required.",
        "maxLength": "The name cannot be longer than 35 characters.",
        "pattern": "The name cannot contain \\ / \" ' < > & | ; #"
      }
    },
    "login-passwd-override": {
      "type": "string",
      "title": "Override Admin Password",
      "oneOf": [
        {
          "const": "enable",
          "title": "Enable"
        },
        {
          "const": "disable",
          "title": "Disable"
        }
      ],
      "default": "disable"
    },
    "login-passwd": {
      "type": "string",
      "title": "Admin Password",
      "minLength": 8,
      "maxLength": 128,
      "errorMessage": {
        "minLength": "The password must be 8 to 128 characters.",
        "maxLength": "The password must be 8 to 128 characters."
      }
    },
    "revision-backup-on-logout": {
      "type": "string",
      "title": "Back Up Configuration on Logout",
      "oneOf": [
        {
          "const": "enable",
          "title": "Enable"
        },
        {
          "const": "disable",
          "title": "Disable"
        }
      ],
      "default": "disable"
    },
    "revision-backup-on-upgrade": {
      "type": "string",
      "title": "Back Up Configuration on Upgrade",
      "oneOf": [
        {
          "const": "enable",
          "title": "Enable"
        },
        {
          "const": "disable",
          "title": "Disable"
        }
      ],
      "default": "disable"
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "login-passwd-override": {
            "const": "enable"
          }
        },
        "required": [
          "login-passwd-override"
        ]
      },
      "then": {
        "required": [
          "login-passwd"
        ],
        "errorMessage": {
          "required": {
            "login-passwd": "Enter the admin password the switches use."
          }
        }
      }
    }
  ]
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "login-passwd-override",
    "login-passwd",
    "revision-backup-on-logout",
    "revision-backup-on-upgrade"
  ],
  "ui:hideError": true,
  "ui:options": {
    "expandable": false
  },
  "name": {
    "ui:hideError": false,
    "ui:autofocus": true,
    "ui:options": {
      "autocomplete": "off"
    }
  },
  "login-passwd-override": {
    "ui:hideError": false
  },
  "login-passwd": {
    "ui:hideError": false,
    "ui:widget": "password"
  },
  "revision-backup-on-logout": {
    "ui:hideError": false
  },
  "revision-backup-on-upgrade": {
    "ui:hideError": false
  }
};
