// generated from specs/forms/obj-vdom-settings.schema.json and obj-vdom-settings.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-vdom-settings.js';
export type Name = string;
export type VDOM = string;
export type NACPolicies = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type DynamicPortPolicies = (Enable1 | Disable1) & string;
export type Enable1 = 'enable';
export type Disable1 = 'disable';
export type MACAgingIntervalS = number;

export interface ObjVdomSettingsFormData {
  name: Name;
  vdom: VDOM;
  'switch-controller-nac'?: NACPolicies;
  'dynamic-port-policy'?: DynamicPortPolicies;
  'mac-aging-interval'?: MACAgingIntervalS;
  [k: string]: unknown;
}

/** VDOM Setting: VDOM Settings (switch-controller/vdom-settings): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "vdom"
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
    "vdom": {
      "type": "string",
      "title": "VDOM",
      "maxLength": 31,
      "errorMessage": {
        "maxLength": "VDOM cannot be longer than 31 characters.",
        "minLength": "This field is required."
      },
      "minLength": 1
    },
    "switch-controller-nac": {
      "type": "string",
      "title": "NAC Policies",
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
    "dynamic-port-policy": {
      "type": "string",
      "title": "Dynamic Port Policies",
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
    "mac-aging-interval": {
      "type": "integer",
      "title": "MAC Aging Interval (s)",
      "minimum": 10,
      "maximum": 1000000,
      "errorMessage": {
        "minimum": "MAC Aging Interval (s) must be between 10 and 1000000.",
        "maximum": "MAC Aging Interval (s) must be between 10 and 1000000.",
        "type": "MAC Aging Interval (s) must be a whole number."
      },
      "default": 300
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required.",
      "vdom": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "vdom",
    "switch-controller-nac",
    "dynamic-port-policy",
    "mac-aging-interval"
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
  "vdom": {
    "ui:hideError": false
  },
  "switch-controller-nac": {
    "ui:hideError": false
  },
  "dynamic-port-policy": {
    "ui:hideError": false
  },
  "mac-aging-interval": {
    "ui:hideError": false
  }
};
