// generated from specs/forms/hostname.schema.json and hostname.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/hostname.js';
export type Hostname = string;

export interface HostnameFormData {
  hostname: Hostname;
}

/** Specify Hostname: Startup wizard step Specify Hostname: the appliance's host name. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "hostname"
  ],
  "properties": {
    "hostname": {
      "type": "string",
      "title": "Hostname",
      "minLength": 1,
      "maxLength": 35,
      "pattern": "^[^\\\\\"'<>()&`|;#\\s]*$",
      "errorMessage": {
        "minLength": "This field is required.",
        "maxLength": "Host name cannot be longer than 35 characters.",
        "pattern": "Host name cannot contain \\ \" > < ( ) ' & ` | ; # white space."
      }
    }
  },
  "errorMessage": {
    "required": {
      "hostname": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:options": {
    "label": false
  },
  "ui:hideError": true,
  "hostname": {
    "ui:autofocus": true,
    "ui:options": {
      "autocomplete": "off"
    },
    "ui:hideError": false
  }
};
