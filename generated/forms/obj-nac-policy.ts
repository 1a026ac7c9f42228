// generated from specs/forms/obj-nac-policy.schema.json and obj-nac-policy.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-nac-policy.js';
export type Name = string;
export type Description = string;
export type Category = (Device | FirewallUser | EMSTag | Vulnerability) & string;
export type Device = 'device';
export type FirewallUser = 'firewall-user';
export type EMSTag = 'ems-tag';
export type Vulnerability = 'vulnerability';
export type Status = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type MACAddress = string;
export type HardwareVendor = string;
export type OperatingSystem = string;
export type FortiLinkInterface = string;
export type MACPolicy = string;

export interface ObjNacPolicyFormData {
  name: Name;
  description?: Description;
  category: Category;
  status?: Status;
  mac?: MACAddress;
  'hw-vendor'?: HardwareVendor;
  os?: OperatingSystem;
  'switch-fortilink'?: FortiLinkInterface;
  'switch-mac-policy'?: MACPolicy;
  [k: string]: unknown;
}

/** NAC Policy: NAC Policies (user/nac-policy): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "category"
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
    "description": {
      "type": "string",
      "title": "Description",
      "maxLength": 63,
      "errorMessage": {
        "maxLength": "Description cannot be longer than 63 characters."
      }
    },
    "category": {
      "type": "string",
      "title": "Category",
      "oneOf": [
        {
          "const": "device",
          "title": "Device"
        },
        {
          "const": "firewall-user",
          "title": "Firewall user"
        },
        {
          "const": "ems-tag",
          "title": "EMS tag"
        },
        {
          "const": "vulnerability",
          "title": "Vulnerability"
        }
      ],
      "default": "device"
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
    "mac": {
      "type": "string",
      "title": "MAC Address",
      "maxLength": 17,
      "errorMessage": {
        "maxLength": "MAC Address cannot be longer than 17 characters.",
        "pattern": "Enter a MAC address such as 00:09:0f:aa:bb:cc."
      },
      "pattern": "^([0-9a-fA-F]{2}:){5}[0-9a-fA-F]{2}$"
    },
    "hw-vendor": {
      "type": "string",
      "title": "Hardware Vendor",
      "maxLength": 15,
      "errorMessage": {
        "maxLength": "Hardware Vendor cannot be longer than 15 characters."
      }
    },
    "os": {
      "type": "string",
      "title": "Operating System",
      "maxLength": 15,
      "errorMessage": {
        "maxLength": "Operating System cannot be longer than 15 characters."
      }
    },
    "switch-fortilink": {
      "type": "string",
      "title": "FortiLink Interface",
      "maxLength": 15,
      "errorMessage": {
        "maxLength": "FortiLink Interface cannot be longer than 15 characters."
      }
    },
    "switch-mac-policy": {
      "type": "string",
      "title": "MAC Policy",
      "maxLength": 63,
      "errorMessage": {
        "maxLength": "MAC Policy cannot be longer than 63 characters."
      }
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required.",
      "category": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "description",
    "category",
    "status",
    "mac",
    "hw-vendor",
    "os",
    "switch-fortilink",
    "switch-mac-policy"
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
  "description": {
    "ui:hideError": false
  },
  "category": {
    "ui:hideError": false
  },
  "status": {
    "ui:hideError": false
  },
  "mac": {
    "ui:hideError": false
  },
  "hw-vendor": {
    "ui:hideError": false
  },
  "os": {
    "ui:hideError": false
  },
  "switch-fortilink": {
    "ui:hideError": false
  },
  "switch-mac-policy": {
    "ui:hideError": false
  }
};
