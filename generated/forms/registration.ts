// generated from specs/forms/registration.schema.json and registration.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/registration.js';
export type ImportTheEntitlementFile = boolean;
export type AccountIDEmail = string;
export type Password = string;
export type CountryRegion = string;
export type Reseller = string;
export type ResellerName = string;

export interface RegistrationFormData {
  useEntitlement: ImportTheEntitlementFile;
  account_id?: AccountIDEmail;
  password?: Password;
  country?: CountryRegion;
  reseller_id?: Reseller;
  reseller_name?: ResellerName;
}

/** Register: Startup wizard step Register and SSO: registers the unit to an existing support account (registerExistingUser). With an entitlement file (useEntitlement) account and password are not needed: both are disabled and the password is shown masked. Country/Region and Reseller options come from getCountryList and getResellerList at run time (the UI supplies them to the select widgets); choosing a country clears the reseller, choosing a reseller sets reseller_name. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "useEntitlement"
  ],
  "properties": {
    "useEntitlement": {
      "type": "boolean",
      "title": "Import the Entitlement File",
      "default": false
    },
    "account_id": {
      "type": "string",
      "title": "Account ID/Email",
      "format": "email",
      "errorMessage": {
        "format": "Please enter a valid email address."
      }
    },
    "password": {
      "type": "string",
      "title": "Password"
    },
    "country": {
      "type": "string",
      "title": "Country/Region"
    },
    "reseller_id": {
      "type": "string",
      "title": "Reseller"
    },
    "reseller_name": {
      "type": "string",
      "title": "Reseller Name"
    }
  },
  "if": {
    "properties": {
      "useEntitlement": {
        "const": true
      }
    },
    "required": [
      "useEntitlement"
    ]
  },
  "else": {
    "required": [
      "account_id",
      "password"
    ],
    "properties": {
      "account_id": {
        "minLength": 1,
        "errorMessage": {
          "minLength": "This field is required."
        }
      },
      "password": {
        "minLength": 1,
        "errorMessage": {
          "minLength": "This field is required."
        }
      }
    },
    "errorMessage": {
      "required": {
        "account_id": "This field is required.",
        "password": "This field is required."
      }
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:options": {
    "label": false
  },
  "ui:hideError": true,
  "ui:order": [
    "useEntitlement",
    "account_id",
    "password",
    "country",
    "reseller_id",
    "reseller_name"
  ],
  "useEntitlement": {
    "ui:widget": "hidden",
    "ui:hideError": false
  },
  "account_id": {
    "ui:options": {
      "inputType": "email",
      "autocomplete": "username",
      "whenInapplicable": "disabled"
    },
    "ui:hideError": false
  },
  "password": {
    "ui:widget": "password",
    "ui:options": {
      "autocomplete": "current-password",
      "whenInapplicable": "disabled"
    },
    "ui:hideError": false
  },
  "country": {
    "ui:widget": "select",
    "ui:placeholder": "Select a country/region",
    "ui:options": {
      "choicesFrom": "getCountryList"
    },
    "ui:hideError": false
  },
  "reseller_id": {
    "ui:widget": "select",
    "ui:placeholder": "Select a reseller",
    "ui:options": {
      "choicesFrom": "getResellerList"
    },
    "ui:hideError": false
  },
  "reseller_name": {
    "ui:widget": "hidden",
    "ui:hideError": false
  }
};
