// generated from specs/forms/obj-ssl-vpn-setting.schema.json and obj-ssl-vpn-setting.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-ssl-vpn-setting.js';
/**
 * The managed FortiGate these settings are installed on.
 */
export type FortiGate = string;
export type SSLVPN = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type ListenOnPort = number;
/**
 * @minItems 1
 */
export type ListenOnInterfaces = [Interface, ...Interface[]];
export type Interface = string;
export type ServerCertificate = string;
export type Address = string;
export type AddressRange = Address[];
export type DNSServer = string;
/**
 * Portal of users no authentication rule matches.
 */
export type DefaultPortal = string;
export type IdleTimeoutS = number;
export type AuthenticationTimeoutS = number;
export type LoginAttemptsBeforeBlock = number;
export type MinimumTLSVersion = (TLS11 | TLS12 | TLS13) & string;
export type TLS11 = 'tls1-1';
export type TLS12 = 'tls1-2';
export type TLS13 = 'tls1-3';

export interface ObjSslVpnSettingFormData {
  name: FortiGate;
  status?: SSLVPN;
  port?: ListenOnPort;
  'source-interface': ListenOnInterfaces;
  servercert: ServerCertificate;
  'tunnel-ip-pools'?: AddressRange;
  'dns-server1'?: DNSServer;
  'default-portal'?: DefaultPortal;
  'idle-timeout'?: IdleTimeoutS;
  'auth-timeout'?: AuthenticationTimeoutS;
  'login-attempt-limit'?: LoginAttemptsBeforeBlock;
  'ssl-min-proto-ver'?: MinimumTLSVersion;
  [k: string]: unknown;
}

/** SSL-VPN Settings: SSL-VPN Settings (vpn/ssl/settings): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "source-interface",
    "servercert"
  ],
  "properties": {
    "name": {
      "type": "string",
      "title": "FortiGate",
      "minLength": 1,
      "maxLength": 35,
      "pattern": "^[^\\\\/\"'<>&|;#]*$",
      "errorMessage": {
        "minLength": "This field is required.",
        "maxLength": "The name cannot be longer than 35 characters.",
        "pattern": "The name cannot contain \\ / \" ' < > & | ; #"
      },
      "description": "The managed FortiGate these settings are installed on."
    },
    "status": {
      "type": "string",
      "title": "SSL-VPN",
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
    "port": {
      "type": "integer",
      "title": "Listen on Port",
      "minimum": 1,
      "maximum": 65535,
      "errorMessage": {
        "minimum": "Listen on Port must be between 1 and 65535.",
        "maximum": "Listen on Port must be between 1 and 65535.",
        "type": "Listen on Port must be a whole number."
      },
      "default": 10443
    },
    "source-interface": {
      "type": "array",
      "title": "Listen on Interfaces",
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
        "wan1"
      ],
      "minItems": 1,
      "errorMessage": {
        "minItems": "Add at least one interface."
      }
    },
    "servercert": {
      "type": "string",
      "title": "Server Certificate",
      "maxLength": 35,
      "errorMessage": {
        "maxLength": "Server Certificate cannot be longer than 35 characters.",
        "minLength": "This field is required."
      },
      "minLength": 1,
      "default": "Fortinet_Factory"
    },
    "tunnel-ip-pools": {
      "type": "array",
      "title": "Address Range",
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
        "SSLVPN_TUNNEL_ADDR1"
      ]
    },
    "dns-server1": {
      "type": "string",
      "title": "DNS Server",
      "pattern": "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$",
      "errorMessage": {
        "pattern": "Enter an IPv4 address, e.g. 10.10.20.1."
      }
    },
    "default-portal": {
      "type": "string",
      "title": "Default Portal",
      "maxLength": 35,
      "errorMessage": {
        "maxLength": "Default Portal cannot be longer than 35 characters."
      },
      "description": "Portal of users no authentication rule matches.",
      "default": "no-access"
    },
    "idle-timeout": {
      "type": "integer",
      "title": "Idle Timeout (s)",
      "minimum": 0,
      "maximum": 259200,
      "errorMessage": {
        "minimum": "Idle Timeout (s) must be between 0 and 259200.",
        "maximum": "Idle Timeout (s) must be between 0 and 259200.",
        "type": "Idle Timeout (s) must be a whole number."
      },
      "default": 300
    },
    "auth-timeout": {
      "type": "integer",
      "title": "Authentication Timeout (s)",
      "minimum": 0,
      "maximum": 259200,
      "errorMessage": {
        "minimum": "Authentication Timeout (s) must be between 0 and 259200.",
        "maximum": "Authentication Timeout (s) must be between 0 and 259200.",
        "type": "Authentication Timeout (s) must be a whole number."
      },
      "default": 28800
    },
    "login-attempt-limit": {
      "type": "integer",
      "title": "Login Attempts Before Block",
      "minimum": 0,
      "maximum": 10,
      "errorMessage": {
        "minimum": "Login Attempts Before Block must be between 0 and 10.",
        "maximum": "Login Attempts Before Block must be between 0 and 10.",
        "type": "Login Attempts Before Block must be a whole number."
      },
      "default": 2
    },
    "ssl-min-proto-ver": {
      "type": "string",
      "title": "Minimum TLS Version",
      "oneOf": [
        {
          "const": "tls1-1",
          "title": "TLS 1.1"
        },
        {
          "const": "tls1-2",
          "title": "TLS 1.2"
        },
        {
          "const": "tls1-3",
          "title": "TLS 1.3"
        }
      ],
      "default": "tls1-2"
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required.",
      "source-interface": "This field is required.",
      "servercert": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "status",
    "port",
    "source-interface",
    "servercert",
    "tunnel-ip-pools",
    "dns-server1",
    "default-portal",
    "idle-timeout",
    "auth-timeout",
    "login-attempt-limit",
    "ssl-min-proto-ver"
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
  "status": {
    "ui:hideError": false
  },
  "port": {
    "ui:hideError": false
  },
  "source-interface": {
    "ui:hideError": false
  },
  "servercert": {
    "ui:hideError": false
  },
  "tunnel-ip-pools": {
    "ui:hideError": false
  },
  "dns-server1": {
    "ui:hideError": false
  },
  "default-portal": {
    "ui:hideError": false
  },
  "idle-timeout": {
    "ui:hideError": false
  },
  "auth-timeout": {
    "ui:hideError": false
  },
  "login-attempt-limit": {
    "ui:hideError": false
  },
  "ssl-min-proto-ver": {
    "ui:hideError": false
  }
};
