// generated from specs/forms/package-export.schema.json and package-export.ui.json; do not edit, run npm run codegen

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export { validateFns } from './validators/package-export.js';
/**
 * @minItems 1
 */
export type PackageCategories = [PackageCategory, ...PackageCategory[]];
/**
 * A category of FortiGuard packages the update manager keeps and can export.
 */
export type PackageCategory = (
  AntiVirus | IPS | ApplicationControl | InternetServiceDatabase | BotnetIPAndDomains | GeoIP | WebFilter | AntiSpam
) &
  string &
  (AntiVirus | IPS | ApplicationControl | InternetServiceDatabase | BotnetIPAndDomains | GeoIP | WebFilter | AntiSpam) &
  string;
export type AntiVirus = 'antivirus';
export type IPS = 'ips';
export type ApplicationControl = 'appctrl';
export type InternetServiceDatabase = 'isdb';
export type BotnetIPAndDomains = 'botnet';
export type GeoIP = 'geoip';
export type WebFilter = 'webfilter';
export type AntiSpam = 'antispam';
export type NewestVersionOfEachPackageOnly = boolean;

export interface PackageExportFormData {
  categories: PackageCategories;
  newestOnly: NewestVersionOfEachPackageOnly;
}

/** Export Packages: Package transfer, export: the categories to export (one file each) and whether only the newest version of each package goes in (flags 1). */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "categories",
    "newestOnly"
  ],
  "properties": {
    "categories": {
      "type": "array",
      "title": "Package Categories",
      "uniqueItems": true,
      "minItems": 1,
      "items": {
        "title": "PackageCategory",
        "description": "A category of FortiGuard packages the update manager keeps and can export.",
        "type": "string",
        "oneOf": [
          {
            "const": "antivirus",
            "title": "AntiVirus"
          },
          {
            "const": "ips",
            "title": "IPS"
          },
          {
            "const": "appctrl",
            "title": "Application Control"
          },
          {
            "const": "isdb",
            "title": "Internet Service Database"
          },
          {
            "const": "botnet",
            "title": "Botnet IP and Domains"
          },
          {
            "const": "geoip",
            "title": "GeoIP"
          },
          {
            "const": "webfilter",
            "title": "Web Filter"
          },
          {
            "const": "antispam",
            "title": "AntiSpam"
          }
        ]
      },
      "default": [
        "antivirus",
        "ips"
      ],
      "errorMessage": {
        "minItems": "Choose at least one package category."
      }
    },
    "newestOnly": {
      "type": "boolean",
      "title": "Newest version of each package only",
      "default": true
    }
  },
  "errorMessage": {
    "required": {
      "categories": "Choose at least one package category."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "categories": {
    "ui:widget": "checkboxes",
    "ui:options": {
      "inline": true
    },
    "ui:hideError": false
  },
  "newestOnly": {
    "ui:widget": "checkbox"
  }
};
