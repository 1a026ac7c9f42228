// generated from specs/forms/obj-firewall-policy.schema.json and obj-firewall-policy.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-firewall-policy.js';
export type Name = string;
/**
 * The policy package the policy belongs to.
 */
export type PolicyPackage = string;
export type ID = number;
/**
 * @minItems 1
 */
export type IncomingInterface = [Interface, ...Interface[]];
export type Interface = string;
/**
 * @minItems 1
 */
export type OutgoingInterface = [Interface1, ...Interface1[]];
export type Interface1 = string;
/**
 * @minItems 1
 */
export type Source = [Address, ...Address[]];
export type Address = string;
/**
 * @minItems 1
 */
export type Destination = [Address1, ...Address1[]];
export type Address1 = string;
/**
 * @minItems 1
 */
export type Service = [Service1, ...Service1[]];
export type Service1 = string;
export type Schedule = string;
export type Action = (Accept | Deny | IPsec) & string;
export type Accept = 'accept';
export type Deny = 'deny';
export type IPsec = 'ipsec';
export type NAT = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type LogAllowedTraffic = (AllSessions | SecurityEvents | Disable1) & string;
export type AllSessions = 'all';
export type SecurityEvents = 'utm';
export type Disable1 = 'disable';
export type Status = (Enable1 | Disable2) & string;
export type Enable1 = 'enable';
export type Disable2 = 'disable';
export type Comments = string;

export interface ObjFirewallPolicyFormData {
  name: Name;
  package: PolicyPackage;
  policyid?: ID;
  srcintf: IncomingInterface;
  dstintf: OutgoingInterface;
  srcaddr: Source;
  dstaddr: Destination;
  service: Service;
  schedule: Schedule;
  action: Action;
  nat?: NAT;
  logtraffic?: LogAllowedTraffic;
  status?: Status;
  comments?: Comments;
  [k: string]: unknown;
}

/** Firewall Policy: Firewall Policies (pm/pkg/{package}/firewall/policy): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "package",
    "srcintf",
    "dstintf",
    "srcaddr",
    "dstaddr",
    "service",
    "schedule",
    "action"
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
    "package": {
      "type": "string",
      "title": "Policy Package",
      "maxLength": 35,
      "errorMessage": {
        "maxLength": "Policy Package cannot be longer than 35 characters.",
        "minLength": "This field is required."
      },
      "minLength": 1,
      "description": "The policy package the policy belongs to."
    },
    "policyid": {
      "type": "integer",
      "title": "ID",
      "minimum": 1,
      "maximum": 4294967294,
      "errorMessage": {
        "minimum": "ID must be between 1 and 4294967294.",
        "maximum": "ID must be between 1 and 4294967294.",
        "type": "ID must be a whole number."
      }
    },
    "srcintf": {
      "type": "array",
      "title": "Incoming Interface",
      "uniqueItems": true,
      "items": {
        "type": "string",
        "title": "Interface",
        "minLength": 1,
        "maxLength": 35,
        "errorMessage": {
          "minLength": "This field is required.",
          "maxLength": "An entry cannot be longer than 35 characters."
        }
      },
      "default": [
        "any"
      ],
      "minItems": 1,
      "errorMessage": {
        "minItems": "Add at least one interface."
      }
    },
    "dstintf": {
      "type": "array",
      "title": "Outgoing Interface",
      "uniqueItems": true,
      "items": {
        "type": "string",
        "title": "Interface",
        "minLength": 1,
        "maxLength": 35,
        "errorMessage": {
          "minLength": "This field is required.",
          "maxLength": "An entry cannot be longer than 35 characters."
        }
      },
      "default": [
        "any"
      ],
      "minItems": 1,
      "errorMessage": {
        "minItems": "Add at least one interface."
      }
    },
    "srcaddr": {
      "type": "array",
      "title": "Source",
      "uniqueItems": true,
      "items": {
        "type": "string",
        "title": "Address",
        "minLength": 1,
        "maxLength": 79,
        "errorMessage": {
          "minLength": "This field is required.",
          "maxLength": "An entry cannot be longer than 79 characters."
        }
      },
      "default": [
        "all"
      ],
      "minItems": 1,
      "errorMessage": {
        "minItems": "Add at least one address."
      }
    },
    "dstaddr": {
      "type": "array",
      "title": "Destination",
      "uniqueItems": true,
      "items": {
        "type": "string",
        "title": "Address",
        "minLength": 1,
        "maxLength": 79,
        "errorMessage": {
          "minLength": "This field is required.",
          "maxLength": "An entry cannot be longer than 79 characters."
        }
      },
      "default": [
        "all"
      ],
      "minItems": 1,
      "errorMessage": {
        "minItems": "Add at least one address."
      }
    },
    "service": {
      "type": "array",
      "title": "Service",
      "uniqueItems": true,
      "items": {
        "type": "string",
        "title": "Service",
        "minLength": 1,
        "maxLength": 79,
        "errorMessage": {
          "minLength": "This field is required.",
          "maxLength": "An entry cannot be longer than 79 characters."
        }
      },
      "default": [
        "ALL"
      ],
      "minItems": 1,
      "errorMessage": {
        "minItems": "Add at least one service."
      }
    },
    "schedule": {
      "type": "string",
      "title": "Schedule",
      "maxLength": 35,
      "errorMessage": {
        "maxLength": "Schedule cannot be longer than 35 characters.",
        "minLength": "This field is required."
      },
      "minLength": 1,
      "default": "always"
    },
    "action": {
      "type": "string",
      "title": "Action",
      "oneOf": [
        {
          "const": "accept",
          "title": "Accept"
        },
        {
          "const": "deny",
          "title": "Deny"
        },
        {
          "const": "ipsec",
          "title": "IPsec"
        }
      ],
      "default": "accept"
    },
    "nat": {
      "type": "string",
      "title": "NAT",
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
    "logtraffic": {
      "type": "string",
      "title": "Log Allowed Traffic",
      "oneOf": [
        {
          "const": "all",
          "title": "All Sessions"
        },
        {
          "const": "utm",
          "title": "Security Events"
        },
        {
          "const": "disable",
          "title": "Disable"
        }
      ],
      "default": "utm"
    },
    "status": {
      "type": "string",
      "title": "Status",
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
    "comments": {
      "type": "string",
      "title": "Comments",
      "maxLength": 1023,
      "errorMessage": {
        "maxLength": "Comments cannot be longer than 1023 characters."
      }
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required.",
      "package": "This field is required.",
      "srcintf": "This field is required.",
      "dstintf": "This field is required.",
      "srcaddr": "This field is required.",
      "dstaddr": "This field is required.",
      "service": "This field is required.",
      "schedule": "This field is required.",
      "action": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "package",
    "policyid",
    "srcintf",
    "dstintf",
    "srcaddr",
    "dstaddr",
    "service",
    "schedule",
    "action",
    "nat",
    "logtraffic",
    "status",
    "comments"
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
  "package": {
    "ui:hideError": false
  },
  "policyid": {
    "ui:hideError": false
  },
  "srcintf": {
    "ui:hideError": false
  },
  "dstintf": {
    "ui:hideError": false
  },
  "srcaddr": {
    "ui:hideError": false
  },
  "dstaddr": {
    "ui:hideError": false
  },
  "service": {
    "ui:hideError": false
  },
  "schedule": {
    "ui:hideError": false
  },
  "action": {
    "ui:hideError": false
  },
  "nat": {
    "ui:hideError": false
  },
  "logtraffic": {
    "ui:hideError": false
  },
  "status": {
    "ui:hideError": false
  },
  "comments": {
    "ui:hideError": false,
    "ui:widget": "textarea"
  }
};
