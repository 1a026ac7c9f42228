// generated from specs/forms/obj-extender.schema.json and obj-extender.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-extender.js';
export type Name = string;
export type SerialNumber = string;
export type Model = (FEX201E | FEX211E | FEX200F | FEX201F_AM | FEX202F_AM | FEX511F | FEX511G | FER511G) & string;
export type FEX201E = 'FEX-201E';
export type FEX211E = 'FEX-211E';
export type FEX200F = 'FEX-200F';
export type FEX201F_AM = 'FEX-201F_AM';
export type FEX202F_AM = 'FEX-202F_AM';
export type FEX511F = 'FEX-511F';
export type FEX511G = 'FEX-511G';
export type FER511G = 'FER-511G';
/**
 * As the extender reports it.
 */
export type Firmware = string;
/**
 * The FortiGate (and VDOM) that manages the extender.
 *
 * @minItems 1
 * @maxItems 1
 */
export type ManagedBy = [FortiGate];
export type FortiGate1 = string;
export type VDOM = string;
export type Authorization = (Authorized | Deauthorized | Discovered) & string;
export type Authorized = 'enable';
export type Deauthorized = 'disable';
export type Discovered = 'discovered';
export type ExtenderTemplate = string;
export type Description = string;

export interface ObjExtenderFormData {
  name: Name;
  id: SerialNumber;
  model: Model;
  _sw_version?: Firmware;
  'scope member': ManagedBy;
  authorized?: Authorization;
  profile?: ExtenderTemplate;
  description?: Description;
  [k: string]: unknown;
}
export interface FortiGate {
  name: FortiGate1;
  vdom: VDOM;
}

/** FortiExtender: FortiExtenders (extension-controller/extender): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "id",
    "model",
    "scope member"
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
    "id": {
      "type": "string",
      "title": "Serial Number",
      "pattern": "^F[A-Z0-9]{15}$",
      "errorMessage": {
        "pattern": "Enter the serial number, e.g. FX201FTF22572067."
      }
    },
    "model": {
      "type": "string",
      "title": "Model",
      "oneOf": [
        {
          "const": "FEX-201E",
          "title": "FEX-201E"
        },
        {
          "const": "FEX-211E",
          "title": "FEX-211E"
        },
        {
          "const": "FEX-200F",
          "title": "FEX-200F"
        },
        {
          "const": "FEX-201F_AM",
          "title": "FEX-201F_AM"
        },
        {
          "const": "FEX-202F_AM",
          "title": "FEX-202F_AM"
        },
        {
          "const": "FEX-511F",
          "title": "FEX-511F"
        },
        {
          "const": "FEX-511G",
          "title": "FEX-511G"
        },
        {
          "const": "FER-511G",
          "title": "FER-511G"
        }
      ],
      "default": "FEX-511G"
    },
    "_sw_version": {
      "type": "string",
      "title": "Firmware",
      "readOnly": true,
      "description": "As the extender reports it."
    },
    "scope member": {
      "type": "array",
      "title": "Managed By",
      "description": "The FortiGate (and VDOM) that manages the extender.",
      "minItems": 1,
      "maxItems": 1,
      "errorMessage": {
        "minItems": "Add the FortiGate that manages the extender."
      },
      "default": [
        {
          "name": "",
          "vdom": "root"
        }
      ],
      "items": {
        "type": "object",
        "title": "FortiGate",
        "required": [
          "name",
          "vdom"
        ],
        "properties": {
          "name": {
            "type": "string",
            "title": "FortiGate",
            "maxLength": 35,
            "errorMessage": {
              "maxLength": "FortiGate cannot be longer than 35 characters.",
              "minLength": "This field is required."
            },
            "minLength": 1
          },
          "vdom": {
            "type": "string",
            "title": "VDOM",
            "maxLength": 31,
            "errorMessage": {
              "maxLength": "VDOM cannot be longer than 31 characters.",
              "minLength": "This field is required."
            },
            "minLength": 1,
            "default": "root"
          }
        },
        "errorMessage": {
          "required": {
            "name": "This field is required.",
            "vdom": "This field is required."
          }
        }
      }
    },
    "authorized": {
      "type": "string",
      "title": "Authorization",
      "oneOf": [
        {
          "const": "enable",
          "title": "Authorized"
        },
        {
          "const": "disable",
          "title": "Deauthorized"
        },
        {
          "const": "discovered",
          "title": "Discovered"
        }
      ],
      "default": "enable"
    },
    "profile": {
      "type": "string",
      "title": "Extender Template",
      "maxLength": 31,
      "errorMessage": {
        "maxLength": "Extender Template cannot be longer than 31 characters."
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
      "id": "This field is required.",
      "model": "This field is required.",
      "scope member": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "id",
    "model",
    "_sw_version",
    "scope member",
    "authorized",
    "profile",
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
  "id": {
    "ui:hideError": false
  },
  "model": {
    "ui:hideError": false
  },
  "_sw_version": {
    "ui:hideError": false
  },
  "scope member": {
    "ui:hideError": false
  },
  "authorized": {
    "ui:hideError": false
  },
  "profile": {
    "ui:hideError": false
  },
  "description": {
    "ui:hideError": false,
    "ui:widget": "textarea"
  }
};
