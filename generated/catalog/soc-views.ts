// generated from specs/catalog/soc-views.json; do not edit, run npm run codegen

export interface SocViewsCatalog {
  $schema?: string;
  description?: string;
  /**
   * @minItems 8
   */
  groups: [
    {
      key: string;
      title: string;
      /**
       * The product variant the group belongs to; absent for the four main groups, which every ADOM of no variant's product type is offered.
       */
      variant?: 'endpoint' | 'ddos' | 'firewall' | 'web-firewall';
      /**
       * ADOM product types (as an ADOM's product names them) offered this variant's views instead of the four main groups; a variant group has them.
       *
       * @minItems 1
       */
      adomProductTypes?: [string, ...string[]];
      /**
       * @minItems 1
       */
      views: [
        {
          /**
           * The view's address under FortiSOC: /fortisoc/socviews/{key}.
           */
          key: string;
          title: string;
          viewName: string;
          /**
           * @minItems 1
           */
          displayTypes: [
            'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe',
            ...('table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe')[]
          ];
          default: 'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe';
          /**
           * Create Policy by Hits: the view's rows (policy hits) are chosen, and a firewall policy is proposed for them from the traffic that hit those policies, read from these data views narrowed to the chosen policies.
           */
          createPolicy?: {
            /**
             * Data view whose keys are the proposed source addresses.
             */
            sources: string;
            /**
             * Data view whose keys are the proposed destination addresses and whose details their services.
             */
            destinations: string;
          };
        },
        ...{
          /**
           * The view's address under FortiSOC: /fortisoc/socviews/{key}.
           */
          key: string;
          title: string;
          viewName: string;
          /**
           * @minItems 1
           */
          displayTypes: [
            'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe',
            ...('table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe')[]
          ];
          default: 'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe';
          /**
           * Create Policy by Hits: the view's rows (policy hits) are chosen, and a firewall policy is proposed for them from the traffic that hit those policies, read from these data views narrowed to the chosen policies.
           */
          createPolicy?: {
            /**
             * Data view whose keys are the proposed source addresses.
             */
            sources: string;
            /**
             * Data view whose keys are the proposed destination addresses and whose details their services.
             */
            destinations: string;
          };
        }[]
      ];
    },
    {
      key: string;
      title: string;
      /**
       * The product variant the group belongs to; absent for the four main groups, which every ADOM of no variant's product type is offered.
       */
      variant?: 'endpoint' | 'ddos' | 'firewall' | 'web-firewall';
      /**
       * ADOM product types (as an ADOM's product names them) offered this variant's views instead of the four main groups; a variant group has them.
       *
       * @minItems 1
       */
      adomProductTypes?: [string, ...string[]];
      /**
       * @minItems 1
       */
      views: [
        {
          /**
           * The view's address under FortiSOC: /fortisoc/socviews/{key}.
           */
          key: string;
          title: string;
          viewName: string;
          /**
           * @minItems 1
           */
          displayTypes: [
            'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe',
            ...('table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe')[]
          ];
          default: 'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe';
          /**
           * Create Policy by Hits: the view's rows (policy hits) are chosen, and a firewall policy is proposed for them from the traffic that hit those policies, read from these data views narrowed to the chosen policies.
           */
          createPolicy?: {
            /**
             * Data view whose keys are the proposed source addresses.
             */
            sources: string;
            /**
             * Data view whose keys are the proposed destination addresses and whose details their services.
             */
            destinations: string;
          };
        },
        ...{
          /**
           * The view's address under FortiSOC: /fortisoc/socviews/{key}.
           */
          key: string;
          title: string;
          viewName: string;
          /**
           * @minItems 1
           */
          displayTypes: [
            'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe',
            ...('table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe')[]
          ];
          default: 'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe';
          /**
           * Create Policy by Hits: the view's rows (policy hits) are chosen, and a firewall policy is proposed for them from the traffic that hit those policies, read from these data views narrowed to the chosen policies.
           */
          createPolicy?: {
            /**
             * Data view whose keys are the proposed source addresses.
             */
            sources: string;
            /**
             * Data view whose keys are the proposed destination addresses and whose details their services.
             */
            destinations: string;
          };
        }[]
      ];
    },
    {
      key: string;
      title: string;
      /**
       * The product variant the group belongs to; absent for the four main groups, which every ADOM of no variant's product type is offered.
       */
      variant?: 'endpoint' | 'ddos' | 'firewall' | 'web-firewall';
      /**
       * ADOM product types (as an ADOM's product names them) offered this variant's views instead of the four main groups; a variant group has them.
       *
       * @minItems 1
       */
      adomProductTypes?: [string, ...string[]];
      /**
       * @minItems 1
       */
      views: [
        {
          /**
           * The view's address under FortiSOC: /fortisoc/socviews/{key}.
           */
          key: string;
          title: string;
          viewName: string;
          /**
           * @minItems 1
           */
          displayTypes: [
            'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe',
            ...('table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe')[]
          ];
          default: 'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe';
          /**
           * Create Policy by Hits: the view's rows (policy hits) are chosen, and a firewall policy is proposed for them from the traffic that hit those policies, read from these data views narrowed to the chosen policies.
           */
          createPolicy?: {
            /**
             * Data view whose keys are the proposed source addresses.
             */
            sources: string;
            /**
             * Data view whose keys are the proposed destination addresses and whose details their services.
             */
            destinations: string;
          };
        },
        ...{
          /**
           * The view's address under FortiSOC: /fortisoc/socviews/{key}.
           */
          key: string;
          title: string;
          viewName: string;
          /**
           * @minItems 1
           */
          displayTypes: [
            'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe',
            ...('table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe')[]
          ];
          default: 'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe';
          /**
           * Create Policy by Hits: the view's rows (policy hits) are chosen, and a firewall policy is proposed for them from the traffic that hit those policies, read from these data views narrowed to the chosen policies.
           */
          createPolicy?: {
            /**
             * Data view whose keys are the proposed source addresses.
             */
            sources: string;
            /**
             * Data view whose keys are the proposed destination addresses and whose details their services.
             */
            destinations: string;
          };
        }[]
      ];
    },
    {
      key: string;
      title: string;
      /**
       * The product variant the group belongs to; absent for the four main groups, which every ADOM of no variant's product type is offered.
       */
      variant?: 'endpoint' | 'ddos' | 'firewall' | 'web-firewall';
      /**
       * ADOM product types (as an ADOM's product names them) offered this variant's views instead of the four main groups; a variant group has them.
       *
       * @minItems 1
       */
      adomProductTypes?: [string, ...string[]];
      /**
       * @minItems 1
       */
      views: [
        {
          /**
           * The view's address under FortiSOC: /fortisoc/socviews/{key}.
           */
          key: string;
          title: string;
          viewName: string;
          /**
           * @minItems 1
           */
          displayTypes: [
            'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe',
            ...('table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe')[]
          ];
          default: 'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe';
          /**
           * Create Policy by Hits: the view's rows (policy hits) are chosen, and a firewall policy is proposed for them from the traffic that hit those policies, read from these data views narrowed to the chosen policies.
           */
          createPolicy?: {
            /**
             * Data view whose keys are the proposed source addresses.
             */
            sources: string;
            /**
             * Data view whose keys are the proposed destination addresses and whose details their services.
             */
            destinations: string;
          };
        },
        ...{
          /**
           * The view's address under FortiSOC: /fortisoc/socviews/{key}.
           */
          key: string;
          title: string;
          viewName: string;
          /**
           * @minItems 1
           */
          displayTypes: [
            'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe',
            ...('table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe')[]
          ];
          default: 'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe';
          /**
           * Create Policy by Hits: the view's rows (policy hits) are chosen, and a firewall policy is proposed for them from the traffic that hit those policies, read from these data views narrowed to the chosen policies.
           */
          createPolicy?: {
            /**
             * Data view whose keys are the proposed source addresses.
             */
            sources: string;
            /**
             * Data view whose keys are the proposed destination addresses and whose details their services.
             */
            destinations: string;
          };
        }[]
      ];
    },
    {
      key: string;
      title: string;
      /**
       * The product variant the group belongs to; absent for the four main groups, which every ADOM of no variant's product type is offered.
       */
      variant?: 'endpoint' | 'ddos' | 'firewall' | 'web-firewall';
      /**
       * ADOM product types (as an ADOM's product names them) offered this variant's views instead of the four main groups; a variant group has them.
       *
       * @minItems 1
       */
      adomProductTypes?: [string, ...string[]];
      /**
       * @minItems 1
       */
      views: [
        {
          /**
           * The view's address under FortiSOC: /fortisoc/socviews/{key}.
           */
          key: string;
          title: string;
          viewName: string;
          /**
           * @minItems 1
           */
          displayTypes: [
            'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe',
            ...('table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe')[]
          ];
          default: 'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe';
          /**
           * Create Policy by Hits: the view's rows (policy hits) are chosen, and a firewall policy is proposed for them from the traffic that hit those policies, read from these data views narrowed to the chosen policies.
           */
          createPolicy?: {
            /**
             * Data view whose keys are the proposed source addresses.
             */
            sources: string;
            /**
             * Data view whose keys are the proposed destination addresses and whose details their services.
             */
            destinations: string;
          };
        },
        ...{
          /**
           * The view's address under FortiSOC: /fortisoc/socviews/{key}.
           */
          key: string;
          title: string;
          viewName: string;
          /**
           * @minItems 1
           */
          displayTypes: [
            'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe',
            ...('table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe')[]
          ];
          default: 'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe';
          /**
           * Create Policy by Hits: the view's rows (policy hits) are chosen, and a firewall policy is proposed for them from the traffic that hit those policies, read from these data views narrowed to the chosen policies.
           */
          createPolicy?: {
            /**
             * Data view whose keys are the proposed source addresses.
             */
            sources: string;
            /**
             * Data view whose keys are the proposed destination addresses and whose details their services.
             */
            destinations: string;
          };
        }[]
      ];
    },
    {
      key: string;
      title: string;
      /**
       * The product variant the group belongs to; absent for the four main groups, which every ADOM of no variant's product type is offered.
       */
      variant?: 'endpoint' | 'ddos' | 'firewall' | 'web-firewall';
      /**
       * ADOM product types (as an ADOM's product names them) offered this variant's views instead of the four main groups; a variant group has them.
       *
       * @minItems 1
       */
      adomProductTypes?: [string, ...string[]];
      /**
       * @minItems 1
       */
      views: [
        {
          /**
           * The view's address under FortiSOC: /fortisoc/socviews/{key}.
           */
          key: string;
          title: string;
          viewName: string;
          /**
           * @minItems 1
           */
          displayTypes: [
            'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe',
            ...('table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe')[]
          ];
          default: 'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe';
          /**
           * Create Policy by Hits: the view's rows (policy hits) are chosen, and a firewall policy is proposed for them from the traffic that hit those policies, read from these data views narrowed to the chosen policies.
           */
          createPolicy?: {
            /**
             * Data view whose keys are the proposed source addresses.
             */
            sources: string;
            /**
             * Data view whose keys are the proposed destination addresses and whose details their services.
             */
            destinations: string;
          };
        },
        ...{
          /**
           * The view's address under FortiSOC: /fortisoc/socviews/{key}.
           */
          key: string;
          title: string;
          viewName: string;
          /**
           * @minItems 1
           */
          displayTypes: [
            'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe',
            ...('table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe')[]
          ];
          default: 'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe';
          /**
           * Create Policy by Hits: the view's rows (policy hits) are chosen, and a firewall policy is proposed for them from the traffic that hit those policies, read from these data views narrowed to the chosen policies.
           */
          createPolicy?: {
            /**
             * Data view whose keys are the proposed source addresses.
             */
            sources: string;
            /**
             * Data view whose keys are the proposed destination addresses and whose details their services.
             */
            destinations: string;
          };
        }[]
      ];
    },
    {
      key: string;
      title: string;
      /**
       * The product variant the group belongs to; absent for the four main groups, which every ADOM of no variant's product type is offered.
       */
      variant?: 'endpoint' | 'ddos' | 'firewall' | 'web-firewall';
      /**
       * ADOM product types (as an ADOM's product names them) offered this variant's views instead of the four main groups; a variant group has them.
       *
       * @minItems 1
       */
      adomProductTypes?: [string, ...string[]];
      /**
       * @minItems 1
       */
      views: [
        {
          /**
           * The view's address under FortiSOC: /fortisoc/socviews/{key}.
           */
          key: string;
          title: string;
          viewName: string;
          /**
           * @minItems 1
           */
          displayTypes: [
            'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe',
            ...('table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe')[]
          ];
          default: 'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe';
          /**
           * Create Policy by Hits: the view's rows (policy hits) are chosen, and a firewall policy is proposed for them from the traffic that hit those policies, read from these data views narrowed to the chosen policies.
           */
          createPolicy?: {
            /**
             * Data view whose keys are the proposed source addresses.
             */
            sources: string;
            /**
             * Data view whose keys are the proposed destination addresses and whose details their services.
             */
            destinations: string;
          };
        },
        ...{
          /**
           * The view's address under FortiSOC: /fortisoc/socviews/{key}.
           */
          key: string;
          title: string;
          viewName: string;
          /**
           * @minItems 1
           */
          displayTypes: [
            'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe',
            ...('table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe')[]
          ];
          default: 'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe';
          /**
           * Create Policy by Hits: the view's rows (policy hits) are chosen, and a firewall policy is proposed for them from the traffic that hit those policies, read from these data views narrowed to the chosen policies.
           */
          createPolicy?: {
            /**
             * Data view whose keys are the proposed source addresses.
             */
            sources: string;
            /**
             * Data view whose keys are the proposed destination addresses and whose details their services.
             */
            destinations: string;
          };
        }[]
      ];
    },
    {
      key: string;
      title: string;
      /**
       * The product variant the group belongs to; absent for the four main groups, which every ADOM of no variant's product type is offered.
       */
      variant?: 'endpoint' | 'ddos' | 'firewall' | 'web-firewall';
      /**
       * ADOM product types (as an ADOM's product names them) offered this variant's views instead of the four main groups; a variant group has them.
       *
       * @minItems 1
       */
      adomProductTypes?: [string, ...string[]];
      /**
       * @minItems 1
       */
      views: [
        {
          /**
           * The view's address under FortiSOC: /fortisoc/socviews/{key}.
           */
          key: string;
          title: string;
          viewName: string;
          /**
           * @minItems 1
           */
          displayTypes: [
            'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe',
            ...('table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe')[]
          ];
          default: 'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe';
          /**
           * Create Policy by Hits: the view's rows (policy hits) are chosen, and a firewall policy is proposed for them from the traffic that hit those policies, read from these data views narrowed to the chosen policies.
           */
          createPolicy?: {
            /**
             * Data view whose keys are the proposed source addresses.
             */
            sources: string;
            /**
             * Data view whose keys are the proposed destination addresses and whose details their services.
             */
            destinations: string;
          };
        },
        ...{
          /**
           * The view's address under FortiSOC: /fortisoc/socviews/{key}.
           */
          key: string;
          title: string;
          viewName: string;
          /**
           * @minItems 1
           */
          displayTypes: [
            'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe',
            ...('table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe')[]
          ];
          default: 'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe';
          /**
           * Create Policy by Hits: the view's rows (policy hits) are chosen, and a firewall policy is proposed for them from the traffic that hit those policies, read from these data views narrowed to the chosen policies.
           */
          createPolicy?: {
            /**
             * Data view whose keys are the proposed source addresses.
             */
            sources: string;
            /**
             * Data view whose keys are the proposed destination addresses and whose details their services.
             */
            destinations: string;
          };
        }[]
      ];
    },
    ...{
      key: string;
      title: string;
      /**
       * The product variant the group belongs to; absent for the four main groups, which every ADOM of no variant's product type is offered.
       */
      variant?: 'endpoint' | 'ddos' | 'firewall' | 'web-firewall';
      /**
       * ADOM product types (as an ADOM's product names them) offered this variant's views instead of the four main groups; a variant group has them.
       *
       * @minItems 1
       */
      adomProductTypes?: [string, ...string[]];
      /**
       * @minItems 1
       */
      views: [
        {
          /**
           * The view's address under FortiSOC: /fortisoc/socviews/{key}.
           */
          key: string;
          title: string;
          viewName: string;
          /**
           * @minItems 1
           */
          displayTypes: [
            'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe',
            ...('table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe')[]
          ];
          default: 'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe';
          /**
           * Create Policy by Hits: the view's rows (policy hits) are chosen, and a firewall policy is proposed for them from the traffic that hit those policies, read from these data views narrowed to the chosen policies.
           */
          createPolicy?: {
            /**
             * Data view whose keys are the proposed source addresses.
             */
            sources: string;
            /**
             * Data view whose keys are the proposed destination addresses and whose details their services.
             */
            destinations: string;
          };
        },
        ...{
          /**
           * The view's address under FortiSOC: /fortisoc/socviews/{key}.
           */
          key: string;
          title: string;
          viewName: string;
          /**
           * @minItems 1
           */
          displayTypes: [
            'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe',
            ...('table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe')[]
          ];
          default: 'table' | 'bar' | 'bubble' | 'treemap' | 'simple' | 'world' | 'globe';
          /**
           * Create Policy by Hits: the view's rows (policy hits) are chosen, and a firewall policy is proposed for them from the traffic that hit those policies, read from these data views narrowed to the chosen policies.
           */
          createPolicy?: {
            /**
             * Data view whose keys are the proposed source addresses.
             */
            sources: string;
            /**
             * Data view whose keys are the proposed destination addresses and whose details their services.
             */
            destinations: string;
          };
        }[]
      ];
    }[]
  ];
}

export const socViews = {
  "description": "SOC-style views (spec section 2): four groups of views with their data view and display types, plus the endpoint-client, DDoS, firewall and web-firewall variants. An ADOM whose product type a variant names is offered that variant's views; any other ADOM the four groups. Served under FortiSOC (/fortisoc/socviews/{view}).",
  "groups": [
    {
      "key": "threats",
      "title": "Threats and origin",
      "views": [
        {
          "key": "top-threats",
          "title": "Top Threats",
          "viewName": "top-threats",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        },
        {
          "key": "threat-map",
          "title": "Threat Map",
          "viewName": "threat-map",
          "displayTypes": [
            "world",
            "globe",
            "table"
          ],
          "default": "world"
        },
        {
          "key": "ioc",
          "title": "Indicator of Compromise",
          "viewName": "ioc",
          "displayTypes": [
            "table"
          ],
          "default": "table"
        },
        {
          "key": "sandbox-detection",
          "title": "Sandbox Detection",
          "viewName": "sandbox-detection",
          "displayTypes": [
            "table",
            "bar"
          ],
          "default": "table"
        },
        {
          "key": "top-sources",
          "title": "Top Sources",
          "viewName": "top-sources",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        },
        {
          "key": "top-source-addresses",
          "title": "Top Source Addresses",
          "viewName": "top-source-addresses",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        },
        {
          "key": "top-destinations",
          "title": "Top Destinations",
          "viewName": "top-destinations",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        },
        {
          "key": "top-destination-addresses",
          "title": "Top Destination Addresses",
          "viewName": "top-destination-addresses",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        },
        {
          "key": "top-country",
          "title": "Top Country/Region",
          "viewName": "top-country",
          "displayTypes": [
            "world",
            "globe",
            "table",
            "bar"
          ],
          "default": "world"
        }
      ]
    },
    {
      "key": "policy-dns",
      "title": "Policy and DNS",
      "views": [
        {
          "key": "policy-hits",
          "title": "Policy Hits",
          "viewName": "policy-hits",
          "displayTypes": [
            "table",
            "bar"
          ],
          "default": "table"
        },
        {
          "key": "create-policy-by-hits",
          "title": "Create Policy by Hits",
          "viewName": "policy-hits",
          "displayTypes": [
            "table"
          ],
          "default": "table",
          "createPolicy": {
            "sources": "top-source-addresses",
            "destinations": "top-destinations"
          }
        },
        {
          "key": "dns-logs",
          "title": "DNS Logs",
          "viewName": "dns-logs",
          "displayTypes": [
            "table",
            "bar"
          ],
          "default": "table"
        },
        {
          "key": "ztna-servers",
          "title": "ZTNA Servers",
          "viewName": "ztna-servers",
          "displayTypes": [
            "table",
            "bar"
          ],
          "default": "table"
        }
      ]
    },
    {
      "key": "apps-web",
      "title": "Applications and web",
      "views": [
        {
          "key": "top-applications",
          "title": "Top Applications",
          "viewName": "top-applications",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        },
        {
          "key": "top-cloud-applications",
          "title": "Top Cloud Applications",
          "viewName": "top-cloud-apps",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        },
        {
          "key": "top-cloud-users",
          "title": "Top Cloud Users",
          "viewName": "top-cloud-users",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        },
        {
          "key": "top-website-domains",
          "title": "Top Website Domains",
          "viewName": "top-website-domains",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        },
        {
          "key": "top-website-categories",
          "title": "Top Website Categories",
          "viewName": "top-website-categories",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        },
        {
          "key": "top-browsing-users",
          "title": "Top Browsing Users",
          "viewName": "top-browsing-users",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        }
      ]
    },
    {
      "key": "vpn-admin-system",
      "title": "VPN, admin and system",
      "views": [
        {
          "key": "vpn-dialup",
          "title": "SSL and Dialup IPsec",
          "viewName": "vpn-dialup",
          "displayTypes": [
            "table",
            "bar"
          ],
          "default": "table"
        },
        {
          "key": "vpn-site",
          "title": "Site-to-Site IPsec",
          "viewName": "vpn-site",
          "displayTypes": [
            "table",
            "bar"
          ],
          "default": "table"
        },
        {
          "key": "admin-logins",
          "title": "Admin Logins",
          "viewName": "admin-logins",
          "displayTypes": [
            "table",
            "bar"
          ],
          "default": "table"
        },
        {
          "key": "system-events",
          "title": "System Events",
          "viewName": "system-events",
          "displayTypes": [
            "table",
            "bar"
          ],
          "default": "table"
        },
        {
          "key": "resource-usage",
          "title": "Resource Usage",
          "viewName": "resource-average-peak",
          "displayTypes": [
            "simple",
            "table"
          ],
          "default": "simple"
        },
        {
          "key": "failed-auth",
          "title": "Failed Authentication Attempts",
          "viewName": "failed-auth",
          "displayTypes": [
            "table",
            "bar"
          ],
          "default": "table"
        }
      ]
    },
    {
      "key": "endpoint",
      "title": "Endpoint client",
      "variant": "endpoint",
      "adomProductTypes": [
        "FortiClient"
      ],
      "views": [
        {
          "key": "fct-threats",
          "title": "Top Endpoint Threats",
          "viewName": "fct-threats",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        },
        {
          "key": "fct-apps",
          "title": "Top Endpoint Applications",
          "viewName": "fct-apps",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        },
        {
          "key": "fct-websites",
          "title": "Top Endpoint Websites",
          "viewName": "fct-websites",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        },
        {
          "key": "fct-vulnerabilities",
          "title": "Endpoint Vulnerabilities",
          "viewName": "fct-vulnerabilities",
          "displayTypes": [
            "table",
            "bar"
          ],
          "default": "table"
        }
      ]
    },
    {
      "key": "ddos",
      "title": "DDoS",
      "variant": "ddos",
      "adomProductTypes": [
        "FortiDDoS"
      ],
      "views": [
        {
          "key": "ddos-sources",
          "title": "Top DDoS Sources",
          "viewName": "ddos-sources",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        },
        {
          "key": "ddos-destinations",
          "title": "Top DDoS Destinations",
          "viewName": "ddos-destinations",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        },
        {
          "key": "ddos-types",
          "title": "DDoS Attack Types",
          "viewName": "ddos-types",
          "displayTypes": [
            "table",
            "bar",
            "treemap"
          ],
          "default": "table"
        }
      ]
    },
    {
      "key": "firewall",
      "title": "Firewall",
      "variant": "firewall",
      "adomProductTypes": [
        "FortiFirewall",
        "FortiFirewallCarrier"
      ],
      "views": [
        {
          "key": "ffw-top-sources",
          "title": "Top Sources",
          "viewName": "ffw-top-sources",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        },
        {
          "key": "ffw-top-destinations",
          "title": "Top Destinations",
          "viewName": "ffw-top-destinations",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        },
        {
          "key": "ffw-policy-hits",
          "title": "Policy Hits",
          "viewName": "ffw-policy-hits",
          "displayTypes": [
            "table",
            "bar"
          ],
          "default": "table"
        }
      ]
    },
    {
      "key": "web-firewall",
      "title": "Web firewall",
      "variant": "web-firewall",
      "adomProductTypes": [
        "FortiWeb"
      ],
      "views": [
        {
          "key": "waf-attacks",
          "title": "Web Application Attacks",
          "viewName": "waf-attacks",
          "displayTypes": [
            "table",
            "bar",
            "bubble",
            "treemap"
          ],
          "default": "table"
        },
        {
          "key": "waf-sources",
          "title": "Top Attack Sources",
          "viewName": "ddos-sources",
          "displayTypes": [
            "table",
            "bar"
          ],
          "default": "table"
        }
      ]
    }
  ]
} as const satisfies SocViewsCatalog;
