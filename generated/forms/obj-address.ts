// generated from specs/forms/obj-address.schema.json and obj-address.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-address.js';
export type ObjAddressFormData = {
  [k: string]: unknown;
} & {
  name: Name;
  type: Type;
  subnet?: IPNetmask;
  'start-ip'?: StartIP;
  'end-ip'?: EndIP;
  fqdn?: FQDN1;
  country?: CountryRegion;
  'associated-interface'?: Interface;
  comment?: Comments;
  [k: string]: unknown;
};
export type Name = string;
export type Type = (Subnet | IPRange | FQDN | Geography) & string;
export type Subnet = 'ipmask';
export type IPRange = 'iprange';
export type FQDN = 'fqdn';
export type Geography = 'geography';
export type IPNetmask = string;
export type StartIP = string;
export type EndIP = string;
export type FQDN1 = string;
export type CountryRegion = string;
export type Interface = string;
export type Comments = string;

/** Address: Addresses (firewall/address): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "type"
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
    "type": {
      "type": "string",
      "title": "Type",
      "oneOf": [
        {
          "const": "ipmask",
          "title": "Subnet"
        },
        {
          "const": "iprange",
          "title": "IP Range"
        },
        {
          "const": "fqdn",
          "title": "FQDN"
        },
        {
          "const": "geography",
          "title": "Geography"
        }
      ],
      "default": "ipmask"
    },
    "subnet": {
      "type": "string",
      "title": "IP/Netmask",
      "pattern": "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d)$",
      "errorMessage": {
        "pattern": "Enter an IPv4 address with its prefix length, e.g. 10.10.20.1/24."
      }
    },
    "start-ip": {
      "type": "string",
      "title": "Start IP",
      "pattern": "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$",
      "errorMessage": {
        "pattern": "Enter an IPv4 address, e.g. 10.10.20.1."
      }
    },
    "end-ip": {
      "type": "string",
      "title": "End IP",
      "pattern": "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$",
      "errorMessage": {
        "pattern": "Enter an IPv4 address, e.g. 10.10.20.1."
      }
    },
    "fqdn": {
      "type": "string",
      "title": "FQDN",
      "pattern": "^(\\*\\.)?([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$",
      "errorMessage": {
        "pattern": "Enter a fully qualified domain name, e.g. www.example.com."
      }
    },
    "country": {
      "type": "string",
      "title": "Country/Region",
      "pattern": "^[A-Z]{2}$",
      "errorMessage": {
        "pattern": "Enter the two-letter country code, e.g. US."
      }
    },
    "associated-interface": {
      "type": "string",
      "title": "Interface",
      "maxLength": 35,
      "errorMessage": {
        "maxLength": "Interface cannot be longer than 35 characters."
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
      "type": "This field is required."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "type": {
            "const": "ipmask"
          }
        },
        "required": [
          "type"
        ]
      },
      "then": {
        "required": [
          "subnet"
        ],
        "errorMessage": {
          "required": {
            "subnet": "Enter the subnet, e.g. 10.10.20.0/24."
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "iprange"
          }
        },
        "required": [
          "type"
        ]
      },
      "then": {
        "required": [
          "start-ip",
          "end-ip"
        ],
        "errorMessage": {
          "required": {
            "start-ip": "This field is required.",
            "end-ip": "This field is required."
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "fqdn"
          }
        },
        "required": [
          "type"
        ]
      },
      "then": {
        "required": [
          "fqdn"
        ],
        "errorMessage": {
          "required": {
            "fqdn": "This field is required."
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "geography"
          }
        },
        "required": [
          "type"
        ]
      },
      "then": {
        "required": [
          "country"
        ],
        "errorMessage": {
          "required": {
            "country": "This field is required."
          }
        }
      }
    }
  ]
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "type",
    "subnet",
    "start-ip",
    "end-ip",
    "fqdn",
    "country",
    "associated-interface",
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
  "type": {
    "ui:hideError": false
  },
  "subnet": {
    "ui:hideError": false
  },
  "start-ip": {
    "ui:hideError": false
  },
  "end-ip": {
    "ui:hideError": false
  },
  "fqdn": {
    "ui:hideError": false
  },
  "country": {
    "ui:hideError": false
  },
  "associated-interface": {
    "ui:hideError": false
  },
  "comment": {
    "ui:hideError": false,
    "ui:widget": "textarea"
  }
};
