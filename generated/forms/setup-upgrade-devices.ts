// generated from specs/forms/setup-upgrade-devices.schema.json and setup-upgrade-devices.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/setup-upgrade-devices.js';
/**
 * @minItems 1
 */
export type Devices = [string, ...string[]];

export interface SetupUpgradeDevicesFormData {
  devices: Devices;
}

/** Setup Upgrade Devices: Setup Upgrade wizard, step Choose Devices to Assign: the devices the template is assigned to (keys of the vulnerable-device rows). The screen draws its own device picker and saves only when this schema holds. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "devices"
  ],
  "properties": {
    "devices": {
      "type": "array",
      "title": "Devices",
      "default": [],
      "uniqueItems": true,
      "items": {
        "type": "string",
        "minLength": 1
      },
      "minItems": 1,
      "errorMessage": {
        "minItems": "Choose at least one device."
      }
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "devices": {
    "ui:placeholder": "Select devices"
  }
};
