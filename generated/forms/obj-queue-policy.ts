// generated from specs/forms/obj-queue-policy.schema.json and obj-queue-policy.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-queue-policy.js';
export type Name = string;
export type Schedule = (Strict | RoundRobin | Weighted) & string;
export type Strict = 'strict';
export type RoundRobin = 'round-robin';
export type Weighted = 'weighted';
export type RateBy = (Kbps | Percent) & string;
export type Kbps = 'kbps';
export type Percent = 'percent';
/**
 * @maxItems 8
 */
export type CoSQueues =
  | []
  | [
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      }
    ]
  | [
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      }
    ]
  | [
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      }
    ]
  | [
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      }
    ]
  | [
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      }
    ]
  | [
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      }
    ]
  | [
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      }
    ]
  | [
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      },
      {
        name: Queue;
        weight?: Weight;
        'min-rate'?: MinimumRate;
        'max-rate'?: MaximumRate;
        'drop-policy'?: DropPolicy;
      }
    ];
export type Queue = (Queue0 | Queue1 | Queue2 | Queue3 | Queue4 | Queue5 | Queue6 | Queue7) & string;
export type Queue0 = 'queue-0';
export type Queue1 = 'queue-1';
export type Queue2 = 'queue-2';
export type Queue3 = 'queue-3';
export type Queue4 = 'queue-4';
export type Queue5 = 'queue-5';
export type Queue6 = 'queue-6';
export type Queue7 = 'queue-7';
export type Weight = number;
export type MinimumRate = number;
export type MaximumRate = number;
export type DropPolicy = (TailDrop | WRED) & string;
export type TailDrop = 'taildrop';
export type WRED = 'weighted-random-early-detection';

export interface ObjQueuePolicyFormData {
  name: Name;
  schedule?: Schedule;
  'rate-by'?: RateBy;
  'cos-queue'?: CoSQueues;
  [k: string]: unknown;
}

/** Queue Policy: Queue Policies (switch-controller.qos/queue-policy): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
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
    "schedule": {
      "type": "string",
      "title": "Schedule",
      "oneOf": [
        {
          "const": "strict",
          "title": "Strict"
        },
        {
          "const": "round-robin",
          "title": "Round robin"
        },
        {
          "const": "weighted",
          "title": "Weighted"
        }
      ],
      "default": "round-robin"
    },
    "rate-by": {
      "type": "string",
      "title": "Rate By",
      "oneOf": [
        {
          "const": "kbps",
          "title": "Kbps"
        },
        {
          "const": "percent",
          "title": "Percent"
        }
      ],
      "default": "kbps"
    },
    "cos-queue": {
      "type": "array",
      "title": "CoS Queues",
      "maxItems": 8,
      "errorMessage": {
        "maxItems": "A switch has eight queues at most."
      },
      "items": {
        "type": "object",
        "required": [
          "name"
        ],
        "properties": {
          "name": {
            "type": "string",
            "title": "Queue",
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
            ]
          },
          "weight": {
            "type": "integer",
            "title": "Weight",
            "minimum": 0,
            "maximum": 4294967295,
            "errorMessage": {
              "minimum": "Weight must be between 0 and 4294967295.",
              "maximum": "Weight must be between 0 and 4294967295.",
              "type": "Weight must be a whole number."
            },
            "default": 1
          },
          "min-rate": {
            "type": "integer",
            "title": "Minimum Rate",
            "minimum": 0,
            "maximum": 4294967295,
            "errorMessage": {
              "minimum": "Minimum Rate must be between 0 and 4294967295.",
              "maximum": "Minimum Rate must be between 0 and 4294967295.",
              "type": "Minimum Rate must be a whole number."
            },
            "default": 0
          },
          "max-rate": {
            "type": "integer",
            "title": "Maximum Rate",
            "minimum": 0,
            "maximum": 4294967295,
            "errorMessage": {
              "minimum": "Maximum Rate must be between 0 and 4294967295.",
              "maximum": "Maximum Rate must be between 0 and 4294967295.",
              "type": "Maximum Rate must be a whole number."
            },
            "default": 0
          },
          "drop-policy": {
            "type": "string",
            "title": "Drop Policy",
            "oneOf": [
              {
                "const": "taildrop",
                "title": "Tail drop"
              },
              {
                "const": "weighted-random-early-detection",
                "title": "WRED"
              }
            ],
            "default": "taildrop"
          }
        }
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
  "ui:order": [
    "name",
    "schedule",
    "rate-by",
    "cos-queue"
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
  "schedule": {
    "ui:hideError": false
  },
  "rate-by": {
    "ui:hideError": false
  },
  "cos-queue": {
    "ui:hideError": false
  }
};
