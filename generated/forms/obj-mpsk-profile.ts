// generated from specs/forms/obj-mpsk-profile.schema.json and obj-mpsk-profile.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-mpsk-profile.js';
export type Name = string;
/**
 * 0 means no limit.
 */
export type ConcurrentClients = number;
/**
 * @minItems 1
 */
export type KeyGroups = [
  {
    name: GroupName;
    'vlan-id'?: VLANID;
    passphrase: Passphrase;
  },
  ...{
    name: GroupName;
    'vlan-id'?: VLANID;
    passphrase: Passphrase;
  }[]
];
export type GroupName = string;
/**
 * 802.1Q VLAN ID.
 */
export type VLANID = number;
export type Passphrase = string;

export interface ObjMpskProfileFormData {
  name: Name;
  'mpsk-concurrent-clients'?: ConcurrentClients;
  'mpsk-group': KeyGroups;
  [k: string]: unknown;
}

/** MPSK Profile: Multiple Pre-Shared Key Profiles (wireless-controller/mpsk-profile): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "mpsk-group"
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
    "mpsk-concurrent-clients": {
      "type": "integer",
      "title": "Concurrent Clients",
      "minimum": 0,
      "maximum": 65535,
      "errorMessage": {
        "minimum": "Concurrent Clients must be between 0 and 65535.",
        "maximum": "Concurrent Clients must be between 0 and 65535.",
        "type": "Concurrent Clients must be a whole number."
      },
      "default": 0,
      "description": "0 means no limit."
    },
    "mpsk-group": {
      "type": "array",
      "title": "Key Groups",
      "minItems": 1,
      "errorMessage": {
        "minItems": "Add at least one key group."
      },
      "items": {
        "type": "object",
        "required": [
          "name",
          "passphrase"
        ],
        "properties": {
          "name": {
            "type": "string",
            "title": "Group Name",
            "minLength": 1,
            "maxLength": 35,
            "pattern": "^[^\\\\/\"'<>&|;#]*$",
            "errorMessage": {
              "minLength": "This field is required.",
              "maxLength": "The name cannot be longer than 35 characters.",
              "pattern": "The name cannot contain \\ / \" ' < > & | ; #"
            }
          },
          "vlan-id": {
            "type": "integer",
            "title": "VLAN ID",
            "minimum": 1,
            "maximum": 4094,
            "errorMessage": {
              "minimum": "VLAN ID must be between 1 and 4094.",
              "maximum": "VLAN ID must be between 1 and 4094.",
              "type": "VLAN ID must be a whole number."
            },
            "description": "802.1Q VLAN ID."
          },
          "passphrase": {
            "type": "string",
            "title": "Passphrase",
            "minLength": 8,
            "maxLength": 63,
            "pattern": "^[\\x20-\\x7E]*$",
            "errorMessage": {
              "minLength": "The passphrase must be 8 to 63 characters.",
              "maxLength": "The passphrase must be 8 to 63 characters.",
              "pattern": "The passphrase may hold printable ASCII characters only."
            }
          }
        },
        "errorMessage": {
          "required": {
            "name": "This field is required.",
            "passphrase": "This field is required."
          }
        }
      }
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required.",
      "mpsk-group": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "mpsk-concurrent-clients",
    "mpsk-group"
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
  "mpsk-concurrent-clients": {
    "ui:hideError": false
  },
  "mpsk-group": {
    "ui:hideError": false,
    "items": {
      "passphrase": {
        "ui:widget": "password"
      }
    }
  }
};
