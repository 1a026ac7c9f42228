// generated from specs/catalog/dashboard-options.json; do not edit, run npm run codegen

export type DisplayType =
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

export interface DashboardOptionsCatalog {
  $schema?: string;
  description?: string;
  /**
   * Time-period lists by the widgets' timePeriodType (timeline: the virus timeline's last 1 month, spec section 9).
   */
  timePeriods: {
    [k: string]: PeriodKind;
  };
  /**
   * Top-N lists by display type or by a widget's topNType.
   */
  topN: {
    [k: string]: NumberList;
  };
  /**
   * Refresh intervals (seconds) by the widgets' intervalType.
   */
  refresh: {
    [k: string]: IntervalList;
  };
  /**
   * Autoplay rotations (seconds) by the widgets' autoplayType, and the NOC-mode rotation.
   */
  autoplay: {
    [k: string]: IntervalList;
  };
  /**
   * Display types each family of rows can be drawn as.
   */
  displayTypeFamilies: {
    [k: string]: DisplayType[];
  };
  grid: {
    columns: 24;
    rowHeight: number;
    margin: number;
  };
}
export interface PeriodKind {
  default: string;
  lastNUnits?: ('hour' | 'day' | 'week')[];
  /**
   * @minItems 1
   */
  options: [PeriodOption, ...PeriodOption[]];
}
export interface PeriodOption {
  value: string;
  label: string;
  kind: 'preset' | 'lastN' | 'custom' | 'realtime' | 'day';
  seconds?: number;
  dayOffset?: number;
}
export interface NumberList {
  /**
   * @minItems 1
   */
  options: [number, ...number[]];
  default: number;
  /**
   * The top rows are kept when the list is cut (SD-WAN application views).
   */
  keepTop?: boolean;
}
export interface IntervalList {
  /**
   * @minItems 1
   */
  options: [
    {
      seconds: number;
      label: string;
    },
    ...{
      seconds: number;
      label: string;
    }[]
  ];
  default: number;
}

export const dashboardOptions = {
  "description": "Option lists of dashboard widgets (spec section 9), each with its default: time periods per kind, top-N per display type or list, refresh intervals per interval type, autoplay rotations, the display types each family of rows can be drawn as, and the 24-column grid. NOC-mode rotation (noc) is the console's own list.",
  "timePeriods": {
    "normal": {
      "default": "1hour",
      "lastNUnits": [
        "hour",
        "day",
        "week"
      ],
      "options": [
        {
          "value": "5min",
          "label": "Last 5 Minutes",
          "kind": "preset",
          "seconds": 300
        },
        {
          "value": "30min",
          "label": "Last 30 Minutes",
          "kind": "preset",
          "seconds": 1800
        },
        {
          "value": "1hour",
          "label": "Last 1 Hour",
          "kind": "preset",
          "seconds": 3600
        },
        {
          "value": "4hour",
          "label": "Last 4 Hours",
          "kind": "preset",
          "seconds": 14400
        },
        {
          "value": "12hour",
          "label": "Last 12 Hours",
          "kind": "preset",
          "seconds": 43200
        },
        {
          "value": "1day",
          "label": "Last 1 Day",
          "kind": "preset",
          "seconds": 86400
        },
        {
          "value": "1week",
          "label": "Last 1 Week",
          "kind": "preset",
          "seconds": 604800
        },
        {
          "value": "lastN",
          "label": "Last N",
          "kind": "lastN"
        },
        {
          "value": "custom",
          "label": "Custom",
          "kind": "custom"
        }
      ]
    },
    "threatmap": {
      "default": "realtime",
      "lastNUnits": [
        "hour",
        "day",
        "week"
      ],
      "options": [
        {
          "value": "realtime",
          "label": "Real-time",
          "kind": "realtime"
        },
        {
          "value": "5min",
          "label": "Last 5 Minutes",
          "kind": "preset",
          "seconds": 300
        },
        {
          "value": "30min",
          "label": "Last 30 Minutes",
          "kind": "preset",
          "seconds": 1800
        },
        {
          "value": "1hour",
          "label": "Last 1 Hour",
          "kind": "preset",
          "seconds": 3600
        },
        {
          "value": "4hour",
          "label": "Last 4 Hours",
          "kind": "preset",
          "seconds": 14400
        },
        {
          "value": "12hour",
          "label": "Last 12 Hours",
          "kind": "preset",
          "seconds": 43200
        },
        {
          "value": "1day",
          "label": "Last 1 Day",
          "kind": "preset",
          "seconds": 86400
        },
        {
          "value": "1week",
          "label": "Last 1 Week",
          "kind": "preset",
          "seconds": 604800
        },
        {
          "value": "lastN",
          "label": "Last N",
          "kind": "lastN"
        },
        {
          "value": "custom",
          "label": "Custom",
          "kind": "custom"
        }
      ]
    },
    "ioc": {
      "default": "today",
      "lastNUnits": [
        "day"
      ],
      "options": [
        {
          "value": "today",
          "label": "Today",
          "kind": "day",
          "dayOffset": 0
        },
        {
          "value": "minus1day",
          "label": "Yesterday",
          "kind": "day",
          "dayOffset": 1
        },
        {
          "value": "minus2day",
          "label": "2 Days Ago",
          "kind": "day",
          "dayOffset": 2
        },
        {
          "value": "minus3day",
          "label": "3 Days Ago",
          "kind": "day",
          "dayOffset": 3
        },
        {
          "value": "minus4day",
          "label": "4 Days Ago",
          "kind": "day",
          "dayOffset": 4
        },
        {
          "value": "minus5day",
          "label": "5 Days Ago",
          "kind": "day",
          "dayOffset": 5
        },
        {
          "value": "minus6day",
          "label": "6 Days Ago",
          "kind": "day",
          "dayOffset": 6
        },
        {
          "value": "minus7day",
          "label": "7 Days Ago",
          "kind": "day",
          "dayOffset": 7
        },
        {
          "value": "7day",
          "label": "Last 7 Days",
          "kind": "preset",
          "seconds": 604800
        },
        {
          "value": "30day",
          "label": "Last 30 Days",
          "kind": "preset",
          "seconds": 2592000
        },
        {
          "value": "lastN",
          "label": "Last N Days",
          "kind": "lastN"
        },
        {
          "value": "custom",
          "label": "Custom",
          "kind": "custom"
        }
      ]
    },
    "dailythreat": {
      "default": "today",
      "options": [
        {
          "value": "today",
          "label": "Today",
          "kind": "day",
          "dayOffset": 0
        },
        {
          "value": "minus1day",
          "label": "Yesterday",
          "kind": "day",
          "dayOffset": 1
        },
        {
          "value": "minus2day",
          "label": "2 Days Ago",
          "kind": "day",
          "dayOffset": 2
        },
        {
          "value": "minus3day",
          "label": "3 Days Ago",
          "kind": "day",
          "dayOffset": 3
        },
        {
          "value": "minus4day",
          "label": "4 Days Ago",
          "kind": "day",
          "dayOffset": 4
        },
        {
          "value": "minus5day",
          "label": "5 Days Ago",
          "kind": "day",
          "dayOffset": 5
        },
        {
          "value": "minus6day",
          "label": "6 Days Ago",
          "kind": "day",
          "dayOffset": 6
        },
        {
          "value": "minus7day",
          "label": "7 Days Ago",
          "kind": "day",
          "dayOffset": 7
        }
      ]
    },
    "system": {
      "default": "1hour",
      "options": [
        {
          "value": "1hour",
          "label": "Last 1 Hour",
          "kind": "preset",
          "seconds": 3600
        },
        {
          "value": "8hour",
          "label": "Last 8 Hours",
          "kind": "preset",
          "seconds": 28800
        },
        {
          "value": "24hour",
          "label": "Last 24 Hours",
          "kind": "preset",
          "seconds": 86400
        }
      ]
    },
    "systemcpu": {
      "default": "10min",
      "options": [
        {
          "value": "10min",
          "label": "Last 10 Minutes",
          "kind": "preset",
          "seconds": 600
        },
        {
          "value": "1hour",
          "label": "Last 1 Hour",
          "kind": "preset",
          "seconds": 3600
        },
        {
          "value": "24hour",
          "label": "Last 24 Hours",
          "kind": "preset",
          "seconds": 86400
        }
      ]
    },
    "fabrichistory": {
      "default": "1week",
      "lastNUnits": [
        "hour",
        "day",
        "week"
      ],
      "options": [
        {
          "value": "1hour",
          "label": "Last 1 Hour",
          "kind": "preset",
          "seconds": 3600
        },
        {
          "value": "4hour",
          "label": "Last 4 Hours",
          "kind": "preset",
          "seconds": 14400
        },
        {
          "value": "12hour",
          "label": "Last 12 Hours",
          "kind": "preset",
          "seconds": 43200
        },
        {
          "value": "1day",
          "label": "Last 1 Day",
          "kind": "preset",
          "seconds": 86400
        },
        {
          "value": "1week",
          "label": "Last 1 Week",
          "kind": "preset",
          "seconds": 604800
        },
        {
          "value": "lastN",
          "label": "Last N",
          "kind": "lastN"
        },
        {
          "value": "custom",
          "label": "Custom",
          "kind": "custom"
        }
      ]
    },
    "timeline": {
      "default": "1month",
      "options": [
        {
          "value": "1month",
          "label": "Last 1 Month",
          "kind": "preset",
          "seconds": 2592000
        }
      ]
    }
  },
  "topN": {
    "table": {
      "options": [
        100,
        500,
        1000
      ],
      "default": 100
    },
    "simple": {
      "options": [
        100,
        500,
        1000
      ],
      "default": 100
    },
    "ioc_user": {
      "options": [
        10,
        15,
        20
      ],
      "default": 10
    },
    "vuln_user": {
      "options": [
        10,
        15,
        20
      ],
      "default": 10
    },
    "bar": {
      "options": [
        10,
        15,
        20
      ],
      "default": 10
    },
    "bubble": {
      "options": [
        10,
        15,
        20
      ],
      "default": 10
    },
    "scatter": {
      "options": [
        10,
        15,
        20
      ],
      "default": 10
    },
    "sankey": {
      "options": [
        10,
        15,
        20
      ],
      "default": 10
    },
    "timeline": {
      "options": [
        10,
        15,
        20
      ],
      "default": 10
    },
    "line": {
      "options": [
        10,
        15,
        20
      ],
      "default": 10
    },
    "heatmap": {
      "options": [
        10,
        15,
        20
      ],
      "default": 10
    },
    "stackbar": {
      "options": [
        5,
        10,
        15,
        20
      ],
      "default": 5
    },
    "pie": {
      "options": [
        5,
        10,
        20
      ],
      "default": 5
    },
    "donut": {
      "options": [
        5,
        10,
        20
      ],
      "default": 5
    },
    "world": {
      "options": [
        10,
        20,
        50,
        100
      ],
      "default": 50
    },
    "globe": {
      "options": [
        10,
        20,
        50,
        100
      ],
      "default": 50
    },
    "treemap": {
      "options": [
        9,
        12,
        15,
        27
      ],
      "default": 12
    },
    "fct_software": {
      "options": [
        10,
        20,
        50
      ],
      "default": 10
    },
    "source_today": {
      "options": [
        5,
        10,
        15
      ],
      "default": 10
    },
    "chord": {
      "options": [
        5,
        10,
        15
      ],
      "default": 5
    },
    "geo": {
      "options": [
        5,
        10,
        15
      ],
      "default": 5
    },
    "threat_prevalence": {
      "options": [
        5,
        10,
        15
      ],
      "default": 5
    },
    "sdwan_app": {
      "options": [
        5,
        10,
        20
      ],
      "default": 5,
      "keepTop": true
    }
  },
  "refresh": {
    "normal": {
      "options": [
        {
          "seconds": 60,
          "label": "1 minute"
        },
        {
          "seconds": 180,
          "label": "3 minutes"
        },
        {
          "seconds": 300,
          "label": "5 minutes"
        },
        {
          "seconds": 600,
          "label": "10 minutes"
        },
        {
          "seconds": 900,
          "label": "15 minutes"
        },
        {
          "seconds": 1800,
          "label": "30 minutes"
        }
      ],
      "default": 300
    },
    "ioc": {
      "options": [
        {
          "seconds": 1800,
          "label": "30 minutes"
        },
        {
          "seconds": 3600,
          "label": "1 hour"
        }
      ],
      "default": 1800
    },
    "fct_software": {
      "options": [
        {
          "seconds": 86400,
          "label": "1 day"
        },
        {
          "seconds": 172800,
          "label": "2 days"
        },
        {
          "seconds": 604800,
          "label": "1 week"
        }
      ],
      "default": 86400
    },
    "system": {
      "options": [
        {
          "seconds": 30,
          "label": "30 seconds"
        },
        {
          "seconds": 60,
          "label": "1 minute"
        },
        {
          "seconds": 120,
          "label": "2 minutes"
        },
        {
          "seconds": 180,
          "label": "3 minutes"
        },
        {
          "seconds": 240,
          "label": "4 minutes"
        }
      ],
      "default": 30
    },
    "systemcpu": {
      "options": [
        {
          "seconds": 5,
          "label": "5 seconds"
        },
        {
          "seconds": 10,
          "label": "10 seconds"
        },
        {
          "seconds": 30,
          "label": "30 seconds"
        },
        {
          "seconds": 60,
          "label": "1 minute"
        },
        {
          "seconds": 120,
          "label": "2 minutes"
        },
        {
          "seconds": 180,
          "label": "3 minutes"
        }
      ],
      "default": 30
    },
    "timeline": {
      "options": [
        {
          "seconds": 43200,
          "label": "12 hours"
        }
      ],
      "default": 43200
    }
  },
  "autoplay": {
    "ioc": {
      "options": [
        {
          "seconds": 10,
          "label": "10 seconds"
        },
        {
          "seconds": 20,
          "label": "20 seconds"
        },
        {
          "seconds": 30,
          "label": "30 seconds"
        },
        {
          "seconds": 60,
          "label": "1 minute"
        },
        {
          "seconds": 120,
          "label": "2 minutes"
        },
        {
          "seconds": 300,
          "label": "5 minutes"
        }
      ],
      "default": 20
    },
    "vuln_user": {
      "options": [
        {
          "seconds": 10,
          "label": "10 seconds"
        },
        {
          "seconds": 20,
          "label": "20 seconds"
        },
        {
          "seconds": 30,
          "label": "30 seconds"
        },
        {
          "seconds": 60,
          "label": "1 minute"
        },
        {
          "seconds": 120,
          "label": "2 minutes"
        },
        {
          "seconds": 300,
          "label": "5 minutes"
        }
      ],
      "default": 20
    },
    "timeline": {
      "options": [
        {
          "seconds": 10,
          "label": "10 seconds"
        },
        {
          "seconds": 20,
          "label": "20 seconds"
        },
        {
          "seconds": 30,
          "label": "30 seconds"
        },
        {
          "seconds": 60,
          "label": "1 minute"
        },
        {
          "seconds": 120,
          "label": "2 minutes"
        },
        {
          "seconds": 300,
          "label": "5 minutes"
        }
      ],
      "default": 20
    },
    "device_status": {
      "options": [
        {
          "seconds": 5,
          "label": "5 seconds"
        },
        {
          "seconds": 15,
          "label": "15 seconds"
        },
        {
          "seconds": 30,
          "label": "30 seconds"
        }
      ],
      "default": 5
    },
    "noc": {
      "options": [
        {
          "seconds": 15,
          "label": "15 seconds"
        },
        {
          "seconds": 30,
          "label": "30 seconds"
        },
        {
          "seconds": 60,
          "label": "1 minute"
        },
        {
          "seconds": 120,
          "label": "2 minutes"
        },
        {
          "seconds": 300,
          "label": "5 minutes"
        }
      ],
      "default": 30
    }
  },
  "displayTypeFamilies": {
    "top": [
      "table",
      "bar",
      "pie",
      "donut",
      "treemap",
      "bubble",
      "simple"
    ],
    "series": [
      "line",
      "stackbar",
      "heatmap",
      "scatter",
      "table"
    ],
    "geo": [
      "world",
      "globe",
      "table",
      "bar"
    ],
    "flow": [
      "sankey",
      "chord",
      "table"
    ],
    "metric": [
      "simple",
      "table"
    ],
    "device": [
      "table",
      "simple"
    ],
    "score": [
      "table",
      "bar"
    ]
  },
  "grid": {
    "columns": 24,
    "rowHeight": 40,
    "margin": 8
  }
} as const satisfies DashboardOptionsCatalog;
