// generated from specs/forms/analyzer-fabric-settings.schema.json and analyzer-fabric-settings.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/analyzer-fabric-settings.js';
export type AnalyzerFabricSettingsFormData = {
  [k: string]: unknown;
} & {
  status: AnalyzerFabric;
  role: Role;
  fabric_name: FabricName;
  upstream_ip?: SupervisorIP;
  upstream_port?: SupervisorPort;
  accept_auth_by_cert?: AcceptMembersByTheirCertificate;
  sync_interval?: SyncIntervalMinutes;
};
export type AnalyzerFabric = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type Role = (Supervisor | Member) & string;
export type Supervisor = 'supervisor';
export type Member = 'member';
/**
 * Name of the fabric (every member uses the supervisor's).
 */
export type FabricName = string;
/**
 * The supervisor's IPv4 address (members).
 */
export type SupervisorIP = string;
/**
 * The supervisor's port (members).
 */
export type SupervisorPort = number;
/**
 * Whether members are accepted by their certificate rather than by approval.
 */
export type AcceptMembersByTheirCertificate = boolean;
/**
 * Minutes between the supervisor's syncs of the members.
 */
export type SyncIntervalMinutes = number;

/** Analyzer Fabric Settings: Analyzer Fabric Settings: the rules are the call's (schemas/analyzer-fabric-settings), with a title and a message for each. With the fabric on, the fabric name is required; a member also needs the supervisor's address and port. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "status",
    "role",
    "fabric_name"
  ],
  "properties": {
    "status": {
      "type": "string",
      "title": "Analyzer Fabric",
      "default": "disable",
      "oneOf": [
        {
          "const": "enable",
          "title": "Enable"
        },
        {
          "const": "disable",
          "title": "Disable"
        }
      ]
    },
    "role": {
      "type": "string",
      "title": "Role",
      "default": "supervisor",
      "oneOf": [
        {
          "const": "supervisor",
          "title": "Supervisor"
        },
        {
          "const": "member",
          "title": "Member"
        }
      ]
    },
    "fabric_name": {
      "type": "string",
      "maxLength": 35,
      "pattern": "^[A-Za-z0-9_-]*$",
      "description": "Name of the fabric (every member uses the supervisor's).",
      "title": "Fabric Name",
      "default": "",
      "errorMessage": {
        "maxLength": "The fabric name cannot be longer than 35 characters.",
        "pattern": "The fabric name can contain only letters, digits, '-' and '_'."
      }
    },
    "upstream_ip": {
      "type": "string",
      "pattern": "^$|^((25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)$",
      "description": "The supervisor's IPv4 address (members).",
      "title": "Supervisor IP",
      "errorMessage": {
        "pattern": "Please enter a valid IPv4 address."
      }
    },
    "upstream_port": {
      "type": "integer",
      "minimum": 1,
      "maximum": 65535,
      "description": "The supervisor's port (members).",
      "title": "Supervisor Port",
      "errorMessage": {
        "type": "Please enter a port from 1 to 65535.",
        "minimum": "Please enter a port from 1 to 65535.",
        "maximum": "Please enter a port from 1 to 65535."
      }
    },
    "accept_auth_by_cert": {
      "type": "boolean",
      "description": "Whether members are accepted by their certificate rather than by approval.",
      "title": "Accept members by their certificate"
    },
    "sync_interval": {
      "type": "integer",
      "minimum": 1,
      "maximum": 60,
      "description": "Minutes between the supervisor's syncs of the members.",
      "title": "Sync Interval (minutes)",
      "errorMessage": {
        "type": "Please enter a number of minutes from 1 to 60.",
        "minimum": "Please enter a number of minutes from 1 to 60.",
        "maximum": "Please enter a number of minutes from 1 to 60."
      }
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "status": {
            "const": "enable"
          }
        },
        "required": [
          "status"
        ]
      },
      "then": {
        "properties": {
          "fabric_name": {
            "minLength": 1,
            "errorMessage": {
              "minLength": "This field is required."
            }
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "status": {
            "const": "enable"
          },
          "role": {
            "const": "member"
          }
        },
        "required": [
          "status",
          "role"
        ]
      },
      "then": {
        "required": [
          "upstream_ip",
          "upstream_port"
        ],
        "properties": {
          "upstream_ip": {
            "minLength": 1,
            "errorMessage": {
              "minLength": "This field is required."
            }
          },
          "upstream_port": {}
        },
        "errorMessage": {
          "required": {
            "upstream_ip": "This field is required.",
            "upstream_port": "This field is required."
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "status": {
            "const": "enable"
          },
          "role": {
            "const": "supervisor"
          }
        },
        "required": [
          "status",
          "role"
        ]
      },
      "then": {
        "properties": {
          "accept_auth_by_cert": {},
          "sync_interval": {}
        }
      }
    }
  ],
  "errorMessage": {
    "required": {
      "status": "This field is required.",
      "role": "This field is required.",
      "fabric_name": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "status",
    "role",
    "fabric_name",
    "upstream_ip",
    "upstream_port",
    "accept_auth_by_cert",
    "sync_interval"
  ],
  "status": {
    "ui:widget": "radio",
    "ui:options": {
      "inline": true
    }
  },
  "role": {
    "ui:widget": "radio",
    "ui:options": {
      "inline": true
    }
  },
  "fabric_name": {
    "ui:options": {
      "autocomplete": "off"
    }
  },
  "upstream_ip": {
    "ui:placeholder": "10.10.1.20",
    "ui:options": {
      "autocomplete": "off"
    }
  },
  "upstream_port": {
    "ui:options": {
      "inputType": "text",
      "autocomplete": "off"
    }
  },
  "sync_interval": {
    "ui:options": {
      "inputType": "text",
      "autocomplete": "off"
    }
  }
};
