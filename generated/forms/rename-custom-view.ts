// generated from specs/forms/rename-custom-view.schema.json and rename-custom-view.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/rename-custom-view.js';
export type Name = string;

export interface RenameCustomViewFormData {
  name: Name;
}

/** Rename Custom View: Rename Custom View modal: the view's new name. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "name"
  ],
  "properties": {
    "name": {
      "type": "string",
      "title": "Name",
      "minLength": 1,
      "maxLength": 64,
      "errorMessage": {
        "minLength": "This field is required.",
        "maxLength": "The name cannot be longer than 64 characters."
      }
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "name": {
    "ui:autofocus": true,
    "ui:options": {
      "autocomplete": "off"
    }
  }
};
