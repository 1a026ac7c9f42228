// generated from specs/catalog/fortiview-views.json; do not edit, run npm run codegen

/**
 * What a row's value counts: bytes (sent + received), sessions or count (rows), threatScore (sum of crscore), blocked (rows whose action blocks), duration (seconds), or a system or SD-WAN metric (cpu, memory, disk in %, lograte logs/s, diskio MB/s, sessionrate, bandwidth bit/s, latency/jitter ms, packetloss %).
 */
export type Measure =
  | 'bytes'
  | 'sentbyte'
  | 'rcvdbyte'
  | 'sessions'
  | 'count'
  | 'threatScore'
  | 'duration'
  | 'blocked'
  | 'cpu'
  | 'memory'
  | 'disk'
  | 'lograte'
  | 'diskio'
  | 'sessionrate'
  | 'bandwidth'
  | 'latency'
  | 'jitter'
  | 'packetloss';
/**
 * A column of the analyzer's log table (FortiOS log field names: itime the log time, devid the device serial, sentbyte/rcvdbyte bytes, crscore the client-reputation score, crlevel its level, threattype the threat's kind: virus, ips, botnet, webfilter, app-ctrl...).
 */
export type LogField =
  | 'itime'
  | 'devid'
  | 'devname'
  | 'vd'
  | 'logtype'
  | 'subtype'
  | 'level'
  | 'action'
  | 'srcip'
  | 'srcport'
  | 'srcintf'
  | 'srccountry'
  | 'user'
  | 'group'
  | 'dstip'
  | 'dstport'
  | 'dstintf'
  | 'dstcountry'
  | 'proto'
  | 'service'
  | 'policyid'
  | 'app'
  | 'appcat'
  | 'apprisk'
  | 'saasname'
  | 'hostname'
  | 'catdesc'
  | 'sentbyte'
  | 'rcvdbyte'
  | 'duration'
  | 'crscore'
  | 'crlevel'
  | 'attack'
  | 'virus'
  | 'threattype'
  | 'vpntunnel'
  | 'vpntype'
  | 'ssid'
  | 'ap'
  | 'logdesc'
  | 'msg'
  | 'sender'
  | 'recipient'
  | 'shapingpolicy'
  | 'fctuid'
  | 'os'
  | 'filename';

/**
 * Every data view a widget can ask for (its viewName), with the family of rows it answers and how the analyzer computes it from its logs: the source table, the dimension grouped by, the measure, the series and the filter. The mock analyzer service builds its SQL from these entries alone; the console reads the family to pick renderers.
 */
export interface FortiviewViewsCatalog {
  $schema?: string;
  description?: string;
  /**
   * @minItems 1
   */
  views: [
    {
      viewName: string;
      family: 'top' | 'series' | 'geo' | 'flow' | 'metric' | 'device' | 'score';
      /**
       * traffic: traffic logs; threat: virus, ips, webfilter, app-ctrl, dns and anomaly logs with a threat; event: event logs (system, vpn, user, wireless, endpoint); system: the analyzer's own performance samples; fleet: the managed devices; fabric: the security-rating checks.
       */
      source: 'traffic' | 'threat' | 'event' | 'system' | 'fleet' | 'fabric';
      /**
       * top: the field grouped by (the row's key); geo: srccountry or dstcountry; flow: the source node's field.
       */
      dimension?:
        | 'itime'
        | 'devid'
        | 'devname'
        | 'vd'
        | 'logtype'
        | 'subtype'
        | 'level'
        | 'action'
        | 'srcip'
        | 'srcport'
        | 'srcintf'
        | 'srccountry'
        | 'user'
        | 'group'
        | 'dstip'
        | 'dstport'
        | 'dstintf'
        | 'dstcountry'
        | 'proto'
        | 'service'
        | 'policyid'
        | 'app'
        | 'appcat'
        | 'apprisk'
        | 'saasname'
        | 'hostname'
        | 'catdesc'
        | 'sentbyte'
        | 'rcvdbyte'
        | 'duration'
        | 'crscore'
        | 'crlevel'
        | 'attack'
        | 'virus'
        | 'threattype'
        | 'vpntunnel'
        | 'vpntype'
        | 'ssid'
        | 'ap'
        | 'logdesc'
        | 'msg'
        | 'sender'
        | 'recipient'
        | 'shapingpolicy'
        | 'fctuid'
        | 'os'
        | 'filename';
      /**
       * top: a field shown as the row's label (e.g. user beside srcip).
       */
      label?:
        | 'itime'
        | 'devid'
        | 'devname'
        | 'vd'
        | 'logtype'
        | 'subtype'
        | 'level'
        | 'action'
        | 'srcip'
        | 'srcport'
        | 'srcintf'
        | 'srccountry'
        | 'user'
        | 'group'
        | 'dstip'
        | 'dstport'
        | 'dstintf'
        | 'dstcountry'
        | 'proto'
        | 'service'
        | 'policyid'
        | 'app'
        | 'appcat'
        | 'apprisk'
        | 'saasname'
        | 'hostname'
        | 'catdesc'
        | 'sentbyte'
        | 'rcvdbyte'
        | 'duration'
        | 'crscore'
        | 'crlevel'
        | 'attack'
        | 'virus'
        | 'threattype'
        | 'vpntunnel'
        | 'vpntype'
        | 'ssid'
        | 'ap'
        | 'logdesc'
        | 'msg'
        | 'sender'
        | 'recipient'
        | 'shapingpolicy'
        | 'fctuid'
        | 'os'
        | 'filename';
      /**
       * top: a second field shown beside the key (the most frequent value per key).
       */
      detail?:
        | 'itime'
        | 'devid'
        | 'devname'
        | 'vd'
        | 'logtype'
        | 'subtype'
        | 'level'
        | 'action'
        | 'srcip'
        | 'srcport'
        | 'srcintf'
        | 'srccountry'
        | 'user'
        | 'group'
        | 'dstip'
        | 'dstport'
        | 'dstintf'
        | 'dstcountry'
        | 'proto'
        | 'service'
        | 'policyid'
        | 'app'
        | 'appcat'
        | 'apprisk'
        | 'saasname'
        | 'hostname'
        | 'catdesc'
        | 'sentbyte'
        | 'rcvdbyte'
        | 'duration'
        | 'crscore'
        | 'crlevel'
        | 'attack'
        | 'virus'
        | 'threattype'
        | 'vpntunnel'
        | 'vpntype'
        | 'ssid'
        | 'ap'
        | 'logdesc'
        | 'msg'
        | 'sender'
        | 'recipient'
        | 'shapingpolicy'
        | 'fctuid'
        | 'os'
        | 'filename';
      /**
       * flow: the target node's field.
       */
      target?:
        | 'itime'
        | 'devid'
        | 'devname'
        | 'vd'
        | 'logtype'
        | 'subtype'
        | 'level'
        | 'action'
        | 'srcip'
        | 'srcport'
        | 'srcintf'
        | 'srccountry'
        | 'user'
        | 'group'
        | 'dstip'
        | 'dstport'
        | 'dstintf'
        | 'dstcountry'
        | 'proto'
        | 'service'
        | 'policyid'
        | 'app'
        | 'appcat'
        | 'apprisk'
        | 'saasname'
        | 'hostname'
        | 'catdesc'
        | 'sentbyte'
        | 'rcvdbyte'
        | 'duration'
        | 'crscore'
        | 'crlevel'
        | 'attack'
        | 'virus'
        | 'threattype'
        | 'vpntunnel'
        | 'vpntype'
        | 'ssid'
        | 'ap'
        | 'logdesc'
        | 'msg'
        | 'sender'
        | 'recipient'
        | 'shapingpolicy'
        | 'fctuid'
        | 'os'
        | 'filename';
      /**
       * series: the field that splits the points into series (top-N of them); absent for one series.
       */
      series?:
        | 'itime'
        | 'devid'
        | 'devname'
        | 'vd'
        | 'logtype'
        | 'subtype'
        | 'level'
        | 'action'
        | 'srcip'
        | 'srcport'
        | 'srcintf'
        | 'srccountry'
        | 'user'
        | 'group'
        | 'dstip'
        | 'dstport'
        | 'dstintf'
        | 'dstcountry'
        | 'proto'
        | 'service'
        | 'policyid'
        | 'app'
        | 'appcat'
        | 'apprisk'
        | 'saasname'
        | 'hostname'
        | 'catdesc'
        | 'sentbyte'
        | 'rcvdbyte'
        | 'duration'
        | 'crscore'
        | 'crlevel'
        | 'attack'
        | 'virus'
        | 'threattype'
        | 'vpntunnel'
        | 'vpntype'
        | 'ssid'
        | 'ap'
        | 'logdesc'
        | 'msg'
        | 'sender'
        | 'recipient'
        | 'shapingpolicy'
        | 'fctuid'
        | 'os'
        | 'filename';
      measure: Measure;
      /**
       * metric and system series: the figures the view answers, in order.
       */
      metrics?: Measure[];
      /**
       * Conditions every counted log meets, all of them.
       */
      where?: {
        field: LogField;
        /**
         * true: the field is none of the values.
         */
        not?: boolean;
        /**
         * @minItems 1
         */
        values: [string | number, ...(string | number)[]];
      }[];
      description?: string;
    },
    ...{
      viewName: string;
      family: 'top' | 'series' | 'geo' | 'flow' | 'metric' | 'device' | 'score';
      /**
       * traffic: traffic logs; threat: virus, ips, webfilter, app-ctrl, dns and anomaly logs with a threat; event: event logs (system, vpn, user, wireless, endpoint); system: the analyzer's own performance samples; fleet: the managed devices; fabric: the security-rating checks.
       */
      source: 'traffic' | 'threat' | 'event' | 'system' | 'fleet' | 'fabric';
      /**
       * top: the field grouped by (the row's key); geo: srccountry or dstcountry; flow: the source node's field.
       */
      dimension?:
        | 'itime'
        | 'devid'
        | 'devname'
        | 'vd'
        | 'logtype'
        | 'subtype'
        | 'level'
        | 'action'
        | 'srcip'
        | 'srcport'
        | 'srcintf'
        | 'srccountry'
        | 'user'
        | 'group'
        | 'dstip'
        | 'dstport'
        | 'dstintf'
        | 'dstcountry'
        | 'proto'
        | 'service'
        | 'policyid'
        | 'app'
        | 'appcat'
        | 'apprisk'
        | 'saasname'
        | 'hostname'
        | 'catdesc'
        | 'sentbyte'
        | 'rcvdbyte'
        | 'duration'
        | 'crscore'
        | 'crlevel'
        | 'attack'
        | 'virus'
        | 'threattype'
        | 'vpntunnel'
        | 'vpntype'
        | 'ssid'
        | 'ap'
        | 'logdesc'
        | 'msg'
        | 'sender'
        | 'recipient'
        | 'shapingpolicy'
        | 'fctuid'
        | 'os'
        | 'filename';
      /**
       * top: a field shown as the row's label (e.g. user beside srcip).
       */
      label?:
        | 'itime'
        | 'devid'
        | 'devname'
        | 'vd'
        | 'logtype'
        | 'subtype'
        | 'level'
        | 'action'
        | 'srcip'
        | 'srcport'
        | 'srcintf'
        | 'srccountry'
        | 'user'
        | 'group'
        | 'dstip'
        | 'dstport'
        | 'dstintf'
        | 'dstcountry'
        | 'proto'
        | 'service'
        | 'policyid'
        | 'app'
        | 'appcat'
        | 'apprisk'
        | 'saasname'
        | 'hostname'
        | 'catdesc'
        | 'sentbyte'
        | 'rcvdbyte'
        | 'duration'
        | 'crscore'
        | 'crlevel'
        | 'attack'
        | 'virus'
        | 'threattype'
        | 'vpntunnel'
        | 'vpntype'
        | 'ssid'
        | 'ap'
        | 'logdesc'
        | 'msg'
        | 'sender'
        | 'recipient'
        | 'shapingpolicy'
        | 'fctuid'
        | 'os'
        | 'filename';
      /**
       * top: a second field shown beside the key (the most frequent value per key).
       */
      detail?:
        | 'itime'
        | 'devid'
        | 'devname'
        | 'vd'
        | 'logtype'
        | 'subtype'
        | 'level'
        | 'action'
        | 'srcip'
        | 'srcport'
        | 'srcintf'
        | 'srccountry'
        | 'user'
        | 'group'
        | 'dstip'
        | 'dstport'
        | 'dstintf'
        | 'dstcountry'
        | 'proto'
        | 'service'
        | 'policyid'
        | 'app'
        | 'appcat'
        | 'apprisk'
        | 'saasname'
        | 'hostname'
        | 'catdesc'
        | 'sentbyte'
        | 'rcvdbyte'
        | 'duration'
        | 'crscore'
        | 'crlevel'
        | 'attack'
        | 'virus'
        | 'threattype'
        | 'vpntunnel'
        | 'vpntype'
        | 'ssid'
        | 'ap'
        | 'logdesc'
        | 'msg'
        | 'sender'
        | 'recipient'
        | 'shapingpolicy'
        | 'fctuid'
        | 'os'
        | 'filename';
      /**
       * flow: the target node's field.
       */
      target?:
        | 'itime'
        | 'devid'
        | 'devname'
        | 'vd'
        | 'logtype'
        | 'subtype'
        | 'level'
        | 'action'
        | 'srcip'
        | 'srcport'
        | 'srcintf'
        | 'srccountry'
        | 'user'
        | 'group'
        | 'dstip'
        | 'dstport'
        | 'dstintf'
        | 'dstcountry'
        | 'proto'
        | 'service'
        | 'policyid'
        | 'app'
        | 'appcat'
        | 'apprisk'
        | 'saasname'
        | 'hostname'
        | 'catdesc'
        | 'sentbyte'
        | 'rcvdbyte'
        | 'duration'
        | 'crscore'
        | 'crlevel'
        | 'attack'
        | 'virus'
        | 'threattype'
        | 'vpntunnel'
        | 'vpntype'
        | 'ssid'
        | 'ap'
        | 'logdesc'
        | 'msg'
        | 'sender'
        | 'recipient'
        | 'shapingpolicy'
        | 'fctuid'
        | 'os'
        | 'filename';
      /**
       * series: the field that splits the points into series (top-N of them); absent for one series.
       */
      series?:
        | 'itime'
        | 'devid'
        | 'devname'
        | 'vd'
        | 'logtype'
        | 'subtype'
        | 'level'
        | 'action'
        | 'srcip'
        | 'srcport'
        | 'srcintf'
        | 'srccountry'
        | 'user'
        | 'group'
        | 'dstip'
        | 'dstport'
        | 'dstintf'
        | 'dstcountry'
        | 'proto'
        | 'service'
        | 'policyid'
        | 'app'
        | 'appcat'
        | 'apprisk'
        | 'saasname'
        | 'hostname'
        | 'catdesc'
        | 'sentbyte'
        | 'rcvdbyte'
        | 'duration'
        | 'crscore'
        | 'crlevel'
        | 'attack'
        | 'virus'
        | 'threattype'
        | 'vpntunnel'
        | 'vpntype'
        | 'ssid'
        | 'ap'
        | 'logdesc'
        | 'msg'
        | 'sender'
        | 'recipient'
        | 'shapingpolicy'
        | 'fctuid'
        | 'os'
        | 'filename';
      measure: Measure;
      /**
       * metric and system series: the figures the view answers, in order.
       */
      metrics?: Measure[];
      /**
       * Conditions every counted log meets, all of them.
       */
      where?: {
        field: LogField;
        /**
         * true: the field is none of the values.
         */
        not?: boolean;
        /**
         * @minItems 1
         */
        values: [string | number, ...(string | number)[]];
      }[];
      description?: string;
    }[]
  ];
}

export const fortiviewViews = {
  "description": "Data views of the dashboard widgets: what each viewName answers and how the analyzer computes it from its logs.",
  "views": [
    {
      "viewName": "top-sources",
      "family": "top",
      "source": "traffic",
      "dimension": "srcip",
      "label": "user",
      "measure": "bytes",
      "description": "Sources by bytes, with their user."
    },
    {
      "viewName": "app-over-time",
      "family": "series",
      "source": "traffic",
      "series": "app",
      "measure": "bytes",
      "description": "Bandwidth of the top applications over time."
    },
    {
      "viewName": "threat-map",
      "family": "geo",
      "source": "threat",
      "dimension": "srccountry",
      "measure": "count",
      "description": "Threat origins by country."
    },
    {
      "viewName": "user-data-flow",
      "family": "flow",
      "source": "traffic",
      "dimension": "user",
      "target": "app",
      "measure": "bytes",
      "description": "Bytes from users to applications."
    },
    {
      "viewName": "resource-average-peak",
      "family": "metric",
      "source": "system",
      "measure": "cpu",
      "metrics": [
        "cpu",
        "memory",
        "disk",
        "lograte"
      ],
      "description": "Average and peak of the analyzer's resources."
    },
    {
      "viewName": "device-status",
      "family": "device",
      "source": "fleet",
      "measure": "count",
      "description": "Managed devices with their connection and log counts."
    },
    {
      "viewName": "fabric-score",
      "family": "score",
      "source": "fabric",
      "measure": "count",
      "description": "Security rating checks of the fabric."
    }
  ]
} as const satisfies FortiviewViewsCatalog;
