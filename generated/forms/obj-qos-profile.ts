// generated from specs/forms/obj-qos-profile.schema.json and obj-qos-profile.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-qos-profile.js';
export type Name = string;
/**
 * Maximum uplink bandwidth of the SSID; 0 means no limit.
 */
export type UplinkKbps = number;
export type DownlinkKbps = number;
export type UplinkPerClientKbps = number;
export type DownlinkPerClientKbps = number;
export type WMM = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type CallAdmissionControl = (Enable1 | Disable1) & string;
export type Enable1 = 'enable';
export type Disable1 = 'disable';
export type Comments = string;

export interface ObjQosProfileFormData {
  name: Name;
  uplink?: UplinkKbps;
  downlink?: DownlinkKbps;
  'uplink-sta'?: UplinkPerClientKbps;
  'downlink-sta'?: DownlinkPerClientKbps;
  wmm?: WMM;
  'call-admission-control'?: CallAdmissionControl;
  comment?: Comments;
  [k: string]: unknown;
}

/** QoS Profile: QoS Profiles (wireless-controller/qos-profile): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
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
    "uplink": {
      "type": "integer",
      "title": "Uplink (Kbps)",
      "minimum": 0,
      "maximum": 2097152,
      "errorMessage": {
        "minimum": "Uplink (Kbps) must be between 0 and 2097152.",
        "maximum": "Uplink (Kbps) must be between 0 and 2097152.",
        "type": "Uplink (Kbps) must be a whole number."
      },
      "default": 0,
      "description": "Maximum uplink bandwidth of the SSID; 0 means no limit."
    },
    "downlink": {
      "type": "integer",
      "title": "Downlink (Kbps)",
      "minimum": 0,
      "maximum": 2097152,
      "errorMessage": {
        "minimum": "Downlink (Kbps) must be between 0 and 2097152.",
        "maximum": "Downlink (Kbps) must be between 0 and 2097152.",
        "type": "Downlink (Kbps) must be a whole number."
      },
      "default": 0
    },
    "uplink-sta": {
      "type": "integer",
      "title": "Uplink per Client (Kbps)",
      "minimum": 0,
      "maximum": 2097152,
      "errorMessage": {
        "minimum": "Uplink per Client (Kbps) must be between 0 and 2097152.",
        "maximum": "Uplink per Client (Kbps) must be between 0 and 2097152.",
        "type": "Uplink per Client (Kbps) must be a whole number."
      },
      "default": 0
    },
    "downlink-sta": {
      "type": "integer",
      "title": "Downlink per Client (Kbps)",
      "minimum": 0,
      "maximum": 2097152,
      "errorMessage": {
        "minimum": "Downlink per Client (Kbps) must be between 0 and 2097152.",
        "maximum": "Downlink per Client (Kbps) must be between 0 and 2097152.",
        "type": "Downlink per Client (Kbps) must be a whole number."
      },
      "default": 0
    },
    "wmm": {
      "type": "string",
      "title": "WMM",
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
    "call-admission-control": {
      "type": "string",
      "title": "Call Admission Control",
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
    "comment": {
      "type": "string",
      "title": "Comments",
      "maxLength": 63,
      "errorMessage": {
        "maxLength": "Comments cannot be longer than 63 characters."
      }
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "uplink",
    "downlink",
    "uplink-sta",
    "downlink-sta",
    "wmm",
    "call-admission-control",
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
  "uplink": {
    "ui:hideError": false
  },
  "downlink": {
    "ui:hideError": false
  },
  "uplink-sta": {
    "ui:hideError": false
  },
  "downlink-sta": {
    "ui:hideError": false
  },
  "wmm": {
    "ui:hideError": false
  },
  "call-admission-control": {
    "ui:hideError": false
  },
  "comment": {
    "ui:hideError": false
  }
};
