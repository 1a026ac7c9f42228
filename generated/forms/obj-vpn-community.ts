// generated from specs/forms/obj-vpn-community.schema.json and obj-vpn-community.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-vpn-community.js';
export type ObjVpnCommunityFormData = {
  [k: string]: unknown;
} & {
  name: Name;
  topology: Topology;
  'ike-version'?: IKEVersion;
  proposal?: Proposals;
  dhgrp?: DiffieHellmanGroups;
  authmethod?: Authentication;
  'psk-auto-generate'?: GeneratePreSharedKeys;
  psksecret?: PreSharedKey1;
  certificate?: Certificate;
  ike1keylifesec?: Phase1KeyLifetimeS;
  ike2keylifesec?: Phase2KeyLifetimeS;
  dpd?: DeadPeerDetection;
  'npu-offload'?: NPUOffload;
  description?: Description;
  [k: string]: unknown;
};
export type Name = string;
export type Topology = (FullMeshed | Star | DialUp) & string;
export type FullMeshed = 'meshed';
export type Star = 'star';
export type DialUp = 'dial';
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
/**
 * The appliance makes a key for each pair of gateways.
 */
export type GeneratePreSharedKeys = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type PreSharedKey1 = string;
export type Certificate = string;
export type Phase1KeyLifetimeS = number;
export type Phase2KeyLifetimeS = number;
export type DeadPeerDetection = (OnIdle | OnDemand | Disable1) & string;
export type OnIdle = 'on-idle';
export type OnDemand = 'on-demand';
export type Disable1 = 'disable';
export type NPUOffload = (Enable1 | Disable2) & string;
export type Enable1 = 'enable';
export type Disable2 = 'disable';
export type Description = string;

/** IPsec VPN Community: IPsec VPN Communities (vpnmgr/vpntable): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "topology"
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
    "topology": {
      "type": "string",
      "title": "Topology",
      "oneOf": [
        {
          "const": "meshed",
          "title": "Full Meshed"
        },
        {
          "const": "star",
          "title": "Star"
        },
        {
          "const": "dial",
          "title": "Dial up"
        }
      ],
      "default": "star"
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
    "psk-auto-generate": {
      "type": "string",
      "title": "Generate Pre-shared Keys",
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
      "default": "enable",
      "description": "The appliance makes a key for each pair of gateways."
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
    "ike1keylifesec": {
      "type": "integer",
      "title": "Phase 1 Key Lifetime (s)",
      "minimum": 120,
      "maximum": 172800,
      "errorMessage": {
        "minimum": "Phase 1 Key Lifetime (s) must be between 120 and 172800.",
        "maximum": "Phase 1 Key Lifetime (s) must be between 120 and 172800.",
        "type": "Phase 1 Key Lifetime (s) must be a whole number."
      },
      "default": 86400
    },
    "ike2keylifesec": {
      "type": "integer",
      "title": "Phase 2 Key Lifetime (s)",
      "minimum": 120,
      "maximum": 172800,
      "errorMessage": {
        "minimum": "Phase 2 Key Lifetime (s) must be between 120 and 172800.",
        "maximum": "Phase 2 Key Lifetime (s) must be between 120 and 172800.",
        "type": "Phase 2 Key Lifetime (s) must be a whole number."
      },
      "default": 43200
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
    "npu-offload": {
      "type": "string",
      "title": "NPU Offload",
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
    "description": {
      "type": "string",
      "title": "Description",
      "maxLength": 255,
      "errorMessage": {
        "maxLength": "Description cannot be longer than 255 characters."
      }
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required.",
      "topology": "This field is required."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "authmethod": {
            "const": "psk"
          },
          "psk-auto-generate": {
            "const": "disable"
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
            "const": "psk"
          }
        },
        "required": [
          "authmethod"
        ]
      },
      "then": {
        "properties": {
          "psk-auto-generate": {}
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
            "certificate": "Choose the certificate the gateways sign with."
          }
        }
      }
    }
  ]
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "topology",
    "ike-version",
    "proposal",
    "dhgrp",
    "authmethod",
    "psk-auto-generate",
    "psksecret",
    "certificate",
    "ike1keylifesec",
    "ike2keylifesec",
    "dpd",
    "npu-offload",
    "description"
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
  "topology": {
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
  "psk-auto-generate": {
    "ui:hideError": false
  },
  "psksecret": {
    "ui:hideError": false,
    "ui:widget": "password"
  },
  "certificate": {
    "ui:hideError": false
  },
  "ike1keylifesec": {
    "ui:hideError": false
  },
  "ike2keylifesec": {
    "ui:hideError": false
  },
  "dpd": {
    "ui:hideError": false
  },
  "npu-offload": {
    "ui:hideError": false
  },
  "description": {
    "ui:hideError": false,
    "ui:widget": "textarea"
  }
};
