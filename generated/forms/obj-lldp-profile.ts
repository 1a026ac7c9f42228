// generated from specs/forms/obj-lldp-profile.schema.json and obj-lldp-profile.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/obj-lldp-profile.js';
export type Name = string;
export type InventoryManagement = 'inventory-management';
export type NetworkPolicy = 'network-policy';
export type PowerManagement = 'power-management';
export type LocationIdentification = 'location-identification';
export type LLDPMEDTLVs = ((InventoryManagement | NetworkPolicy | PowerManagement | LocationIdentification) & string)[];
export type PortVLANID = 'port-vlan-id';
export type MaximumFrameSize = 'max-frame-size';
export type PowerNegotiation = 'power-negotiation';
export type AutoInterSwitchLink = (Enable | Disable) & string;
export type Enable = 'enable';
export type Disable = 'disable';
export type ISLHelloTimerS = number;
export type ISLPortGroup = number;

export interface ObjLldpProfileFormData {
  name: Name;
  'med-tlvs'?: LLDPMEDTLVs;
  '802.1-tlvs'?: (PortVLANID & string)[];
  '802.3-tlvs'?: ((MaximumFrameSize | PowerNegotiation) & string)[];
  'auto-isl'?: AutoInterSwitchLink;
  'auto-isl-hello-timer'?: ISLHelloTimerS;
  'auto-isl-port-group'?: ISLPortGroup;
  [k: string]: unknown;
}

/** LLDP Profile: LLDP Profiles (switch-controller/lldp-profile): the fields an administrator edits, with their rules and messages. The object engine lists, creates, edits, clones and deletes these through the config-object calls. */
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
    "med-tlvs": {
      "type": "array",
      "title": "LLDP-MED TLVs",
      "uniqueItems": true,
      "items": {
        "type": "string",
        "oneOf": [
          {
            "const": "inventory-management",
            "title": "Inventory management"
          },
          {
            "const": "network-policy",
            "title": "Network policy"
          },
          {
            "const": "power-management",
            "title": "Power management"
          },
          {
            "const": "location-identification",
            "title": "Location identification"
          }
        ]
      }
    },
    "802.1-tlvs": {
      "type": "array",
      "title": "802.1 TLVs",
      "uniqueItems": true,
      "items": {
        "type": "string",
        "oneOf": [
          {
            "const": "port-vlan-id",
            "title": "Port VLAN ID"
          }
        ]
      }
    },
    "802.3-tlvs": {
      "type": "array",
      "title": "802.3 TLVs",
      "uniqueItems": true,
      "items": {
        "type": "string",
        "oneOf": [
          {
            "const": "max-frame-size",
            "title": "Maximum frame size"
          },
          {
            "const": "power-negotiation",
            "title": "Power negotiation"
          }
        ]
      }
    },
    "auto-isl": {
      "type": "string",
      "title": "Auto Inter-Switch Link",
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
      "default": "enable"
    },
    "auto-isl-hello-timer": {
      "type": "integer",
      "title": "ISL Hello Timer (s)",
      "minimum": 1,
      "maximum": 30,
      "errorMessage": {
        "minimum": "ISL Hello Timer (s) must be between 1 and 30.",
        "maximum": "ISL Hello Timer (s) must be between 1 and 30.",
        "type": "ISL Hello Timer (s) must be a whole number."
      },
      "default": 3
    },
    "auto-isl-port-group": {
      "type": "integer",
      "title": "ISL Port Group",
      "minimum": 0,
      "maximum": 9,
      "errorMessage": {
        "minimum": "ISL Port Group must be between 0 and 9.",
        "maximum": "ISL Port Group must be between 0 and 9.",
        "type": "ISL Port Group must be a whole number."
      },
      "default": 0
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
    "med-tlvs",
    "802.1-tlvs",
    "802.3-tlvs",
    "auto-isl",
    "auto-isl-hello-timer",
    "auto-isl-port-group"
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
  "med-tlvs": {
    "ui:hideError": false,
    "ui:widget": "checkboxes",
    "ui:options": {
      "inline": true
    }
  },
  "802.1-tlvs": {
    "ui:hideError": false,
    "ui:widget": "checkboxes",
    "ui:options": {
      "inline": true
    }
  },
  "802.3-tlvs": {
    "ui:hideError": false,
    "ui:widget": "checkboxes",
    "ui:options": {
      "inline": true
    }
  },
  "auto-isl": {
    "ui:hideError": false
  },
  "auto-isl-hello-timer": {
    "ui:hideError": false
  },
  "auto-isl-port-group": {
    "ui:hideError": false
  }
};
