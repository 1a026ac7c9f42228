// generated from specs/catalog/dashboards.json; do not edit, run npm run codegen

export interface DashboardsCatalog {
  $schema?: string;
  description?: string;
  /**
   * Folders of the FortiView menu, in order (fixed dashboards sit above them).
   */
  folders: {
    key: string;
    title: string;
  }[];
  /**
   * @minItems 27
   */
  dashboards: [
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    {
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    },
    ...{
      uuid: string;
      title: string;
      /**
       * Menu folder (fixed for the fixed dashboards of their own routes).
       */
      folder: string;
      /**
       * Appliance variants that offer it.
       *
       * @minItems 1
       */
      variants: ['manager' | 'analyzer', ...('manager' | 'analyzer')[]];
      /**
       * Offered only in ADOMs of these product types.
       */
      adomProductTypes?: string[];
      /**
       * Licence it needs.
       */
      licence?: 'securityRating';
      /**
       * A fixed dashboard with its own route (fmg-dash1, faz-performance-monitor).
       */
      fixed?: boolean;
      /**
       * @minItems 1
       */
      widgets: [
        {
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        },
        ...{
          id: string;
          widget: string;
          x: number;
          y: number;
          w: number;
          h: number;
          /**
           * Hidden unless the user shows it; dropped when a custom view is copied from this dashboard.
           */
          defaultHide?: boolean;
        }[]
      ];
    }[]
  ];
}

export const dashboards = {
  "description": "The 27 monitor dashboards of the FortiView menu by uuid: title, menu folder, the appliance variants that offer them (all analyzer-only except the manager's Device Status), the ADOM product types that limit some, the licence some need, and each one's widgets on the 24-column grid.",
  "folders": [
    {
      "key": "threats",
      "title": "Threats"
    },
    {
      "key": "traffic",
      "title": "Traffic"
    },
    {
      "key": "network",
      "title": "Network and VPN"
    },
    {
      "key": "fabric",
      "title": "Security Fabric"
    },
    {
      "key": "endpoint",
      "title": "Endpoints"
    },
    {
      "key": "products",
      "title": "Other Products"
    }
  ],
  "dashboards": [
    {
      "uuid": "fmg-dash1",
      "title": "Device Status",
      "folder": "fixed",
      "variants": [
        "manager"
      ],
      "fixed": true,
      "widgets": [
        {
          "id": "device-status-1",
          "widget": "device-status",
          "x": 0,
          "y": 0,
          "w": 24,
          "h": 12
        }
      ]
    },
    {
      "uuid": "threat-monitor",
      "title": "Threats",
      "folder": "threats",
      "variants": [
        "analyzer"
      ],
      "widgets": [
        {
          "id": "threat-map-1",
          "widget": "threat-map",
          "x": 0,
          "y": 0,
          "w": 16,
          "h": 12
        },
        {
          "id": "top-threats-2",
          "widget": "top-threats",
          "x": 16,
          "y": 0,
          "w": 8,
          "h": 12
        },
        {
          "id": "threat-destinations-3",
          "widget": "threat-destinations",
          "x": 0,
          "y": 12,
          "w": 12,
          "h": 9
        },
        {
          "id": "top-threats-weight-4",
          "widget": "top-threats-weight",
          "x": 12,
          "y": 12,
          "w": 12,
          "h": 9
        },
        {
          "id": "virus-timeline-5",
          "widget": "virus-timeline",
          "x": 0,
          "y": 21,
          "w": 24,
          "h": 8
        },
        {
          "id": "ioc-6",
          "widget": "ioc",
          "x": 0,
          "y": 29,
          "w": 12,
          "h": 9
        },
        {
          "id": "user-vulnerabilities-7",
          "widget": "user-vulnerabilities",
          "x": 12,
          "y": 29,
          "w": 12,
          "h": 9
        },
        {
          "id": "sandbox-detection-8",
          "widget": "sandbox-detection",
          "x": 0,
          "y": 38,
          "w": 8,
          "h": 9
        },
        {
          "id": "sandbox-verdict-9",
          "widget": "sandbox-verdict",
          "x": 8,
          "y": 38,
          "w": 8,
          "h": 9
        },
        {
          "id": "sandbox-users-10",
          "widget": "sandbox-users",
          "x": 16,
          "y": 38,
          "w": 8,
          "h": 9
        },
        {
          "id": "local-threat-prevalence-11",
          "widget": "local-threat-prevalence",
          "x": 0,
          "y": 47,
          "w": 12,
          "h": 9
        },
        {
          "id": "best-practices-region-12",
          "widget": "best-practices-region",
          "x": 12,
          "y": 47,
          "w": 12,
          "h": 9
        },
        {
          "id": "ddos-sources-13",
          "widget": "ddos-sources",
          "x": 0,
          "y": 56,
          "w": 12,
          "h": 9
        },
        {
          "id": "ddos-types-14",
          "widget": "ddos-types",
          "x": 12,
          "y": 56,
          "w": 12,
          "h": 9
        },
        {
          "id": "dns-logs-15",
          "widget": "dns-logs",
          "x": 0,
          "y": 65,
          "w": 12,
          "h": 9
        },
        {
          "id": "failed-auth-16",
          "widget": "failed-auth",
          "x": 12,
          "y": 65,
          "w": 12,
          "h": 9
        },
        {
          "id": "top-sources-17",
          "widget": "top-sources",
          "x": 0,
          "y": 74,
          "w": 8,
          "h": 9
        },
        {
          "id": "top-destinations-18",
          "widget": "top-destinations",
          "x": 8,
          "y": 74,
          "w": 8,
          "h": 9
        },
        {
          "id": "top-country-19",
          "widget": "top-country",
          "x": 16,
          "y": 74,
          "w": 8,
          "h": 9
        },
        {
          "id": "fct-threats-20",
          "widget": "fct-threats",
          "x": 0,
          "y": 83,
          "w": 12,
          "h": 9,
          "defaultHide": true
        },
        {
          "id": "waf-attacks-21",
          "widget": "waf-attacks",
          "x": 12,
          "y": 83,
          "w": 12,
          "h": 9,
          "defaultHide": true
        }
      ]
    },
    {
      "uuid": "l3-traffic-monitor",
      "title": "Traffic",
      "folder": "traffic",
      "variants": [
        "analyzer"
      ],
      "widgets": [
        {
          "id": "top-sources-1",
          "widget": "top-sources",
          "x": 0,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "top-destinations-2",
          "widget": "top-destinations",
          "x": 12,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "top-country-3",
          "widget": "top-country",
          "x": 0,
          "y": 9,
          "w": 12,
          "h": 10
        },
        {
          "id": "policy-hits-4",
          "widget": "policy-hits",
          "x": 12,
          "y": 9,
          "w": 12,
          "h": 10
        },
        {
          "id": "traffic-history-5",
          "widget": "traffic-history",
          "x": 0,
          "y": 19,
          "w": 24,
          "h": 8
        },
        {
          "id": "top-source-addresses-6",
          "widget": "top-source-addresses",
          "x": 0,
          "y": 27,
          "w": 12,
          "h": 9
        },
        {
          "id": "top-destination-addresses-7",
          "widget": "top-destination-addresses",
          "x": 12,
          "y": 27,
          "w": 12,
          "h": 9
        },
        {
          "id": "sessions-history-8",
          "widget": "sessions-history",
          "x": 0,
          "y": 36,
          "w": 24,
          "h": 8
        },
        {
          "id": "top-sources-history-9",
          "widget": "top-sources-history",
          "x": 0,
          "y": 44,
          "w": 24,
          "h": 8,
          "defaultHide": true
        },
        {
          "id": "top-sources-today-10",
          "widget": "top-sources-today",
          "x": 0,
          "y": 52,
          "w": 12,
          "h": 9
        },
        {
          "id": "user-data-flow-11",
          "widget": "user-data-flow",
          "x": 12,
          "y": 52,
          "w": 12,
          "h": 9
        }
      ]
    },
    {
      "uuid": "l7-traffic-monitor",
      "title": "Applications & Websites",
      "folder": "traffic",
      "variants": [
        "analyzer"
      ],
      "widgets": [
        {
          "id": "top-applications-1",
          "widget": "top-applications",
          "x": 0,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "top-cloud-apps-2",
          "widget": "top-cloud-apps",
          "x": 12,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "top-website-domains-3",
          "widget": "top-website-domains",
          "x": 0,
          "y": 9,
          "w": 12,
          "h": 9
        },
        {
          "id": "top-website-categories-4",
          "widget": "top-website-categories",
          "x": 12,
          "y": 9,
          "w": 12,
          "h": 9
        },
        {
          "id": "top-browsing-users-5",
          "widget": "top-browsing-users",
          "x": 0,
          "y": 18,
          "w": 12,
          "h": 9
        },
        {
          "id": "top-cloud-users-6",
          "widget": "top-cloud-users",
          "x": 12,
          "y": 18,
          "w": 12,
          "h": 9
        }
      ]
    },
    {
      "uuid": "compromised-hosts",
      "title": "Indicator of Compromise",
      "folder": "threats",
      "variants": [
        "analyzer"
      ],
      "widgets": [
        {
          "id": "ioc-1",
          "widget": "ioc",
          "x": 0,
          "y": 0,
          "w": 24,
          "h": 12
        },
        {
          "id": "user-vulnerabilities-2",
          "widget": "user-vulnerabilities",
          "x": 0,
          "y": 12,
          "w": 12,
          "h": 10
        },
        {
          "id": "sandbox-detection-3",
          "widget": "sandbox-detection",
          "x": 12,
          "y": 12,
          "w": 12,
          "h": 10
        }
      ]
    },
    {
      "uuid": "sdwan-dashboard",
      "title": "SD-WAN Monitor",
      "folder": "network",
      "variants": [
        "analyzer"
      ],
      "widgets": [
        {
          "id": "sdwan-bandwidth-1",
          "widget": "sdwan-bandwidth",
          "x": 0,
          "y": 0,
          "w": 24,
          "h": 9
        },
        {
          "id": "sdwan-latency-2",
          "widget": "sdwan-latency",
          "x": 0,
          "y": 9,
          "w": 12,
          "h": 9
        },
        {
          "id": "sdwan-jitter-3",
          "widget": "sdwan-jitter",
          "x": 12,
          "y": 9,
          "w": 12,
          "h": 9
        },
        {
          "id": "sdwan-packetloss-4",
          "widget": "sdwan-packetloss",
          "x": 0,
          "y": 18,
          "w": 12,
          "h": 9
        },
        {
          "id": "sdwan-sla-5",
          "widget": "sdwan-sla",
          "x": 12,
          "y": 18,
          "w": 12,
          "h": 9
        },
        {
          "id": "sdwan-app-flow-6",
          "widget": "sdwan-app-flow",
          "x": 0,
          "y": 27,
          "w": 24,
          "h": 10
        }
      ]
    },
    {
      "uuid": "sdwan-summary",
      "title": "SD-WAN Summary",
      "folder": "network",
      "variants": [
        "analyzer"
      ],
      "widgets": [
        {
          "id": "sdwan-app-bandwidth-1",
          "widget": "sdwan-app-bandwidth",
          "x": 0,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "sdwan-global-app-2",
          "widget": "sdwan-global-app",
          "x": 12,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "sdwan-sla-3",
          "widget": "sdwan-sla",
          "x": 0,
          "y": 9,
          "w": 24,
          "h": 8
        }
      ]
    },
    {
      "uuid": "traffic-shaping-monitor",
      "title": "Traffic Shaping",
      "folder": "network",
      "variants": [
        "analyzer"
      ],
      "widgets": [
        {
          "id": "shaping-bandwidth-1",
          "widget": "shaping-bandwidth",
          "x": 0,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "shaping-dropped-2",
          "widget": "shaping-dropped",
          "x": 12,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "interface-bitrate-3",
          "widget": "interface-bitrate",
          "x": 0,
          "y": 9,
          "w": 24,
          "h": 9
        }
      ]
    },
    {
      "uuid": "ztna-dashboard",
      "title": "Zero Trust Access",
      "folder": "network",
      "variants": [
        "analyzer"
      ],
      "widgets": [
        {
          "id": "ztna-servers-1",
          "widget": "ztna-servers",
          "x": 0,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "ztna-users-2",
          "widget": "ztna-users",
          "x": 12,
          "y": 0,
          "w": 12,
          "h": 9
        }
      ]
    },
    {
      "uuid": "fortisandbox-detections",
      "title": "Sandbox Detections",
      "folder": "threats",
      "variants": [
        "analyzer"
      ],
      "widgets": [
        {
          "id": "sandbox-detection-1",
          "widget": "sandbox-detection",
          "x": 0,
          "y": 0,
          "w": 24,
          "h": 10
        },
        {
          "id": "sandbox-verdict-2",
          "widget": "sandbox-verdict",
          "x": 0,
          "y": 10,
          "w": 12,
          "h": 9
        },
        {
          "id": "sandbox-users-3",
          "widget": "sandbox-users",
          "x": 12,
          "y": 10,
          "w": 12,
          "h": 9
        }
      ]
    },
    {
      "uuid": "fortimail-dashboard",
      "title": "Mail",
      "folder": "products",
      "variants": [
        "analyzer"
      ],
      "adomProductTypes": [
        "FortiMail"
      ],
      "widgets": [
        {
          "id": "mail-senders-1",
          "widget": "mail-senders",
          "x": 0,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "mail-recipients-2",
          "widget": "mail-recipients",
          "x": 12,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "mail-statistics-3",
          "widget": "mail-statistics",
          "x": 0,
          "y": 9,
          "w": 24,
          "h": 9
        }
      ]
    },
    {
      "uuid": "fortiproxy-dashboard",
      "title": "Web Proxy",
      "folder": "products",
      "variants": [
        "analyzer"
      ],
      "adomProductTypes": [
        "FortiProxy"
      ],
      "widgets": [
        {
          "id": "proxy-users-1",
          "widget": "proxy-users",
          "x": 0,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "proxy-sites-2",
          "widget": "proxy-sites",
          "x": 12,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "top-website-categories-3",
          "widget": "top-website-categories",
          "x": 0,
          "y": 9,
          "w": 12,
          "h": 9
        }
      ]
    },
    {
      "uuid": "endpoint-monitor",
      "title": "Endpoints",
      "folder": "endpoint",
      "variants": [
        "analyzer"
      ],
      "adomProductTypes": [
        "FortiClient"
      ],
      "widgets": [
        {
          "id": "fct-endpoints-1",
          "widget": "fct-endpoints",
          "x": 0,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "fct-vulnerabilities-2",
          "widget": "fct-vulnerabilities",
          "x": 12,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "fct-apps-3",
          "widget": "fct-apps",
          "x": 0,
          "y": 9,
          "w": 12,
          "h": 9
        },
        {
          "id": "fct-websites-4",
          "widget": "fct-websites",
          "x": 12,
          "y": 9,
          "w": 12,
          "h": 9
        }
      ]
    },
    {
      "uuid": "fabric-state-of-security",
      "title": "Fabric State of Security",
      "folder": "fabric",
      "variants": [
        "analyzer"
      ],
      "licence": "securityRating",
      "widgets": [
        {
          "id": "fabric-score-1",
          "widget": "fabric-score",
          "x": 0,
          "y": 0,
          "w": 12,
          "h": 10
        },
        {
          "id": "fabric-audit-2",
          "widget": "fabric-audit",
          "x": 12,
          "y": 0,
          "w": 12,
          "h": 10
        },
        {
          "id": "fabric-topology-3",
          "widget": "fabric-topology",
          "x": 0,
          "y": 10,
          "w": 24,
          "h": 10
        }
      ]
    },
    {
      "uuid": "vpn-monitor",
      "title": "VPN",
      "folder": "network",
      "variants": [
        "analyzer"
      ],
      "widgets": [
        {
          "id": "vpn-dialup-1",
          "widget": "vpn-dialup",
          "x": 0,
          "y": 0,
          "w": 12,
          "h": 10
        },
        {
          "id": "vpn-site-to-site-2",
          "widget": "vpn-site-to-site",
          "x": 12,
          "y": 0,
          "w": 12,
          "h": 10
        }
      ]
    },
    {
      "uuid": "wifi-monitor",
      "title": "WiFi",
      "folder": "network",
      "variants": [
        "analyzer"
      ],
      "widgets": [
        {
          "id": "wifi-authorized-aps-1",
          "widget": "wifi-authorized-aps",
          "x": 0,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "wifi-rogue-aps-2",
          "widget": "wifi-rogue-aps",
          "x": 12,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "wifi-ssid-3",
          "widget": "wifi-ssid",
          "x": 0,
          "y": 9,
          "w": 12,
          "h": 9
        },
        {
          "id": "wifi-clients-4",
          "widget": "wifi-clients",
          "x": 12,
          "y": 9,
          "w": 12,
          "h": 9
        }
      ]
    },
    {
      "uuid": "fct-software-inventory",
      "title": "Software Inventory",
      "folder": "endpoint",
      "variants": [
        "analyzer"
      ],
      "adomProductTypes": [
        "FortiClient"
      ],
      "widgets": [
        {
          "id": "fct-software-inventory-1",
          "widget": "fct-software-inventory",
          "x": 0,
          "y": 0,
          "w": 24,
          "h": 12
        }
      ]
    },
    {
      "uuid": "iot",
      "title": "IoT Devices",
      "folder": "network",
      "variants": [
        "analyzer"
      ],
      "widgets": [
        {
          "id": "iot-inventory-1",
          "widget": "iot-inventory",
          "x": 0,
          "y": 0,
          "w": 24,
          "h": 12
        }
      ]
    },
    {
      "uuid": "fct-threat-moonitor",
      "title": "Endpoint Threats",
      "folder": "endpoint",
      "variants": [
        "analyzer"
      ],
      "adomProductTypes": [
        "FortiClient"
      ],
      "widgets": [
        {
          "id": "fct-threats-1",
          "widget": "fct-threats",
          "x": 0,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "fct-vulnerabilities-2",
          "widget": "fct-vulnerabilities",
          "x": 12,
          "y": 0,
          "w": 12,
          "h": 9
        }
      ]
    },
    {
      "uuid": "fct-traffic-moonitor",
      "title": "Endpoint Traffic",
      "folder": "endpoint",
      "variants": [
        "analyzer"
      ],
      "adomProductTypes": [
        "FortiClient"
      ],
      "widgets": [
        {
          "id": "fct-websites-1",
          "widget": "fct-websites",
          "x": 0,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "fct-apps-2",
          "widget": "fct-apps",
          "x": 12,
          "y": 0,
          "w": 12,
          "h": 9
        }
      ]
    },
    {
      "uuid": "fct-endpoints-moonitor",
      "title": "Endpoint Inventory",
      "folder": "endpoint",
      "variants": [
        "analyzer"
      ],
      "adomProductTypes": [
        "FortiClient"
      ],
      "widgets": [
        {
          "id": "fct-endpoints-1",
          "widget": "fct-endpoints",
          "x": 0,
          "y": 0,
          "w": 24,
          "h": 12
        }
      ]
    },
    {
      "uuid": "fddos-traffic-moonitor",
      "title": "DDoS Traffic",
      "folder": "products",
      "variants": [
        "analyzer"
      ],
      "adomProductTypes": [
        "FortiDDoS"
      ],
      "widgets": [
        {
          "id": "ddos-sources-1",
          "widget": "ddos-sources",
          "x": 0,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "ddos-destinations-2",
          "widget": "ddos-destinations",
          "x": 12,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "ddos-types-3",
          "widget": "ddos-types",
          "x": 0,
          "y": 9,
          "w": 12,
          "h": 9
        }
      ]
    },
    {
      "uuid": "ffw-traffic-monitor",
      "title": "Firewall Traffic",
      "folder": "products",
      "variants": [
        "analyzer"
      ],
      "adomProductTypes": [
        "FortiFirewall"
      ],
      "widgets": [
        {
          "id": "ffw-top-sources-1",
          "widget": "ffw-top-sources",
          "x": 0,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "ffw-top-destinations-2",
          "widget": "ffw-top-destinations",
          "x": 12,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "ffw-policy-hits-3",
          "widget": "ffw-policy-hits",
          "x": 0,
          "y": 9,
          "w": 24,
          "h": 9
        }
      ]
    },
    {
      "uuid": "ffw-vpn-monitor",
      "title": "Firewall VPN",
      "folder": "products",
      "variants": [
        "analyzer"
      ],
      "adomProductTypes": [
        "FortiFirewall"
      ],
      "widgets": [
        {
          "id": "ffw-vpn-1",
          "widget": "ffw-vpn",
          "x": 0,
          "y": 0,
          "w": 24,
          "h": 10
        }
      ]
    },
    {
      "uuid": "faz-performance-monitor",
      "title": "Local System Performance",
      "folder": "fixed",
      "variants": [
        "analyzer"
      ],
      "fixed": true,
      "widgets": [
        {
          "id": "resource-average-peak-1",
          "widget": "resource-average-peak",
          "x": 0,
          "y": 0,
          "w": 24,
          "h": 6
        },
        {
          "id": "sys-cpu-memory-2",
          "widget": "sys-cpu-memory",
          "x": 0,
          "y": 6,
          "w": 12,
          "h": 9
        },
        {
          "id": "sys-multicore-cpu-3",
          "widget": "sys-multicore-cpu",
          "x": 12,
          "y": 6,
          "w": 12,
          "h": 9
        },
        {
          "id": "sys-log-rate-4",
          "widget": "sys-log-rate",
          "x": 0,
          "y": 15,
          "w": 12,
          "h": 9
        },
        {
          "id": "sys-disk-io-5",
          "widget": "sys-disk-io",
          "x": 12,
          "y": 15,
          "w": 12,
          "h": 9
        },
        {
          "id": "system-events-6",
          "widget": "system-events",
          "x": 0,
          "y": 24,
          "w": 12,
          "h": 9
        },
        {
          "id": "admin-logins-7",
          "widget": "admin-logins",
          "x": 12,
          "y": 24,
          "w": 12,
          "h": 9
        }
      ]
    },
    {
      "uuid": "local-threat-research-monitor",
      "title": "Local Threat Research",
      "folder": "threats",
      "variants": [
        "analyzer"
      ],
      "widgets": [
        {
          "id": "local-threat-prevalence-1",
          "widget": "local-threat-prevalence",
          "x": 0,
          "y": 0,
          "w": 12,
          "h": 10
        },
        {
          "id": "top-threats-2",
          "widget": "top-threats",
          "x": 12,
          "y": 0,
          "w": 12,
          "h": 10
        },
        {
          "id": "virus-timeline-3",
          "widget": "virus-timeline",
          "x": 0,
          "y": 10,
          "w": 24,
          "h": 8
        }
      ]
    },
    {
      "uuid": "dlp-dashboard",
      "title": "Data Loss Prevention",
      "folder": "threats",
      "variants": [
        "analyzer"
      ],
      "widgets": [
        {
          "id": "dlp-files-1",
          "widget": "dlp-files",
          "x": 0,
          "y": 0,
          "w": 12,
          "h": 9
        },
        {
          "id": "dlp-users-2",
          "widget": "dlp-users",
          "x": 12,
          "y": 0,
          "w": 12,
          "h": 9
        }
      ]
    }
  ]
} as const satisfies DashboardsCatalog;
