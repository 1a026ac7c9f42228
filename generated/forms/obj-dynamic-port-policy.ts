// generated from specs/forms/obj-dynamic-port-policy.schema.json and obj-dynamic-port-policy.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-dynamic-port-policy.js';
export type Name = string;
export type Description = string;
export type FortiLinkInterface = string;
export type Name1 = string;
export type Category = (Device | InterfaceTag) & string;
export type Device = 'device';
export type InterfaceTag = 'interface-tag';
export type MACAddress = string;
export type HardwareVendor = string;
export type VLANPolicy = string;
export type Status = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type Policies = {
  name: Name1;
  category?: Category;
  mac?: MACAddress;
  'hw-vendor'?: HardwareVendor;
  'vlan-policy'?: VLANPolicy;
  status?: Status;
}[];

export interface ObjDynamicPortPolicyFormData {
  name: Name;
  description?: Description;
  fortilink: FortiLinkInterface;
  policy?: Policies;
  [k: string]: unknown;
}

/** Dynamic Port Policy: Dynamic Port Policies (switch-controller/dynamic-port-policy): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
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
    "description": {
      "type": "string",
      "title": "Description",
      "maxLength": 63,
      "errorMessage": {
        "maxLength": "Description cannot be longer than 63 characters."
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
    "policy": {
      "type": "array",
      "title": "Policies",
      "items": {
        "type": "object",
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
          "category": {
            "type": "string",
            "title": "Category",
            "oneOf": [
              {
                "const": "device",
                "title": "Device"
              },
              {
                "const": "interface-tag",
                "title": "Interface tag"
              }
            ],
            "default": "device"
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
          "vlan-policy": {
            "type": "string",
            "title": "VLAN Policy",
            "maxLength": 15,
            "errorMessage": {
              "maxLength": "VLAN Policy cannot be longer than 15 characters."
            }
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
          }
        },
        "errorMessage": {
          "required": {
            "name": "This field is required."
          }
        }
      }
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
    "description",
    "fortilink",
    "policy"
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
  "fortilink": {
    "ui:hideError": false
  },
  "policy": {
    "ui:hideError": false
  }
};
