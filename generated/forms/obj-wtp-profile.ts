// generated from specs/forms/obj-wtp-profile.schema.json and obj-wtp-profile.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-wtp-profile.js';
export type Name = string;
export type Platform = (
  FortiAP231F | FortiAP431F | FortiAP432F | FortiAP831F | FortiAPU431F | FortiAPS221E | FortiAPC24JE
) &
  string;
export type FortiAP231F = '231F';
export type FortiAP431F = '431F';
export type FortiAP432F = '432F';
export type FortiAP831F = '831F';
export type FortiAPU431F = 'U431F';
export type FortiAPS221E = 'S221E';
export type FortiAPC24JE = 'C24JE';
export type CountryRegion = (UnitedStates | Canada | UnitedKingdom | Germany | France | Japan | Australia) & string;
export type UnitedStates = 'US';
export type Canada = 'CA';
export type UnitedKingdom = 'GB';
export type Germany = 'DE';
export type France = 'FR';
export type Japan = 'JP';
export type Australia = 'AU';
export type Radio1Band = ('802.11ax,n,g-only' | '802.11ax-5G' | '802.11ax-6G' | Disabled) & string;
export type Disabled = 'disabled';
export type Radio2Band = ('802.11ax,n,g-only' | '802.11ax-5G' | '802.11ax-6G' | Disabled1) & string;
export type Disabled1 = 'disabled';
export type HandoffRSSI = number;
export type LEDs = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type Comments = string;

export interface ObjWtpProfileFormData {
  name: Name;
  platform: Platform;
  'ap-country'?: CountryRegion;
  'radio-1-band'?: Radio1Band;
  'radio-2-band'?: Radio2Band;
  'handoff-rssi'?: HandoffRSSI;
  'led-state'?: LEDs;
  comment?: Comments;
  [k: string]: unknown;
}

/** AP Profile: AP Profiles (wireless-controller/wtp-profile): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "platform"
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
    "platform": {
      "type": "string",
      "title": "Platform",
      "oneOf": [
        {
          "const": "231F",
          "title": "FortiAP-231F"
        },
        {
          "const": "431F",
          "title": "FortiAP-431F"
        },
        {
          "const": "432F",
          "title": "FortiAP-432F"
        },
        {
          "const": "831F",
          "title": "FortiAP-831F"
        },
        {
          "const": "U431F",
          "title": "FortiAP-U431F"
        },
        {
          "const": "S221E",
          "title": "FortiAP-S221E"
        },
        {
          "const": "C24JE",
          "title": "FortiAP-C24JE"
        }
      ],
      "default": "231F"
    },
    "ap-country": {
      "type": "string",
      "title": "Country/Region",
      "oneOf": [
        {
          "const": "US",
          "title": "United States"
        },
        {
          "const": "CA",
          "title": "Canada"
        },
        {
          "const": "GB",
          "title": "United Kingdom"
        },
        {
          "const": "DE",
          "title": "Germany"
        },
        {
          "const": "FR",
          "title": "France"
        },
        {
          "const": "JP",
          "title": "Japan"
        },
        {
          "const": "AU",
          "title": "Australia"
        }
      ],
      "default": "US"
    },
    "radio-1-band": {
      "type": "string",
      "title": "Radio 1 Band",
      "oneOf": [
        {
          "const": "802.11ax,n,g-only",
          "title": "802.11ax/n/g (2.4 GHz)"
        },
        {
          "const": "802.11ax-5G",
          "title": "802.11ax (5 GHz)"
        },
        {
          "const": "802.11ax-6G",
          "title": "802.11ax (6 GHz)"
        },
        {
          "const": "disabled",
          "title": "Disabled"
        }
      ],
      "default": "802.11ax,n,g-only"
    },
    "radio-2-band": {
      "type": "string",
      "title": "Radio 2 Band",
      "oneOf": [
        {
          "const": "802.11ax,n,g-only",
          "title": "802.11ax/n/g (2.4 GHz)"
        },
        {
          "const": "802.11ax-5G",
          "title": "802.11ax (5 GHz)"
        },
        {
          "const": "802.11ax-6G",
          "title": "802.11ax (6 GHz)"
        },
        {
          "const": "disabled",
          "title": "Disabled"
        }
      ],
      "default": "802.11ax-5G"
    },
    "handoff-rssi": {
      "type": "integer",
      "title": "Handoff RSSI",
      "minimum": 20,
      "maximum": 30,
      "errorMessage": {
        "minimum": "Handoff RSSI must be between 20 and 30.",
        "maximum": "Handoff RSSI must be between 20 and 30.",
        "type": "Handoff RSSI must be a whole number."
      },
      "default": 25
    },
    "led-state": {
      "type": "string",
      "title": "LEDs",
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
      "platform": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "platform",
    "ap-country",
    "radio-1-band",
    "radio-2-band",
    "handoff-rssi",
    "led-state",
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
  "platform": {
    "ui:hideError": false
  },
  "ap-country": {
    "ui:hideError": false
  },
  "radio-1-band": {
    "ui:hideError": false
  },
  "radio-2-band": {
    "ui:hideError": false
  },
  "handoff-rssi": {
    "ui:hideError": false
  },
  "led-state": {
    "ui:hideError": false
  },
  "comment": {
    "ui:hideError": false
  }
};
