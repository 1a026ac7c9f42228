// generated from specs/forms/obj-arrp-profile.schema.json and obj-arrp-profile.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-arrp-profile.js';
export type Name = string;
export type SelectionPeriodS = number;
export type MonitorPeriodS = number;
export type ChannelLoadWeight = number;
export type RXErrorThreshold = number;
export type DFSChannels = (Include | Exclude) & string;
export type Include = 'yes';
export type Exclude = 'no';
export type Comments = string;

export interface ObjArrpProfileFormData {
  name: Name;
  'selection-period'?: SelectionPeriodS;
  'monitor-period'?: MonitorPeriodS;
  'weight-channel-load'?: ChannelLoadWeight;
  'threshold-rx-errors'?: RXErrorThreshold;
  'include-dfs-channel'?: DFSChannels;
  comment?: Comments;
  [k: string]: unknown;
}

/** ARRP Profile: Automatic Radio Resource Provisioning Profiles (wireless-controller/arrp-profile): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
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
    "selection-period": {
      "type": "integer",
      "title": "Selection Period (s)",
      "minimum": 0,
      "maximum": 65535,
      "errorMessage": {
        "minimum": "Selection Period (s) must be between 0 and 65535.",
        "maximum": "Selection Period (s) must be between 0 and 65535.",
        "type": "Selection Period (s) must be a whole number."
      },
      "default": 3600
    },
    "monitor-period": {
      "type": "integer",
      "title": "Monitor Period (s)",
      "minimum": 0,
      "maximum": 65535,
      "errorMessage": {
        "minimum": "Monitor Period (s) must be between 0 and 65535.",
        "maximum": "Monitor Period (s) must be between 0 and 65535.",
        "type": "Monitor Period (s) must be a whole number."
      },
      "default": 300
    },
    "weight-channel-load": {
      "type": "integer",
      "title": "Channel Load Weight",
      "minimum": 0,
      "maximum": 2000,
      "errorMessage": {
        "minimum": "Channel Load Weight must be between 0 and 2000.",
        "maximum": "Channel Load Weight must be between 0 and 2000.",
        "type": "Channel Load Weight must be a whole number."
      },
      "default": 20
    },
    "threshold-rx-errors": {
      "type": "integer",
      "title": "RX Error Threshold (%)",
      "minimum": 0,
      "maximum": 100,
      "errorMessage": {
        "minimum": "RX Error Threshold (%) must be between 0 and 100.",
        "maximum": "RX Error Threshold (%) must be between 0 and 100.",
        "type": "RX Error Threshold (%) must be a whole number."
      },
      "default": 50
    },
    "include-dfs-channel": {
      "type": "string",
      "title": "DFS Channels",
      "oneOf": [
        {
          "const": "yes",
          "title": "Include"
        },
        {
          "const": "no",
          "title": "Exclude"
        }
      ],
      "default": "yes"
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
      "name": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "selection-period",
    "monitor-period",
    "weight-channel-load",
    "threshold-rx-errors",
    "include-dfs-channel",
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
  "selection-period": {
    "ui:hideError": false
  },
  "monitor-period": {
    "ui:hideError": false
  },
  "weight-channel-load": {
    "ui:hideError": false
  },
  "threshold-rx-errors": {
    "ui:hideError": false
  },
  "include-dfs-channel": {
    "ui:hideError": false
  },
  "comment": {
    "ui:hideError": false
  }
};
