// generated from specs/forms/auto-backup.schema.json and auto-backup.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/auto-backup.js';
export type AutoBackupFormData = {
  [k: string]: unknown;
} & {
  status: AutomaticBackup;
  protocol?: Protocol;
  server?: Server;
  directory?: Directory;
  user?: UserName;
  passwd?: Password;
  crptpasswd?: EncryptionPassword;
  when?: ScheduleType;
  week_days?: Days;
  time?: Time;
};
export type AutomaticBackup = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type Protocol = (FTP | SFTP | SCP) & string;
export type FTP = 'ftp';
export type SFTP = 'sftp';
export type SCP = 'scp';
export type Server = string;
export type Directory = string;
export type UserName = string;
export type Password = string;
export type EncryptionPassword = string;
export type ScheduleType = (Hourly | Daily | Weekly) & string;
export type Hourly = 'hourly';
export type Daily = 'daily';
export type Weekly = 'weekly';
export type Monday = 'monday';
export type Tuesday = 'tuesday';
export type Wednesday = 'wednesday';
export type Thursday = 'thursday';
export type Friday = 'friday';
export type Saturday = 'saturday';
export type Sunday = 'sunday';
export type Days = ((Monday | Tuesday | Wednesday | Thursday | Friday | Saturday | Sunday) & string)[];
export type Time = string;

/** Automatic Backup: Backup Strategy step, automatic-backup form (super admin only): back up all settings to a remote server on a schedule. Same fields as BackupSchedule (setBackupSchedule); with status enable the server, user, password and schedule are required. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "status"
  ],
  "properties": {
    "status": {
      "type": "string",
      "title": "Automatic Backup",
      "default": "disable",
      "oneOf": [
        {
          "const": "enable",
          "title": "Enable"
        },
        {
          "const": "disable",
          "title": "Disable"
        }
      ]
    },
    "protocol": {
      "type": "string",
      "title": "Protocol",
      "default": "sftp",
      "oneOf": [
        {
          "const": "ftp",
          "title": "FTP"
        },
        {
          "const": "sftp",
          "title": "SFTP"
        },
        {
          "const": "scp",
          "title": "SCP"
        }
      ]
    },
    "server": {
      "type": "string",
      "title": "Server",
      "maxLength": 255,
      "pattern": "^[A-Za-z0-9._:\\[\\]-]*$",
      "errorMessage": {
        "pattern": "Please enter a valid IP address or host name.",
        "maxLength": "Please enter a valid IP address or host name."
      }
    },
    "directory": {
      "type": "string",
      "title": "Directory",
      "default": "/",
      "maxLength": 255
    },
    "user": {
      "type": "string",
      "title": "User Name",
      "maxLength": 63
    },
    "passwd": {
      "type": "string",
      "title": "Password",
      "maxLength": 63,
      "errorMessage": {
        "maxLength": "The password cannot be longer than 63 characters."
      }
    },
    "crptpasswd": {
      "type": "string",
      "title": "Encryption Password",
      "maxLength": 63,
      "errorMessage": {
        "maxLength": "The password cannot be longer than 63 characters."
      }
    },
    "when": {
      "type": "string",
      "title": "Schedule Type",
      "default": "daily",
      "oneOf": [
        {
          "const": "hourly",
          "title": "Hourly"
        },
        {
          "const": "daily",
          "title": "Daily"
        },
        {
          "const": "weekly",
          "title": "Weekly"
        }
      ]
    },
    "week_days": {
      "type": "array",
      "title": "Days",
      "uniqueItems": true,
      "items": {
        "type": "string",
        "oneOf": [
          {
            "const": "monday",
            "title": "Monday"
          },
          {
            "const": "tuesday",
            "title": "Tuesday"
          },
          {
            "const": "wednesday",
            "title": "Wednesday"
          },
          {
            "const": "thursday",
            "title": "Thursday"
          },
          {
            "const": "friday",
            "title": "Friday"
          },
          {
            "const": "saturday",
            "title": "Saturday"
          },
          {
            "const": "sunday",
            "title": "Sunday"
          }
        ]
      }
    },
    "time": {
      "type": "string",
      "title": "Time",
      "default": "02:00",
      "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
      "errorMessage": {
        "pattern": "Please enter a time as HH:MM."
      }
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "status": {
            "const": "enable"
          }
        },
        "required": [
          "status"
        ]
      },
      "then": {
        "required": [
          "server",
          "user",
          "passwd",
          "when",
          "time"
        ],
        "$comment": "Protocol, directory and encryption password have no rule of their own; they are named here because they belong to an enabled schedule (the form shows them only then).",
        "properties": {
          "protocol": {},
          "directory": {},
          "crptpasswd": {},
          "server": {
            "minLength": 1,
            "errorMessage": {
              "minLength": "This field is required."
            }
          },
          "user": {
            "minLength": 1,
            "errorMessage": {
              "minLength": "This field is required."
            }
          },
          "passwd": {
            "minLength": 1,
            "errorMessage": {
              "minLength": "This field is required."
            }
          }
        },
        "errorMessage": {
          "required": {
            "server": "This field is required.",
            "user": "This field is required.",
            "passwd": "This field is required.",
            "when": "This field is required.",
            "time": "This field is required."
          }
        }
      }
    },
    {
      "if": {
        "properties": {
          "status": {
            "const": "enable"
          },
          "when": {
            "const": "weekly"
          }
        },
        "required": [
          "status",
          "when"
        ]
      },
      "then": {
        "required": [
          "week_days"
        ],
        "properties": {
          "week_days": {
            "minItems": 1,
            "errorMessage": {
              "minItems": "This field is required."
            }
          }
        },
        "errorMessage": {
          "required": {
            "week_days": "This field is required."
          }
        }
      }
    }
  ]
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:options": {
    "label": false
  },
  "ui:hideError": true,
  "ui:order": [
    "status",
    "protocol",
    "server",
    "directory",
    "user",
    "passwd",
    "crptpasswd",
    "when",
    "week_days",
    "time"
  ],
  "status": {
    "ui:widget": "radio",
    "ui:options": {
      "inline": true
    },
    "ui:hideError": false
  },
  "protocol": {
    "ui:widget": "radio",
    "ui:options": {
      "inline": true
    },
    "ui:hideError": false
  },
  "server": {
    "ui:placeholder": "IP address or FQDN",
    "ui:hideError": false
  },
  "directory": {
    "ui:hideError": false
  },
  "user": {
    "ui:hideError": false
  },
  "passwd": {
    "ui:widget": "password",
    "ui:options": {
      "autocomplete": "new-password"
    },
    "ui:hideError": false
  },
  "crptpasswd": {
    "ui:widget": "password",
    "ui:options": {
      "autocomplete": "new-password"
    },
    "ui:hideError": false
  },
  "when": {
    "ui:widget": "radio",
    "ui:options": {
      "inline": true
    },
    "ui:hideError": false
  },
  "week_days": {
    "ui:widget": "checkboxes",
    "ui:options": {
      "inline": true
    },
    "ui:hideError": false
  },
  "time": {
    "ui:placeholder": "HH:MM",
    "ui:hideError": false
  }
};
