// generated from specs/catalog/widgets.json; do not edit, run npm run codegen

export interface WidgetsCatalog {
  $schema?: string;
  description?: string;
  /**
   * @minItems 1
   */
  widgets: [
    {
      /**
       * Widget key, stable: dashboards and custom views refer to it.
       */
      key: string;
      title: string;
      /**
       * Shown as the title's tooltip.
       */
      description: string;
      /**
       * Section of the add-widget catalogue (spec section 3 groups).
       */
      group:
        | 'threats'
        | 'traffic'
        | 'endpoint'
        | 'sandbox'
        | 'fabric'
        | 'vpn-wifi'
        | 'system'
        | 'ddos'
        | 'sdwan'
        | 'interface'
        | 'firewall'
        | 'mail'
        | 'ztna'
        | 'iot'
        | 'shaping'
        | 'proxy'
        | 'dlp';
      /**
       * Data view key (fortiview-views.json).
       */
      viewName: string;
      /**
       * Default display type.
       */
      type:
        | 'table'
        | 'simple'
        | 'bar'
        | 'stackbar'
        | 'bubble'
        | 'treemap'
        | 'pie'
        | 'donut'
        | 'world'
        | 'globe'
        | 'sankey'
        | 'chord'
        | 'line'
        | 'scatter'
        | 'heatmap';
      /**
       * lite: a compact table (fewer columns).
       */
      tableMode: 'lite' | 'full';
      /**
       * Display types the widget can switch among, each with its renderer.
       */
      components: {
        [k: string]: string;
      };
      autoplayType: null | 'ioc' | 'vuln_user' | 'timeline' | 'device_status';
      intervalType: 'normal' | 'ioc' | 'fct_software' | 'system' | 'systemcpu' | 'timeline';
      timePeriodType:
        'normal' | 'threatmap' | 'ioc' | 'dailythreat' | 'system' | 'systemcpu' | 'fabrichistory' | 'timeline';
      /**
       * Top-N list of section 9 the widget uses; null: the list of the display type shown.
       */
      topNType: string | null;
      /**
       * No top-N choice.
       */
      noTop: boolean;
      isSdWan: boolean;
      /**
       * Security fabric widget.
       */
      isCsf: boolean;
      /**
       * A special renderer for the whole widget (device status rotation).
       */
      renderer?: string;
      /**
       * Display type → another data view (the applications widget's stacked bars are the view the spec calls appOverTime).
       */
      viewTypeNameMap?: {
        [k: string]: string;
      };
    },
    ...{
      /**
       * Widget key, stable: dashboards and custom views refer to it.
       */
      key: string;
      title: string;
      /**
       * Shown as the title's tooltip.
       */
      description: string;
      /**
       * Section of the add-widget catalogue (spec section 3 groups).
       */
      group:
        | 'threats'
        | 'traffic'
        | 'endpoint'
        | 'sandbox'
        | 'fabric'
        | 'vpn-wifi'
        | 'system'
        | 'ddos'
        | 'sdwan'
        | 'interface'
        | 'firewall'
        | 'mail'
        | 'ztna'
        | 'iot'
        | 'shaping'
        | 'proxy'
        | 'dlp';
      /**
       * Data view key (fortiview-views.json).
       */
      viewName: string;
      /**
       * Default display type.
       */
      type:
        | 'table'
        | 'simple'
        | 'bar'
        | 'stackbar'
        | 'bubble'
        | 'treemap'
        | 'pie'
        | 'donut'
        | 'world'
        | 'globe'
        | 'sankey'
        | 'chord'
        | 'line'
        | 'scatter'
        | 'heatmap';
      /**
       * lite: a compact table (fewer columns).
       */
      tableMode: 'lite' | 'full';
      /**
       * Display types the widget can switch among, each with its renderer.
       */
      components: {
        [k: string]: string;
      };
      autoplayType: null | 'ioc' | 'vuln_user' | 'timeline' | 'device_status';
      intervalType: 'normal' | 'ioc' | 'fct_software' | 'system' | 'systemcpu' | 'timeline';
      timePeriodType:
        'normal' | 'threatmap' | 'ioc' | 'dailythreat' | 'system' | 'systemcpu' | 'fabrichistory' | 'timeline';
      /**
       * Top-N list of section 9 the widget uses; null: the list of the display type shown.
       */
      topNType: string | null;
      /**
       * No top-N choice.
       */
      noTop: boolean;
      isSdWan: boolean;
      /**
       * Security fabric widget.
       */
      isCsf: boolean;
      /**
       * A special renderer for the whole widget (device status rotation).
       */
      renderer?: string;
      /**
       * Display type → another data view (the applications widget's stacked bars are the view the spec calls appOverTime).
       */
      viewTypeNameMap?: {
        [k: string]: string;
      };
    }[]
  ];
  /**
   * Sections of the add-widget catalogue in their order (spec section 3 groups), each with its title.
   *
   * @minItems 1
   */
  groups: [
    {
      /**
       * Section of the add-widget catalogue (spec section 3 groups).
       */
      key:
        | 'threats'
        | 'traffic'
        | 'endpoint'
        | 'sandbox'
        | 'fabric'
        | 'vpn-wifi'
        | 'system'
        | 'ddos'
        | 'sdwan'
        | 'interface'
        | 'firewall'
        | 'mail'
        | 'ztna'
        | 'iot'
        | 'shaping'
        | 'proxy'
        | 'dlp';
      title: string;
    },
    ...{
      /**
       * Section of the add-widget catalogue (spec section 3 groups).
       */
      key:
        | 'threats'
        | 'traffic'
        | 'endpoint'
        | 'sandbox'
        | 'fabric'
        | 'vpn-wifi'
        | 'system'
        | 'ddos'
        | 'sdwan'
        | 'interface'
        | 'firewall'
        | 'mail'
        | 'ztna'
        | 'iot'
        | 'shaping'
        | 'proxy'
        | 'dlp';
      title: string;
    }[]
  ];
}

export const widgets = {
  "description": "Widget definitions (spec section 3, Widget definition): each widget's title, description, data view, default display type and the display types it can switch to (with their renderers), and the option lists it offers by kind.",
  "groups": [
    {
      "key": "threats",
      "title": "Threats"
    },
    {
      "key": "traffic",
      "title": "Traffic and Users"
    },
    {
      "key": "endpoint",
      "title": "Endpoint Client"
    },
    {
      "key": "sandbox",
      "title": "Sandbox and Indicators of Compromise"
    },
    {
      "key": "fabric",
      "title": "Security Fabric"
    },
    {
      "key": "vpn-wifi",
      "title": "VPN and WiFi"
    },
    {
      "key": "system",
      "title": "System"
    },
    {
      "key": "ddos",
      "title": "DDoS"
    },
    {
      "key": "sdwan",
      "title": "SD-WAN"
    },
    {
      "key": "interface",
      "title": "Interface Bit Rates"
    },
    {
      "key": "firewall",
      "title": "Firewall"
    },
    {
      "key": "mail",
      "title": "Mail"
    },
    {
      "key": "ztna",
      "title": "ZTNA"
    },
    {
      "key": "iot",
      "title": "IoT"
    },
    {
      "key": "shaping",
      "title": "Traffic Shaping"
    },
    {
      "key": "proxy",
      "title": "Proxy"
    },
    {
      "key": "dlp",
      "title": "Data Loss Prevention"
    }
  ],
  "widgets": [
    {
      "key": "device-status",
      "title": "Device Status",
      "description": "Connection, firmware, logs, CPU and memory of each managed device over the period, rotating through the fleet.",
      "group": "threats",
      "viewName": "device-status",
      "type": "table",
      "tableMode": "lite",
      "components": {
        "table": "grid-table",
        "simple": "simple-figures"
      },
      "autoplayType": "device_status",
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": true,
      "isSdWan": false,
      "isCsf": false,
      "renderer": "device-status"
    },
    {
      "key": "threat-destinations",
      "title": "Top Threat Destinations",
      "description": "Destinations most targeted by threats, by threat score.",
      "group": "threats",
      "viewName": "threat-destinations",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "threat-map",
      "title": "Threat Map",
      "description": "Where threats come from, by country.",
      "group": "threats",
      "viewName": "threat-map",
      "type": "world",
      "tableMode": "full",
      "components": {
        "world": "nivo-geo-world",
        "globe": "nivo-geo-globe",
        "table": "grid-table",
        "bar": "nivo-bar"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "threatmap",
      "topNType": "world",
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "top-threats",
      "title": "Top Threats",
      "description": "Threats seen most, by threat score.",
      "group": "threats",
      "viewName": "top-threats",
      "type": "table",
      "tableMode": "lite",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "top-threats-weight",
      "title": "Top Threats by Weight",
      "description": "Threats weighted by how often they were seen.",
      "group": "threats",
      "viewName": "top-threats-weight",
      "type": "treemap",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "treemap",
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "virus-timeline",
      "title": "Virus Timeline",
      "description": "Viruses detected over time.",
      "group": "threats",
      "viewName": "virus-timeline",
      "type": "line",
      "tableMode": "full",
      "components": {
        "line": "nivo-line",
        "stackbar": "nivo-stackbar",
        "heatmap": "nivo-heatmap",
        "scatter": "nivo-scatterplot",
        "table": "grid-table"
      },
      "autoplayType": "timeline",
      "intervalType": "timeline",
      "timePeriodType": "timeline",
      "topNType": "timeline",
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "best-practices-region",
      "title": "Best Practices by Region",
      "description": "Blocked traffic by destination region, against best practice.",
      "group": "threats",
      "viewName": "best-practices-region",
      "type": "world",
      "tableMode": "full",
      "components": {
        "world": "nivo-geo-world",
        "globe": "nivo-geo-globe",
        "table": "grid-table",
        "bar": "nivo-bar"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "world",
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "local-threat-prevalence",
      "title": "Local Threat Prevalence",
      "description": "How widespread each threat found locally is.",
      "group": "threats",
      "viewName": "local-threat-prevalence",
      "type": "table",
      "tableMode": "lite",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "threat_prevalence",
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "user-data-flow",
      "title": "User Data Flow",
      "description": "Bytes flowing from users to applications.",
      "group": "traffic",
      "viewName": "user-data-flow",
      "type": "sankey",
      "tableMode": "full",
      "components": {
        "sankey": "nivo-sankey",
        "chord": "nivo-chord",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "top-sources",
      "title": "Top Sources",
      "description": "Source hosts by bandwidth, with their user.",
      "group": "traffic",
      "viewName": "top-sources",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "top-source-addresses",
      "title": "Top Source Addresses",
      "description": "Source addresses by number of sessions.",
      "group": "traffic",
      "viewName": "top-source-addresses",
      "type": "table",
      "tableMode": "lite",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "top-country",
      "title": "Top Country/Region",
      "description": "Traffic by destination country or region.",
      "group": "traffic",
      "viewName": "top-country",
      "type": "world",
      "tableMode": "full",
      "components": {
        "world": "nivo-geo-world",
        "globe": "nivo-geo-globe",
        "table": "grid-table",
        "bar": "nivo-bar"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "world",
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "top-destinations",
      "title": "Top Destinations",
      "description": "Destination hosts by bandwidth.",
      "group": "traffic",
      "viewName": "top-destinations",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "top-destination-addresses",
      "title": "Top Destination Addresses",
      "description": "Destination addresses by number of sessions.",
      "group": "traffic",
      "viewName": "top-destination-addresses",
      "type": "table",
      "tableMode": "lite",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "policy-hits",
      "title": "Policy Hits",
      "description": "Firewall policies by the sessions they matched.",
      "group": "traffic",
      "viewName": "policy-hits",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "top-website-domains",
      "title": "Top Website Domains",
      "description": "Websites visited most.",
      "group": "traffic",
      "viewName": "top-website-domains",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "top-website-categories",
      "title": "Top Website Categories",
      "description": "Web categories visited most.",
      "group": "traffic",
      "viewName": "top-website-categories",
      "type": "pie",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "pie",
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "top-cloud-apps",
      "title": "Top Cloud Applications",
      "description": "Cloud (SaaS) applications by bandwidth.",
      "group": "traffic",
      "viewName": "top-cloud-apps",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "top-cloud-users",
      "title": "Top Cloud Users",
      "description": "Users of cloud applications by bandwidth.",
      "group": "traffic",
      "viewName": "top-cloud-users",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "top-applications",
      "title": "Top Applications",
      "description": "Applications by bandwidth; as stacked bars, over time.",
      "group": "traffic",
      "viewName": "top-applications",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "bar": "nivo-bar",
        "stackbar": "nivo-stackbar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false,
      "viewTypeNameMap": {
        "stackbar": "appOverTime"
      }
    },
    {
      "key": "top-browsing-users",
      "title": "Top Browsing Users",
      "description": "Users who spent the most time browsing.",
      "group": "traffic",
      "viewName": "top-browsing-users",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "traffic-history",
      "title": "Bandwidth History",
      "description": "Total bandwidth over time.",
      "group": "traffic",
      "viewName": "traffic-history",
      "type": "line",
      "tableMode": "full",
      "components": {
        "line": "nivo-line",
        "stackbar": "nivo-stackbar",
        "heatmap": "nivo-heatmap",
        "scatter": "nivo-scatterplot",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": true,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "top-sources-history",
      "title": "Top Sources History",
      "description": "The top sources' bandwidth over time.",
      "group": "traffic",
      "viewName": "sources-history",
      "type": "line",
      "tableMode": "full",
      "components": {
        "line": "nivo-line",
        "stackbar": "nivo-stackbar",
        "heatmap": "nivo-heatmap",
        "scatter": "nivo-scatterplot",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "timeline",
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "sessions-history",
      "title": "Sessions History",
      "description": "Sessions over time, allowed and blocked.",
      "group": "traffic",
      "viewName": "sessions-history",
      "type": "stackbar",
      "tableMode": "full",
      "components": {
        "line": "nivo-line",
        "stackbar": "nivo-stackbar",
        "heatmap": "nivo-heatmap",
        "scatter": "nivo-scatterplot",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": true,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "top-sources-today",
      "title": "Top Sources Today",
      "description": "Today's top sources by bandwidth.",
      "group": "traffic",
      "viewName": "top-sources-today",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "dailythreat",
      "topNType": "source_today",
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "fct-apps",
      "title": "Top Endpoint Applications",
      "description": "Applications run on endpoints.",
      "group": "endpoint",
      "viewName": "fct-apps",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "fct-threats",
      "title": "Top Endpoint Threats",
      "description": "Threats found on endpoints.",
      "group": "endpoint",
      "viewName": "fct-threats",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "fct-websites",
      "title": "Top Endpoint Websites",
      "description": "Websites visited from endpoints.",
      "group": "endpoint",
      "viewName": "fct-websites",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "fct-vulnerabilities",
      "title": "Endpoint Vulnerabilities",
      "description": "Vulnerabilities found on endpoints, by operating system.",
      "group": "endpoint",
      "viewName": "fct-vulnerabilities",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "fct-endpoints",
      "title": "Endpoints",
      "description": "Endpoints with their user and operating system.",
      "group": "endpoint",
      "viewName": "fct-endpoints",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "fct-software-inventory",
      "title": "Software Inventory",
      "description": "Software installed on endpoints.",
      "group": "endpoint",
      "viewName": "fct-software",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "fct_software",
      "timePeriodType": "normal",
      "topNType": "fct_software",
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "sandbox-detection",
      "title": "Sandbox Detection",
      "description": "Files sent to the sandbox and its verdict on each.",
      "group": "sandbox",
      "viewName": "sandbox-detection",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "sandbox-verdict",
      "title": "Sandbox Verdicts",
      "description": "Files sent to the sandbox by verdict.",
      "group": "sandbox",
      "viewName": "sandbox-verdict",
      "type": "donut",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "donut",
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "sandbox-users",
      "title": "Sandbox Users",
      "description": "Users whose files the sandbox did not find clean.",
      "group": "sandbox",
      "viewName": "sandbox-users",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "ioc",
      "title": "Indicators of Compromise",
      "description": "Hosts showing signs of compromise, by threat score.",
      "group": "sandbox",
      "viewName": "ioc",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": "ioc",
      "intervalType": "ioc",
      "timePeriodType": "ioc",
      "topNType": "ioc_user",
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "user-vulnerabilities",
      "title": "User Vulnerabilities",
      "description": "Users by the vulnerability score of their hosts.",
      "group": "sandbox",
      "viewName": "user-vulnerabilities",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": "vuln_user",
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "vuln_user",
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "fabric-audit",
      "title": "Fabric Audit",
      "description": "Each security rating check and its result in the period's last audit.",
      "group": "fabric",
      "viewName": "fabric-audit",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "fabrichistory",
      "topNType": null,
      "noTop": true,
      "isSdWan": false,
      "isCsf": true
    },
    {
      "key": "fabric-score",
      "title": "Security Rating Score",
      "description": "The security rating score over the period, by category: the points of the checks that passed in each audit.",
      "group": "fabric",
      "viewName": "fabric-score",
      "type": "line",
      "tableMode": "full",
      "components": {
        "line": "nivo-line",
        "stackbar": "nivo-stackbar",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "fabrichistory",
      "topNType": null,
      "noTop": true,
      "isSdWan": false,
      "isCsf": true
    },
    {
      "key": "fabric-topology",
      "title": "Fabric Topology",
      "description": "Security fabric devices and their links by traffic.",
      "group": "fabric",
      "viewName": "fabric-topology",
      "type": "sankey",
      "tableMode": "full",
      "components": {
        "sankey": "nivo-sankey",
        "chord": "nivo-chord",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": true
    },
    {
      "key": "vpn-dialup",
      "title": "SSL and Dialup IPsec",
      "description": "Remote-access VPN users and their tunnels.",
      "group": "vpn-wifi",
      "viewName": "vpn-dialup",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "vpn-site-to-site",
      "title": "Site-to-Site IPsec",
      "description": "Site-to-site IPsec tunnels by events.",
      "group": "vpn-wifi",
      "viewName": "vpn-site",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "wifi-authorized-aps",
      "title": "Authorized APs",
      "description": "Managed access points by wireless events.",
      "group": "vpn-wifi",
      "viewName": "wifi-authorized-aps",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "wifi-rogue-aps",
      "title": "Rogue APs",
      "description": "Access points detected that are not managed.",
      "group": "vpn-wifi",
      "viewName": "wifi-rogue-aps",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "wifi-ssid",
      "title": "Top SSIDs",
      "description": "Wireless networks by client events.",
      "group": "vpn-wifi",
      "viewName": "wifi-ssid",
      "type": "pie",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "pie",
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "wifi-clients",
      "title": "WiFi Clients",
      "description": "Wireless clients and their SSID.",
      "group": "vpn-wifi",
      "viewName": "wifi-clients",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "sys-multicore-cpu",
      "title": "Multi-Core CPU",
      "description": "CPU use of each of the analyzer's cores over time.",
      "group": "system",
      "viewName": "sys-multicore",
      "type": "line",
      "tableMode": "full",
      "components": {
        "line": "nivo-line",
        "stackbar": "nivo-stackbar",
        "heatmap": "nivo-heatmap",
        "scatter": "nivo-scatterplot",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "systemcpu",
      "timePeriodType": "systemcpu",
      "topNType": null,
      "noTop": true,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "sys-cpu-memory",
      "title": "CPU and Memory",
      "description": "CPU and memory use of the analyzer over time.",
      "group": "system",
      "viewName": "sys-cpu-memory",
      "type": "line",
      "tableMode": "full",
      "components": {
        "line": "nivo-line",
        "stackbar": "nivo-stackbar",
        "heatmap": "nivo-heatmap",
        "scatter": "nivo-scatterplot",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "system",
      "timePeriodType": "system",
      "topNType": null,
      "noTop": true,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "sys-log-rate",
      "title": "Log Receive Rate",
      "description": "Logs received per second.",
      "group": "system",
      "viewName": "sys-log-rate",
      "type": "line",
      "tableMode": "full",
      "components": {
        "line": "nivo-line",
        "stackbar": "nivo-stackbar",
        "heatmap": "nivo-heatmap",
        "scatter": "nivo-scatterplot",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "system",
      "timePeriodType": "system",
      "topNType": null,
      "noTop": true,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "sys-disk-io",
      "title": "Disk I/O",
      "description": "Disk throughput of the analyzer.",
      "group": "system",
      "viewName": "sys-disk-io",
      "type": "line",
      "tableMode": "full",
      "components": {
        "line": "nivo-line",
        "stackbar": "nivo-stackbar",
        "heatmap": "nivo-heatmap",
        "scatter": "nivo-scatterplot",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "system",
      "timePeriodType": "system",
      "topNType": null,
      "noTop": true,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "resource-average-peak",
      "title": "Resource Average and Peak",
      "description": "Average and peak of CPU, memory, disk and log rate.",
      "group": "system",
      "viewName": "resource-average-peak",
      "type": "simple",
      "tableMode": "full",
      "components": {
        "simple": "simple-figures",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "system",
      "timePeriodType": "system",
      "topNType": null,
      "noTop": true,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "failed-auth",
      "title": "Failed Authentication Attempts",
      "description": "Sources of failed log-in attempts.",
      "group": "system",
      "viewName": "failed-auth",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "system-events",
      "title": "System Events",
      "description": "System events by kind and level.",
      "group": "system",
      "viewName": "system-events",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "admin-logins",
      "title": "Admin Logins",
      "description": "Administrator log-ins and where from.",
      "group": "system",
      "viewName": "admin-logins",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "ddos-sources",
      "title": "DDoS Top Sources",
      "description": "Sources of denial-of-service attacks.",
      "group": "ddos",
      "viewName": "ddos-sources",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "ddos-destinations",
      "title": "DDoS Top Destinations",
      "description": "Hosts targeted by denial-of-service attacks.",
      "group": "ddos",
      "viewName": "ddos-destinations",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "ddos-types",
      "title": "DDoS Attack Types",
      "description": "Denial-of-service attacks by type.",
      "group": "ddos",
      "viewName": "ddos-types",
      "type": "pie",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "pie",
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "sdwan-bandwidth",
      "title": "SD-WAN Bandwidth by Interface",
      "description": "Bandwidth of each SD-WAN member over time.",
      "group": "sdwan",
      "viewName": "sdwan-bandwidth",
      "type": "line",
      "tableMode": "full",
      "components": {
        "line": "nivo-line",
        "stackbar": "nivo-stackbar",
        "heatmap": "nivo-heatmap",
        "scatter": "nivo-scatterplot",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "timeline",
      "noTop": false,
      "isSdWan": true,
      "isCsf": false
    },
    {
      "key": "sdwan-latency",
      "title": "SD-WAN Latency",
      "description": "Latency of each SD-WAN member.",
      "group": "sdwan",
      "viewName": "sdwan-latency",
      "type": "line",
      "tableMode": "full",
      "components": {
        "line": "nivo-line",
        "stackbar": "nivo-stackbar",
        "heatmap": "nivo-heatmap",
        "scatter": "nivo-scatterplot",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "timeline",
      "noTop": false,
      "isSdWan": true,
      "isCsf": false
    },
    {
      "key": "sdwan-jitter",
      "title": "SD-WAN Jitter",
      "description": "Jitter of each SD-WAN member.",
      "group": "sdwan",
      "viewName": "sdwan-jitter",
      "type": "line",
      "tableMode": "full",
      "components": {
        "line": "nivo-line",
        "stackbar": "nivo-stackbar",
        "heatmap": "nivo-heatmap",
        "scatter": "nivo-scatterplot",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "timeline",
      "noTop": false,
      "isSdWan": true,
      "isCsf": false
    },
    {
      "key": "sdwan-packetloss",
      "title": "SD-WAN Packet Loss",
      "description": "Packet loss of each SD-WAN member.",
      "group": "sdwan",
      "viewName": "sdwan-packetloss",
      "type": "line",
      "tableMode": "full",
      "components": {
        "line": "nivo-line",
        "stackbar": "nivo-stackbar",
        "heatmap": "nivo-heatmap",
        "scatter": "nivo-scatterplot",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "timeline",
      "noTop": false,
      "isSdWan": true,
      "isCsf": false
    },
    {
      "key": "sdwan-app-bandwidth",
      "title": "SD-WAN Application Bandwidth",
      "description": "Applications by bandwidth over the SD-WAN.",
      "group": "sdwan",
      "viewName": "sdwan-app-bandwidth",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "sdwan_app",
      "noTop": false,
      "isSdWan": true,
      "isCsf": false
    },
    {
      "key": "sdwan-app-flow",
      "title": "SD-WAN Application Flow",
      "description": "Which SD-WAN member carries each application.",
      "group": "sdwan",
      "viewName": "sdwan-app-flow",
      "type": "sankey",
      "tableMode": "full",
      "components": {
        "sankey": "nivo-sankey",
        "chord": "nivo-chord",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "sdwan_app",
      "noTop": false,
      "isSdWan": true,
      "isCsf": false
    },
    {
      "key": "sdwan-global-app",
      "title": "Global Application Performance",
      "description": "Application response across the SD-WAN.",
      "group": "sdwan",
      "viewName": "sdwan-global-app",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "sdwan_app",
      "noTop": false,
      "isSdWan": true,
      "isCsf": false
    },
    {
      "key": "sdwan-sla",
      "title": "SD-WAN Performance SLA",
      "description": "Share of each SD-WAN member's health-check probes that met their SLA.",
      "group": "sdwan",
      "viewName": "sdwan-sla",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": true,
      "isCsf": false
    },
    {
      "key": "interface-bitrate",
      "title": "Interface Bit Rates",
      "description": "Received and sent bit rate of each interface.",
      "group": "interface",
      "viewName": "interface-bitrate",
      "type": "line",
      "tableMode": "full",
      "components": {
        "line": "nivo-line",
        "stackbar": "nivo-stackbar",
        "heatmap": "nivo-heatmap",
        "scatter": "nivo-scatterplot",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "timeline",
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "ffw-top-sources",
      "title": "Firewall Top Sources",
      "description": "Sources through the firewalls by sessions.",
      "group": "firewall",
      "viewName": "ffw-top-sources",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "ffw-top-destinations",
      "title": "Firewall Top Destinations",
      "description": "Destinations through the firewalls by sessions.",
      "group": "firewall",
      "viewName": "ffw-top-destinations",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "ffw-policy-hits",
      "title": "Firewall Policy Hits",
      "description": "Firewall policies by the sessions they matched.",
      "group": "firewall",
      "viewName": "ffw-policy-hits",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "ffw-vpn",
      "title": "Firewall VPN Tunnels",
      "description": "VPN tunnels of the firewalls.",
      "group": "firewall",
      "viewName": "ffw-vpn",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "mail-senders",
      "title": "Top Mail Senders",
      "description": "Senders by number of messages.",
      "group": "mail",
      "viewName": "mail-senders",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "mail-recipients",
      "title": "Top Mail Recipients",
      "description": "Recipients by number of messages.",
      "group": "mail",
      "viewName": "mail-recipients",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "mail-statistics",
      "title": "Mail Statistics",
      "description": "Messages over time by verdict.",
      "group": "mail",
      "viewName": "mail-statistics",
      "type": "stackbar",
      "tableMode": "full",
      "components": {
        "line": "nivo-line",
        "stackbar": "nivo-stackbar",
        "heatmap": "nivo-heatmap",
        "scatter": "nivo-scatterplot",
        "table": "grid-table"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": true,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "ztna-servers",
      "title": "ZTNA Servers",
      "description": "Servers reached through zero-trust access.",
      "group": "ztna",
      "viewName": "ztna-servers",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "ztna-users",
      "title": "ZTNA Users",
      "description": "Users of zero-trust access.",
      "group": "ztna",
      "viewName": "ztna-users",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "iot-inventory",
      "title": "IoT Inventory",
      "description": "IoT devices detected on the network, by device type.",
      "group": "iot",
      "viewName": "iot-inventory",
      "type": "treemap",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": "treemap",
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "shaping-bandwidth",
      "title": "Traffic Shaping Bandwidth",
      "description": "Bandwidth per traffic-shaping policy.",
      "group": "shaping",
      "viewName": "shaping-bandwidth",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "shaping-dropped",
      "title": "Traffic Shaping Drops",
      "description": "Sessions dropped by each shaping policy.",
      "group": "shaping",
      "viewName": "shaping-dropped",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "proxy-users",
      "title": "Proxy Top Users",
      "description": "Users of the web proxies by bandwidth.",
      "group": "proxy",
      "viewName": "proxy-users",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "proxy-sites",
      "title": "Proxy Top Websites",
      "description": "Websites reached through the proxies.",
      "group": "proxy",
      "viewName": "proxy-sites",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "dlp-files",
      "title": "DLP Files",
      "description": "Files data-loss prevention acted on.",
      "group": "dlp",
      "viewName": "dlp-files",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "dlp-users",
      "title": "DLP Users",
      "description": "Users whose transfers data-loss prevention acted on.",
      "group": "dlp",
      "viewName": "dlp-users",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "waf-attacks",
      "title": "Web Application Attacks",
      "description": "Attacks blocked by the web application firewall.",
      "group": "firewall",
      "viewName": "waf-attacks",
      "type": "bar",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    },
    {
      "key": "dns-logs",
      "title": "DNS Logs",
      "description": "DNS queries by domain and verdict.",
      "group": "traffic",
      "viewName": "dns-logs",
      "type": "table",
      "tableMode": "full",
      "components": {
        "table": "grid-table",
        "bar": "nivo-bar",
        "pie": "nivo-pie",
        "donut": "nivo-pie",
        "treemap": "nivo-treemap",
        "bubble": "nivo-circle-packing",
        "simple": "simple-figures"
      },
      "autoplayType": null,
      "intervalType": "normal",
      "timePeriodType": "normal",
      "topNType": null,
      "noTop": false,
      "isSdWan": false,
      "isCsf": false
    }
  ]
} as const satisfies WidgetsCatalog;
