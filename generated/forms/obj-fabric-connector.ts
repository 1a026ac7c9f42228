// generated from specs/forms/obj-fabric-connector.schema.json and obj-fabric-connector.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-fabric-connector.js';
export type ObjFabricConnectorFormData = {
  [k: string]: unknown;
} & {
  name: Name;
  type: Type;
  status?: Status;
  'use-metadata-iam'?: UseMetadataIAM;
  region?: Region;
  'access-key'?: AccessKeyID;
  'secret-key'?: SecretAccessKey;
  'tenant-id'?: TenantID;
  'client-id'?: ClientID;
  'client-secret'?: ClientSecret;
  server?: Server;
  'server-port'?: Port;
  username?: Username;
  password?: Password;
  'update-interval'?: UpdateIntervalS;
  comments?: Comments;
  [k: string]: unknown;
};
export type Name = string;
export type Type = (
  | AmazonWebServicesAWS
  | MicrosoftAzure
  | GoogleCloudPlatform
  | OracleCloudInfrastructure
  | Kubernetes
  | VMwareNSX
  | VMwareESXiVCenter
  | OpenStack
) &
  string;
export type AmazonWebServicesAWS = 'aws';
export type MicrosoftAzure = 'azure';
export type GoogleCloudPlatform = 'gcp';
export type OracleCloudInfrastructure = 'oci';
export type Kubernetes = 'kubernetes';
export type VMwareNSX = 'nsx';
export type VMwareESXiVCenter = 'vmware';
export type OpenStack = 'openstack';
export type Status = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
/**
 * The FortiGate reads its credentials from the cloud instance it runs on.
 */
export type UseMetadataIAM = (Enable1 | Disable1) & string;
export type Enable1 = 'enable';
export type Disable1 = 'disable';
export type Region = string;
export type AccessKeyID = string;
export type SecretAccessKey = string;
export type TenantID = string;
export type ClientID = string;
export type ClientSecret = string;
export type Server = string;
export type Port = number;
export type Username = string;
export type Password = string;
export type UpdateIntervalS = number;
export type Comments = string;

/** Fabric Connector: Fabric Connectors (system/sdn-connector): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
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
      "maxLength": 35,
      "pattern": "^[^\\\\/\"'<>&|;#]*$",
      "errorMessage": {
        "minLength": "This field is required.",
        "maxLength": "The name cannot be longer than 35 characters.",
        "pattern": "The name cannot contain \\ / \" ' < > & | ; #"
      }
    },
    "type": {
      "type": "string",
      "title": "Type",
      "oneOf": [
        {
          "const": "aws",
          "title": "Amazon Web Services (AWS)"
        },
        {
          "const": "azure",
          "title": "Microsoft Azure"
        },
        {
          "const": "gcp",
          "title": "Google Cloud Platform"
        },
        {
          "const": "oci",
          "title": "Oracle Cloud Infrastructure"
        },
        {
          "const": "kubernetes",
          "title": "Kubernetes"
        },
        {
          "const": "nsx",
          "title": "VMware NSX"
        },
        {
          "const": "vmware",
          "title": "VMware ESXi/vCenter"
        },
        {
          "const": "openstack",
          "title": "OpenStack"
        }
      ],
      "default": "aws"
    },
    "status": {
      "type": "string",
      "title": "Status",
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
    "use-metadata-iam": {
      "type": "string",
      "title": "Use Metadata IAM",
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
      "default": "disable",
      "description": "The FortiGate reads its credentials from the cloud instance it runs on."
    },
    "region": {
      "type": "string",
      "title": "Region",
      "maxLength": 31,
      "errorMessage": {
        "maxLength": "Region cannot be longer than 31 characters."
      }
    },
    "access-key": {
      "type": "string",
      "title": "Access Key ID",
      "maxLength": 31,
      "errorMessage": {
        "maxLength": "Access Key ID cannot be longer than 31 characters."
      }
    },
    "secret-key": {
      "type": "string",
      "title": "Secret Access Key",
      "minLength": 1,
      "maxLength": 59,
      "errorMessage": {
        "minLength": "Secret Access Key must be 1 to 59 characters.",
        "maxLength": "Secret Access Key must be 1 to 59 characters."
      }
    },
    "tenant-id": {
      "type": "string",
      "title": "Tenant ID",
      "maxLength": 127,
      "errorMessage": {
        "maxLength": "Tenant ID cannot be longer than 127 characters."
      }
    },
    "client-id": {
      "type": "string",
      "title": "Client ID",
      "maxLength": 127,
      "errorMessage": {
        "maxLength": "Client ID cannot be longer than 127 characters."
      }
    },
    "client-secret": {
      "type": "string",
      "title": "Client Secret",
      "minLength": 1,
      "maxLength": 59,
      "errorMessage": {
        "minLength": "Client Secret must be 1 to 59 characters.",
        "maxLength": "Client Secret must be 1 to 59 characters."
      }
    },
    "server": {
      "type": "string",
      "title": "Server",
      "pattern": "^(((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})$",
      "errorMessage": {
        "pattern": "Enter an IPv4 address or a host name, e.g. 203.0.113.10 or vpn.example.com."
      }
    },
    "server-port": {
      "type": "integer",
      "title": "Port",
      "minimum": 1,
      "maximum": 65535,
      "errorMessage": {
        "minimum": "Port must be between 1 and 65535.",
        "maximum": "Port must be between 1 and 65535.",
        "type": "Port must be a whole number."
      },
      "default": 443
    },
    "username": {
      "type": "string",
      "title": "Username",
      "maxLength": 64,
      "errorMessage": {
        "maxLength": "Username cannot be longer than 64 characters."
      }
    },
    "password": {
      "type": "string",
      "title": "Password",
      "minLength": 1,
      "maxLength": 128,
      "errorMessage": {
        "minLength": "Password must be 1 to 128 characters.",
        "maxLength": "Password must be 1 to 128 characters."
      }
    },
    "update-interval": {
      "type": "integer",
      "title": "Update Interval (s)",
      "minimum": 30,
      "maximum": 3600,
      "errorMessage": {
        "minimum": "Update Interval (s) must be between 30 and 3600.",
        "maximum": "Update Interval (s) must be between 30 and 3600.",
        "type": "Update Interval (s) must be a whole number."
      },
      "default": 60
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
      "type": "This field is required."
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "type": {
            "const": "aws"
          },
          "use-metadata-iam": {
            "const": "disable"
          }
        },
        "required": [
          "type"
        ]
      },
      "then": {
        "required": [
          "access-key",
          "secret-key"
        ],
        "errorMessage": {
          "required": {
            "access-key": "This field is required.",
            "secret-key": "This field is required."
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "const": "azure"
          },
          "use-metadata-iam": {
            "const": "disable"
          }
        },
        "required": [
          "type"
        ]
      },
      "then": {
        "required": [
          "tenant-id",
          "client-id",
          "client-secret"
        ],
        "errorMessage": {
          "required": {
            "tenant-id": "This field is required.",
            "client-id": "This field is required.",
            "client-secret": "This field is required."
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "enum": [
              "aws",
              "azure",
              "gcp",
              "oci"
            ]
          }
        },
        "required": [
          "type"
        ]
      },
      "then": {
        "properties": {
          "use-metadata-iam": {},
          "region": {}
        }
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "enum": [
              "kubernetes",
              "nsx",
              "vmware",
              "openstack"
            ]
          }
        },
        "required": [
          "type"
        ]
      },
      "then": {
        "required": [
          "server"
        ],
        "errorMessage": {
          "required": {
            "server": "This field is required."
          }
        },
        "properties": {
          "server-port": {}
        }
      }
    },
    {
      "if": {
        "properties": {
          "type": {
            "enum": [
              "nsx",
              "vmware",
              "openstack"
            ]
          }
        },
        "required": [
          "type"
        ]
      },
      "then": {
        "required": [
          "username",
          "password"
        ],
        "errorMessage": {
          "required": {
            "username": "This field is required.",
            "password": "This field is required."
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
    "status",
    "use-metadata-iam",
    "region",
    "access-key",
    "secret-key",
    "tenant-id",
    "client-id",
    "client-secret",
    "server",
    "server-port",
    "username",
    "password",
    "update-interval",
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
  "type": {
    "ui:hideError": false
  },
  "status": {
    "ui:hideError": false
  },
  "use-metadata-iam": {
    "ui:hideError": false
  },
  "region": {
    "ui:hideError": false
  },
  "access-key": {
    "ui:hideError": false
  },
  "secret-key": {
    "ui:hideError": false,
    "ui:widget": "password"
  },
  "tenant-id": {
    "ui:hideError": false
  },
  "client-id": {
    "ui:hideError": false
  },
  "client-secret": {
    "ui:hideError": false,
    "ui:widget": "password"
  },
  "server": {
    "ui:hideError": false
  },
  "server-port": {
    "ui:hideError": false
  },
  "username": {
    "ui:hideError": false
  },
  "password": {
    "ui:hideError": false,
    "ui:widget": "password"
  },
  "update-interval": {
    "ui:hideError": false
  },
  "comments": {
    "ui:hideError": false,
    "ui:widget": "textarea"
  }
};
