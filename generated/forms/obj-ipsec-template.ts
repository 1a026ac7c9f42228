// generated from specs/forms/obj-ipsec-template.schema.json and obj-ipsec-template.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-ipsec-template.js';
export type ObjIpsecTemplateFormData = {
  [k: string]: unknown;
} & {
  name: Name;
  description?: Description;
  role: Role;
  interface: OutgoingInterface;
  'remote-gw'?: RemoteGateway;
  'ike-version'?: IKEVersion;
  proposal?: Proposals;
  dhgrp?: DiffieHellmanGroups;
  authmethod?: Authentication;
  psksecret?: PreSharedKey1;
  certificate?: Certificate;
  'auto-discovery'?: ADVPNShortcuts;
  'network-id'?: NetworkOverlayID;
  dpd?: DeadPeerDetection;
  devices?: AssignedDevices;
  [k: string]: unknown;
};
export type Name = string;
export type Description = string;
export type Role = (Hub | Spoke) & string;
export type Hub = 'hub';
export type Spoke = 'spoke';
export type OutgoingInterface = string;
/**
 * The hub a spoke connects to.
 */
export type RemoteGateway = string;
export type IKEVersion = ('1' | '2') & string;
/**
 * @minItems 1
 */
export type Proposals = [
  (AES128SHA256 | AES256SHA256 | AES128GCMPRFSHA256 | AES256GCMPRFSHA384 | CHACHA20POLY1305PRFSHA256) &
    string &
    (AES128SHA256 | AES256SHA256 | AES128GCMPRFSHA256 | AES256GCMPRFSHA384 | CHACHA20POLY1305PRFSHA256) &
    string,
  ...((AES128SHA256 | AES256SHA256 | AES128GCMPRFSHA256 | AES256GCMPRFSHA384 | CHACHA20POLY1305PRFSHA256) &
    string &
    (AES128SHA256 | AES256SHA256 | AES128GCMPRFSHA256 | AES256GCMPRFSHA384 | CHACHA20POLY1305PRFSHA256) &
    string)[]
];
export type AES128SHA256 = 'aes128-sha256';
export type AES256SHA256 = 'aes256-sha256';
export type AES128GCMPRFSHA256 = 'aes128gcm-prfsha256';
export type AES256GCMPRFSHA384 = 'aes256gcm-prfsha384';
export type CHACHA20POLY1305PRFSHA256 = 'chacha20poly1305-prfsha256';
/**
 * @minItems 1
 */
export type DiffieHellmanGroups = [
  ('14' | '15' | '19' | '20' | '21') & string & ('14' | '15' | '19' | '20' | '21') & string,
  ...(('14' | '15' | '19' | '20' | '21') & string & ('14' | '15' | '19' | '20' | '21') & string)[]
];
export type Authentication = (PreSharedKey | Signature) & string;
export type PreSharedKey = 'psk';
export type Signature = 'signature';
export type PreSharedKey1 = string;
export type Certificate = string;
export type ADVPNShortcuts = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type NetworkOverlayID = number;
export type DeadPeerDetection = (OnIdle | OnDemand | Disable1) & string;
export type OnIdle = 'on-idle';
export type OnDemand = 'on-demand';
export type Disable1 = 'disable';
export type Device = string;
/**
 * Managed FortiGates the template is installed on.
 */
export type AssignedDevices = Device[];

/** IPsec Tunnel Template: IPsec Tunnel Templates (template/ipsec-tunnel): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "role",
    "interface"
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
    "role": {
      "type": "string",
      "title": "Role",
      "oneOf": [
        {
          "const": "hub",
          "title": "Hub"
        },
        {
          "const": "spoke",
          "title": "Spoke"
        }
      ],
      "default": "spoke"
    },
    "interface": {
      "type": "string",
      "title": "Outgoing Interface",
      "maxLength": 35,
      "errorMessage": {
        "maxLength": "Outgoing Interface cannot be longer than 35 characters.",
        "minLength": "This field is required."
      },
      "minLength": 1,
      "default": "wan1"
    },
    "remote-gw": {
      "type": "string",
      "title": "Remote Gateway",
      "pattern": "^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$",
      "errorMessage": {
        "pattern": "Enter an IPv4 address or a host name, e.g. 203.0.113.10 or vpn.example.com."
      },
      "description": "The hub a spoke connects to."
    },
    "ike-version": {
      "type": "string",
      "title": "IKE Version",
      "oneOf": [
        {
          "const": "1",
          "title": "1"
        },
        {
          "const": "2",
          "title": "2"
        }
      ],
      "default": "2"
    },
    "proposal": {
      "type": "array",
      "title": "Proposals",
      "uniqueItems": true,
      "items": {
        "type": "string",
        "oneOf": [
          {
            "const": "aes128-sha256",
            "title": "AES128-SHA256"
          },
          {
            "const": "aes256-sha256",
            "title": "AES256-SHA256"
          },
          {
            "const": "aes128gcm-prfsha256",
            "title": "AES128GCM-PRFSHA256"
          },
          {
            "const": "aes256gcm-prfsha384",
            "title": "AES256GCM-PRFSHA384"
          },
          {
            "const": "chacha20poly1305-prfsha256",
            "title": "CHACHA20POLY1305-PRFSHA256"
          }
        ]
      },
      "default": [
        "aes256gcm-prfsha384",
        "aes256-sha256"
      ],
      "minItems": 1,
      "errorMessage": {
        "minItems": "Choose at least one proposal."
      }
    },
    "dhgrp": {
      "type": "array",
      "title": "Diffie-Hellman Groups",
      "uniqueItems": true,
      "items": {
        "type": "string",
        "oneOf": [
          {
            "const": "14",
            "title": "14 (2048-bit MODP)"
          },
          {
            "const": "15",
            "title": "15 (3072-bit MODP)"
          },
          {
            "const": "19",
            "title": "19 (256-bit ECP)"
          },
          {
            "const": "20",
            "title": "20 (384-bit ECP)"
          },
          {
            "const": "21",
            "title": "21 (521-bit ECP)"
          }
        ]
      },
      "default": [
        "20",
        "21"
      ],
      "minItems": 1,
      "errorMessage": {
        "minItems": "Choose at least one Diffie-Hellman group."
      }
    },
    "authmethod": {
      "type": "string",
      "title": "Authentication",
      "oneOf": [
        {
          "const": "psk",
          "title": "Pre-shared Key"
        },
        {
          "const": "signature",
          "title": "Signature"
        }
      ],
      "default": "psk"
    },
    "psksecret": {
      "type": "string",
      "title": "Pre-shared Key",
      "minLength": 6,
      "maxLength": 128,
      "errorMessage": {
        "minLength": "Pre-shared Key must be 6 to 128 characters.",
        "maxLength": "Pre-shared Key must be 6 to 128 characters."
      }
    },
    "certificate": {
      "type": "string",
      "title": "Certificate",
      "maxLength": 35,
      "errorMessage": {
        "maxLength": "Certificate cannot be longer than 35 characters."
      }
    },
    "auto-discovery": {
      "type": "string",
      "title": "ADVPN Shortcuts",
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
    "network-id": {
      "type": "integer",
      "title": "Network Overlay ID",
      "minimum": 0,
      "maximum": 255,
      "errorMessage": {
        "minimum": "Network Overlay ID must be between 0 and 255.",
        "maximum": "Network Overlay ID must be between 0 and 255.",
        "type": "Network Overlay ID must be a whole number."
      },
      "default": 1
    },
    "dpd": {
      "type": "string",
      "title": "Dead Peer Detection",
      "oneOf": [
        {
          "const": "on-idle",
          "title": "On Idle"
        },
        {
          "const": "on-demand",
          "title": "On Demand"
        },
        {
          "const": "disable",
          "title": "Disable"
        }
      ],
      "default": "on-idle"
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
      "role": "This field is required.",
      "interface": "This field is required."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "role": {
            "const": "spoke"
          }
        },
        "required": [
          "role"
        ]
      },
      "then": {
        "required": [
          "remote-gw"
        ],
        "errorMessage": {
          "required": {
            "remote-gw": "Enter the hub a spoke connects to."
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "authmethod": {
            "const": "psk"
          }
        },
        "required": [
          "authmethod"
        ]
      },
      "then": {
        "required": [
          "psksecret"
        ],
        "errorMessage": {
          "required": {
            "psksecret": "Enter the pre-shared key."
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "authmethod": {
            "const": "signature"
          }
        },
        "required": [
          "authmethod"
        ]
      },
      "then": {
        "required": [
          "certificate"
        ],
        "errorMessage": {
          "required": {
            "certificate": "Choose the certificate the tunnel signs with."
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
    "role",
    "interface",
    "remote-gw",
    "ike-version",
    "proposal",
    "dhgrp",
    "authmethod",
    "psksecret",
    "certificate",
    "auto-discovery",
    "network-id",
    "dpd",
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
  "role": {
    "ui:hideError": false
  },
  "interface": {
    "ui:hideError": false
  },
  "remote-gw": {
    "ui:hideError": false
  },
  "ike-version": {
    "ui:hideError": false
  },
  "proposal": {
    "ui:hideError": false,
    "ui:widget": "checkboxes",
    "ui:options": {
      "inline": true
    }
  },
  "dhgrp": {
    "ui:hideError": false,
    "ui:widget": "checkboxes",
    "ui:options": {
      "inline": true
    }
  },
  "authmethod": {
    "ui:hideError": false
  },
  "psksecret": {
    "ui:hideError": false,
    "ui:widget": "password"
  },
  "certificate": {
    "ui:hideError": false
  },
  "auto-discovery": {
    "ui:hideError": false
  },
  "network-id": {
    "ui:hideError": false
  },
  "dpd": {
    "ui:hideError": false
  },
  "devices": {
    "ui:hideError": false
  }
};
