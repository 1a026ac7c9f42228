// generated from specs/forms/obj-policy-package.schema.json and obj-policy-package.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-policy-package.js';
export type Name = string;
export type Device = string;
/**
 * Managed FortiGates the package is installed on.
 */
export type InstallationTargets = Device[];
export type NGFWMode = (ProfileBased | PolicyBased) & string;
export type ProfileBased = 'profile-based';
export type PolicyBased = 'policy-based';
export type InspectionMode = (FlowBased | ProxyBased) & string;
export type FlowBased = 'flow';
export type ProxyBased = 'proxy';
export type CentralSNAT = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type LogImplicitDeny = (Enable1 | Disable1) & string;
export type Enable1 = 'enable';
export type Disable1 = 'disable';
export type Comments = string;

export interface ObjPolicyPackageFormData {
  name: Name;
  'install-targets'?: InstallationTargets;
  'ngfw-mode'?: NGFWMode;
  'inspection-mode'?: InspectionMode;
  'central-nat'?: CentralSNAT;
  'fwpolicy-implicit-log'?: LogImplicitDeny;
  comments?: Comments;
  [k: string]: unknown;
}

/** Policy Package: Policy Packages (pm/pkg): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
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
    "install-targets": {
      "type": "array",
      "title": "Installation Targets",
      "uniqueItems": true,
      "items": {
        "type": "string",
        "title": "Device",
        "minLength": 1,
        "maxLength": 35,
        "errorMessage": {
          "minLength": "This field is required.",
          "maxLength": "An entry cannot be longer than 35 characters."
        }
      },
      "description": "Managed FortiGates the package is installed on."
    },
    "ngfw-mode": {
      "type": "string",
      "title": "NGFW Mode",
      "oneOf": [
        {
          "const": "profile-based",
          "title": "Profile-based"
        },
        {
          "const": "policy-based",
          "title": "Policy-based"
        }
      ],
      "default": "profile-based"
    },
    "inspection-mode": {
      "type": "string",
      "title": "Inspection Mode",
      "oneOf": [
        {
          "const": "flow",
          "title": "Flow-based"
        },
        {
          "const": "proxy",
          "title": "Proxy-based"
        }
      ],
      "default": "flow"
    },
    "central-nat": {
      "type": "string",
      "title": "Central SNAT",
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
    "fwpolicy-implicit-log": {
      "type": "string",
      "title": "Log Implicit Deny",
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
    "install-targets",
    "ngfw-mode",
    "inspection-mode",
    "central-nat",
    "fwpolicy-implicit-log",
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
  "install-targets": {
    "ui:hideError": false
  },
  "ngfw-mode": {
    "ui:hideError": false
  },
  "inspection-mode": {
    "ui:hideError": false
  },
  "central-nat": {
    "ui:hideError": false
  },
  "fwpolicy-implicit-log": {
    "ui:hideError": false
  },
  "comments": {
    "ui:hideError": false,
    "ui:widget": "textarea"
  }
};
