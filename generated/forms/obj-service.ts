// generated from specs/forms/obj-service.schema.json and obj-service.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-service.js';
export type ObjServiceFormData = {
  [k: string]: unknown;
} & {
  name: Name;
  category?: Category;
  protocol: ProtocolType;
  'tcp-portrange'?: TCPPortRange;
  'udp-portrange'?: UDPPortRange;
  'sctp-portrange'?: SCTPPortRange;
  icmptype?: ICMPType;
  icmpcode?: ICMPCode;
  'protocol-number'?: ProtocolNumber;
  comment?: Comments;
  [k: string]: unknown;
};
export type Name = string;
export type Category = (
  | General
  | WebAccess
  | FileAccess
  | Email
  | NetworkServices
  | Authentication
  | RemoteAccess
  | Tunneling
  | VoIPMessagingOtherApplications
) &
  string;
export type General = 'General';
export type WebAccess = 'Web Access';
export type FileAccess = 'File Access';
export type Email = 'Email';
export type NetworkServices = 'Network Services';
export type Authentication = 'Authentication';
export type RemoteAccess = 'Remote Access';
export type Tunneling = 'Tunneling';
export type VoIPMessagingOtherApplications = 'VoIP, Messaging & Other Applications';
export type ProtocolType = (TCPUDPSCTP | ICMP | ICMP6 | IP) & string;
export type TCPUDPSCTP = 'TCP/UDP/SCTP';
export type ICMP = 'ICMP';
export type ICMP6 = 'ICMP6';
export type IP = 'IP';
export type TCPPortRange = string;
export type UDPPortRange = string;
export type SCTPPortRange = string;
export type ICMPType = number;
export type ICMPCode = number;
export type ProtocolNumber = number;
export type Comments = string;

/** Service: Services (firewall/service/custom): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "protocol"
  ],
  "properties": {
    "name": {
      "type": "string",
      "title": "Name",
      "minLength": 1,
      "maxLength": 79,
      "pattern": "^[^\\\\/\"'<>&|;#]*$",
      "errorMessage": {
        "minLength": "This field is required.",
        "maxLength": "The name cannot be longer than 79 characters.",
        "pattern": "The name cannot contain \\ / \" ' < > & | ; #"
      }
    },
    "category": {
      "type": "string",
      "title": "Category",
      "oneOf": [
        {
          "const": "General",
          "title": "General"
        },
        {
          "const": "Web Access",
          "title": "Web Access"
        },
        {
          "const": "File Access",
          "title": "File Access"
        },
        {
          "const": "Email",
          "title": "Email"
        },
        {
          "const": "Network Services",
          "title": "Network Services"
        },
        {
          "const": "Authentication",
          "title": "Authentication"
        },
        {
          "const": "Remote Access",
          "title": "Remote Access"
        },
        {
          "const": "Tunneling",
          "title": "Tunneling"
        },
        {
          "const": "VoIP, Messaging & Other Applications",
          "title": "VoIP, Messaging & Other Applications"
        }
      ],
      "default": "General"
    },
    "protocol": {
      "type": "string",
      "title": "Protocol Type",
      "oneOf": [
        {
          "const": "TCP/UDP/SCTP",
          "title": "TCP/UDP/SCTP"
        },
        {
          "const": "ICMP",
          "title": "ICMP"
        },
        {
          "const": "ICMP6",
          "title": "ICMP6"
        },
        {
          "const": "IP",
          "title": "IP"
        }
      ],
      "default": "TCP/UDP/SCTP"
    },
    "tcp-portrange": {
      "type": "string",
      "title": "TCP Port Range",
      "pattern": "^\\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?( \\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?)*$",
      "errorMessage": {
        "pattern": "Enter port ranges as destination[-high][:source[-high]], separated by spaces, e.g. 443 8000-8080."
      }
    },
    "udp-portrange": {
      "type": "string",
      "title": "UDP Port Range",
      "pattern": "^\\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?( \\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?)*$",
      "errorMessage": {
        "pattern": "Enter port ranges as destination[-high][:source[-high]], separated by spaces, e.g. 443 8000-8080."
      }
    },
    "sctp-portrange": {
      "type": "string",
      "title": "SCTP Port Range",
      "pattern": "^\\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?( \\d{1,5}(-\\d{1,5})?(:\\d{1,5}(-\\d{1,5})?)?)*$",
      "errorMessage": {
        "pattern": "Enter port ranges as destination[-high][:source[-high]], separated by spaces, e.g. 443 8000-8080."
      }
    },
    "icmptype": {
      "type": "integer",
      "title": "ICMP Type",
      "minimum": 0,
      "maximum": 255,
      "errorMessage": {
        "minimum": "ICMP Type must be between 0 and 255.",
        "maximum": "ICMP Type must be between 0 and 255.",
        "type": "ICMP Type must be a whole number."
      }
    },
    "icmpcode": {
      "type": "integer",
      "title": "ICMP Code",
      "minimum": 0,
      "maximum": 255,
      "errorMessage": {
        "minimum": "ICMP Code must be between 0 and 255.",
        "maximum": "ICMP Code must be between 0 and 255.",
        "type": "ICMP Code must be a whole number."
      }
    },
    "protocol-number": {
      "type": "integer",
      "title": "Protocol Number",
      "minimum": 0,
      "maximum": 254,
      "errorMessage": {
        "minimum": "Protocol Number must be between 0 and 254.",
        "maximum": "Protocol Number must be between 0 and 254.",
        "type": "Protocol Number must be a whole number."
      }
    },
    "comment": {
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
      "protocol": "This field is required."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "protocol": {
            "const": "TCP/UDP/SCTP"
          }
        },
        "required": [
          "protocol"
        ]
      },
      "then": {
        "properties": {
          "tcp-portrange": {},
          "udp-portrange": {},
          "sctp-portrange": {}
        }
      }
    },
    {
      "if": {
        "properties": {
          "protocol": {
            "enum": [
              "ICMP",
              "ICMP6"
            ]
          }
        },
        "required": [
          "protocol"
        ]
      },
      "then": {
        "properties": {
          "icmptype": {},
          "icmpcode": {}
        }
      }
    },
    {
      "if": {
        "properties": {
          "protocol": {
            "const": "IP"
          }
        },
        "required": [
          "protocol"
        ]
      },
      "then": {
        "required": [
          "protocol-number"
        ],
        "errorMessage": {
          "required": {
            "protocol-number": "This field is required."
          }
        }
      }
    }
  ]
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "category",
    "protocol",
    "tcp-portrange",
    "udp-portrange",
    "sctp-portrange",
    "icmptype",
    "icmpcode",
    "protocol-number",
    "comment"
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
  "category": {
    "ui:hideError": false
  },
  "protocol": {
    "ui:hideError": false
  },
  "tcp-portrange": {
    "ui:hideError": false
  },
  "udp-portrange": {
    "ui:hideError": false
  },
  "sctp-portrange": {
    "ui:hideError": false
  },
  "icmptype": {
    "ui:hideError": false
  },
  "icmpcode": {
    "ui:hideError": false
  },
  "protocol-number": {
    "ui:hideError": false
  },
  "comment": {
    "ui:hideError": false,
    "ui:widget": "textarea"
  }
};
