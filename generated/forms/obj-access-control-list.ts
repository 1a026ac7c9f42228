// generated from specs/forms/obj-access-control-list.schema.json and obj-access-control-list.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-access-control-list.js';
export type Name = string;
export type Comments = string;
/**
 * @minItems 1
 */
export type IPv4Rules = [
  {
    'rule-id': RuleID;
    srcaddr: Source;
    dstaddr: Destination;
    protocol?: Protocol;
    action: Action;
  },
  ...{
    'rule-id': RuleID;
    srcaddr: Source;
    dstaddr: Destination;
    protocol?: Protocol;
    action: Action;
  }[]
];
export type RuleID = number;
export type Source = string;
export type Destination = string;
/**
 * IP protocol number; 255 means any.
 */
export type Protocol = number;
export type Action = (Allow | Deny) & string;
export type Allow = 'allow';
export type Deny = 'deny';

export interface ObjAccessControlListFormData {
  name: Name;
  comment?: Comments;
  'layer3-ipv4-rules': IPv4Rules;
  [k: string]: unknown;
}

/** Access Control List: Access Control Lists (wireless-controller/access-control-list): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "layer3-ipv4-rules"
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
    "comment": {
      "type": "string",
      "title": "Comments",
      "maxLength": 63,
      "errorMessage": {
        "maxLength": "Comments cannot be longer than 63 characters."
      }
    },
    "layer3-ipv4-rules": {
      "type": "array",
      "title": "IPv4 Rules",
      "minItems": 1,
      "errorMessage": {
        "minItems": "Add at least one rule."
      },
      "items": {
        "type": "object",
        "required": [
          "rule-id",
          "srcaddr",
          "dstaddr",
          "action"
        ],
        "properties": {
          "rule-id": {
            "type": "integer",
            "title": "Rule ID",
            "minimum": 1,
            "maximum": 65535,
            "errorMessage": {
              "minimum": "Rule ID must be between 1 and 65535.",
              "maximum": "Rule ID must be between 1 and 65535.",
              "type": "Rule ID must be a whole number."
            }
          },
          "srcaddr": {
            "type": "string",
            "title": "Source",
            "pattern": "^(all|((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d))$",
            "default": "all",
            "errorMessage": {
              "pattern": "Enter all or an IPv4 address with its prefix length."
            }
          },
          "dstaddr": {
            "type": "string",
            "title": "Destination",
            "pattern": "^(all|((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d))$",
            "default": "all",
            "errorMessage": {
              "pattern": "Enter all or an IPv4 address with its prefix length."
            }
          },
          "protocol": {
            "type": "integer",
            "title": "Protocol",
            "minimum": 0,
            "maximum": 255,
            "errorMessage": {
              "minimum": "Protocol must be between 0 and 255.",
              "maximum": "Protocol must be between 0 and 255.",
              "type": "Protocol must be a whole number."
            },
            "default": 255,
            "description": "IP protocol number; 255 means any."
          },
          "action": {
            "type": "string",
            "title": "Action",
            "oneOf": [
              {
                "const": "allow",
                "title": "Allow"
              },
              {
                "const": "deny",
                "title": "Deny"
              }
            ],
            "default": "allow"
          }
        },
        "errorMessage": {
          "required": {
            "rule-id": "This field is required.",
            "srcaddr": "This field is required.",
            "dstaddr": "This field is required."
          }
        }
      }
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required.",
      "layer3-ipv4-rules": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "comment",
    "layer3-ipv4-rules"
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
  "comment": {
    "ui:hideError": false
  },
  "layer3-ipv4-rules": {
    "ui:hideError": false
  }
};
