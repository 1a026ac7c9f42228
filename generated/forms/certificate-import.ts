// generated from specs/forms/certificate-import.schema.json and certificate-import.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/certificate-import.js';
export type CertificateImportFormData = {
  [k: string]: unknown;
} & {
  type: CertificateType;
  name: Name;
  certificate: CertificatePEM;
  private_key?: PrivateKeyPEM;
  password?: KeyPassword;
  comment?: Comment;
};
export type CertificateType = (LocalCertificate | CACertificate) & string;
export type LocalCertificate = 'local';
export type CACertificate = 'ca';
/**
 * Name on the unit: letters, digits, '-', '_' and '.'.
 */
export type Name = string;
/**
 * Paste the certificate, or load it from a .pem, .crt or .cer file.
 */
export type CertificatePEM = string;
/**
 * The private key in PEM format (local certificates).
 */
export type PrivateKeyPEM = string;
/**
 * Password of an encrypted private key.
 */
export type KeyPassword = string;
/**
 * Comment.
 */
export type Comment = string;

/** Import Certificate: Certificates, Import: the rules are the call's (schemas/certificate-import), with a title and a message for each. A local certificate needs its private key; the key's password is asked only for a local certificate. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "type",
    "name",
    "certificate"
  ],
  "properties": {
    "type": {
      "type": "string",
      "title": "Certificate Type",
      "default": "local",
      "oneOf": [
        {
          "const": "local",
          "title": "Local Certificate"
        },
        {
          "const": "ca",
          "title": "CA Certificate"
        }
      ]
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 35,
      "pattern": "^[A-Za-z0-9_.-]*$",
      "description": "Name on the unit: letters, digits, '-', '_' and '.'.",
      "title": "Name",
      "errorMessage": {
        "minLength": "This field is required.",
        "maxLength": "The name cannot be longer than 35 characters.",
        "pattern": "The name can contain only letters, digits, '-', '_' and '.'."
      }
    },
    "certificate": {
      "type": "string",
      "minLength": 1,
      "pattern": "^\\s*-----BEGIN CERTIFICATE-----[\\s\\S]+-----END CERTIFICATE-----\\s*$",
      "description": "Paste the certificate, or load it from a .pem, .crt or .cer file.",
      "title": "Certificate (PEM)",
      "errorMessage": {
        "minLength": "This field is required.",
        "pattern": "Enter the certificate in PEM format, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----."
      }
    },
    "private_key": {
      "type": "string",
      "pattern": "^\\s*-----BEGIN ([A-Z]+ )?PRIVATE KEY-----[\\s\\S]+-----END ([A-Z]+ )?PRIVATE KEY-----\\s*$",
      "description": "The private key in PEM format (local certificates).",
      "title": "Private Key (PEM)",
      "errorMessage": {
        "pattern": "Enter the private key in PEM format, from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----."
      }
    },
    "password": {
      "type": "string",
      "maxLength": 128,
      "description": "Password of an encrypted private key.",
      "title": "Key Password",
      "errorMessage": {
        "maxLength": "The password cannot be longer than 128 characters."
      }
    },
    "comment": {
      "type": "string",
      "maxLength": 255,
      "description": "Comment.",
      "title": "Comment",
      "errorMessage": {
        "maxLength": "The comment cannot be longer than 255 characters."
      }
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "type": {
            "const": "local"
          }
        },
        "required": [
          "type"
        ]
      },
      "then": {
        "required": [
          "private_key"
        ],
        "properties": {
          "private_key": {
            "minLength": 1,
            "errorMessage": {
              "minLength": "A local certificate needs its private key."
            }
          },
          "password": {}
        },
        "errorMessage": {
          "required": {
            "private_key": "A local certificate needs its private key."
          }
        }
      }
    }
  ],
  "errorMessage": {
    "required": {
      "type": "This field is required.",
      "name": "This field is required.",
      "certificate": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "type",
    "name",
    "certificate",
    "private_key",
    "password",
    "comment"
  ],
  "type": {
    "ui:widget": "radio",
    "ui:options": {
      "inline": true
    }
  },
  "name": {
    "ui:autofocus": true,
    "ui:options": {
      "autocomplete": "off"
    }
  },
  "certificate": {
    "ui:widget": "textarea",
    "ui:options": {
      "rows": 5
    },
    "ui:placeholder": "-----BEGIN CERTIFICATE-----"
  },
  "private_key": {
    "ui:widget": "textarea",
    "ui:options": {
      "rows": 4
    },
    "ui:placeholder": "-----BEGIN PRIVATE KEY-----"
  },
  "password": {
    "ui:widget": "password",
    "ui:options": {
      "autocomplete": "new-password"
    }
  },
  "comment": {
    "ui:options": {
      "autocomplete": "off"
    }
  }
};
