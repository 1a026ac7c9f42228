// generated from specs/forms/obj-device-monitor.schema.json and obj-device-monitor.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-device-monitor.js';
export type Name = string;
/**
 * The managed device watched.
 */
export type Device = string;
export type Metric = (
  CPUUsage | MemoryUsage | LogDiskUsage | Sessions | SDWANSLAFailures | IPsecTunnelsDown | HAOutOfSyncMin
) &
  string;
export type CPUUsage = 'cpu';
export type MemoryUsage = 'memory';
export type LogDiskUsage = 'disk';
export type Sessions = 'sessions';
export type SDWANSLAFailures = 'sdwan-sla';
export type IPsecTunnelsDown = 'vpn-tunnels';
export type HAOutOfSyncMin = 'ha-sync';
/**
 * An alert is raised when the metric reaches it.
 */
export type Threshold = number;
export type CheckIntervalS = number;
export type Severity = (Critical | High | Medium | Low | Information) & string;
export type Critical = 'critical';
export type High = 'high';
export type Medium = 'medium';
export type Low = 'low';
export type Information = 'info';
export type Email = 'email';
export type SNMPTrap = 'snmp';
export type Syslog = 'syslog';
export type NotifyBy = ((Email | SNMPTrap | Syslog) & string)[];
export type Status = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';

export interface ObjDeviceMonitorFormData {
  name: Name;
  device: Device;
  metric: Metric;
  threshold: Threshold;
  interval?: CheckIntervalS;
  severity?: Severity;
  notify?: NotifyBy;
  status?: Status;
  [k: string]: unknown;
}

/** Device Monitor: Device Monitors (dvm/monitor): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "device",
    "metric",
    "threshold"
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
      "title": "Device",
      "maxLength": 35,
      "errorMessage": {
        "maxLength": "Device cannot be longer than 35 characters.",
        "minLength": "This field is required."
      },
      "minLength": 1,
      "description": "The managed device watched."
    },
    "metric": {
      "type": "string",
      "title": "Metric",
      "oneOf": [
        {
          "const": "cpu",
          "title": "CPU usage (%)"
        },
        {
          "const": "memory",
          "title": "Memory usage (%)"
        },
        {
          "const": "disk",
          "title": "Log disk usage (%)"
        },
        {
          "const": "sessions",
          "title": "Sessions"
        },
        {
          "const": "sdwan-sla",
          "title": "SD-WAN SLA failures"
        },
        {
          "const": "vpn-tunnels",
          "title": "IPsec tunnels down"
        },
        {
          "const": "ha-sync",
          "title": "HA out of sync (min)"
        }
      ],
      "default": "cpu"
    },
    "threshold": {
      "type": "integer",
      "title": "Threshold",
      "minimum": 0,
      "maximum": 10000000,
      "errorMessage": {
        "minimum": "Threshold must be between 0 and 10000000.",
        "maximum": "Threshold must be between 0 and 10000000.",
        "type": "Threshold must be a whole number."
      },
      "default": 90,
      "description": "An alert is raised when the metric reaches it."
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
      "default": 60
    },
    "severity": {
      "type": "string",
      "title": "Severity",
      "oneOf": [
        {
          "const": "critical",
          "title": "Critical"
        },
        {
          "const": "high",
          "title": "High"
        },
        {
          "const": "medium",
          "title": "Medium"
        },
        {
          "const": "low",
          "title": "Low"
        },
        {
          "const": "info",
          "title": "Information"
        }
      ],
      "default": "high"
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
      "device": "This field is required.",
      "metric": "This field is required.",
      "threshold": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "device",
    "metric",
    "threshold",
    "interval",
    "severity",
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
  "metric": {
    "ui:hideError": false
  },
  "threshold": {
    "ui:hideError": false
  },
  "interval": {
    "ui:hideError": false
  },
  "severity": {
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
