// generated from specs/forms/sign-in.schema.json and sign-in.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/sign-in.js';
export type Username = string;
export type Password = string;

export interface SignInFormData {
  username: Username;
  password?: Password;
}

/** Sign In: The sign-in page's credentials, checked before they are posted as signIn (SignInRequest): a username is required, and neither field may be longer than the API accepts (64 and 128 characters). The page draws its own inputs and reads these rules from the generated form. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "username"
  ],
  "properties": {
    "username": {
      "type": "string",
      "title": "Username",
      "minLength": 1,
      "maxLength": 64,
      "errorMessage": {
        "minLength": "This field is required.",
        "maxLength": "The username cannot be longer than 64 characters."
      }
    },
    "password": {
      "type": "string",
      "title": "Password",
      "maxLength": 128,
      "errorMessage": {
        "maxLength": "The password cannot be longer than 128 characters."
      }
    }
  },
  "errorMessage": {
    "required": {
      "username": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "username",
    "password"
  ],
  "username": {
    "ui:autofocus": true,
    "ui:options": {
      "autocomplete": "username"
    }
  },
  "password": {
    "ui:widget": "password",
    "ui:options": {
      "autocomplete": "current-password"
    }
  }
};
