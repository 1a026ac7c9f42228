// generated from specs/forms/obj-chassis.schema.json and obj-chassis.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-chassis.js';
export type Name = string;
export type ChassisType = (
  FortiGate5060 | FortiGate5144C | FortiGate7030E | FortiGate7040E | FortiGate7060E | FortiGate7121F
) &
  string;
export type FortiGate5060 = 'FortiGate-5060';
export type FortiGate5144C = 'FortiGate-5144C';
export type FortiGate7030E = 'FortiGate-7030E';
export type FortiGate7040E = 'FortiGate-7040E';
export type FortiGate7060E = 'FortiGate-7060E';
export type FortiGate7121F = 'FortiGate-7121F';
/**
 * Address the chassis management module (shelf manager) answers on.
 */
export type ChassisManagementIP = string;
/**
 * Community the appliance reads the chassis sensors with.
 */
export type SNMPCommunity = string;
export type Slot1 = number;
export type Device = string;
/**
 * Which managed FortiGate runs in each slot.
 */
export type SlotAssignment = Slot[];
export type Location = string;
export type Description = string;

export interface ObjChassisFormData {
  name: Name;
  'chassis-type': ChassisType;
  ip: ChassisManagementIP;
  'snmp-community': SNMPCommunity;
  'slot-assignment'?: SlotAssignment;
  location?: Location;
  description?: Description;
  [k: string]: unknown;
}
export interface Slot {
  slot: Slot1;
  device: Device;
}

/** Chassis: Chassis (dvmdb/chassis): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "chassis-type",
    "ip",
    "snmp-community"
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
    "chassis-type": {
      "type": "string",
      "title": "Chassis Type",
      "oneOf": [
        {
          "const": "FortiGate-5060",
          "title": "FortiGate-5060"
        },
        {
          "const": "FortiGate-5144C",
          "title": "FortiGate-5144C"
        },
        {
          "const": "FortiGate-7030E",
          "title": "FortiGate-7030E"
        },
        {
          "const": "FortiGate-7040E",
          "title": "FortiGate-7040E"
        },
        {
          "const": "FortiGate-7060E",
          "title": "FortiGate-7060E"
        },
        {
          "const": "FortiGate-7121F",
          "title": "FortiGate-7121F"
        }
      ],
      "default": "FortiGate-7060E"
    },
    "ip": {
      "type": "string",
      "title": "Chassis Management IP",
      "pattern": "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$",
      "errorMessage": {
        "pattern": "Enter an IPv4 address, e.g. 10.10.20.1."
      },
      "description": "Address the chassis management module (shelf manager) answers on."
    },
    "snmp-community": {
      "type": "string",
      "title": "SNMP Community",
      "maxLength": 63,
      "errorMessage": {
        "maxLength": "SNMP Community cannot be longer than 63 characters.",
        "minLength": "This field is required."
      },
      "minLength": 1,
      "description": "Community the appliance reads the chassis sensors with."
    },
    "slot-assignment": {
      "type": "array",
      "title": "Slot Assignment",
      "description": "Which managed FortiGate runs in each slot.",
      "items": {
        "type": "object",
        "title": "Slot",
        "required": [
          "slot",
          "device"
        ],
        "properties": {
          "slot": {
            "type": "integer",
            "title": "Slot",
            "minimum": 1,
            "maximum": 14,
            "errorMessage": {
              "minimum": "Slot must be between 1 and 14.",
              "maximum": "Slot must be between 1 and 14.",
              "type": "Slot must be a whole number."
            }
          },
          "device": {
            "type": "string",
            "title": "Device",
            "maxLength": 35,
            "errorMessage": {
              "maxLength": "Device cannot be longer than 35 characters.",
              "minLength": "This field is required."
            },
            "minLength": 1
          }
        },
        "errorMessage": {
          "required": {
            "slot": "This field is required.",
            "device": "This field is required."
          }
        }
      }
    },
    "location": {
      "type": "string",
      "title": "Location",
      "maxLength": 127,
      "errorMessage": {
        "maxLength": "Location cannot be longer than 127 characters."
      }
    },
    "description": {
      "type": "string",
      "title": "Description",
      "maxLength": 255,
      "errorMessage": {
        "maxLength": "Description cannot be longer than 255 characters."
      }
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required.",
      "chassis-type": "This field is required.",
      "ip": "This field is required.",
      "snmp-community": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "chassis-type",
    "ip",
    "snmp-community",
    "slot-assignment",
    "location",
    "description"
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
  "chassis-type": {
    "ui:hideError": false
  },
  "ip": {
    "ui:hideError": false
  },
  "snmp-community": {
    "ui:hideError": false
  },
  "slot-assignment": {
    "ui:hideError": false
  },
  "location": {
    "ui:hideError": false
  },
  "description": {
    "ui:hideError": false,
    "ui:widget": "textarea"
  }
};
