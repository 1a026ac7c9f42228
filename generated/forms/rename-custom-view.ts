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
      "default": "",
      "maxLength": 64,
      "$comment": "Required, and always present (an empty string at worst): an empty name renames nothing and says nothing, as in New Custom View. maxLength is the appliance's limit (CustomViewRename), held by the input itself, so it has no message."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "name": {
    "ui:autofocus": true,
    "ui:emptyValue": "",
    "ui:options": {
      "autocomplete": "off"
    }
  }
};
