// generated from specs/forms/obj-acl-assignment.schema.json and obj-acl-assignment.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-acl-assignment.js';
export type Name = string;
/**
 * @minItems 1
 */
export type IngressACLIDs = [number, ...number[]];
export type Ports = string;
export type Description = string;

export interface ObjAclAssignmentFormData {
  name: Name;
  ingress: IngressACLIDs;
  ports?: Ports;
  description?: Description;
  [k: string]: unknown;
}

/** ACL Assignment: ACL Assignments (switch-controller.acl/group): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name",
    "ingress"
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
    "ingress": {
      "type": "array",
      "title": "Ingress ACL IDs",
      "minItems": 1,
      "items": {
        "type": "integer",
        "minimum": 1,
        "maximum": 4096
      },
      "errorMessage": {
        "minItems": "Add at least one ACL."
      }
    },
    "ports": {
      "type": "string",
      "title": "Ports",
      "maxLength": 255,
      "errorMessage": {
        "maxLength": "Ports cannot be longer than 255 characters.",
        "pattern": "Enter port names separated by commas, e.g. port1,port2."
      },
      "pattern": "^(port\\d+)(,port\\d+)*$"
    },
    "description": {
      "type": "string",
      "title": "Description",
      "maxLength": 63,
      "errorMessage": {
        "maxLength": "Description cannot be longer than 63 characters."
      }
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required.",
      "ingress": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "ingress",
    "ports",
    "description"
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
  "ingress": {
    "ui:hideError": false
  },
  "ports": {
    "ui:hideError": false
  },
  "description": {
    "ui:hideError": false
  }
};
