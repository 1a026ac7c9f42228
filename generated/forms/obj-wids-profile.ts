// generated from specs/forms/obj-wids-profile.schema.json and obj-wids-profile.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-wids-profile.js';
export type Name = string;
export type SensorMode = (Disabled | ForeignChannelsOnly | ForeignAndHomeChannels) & string;
export type Disabled = 'disable';
export type ForeignChannelsOnly = 'foreign';
export type ForeignAndHomeChannels = 'both';
export type RogueAPScan = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type BackgroundScanPeriodS = number;
export type BroadcastDeAuthenticationDetection = (Enable1 | Disable1) & string;
export type Enable1 = 'enable';
export type Disable1 = 'disable';
export type InvalidMACOUIDetection = (Enable2 | Disable2) & string;
export type Enable2 = 'enable';
export type Disable2 = 'disable';
export type Comments = string;

export interface ObjWidsProfileFormData {
  name: Name;
  'sensor-mode'?: SensorMode;
  'ap-scan'?: RogueAPScan;
  'ap-bgscan-period'?: BackgroundScanPeriodS;
  'deauth-broadcast'?: BroadcastDeAuthenticationDetection;
  'invalid-mac-oui'?: InvalidMACOUIDetection;
  comment?: Comments;
  [k: string]: unknown;
}

/** WIDS Profile: Wireless Intrusion Detection Profiles (wireless-controller/wids-profile): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
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
    "sensor-mode": {
      "type": "string",
      "title": "Sensor Mode",
      "oneOf": [
        {
          "const": "disable",
          "title": "Disabled"
        },
        {
          "const": "foreign",
          "title": "Foreign channels only"
        },
        {
          "const": "both",
          "title": "Foreign and home channels"
        }
      ],
      "default": "disable"
    },
    "ap-scan": {
      "type": "string",
      "title": "Rogue AP Scan",
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
    "ap-bgscan-period": {
      "type": "integer",
      "title": "Background Scan Period (s)",
      "minimum": 10,
      "maximum": 3600,
      "errorMessage": {
        "minimum": "Background Scan Period (s) must be between 10 and 3600.",
        "maximum": "Background Scan Period (s) must be between 10 and 3600.",
        "type": "Background Scan Period (s) must be a whole number."
      },
      "default": 600
    },
    "deauth-broadcast": {
      "type": "string",
      "title": "Broadcast De-authentication Detection",
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
    "invalid-mac-oui": {
      "type": "string",
      "title": "Invalid MAC OUI Detection",
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
    "sensor-mode",
    "ap-scan",
    "ap-bgscan-period",
    "deauth-broadcast",
    "invalid-mac-oui",
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
  "sensor-mode": {
    "ui:hideError": false
  },
  "ap-scan": {
    "ui:hideError": false
  },
  "ap-bgscan-period": {
    "ui:hideError": false
  },
  "deauth-broadcast": {
    "ui:hideError": false
  },
  "invalid-mac-oui": {
    "ui:hideError": false
  },
  "comment": {
    "ui:hideError": false
  }
};
