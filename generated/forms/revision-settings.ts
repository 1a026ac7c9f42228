// generated from specs/forms/revision-settings.schema.json and revision-settings.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/revision-settings.js';
export type TotalNumberOfRevisionsToKeep = number;
export type AutoDeleteRevisions = boolean;
export type DeleteRevisionsOlderThanDays = number;

export interface RevisionSettingsFormData {
  max_revisions: TotalNumberOfRevisionsToKeep;
  auto_delete: AutoDeleteRevisions;
  delete_older_than_days?: DeleteRevisionsOlderThanDays;
}

/** Revision Settings: Backup Strategy step, revision settings form: how many configuration revisions are kept and whether old ones are deleted (setRevisionSettings). */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "max_revisions",
    "auto_delete"
  ],
  "properties": {
    "max_revisions": {
      "type": "integer",
      "title": "Total Number of Revisions to Keep",
      "default": 100,
      "minimum": 1,
      "maximum": 9999,
      "errorMessage": {
        "minimum": "Please enter a number between 1 and 9999.",
        "maximum": "Please enter a number between 1 and 9999.",
        "type": "Please enter a number between 1 and 9999."
      }
    },
    "auto_delete": {
      "type": "boolean",
      "title": "Auto-Delete Revisions",
      "default": false
    },
    "delete_older_than_days": {
      "type": "integer",
      "title": "Delete Revisions Older Than (Days)",
      "default": 365,
      "minimum": 1,
      "maximum": 3650,
      "errorMessage": {
        "minimum": "Please enter a number between 1 and 3650.",
        "maximum": "Please enter a number between 1 and 3650.",
        "type": "Please enter a number between 1 and 3650."
      }
    }
  },
  "errorMessage": {
    "required": {
      "max_revisions": "This field is required."
    }
  },
  "if": {
    "properties": {
      "auto_delete": {
        "const": true
      }
    },
    "required": [
      "auto_delete"
    ]
  },
  "then": {
    "required": [
      "delete_older_than_days"
    ],
    "errorMessage": {
      "required": {
        "delete_older_than_days": "This field is required."
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
    "max_revisions",
    "auto_delete",
    "delete_older_than_days"
  ],
  "max_revisions": {
    "ui:widget": "updown",
    "ui:hideError": false
  },
  "auto_delete": {
    "ui:widget": "checkbox",
    "ui:hideError": false
  },
  "delete_older_than_days": {
    "ui:widget": "updown",
    "ui:hideError": false
  }
};
