// generated from specs/forms/obj-vap.schema.json and obj-vap.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-vap.js';
export type ObjVapFormData = {
  [k: string]: unknown;
} & {
  name: Name;
  ssid: SSID;
  security: SecurityMode;
  passphrase?: Passphrase;
  vlanid?: VLANID;
  band?: Band;
  'broadcast-ssid'?: BroadcastSSID;
  'max-clients'?: MaximumClients;
  schedule?: Schedule;
  comments?: Comments;
  [k: string]: unknown;
};
export type Name = string;
/**
 * Network name the access points broadcast.
 */
export type SSID = string;
export type SecurityMode = (Open | WPA2Personal | WPA3SAE | WPA3SAETransition | WPA2Enterprise | WPA3Enterprise) &
  string;
export type Open = 'open';
export type WPA2Personal = 'wpa2-only-personal';
export type WPA3SAE = 'wpa3-sae';
export type WPA3SAETransition = 'wpa3-sae-transition';
export type WPA2Enterprise = 'wpa2-only-enterprise';
export type WPA3Enterprise = 'wpa3-enterprise';
export type Passphrase = string;
/**
 * 802.1Q VLAN ID.
 */
export type VLANID = number;
/**
 * Radio bands the SSID is broadcast on.
 */
export type Band = ('2.4G' | '5G' | '6G' | 'dual' | AllBands) & string;
export type AllBands = 'all';
export type BroadcastSSID = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
/**
 * 0 means no limit.
 */
export type MaximumClients = number;
export type Schedule = string;
export type Comments = string;

/** SSID: SSIDs (wireless-controller/vap): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "ssid",
    "security"
  ],
  "properties": {
    "name": {
      "type": "string",
      "title": "Name",
      "minLength": 1,
      "maxLength": 15,
      "pattern": "^[^\\\\/\"'<>&|;#]*$",
      "errorMessage": {
        "minLength": "This field is required.",
        "maxLength": "The name cannot be longer than 15 characters.",
        "pattern": "The name cannot contain \\ / \" ' < > & | ; #"
      }
    },
    "ssid": {
      "type": "string",
      "title": "SSID",
      "maxLength": 32,
      "errorMessage": {
        "maxLength": "SSID cannot be longer than 32 characters.",
        "minLength": "This field is required."
      },
      "minLength": 1,
      "description": "Network name the access points broadcast."
    },
    "security": {
      "type": "string",
      "title": "Security Mode",
      "oneOf": [
        {
          "const": "open",
          "title": "Open"
        },
        {
          "const": "wpa2-only-personal",
          "title": "WPA2 Personal"
        },
        {
          "const": "wpa3-sae",
          "title": "WPA3 SAE"
        },
        {
          "const": "wpa3-sae-transition",
          "title": "WPA3 SAE Transition"
        },
        {
          "const": "wpa2-only-enterprise",
          "title": "WPA2 Enterprise"
        },
        {
          "const": "wpa3-enterprise",
          "title": "WPA3 Enterprise"
        }
      ],
      "default": "wpa2-only-personal"
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
    },
    "vlanid": {
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
    "band": {
      "type": "string",
      "title": "Band",
      "oneOf": [
        {
          "const": "2.4G",
          "title": "2.4 GHz"
        },
        {
          "const": "5G",
          "title": "5 GHz"
        },
        {
          "const": "6G",
          "title": "6 GHz"
        },
        {
          "const": "dual",
          "title": "2.4 GHz and 5 GHz"
        },
        {
          "const": "all",
          "title": "All bands"
        }
      ],
      "default": "dual",
      "description": "Radio bands the SSID is broadcast on."
    },
    "broadcast-ssid": {
      "type": "string",
      "title": "Broadcast SSID",
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
      "default": "enable"
    },
    "max-clients": {
      "type": "integer",
      "title": "Maximum Clients",
      "minimum": 0,
      "maximum": 512,
      "errorMessage": {
        "minimum": "Maximum Clients must be between 0 and 512.",
        "maximum": "Maximum Clients must be between 0 and 512.",
        "type": "Maximum Clients must be a whole number."
      },
      "default": 0,
      "description": "0 means no limit."
    },
    "schedule": {
      "type": "string",
      "title": "Schedule",
      "maxLength": 35,
      "errorMessage": {
        "maxLength": "Schedule cannot be longer than 35 characters."
      }
    },
    "comments": {
      "type": "string",
      "title": "Comments",
      "maxLength": 255,
      "errorMessage": {
        "maxLength": "Comments cannot be longer than 255 characters."
      }
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required.",
      "ssid": "This field is required.",
      "security": "This field is required."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "security": {
            "enum": [
              "wpa2-only-personal",
              "wpa3-sae",
              "wpa3-sae-transition"
            ]
          }
        },
        "required": [
          "security"
        ]
      },
      "then": {
        "required": [
          "passphrase"
        ],
        "errorMessage": {
          "required": {
            "passphrase": "A passphrase is required for this security mode."
          }
        }
      }
    }
  ]
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "ssid",
    "security",
    "passphrase",
    "vlanid",
    "band",
    "broadcast-ssid",
    "max-clients",
    "schedule",
    "comments"
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
  "ssid": {
    "ui:hideError": false
  },
  "security": {
    "ui:hideError": false
  },
  "passphrase": {
    "ui:hideError": false,
    "ui:widget": "password"
  },
  "vlanid": {
    "ui:hideError": false
  },
  "band": {
    "ui:hideError": false
  },
  "broadcast-ssid": {
    "ui:hideError": false
  },
  "max-clients": {
    "ui:hideError": false
  },
  "schedule": {
    "ui:hideError": false
  },
  "comments": {
    "ui:hideError": false,
    "ui:widget": "textarea"
  }
};
