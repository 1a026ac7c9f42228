// generated from specs/catalog/log-view.json; do not edit, run npm run codegen

export type Key = string;
export type FieldName = string;

/**
 * Log View's catalogue: log types (with subtypes, the log types a group includes, and the columns shown by default), the fields of a log row, and the page sizes of the log grid and of the CSV export.
 */
export interface LogViewCatalog {
  $schema?: string;
  description?: string;
  /**
   * Rows per page the log grid fetches.
   */
  pageSize: number;
  /**
   * Pages of a search the browser keeps at most; the least recently shown is dropped first.
   */
  cachedPages: number;
  /**
   * Rows per page the CSV export fetches.
   */
  exportPageSize: number;
  /**
   * Most rows one CSV export writes.
   */
  exportMaxRows: number;
  /**
   * Most rows the log grid scrolls through (a browser cannot draw a taller list); a search that matches more says so and asks to narrow it or sort it otherwise.
   */
  gridMaxRows: number;
  /**
   * How often a live log list (the monitor and utm-monitor routes) searches again for the newest logs, in seconds, while the user has not paused it.
   */
  liveRefreshSeconds: number;
  /**
   * The log app (appUniKey) and device type of a log list's address, by the ADOM's product type; the first is used when the product has none.
   *
   * @minItems 1
   */
  apps: [
    {
      product: string;
      appUniKey: string;
      devType: string;
    },
    ...{
      product: string;
      appUniKey: string;
      devType: string;
    }[]
  ];
  /**
   * @minItems 1
   */
  logTypes: [LogType, ...LogType[]];
  /**
   * @minItems 1
   */
  fields: [Field, ...Field[]];
}
export interface LogType {
  /**
   * The log type as the analyzer names it (the `type` field of its logs), or a group's own key.
   */
  key: string;
  label: string;
  subtypes?: {
    key: Key;
    label: string;
  }[];
  /**
   * A group of log types: its logs are those of each of these types.
   *
   * @minItems 1
   */
  includes?: [Key, ...Key[]];
  /**
   * Columns shown by default, in order.
   *
   * @minItems 1
   */
  columns: [FieldName, ...FieldName[]];
}
export interface Field {
  /**
   * The FortiOS log field name, used in rows, filters and sorting.
   */
  field: string;
  label: string;
  /**
   * How values compare: as text, as numbers, or as addresses (a filter may give a prefix such as 10.1.).
   */
  type: 'string' | 'integer' | 'number' | 'ip';
  meaning: string;
  /**
   * The analyzer's storage column when its name differs from the field's.
   */
  column?: string;
}

export const logView = {
  "description": "Log View: the log types a log list can show (a route's _logtype is a key, or a key and one of its subtypes joined by a dash), the fields of a log row with their labels and meanings (FortiOS log field names), and the sizes of the pages the log grid and the CSV export fetch.",
  "pageSize": 200,
  "cachedPages": 5,
  "exportPageSize": 1000,
  "exportMaxRows": 1000000,
  "gridMaxRows": 500000,
  "liveRefreshSeconds": 10,
  "apps": [
    {
      "product": "FortiGate",
      "appUniKey": "fgt",
      "devType": "FortiGate"
    },
    {
      "product": "FortiMail",
      "appUniKey": "fml",
      "devType": "FortiMail"
    },
    {
      "product": "FortiProxy",
      "appUniKey": "fpx",
      "devType": "FortiProxy"
    },
    {
      "product": "FortiClient",
      "appUniKey": "fct",
      "devType": "FortiClient"
    },
    {
      "product": "FortiDDoS",
      "appUniKey": "fdd",
      "devType": "FortiDDoS"
    },
    {
      "product": "FortiFirewall",
      "appUniKey": "ffw",
      "devType": "FortiFirewall"
    },
    {
      "product": "FortiWeb",
      "appUniKey": "fwb",
      "devType": "FortiWeb"
    }
  ],
  "logTypes": [
    {
      "key": "traffic",
      "label": "Traffic",
      "subtypes": [
        {
          "key": "forward",
          "label": "Forward Traffic"
        },
        {
          "key": "ztna",
          "label": "ZTNA Traffic"
        }
      ],
      "columns": [
        "date",
        "time",
        "devname",
        "level",
        "srcip",
        "dstip",
        "dstport",
        "service",
        "app",
        "action",
        "sentbyte",
        "rcvdbyte",
        "policyid"
      ]
    },
    {
      "key": "event",
      "label": "Event",
      "subtypes": [
        {
          "key": "system",
          "label": "System Events"
        },
        {
          "key": "vpn",
          "label": "VPN Events"
        },
        {
          "key": "user",
          "label": "User Events"
        },
        {
          "key": "wireless",
          "label": "WiFi Events"
        },
        {
          "key": "sdwan",
          "label": "SD-WAN Events"
        },
        {
          "key": "endpoint",
          "label": "Endpoint Events"
        }
      ],
      "columns": [
        "date",
        "time",
        "devname",
        "level",
        "subtype",
        "logdesc",
        "user",
        "srcip",
        "action",
        "vpntunnel",
        "ssid"
      ]
    },
    {
      "key": "threat",
      "label": "All Threats",
      "includes": [
        "virus",
        "ips",
        "webfilter",
        "app-ctrl",
        "dns",
        "anomaly",
        "dlp",
        "emailfilter",
        "waf"
      ],
      "columns": [
        "date",
        "time",
        "devname",
        "level",
        "type",
        "threattype",
        "srcip",
        "dstip",
        "attack",
        "virus",
        "hostname",
        "crlevel",
        "action"
      ]
    },
    {
      "key": "virus",
      "label": "AntiVirus",
      "columns": [
        "date",
        "time",
        "devname",
        "level",
        "srcip",
        "dstip",
        "virus",
        "filename",
        "fsaverdict",
        "user",
        "action"
      ]
    },
    {
      "key": "ips",
      "label": "Intrusion Prevention",
      "columns": [
        "date",
        "time",
        "devname",
        "level",
        "srcip",
        "srccountry",
        "dstip",
        "dstport",
        "attack",
        "crlevel",
        "action"
      ]
    },
    {
      "key": "webfilter",
      "label": "Web Filter",
      "columns": [
        "date",
        "time",
        "devname",
        "level",
        "srcip",
        "user",
        "hostname",
        "catdesc",
        "crlevel",
        "action"
      ]
    },
    {
      "key": "app-ctrl",
      "label": "Application Control",
      "columns": [
        "date",
        "time",
        "devname",
        "level",
        "srcip",
        "user",
        "app",
        "appcat",
        "apprisk",
        "action"
      ]
    },
    {
      "key": "dns",
      "label": "DNS Query",
      "columns": [
        "date",
        "time",
        "devname",
        "level",
        "srcip",
        "hostname",
        "crlevel",
        "action"
      ]
    },
    {
      "key": "anomaly",
      "label": "Anomaly",
      "columns": [
        "date",
        "time",
        "devname",
        "level",
        "srcip",
        "srccountry",
        "dstip",
        "attack",
        "crlevel",
        "action"
      ]
    },
    {
      "key": "dlp",
      "label": "Data Leak Prevention",
      "columns": [
        "date",
        "time",
        "devname",
        "level",
        "srcip",
        "user",
        "filename",
        "action"
      ]
    },
    {
      "key": "emailfilter",
      "label": "Email Filter",
      "columns": [
        "date",
        "time",
        "devname",
        "level",
        "sender",
        "recipient",
        "srcip",
        "srccountry",
        "action"
      ]
    },
    {
      "key": "waf",
      "label": "Web Application Firewall",
      "columns": [
        "date",
        "time",
        "devname",
        "level",
        "srcip",
        "srccountry",
        "dstip",
        "attack",
        "action"
      ]
    }
  ],
  "fields": [
    {
      "field": "date",
      "label": "Date",
      "type": "string",
      "meaning": "Date"
    },
    {
      "field": "time",
      "label": "Time",
      "type": "string",
      "meaning": "Time"
    },
    {
      "field": "eventtime",
      "label": "Event Time",
      "type": "integer",
      "meaning": "Event time (epoch)"
    },
    {
      "field": "devid",
      "label": "Device ID",
      "type": "string",
      "meaning": "Device serial number"
    },
    {
      "field": "devname",
      "label": "Device Name",
      "type": "string",
      "meaning": "Host name of the device that wrote the log"
    },
    {
      "field": "vd",
      "label": "Virtual Domain",
      "type": "string",
      "meaning": "Virtual domain name"
    },
    {
      "field": "type",
      "label": "Log Type",
      "type": "string",
      "meaning": "Log type",
      "column": "logtype"
    },
    {
      "field": "subtype",
      "label": "Sub Type",
      "type": "string",
      "meaning": "Log subtype"
    },
    {
      "field": "level",
      "label": "Level",
      "type": "string",
      "meaning": "Log level"
    },
    {
      "field": "action",
      "label": "Action",
      "type": "string",
      "meaning": "Traffic: session status (deny, accept, start, dns, ip-conn, close, timeout, client-rst, server-rst)"
    },
    {
      "field": "srcip",
      "label": "Source IP",
      "type": "ip",
      "meaning": "Source IP address"
    },
    {
      "field": "srcport",
      "label": "Source Port",
      "type": "integer",
      "meaning": "Source port"
    },
    {
      "field": "srcintf",
      "label": "Source Interface",
      "type": "string",
      "meaning": "Source interface"
    },
    {
      "field": "srccountry",
      "label": "Source Country",
      "type": "string",
      "meaning": "Country of source IP"
    },
    {
      "field": "user",
      "label": "User",
      "type": "string",
      "meaning": "User name the session was authenticated as"
    },
    {
      "field": "group",
      "label": "User Group",
      "type": "string",
      "meaning": "User group of the authenticated user"
    },
    {
      "field": "dstip",
      "label": "Destination IP",
      "type": "ip",
      "meaning": "Destination IP address"
    },
    {
      "field": "dstport",
      "label": "Destination Port",
      "type": "integer",
      "meaning": "Destination port"
    },
    {
      "field": "dstintf",
      "label": "Destination Interface",
      "type": "string",
      "meaning": "Destination interface"
    },
    {
      "field": "dstcountry",
      "label": "Destination Country",
      "type": "string",
      "meaning": "Country of destination IP"
    },
    {
      "field": "proto",
      "label": "Protocol",
      "type": "integer",
      "meaning": "IP protocol number"
    },
    {
      "field": "service",
      "label": "Service",
      "type": "string",
      "meaning": "Service name"
    },
    {
      "field": "policyid",
      "label": "Policy ID",
      "type": "integer",
      "meaning": "Firewall policy ID"
    },
    {
      "field": "app",
      "label": "Application",
      "type": "string",
      "meaning": "Application name"
    },
    {
      "field": "appcat",
      "label": "Application Category",
      "type": "string",
      "meaning": "Application category"
    },
    {
      "field": "apprisk",
      "label": "Application Risk",
      "type": "string",
      "meaning": "Application risk level"
    },
    {
      "field": "saasname",
      "label": "SaaS Application",
      "type": "string",
      "meaning": "Name of the SaaS application (inline CASB)"
    },
    {
      "field": "hostname",
      "label": "Host Name",
      "type": "string",
      "meaning": "Host name of the URL or DNS query"
    },
    {
      "field": "catdesc",
      "label": "Web Category",
      "type": "string",
      "meaning": "Web filter category description"
    },
    {
      "field": "sentbyte",
      "label": "Sent Bytes",
      "type": "integer",
      "meaning": "Bytes sent"
    },
    {
      "field": "rcvdbyte",
      "label": "Received Bytes",
      "type": "integer",
      "meaning": "Bytes received"
    },
    {
      "field": "duration",
      "label": "Duration",
      "type": "integer",
      "meaning": "Session duration (s)"
    },
    {
      "field": "crscore",
      "label": "Threat Score",
      "type": "integer",
      "meaning": "Client Reputation score"
    },
    {
      "field": "crlevel",
      "label": "Threat Level",
      "type": "string",
      "meaning": "Client Reputation level"
    },
    {
      "field": "attack",
      "label": "Attack Name",
      "type": "string",
      "meaning": "Attack (IPS signature) name"
    },
    {
      "field": "virus",
      "label": "Virus Name",
      "type": "string",
      "meaning": "Name of the virus or malware detected"
    },
    {
      "field": "threattype",
      "label": "Threat Type",
      "type": "string",
      "meaning": "Security feature that detected the threat"
    },
    {
      "field": "vpntunnel",
      "label": "VPN Tunnel",
      "type": "string",
      "meaning": "Name of the VPN tunnel"
    },
    {
      "field": "vpntype",
      "label": "VPN Type",
      "type": "string",
      "meaning": "Kind of VPN tunnel (SSL, IPsec dial-up or static)"
    },
    {
      "field": "ssid",
      "label": "SSID",
      "type": "string",
      "meaning": "Wireless network name (SSID)"
    },
    {
      "field": "ap",
      "label": "Access Point",
      "type": "string",
      "meaning": "Access Point name"
    },
    {
      "field": "logdesc",
      "label": "Log Description",
      "type": "string",
      "meaning": "Log description"
    },
    {
      "field": "sender",
      "label": "Sender",
      "type": "string",
      "meaning": "Email sender address"
    },
    {
      "field": "recipient",
      "label": "Recipient",
      "type": "string",
      "meaning": "Email recipient address"
    },
    {
      "field": "shapingpolicy",
      "label": "Shaping Policy",
      "type": "string",
      "meaning": "Traffic shaping policy that matched the session"
    },
    {
      "field": "fctuid",
      "label": "FortiClient UID",
      "type": "string",
      "meaning": "Unique ID of the FortiClient endpoint"
    },
    {
      "field": "osname",
      "label": "OS Name",
      "type": "string",
      "meaning": "OS name of the device",
      "column": "os"
    },
    {
      "field": "filename",
      "label": "File Name",
      "type": "string",
      "meaning": "Name of the file that was scanned"
    },
    {
      "field": "latency",
      "label": "Latency",
      "type": "number",
      "meaning": "SD-WAN health-check latency (ms)"
    },
    {
      "field": "jitter",
      "label": "Jitter",
      "type": "number",
      "meaning": "SD-WAN health-check jitter (ms)"
    },
    {
      "field": "packetloss",
      "label": "Packet Loss",
      "type": "number",
      "meaning": "SD-WAN health-check packet loss (%)"
    },
    {
      "field": "healthcheck",
      "label": "Health Check",
      "type": "string",
      "meaning": "SD-WAN performance SLA health check"
    },
    {
      "field": "interface",
      "label": "Interface",
      "type": "string",
      "meaning": "SD-WAN member interface the health check probed"
    },
    {
      "field": "slamap",
      "label": "SLA Map",
      "type": "string",
      "meaning": "SD-WAN SLA targets the probe met (bitmap; 0x0 none)"
    },
    {
      "field": "accessproxy",
      "label": "Access Proxy",
      "type": "string",
      "meaning": "ZTNA access proxy the session went through"
    },
    {
      "field": "fsaverdict",
      "label": "Sandbox Verdict",
      "type": "string",
      "meaning": "Verdict of the sandbox on the submitted file (clean, low risk, medium risk, high risk, malicious)"
    },
    {
      "field": "devtype",
      "label": "Device Type",
      "type": "string",
      "meaning": "Type of the detected device (IoT and other device detection)"
    },
    {
      "field": "srchwvendor",
      "label": "Source Hardware Vendor",
      "type": "string",
      "meaning": "Hardware vendor of the detected source device"
    }
  ]
} as const satisfies LogViewCatalog;
