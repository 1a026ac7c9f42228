// generated from specs/forms/setup-upgrade-method.schema.json and setup-upgrade-method.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/setup-upgrade-method.js';
export type Method = (CreateNewFirmwareTemplate | UseExistingFirmwareTemplate) & string;
export type CreateNewFirmwareTemplate = 'new';
export type UseExistingFirmwareTemplate = 'existing';
export type FirmwareTemplate = string;

export interface SetupUpgradeMethodFormData {
  method: Method;
  template?: FirmwareTemplate;
}

/** Setup Upgrade Method: Setup Upgrade wizard, step Choose a Method: create a new firmware template, or use an existing one, which must then be picked by name. The screen draws its own radio group and template picker and moves on only when this schema holds. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "method"
  ],
  "properties": {
    "method": {
      "type": "string",
      "title": "Method",
      "default": "new",
      "oneOf": [
        {
          "const": "new",
          "title": "Create New Firmware Template"
        },
        {
          "const": "existing",
          "title": "Use Existing Firmware Template"
        }
      ]
    },
    "template": {
      "type": "string",
      "title": "Firmware Template"
    }
  },
  "if": {
    "required": [
      "method"
    ],
    "properties": {
      "method": {
        "const": "existing"
      }
    }
  },
  "then": {
    "required": [
      "template"
    ],
    "properties": {
      "template": {
        "minLength": 1,
        "errorMessage": {
          "minLength": "This field is required."
        }
      }
    },
    "errorMessage": {
      "required": {
        "template": "This field is required."
      }
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "method": {
    "ui:widget": "radio"
  }
};
