// generated from specs/catalog/access-points.json; do not edit, run npm run codegen

/**
 * Reading a managed access point's wtp-id: an access point is listed only when its id is not a FortiWiFi's local radio and the family its id prefix names is the family of its platform.
 */
export interface AccessPointsCatalog {
  $schema?: string;
  description?: string;
  /**
   * The AP family each wtp-id prefix names, compared without regard to case; the longest prefix that matches wins. An id no prefix matches names no family.
   *
   * @minItems 1
   */
  wtpIdPrefixes: [
    {
      /**
       * In lower case.
       */
      prefix: string;
      /**
       * A key of `families`.
       */
      family: string;
    },
    ...{
      /**
       * In lower case.
       */
      prefix: string;
      /**
       * A key of `families`.
       */
      family: string;
    }[]
  ];
  /**
   * By AP family (the product name of the PSIRT advisories that apply to it).
   */
  families: {
    [k: string]: {
      /**
       * Device type code: the key of its Device Type View group (products.json deviceTypeGroups).
       */
      deviceType: string;
    };
  };
  /**
   * How the id of a FortiWiFi's built-in radio ends (without regard to case): part of the FortiGate, not a separate access point.
   */
  localRadioSuffix: string;
}

export const accessPoints = {
  "description": "How an access point's wtp-id is read: the AP family its prefix names, each family's device type, and the id of a FortiWiFi's built-in radio, which is no separate access point.",
  "wtpIdPrefixes": [
    {
      "prefix": "fap",
      "family": "FortiAP"
    },
    {
      "prefix": "fp",
      "family": "FortiAP"
    },
    {
      "prefix": "fc",
      "family": "FortiAP-C"
    },
    {
      "prefix": "f",
      "family": "FortiAP"
    },
    {
      "prefix": "pu",
      "family": "FortiAP-U"
    },
    {
      "prefix": "ps",
      "family": "FortiAP-S"
    },
    {
      "prefix": "p",
      "family": "FortiAP"
    }
  ],
  "families": {
    "FortiAP": {
      "deviceType": "FAP"
    },
    "FortiAP-U": {
      "deviceType": "FAPU"
    },
    "FortiAP-S": {
      "deviceType": "FAPS"
    },
    "FortiAP-C": {
      "deviceType": "FAPC"
    }
  },
  "localRadioSuffix": "-WIFI0"
} as const satisfies AccessPointsCatalog;
