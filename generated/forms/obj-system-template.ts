// generated from specs/forms/obj-system-template.schema.json and obj-system-template.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-system-template.js';
export type ObjSystemTemplateFormData = {
  [k: string]: unknown;
} & {
  name: Name;
  description?: Description;
  'dns-primary'?: PrimaryDNSServer;
  'dns-secondary'?: SecondaryDNSServer;
  'ntp-type'?: NTPServer;
  'ntp-server'?: CustomNTPServer;
  timezone?: TimeZone;
  admintimeout?: IdleTimeoutMin;
  'admin-sport'?: HTTPSPort;
  'alert-email'?: AlertEmail;
  'log-fortianalyzer'?: SendLogsToFortiAnalyzer;
  devices?: AssignedDevices;
  [k: string]: unknown;
};
export type Name = string;
export type Description = string;
export type PrimaryDNSServer = string;
export type SecondaryDNSServer = string;
export type NTPServer = (FortiGuard | Custom) & string;
export type FortiGuard = 'fortiguard';
export type Custom = 'custom';
export type CustomNTPServer = string;
export type TimeZone = (
  | 'America/New_York'
  | 'America/Chicago'
  | 'America/Denver'
  | 'America/Phoenix'
  | 'America/Los_Angeles'
  | 'Europe/London'
  | 'Europe/Amsterdam'
  | 'UTC'
) &
  string;
export type IdleTimeoutMin = number;
export type HTTPSPort = number;
export type AlertEmail = string;
export type SendLogsToFortiAnalyzer = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type Device = string;
/**
 * Managed FortiGates the template is installed on.
 */
export type AssignedDevices = Device[];

/** System Template: System Templates (devprof/system): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
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
    "description": {
      "type": "string",
      "title": "Description",
      "maxLength": 255,
      "errorMessage": {
        "maxLength": "Description cannot be longer than 255 characters."
      }
    },
    "dns-primary": {
      "type": "string",
      "title": "Primary DNS Server",
      "pattern": "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$",
      "errorMessage": {
        "pattern": "Enter an IPv4 address, e.g. 10.10.20.1."
      },
      "default": "96.45.45.45"
    },
    "dns-secondary": {
      "type": "string",
      "title": "Secondary DNS Server",
      "pattern": "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$",
      "errorMessage": {
        "pattern": "Enter an IPv4 address, e.g. 10.10.20.1."
      },
      "default": "96.45.46.46"
    },
    "ntp-type": {
      "type": "string",
      "title": "NTP Server",
      "oneOf": [
        {
          "const": "fortiguard",
          "title": "FortiGuard"
        },
        {
          "const": "custom",
          "title": "Custom"
        }
      ],
      "default": "fortiguard"
    },
    "ntp-server": {
      "type": "string",
      "title": "Custom NTP Server",
      "pattern": "^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$",
      "errorMessage": {
        "pattern": "Enter an IPv4 address or a host name, e.g. 203.0.113.10 or vpn.example.com."
      }
    },
    "timezone": {
      "type": "string",
      "title": "Time Zone",
      "oneOf": [
        {
          "const": "America/New_York",
          "title": "(GMT-5:00) Eastern Time (US & Canada)"
        },
        {
          "const": "America/Chicago",
          "title": "(GMT-6:00) Central Time (US & Canada)"
        },
        {
          "const": "America/Denver",
          "title": "(GMT-7:00) Mountain Time (US & Canada)"
        },
        {
          "const": "America/Phoenix",
          "title": "(GMT-7:00) Arizona"
        },
        {
          "const": "America/Los_Angeles",
          "title": "(GMT-8:00) Pacific Time (US & Canada)"
        },
        {
          "const": "Europe/London",
          "title": "(GMT+0:00) London"
        },
        {
          "const": "Europe/Amsterdam",
          "title": "(GMT+1:00) Amsterdam, Berlin, Rome"
        },
        {
          "const": "UTC",
          "title": "(GMT+0:00) Coordinated Universal Time"
        }
      ],
      "default": "America/New_York"
    },
    "admintimeout": {
      "type": "integer",
      "title": "Idle Timeout (min)",
      "minimum": 1,
      "maximum": 480,
      "errorMessage": {
        "minimum": "Idle Timeout (min) must be between 1 and 480.",
        "maximum": "Idle Timeout (min) must be between 1 and 480.",
        "type": "Idle Timeout (min) must be a whole number."
      },
      "default": 15
    },
    "admin-sport": {
      "type": "integer",
      "title": "HTTPS Port",
      "minimum": 1,
      "maximum": 65535,
      "errorMessage": {
        "minimum": "HTTPS Port must be between 1 and 65535.",
        "maximum": "HTTPS Port must be between 1 and 65535.",
        "type": "HTTPS Port must be a whole number."
      },
      "default": 443
    },
    "alert-email": {
      "type": "string",
      "title": "Alert Email",
      "pattern": "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$",
      "errorMessage": {
        "pattern": "Enter an email address, e.g. noc@example.com."
      }
    },
    "log-fortianalyzer": {
      "type": "string",
      "title": "Send Logs to FortiAnalyzer",
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
    "devices": {
      "type": "array",
      "title": "Assigned Devices",
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
      "description": "Managed FortiGates the template is installed on."
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "ntp-type": {
            "const": "custom"
          }
        },
        "required": [
          "ntp-type"
        ]
      },
      "then": {
        "required": [
          "ntp-server"
        ],
        "errorMessage": {
          "required": {
            "ntp-server": "Enter the NTP server to synchronise with."
          }
        }
      }
    }
  ]
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "description",
    "dns-primary",
    "dns-secondary",
    "ntp-type",
    "ntp-server",
    "timezone",
    "admintimeout",
    "admin-sport",
    "alert-email",
    "log-fortianalyzer",
    "devices"
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
    "ui:hideError": false,
    "ui:widget": "textarea"
  },
  "dns-primary": {
    "ui:hideError": false
  },
  "dns-secondary": {
    "ui:hideError": false
  },
  "ntp-type": {
    "ui:hideError": false
  },
  "ntp-server": {
    "ui:hideError": false
  },
  "timezone": {
    "ui:hideError": false
  },
  "admintimeout": {
    "ui:hideError": false
  },
  "admin-sport": {
    "ui:hideError": false
  },
  "alert-email": {
    "ui:hideError": false
  },
  "log-fortianalyzer": {
    "ui:hideError": false
  },
  "devices": {
    "ui:hideError": false
  }
};
