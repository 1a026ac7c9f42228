// generated from specs/forms/firmware-template.schema.json and firmware-template.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/firmware-template.js';
export type FirmwareTemplateFormData = {
  [k: string]: unknown;
} & {
  name: Name;
  'schedule-type': UpgradeSchedule;
  'schedule-day'?: Day;
  'schedule-start-time'?: StartTime;
  'schedule-end-time'?: EndTime;
  'image-source': ImageSource;
  'enforced version': FirmwareVersions;
};
export type Name = string;
export type UpgradeSchedule = number & (AsSoonAsPossible | Daily | Weekly);
export type AsSoonAsPossible = 0;
export type Daily = 1;
export type Weekly = 2;
export type Day = number & (None | Sunday | Monday | Tuesday | Wednesday | Thursday | Friday | Saturday);
export type None = 0;
export type Sunday = 1;
export type Monday = 2;
export type Tuesday = 4;
export type Wednesday = 8;
export type Thursday = 16;
export type Friday = 32;
export type Saturday = 64;
export type StartTime = string;
export type EndTime = string;
export type ImageSource = number & (FortiGuard | LocalImages);
export type FortiGuard = 0;
export type LocalImages = 1;
/**
 * The version each platform of the chosen devices is upgraded to.
 *
 * @minItems 1
 */
export type FirmwareVersions = [
  {
    platform: Platform;
    product: Product;
    version: Version;
    'upgrade-path': UpgradePath;
    flags: Flags;
    'gui-auto-created'?: 0 | 1;
  },
  ...{
    platform: Platform;
    product: Product;
    version: Version;
    'upgrade-path': UpgradePath;
    flags: Flags;
    'gui-auto-created'?: 0 | 1;
  }[]
];
export type Platform = string;
export type Product = (FortiGate | FortiAP | FortiSwitch | FortiExtender | FortiProxy) & string;
export type FortiGate = 'FGT';
export type FortiAP = 'FAP';
export type FortiSwitch = 'FSW';
export type FortiExtender = 'FXT';
export type FortiProxy = 'FPX';
export type Version = string;
export type UpgradePath = Automatic & string;
export type Automatic = 'auto';
export type Flags = number;

/** Firmware Template: Setup Upgrade wizard, step Firmware Template: a new template's name, when its devices upgrade, where images come from, and the version each platform is upgraded to. Defaults are those of templates created from the vulnerability view: no schedule window, images from FortiGuard, automatic upgrade path, no flags. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "name",
    "schedule-type",
    "image-source",
    "enforced version"
  ],
  "properties": {
    "name": {
      "type": "string",
      "title": "Name",
      "$comment": "An empty name or one of spaces only is no name (the console trims the name before sending it).",
      "not": {
        "pattern": "^\\s*$"
      },
      "maxLength": 35,
      "pattern": "^[^\\\\/\"'<>&|;#]*$",
      "errorMessage": {
        "not": "This field is required.",
        "maxLength": "The name cannot be longer than 35 characters.",
        "pattern": "The name cannot contain \\ / \" ' < > & | ; #"
      }
    },
    "schedule-type": {
      "type": "integer",
      "title": "Upgrade Schedule",
      "default": 0,
      "oneOf": [
        {
          "const": 0,
          "title": "As Soon As Possible"
        },
        {
          "const": 1,
          "title": "Daily"
        },
        {
          "const": 2,
          "title": "Weekly"
        }
      ]
    },
    "schedule-day": {
      "type": "integer",
      "title": "Day",
      "default": 0,
      "oneOf": [
        {
          "const": 0,
          "title": "None"
        },
        {
          "const": 1,
          "title": "Sunday"
        },
        {
          "const": 2,
          "title": "Monday"
        },
        {
          "const": 4,
          "title": "Tuesday"
        },
        {
          "const": 8,
          "title": "Wednesday"
        },
        {
          "const": 16,
          "title": "Thursday"
        },
        {
          "const": 32,
          "title": "Friday"
        },
        {
          "const": 64,
          "title": "Saturday"
        }
      ]
    },
    "schedule-start-time": {
      "type": "string",
      "title": "Start Time",
      "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
      "errorMessage": {
        "pattern": "Enter a time as HH:MM (00:00 to 23:59)."
      }
    },
    "schedule-end-time": {
      "type": "string",
      "title": "End Time",
      "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
      "errorMessage": {
        "pattern": "Enter a time as HH:MM (00:00 to 23:59)."
      }
    },
    "image-source": {
      "type": "integer",
      "title": "Image Source",
      "default": 0,
      "oneOf": [
        {
          "const": 0,
          "title": "FortiGuard"
        },
        {
          "const": 1,
          "title": "Local Images"
        }
      ]
    },
    "enforced version": {
      "type": "array",
      "title": "Firmware Versions",
      "description": "The version each platform of the chosen devices is upgraded to.",
      "default": [],
      "minItems": 1,
      "errorMessage": {
        "minItems": "Keep at least one firmware version."
      },
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "platform",
          "product",
          "version",
          "upgrade-path",
          "flags"
        ],
        "properties": {
          "platform": {
            "type": "string",
            "title": "Platform",
            "minLength": 1,
            "errorMessage": {
              "minLength": "This field is required."
            }
          },
          "product": {
            "type": "string",
            "title": "Product",
            "oneOf": [
              {
                "const": "FGT",
                "title": "FortiGate"
              },
              {
                "const": "FAP",
                "title": "FortiAP"
              },
              {
                "const": "FSW",
                "title": "FortiSwitch"
              },
              {
                "const": "FXT",
                "title": "FortiExtender"
              },
              {
                "const": "FPX",
                "title": "FortiProxy"
              }
            ]
          },
          "version": {
            "type": "string",
            "title": "Version",
            "minLength": 1,
            "errorMessage": {
              "minLength": "This field is required."
            }
          },
          "upgrade-path": {
            "type": "string",
            "title": "Upgrade Path",
            "default": "auto",
            "oneOf": [
              {
                "const": "auto",
                "title": "Automatic"
              }
            ]
          },
          "flags": {
            "type": "integer",
            "title": "Flags",
            "minimum": 0,
            "default": 0
          },
          "gui-auto-created": {
            "type": "integer",
            "enum": [
              0,
              1
            ],
            "default": 1
          }
        },
        "errorMessage": {
          "required": {
            "platform": "This field is required.",
            "version": "This field is required."
          }
        }
      }
    }
  },
  "allOf": [
    {
      "if": {
        "required": [
          "schedule-type"
        ],
        "properties": {
          "schedule-type": {
            "enum": [
              1,
              2
            ]
          }
        }
      },
      "then": {
        "required": [
          "schedule-start-time",
          "schedule-end-time"
        ],
        "errorMessage": {
          "required": {
            "schedule-start-time": "This field is required.",
            "schedule-end-time": "This field is required."
          }
        }
      }
    },
    {
      "if": {
        "required": [
          "schedule-type"
        ],
        "properties": {
          "schedule-type": {
            "const": 2
          }
        }
      },
      "then": {
        "required": [
          "schedule-day"
        ],
        "properties": {
          "schedule-day": {
            "minimum": 1,
            "errorMessage": {
              "minimum": "This field is required."
            }
          }
        },
        "errorMessage": {
          "required": {
            "schedule-day": "This field is required."
          }
        }
      }
    }
  ],
  "errorMessage": {
    "required": {
      "name": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "schedule-type",
    "schedule-day",
    "schedule-start-time",
    "schedule-end-time",
    "image-source",
    "enforced version"
  ],
  "ui:hideError": true,
  "name": {
    "ui:autofocus": true,
    "ui:options": {
      "autocomplete": "off"
    },
    "ui:hideError": false
  },
  "schedule-type": {
    "ui:widget": "radio",
    "ui:options": {
      "inline": true
    },
    "ui:hideError": false
  },
  "schedule-day": {
    "ui:widget": "select",
    "ui:hideError": false
  },
  "schedule-start-time": {
    "ui:placeholder": "HH:MM",
    "ui:options": {
      "inputType": "time"
    },
    "ui:hideError": false
  },
  "schedule-end-time": {
    "ui:placeholder": "HH:MM",
    "ui:options": {
      "inputType": "time"
    },
    "ui:hideError": false
  },
  "image-source": {
    "ui:widget": "radio",
    "ui:options": {
      "inline": true
    },
    "ui:hideError": false
  },
  "enforced version": {
    "ui:options": {
      "addable": false,
      "removable": true,
      "orderable": false
    },
    "items": {
      "ui:title": "",
      "ui:order": [
        "platform",
        "version",
        "*"
      ],
      "platform": {
        "ui:readonly": true
      },
      "product": {
        "ui:widget": "hidden"
      },
      "upgrade-path": {
        "ui:widget": "hidden"
      },
      "flags": {
        "ui:widget": "hidden"
      },
      "gui-auto-created": {
        "ui:widget": "hidden"
      },
      "ui:hideError": false,
      "version": {
        "ui:hideError": false
      }
    },
    "ui:hideError": false
  }
};
