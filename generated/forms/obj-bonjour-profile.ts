// generated from specs/forms/obj-bonjour-profile.schema.json and obj-bonjour-profile.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-bonjour-profile.js';
export type Name = string;
/**
 * @minItems 1
 */
export type Services = [
  (AirPlay | Printers | Scanners | Chromecast | ITunes | AllServices) &
    string &
    (AirPlay | Printers | Scanners | Chromecast | ITunes | AllServices) &
    string,
  ...((AirPlay | Printers | Scanners | Chromecast | ITunes | AllServices) &
    string &
    (AirPlay | Printers | Scanners | Chromecast | ITunes | AllServices) &
    string)[]
];
export type AirPlay = 'airplay';
export type Printers = 'printers';
export type Scanners = 'scanners';
export type Chromecast = 'chromecast';
export type ITunes = 'itunes';
export type AllServices = 'all';
export type FromVLANs = string;
export type ToVLANs = string;
export type MicroLocation = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type Comments = string;

export interface ObjBonjourProfileFormData {
  name: Name;
  services: Services;
  'from-vlan': FromVLANs;
  'to-vlan': ToVLANs;
  'micro-location'?: MicroLocation;
  comment?: Comments;
  [k: string]: unknown;
}

/** Bonjour Relay Profile: Bonjour Relay Profiles (wireless-controller/bonjour-profile): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "services",
    "from-vlan",
    "to-vlan"
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
    "services": {
      "type": "array",
      "title": "Services",
      "uniqueItems": true,
      "items": {
        "type": "string",
        "oneOf": [
          {
            "const": "airplay",
            "title": "AirPlay"
          },
          {
            "const": "printers",
            "title": "Printers"
          },
          {
            "const": "scanners",
            "title": "Scanners"
          },
          {
            "const": "chromecast",
            "title": "Chromecast"
          },
          {
            "const": "itunes",
            "title": "iTunes"
          },
          {
            "const": "all",
            "title": "All services"
          }
        ]
      },
      "minItems": 1,
      "errorMessage": {
        "minItems": "Choose at least one."
      }
    },
    "from-vlan": {
      "type": "string",
      "title": "From VLANs",
      "maxLength": 255,
      "errorMessage": {
        "maxLength": "From VLANs cannot be longer than 255 characters.",
        "minLength": "This field is required.",
        "pattern": "Enter VLAN IDs separated by spaces, e.g. 110 220."
      },
      "minLength": 1,
      "pattern": "^(\\d{1,4})( \\d{1,4})*$"
    },
    "to-vlan": {
      "type": "string",
      "title": "To VLANs",
      "maxLength": 255,
      "errorMessage": {
        "maxLength": "To VLANs cannot be longer than 255 characters.",
        "minLength": "This field is required.",
        "pattern": "Enter VLAN IDs separated by spaces, or all."
      },
      "minLength": 1,
      "pattern": "^(all|\\d{1,4}( \\d{1,4})*)$"
    },
    "micro-location": {
      "type": "string",
      "title": "Micro Location",
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
      "name": "This field is required.",
      "services": "Choose at least one.",
      "from-vlan": "This field is required.",
      "to-vlan": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "services",
    "from-vlan",
    "to-vlan",
    "micro-location",
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
  "services": {
    "ui:hideError": false,
    "ui:widget": "checkboxes",
    "ui:options": {
      "inline": true
    }
  },
  "from-vlan": {
    "ui:hideError": false
  },
  "to-vlan": {
    "ui:hideError": false
  },
  "micro-location": {
    "ui:hideError": false
  },
  "comment": {
    "ui:hideError": false
  }
};
