// generated from specs/catalog/fortiview-views.json; do not edit, run npm run codegen

/**
 * What a row's value counts: bytes (sent + received), sessions or count (rows), threatScore (sum of crscore), blocked (rows whose action blocks), duration (seconds), devices (distinct source addresses), slamet (% of SD-WAN health-check probes that met their SLA, slamap not 0x0), score (security-rating points of the checks that passed), or a system or SD-WAN metric (cpu, memory, disk in %, lograte logs/s, diskio MB/s, sessionrate, bandwidth bit/s, latency/jitter ms, packetloss %).
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
  | 'packetloss'
  | 'slamet'
  | 'devices'
  | 'score';
/**
 * A column of the analyzer's log table (FortiOS log field names: itime the log time, devid the device serial, sentbyte/rcvdbyte bytes, crscore the client-reputation score, crlevel its level, threattype the threat's kind: virus, ips, botnet, webfilter, app-ctrl...; healthcheck, interface, latency, jitter, packetloss and slamap an SD-WAN health check's probe; accessproxy the ZTNA access proxy; fsaverdict the sandbox's verdict on a file; devtype and srchwvendor a detected device's type and vendor).
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
  | 'filename'
  | 'latency'
  | 'jitter'
  | 'packetloss'
  | 'healthcheck'
  | 'interface'
  | 'slamap'
  | 'accessproxy'
  | 'fsaverdict'
  | 'devtype'
  | 'srchwvendor';

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
       * traffic: traffic logs; threat: virus, ips, webfilter, app-ctrl, dns and anomaly logs with a threat; event: event logs (system, vpn, user, wireless, sdwan, endpoint); system: the analyzer's own performance samples; fleet: the managed devices with their performance statistics over the period; fabric: the security-rating audits (each check of the ADOM's fabric, hourly): score rows are the period's last audit, series rows the score of each category over the period.
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
        | 'filename'
        | 'latency'
        | 'jitter'
        | 'packetloss'
        | 'healthcheck'
        | 'interface'
        | 'slamap'
        | 'accessproxy'
        | 'fsaverdict'
        | 'devtype'
        | 'srchwvendor';
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
        | 'filename'
        | 'latency'
        | 'jitter'
        | 'packetloss'
        | 'healthcheck'
        | 'interface'
        | 'slamap'
        | 'accessproxy'
        | 'fsaverdict'
        | 'devtype'
        | 'srchwvendor';
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
        | 'filename'
        | 'latency'
        | 'jitter'
        | 'packetloss'
        | 'healthcheck'
        | 'interface'
        | 'slamap'
        | 'accessproxy'
        | 'fsaverdict'
        | 'devtype'
        | 'srchwvendor';
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
        | 'filename'
        | 'latency'
        | 'jitter'
        | 'packetloss'
        | 'healthcheck'
        | 'interface'
        | 'slamap'
        | 'accessproxy'
        | 'fsaverdict'
        | 'devtype'
        | 'srchwvendor';
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
        | 'filename'
        | 'latency'
        | 'jitter'
        | 'packetloss'
        | 'healthcheck'
        | 'interface'
        | 'slamap'
        | 'accessproxy'
        | 'fsaverdict'
        | 'devtype'
        | 'srchwvendor';
      measure: Measure;
      /**
       * metric and system series: the figures the view answers, in order.
       */
      metrics?: Measure[];
      /**
       * system series: one series per CPU core of the analyzer (CPU0, CPU1, ...) instead of one for all cores.
       */
      byCore?: boolean;
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
       * traffic: traffic logs; threat: virus, ips, webfilter, app-ctrl, dns and anomaly logs with a threat; event: event logs (system, vpn, user, wireless, sdwan, endpoint); system: the analyzer's own performance samples; fleet: the managed devices with their performance statistics over the period; fabric: the security-rating audits (each check of the ADOM's fabric, hourly): score rows are the period's last audit, series rows the score of each category over the period.
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
        | 'filename'
        | 'latency'
        | 'jitter'
        | 'packetloss'
        | 'healthcheck'
        | 'interface'
        | 'slamap'
        | 'accessproxy'
        | 'fsaverdict'
        | 'devtype'
        | 'srchwvendor';
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
        | 'filename'
        | 'latency'
        | 'jitter'
        | 'packetloss'
        | 'healthcheck'
        | 'interface'
        | 'slamap'
        | 'accessproxy'
        | 'fsaverdict'
        | 'devtype'
        | 'srchwvendor';
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
        | 'filename'
        | 'latency'
        | 'jitter'
        | 'packetloss'
        | 'healthcheck'
        | 'interface'
        | 'slamap'
        | 'accessproxy'
        | 'fsaverdict'
        | 'devtype'
        | 'srchwvendor';
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
        | 'filename'
        | 'latency'
        | 'jitter'
        | 'packetloss'
        | 'healthcheck'
        | 'interface'
        | 'slamap'
        | 'accessproxy'
        | 'fsaverdict'
        | 'devtype'
        | 'srchwvendor';
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
        | 'filename'
        | 'latency'
        | 'jitter'
        | 'packetloss'
        | 'healthcheck'
        | 'interface'
        | 'slamap'
        | 'accessproxy'
        | 'fsaverdict'
        | 'devtype'
        | 'srchwvendor';
      measure: Measure;
      /**
       * metric and system series: the figures the view answers, in order.
       */
      metrics?: Measure[];
      /**
       * system series: one series per CPU core of the analyzer (CPU0, CPU1, ...) instead of one for all cores.
       */
      byCore?: boolean;
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
      "viewName": "device-status",
      "family": "device",
      "source": "fleet",
      "measure": "count",
      "description": "Managed devices with their connection, log counts and their CPU and memory over the period (the average of their performance statistics)."
    },
    {
      "viewName": "threat-destinations",
      "family": "top",
      "source": "threat",
      "measure": "threatScore",
      "dimension": "dstip",
      "detail": "threattype",
      "where": [
        {
          "field": "logtype",
          "values": [
            "virus",
            "ips",
            "webfilter",
            "app-ctrl",
            "dns",
            "anomaly"
          ]
        }
      ],
      "description": "Destinations of threats by threat score."
    },
    {
      "viewName": "threat-map",
      "family": "geo",
      "source": "threat",
      "measure": "count",
      "dimension": "srccountry",
      "where": [
        {
          "field": "logtype",
          "values": [
            "virus",
            "ips",
            "webfilter",
            "app-ctrl",
            "dns",
            "anomaly"
          ]
        }
      ],
      "description": "Threat origins by country."
    },
    {
      "viewName": "top-threats",
      "family": "top",
      "source": "threat",
      "measure": "threatScore",
      "dimension": "attack",
      "detail": "threattype",
      "where": [
        {
          "field": "logtype",
          "values": [
            "ips",
            "anomaly"
          ]
        }
      ],
      "description": "Threats by threat score."
    },
    {
      "viewName": "top-threats-weight",
      "family": "top",
      "source": "threat",
      "measure": "count",
      "dimension": "attack",
      "detail": "crlevel",
      "where": [
        {
          "field": "logtype",
          "values": [
            "ips",
            "anomaly"
          ]
        }
      ],
      "description": "Threats by number of incidents."
    },
    {
      "viewName": "virus-timeline",
      "family": "series",
      "source": "threat",
      "measure": "count",
      "series": "virus",
      "where": [
        {
          "field": "logtype",
          "values": [
            "virus"
          ]
        }
      ],
      "description": "Viruses detected over time."
    },
    {
      "viewName": "best-practices-region",
      "family": "geo",
      "source": "threat",
      "measure": "blocked",
      "dimension": "dstcountry",
      "description": "Blocked sessions by destination region."
    },
    {
      "viewName": "local-threat-prevalence",
      "family": "top",
      "source": "threat",
      "measure": "count",
      "dimension": "virus",
      "detail": "threattype",
      "where": [
        {
          "field": "logtype",
          "values": [
            "virus"
          ]
        }
      ],
      "description": "Local threats by prevalence."
    },
    {
      "viewName": "user-data-flow",
      "family": "flow",
      "source": "traffic",
      "measure": "bytes",
      "dimension": "user",
      "target": "app",
      "description": "Bytes from users to applications."
    },
    {
      "viewName": "top-sources",
      "family": "top",
      "source": "traffic",
      "measure": "bytes",
      "dimension": "srcip",
      "label": "user",
      "description": "Sources by bytes, with their user."
    },
    {
      "viewName": "top-source-addresses",
      "family": "top",
      "source": "traffic",
      "measure": "sessions",
      "dimension": "srcip",
      "description": "Source addresses by sessions."
    },
    {
      "viewName": "top-country",
      "family": "geo",
      "source": "traffic",
      "measure": "bytes",
      "dimension": "dstcountry",
      "description": "Traffic by destination country or region."
    },
    {
      "viewName": "top-destinations",
      "family": "top",
      "source": "traffic",
      "measure": "bytes",
      "dimension": "dstip",
      "detail": "service",
      "description": "Destinations by bytes."
    },
    {
      "viewName": "top-destination-addresses",
      "family": "top",
      "source": "traffic",
      "measure": "sessions",
      "dimension": "dstip",
      "description": "Destination addresses by sessions."
    },
    {
      "viewName": "policy-hits",
      "family": "top",
      "source": "traffic",
      "measure": "sessions",
      "dimension": "policyid",
      "description": "Firewall policies by hits."
    },
    {
      "viewName": "top-website-domains",
      "family": "top",
      "source": "traffic",
      "measure": "sessions",
      "dimension": "hostname",
      "detail": "catdesc",
      "where": [
        {
          "field": "logtype",
          "values": [
            "webfilter",
            "traffic"
          ]
        },
        {
          "field": "hostname",
          "not": true,
          "values": [
            ""
          ]
        }
      ],
      "description": "Website domains by sessions."
    },
    {
      "viewName": "top-website-categories",
      "family": "top",
      "source": "traffic",
      "measure": "sessions",
      "dimension": "catdesc",
      "where": [
        {
          "field": "catdesc",
          "not": true,
          "values": [
            ""
          ]
        }
      ],
      "description": "Website categories by sessions."
    },
    {
      "viewName": "top-cloud-apps",
      "family": "top",
      "source": "traffic",
      "measure": "bytes",
      "dimension": "saasname",
      "where": [
        {
          "field": "saasname",
          "not": true,
          "values": [
            ""
          ]
        }
      ],
      "description": "Cloud applications by bytes."
    },
    {
      "viewName": "top-cloud-users",
      "family": "top",
      "source": "traffic",
      "measure": "bytes",
      "dimension": "user",
      "detail": "saasname",
      "where": [
        {
          "field": "saasname",
          "not": true,
          "values": [
            ""
          ]
        }
      ],
      "description": "Users of cloud applications by bytes."
    },
    {
      "viewName": "top-applications",
      "family": "top",
      "source": "traffic",
      "measure": "bytes",
      "dimension": "app",
      "detail": "appcat",
      "description": "Applications by bytes."
    },
    {
      "viewName": "appOverTime",
      "family": "series",
      "source": "traffic",
      "measure": "bytes",
      "series": "app",
      "description": "Bandwidth of the top applications over time."
    },
    {
      "viewName": "top-browsing-users",
      "family": "top",
      "source": "traffic",
      "measure": "duration",
      "dimension": "user",
      "where": [
        {
          "field": "logtype",
          "values": [
            "webfilter",
            "traffic"
          ]
        },
        {
          "field": "hostname",
          "not": true,
          "values": [
            ""
          ]
        }
      ],
      "description": "Users by browsing time."
    },
    {
      "viewName": "traffic-history",
      "family": "series",
      "source": "traffic",
      "measure": "bytes",
      "description": "Total bandwidth over time."
    },
    {
      "viewName": "sources-history",
      "family": "series",
      "source": "traffic",
      "measure": "bytes",
      "series": "srcip",
      "description": "Bandwidth of the top sources over time."
    },
    {
      "viewName": "sessions-history",
      "family": "series",
      "source": "traffic",
      "measure": "sessions",
      "series": "action",
      "description": "Sessions over time by action."
    },
    {
      "viewName": "top-sources-today",
      "family": "top",
      "source": "traffic",
      "measure": "bytes",
      "dimension": "srcip",
      "label": "user",
      "description": "Sources of today by bytes."
    },
    {
      "viewName": "fct-apps",
      "family": "top",
      "source": "event",
      "measure": "count",
      "dimension": "app",
      "where": [
        {
          "field": "subtype",
          "values": [
            "endpoint"
          ]
        }
      ],
      "description": "Applications run on endpoints."
    },
    {
      "viewName": "fct-threats",
      "family": "top",
      "source": "threat",
      "measure": "count",
      "dimension": "virus",
      "label": "fctuid",
      "where": [
        {
          "field": "logtype",
          "values": [
            "virus"
          ]
        },
        {
          "field": "fctuid",
          "not": true,
          "values": [
            ""
          ]
        }
      ],
      "description": "Threats found on endpoints."
    },
    {
      "viewName": "fct-websites",
      "family": "top",
      "source": "traffic",
      "measure": "sessions",
      "dimension": "hostname",
      "where": [
        {
          "field": "fctuid",
          "not": true,
          "values": [
            ""
          ]
        },
        {
          "field": "hostname",
          "not": true,
          "values": [
            ""
          ]
        }
      ],
      "description": "Websites visited from endpoints."
    },
    {
      "viewName": "fct-vulnerabilities",
      "family": "top",
      "source": "event",
      "measure": "count",
      "dimension": "os",
      "detail": "crlevel",
      "where": [
        {
          "field": "subtype",
          "values": [
            "endpoint"
          ]
        }
      ],
      "description": "Endpoint vulnerabilities by operating system."
    },
    {
      "viewName": "fct-endpoints",
      "family": "top",
      "source": "event",
      "measure": "count",
      "dimension": "fctuid",
      "label": "user",
      "detail": "os",
      "where": [
        {
          "field": "fctuid",
          "not": true,
          "values": [
            ""
          ]
        }
      ],
      "description": "Endpoints by events."
    },
    {
      "viewName": "fct-software",
      "family": "top",
      "source": "event",
      "measure": "count",
      "dimension": "app",
      "detail": "os",
      "where": [
        {
          "field": "subtype",
          "values": [
            "endpoint"
          ]
        }
      ],
      "description": "Software installed on endpoints."
    },
    {
      "viewName": "sandbox-detection",
      "family": "top",
      "source": "threat",
      "measure": "count",
      "dimension": "filename",
      "detail": "fsaverdict",
      "where": [
        {
          "field": "logtype",
          "values": [
            "virus"
          ]
        },
        {
          "field": "subtype",
          "values": [
            "analytics"
          ]
        }
      ],
      "description": "Files sent to the sandbox, with its verdict."
    },
    {
      "viewName": "sandbox-verdict",
      "family": "top",
      "source": "threat",
      "measure": "count",
      "dimension": "fsaverdict",
      "where": [
        {
          "field": "logtype",
          "values": [
            "virus"
          ]
        },
        {
          "field": "subtype",
          "values": [
            "analytics"
          ]
        }
      ],
      "description": "Files sent to the sandbox by verdict."
    },
    {
      "viewName": "sandbox-users",
      "family": "top",
      "source": "threat",
      "measure": "count",
      "dimension": "user",
      "where": [
        {
          "field": "logtype",
          "values": [
            "virus"
          ]
        },
        {
          "field": "subtype",
          "values": [
            "analytics"
          ]
        },
        {
          "field": "fsaverdict",
          "not": true,
          "values": [
            "clean"
          ]
        }
      ],
      "description": "Users whose files the sandbox did not find clean."
    },
    {
      "viewName": "ioc",
      "family": "top",
      "source": "threat",
      "measure": "threatScore",
      "dimension": "srcip",
      "label": "user",
      "detail": "threattype",
      "where": [
        {
          "field": "crlevel",
          "values": [
            "critical",
            "high"
          ]
        }
      ],
      "description": "Hosts with indicators of compromise."
    },
    {
      "viewName": "user-vulnerabilities",
      "family": "top",
      "source": "threat",
      "measure": "threatScore",
      "dimension": "user",
      "detail": "crlevel",
      "description": "Users by vulnerability score."
    },
    {
      "viewName": "fabric-audit",
      "family": "score",
      "source": "fabric",
      "measure": "count",
      "description": "Security rating checks of the fabric: their results in the period's last audit."
    },
    {
      "viewName": "fabric-score",
      "family": "series",
      "source": "fabric",
      "measure": "score",
      "description": "Security rating score over the period, by category: the points of the checks that passed, audit by audit."
    },
    {
      "viewName": "fabric-topology",
      "family": "flow",
      "source": "traffic",
      "measure": "bytes",
      "dimension": "devname",
      "target": "dstintf",
      "description": "Bytes from fabric devices out of their interfaces."
    },
    {
      "viewName": "vpn-dialup",
      "family": "top",
      "source": "event",
      "measure": "count",
      "dimension": "user",
      "detail": "vpntunnel",
      "where": [
        {
          "field": "subtype",
          "values": [
            "vpn"
          ]
        },
        {
          "field": "vpntype",
          "values": [
            "ssl-tunnel",
            "ipsec-dialup"
          ]
        }
      ],
      "description": "SSL and dial-up IPsec users."
    },
    {
      "viewName": "vpn-site",
      "family": "top",
      "source": "event",
      "measure": "count",
      "dimension": "vpntunnel",
      "where": [
        {
          "field": "subtype",
          "values": [
            "vpn"
          ]
        },
        {
          "field": "vpntype",
          "values": [
            "ipsec-static"
          ]
        }
      ],
      "description": "Site-to-site IPsec tunnels."
    },
    {
      "viewName": "wifi-authorized-aps",
      "family": "top",
      "source": "event",
      "measure": "count",
      "dimension": "ap",
      "detail": "ssid",
      "where": [
        {
          "field": "subtype",
          "values": [
            "wireless"
          ]
        },
        {
          "field": "action",
          "not": true,
          "values": [
            "rogue"
          ]
        }
      ],
      "description": "Authorized access points."
    },
    {
      "viewName": "wifi-rogue-aps",
      "family": "top",
      "source": "event",
      "measure": "count",
      "dimension": "ap",
      "where": [
        {
          "field": "subtype",
          "values": [
            "wireless"
          ]
        },
        {
          "field": "action",
          "values": [
            "rogue"
          ]
        }
      ],
      "description": "Rogue access points."
    },
    {
      "viewName": "wifi-ssid",
      "family": "top",
      "source": "event",
      "measure": "count",
      "dimension": "ssid",
      "where": [
        {
          "field": "subtype",
          "values": [
            "wireless"
          ]
        }
      ],
      "description": "SSIDs by events."
    },
    {
      "viewName": "wifi-clients",
      "family": "top",
      "source": "event",
      "measure": "count",
      "dimension": "user",
      "detail": "ssid",
      "where": [
        {
          "field": "subtype",
          "values": [
            "wireless"
          ]
        }
      ],
      "description": "WiFi clients by events."
    },
    {
      "viewName": "sys-multicore",
      "family": "series",
      "source": "system",
      "measure": "cpu",
      "metrics": [
        "cpu"
      ],
      "byCore": true,
      "description": "CPU use of each core over time."
    },
    {
      "viewName": "sys-cpu-memory",
      "family": "series",
      "source": "system",
      "measure": "cpu",
      "metrics": [
        "cpu",
        "memory"
      ],
      "description": "CPU and memory over time."
    },
    {
      "viewName": "sys-log-rate",
      "family": "series",
      "source": "system",
      "measure": "lograte",
      "metrics": [
        "lograte"
      ],
      "description": "Logs received per second."
    },
    {
      "viewName": "sys-disk-io",
      "family": "series",
      "source": "system",
      "measure": "diskio",
      "metrics": [
        "diskio"
      ],
      "description": "Disk I/O over time."
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
      "viewName": "failed-auth",
      "family": "top",
      "source": "event",
      "measure": "count",
      "dimension": "srcip",
      "label": "user",
      "where": [
        {
          "field": "action",
          "values": [
            "failed"
          ]
        }
      ],
      "description": "Failed authentication attempts by source."
    },
    {
      "viewName": "system-events",
      "family": "top",
      "source": "event",
      "measure": "count",
      "dimension": "logdesc",
      "detail": "level",
      "where": [
        {
          "field": "subtype",
          "values": [
            "system"
          ]
        }
      ],
      "description": "System events by description."
    },
    {
      "viewName": "admin-logins",
      "family": "top",
      "source": "event",
      "measure": "count",
      "dimension": "user",
      "detail": "srcip",
      "where": [
        {
          "field": "subtype",
          "values": [
            "system"
          ]
        },
        {
          "field": "action",
          "values": [
            "login",
            "logout",
            "failed"
          ]
        }
      ],
      "description": "Administrator logins."
    },
    {
      "viewName": "ddos-sources",
      "family": "top",
      "source": "threat",
      "measure": "count",
      "dimension": "srcip",
      "where": [
        {
          "field": "logtype",
          "values": [
            "anomaly"
          ]
        }
      ],
      "description": "DDoS sources."
    },
    {
      "viewName": "ddos-destinations",
      "family": "top",
      "source": "threat",
      "measure": "count",
      "dimension": "dstip",
      "where": [
        {
          "field": "logtype",
          "values": [
            "anomaly"
          ]
        }
      ],
      "description": "DDoS targets."
    },
    {
      "viewName": "ddos-types",
      "family": "top",
      "source": "threat",
      "measure": "count",
      "dimension": "attack",
      "where": [
        {
          "field": "logtype",
          "values": [
            "anomaly"
          ]
        }
      ],
      "description": "DDoS attack types."
    },
    {
      "viewName": "sdwan-bandwidth",
      "family": "series",
      "source": "traffic",
      "measure": "bandwidth",
      "series": "dstintf",
      "where": [
        {
          "field": "dstintf",
          "values": [
            "wan1",
            "wan2",
            "lte1"
          ]
        }
      ],
      "description": "Bandwidth per SD-WAN member over time."
    },
    {
      "viewName": "sdwan-latency",
      "family": "series",
      "source": "event",
      "measure": "latency",
      "series": "interface",
      "where": [
        {
          "field": "subtype",
          "values": [
            "sdwan"
          ]
        }
      ],
      "description": "Latency per SD-WAN member, from its health checks."
    },
    {
      "viewName": "sdwan-jitter",
      "family": "series",
      "source": "event",
      "measure": "jitter",
      "series": "interface",
      "where": [
        {
          "field": "subtype",
          "values": [
            "sdwan"
          ]
        }
      ],
      "description": "Jitter per SD-WAN member, from its health checks."
    },
    {
      "viewName": "sdwan-packetloss",
      "family": "series",
      "source": "event",
      "measure": "packetloss",
      "series": "interface",
      "where": [
        {
          "field": "subtype",
          "values": [
            "sdwan"
          ]
        }
      ],
      "description": "Packet loss per SD-WAN member, from its health checks."
    },
    {
      "viewName": "sdwan-app-bandwidth",
      "family": "top",
      "source": "traffic",
      "measure": "bytes",
      "dimension": "app",
      "detail": "dstintf",
      "where": [
        {
          "field": "dstintf",
          "values": [
            "wan1",
            "wan2",
            "lte1"
          ]
        }
      ],
      "description": "Application bandwidth over SD-WAN."
    },
    {
      "viewName": "sdwan-app-flow",
      "family": "flow",
      "source": "traffic",
      "measure": "bytes",
      "dimension": "app",
      "target": "dstintf",
      "where": [
        {
          "field": "dstintf",
          "values": [
            "wan1",
            "wan2",
            "lte1"
          ]
        }
      ],
      "description": "Applications to SD-WAN members."
    },
    {
      "viewName": "sdwan-global-app",
      "family": "top",
      "source": "traffic",
      "measure": "duration",
      "dimension": "app",
      "description": "Global application performance."
    },
    {
      "viewName": "sdwan-sla",
      "family": "top",
      "source": "event",
      "measure": "slamet",
      "dimension": "interface",
      "where": [
        {
          "field": "subtype",
          "values": [
            "sdwan"
          ]
        }
      ],
      "description": "Share of each SD-WAN member's health-check probes that met their SLA."
    },
    {
      "viewName": "interface-bitrate",
      "family": "series",
      "source": "traffic",
      "measure": "bandwidth",
      "series": "srcintf",
      "description": "Bit rate per interface."
    },
    {
      "viewName": "ffw-top-sources",
      "family": "top",
      "source": "traffic",
      "measure": "sessions",
      "dimension": "srcip",
      "description": "Firewall sources by sessions."
    },
    {
      "viewName": "ffw-top-destinations",
      "family": "top",
      "source": "traffic",
      "measure": "sessions",
      "dimension": "dstip",
      "detail": "service",
      "description": "Firewall destinations by sessions."
    },
    {
      "viewName": "ffw-policy-hits",
      "family": "top",
      "source": "traffic",
      "measure": "sessions",
      "dimension": "policyid",
      "description": "Firewall policies by hits."
    },
    {
      "viewName": "ffw-vpn",
      "family": "top",
      "source": "event",
      "measure": "count",
      "dimension": "vpntunnel",
      "where": [
        {
          "field": "subtype",
          "values": [
            "vpn"
          ]
        }
      ],
      "description": "Firewall VPN tunnels."
    },
    {
      "viewName": "mail-senders",
      "family": "top",
      "source": "threat",
      "measure": "count",
      "dimension": "sender",
      "where": [
        {
          "field": "logtype",
          "values": [
            "emailfilter"
          ]
        }
      ],
      "description": "Mail senders."
    },
    {
      "viewName": "mail-recipients",
      "family": "top",
      "source": "threat",
      "measure": "count",
      "dimension": "recipient",
      "where": [
        {
          "field": "logtype",
          "values": [
            "emailfilter"
          ]
        }
      ],
      "description": "Mail recipients."
    },
    {
      "viewName": "mail-statistics",
      "family": "series",
      "source": "threat",
      "measure": "count",
      "series": "action",
      "where": [
        {
          "field": "logtype",
          "values": [
            "emailfilter"
          ]
        }
      ],
      "description": "Mail by verdict over time."
    },
    {
      "viewName": "ztna-servers",
      "family": "top",
      "source": "traffic",
      "measure": "sessions",
      "dimension": "dstip",
      "label": "hostname",
      "detail": "accessproxy",
      "where": [
        {
          "field": "subtype",
          "values": [
            "ztna"
          ]
        }
      ],
      "description": "Servers reached through the ZTNA access proxies (address and host name), by sessions."
    },
    {
      "viewName": "ztna-users",
      "family": "top",
      "source": "traffic",
      "measure": "sessions",
      "dimension": "user",
      "detail": "accessproxy",
      "where": [
        {
          "field": "subtype",
          "values": [
            "ztna"
          ]
        }
      ],
      "description": "Users of the ZTNA access proxies, by sessions."
    },
    {
      "viewName": "iot-inventory",
      "family": "top",
      "source": "traffic",
      "measure": "devices",
      "dimension": "devtype",
      "detail": "srchwvendor",
      "description": "IoT devices detected on the network (distinct addresses), by device type."
    },
    {
      "viewName": "shaping-bandwidth",
      "family": "top",
      "source": "traffic",
      "measure": "bytes",
      "dimension": "shapingpolicy",
      "where": [
        {
          "field": "shapingpolicy",
          "not": true,
          "values": [
            ""
          ]
        }
      ],
      "description": "Bytes per shaping policy."
    },
    {
      "viewName": "shaping-dropped",
      "family": "top",
      "source": "traffic",
      "measure": "blocked",
      "dimension": "shapingpolicy",
      "where": [
        {
          "field": "shapingpolicy",
          "not": true,
          "values": [
            ""
          ]
        }
      ],
      "description": "Dropped sessions per shaping policy."
    },
    {
      "viewName": "proxy-users",
      "family": "top",
      "source": "traffic",
      "measure": "bytes",
      "dimension": "user",
      "where": [
        {
          "field": "logtype",
          "values": [
            "webfilter"
          ]
        }
      ],
      "description": "Proxy users by bytes."
    },
    {
      "viewName": "proxy-sites",
      "family": "top",
      "source": "traffic",
      "measure": "sessions",
      "dimension": "hostname",
      "detail": "catdesc",
      "where": [
        {
          "field": "logtype",
          "values": [
            "webfilter"
          ]
        }
      ],
      "description": "Sites through the proxy."
    },
    {
      "viewName": "dlp-files",
      "family": "top",
      "source": "threat",
      "measure": "count",
      "dimension": "filename",
      "label": "user",
      "where": [
        {
          "field": "logtype",
          "values": [
            "dlp"
          ]
        }
      ],
      "description": "Files caught by DLP."
    },
    {
      "viewName": "dlp-users",
      "family": "top",
      "source": "threat",
      "measure": "count",
      "dimension": "user",
      "where": [
        {
          "field": "logtype",
          "values": [
            "dlp"
          ]
        }
      ],
      "description": "Users with DLP events."
    },
    {
      "viewName": "waf-attacks",
      "family": "top",
      "source": "threat",
      "measure": "count",
      "dimension": "attack",
      "where": [
        {
          "field": "logtype",
          "values": [
            "waf"
          ]
        }
      ],
      "description": "Web application attacks."
    },
    {
      "viewName": "dns-logs",
      "family": "top",
      "source": "threat",
      "measure": "count",
      "dimension": "hostname",
      "detail": "action",
      "where": [
        {
          "field": "logtype",
          "values": [
            "dns"
          ]
        }
      ],
      "description": "DNS queries by domain."
    }
  ]
} as const satisfies FortiviewViewsCatalog;
