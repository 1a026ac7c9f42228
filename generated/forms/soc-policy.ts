// generated from specs/forms/soc-policy.schema.json and soc-policy.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/soc-policy.js';
export type Name = string;
/**
 * IPv4 addresses or subnets (a.b.c.d/n), or all; separated by commas or new lines.
 */
export type Source = string;
/**
 * IPv4 addresses or subnets (a.b.c.d/n), or all; separated by commas or new lines.
 */
export type Destination = string;
/**
 * Service names (HTTPS, DNS, …), or ALL; separated by commas or new lines.
 */
export type Service = string;
export type Action = (Accept | Deny) & string;
export type Accept = 'accept';
export type Deny = 'deny';
export type Comments = string;

export interface SocPolicyFormData {
  name: Name;
  srcaddr: Source;
  dstaddr: Destination;
  service: Service;
  action: Action;
  comments?: Comments;
}

/** Create Policy by Hits: The policy Create Policy by Hits proposes for the chosen policy-hit rows: the sources, destinations and services of the traffic that hit them, and the action. Addresses and services are lists separated by commas or new lines. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "name",
    "srcaddr",
    "dstaddr",
    "service",
    "action"
  ],
  "properties": {
    "name": {
      "type": "string",
      "title": "Name",
      "minLength": 1,
      "maxLength": 35,
      "pattern": "^[^\\\\\"'<>()&`|;#]*$",
      "errorMessage": {
        "minLength": "This field is required.",
        "maxLength": "The name cannot be longer than 35 characters.",
        "pattern": "The name cannot contain \\ \" ' < > ( ) & ` | ; #"
      }
    },
    "srcaddr": {
      "type": "string",
      "title": "Source",
      "description": "IPv4 addresses or subnets (a.b.c.d/n), or all; separated by commas or new lines.",
      "minLength": 1,
      "maxLength": 2000,
      "pattern": "^\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?)(\\s*[,\\n]\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?))*\\s*$",
      "errorMessage": {
        "minLength": "This field is required.",
        "maxLength": "Too many addresses.",
        "pattern": "Enter IPv4 addresses or subnets (a.b.c.d/n), or all, separated by commas."
      }
    },
    "dstaddr": {
      "type": "string",
      "title": "Destination",
      "description": "IPv4 addresses or subnets (a.b.c.d/n), or all; separated by commas or new lines.",
      "minLength": 1,
      "maxLength": 2000,
      "pattern": "^\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?)(\\s*[,\\n]\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?))*\\s*$",
      "errorMessage": {
        "minLength": "This field is required.",
        "maxLength": "Too many addresses.",
        "pattern": "Enter IPv4 addresses or subnets (a.b.c.d/n), or all, separated by commas."
      }
    },
    "service": {
      "type": "string",
      "title": "Service",
      "description": "Service names (HTTPS, DNS, …), or ALL; separated by commas or new lines.",
      "minLength": 1,
      "maxLength": 2000,
      "pattern": "^\\s*[A-Za-z0-9][A-Za-z0-9_.-]{0,79}(\\s*[,\\n]\\s*[A-Za-z0-9][A-Za-z0-9_.-]{0,79})*\\s*$",
      "errorMessage": {
        "minLength": "This field is required.",
        "maxLength": "Too many services.",
        "pattern": "Enter service names (letters, digits, _ . -), separated by commas."
      }
    },
    "action": {
      "type": "string",
      "title": "Action",
      "default": "accept",
      "oneOf": [
        {
          "const": "accept",
          "title": "Accept"
        },
        {
          "const": "deny",
          "title": "Deny"
        }
      ]
    },
    "comments": {
      "type": "string",
      "title": "Comments",
      "maxLength": 1023,
      "errorMessage": {
        "maxLength": "The comments cannot be longer than 1023 characters."
      }
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required.",
      "srcaddr": "This field is required.",
      "dstaddr": "This field is required.",
      "service": "This field is required.",
      "action": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "srcaddr",
    "dstaddr",
    "service",
    "action",
    "comments"
  ],
  "name": {
    "ui:autofocus": true,
    "ui:options": {
      "autocomplete": "off"
    }
  },
  "srcaddr": {
    "ui:widget": "textarea",
    "ui:options": {
      "rows": 3
    }
  },
  "dstaddr": {
    "ui:widget": "textarea",
    "ui:options": {
      "rows": 3
    }
  },
  "service": {
    "ui:widget": "textarea",
    "ui:options": {
      "rows": 2
    }
  },
  "action": {
    "ui:widget": "radio",
    "ui:options": {
      "inline": true
    }
  },
  "comments": {
    "ui:widget": "textarea",
    "ui:options": {
      "rows": 2
    }
  }
};
