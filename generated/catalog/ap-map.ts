// generated from specs/catalog/ap-map.json; do not edit, run npm run codegen

/**
 * Limits and steps of the access point maps: the floor plan images an upload takes (the same limits as ApMapFloorPlanUpload, checked in the browser before sending) and how far an access point moves on a floor map with the arrow keys.
 */
export interface ApMapCatalog {
  $schema?: string;
  description?: string;
  /**
   * @minItems 1
   */
  imageTypes: [
    {
      type: 'image/png' | 'image/jpeg' | 'image/svg+xml';
      /**
       * @minItems 1
       */
      extensions: [string, ...string[]];
    },
    ...{
      type: 'image/png' | 'image/jpeg' | 'image/svg+xml';
      /**
       * @minItems 1
       */
      extensions: [string, ...string[]];
    }[]
  ];
  maxImageBytes: 2097152;
  stepMetres: number;
  bigStepMetres: number;
}

export const apMap = {
  "description": "Access point maps: floor plan images an upload takes (PNG, JPEG or SVG, at most 2 MB), and the arrow keys' steps on a floor map (Shift: the bigger step), in metres of the real floor.",
  "imageTypes": [
    {
      "type": "image/png",
      "extensions": [
        ".png"
      ]
    },
    {
      "type": "image/jpeg",
      "extensions": [
        ".jpg",
        ".jpeg"
      ]
    },
    {
      "type": "image/svg+xml",
      "extensions": [
        ".svg"
      ]
    }
  ],
  "maxImageBytes": 2097152,
  "stepMetres": 0.5,
  "bigStepMetres": 5
} as const satisfies ApMapCatalog;
