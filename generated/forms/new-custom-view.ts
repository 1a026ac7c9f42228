// generated from specs/forms/new-custom-view.schema.json and new-custom-view.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/new-custom-view.js';
export type Name = string;
export type CreateFrom = (Blank | FromTemplate) & string;
export type Blank = 'blank';
export type FromTemplate = 'template';
export type Subtype = (Generic | SDWAN | SecurityFabric) & string;
export type Generic = 'generic';
export type SDWAN = 'sdwan';
export type SecurityFabric = 'fabric';
export type Template = string;

export interface NewCustomViewFormData {
  name: Name;
  createFrom: CreateFrom;
  subType?: Subtype;
  template?: Template;
}

/** New Custom View: New Custom View modal: a name, then a blank view of a sub-type or a copy of a template. The template field is drawn as a picker of the templates the list call answers ('<name> [<ADOM name>]'). */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "name",
    "createFrom"
  ],
  "properties": {
    "name": {
      "type": "string",
      "title": "Name",
      "default": "",
      "maxLength": 64,
      "$comment": "Required, and always present (an empty string at worst): the spec's rule is that creation does nothing if the name is empty, and the only message of these dialogs is 'Please choose a template.', so an empty name is no validation error; the console sends nothing for it. maxLength is the appliance's limit (CustomViewCreate), held by the input itself, which takes no more characters, so it has no message."
    },
    "createFrom": {
      "type": "string",
      "title": "Create from",
      "default": "blank",
      "oneOf": [
        {
          "const": "blank",
          "title": "Blank"
        },
        {
          "const": "template",
          "title": "From Template"
        }
      ]
    },
    "subType": {
      "type": "string",
      "title": "Subtype",
      "default": "generic",
      "oneOf": [
        {
          "const": "generic",
          "title": "Generic"
        },
        {
          "const": "sdwan",
          "title": "SD-WAN"
        },
        {
          "const": "fabric",
          "title": "Security Fabric"
        }
      ]
    },
    "template": {
      "type": "string",
      "title": "Template"
    }
  },
  "if": {
    "required": [
      "createFrom"
    ],
    "properties": {
      "createFrom": {
        "const": "template"
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
          "minLength": "Please choose a template."
        }
      }
    },
    "errorMessage": {
      "required": {
        "template": "Please choose a template."
      }
    }
  },
  "else": {
    "required": [
      "subType"
    ],
    "properties": {
      "subType": {}
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "createFrom",
    "subType",
    "template"
  ],
  "name": {
    "ui:autofocus": true,
    "ui:emptyValue": "",
    "ui:options": {
      "autocomplete": "off"
    }
  },
  "createFrom": {
    "ui:widget": "radio",
    "ui:options": {
      "inline": true
    }
  },
  "subType": {
    "ui:widget": "radio",
    "ui:options": {
      "inline": true
    }
  }
};
