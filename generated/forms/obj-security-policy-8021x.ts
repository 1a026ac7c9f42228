// generated from specs/forms/obj-security-policy-8021x.schema.json and obj-security-policy-8021x.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-security-policy-8021x.js';
export type ObjSecurityPolicy8021XFormData = {
  [k: string]: unknown;
} & {
  name: Name;
  'security-mode'?: SecurityMode;
  'user-group': UserGroups;
  'mac-auth-bypass'?: MACAuthenticationBypass;
  'guest-vlan'?: GuestVLAN;
  'guest-vlan-id'?: GuestVLAN1;
  'auth-fail-vlan'?: AuthenticationFailVLAN;
  'eap-passthru'?: EAPPassThrough;
  'radius-timeout-overwrite'?: OverrideRADIUSTimeout;
  [k: string]: unknown;
};
export type Name = string;
export type SecurityMode = (PortBased | MACBased) & string;
export type PortBased = 'port-based';
export type MACBased = 'mac-based';
/**
 * @minItems 1
 */
export type UserGroups = [string, ...string[]];
export type MACAuthenticationBypass = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type GuestVLAN = (Enable1 | Disable1) & string;
export type Enable1 = 'enable';
export type Disable1 = 'disable';
export type GuestVLAN1 = string;
export type AuthenticationFailVLAN = (Enable2 | Disable2) & string;
export type Enable2 = 'enable';
export type Disable2 = 'disable';
export type EAPPassThrough = (Enable3 | Disable3) & string;
export type Enable3 = 'enable';
export type Disable3 = 'disable';
export type OverrideRADIUSTimeout = (Enable4 | Disable4) & string;
export type Enable4 = 'enable';
export type Disable4 = 'disable';

/** 802.1X Security Policy: Security Policies (switch-controller.security-policy/802-1X): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "user-group"
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
    "security-mode": {
      "type": "string",
      "title": "Security Mode",
      "oneOf": [
        {
          "const": "port-based",
          "title": "Port based"
        },
        {
          "const": "mac-based",
          "title": "MAC based"
        }
      ],
      "default": "port-based"
    },
    "user-group": {
      "type": "array",
      "title": "User Groups",
      "minItems": 1,
      "items": {
        "type": "string",
        "minLength": 1
      },
      "errorMessage": {
        "minItems": "Add at least one user group."
      }
    },
    "mac-auth-bypass": {
      "type": "string",
      "title": "MAC Authentication Bypass",
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
    "guest-vlan": {
      "type": "string",
      "title": "Guest VLAN",
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
    "guest-vlan-id": {
      "type": "string",
      "title": "Guest VLAN",
      "maxLength": 15,
      "errorMessage": {
        "maxLength": "Guest VLAN cannot be longer than 15 characters."
      }
    },
    "auth-fail-vlan": {
      "type": "string",
      "title": "Authentication Fail VLAN",
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
    "eap-passthru": {
      "type": "string",
      "title": "EAP Pass-Through",
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
    "radius-timeout-overwrite": {
      "type": "string",
      "title": "Override RADIUS Timeout",
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
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required.",
      "user-group": "This field is required."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "guest-vlan": {
            "const": "enable"
          }
        },
        "required": [
          "guest-vlan"
        ]
      },
      "then": {
        "required": [
          "guest-vlan-id"
        ],
        "errorMessage": {
          "required": {
            "guest-vlan-id": "Choose the guest VLAN."
          }
        }
      }
    }
  ]
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "security-mode",
    "user-group",
    "mac-auth-bypass",
    "guest-vlan",
    "guest-vlan-id",
    "auth-fail-vlan",
    "eap-passthru",
    "radius-timeout-overwrite"
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
  "security-mode": {
    "ui:hideError": false
  },
  "user-group": {
    "ui:hideError": false
  },
  "mac-auth-bypass": {
    "ui:hideError": false
  },
  "guest-vlan": {
    "ui:hideError": false
  },
  "guest-vlan-id": {
    "ui:hideError": false
  },
  "auth-fail-vlan": {
    "ui:hideError": false
  },
  "eap-passthru": {
    "ui:hideError": false
  },
  "radius-timeout-overwrite": {
    "ui:hideError": false
  }
};
