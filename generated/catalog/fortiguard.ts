// generated from specs/catalog/fortiguard.json; do not edit, run npm run codegen

/**
 * @minItems 1
 */
export type Labelled = [
  {
    value: string;
    label: string;
  },
  ...{
    value: string;
    label: string;
  }[]
];

/**
 * The update and licence services' lists (spec section 9): product codes, licence-filter types and support contract types, each with its label, and the result size asked of package lists.
 */
export interface FortiguardCatalog {
  $schema?: string;
  description?: string;
  productCodes: Labelled;
  licenceFilterTypes: Labelled;
  supportContractTypes: Labelled;
  packageListResultSize: 50000000;
}

export const fortiguard = {
  "description": "Lists of the update and licence services (spec section 9). Values are the appliance's codes; labels are what the console shows.",
  "productCodes": [
    {
      "value": "FGT",
      "label": "FortiGate"
    },
    {
      "value": "FAZ",
      "label": "FortiAnalyzer"
    },
    {
      "value": "FMG",
      "label": "FortiManager"
    },
    {
      "value": "FAP",
      "label": "FortiAP"
    },
    {
      "value": "FXT",
      "label": "FortiExtender"
    },
    {
      "value": "FSW",
      "label": "FortiSwitch"
    },
    {
      "value": "FPX",
      "label": "FortiProxy"
    }
  ],
  "licenceFilterTypes": [
    {
      "value": "antivirus",
      "label": "AntiVirus"
    },
    {
      "value": "ips",
      "label": "IPS"
    },
    {
      "value": "antispam",
      "label": "AntiSpam"
    },
    {
      "value": "webfiltering",
      "label": "Web Filtering"
    },
    {
      "value": "valscan",
      "label": "Vulnerability Scan"
    },
    {
      "value": "outbreak",
      "label": "Outbreak Prevention"
    },
    {
      "value": "industraldb",
      "label": "Industrial DB"
    },
    {
      "value": "fmss",
      "label": "Security Rating"
    }
  ],
  "supportContractTypes": [
    {
      "value": "hardware",
      "label": "Hardware"
    },
    {
      "value": "firmware",
      "label": "Firmware"
    },
    {
      "value": "enhanced",
      "label": "Enhanced Support"
    },
    {
      "value": "comprehensive",
      "label": "Comprehensive Support"
    }
  ],
  "packageListResultSize": 50000000
} as const satisfies FortiguardCatalog;
