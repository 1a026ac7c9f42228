// generated from specs/forms/obj-apcfg-profile.schema.json and obj-apcfg-profile.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-apcfg-profile.js';
export type ObjApcfgProfileFormData = {
  [k: string]: unknown;
} & {
  name: Name;
  'ap-family': APFamily;
  'ac-type'?: Controller;
  'ac-ip'?: ControllerIP;
  'ac-timer'?: DiscoveryTimerS;
  comment?: Comments;
  [k: string]: unknown;
};
export type Name = string;
export type APFamily = (FortiAP | FortiAPU | FortiAPC) & string;
export type FortiAP = 'fap';
export type FortiAPU = 'fap-u';
export type FortiAPC = 'fap-c';
export type Controller = (Default | Specify | APConfiguration) & string;
export type Default = 'default';
export type Specify = 'specify';
export type APConfiguration = 'apcfg';
export type ControllerIP = string;
export type DiscoveryTimerS = number;
export type Comments = string;

/** AP Configuration Profile: AP Configuration Profiles (wireless-controller/apcfg-profile): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "ap-family"
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
    "ap-family": {
      "type": "string",
      "title": "AP Family",
      "oneOf": [
        {
          "const": "fap",
          "title": "FortiAP"
        },
        {
          "const": "fap-u",
          "title": "FortiAP-U"
        },
        {
          "const": "fap-c",
          "title": "FortiAP-C"
        }
      ],
      "default": "fap"
    },
    "ac-type": {
      "type": "string",
      "title": "Controller",
      "oneOf": [
        {
          "const": "default",
          "title": "Default"
        },
        {
          "const": "specify",
          "title": "Specify"
        },
        {
          "const": "apcfg",
          "title": "AP configuration"
        }
      ],
      "default": "default"
    },
    "ac-ip": {
      "type": "string",
      "title": "Controller IP",
      "pattern": "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$",
      "errorMessage": {
        "pattern": "Enter an IPv4 address, e.g. 10.0.0.1."
      }
    },
    "ac-timer": {
      "type": "integer",
      "title": "Discovery Timer (s)",
      "minimum": 3,
      "maximum": 30,
      "errorMessage": {
        "minimum": "Discovery Timer (s) must be between 3 and 30.",
        "maximum": "Discovery Timer (s) must be between 3 and 30.",
        "type": "Discovery Timer (s) must be a whole number."
      },
      "default": 10
    },
    "comment": {
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
      "ap-family": "This field is required."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "ac-type": {
            "const": "specify"
          }
        },
        "required": [
          "ac-type"
        ]
      },
      "then": {
        "required": [
          "ac-ip"
        ],
        "errorMessage": {
          "required": {
            "ac-ip": "Enter the controller's IP address."
          }
        }
      }
    }
  ]
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "ap-family",
    "ac-type",
    "ac-ip",
    "ac-timer",
    "comment"
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
  "ap-family": {
    "ui:hideError": false
  },
  "ac-type": {
    "ui:hideError": false
  },
  "ac-ip": {
    "ui:hideError": false
  },
  "ac-timer": {
    "ui:hideError": false
  },
  "comment": {
    "ui:hideError": false
  }
};
