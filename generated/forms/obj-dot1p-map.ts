// generated from specs/forms/obj-dot1p-map.schema.json and obj-dot1p-map.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-dot1p-map.js';
export type Name = string;
export type Description = string;
export type EgressPriorityTagging = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type Priority0 = (Queue0 | Queue1 | Queue2 | Queue3 | Queue4 | Queue5 | Queue6 | Queue7) & string;
export type Queue0 = 'queue-0';
export type Queue1 = 'queue-1';
export type Queue2 = 'queue-2';
export type Queue3 = 'queue-3';
export type Queue4 = 'queue-4';
export type Queue5 = 'queue-5';
export type Queue6 = 'queue-6';
export type Queue7 = 'queue-7';
export type Priority1 = (Queue01 | Queue11 | Queue21 | Queue31 | Queue41 | Queue51 | Queue61 | Queue71) & string;
export type Queue01 = 'queue-0';
export type Queue11 = 'queue-1';
export type Queue21 = 'queue-2';
export type Queue31 = 'queue-3';
export type Queue41 = 'queue-4';
export type Queue51 = 'queue-5';
export type Queue61 = 'queue-6';
export type Queue71 = 'queue-7';
export type Priority2 = (Queue02 | Queue12 | Queue22 | Queue32 | Queue42 | Queue52 | Queue62 | Queue72) & string;
export type Queue02 = 'queue-0';
export type Queue12 = 'queue-1';
export type Queue22 = 'queue-2';
export type Queue32 = 'queue-3';
export type Queue42 = 'queue-4';
export type Queue52 = 'queue-5';
export type Queue62 = 'queue-6';
export type Queue72 = 'queue-7';
export type Priority3 = (Queue03 | Queue13 | Queue23 | Queue33 | Queue43 | Queue53 | Queue63 | Queue73) & string;
export type Queue03 = 'queue-0';
export type Queue13 = 'queue-1';
export type Queue23 = 'queue-2';
export type Queue33 = 'queue-3';
export type Queue43 = 'queue-4';
export type Queue53 = 'queue-5';
export type Queue63 = 'queue-6';
export type Queue73 = 'queue-7';
export type Priority4 = (Queue04 | Queue14 | Queue24 | Queue34 | Queue44 | Queue54 | Queue64 | Queue74) & string;
export type Queue04 = 'queue-0';
export type Queue14 = 'queue-1';
export type Queue24 = 'queue-2';
export type Queue34 = 'queue-3';
export type Queue44 = 'queue-4';
export type Queue54 = 'queue-5';
export type Queue64 = 'queue-6';
export type Queue74 = 'queue-7';
export type Priority5 = (Queue05 | Queue15 | Queue25 | Queue35 | Queue45 | Queue55 | Queue65 | Queue75) & string;
export type Queue05 = 'queue-0';
export type Queue15 = 'queue-1';
export type Queue25 = 'queue-2';
export type Queue35 = 'queue-3';
export type Queue45 = 'queue-4';
export type Queue55 = 'queue-5';
export type Queue65 = 'queue-6';
export type Queue75 = 'queue-7';
export type Priority6 = (Queue06 | Queue16 | Queue26 | Queue36 | Queue46 | Queue56 | Queue66 | Queue76) & string;
export type Queue06 = 'queue-0';
export type Queue16 = 'queue-1';
export type Queue26 = 'queue-2';
export type Queue36 = 'queue-3';
export type Queue46 = 'queue-4';
export type Queue56 = 'queue-5';
export type Queue66 = 'queue-6';
export type Queue76 = 'queue-7';
export type Priority7 = (Queue07 | Queue17 | Queue27 | Queue37 | Queue47 | Queue57 | Queue67 | Queue77) & string;
export type Queue07 = 'queue-0';
export type Queue17 = 'queue-1';
export type Queue27 = 'queue-2';
export type Queue37 = 'queue-3';
export type Queue47 = 'queue-4';
export type Queue57 = 'queue-5';
export type Queue67 = 'queue-6';
export type Queue77 = 'queue-7';

export interface ObjDot1PMapFormData {
  name: Name;
  description?: Description;
  'egress-pri-tagging'?: EgressPriorityTagging;
  'priority-0'?: Priority0;
  'priority-1'?: Priority1;
  'priority-2'?: Priority2;
  'priority-3'?: Priority3;
  'priority-4'?: Priority4;
  'priority-5'?: Priority5;
  'priority-6'?: Priority6;
  'priority-7'?: Priority7;
  [k: string]: unknown;
}

/** 802.1p Map: 802.1p Maps (switch-controller.qos/dot1p-map): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": true,
  "required": [
    "name"
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
    "description": {
      "type": "string",
      "title": "Description",
      "maxLength": 63,
      "errorMessage": {
        "maxLength": "Description cannot be longer than 63 characters."
      }
    },
    "egress-pri-tagging": {
      "type": "string",
      "title": "Egress Priority Tagging",
      "oneOf": [
        {
          "const": "enable",
          "title": "Enable"
        },
        {
          "const": "disable",
          "title": "Disable"
        }
      ],
      "default": "disable"
    },
    "priority-0": {
      "type": "string",
      "title": "Priority 0",
      "oneOf": [
        {
          "const": "queue-0",
          "title": "Queue 0"
        },
        {
          "const": "queue-1",
          "title": "Queue 1"
        },
        {
          "const": "queue-2",
          "title": "Queue 2"
        },
        {
          "const": "queue-3",
          "title": "Queue 3"
        },
        {
          "const": "queue-4",
          "title": "Queue 4"
        },
        {
          "const": "queue-5",
          "title": "Queue 5"
        },
        {
          "const": "queue-6",
          "title": "Queue 6"
        },
        {
          "const": "queue-7",
          "title": "Queue 7"
        }
      ],
      "default": "queue-0"
    },
    "priority-1": {
      "type": "string",
      "title": "Priority 1",
      "oneOf": [
        {
          "const": "queue-0",
          "title": "Queue 0"
        },
        {
          "const": "queue-1",
          "title": "Queue 1"
        },
        {
          "const": "queue-2",
          "title": "Queue 2"
        },
        {
          "const": "queue-3",
          "title": "Queue 3"
        },
        {
          "const": "queue-4",
          "title": "Queue 4"
        },
        {
          "const": "queue-5",
          "title": "Queue 5"
        },
        {
          "const": "queue-6",
          "title": "Queue 6"
        },
        {
          "const": "queue-7",
          "title": "Queue 7"
        }
      ],
      "default": "queue-1"
    },
    "priority-2": {
      "type": "string",
      "title": "Priority 2",
      "oneOf": [
        {
          "const": "queue-0",
          "title": "Queue 0"
        },
        {
          "const": "queue-1",
          "title": "Queue 1"
        },
        {
          "const": "queue-2",
          "title": "Queue 2"
        },
        {
          "const": "queue-3",
          "title": "Queue 3"
        },
        {
          "const": "queue-4",
          "title": "Queue 4"
        },
        {
          "const": "queue-5",
          "title": "Queue 5"
        },
        {
          "const": "queue-6",
          "title": "Queue 6"
        },
        {
          "const": "queue-7",
          "title": "Queue 7"
        }
      ],
      "default": "queue-2"
    },
    "priority-3": {
      "type": "string",
      "title": "Priority 3",
      "oneOf": [
        {
          "const": "queue-0",
          "title": "Queue 0"
        },
        {
          "const": "queue-1",
          "title": "Queue 1"
        },
        {
          "const": "queue-2",
          "title": "Queue 2"
        },
        {
          "const": "queue-3",
          "title": "Queue 3"
        },
        {
          "const": "queue-4",
          "title": "Queue 4"
        },
        {
          "const": "queue-5",
          "title": "Queue 5"
        },
        {
          "const": "queue-6",
          "title": "Queue 6"
        },
        {
          "const": "queue-7",
          "title": "Queue 7"
        }
      ],
      "default": "queue-3"
    },
    "priority-4": {
      "type": "string",
      "title": "Priority 4",
      "oneOf": [
        {
          "const": "queue-0",
          "title": "Queue 0"
        },
        {
          "const": "queue-1",
          "title": "Queue 1"
        },
        {
          "const": "queue-2",
          "title": "Queue 2"
        },
        {
          "const": "queue-3",
          "title": "Queue 3"
        },
        {
          "const": "queue-4",
          "title": "Queue 4"
        },
        {
          "const": "queue-5",
          "title": "Queue 5"
        },
        {
          "const": "queue-6",
          "title": "Queue 6"
        },
        {
          "const": "queue-7",
          "title": "Queue 7"
        }
      ],
      "default": "queue-4"
    },
    "priority-5": {
      "type": "string",
      "title": "Priority 5",
      "oneOf": [
        {
          "const": "queue-0",
          "title": "Queue 0"
        },
        {
          "const": "queue-1",
          "title": "Queue 1"
        },
        {
          "const": "queue-2",
          "title": "Queue 2"
        },
        {
          "const": "queue-3",
          "title": "Queue 3"
        },
        {
          "const": "queue-4",
          "title": "Queue 4"
        },
        {
          "const": "queue-5",
          "title": "Queue 5"
        },
        {
          "const": "queue-6",
          "title": "Queue 6"
        },
        {
          "const": "queue-7",
          "title": "Queue 7"
        }
      ],
      "default": "queue-5"
    },
    "priority-6": {
      "type": "string",
      "title": "Priority 6",
      "oneOf": [
        {
          "const": "queue-0",
          "title": "Queue 0"
        },
        {
          "const": "queue-1",
          "title": "Queue 1"
        },
        {
          "const": "queue-2",
          "title": "Queue 2"
        },
        {
          "const": "queue-3",
          "title": "Queue 3"
        },
        {
          "const": "queue-4",
          "title": "Queue 4"
        },
        {
          "const": "queue-5",
          "title": "Queue 5"
        },
        {
          "const": "queue-6",
          "title": "Queue 6"
        },
        {
          "const": "queue-7",
          "title": "Queue 7"
        }
      ],
      "default": "queue-6"
    },
    "priority-7": {
      "type": "string",
      "title": "Priority 7",
      "oneOf": [
        {
          "const": "queue-0",
          "title": "Queue 0"
        },
        {
          "const": "queue-1",
          "title": "Queue 1"
        },
        {
          "const": "queue-2",
          "title": "Queue 2"
        },
        {
          "const": "queue-3",
          "title": "Queue 3"
        },
        {
          "const": "queue-4",
          "title": "Queue 4"
        },
        {
          "const": "queue-5",
          "title": "Queue 5"
        },
        {
          "const": "queue-6",
          "title": "Queue 6"
        },
        {
          "const": "queue-7",
          "title": "Queue 7"
        }
      ],
      "default": "queue-7"
    }
  },
  "errorMessage": {
    "required": {
      "name": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "description",
    "egress-pri-tagging",
    "priority-0",
    "priority-1",
    "priority-2",
    "priority-3",
    "priority-4",
    "priority-5",
    "priority-6",
    "priority-7"
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
  "description": {
    "ui:hideError": false
  },
  "egress-pri-tagging": {
    "ui:hideError": false
  },
  "priority-0": {
    "ui:hideError": false
  },
  "priority-1": {
    "ui:hideError": false
  },
  "priority-2": {
    "ui:hideError": false
  },
  "priority-3": {
    "ui:hideError": false
  },
  "priority-4": {
    "ui:hideError": false
  },
  "priority-5": {
    "ui:hideError": false
  },
  "priority-6": {
    "ui:hideError": false
  },
  "priority-7": {
    "ui:hideError": false
  }
};
