// generated from specs/forms/obj-qos-policy.schema.json and obj-qos-policy.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-qos-policy.js';
export type Name = string;
export type DefaultCoS = number;
export type Trusted8021PMap = string;
export type TrustedIPDSCPMap = string;
export type QueuePolicy = string;

export interface ObjQosPolicyFormData {
  name: Name;
  'default-cos'?: DefaultCoS;
  'trust-dot1p-map'?: Trusted8021PMap;
  'trust-ip-dscp-map'?: TrustedIPDSCPMap;
  'queue-policy': QueuePolicy;
  [k: string]: unknown;
}

/** QoS Policy: QoS Policies (switch-controller.qos/qos-policy): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "queue-policy"
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
    "default-cos": {
      "type": "integer",
      "title": "Default CoS",
      "minimum": 0,
      "maximum": 7,
      "errorMessage": {
        "minimum": "Default CoS must be between 0 and 7.",
        "maximum": "Default CoS must be between 0 and 7.",
        "type": "Default CoS must be a whole number."
      },
      "default": 0
    },
    "trust-dot1p-map": {
      "type": "string",
      "title": "Trusted 802.1p Map",
      "maxLength": 63,
      "errorMessage": {
        "maxLength": "Trusted 802.1p Map cannot be longer than 63 characters."
      }
    },
    "trust-ip-dscp-map": {
      "type": "string",
      "title": "Trusted IP DSCP Map",
      "maxLength": 63,
      "errorMessage": {
        "maxLength": "Trusted IP DSCP Map cannot be longer than 63 characters."
      }
    },
    "queue-policy": {
      "type": "string",
      "title": "Queue Policy",
      "maxLength": 63,
      "errorMessage": {
        "maxLength": "Queue Policy cannot be longer than 63 characters.",
        "minLength": "This field is required."
      },
      "minLength": 1
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required.",
      "queue-policy": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "default-cos",
    "trust-dot1p-map",
    "trust-ip-dscp-map",
    "queue-policy"
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
  "default-cos": {
    "ui:hideError": false
  },
  "trust-dot1p-map": {
    "ui:hideError": false
  },
  "trust-ip-dscp-map": {
    "ui:hideError": false
  },
  "queue-policy": {
    "ui:hideError": false
  }
};
