// generated from specs/forms/obj-cli-template.schema.json and obj-cli-template.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-cli-template.js';
export type Name = string;
export type Description = string;
export type Type = (CLIScript | JinjaTemplate) & string;
export type CLIScript = 'cli';
export type JinjaTemplate = 'jinja';
export type Script = string;

export interface ObjCliTemplateFormData {
  name: Name;
  description?: Description;
  type?: Type;
  script: Script;
  [k: string]: unknown;
}

/** CLI Configuration: CLI Configurations (switch-controller/cli-template): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "script"
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
    "description": {
      "type": "string",
      "title": "Description",
      "maxLength": 255,
      "errorMessage": {
        "maxLength": "Description cannot be longer than 255 characters."
      }
    },
    "type": {
      "type": "string",
      "title": "Type",
      "oneOf": [
        {
          "const": "cli",
          "title": "CLI script"
        },
        {
          "const": "jinja",
          "title": "Jinja template"
        }
      ],
      "default": "cli"
    },
    "script": {
      "type": "string",
      "title": "Script",
      "maxLength": 65535,
      "errorMessage": {
        "maxLength": "Script cannot be longer than 65535 characters.",
        "minLength": "This field is required."
      },
      "minLength": 1
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required.",
      "script": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "description",
    "type",
    "script"
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
  "description": {
    "ui:hideError": false
  },
  "type": {
    "ui:hideError": false
  },
  "script": {
    "ui:hideError": false,
    "ui:widget": "textarea",
    "ui:options": {
      "rows": 8
    }
  }
};
