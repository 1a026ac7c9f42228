// generated from specs/forms/obj-fortilink-settings.schema.json and obj-fortilink-settings.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-fortilink-settings.js';
export type Name = string;
export type FortiLinkInterface = string;
export type InactiveTimerMin = number;
export type FlushMACAddressesOnLinkDown = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type AccessVLANMode = (Legacy | FailOpen | FailClose) & string;
export type Legacy = 'legacy';
export type FailOpen = 'fail-open';
export type FailClose = 'fail-close';

export interface ObjFortilinkSettingsFormData {
  name: Name;
  fortilink: FortiLinkInterface;
  'inactive-timer'?: InactiveTimerMin;
  'link-down-flush'?: FlushMACAddressesOnLinkDown;
  'access-vlan-mode'?: AccessVLANMode;
  [k: string]: unknown;
}

/** FortiLink Setting: FortiLink Settings (switch-controller/fortilink-settings): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "fortilink"
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
    "fortilink": {
      "type": "string",
      "title": "FortiLink Interface",
      "maxLength": 15,
      "errorMessage": {
        "maxLength": "FortiLink Interface cannot be longer than 15 characters.",
        "minLength": "This field is required."
      },
      "minLength": 1
    },
    "inactive-timer": {
      "type": "integer",
      "title": "Inactive Timer (min)",
      "minimum": 1,
      "maximum": 1440,
      "errorMessage": {
        "minimum": "Inactive Timer (min) must be between 1 and 1440.",
        "maximum": "Inactive Timer (min) must be between 1 and 1440.",
        "type": "Inactive Timer (min) must be a whole number."
      },
      "default": 15
    },
    "link-down-flush": {
      "type": "string",
      "title": "Flush MAC Addresses on Link Down",
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
    "access-vlan-mode": {
      "type": "string",
      "title": "Access VLAN Mode",
      "oneOf": [
        {
          "const": "legacy",
          "title": "Legacy"
        },
        {
          "const": "fail-open",
          "title": "Fail open"
        },
        {
          "const": "fail-close",
          "title": "Fail close"
        }
      ],
      "default": "legacy"
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required.",
      "fortilink": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "fortilink",
    "inactive-timer",
    "link-down-flush",
    "access-vlan-mode"
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
  "fortilink": {
    "ui:hideError": false
  },
  "inactive-timer": {
    "ui:hideError": false
  },
  "link-down-flush": {
    "ui:hideError": false
  },
  "access-vlan-mode": {
    "ui:hideError": false
  }
};
