// generated from specs/catalog/severity.json; do not edit, run npm run codegen

export type Color = string;

export interface SeverityCatalog {
  $schema?: string;
  description?: string;
  /**
   * @minItems 5
   * @maxItems 5
   */
  riskLevels: [
    {
      risk: number;
      key: 'critical' | 'high' | 'medium' | 'low' | 'info';
      label: string;
      color: Color;
    },
    {
      risk: number;
      key: 'critical' | 'high' | 'medium' | 'low' | 'info';
      label: string;
      color: Color;
    },
    {
      risk: number;
      key: 'critical' | 'high' | 'medium' | 'low' | 'info';
      label: string;
      color: Color;
    },
    {
      risk: number;
      key: 'critical' | 'high' | 'medium' | 'low' | 'info';
      label: string;
      color: Color;
    },
    {
      risk: number;
      key: 'critical' | 'high' | 'medium' | 'low' | 'info';
      label: string;
      color: Color;
    }
  ];
  notificationSeverities: {
    key: 'critical' | 'error' | 'warning' | 'notification' | 'information';
    label: string;
    color: Color;
    rank: number;
  }[];
  /**
   * The levels of a log, most severe first, each with the colour of its tag in the log list (an antd preset colour).
   */
  logLevels?: {
    key: string;
    tag: 'red' | 'volcano' | 'orange' | 'gold' | 'blue' | 'default';
  }[];
  notificationGroups: {
    key: 'license' | 'sys' | 'dvm' | 'log' | 'outbreak' | 'socfabric';
    label: string;
  }[];
}

export const severity = {
  "description": "PSIRT risk scale 1-5 with labels and colours (critical red, high orange, medium yellow, low green, info light blue); notification severities with their display colours; log levels (the level field of a log) with the tag colour the log list shows them in.",
  "riskLevels": [
    {
      "risk": 5,
      "key": "critical",
      "label": "Critical",
      "color": "#d9363e"
    },
    {
      "risk": 4,
      "key": "high",
      "label": "High",
      "color": "#f28c28"
    },
    {
      "risk": 3,
      "key": "medium",
      "label": "Medium",
      "color": "#f5c518"
    },
    {
      "risk": 2,
      "key": "low",
      "label": "Low",
      "color": "#3a9d23"
    },
    {
      "risk": 1,
      "key": "info",
      "label": "Informational",
      "color": "#5bc0eb"
    }
  ],
  "notificationSeverities": [
    {
      "key": "critical",
      "label": "Critical",
      "color": "#d9363e",
      "rank": 5
    },
    {
      "key": "error",
      "label": "Error",
      "color": "#f28c28",
      "rank": 4
    },
    {
      "key": "warning",
      "label": "Warning",
      "color": "#f5c518",
      "rank": 3
    },
    {
      "key": "notification",
      "label": "Notification",
      "color": "#3a9d23",
      "rank": 2
    },
    {
      "key": "information",
      "label": "Information",
      "color": "#5bc0eb",
      "rank": 1
    }
  ],
  "logLevels": [
    {
      "key": "emergency",
      "tag": "red"
    },
    {
      "key": "alert",
      "tag": "red"
    },
    {
      "key": "critical",
      "tag": "red"
    },
    {
      "key": "error",
      "tag": "volcano"
    },
    {
      "key": "warning",
      "tag": "orange"
    },
    {
      "key": "notice",
      "tag": "blue"
    },
    {
      "key": "information",
      "tag": "default"
    },
    {
      "key": "debug",
      "tag": "default"
    }
  ],
  "notificationGroups": [
    {
      "key": "license",
      "label": "Licence"
    },
    {
      "key": "sys",
      "label": "System"
    },
    {
      "key": "dvm",
      "label": "Device Manager"
    },
    {
      "key": "log",
      "label": "Log"
    },
    {
      "key": "outbreak",
      "label": "Outbreak Alert"
    },
    {
      "key": "socfabric",
      "label": "SOC Fabric"
    }
  ]
} as const satisfies SeverityCatalog;
