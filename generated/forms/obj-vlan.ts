// generated from specs/forms/obj-vlan.schema.json and obj-vlan.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-vlan.js';
export type Name = string;
/**
 * 802.1Q VLAN ID.
 */
export type VLANID = number;
export type IPNetmask = string;
export type DHCPServer = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type Color = number;
export type Comments = string;

export interface ObjVlanFormData {
  name: Name;
  vlanid: VLANID;
  ip?: IPNetmask;
  'dhcp-server'?: DHCPServer;
  color?: Color;
  comments?: Comments;
  [k: string]: unknown;
}

/** VLAN Definition: VLAN Definitions (fsp/vlan): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "vlanid"
  ],
  "properties": {
    "name": {
      "type": "string",
      "title": "Name",
      "minLength": 1,
      "maxLength": 15,
      "pattern": "^[^\\\\/\"'<>&|;#]*$",
      "errorMessage": {
        "minLength": "This field is required.",
        "maxLength": "The name cannot be longer than 15 characters.",
        "pattern": "The name cannot contain \\ / \" ' < > & | ; #"
      }
    },
    "vlanid": {
      "type": "integer",
      "title": "VLAN ID",
      "minimum": 1,
      "maximum": 4094,
      "errorMessage": {
        "minimum": "VLAN ID must be between 1 and 4094.",
        "maximum": "VLAN ID must be between 1 and 4094.",
        "type": "VLAN ID must be a whole number."
      },
      "description": "802.1Q VLAN ID."
    },
    "ip": {
      "type": "string",
      "title": "IP/Netmask",
      "pattern": "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d)$",
      "errorMessage": {
        "pattern": "Enter an IPv4 address with its prefix length, e.g. 10.10.20.1/24."
      }
    },
    "dhcp-server": {
      "type": "string",
      "title": "DHCP Server",
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
    "color": {
      "type": "integer",
      "title": "Color",
      "minimum": 0,
      "maximum": 32,
      "errorMessage": {
        "minimum": "Color must be between 0 and 32.",
        "maximum": "Color must be between 0 and 32.",
        "type": "Color must be a whole number."
      },
      "default": 0
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
      "name": "This field is required.",
      "vlanid": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "vlanid",
    "ip",
    "dhcp-server",
    "color",
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
  "vlanid": {
    "ui:hideError": false
  },
  "ip": {
    "ui:hideError": false
  },
  "dhcp-server": {
    "ui:hideError": false
  },
  "color": {
    "ui:hideError": false
  },
  "comments": {
    "ui:hideError": false
  }
};
