// generated from specs/forms/obj-ble-profile.schema.json and obj-ble-profile.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-ble-profile.js';
export type Name = string;
export type IBeacon = 'ibeacon';
export type EddystoneUID = 'eddystone-uid';
export type EddystoneURL = 'eddystone-url';
export type Advertising = ((IBeacon | EddystoneUID | EddystoneURL) & string)[];
export type IBeaconUUID = string;
export type MajorID = number;
export type MinorID = number;
export type TransmitPower = number;
export type Comments = string;

export interface ObjBleProfileFormData {
  name: Name;
  advertising?: Advertising;
  'ibeacon-uuid'?: IBeaconUUID;
  'major-id'?: MajorID;
  'minor-id'?: MinorID;
  txpower?: TransmitPower;
  comment?: Comments;
  [k: string]: unknown;
}

/** BLE Profile: Bluetooth Low Energy Profiles (wireless-controller/ble-profile): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
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
    "advertising": {
      "type": "array",
      "title": "Advertising",
      "uniqueItems": true,
      "items": {
        "type": "string",
        "oneOf": [
          {
            "const": "ibeacon",
            "title": "iBeacon"
          },
          {
            "const": "eddystone-uid",
            "title": "Eddystone UID"
          },
          {
            "const": "eddystone-url",
            "title": "Eddystone URL"
          }
        ]
      }
    },
    "ibeacon-uuid": {
      "type": "string",
      "title": "iBeacon UUID",
      "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
      "errorMessage": {
        "pattern": "Enter a UUID such as 005ea414-cbd1-11e5-9956-625662870761."
      }
    },
    "major-id": {
      "type": "integer",
      "title": "Major ID",
      "minimum": 0,
      "maximum": 65535,
      "errorMessage": {
        "minimum": "Major ID must be between 0 and 65535.",
        "maximum": "Major ID must be between 0 and 65535.",
        "type": "Major ID must be a whole number."
      },
      "default": 1000
    },
    "minor-id": {
      "type": "integer",
      "title": "Minor ID",
      "minimum": 0,
      "maximum": 65535,
      "errorMessage": {
        "minimum": "Minor ID must be between 0 and 65535.",
        "maximum": "Minor ID must be between 0 and 65535.",
        "type": "Minor ID must be a whole number."
      },
      "default": 2000
    },
    "txpower": {
      "type": "integer",
      "title": "Transmit Power",
      "minimum": 0,
      "maximum": 12,
      "errorMessage": {
        "minimum": "Transmit Power must be between 0 and 12.",
        "maximum": "Transmit Power must be between 0 and 12.",
        "type": "Transmit Power must be a whole number."
      },
      "default": 0
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
    "advertising",
    "ibeacon-uuid",
    "major-id",
    "minor-id",
    "txpower",
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
  "advertising": {
    "ui:hideError": false,
    "ui:widget": "checkboxes",
    "ui:options": {
      "inline": true
    }
  },
  "ibeacon-uuid": {
    "ui:hideError": false
  },
  "major-id": {
    "ui:hideError": false
  },
  "minor-id": {
    "ui:hideError": false
  },
  "txpower": {
    "ui:hideError": false
  },
  "comment": {
    "ui:hideError": false
  }
};
