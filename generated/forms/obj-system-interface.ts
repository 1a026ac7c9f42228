// generated from specs/forms/obj-system-interface.schema.json and obj-system-interface.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-system-interface.js';
export type ObjSystemInterfaceFormData = {
  [k: string]: unknown;
} & {
  name: Name;
  mode: AddressingMode;
  ip?: IPNetmask;
  vlanid?: VLANID;
  allowaccess?: AdministrativeAccess;
  status?: Status;
  [k: string]: unknown;
};
export type Name = string;
export type AddressingMode = (Manual | DHCP) & string;
export type Manual = 'static';
export type DHCP = 'dhcp';
export type IPNetmask = string;
/**
 * 802.1Q VLAN ID.
 */
export type VLANID = number;
export type PING = 'ping';
export type HTTPS = 'https';
export type SSH = 'ssh';
export type SNMP = 'snmp';
export type HTTP = 'http';
export type TELNET = 'telnet';
export type RADIUSAccounting = 'radius-acct';
export type AdministrativeAccess = ((PING | HTTPS | SSH | SNMP | HTTP | TELNET | RADIUSAccounting) & string)[];
export type Status = (Up | Down) & string;
export type Up = 'up';
export type Down = 'down';

/** System Interface: System Interfaces (switch-controller/system-interface): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "mode"
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
    "mode": {
      "type": "string",
      "title": "Addressing Mode",
      "oneOf": [
        {
          "const": "static",
          "title": "Manual"
        },
        {
          "const": "dhcp",
          "title": "DHCP"
        }
      ],
      "default": "static"
    },
    "ip": {
      "type": "string",
      "title": "IP/Netmask",
      "pattern": "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d)$",
      "errorMessage": {
        "pattern": "Enter an IPv4 address with its prefix length, e.g. 10.10.20.1/24."
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
    "allowaccess": {
      "type": "array",
      "title": "Administrative Access",
      "uniqueItems": true,
      "items": {
        "type": "string",
        "oneOf": [
          {
            "const": "ping",
            "title": "PING"
          },
          {
            "const": "https",
            "title": "HTTPS"
          },
          {
            "const": "ssh",
            "title": "SSH"
          },
          {
            "const": "snmp",
            "title": "SNMP"
          },
          {
            "const": "http",
            "title": "HTTP"
          },
          {
            "const": "telnet",
            "title": "TELNET"
          },
          {
            "const": "radius-acct",
            "title": "RADIUS accounting"
          }
        ]
      }
    },
    "status": {
      "type": "string",
      "title": "Status",
      "oneOf": [
        {
          "const": "up",
          "title": "Up"
        },
        {
          "const": "down",
          "title": "Down"
        }
      ],
      "default": "up"
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required.",
      "mode": "This field is required."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "mode": {
            "const": "static"
          }
        },
        "required": [
          "mode"
        ]
      },
      "then": {
        "required": [
          "ip"
        ],
        "errorMessage": {
          "required": {
            "ip": "Enter an IP address for a manual interface."
          }
        }
      }
    }
  ]
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "mode",
    "ip",
    "vlanid",
    "allowaccess",
    "status"
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
  "mode": {
    "ui:hideError": false
  },
  "ip": {
    "ui:hideError": false
  },
  "vlanid": {
    "ui:hideError": false
  },
  "allowaccess": {
    "ui:hideError": false,
    "ui:widget": "checkboxes",
    "ui:options": {
      "inline": true
    }
  },
  "status": {
    "ui:hideError": false
  }
};
