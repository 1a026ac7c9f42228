// generated from specs/forms/obj-ip-dscp-map.schema.json and obj-ip-dscp-map.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-ip-dscp-map.js';
export type Name = string;
export type Description = string;
export type EntryName = string;
export type CoSQueue = number;
export type CS0 = 'cs0';
export type CS1 = 'cs1';
export type AF11 = 'af11';
export type AF12 = 'af12';
export type AF13 = 'af13';
export type CS2 = 'cs2';
export type AF21 = 'af21';
export type AF22 = 'af22';
export type AF23 = 'af23';
export type CS3 = 'cs3';
export type AF31 = 'af31';
export type AF32 = 'af32';
export type AF33 = 'af33';
export type CS4 = 'cs4';
export type AF41 = 'af41';
export type AF42 = 'af42';
export type AF43 = 'af43';
export type CS5 = 'cs5';
export type EF = 'ef';
export type CS6 = 'cs6';
export type CS7 = 'cs7';
export type DSCPValues = ((
  | CS0
  | CS1
  | AF11
  | AF12
  | AF13
  | CS2
  | AF21
  | AF22
  | AF23
  | CS3
  | AF31
  | AF32
  | AF33
  | CS4
  | AF41
  | AF42
  | AF43
  | CS5
  | EF
  | CS6
  | CS7
) &
  string)[];
export type Mappings = {
  name: EntryName;
  'cos-queue': CoSQueue;
  diffserv?: DSCPValues;
}[];

export interface ObjIpDscpMapFormData {
  name: Name;
  description?: Description;
  map?: Mappings;
  [k: string]: unknown;
}

/** IP DSCP Map: IP DSCP Maps (switch-controller.qos/ip-dscp-map): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
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
    "description": {
      "type": "string",
      "title": "Description",
      "maxLength": 63,
      "errorMessage": {
        "maxLength": "Description cannot be longer than 63 characters."
      }
    },
    "map": {
      "type": "array",
      "title": "Mappings",
      "items": {
        "type": "object",
        "required": [
          "name",
          "cos-queue"
        ],
        "properties": {
          "name": {
            "type": "string",
            "title": "Entry Name",
            "minLength": 1,
            "maxLength": 35,
            "pattern": "^[^\\\\/\"'<>&|;#]*$",
            "errorMessage": {
              "minLength": "This field is required.",
              "maxLength": "The name cannot be longer than 35 characters.",
              "pattern": "The name cannot contain \\ / \" ' < > & | ; #"
            }
          },
          "cos-queue": {
            "type": "integer",
            "title": "CoS Queue",
            "minimum": 0,
            "maximum": 7,
            "errorMessage": {
              "minimum": "CoS Queue must be between 0 and 7.",
              "maximum": "CoS Queue must be between 0 and 7.",
              "type": "CoS Queue must be a whole number."
            },
            "default": 0
          },
          "diffserv": {
            "type": "array",
            "title": "DSCP Values",
            "uniqueItems": true,
            "items": {
              "type": "string",
              "oneOf": [
                {
                  "const": "cs0",
                  "title": "CS0"
                },
                {
                  "const": "cs1",
                  "title": "CS1"
                },
                {
                  "const": "af11",
                  "title": "AF11"
                },
                {
                  "const": "af12",
                  "title": "AF12"
                },
                {
                  "const": "af13",
                  "title": "AF13"
                },
                {
                  "const": "cs2",
                  "title": "CS2"
                },
                {
                  "const": "af21",
                  "title": "AF21"
                },
                {
                  "const": "af22",
                  "title": "AF22"
                },
                {
                  "const": "af23",
                  "title": "AF23"
                },
                {
                  "const": "cs3",
                  "title": "CS3"
                },
                {
                  "const": "af31",
                  "title": "AF31"
                },
                {
                  "const": "af32",
                  "title": "AF32"
                },
                {
                  "const": "af33",
                  "title": "AF33"
                },
                {
                  "const": "cs4",
                  "title": "CS4"
                },
                {
                  "const": "af41",
                  "title": "AF41"
                },
                {
                  "const": "af42",
                  "title": "AF42"
                },
                {
                  "const": "af43",
                  "title": "AF43"
                },
                {
                  "const": "cs5",
                  "title": "CS5"
                },
                {
                  "const": "ef",
                  "title": "EF"
                },
                {
                  "const": "cs6",
                  "title": "CS6"
                },
                {
                  "const": "cs7",
                  "title": "CS7"
                }
              ]
            }
          }
        },
        "errorMessage": {
          "required": {
            "name": "This field is required.",
            "cos-queue": "This field is required."
          }
        }
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
    "description",
    "map"
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
  "description": {
    "ui:hideError": false
  },
  "map": {
    "ui:hideError": false
  }
};
