// generated from specs/forms/obj-ssl-vpn-portal.schema.json and obj-ssl-vpn-portal.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-ssl-vpn-portal.js';
export type ObjSslVpnPortalFormData = {
  [k: string]: unknown;
} & {
  name: Name;
  'tunnel-mode'?: TunnelMode;
  'split-tunneling'?: SplitTunneling;
  'ip-pools'?: SourceIPPools;
  'web-mode'?: WebMode;
  heading?: PortalMessage;
  theme?: Theme;
  'limit-user-logins'?: LimitUsersToOneConcurrentSession;
  'forticlient-download'?: FortiClientDownload;
  comments?: Comments;
  [k: string]: unknown;
};
export type Name = string;
export type TunnelMode = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type SplitTunneling = (Enable1 | Disable1) & string;
export type Enable1 = 'enable';
export type Disable1 = 'disable';
export type Address = string;
export type SourceIPPools = Address[];
export type WebMode = (Enable2 | Disable2) & string;
export type Enable2 = 'enable';
export type Disable2 = 'disable';
export type PortalMessage = string;
export type Theme = (SecurityFabric | Jade | Neutrino | Mariner | Graphite | Melongene | DarkMatter | Onyx | Eclipse) &
  string;
export type SecurityFabric = 'security-fabric';
export type Jade = 'jade';
export type Neutrino = 'neutrino';
export type Mariner = 'mariner';
export type Graphite = 'graphite';
export type Melongene = 'melongene';
export type DarkMatter = 'dark-matter';
export type Onyx = 'onyx';
export type Eclipse = 'eclipse';
export type LimitUsersToOneConcurrentSession = (Enable3 | Disable3) & string;
export type Enable3 = 'enable';
export type Disable3 = 'disable';
export type FortiClientDownload = (Enable4 | Disable4) & string;
export type Enable4 = 'enable';
export type Disable4 = 'disable';
export type Comments = string;

/** SSL-VPN Portal: SSL-VPN Portals (vpn.ssl.web/portal): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
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
    "tunnel-mode": {
      "type": "string",
      "title": "Tunnel Mode",
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
    "split-tunneling": {
      "type": "string",
      "title": "Split Tunneling",
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
    "ip-pools": {
      "type": "array",
      "title": "Source IP Pools",
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
    "web-mode": {
      "type": "string",
      "title": "Web Mode",
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
    "heading": {
      "type": "string",
      "title": "Portal Message",
      "maxLength": 31,
      "errorMessage": {
        "maxLength": "Portal Message cannot be longer than 31 characters."
      },
      "default": "SSL-VPN Portal"
    },
    "theme": {
      "type": "string",
      "title": "Theme",
      "oneOf": [
        {
          "const": "security-fabric",
          "title": "Security Fabric"
        },
        {
          "const": "jade",
          "title": "Jade"
        },
        {
          "const": "neutrino",
          "title": "Neutrino"
        },
        {
          "const": "mariner",
          "title": "Mariner"
        },
        {
          "const": "graphite",
          "title": "Graphite"
        },
        {
          "const": "melongene",
          "title": "Melongene"
        },
        {
          "const": "dark-matter",
          "title": "Dark Matter"
        },
        {
          "const": "onyx",
          "title": "Onyx"
        },
        {
          "const": "eclipse",
          "title": "Eclipse"
        }
      ],
      "default": "security-fabric"
    },
    "limit-user-logins": {
      "type": "string",
      "title": "Limit Users to One Concurrent Session",
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
    "forticlient-download": {
      "type": "string",
      "title": "FortiClient Download",
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
      "name": "This field is required."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "tunnel-mode": {
            "const": "enable"
          }
        },
        "required": [
          "tunnel-mode"
        ]
      },
      "then": {
        "properties": {
          "split-tunneling": {},
          "ip-pools": {}
        }
      }
    },
    {
      "if": {
        "properties": {
          "web-mode": {
            "const": "enable"
          }
        },
        "required": [
          "web-mode"
        ]
      },
      "then": {
        "properties": {
          "heading": {},
          "theme": {}
        }
      }
    }
  ]
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "tunnel-mode",
    "split-tunneling",
    "ip-pools",
    "web-mode",
    "heading",
    "theme",
    "limit-user-logins",
    "forticlient-download",
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
  "tunnel-mode": {
    "ui:hideError": false
  },
  "split-tunneling": {
    "ui:hideError": false
  },
  "ip-pools": {
    "ui:hideError": false
  },
  "web-mode": {
    "ui:hideError": false
  },
  "heading": {
    "ui:hideError": false
  },
  "theme": {
    "ui:hideError": false
  },
  "limit-user-logins": {
    "ui:hideError": false
  },
  "forticlient-download": {
    "ui:hideError": false
  },
  "comments": {
    "ui:hideError": false,
    "ui:widget": "textarea"
  }
};
