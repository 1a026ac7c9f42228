// generated from specs/forms/query-import.schema.json and query-import.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/query-import.js';
export type Folder = string;
export type FileName = string;
export type MD5Checksum = string;

export interface QueryImportFormData {
  folder: Folder;
  file: FileName;
  checksum: MD5Checksum;
}

/** Import Query Database: Query Receive Status, import: the rules are the call's (schemas/um-query-import), with a title and a message for each. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "folder",
    "file",
    "checksum"
  ],
  "properties": {
    "folder": {
      "type": "string",
      "minLength": 1,
      "maxLength": 255,
      "pattern": "^/[^\\s]*$",
      "title": "Folder",
      "errorMessage": {
        "minLength": "This field is required.",
        "pattern": "Enter the folder as an absolute path, such as /var/tmp/fgd.",
        "maxLength": "The folder cannot be longer than 255 characters."
      }
    },
    "file": {
      "type": "string",
      "minLength": 1,
      "maxLength": 255,
      "pattern": "^[^/\\s]+$",
      "title": "File Name",
      "errorMessage": {
        "minLength": "This field is required.",
        "pattern": "Enter a file name without a folder or spaces.",
        "maxLength": "The file name cannot be longer than 255 characters."
      }
    },
    "checksum": {
      "type": "string",
      "pattern": "^[0-9a-fA-F]{32}$",
      "title": "MD5 Checksum",
      "errorMessage": {
        "pattern": "Enter the file's MD5 checksum: 32 hexadecimal characters."
      }
    }
  },
  "errorMessage": {
    "required": {
      "folder": "This field is required.",
      "file": "This field is required.",
      "checksum": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "folder": {
    "ui:placeholder": "/var/tmp/fgd",
    "ui:options": {
      "autocomplete": "off"
    }
  },
  "file": {
    "ui:options": {
      "autocomplete": "off"
    }
  },
  "checksum": {
    "ui:options": {
      "autocomplete": "off"
    }
  }
};
