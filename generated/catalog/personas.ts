// generated from specs/catalog/personas.json; do not edit, run npm run codegen

/**
 * Who can sign in to the mock appliance (mock builds only). Each name is a named example of the API description: choosing one makes every call that has an example of that name answer as that administrator would see it.
 */
export interface PersonasCatalog {
  $schema?: string;
  description?: string;
  /**
   * @minItems 1
   */
  groups: [
    {
      key: string;
      /**
       * Message key of the group's heading in the persona menu.
       */
      labelKey: string;
      /**
       * @minItems 1
       */
      personas: [
        {
          /**
           * The named example's name.
           */
          name: string;
          /**
           * Who this is, as the persona menu shows it.
           */
          description: string;
        },
        ...{
          /**
           * The named example's name.
           */
          name: string;
          /**
           * Who this is, as the persona menu shows it.
           */
          description: string;
        }[]
      ];
    },
    ...{
      key: string;
      /**
       * Message key of the group's heading in the persona menu.
       */
      labelKey: string;
      /**
       * @minItems 1
       */
      personas: [
        {
          /**
           * The named example's name.
           */
          name: string;
          /**
           * Who this is, as the persona menu shows it.
           */
          description: string;
        },
        ...{
          /**
           * The named example's name.
           */
          name: string;
          /**
           * Who this is, as the persona menu shows it.
           */
          description: string;
        }[]
      ];
    }[]
  ];
}

export const personas = {
  "description": "Personas of the mock appliance, grouped as the persona menu shows them.",
  "groups": [
    {
      "key": "administrators",
      "labelKey": "mock.personaGroupAdministrators",
      "personas": [
        {
          "name": "superAdmin",
          "description": "Super administrator on a device manager, all rights"
        },
        {
          "name": "analyzer",
          "description": "Super administrator on a log analyzer (Fabric supervisor)"
        },
        {
          "name": "ssoAdmin",
          "description": "Super administrator signed in by single sign-on (Quick Access)"
        },
        {
          "name": "restrictedAdmin",
          "description": "Restricted administrator (Restricted Admin Mode)"
        },
        {
          "name": "readOnly",
          "description": "Read-only administrator"
        },
        {
          "name": "haSecondary",
          "description": "Administrator on an HA secondary unit"
        },
        {
          "name": "maskedAdmin",
          "description": "Masked administrator on a log analyzer (data masking, view details)"
        },
        {
          "name": "cloudUser",
          "description": "User signed in through the cloud portal (portal menu)"
        },
        {
          "name": "passwordExpired",
          "description": "Administrator whose password has expired (forced change)"
        },
        {
          "name": "defaultPassword",
          "description": "Administrator still on the default password (optional change)"
        },
        {
          "name": "noAdomChange",
          "description": "Administrator who may not change ADOM (default ADOM)"
        },
        {
          "name": "singleAdom",
          "description": "Administrator with access to a single ADOM"
        }
      ]
    },
    {
      "key": "startupWizard",
      "labelKey": "mock.personaGroupStartupWizard",
      "personas": [
        {
          "name": "freshAppliance",
          "description": "Setup wizard: brand-new appliance, every step"
        },
        {
          "name": "wizardRegistered",
          "description": "Setup wizard: already registered"
        },
        {
          "name": "wizardHostnameSet",
          "description": "Setup wizard: host name already set"
        },
        {
          "name": "wizardPasswordChanged",
          "description": "Setup wizard: password already changed"
        },
        {
          "name": "wizardNoNewerImage",
          "description": "Setup wizard: no newer firmware image"
        },
        {
          "name": "wizardBackupChanged",
          "description": "Setup wizard: backup strategy already set"
        },
        {
          "name": "wizardHaSecondary",
          "description": "Setup wizard on an HA secondary unit"
        },
        {
          "name": "wizardAnalyzer",
          "description": "Setup wizard on a log analyzer"
        }
      ]
    },
    {
      "key": "accessPoints",
      "labelKey": "mock.personaGroupAccessPoints",
      "personas": [
        {
          "name": "apCentral",
          "description": "Super administrator; the ADOM manages its access points centrally (the access point list opens the managed access points)"
        },
        {
          "name": "apPerDevice",
          "description": "Super administrator; each FortiGate manages its own access points (the access point list is per FortiGate)"
        }
      ]
    }
  ]
} as const satisfies PersonasCatalog;
