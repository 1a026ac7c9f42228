// generated from specs/catalog/products.json; do not edit, run npm run codegen

/**
 * The product family as the vulnerability views see it: what each managed device's OS type runs (the PSIRT data's product name), its firmware product code, and the Device Type View's groups in their order with their headings.
 */
export interface ProductsCatalog {
  $schema?: string;
  description?: string;
  /**
   * By a managed device's os_type.
   */
  osTypes: {
    [k: string]: {
      /**
       * Product name of the PSIRT advisories that apply.
       */
      psirtPlatform: string;
      /**
       * Firmware product code (firmware templates and version lists).
       */
      productCode: string;
      /**
       * Key of the Device Type View group.
       */
      deviceTypeGroup: string;
    };
  };
  /**
   * Platforms that run the chassis FortiOS build line, whose advisories name the product FortiOS-6K7K (case-insensitive).
   */
  chassisPlatformPattern: string;
  /**
   * Groups of the Device Type View in the order the view lists them.
   */
  deviceTypeGroups: {
    key: string;
    /**
     * Group heading: the product's own name.
     */
    heading: string;
  }[];
}

export const products = {
  "description": "Products of the managed fleet as the PSIRT views match and group them.",
  "osTypes": {
    "FortiGate": {
      "psirtPlatform": "FortiOS",
      "productCode": "FGT",
      "deviceTypeGroup": "FGT"
    },
    "FortiCarrier": {
      "psirtPlatform": "FortiOS",
      "productCode": "FGT",
      "deviceTypeGroup": "FortiCarrier"
    },
    "FortiFirewall": {
      "psirtPlatform": "FortiOS",
      "productCode": "FGT",
      "deviceTypeGroup": "FortiFirewall"
    },
    "FortiFirewallCarrier": {
      "psirtPlatform": "FortiOS",
      "productCode": "FGT",
      "deviceTypeGroup": "FortiFirewallCarrier"
    },
    "FortiProxy": {
      "psirtPlatform": "FortiProxy",
      "productCode": "FPX",
      "deviceTypeGroup": "FortiProxy"
    },
    "FortiAnalyzer": {
      "psirtPlatform": "FortiAnalyzer",
      "productCode": "FAZ",
      "deviceTypeGroup": "FortiAnalyzer"
    },
    "FortiManager": {
      "psirtPlatform": "FortiManager",
      "productCode": "FMG",
      "deviceTypeGroup": "FortiManager"
    }
  },
  "chassisPlatformPattern": "^(?:FortiGate|FG)-[67]\\d{3}[A-Z]",
  "deviceTypeGroups": [
    {
      "key": "FGT",
      "heading": "FortiGate"
    },
    {
      "key": "FortiCarrier",
      "heading": "FortiCarrier"
    },
    {
      "key": "FortiFirewall",
      "heading": "FortiFirewall"
    },
    {
      "key": "FortiFirewallCarrier",
      "heading": "FortiFirewallCarrier"
    },
    {
      "key": "FortiProxy",
      "heading": "FortiProxy"
    },
    {
      "key": "FortiAnalyzer",
      "heading": "FortiAnalyzer"
    },
    {
      "key": "FortiManager",
      "heading": "FortiManager"
    },
    {
      "key": "FAP",
      "heading": "FortiAP"
    },
    {
      "key": "FAPU",
      "heading": "FortiAP-U"
    },
    {
      "key": "FAPS",
      "heading": "FortiAP-S"
    },
    {
      "key": "FAPC",
      "heading": "FortiAP-C"
    },
    {
      "key": "FSW",
      "heading": "FortiSwitch"
    },
    {
      "key": "FXT",
      "heading": "FortiExtender"
    }
  ]
} as const satisfies ProductsCatalog;
