// generated from specs/forms/obj-extender-profile.schema.json and obj-extender-profile.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-extender-profile.js';
export type ObjExtenderProfileFormData = {
  [k: string]: unknown;
} & {
  name: Name;
  model: Model;
  extension?: Extension;
  allowaccess?: AdministrativeAccess;
  'default-sim'?: DefaultSIM;
  'preferred-carrier'?: PreferredCarrier;
  'bandwidth-limit'?: BandwidthLimitMbps;
  'enforce-bandwidth'?: EnforceBandwidthLimit;
  'login-password-change'?: ChangeAdminPassword;
  'login-password'?: AdminPassword;
  comments?: Comments;
  [k: string]: unknown;
};
export type Name = string;
export type Model = (FEX201E | FEX211E | FEX200F | FEX201F_AM | FEX202F_AM | FEX511F | FEX511G | FER511G) & string;
export type FEX201E = 'FEX-201E';
export type FEX211E = 'FEX-211E';
export type FEX200F = 'FEX-200F';
export type FEX201F_AM = 'FEX-201F_AM';
export type FEX202F_AM = 'FEX-202F_AM';
export type FEX511F = 'FEX-511F';
export type FEX511G = 'FEX-511G';
export type FER511G = 'FER-511G';
export type Extension = (WANExtension | LANExtension) & string;
export type WANExtension = 'wan-extension';
export type LANExtension = 'lan-extension';
export type PING = 'ping';
export type HTTPS = 'https';
export type SSH = 'ssh';
export type SNMP = 'snmp';
export type HTTP = 'http';
export type TELNET = 'telnet';
export type AdministrativeAccess = ((PING | HTTPS | SSH | SNMP | HTTP | TELNET) & string)[];
export type DefaultSIM = (SIM1 | SIM2 | ByCarrier | ByCost) & string;
export type SIM1 = 'sim1';
export type SIM2 = 'sim2';
export type ByCarrier = 'carrier';
export type ByCost = 'cost';
export type PreferredCarrier = string;
export type BandwidthLimitMbps = number;
export type EnforceBandwidthLimit = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type ChangeAdminPassword = (No | Yes | KeepDefault) & string;
export type No = 'no';
export type Yes = 'yes';
export type KeepDefault = 'default';
export type AdminPassword = string;
export type Comments = string;

/** Extender Template: Extender Templates (extension-controller/extender-profile): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "model"
  ],
  "properties": {
    "name": {
      "type": "string",
      "title": "Name",
      "minLength": 1,
      "maxLength": 31,
      "pattern": "^[^\\\\/\"'<>&|;#]*$",
      "errorMessage": {
        "minLength": "This field is required.",
        "maxLength": "The name cannot be longer than 31 characters.",
        "pattern": "The name cannot contain \\ / \" ' < > & | ; #"
      }
    },
    "model": {
      "type": "string",
      "title": "Model",
      "oneOf": [
        {
          "const": "FEX-201E",
          "title": "FEX-201E"
        },
        {
          "const": "FEX-211E",
          "title": "FEX-211E"
        },
        {
          "const": "FEX-200F",
          "title": "FEX-200F"
        },
        {
          "const": "FEX-201F_AM",
          "title": "FEX-201F_AM"
        },
        {
          "const": "FEX-202F_AM",
          "title": "FEX-202F_AM"
        },
        {
          "const": "FEX-511F",
          "title": "FEX-511F"
        },
        {
          "const": "FEX-511G",
          "title": "FEX-511G"
        },
        {
          "const": "FER-511G",
          "title": "FER-511G"
        }
      ],
      "default": "FEX-511G"
    },
    "extension": {
      "type": "string",
      "title": "Extension",
      "oneOf": [
        {
          "const": "wan-extension",
          "title": "WAN Extension"
        },
        {
          "const": "lan-extension",
          "title": "LAN Extension"
        }
      ],
      "default": "wan-extension"
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
          }
        ]
      },
      "default": [
        "ping",
        "https",
        "ssh"
      ]
    },
    "default-sim": {
      "type": "string",
      "title": "Default SIM",
      "oneOf": [
        {
          "const": "sim1",
          "title": "SIM 1"
        },
        {
          "const": "sim2",
          "title": "SIM 2"
        },
        {
          "const": "carrier",
          "title": "By carrier"
        },
        {
          "const": "cost",
          "title": "By cost"
        }
      ],
      "default": "sim1"
    },
    "preferred-carrier": {
      "type": "string",
      "title": "Preferred Carrier",
      "maxLength": 31,
      "errorMessage": {
        "maxLength": "Preferred Carrier cannot be longer than 31 characters."
      }
    },
    "bandwidth-limit": {
      "type": "integer",
      "title": "Bandwidth Limit (Mbps)",
      "minimum": 1,
      "maximum": 16776000,
      "errorMessage": {
        "minimum": "Bandwidth Limit (Mbps) must be between 1 and 16776000.",
        "maximum": "Bandwidth Limit (Mbps) must be between 1 and 16776000.",
        "type": "Bandwidth Limit (Mbps) must be a whole number."
      },
      "default": 1024
    },
    "enforce-bandwidth": {
      "type": "string",
      "title": "Enforce Bandwidth Limit",
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
    "login-password-change": {
      "type": "string",
      "title": "Change Admin Password",
      "oneOf": [
        {
          "const": "no",
          "title": "No"
        },
        {
          "const": "yes",
          "title": "Yes"
        },
        {
          "const": "default",
          "title": "Keep Default"
        }
      ],
      "default": "no"
    },
    "login-password": {
      "type": "string",
      "title": "Admin Password",
      "minLength": 8,
      "maxLength": 27,
      "errorMessage": {
        "minLength": "Admin Password must be 8 to 27 characters.",
        "maxLength": "Admin Password must be 8 to 27 characters."
      }
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
      "model": "This field is required."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "login-password-change": {
            "const": "yes"
          }
        },
        "required": [
          "login-password-change"
        ]
      },
      "then": {
        "required": [
          "login-password"
        ],
        "errorMessage": {
          "required": {
            "login-password": "Enter the admin password the extenders use."
          }
        }
      }
    }
  ]
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "model",
    "extension",
    "allowaccess",
    "default-sim",
    "preferred-carrier",
    "bandwidth-limit",
    "enforce-bandwidth",
    "login-password-change",
    "login-password",
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
  "model": {
    "ui:hideError": false
  },
  "extension": {
    "ui:hideError": false
  },
  "allowaccess": {
    "ui:hideError": false,
    "ui:widget": "checkboxes",
    "ui:options": {
      "inline": true
    }
  },
  "default-sim": {
    "ui:hideError": false
  },
  "preferred-carrier": {
    "ui:hideError": false
  },
  "bandwidth-limit": {
    "ui:hideError": false
  },
  "enforce-bandwidth": {
    "ui:hideError": false
  },
  "login-password-change": {
    "ui:hideError": false
  },
  "login-password": {
    "ui:hideError": false,
    "ui:widget": "password"
  },
  "comments": {
    "ui:hideError": false,
    "ui:widget": "textarea"
  }
};
