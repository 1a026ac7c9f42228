// generated from specs/forms/obj-setting.schema.json and obj-setting.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-setting.js';
export type Name = 'setting';
export type CountryRegion = (UnitedStates | Canada | UnitedKingdom | Germany | France | Japan | Australia) & string;
export type UnitedStates = 'US';
export type Canada = 'CA';
export type UnitedKingdom = 'GB';
export type Germany = 'DE';
export type France = 'FR';
export type Japan = 'JP';
export type Australia = 'AU';
export type AllowDuplicateSSIDs = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type WFACompatibility = (Enable1 | Disable1) & string;
export type Enable1 = 'enable';
export type Disable1 = 'disable';
export type DARRPOptimizationIntervalS = number;
export type Log = 'log';
export type Suppress = 'suppress';
export type FakeSSIDAction = ((Log | Suppress) & string)[];
export type DeviceIdleTimeoutMin = number;

export interface ObjSettingFormData {
  name: Name;
  country: CountryRegion;
  'duplicate-ssid'?: AllowDuplicateSSIDs;
  'wfa-compatibility'?: WFACompatibility;
  'darrp-optimize'?: DARRPOptimizationIntervalS;
  'fake-ssid-action'?: FakeSSIDAction;
  'device-idle'?: DeviceIdleTimeoutMin;
  [k: string]: unknown;
}

/** WiFi Setting: Settings (wireless-controller/setting): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "country"
  ],
  "properties": {
    "name": {
      "type": "string",
      "title": "Name",
      "const": "setting",
      "readOnly": true
    },
    "country": {
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
    "duplicate-ssid": {
      "type": "string",
      "title": "Allow Duplicate SSIDs",
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
    "wfa-compatibility": {
      "type": "string",
      "title": "WFA Compatibility",
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
    "darrp-optimize": {
      "type": "integer",
      "title": "DARRP Optimization Interval (s)",
      "minimum": 0,
      "maximum": 86400,
      "errorMessage": {
        "minimum": "DARRP Optimization Interval (s) must be between 0 and 86400.",
        "maximum": "DARRP Optimization Interval (s) must be between 0 and 86400.",
        "type": "DARRP Optimization Interval (s) must be a whole number."
      },
      "default": 86400
    },
    "fake-ssid-action": {
      "type": "array",
      "title": "Fake SSID Action",
      "uniqueItems": true,
      "items": {
        "type": "string",
        "oneOf": [
          {
            "const": "log",
            "title": "Log"
          },
          {
            "const": "suppress",
            "title": "Suppress"
          }
        ]
      }
    },
    "device-idle": {
      "type": "integer",
      "title": "Device Idle Timeout (min)",
      "minimum": 0,
      "maximum": 14400,
      "errorMessage": {
        "minimum": "Device Idle Timeout (min) must be between 0 and 14400.",
        "maximum": "Device Idle Timeout (min) must be between 0 and 14400.",
        "type": "Device Idle Timeout (min) must be a whole number."
      },
      "default": 1440
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required.",
      "country": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "country",
    "duplicate-ssid",
    "wfa-compatibility",
    "darrp-optimize",
    "fake-ssid-action",
    "device-idle"
  ],
  "ui:hideError": true,
  "ui:options": {
    "expandable": false
  },
  "name": {
    "ui:hideError": false,
    "ui:widget": "hidden"
  },
  "country": {
    "ui:hideError": false
  },
  "duplicate-ssid": {
    "ui:hideError": false
  },
  "wfa-compatibility": {
    "ui:hideError": false
  },
  "darrp-optimize": {
    "ui:hideError": false
  },
  "fake-ssid-action": {
    "ui:hideError": false,
    "ui:widget": "checkboxes",
    "ui:options": {
      "inline": true
    }
  },
  "device-idle": {
    "ui:hideError": false
  }
};
