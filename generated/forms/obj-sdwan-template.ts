// generated from specs/forms/obj-sdwan-template.schema.json and obj-sdwan-template.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-sdwan-template.js';
export type Name = string;
export type Description = string;
/**
 * Interfaces the SD-WAN zone balances traffic over.
 *
 * @minItems 1
 */
export type InterfaceMembers = [Interface, ...Interface[]];
export type Interface = string;
export type LoadBalancing = (SourceIP | Weight | Spillover | SourceDestinationIP | Volume) & string;
export type SourceIP = 'source-ip-based';
export type Weight = 'weight-based';
export type Spillover = 'usage-based';
export type SourceDestinationIP = 'source-dest-ip-based';
export type Volume = 'measured-volume-based';
/**
 * What each member probes to measure its quality.
 */
export type HealthCheckServer = string;
export type HealthCheckProtocol = (Ping | HTTP | DNS | TCPEcho) & string;
export type Ping = 'ping';
export type HTTP = 'http';
export type DNS = 'dns';
export type TCPEcho = 'tcp-echo';
export type LatencyThresholdMs = number;
export type JitterThresholdMs = number;
export type PacketLossThreshold = number;
export type Device = string;
/**
 * Managed FortiGates the template is installed on.
 */
export type AssignedDevices = Device[];

export interface ObjSdwanTemplateFormData {
  name: Name;
  description?: Description;
  members: InterfaceMembers;
  'load-balance-mode'?: LoadBalancing;
  'health-check-server'?: HealthCheckServer;
  'health-check-protocol'?: HealthCheckProtocol;
  'latency-threshold'?: LatencyThresholdMs;
  'jitter-threshold'?: JitterThresholdMs;
  'packetloss-threshold'?: PacketLossThreshold;
  devices?: AssignedDevices;
  [k: string]: unknown;
}

/** SD-WAN Template: SD-WAN Templates (wanprof/system/sdwan): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "members"
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
    "members": {
      "type": "array",
      "title": "Interface Members",
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
      "description": "Interfaces the SD-WAN zone balances traffic over.",
      "minItems": 1,
      "errorMessage": {
        "minItems": "Add at least one interface."
      }
    },
    "load-balance-mode": {
      "type": "string",
      "title": "Load Balancing",
      "oneOf": [
        {
          "const": "source-ip-based",
          "title": "Source IP"
        },
        {
          "const": "weight-based",
          "title": "Weight"
        },
        {
          "const": "usage-based",
          "title": "Spillover"
        },
        {
          "const": "source-dest-ip-based",
          "title": "Source-Destination IP"
        },
        {
          "const": "measured-volume-based",
          "title": "Volume"
        }
      ],
      "default": "source-ip-based"
    },
    "health-check-server": {
      "type": "string",
      "title": "Health Check Server",
      "pattern": "^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$",
      "errorMessage": {
        "pattern": "Enter an IPv4 address or a host name, e.g. 203.0.113.10 or vpn.example.com."
      },
      "description": "What each member probes to measure its quality."
    },
    "health-check-protocol": {
      "type": "string",
      "title": "Health Check Protocol",
      "oneOf": [
        {
          "const": "ping",
          "title": "Ping"
        },
        {
          "const": "http",
          "title": "HTTP"
        },
        {
          "const": "dns",
          "title": "DNS"
        },
        {
          "const": "tcp-echo",
          "title": "TCP Echo"
        }
      ],
      "default": "ping"
    },
    "latency-threshold": {
      "type": "integer",
      "title": "Latency Threshold (ms)",
      "minimum": 0,
      "maximum": 10000,
      "errorMessage": {
        "minimum": "Latency Threshold (ms) must be between 0 and 10000.",
        "maximum": "Latency Threshold (ms) must be between 0 and 10000.",
        "type": "Latency Threshold (ms) must be a whole number."
      },
      "default": 150
    },
    "jitter-threshold": {
      "type": "integer",
      "title": "Jitter Threshold (ms)",
      "minimum": 0,
      "maximum": 10000,
      "errorMessage": {
        "minimum": "Jitter Threshold (ms) must be between 0 and 10000.",
        "maximum": "Jitter Threshold (ms) must be between 0 and 10000.",
        "type": "Jitter Threshold (ms) must be a whole number."
      },
      "default": 30
    },
    "packetloss-threshold": {
      "type": "integer",
      "title": "Packet Loss Threshold (%)",
      "minimum": 0,
      "maximum": 100,
      "errorMessage": {
        "minimum": "Packet Loss Threshold (%) must be between 0 and 100.",
        "maximum": "Packet Loss Threshold (%) must be between 0 and 100.",
        "type": "Packet Loss Threshold (%) must be a whole number."
      },
      "default": 2
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
      "name": "This field is required.",
      "members": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "description",
    "members",
    "load-balance-mode",
    "health-check-server",
    "health-check-protocol",
    "latency-threshold",
    "jitter-threshold",
    "packetloss-threshold",
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
  "members": {
    "ui:hideError": false
  },
  "load-balance-mode": {
    "ui:hideError": false
  },
  "health-check-server": {
    "ui:hideError": false
  },
  "health-check-protocol": {
    "ui:hideError": false
  },
  "latency-threshold": {
    "ui:hideError": false
  },
  "jitter-threshold": {
    "ui:hideError": false
  },
  "packetloss-threshold": {
    "ui:hideError": false
  },
  "devices": {
    "ui:hideError": false
  }
};
