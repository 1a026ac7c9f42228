// generated from specs/forms/obj-ssl-vpn-monitor.schema.json and obj-ssl-vpn-monitor.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-ssl-vpn-monitor.js';
export type Name = string;
/**
 * The managed FortiGate whose SSL-VPN is watched.
 */
export type FortiGate = string;
/**
 * An alert is raised when this many users are connected.
 */
export type ConnectedUsersAlert = number;
export type AddressPoolUsageAlert = number;
/**
 * Failed logins within one check interval.
 */
export type FailedLoginsAlert = number;
export type CheckIntervalS = number;
export type Email = 'email';
export type SNMPTrap = 'snmp';
export type Syslog = 'syslog';
export type NotifyBy = ((Email | SNMPTrap | Syslog) & string)[];
export type Status = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';

export interface ObjSslVpnMonitorFormData {
  name: Name;
  device: FortiGate;
  'max-users'?: ConnectedUsersAlert;
  'tunnel-usage-threshold'?: AddressPoolUsageAlert;
  'failed-login-threshold'?: FailedLoginsAlert;
  interval?: CheckIntervalS;
  notify?: NotifyBy;
  status?: Status;
  [k: string]: unknown;
}

/** SSL-VPN Monitor: SSL-VPN Monitors (vpn/ssl/monitor): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "device"
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
    "device": {
      "type": "string",
      "title": "FortiGate",
      "maxLength": 35,
      "errorMessage": {
        "maxLength": "FortiGate cannot be longer than 35 characters.",
        "minLength": "This field is required."
      },
      "minLength": 1,
      "description": "The managed FortiGate whose SSL-VPN is watched."
    },
    "max-users": {
      "type": "integer",
      "title": "Connected Users Alert",
      "minimum": 1,
      "maximum": 100000,
      "errorMessage": {
        "minimum": "Connected Users Alert must be between 1 and 100000.",
        "maximum": "Connected Users Alert must be between 1 and 100000.",
        "type": "Connected Users Alert must be a whole number."
      },
      "default": 500,
      "description": "An alert is raised when this many users are connected."
    },
    "tunnel-usage-threshold": {
      "type": "integer",
      "title": "Address Pool Usage Alert (%)",
      "minimum": 1,
      "maximum": 100,
      "errorMessage": {
        "minimum": "Address Pool Usage Alert (%) must be between 1 and 100.",
        "maximum": "Address Pool Usage Alert (%) must be between 1 and 100.",
        "type": "Address Pool Usage Alert (%) must be a whole number."
      },
      "default": 80
    },
    "failed-login-threshold": {
      "type": "integer",
      "title": "Failed Logins Alert",
      "minimum": 1,
      "maximum": 10000,
      "errorMessage": {
        "minimum": "Failed Logins Alert must be between 1 and 10000.",
        "maximum": "Failed Logins Alert must be between 1 and 10000.",
        "type": "Failed Logins Alert must be a whole number."
      },
      "default": 50,
      "description": "Failed logins within one check interval."
    },
    "interval": {
      "type": "integer",
      "title": "Check Interval (s)",
      "minimum": 30,
      "maximum": 3600,
      "errorMessage": {
        "minimum": "Check Interval (s) must be between 30 and 3600.",
        "maximum": "Check Interval (s) must be between 30 and 3600.",
        "type": "Check Interval (s) must be a whole number."
      },
      "default": 300
    },
    "notify": {
      "type": "array",
      "title": "Notify By",
      "uniqueItems": true,
      "items": {
        "type": "string",
        "oneOf": [
          {
            "const": "email",
            "title": "Email"
          },
          {
            "const": "snmp",
            "title": "SNMP trap"
          },
          {
            "const": "syslog",
            "title": "Syslog"
          }
        ]
      },
      "default": [
        "email"
      ]
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
      "name": "This field is required.",
      "device": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "device",
    "max-users",
    "tunnel-usage-threshold",
    "failed-login-threshold",
    "interval",
    "notify",
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
  "device": {
    "ui:hideError": false
  },
  "max-users": {
    "ui:hideError": false
  },
  "tunnel-usage-threshold": {
    "ui:hideError": false
  },
  "failed-login-threshold": {
    "ui:hideError": false
  },
  "interval": {
    "ui:hideError": false
  },
  "notify": {
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
