// generated from specs/forms/obj-custom-command.schema.json and obj-custom-command.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-custom-command.js';
export type CommandName = string;
export type Description = string;
/**
 * CLI commands sent to the switch, one per line.
 */
export type Command = string;

export interface ObjCustomCommandFormData {
  'command-name': CommandName;
  description?: Description;
  command: Command;
  [k: string]: unknown;
}

/** Custom Command: Custom Commands (switch-controller/custom-command): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "command-name",
    "command"
  ],
  "properties": {
    "command-name": {
      "type": "string",
      "title": "Command Name",
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
      "maxLength": 35,
      "errorMessage": {
        "maxLength": "Description cannot be longer than 35 characters."
      }
    },
    "command": {
      "type": "string",
      "title": "Command",
      "maxLength": 4095,
      "errorMessage": {
        "maxLength": "Command cannot be longer than 4095 characters.",
        "minLength": "This field is required."
      },
      "minLength": 1,
      "description": "CLI commands sent to the switch, one per line."
    }
  },
  "errorMessage": {
    "required": {
      "command-name": "This field is required.",
      "command": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "command-name",
    "description",
    "command"
  ],
  "ui:hideError": true,
  "ui:options": {
    "expandable": false
  },
  "command-name": {
    "ui:hideError": false,
    "ui:autofocus": true,
    "ui:options": {
      "autocomplete": "off"
    }
  },
  "description": {
    "ui:hideError": false
  },
  "command": {
    "ui:hideError": false,
    "ui:widget": "textarea",
    "ui:options": {
      "rows": 6
    }
  }
};
