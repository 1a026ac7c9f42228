/**
 * The mock analyzer's log set, built inside DuckDB with SQL from a seed (the same rows on every machine): traffic,
 * threat and event logs over the last 30 days for the devices of the mock fleet, with FortiOS field names and values
 * (SD-WAN health checks, ZTNA sessions, sandbox submissions and IoT devices among them); the devices' performance
 * statistics (per core), the fabric's security-rating audits, and the analyzer's own performance samples per minute
 * (per core). Logs carry `ago` (seconds before now), so the set always
 * ends now and "the last 5 minutes" always has data. Cached as Parquet under .tmp/analyzer/.
 */
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { root } from '../lib/processes.ts';
import { loadFleet, type FleetDevice } from './fleet.ts';
import { auditsSql } from './fabric.ts';
import * as V from './vocab.ts';

export const GENERATOR_VERSION = 10;
export const DAYS = 30;
const SPAN = DAYS * 86400;
const CHUNKS = 10;

const u = (k: number) => `((hash(i, ${k}) % 1000003)::DOUBLE / 1000003)`;
/** A 1-based index into a list of n, skewed towards the start by `power` (a few values are common, most rare). */
const pick = (k: number, n: number, power = 1) => `(1 + least(${n - 1}, floor(pow(${u(k)}, ${power}) * ${n})::INTEGER))`;
const el = (list: string, idx: string) => `${list}[${idx}]`;

export function devicesSql(fleet: FleetDevice[]): string {
  const rows = fleet.map((d, i) => `(${i}, '${d.devid}', '${d.devname}', '${d.adom}', ${d.profile}, ${d.cores}, '${d.status}')`).join(',\n');
  return `CREATE OR REPLACE TABLE devices AS SELECT * FROM (VALUES ${rows}) d(idx, devid, devname, adom, profile, cores, status)`;
}

/** One chunk of logs: rows [from, to) of the seeded sequence. */
export function logsChunkSql(from: number, to: number, gateCount: number, productCount: number): string {
  const apps = V.sqlList(V.APPS.map((a) => a[0]));
  const appcats = V.sqlList(V.APPS.map((a) => a[1]));
  const saas = V.sqlList(V.APPS.map((a) => a[2]));
  const hosts = V.sqlList(V.WEB.map((w) => w[0]));
  const cats = V.sqlList(V.WEB.map((w) => w[1]));
  const countries = V.sqlList(V.COUNTRIES.map((c) => c[0]));
  const attacks = V.sqlList(V.ATTACKS.map((a) => a[0]));
  const attackLevels = V.sqlList(V.ATTACKS.map((a) => a[1]));
  const viruses = V.sqlList(V.VIRUSES.map((a) => a[0]));
  const virusLevels = V.sqlList(V.VIRUSES.map((a) => a[1]));
  const users = V.sqlList(V.USERS);
  const events = V.sqlList(V.SYSTEM_EVENTS.map((e) => e[0]));
  const eventLevels = V.sqlList(V.SYSTEM_EVENTS.map((e) => e[1]));
  const n = (list: readonly unknown[]) => list.length;
  const ztna = (k: number) => V.sqlList(V.ZTNA_SERVERS.map((z) => z[k] as string | number));
  const iot = (k: number) => V.sqlList(V.IOT.map((d) => d[k]));
  // an IoT device is a source host of its own (one host in ten), always of the same type
  const isIot = `h % 10 = 9`;
  const iotIdx = `(1 + (h // 10) % ${n(V.IOT)})`;
  return `
INSERT INTO logs
WITH b AS (
  SELECT i, d.devid, d.devname, d.adom, d.profile,
    ${u(2)} AS u2, ${u(13)} AS u13, ${u(15)} AS u15, ${u(16)} AS u16, ${u(31)} AS u31, ${u(32)} AS u32,
    floor(${u(3)} * ${SPAN})::INTEGER AS ago,
    floor(pow(${u(4)}, 2.2) * 1500)::INTEGER AS h,
    floor(pow(${u(5)}, 2.0) * 3000)::INTEGER AS e,
    ${pick(8, n(V.APPS), 1.7)} AS a,
    ${pick(9, n(V.WEB), 1.5)} AS w
  FROM range(${from}, ${to}) t(i)
  -- a quarter of the logs come from the devices of the other product types' ADOMs (listed after the FortiGates)
  JOIN devices d ON d.idx = CASE WHEN ${productCount} > 0 AND ${u(30)} < 0.25
    THEN ${gateCount} + least(${productCount - 1}, floor(${u(1)} * ${productCount})::INTEGER)
    ELSE least(${gateCount - 1}, floor(pow(${u(1)}, 1.6) * ${gateCount})::INTEGER) END
), k AS (
  SELECT *,
    CASE profile
      WHEN 0 THEN CASE WHEN u2 < 0.58 THEN 'traffic' WHEN u2 < 0.72 THEN 'event' WHEN u2 < 0.80 THEN 'webfilter'
        WHEN u2 < 0.85 THEN 'app-ctrl' WHEN u2 < 0.89 THEN 'ips' WHEN u2 < 0.915 THEN 'virus' WHEN u2 < 0.95 THEN 'dns'
        WHEN u2 < 0.965 THEN 'anomaly' WHEN u2 < 0.98 THEN 'dlp' WHEN u2 < 0.99 THEN 'waf' ELSE 'emailfilter' END
      WHEN 1 THEN CASE WHEN u2 < 0.7 THEN 'emailfilter' WHEN u2 < 0.8 THEN 'virus' ELSE 'event' END
      WHEN 2 THEN CASE WHEN u2 < 0.55 THEN 'webfilter' WHEN u2 < 0.85 THEN 'traffic' WHEN u2 < 0.92 THEN 'virus' ELSE 'event' END
      WHEN 3 THEN CASE WHEN u2 < 0.5 THEN 'event' WHEN u2 < 0.85 THEN 'traffic' ELSE 'virus' END
      WHEN 4 THEN CASE WHEN u2 < 0.75 THEN 'anomaly' ELSE 'traffic' END
      WHEN 6 THEN CASE WHEN u2 < 0.55 THEN 'waf' WHEN u2 < 0.7 THEN 'anomaly' ELSE 'traffic' END
      ELSE CASE WHEN u2 < 0.8 THEN 'traffic' ELSE 'event' END
    END AS logtype,
    ${u(6)} AS u6, ${u(7)} AS u7
  FROM b
), s AS (
  SELECT *,
    -- a FortiGate's SD-WAN health checks (event, sdwan), its ZTNA access proxies' sessions (traffic, ztna) and the
    -- files it sends to the sandbox (virus, analytics) are logs of their own kind
    CASE WHEN logtype = 'traffic' THEN CASE WHEN profile = 0 AND u31 < 0.05 THEN 'ztna' ELSE 'forward' END
    WHEN logtype = 'virus' THEN CASE WHEN u31 < 0.45 THEN 'analytics' ELSE 'virus' END
    WHEN logtype <> 'event' THEN CASE logtype WHEN 'anomaly' THEN 'anomaly' ELSE logtype END
    WHEN profile = 3 THEN 'endpoint'
    WHEN profile = 0 AND u2 < 0.62 THEN 'sdwan'
    ELSE CASE WHEN u6 < 0.4 THEN 'system' WHEN u6 < 0.65 THEN 'vpn' WHEN u6 < 0.8 THEN 'user' WHEN u6 < 0.95 THEN 'wireless' ELSE 'endpoint' END
    END AS subtype,
    ${pick(33, n(V.ZTNA_SERVERS), 1.3)} AS z,
    ${pick(29, n(V.SANDBOX_FILES), 1.3)} AS sf
  FROM k
), v AS (
  SELECT *,
    -- the sandbox's verdict is the file's
    CASE WHEN subtype = 'analytics' THEN ${el(V.sqlList(V.SANDBOX_FILES.map((f) => f[1])), 'sf')} ELSE '' END AS fsaverdict,
    -- a health check's probe: its member, latency, jitter and loss (now and then a spike that breaks the SLA)
    CASE WHEN subtype = 'sdwan' THEN CASE WHEN ${u(23)} < 0.6 THEN 'wan1' WHEN ${u(23)} < 0.9 THEN 'wan2' ELSE 'lte1' END ELSE '' END AS interface,
    CASE WHEN subtype = 'sdwan' AND u32 < 0.06 THEN 60 + u15 * 100 ELSE 0 END AS spike
  FROM s
), q AS (
  SELECT *,
    CASE WHEN subtype = 'sdwan' THEN CASE interface WHEN 'wan1' THEN 18 WHEN 'wan2' THEN 32 ELSE 55 END + u15 * 12 + spike END AS latency,
    CASE WHEN subtype = 'sdwan' THEN 1 + u15 * 6 + spike / 8 END AS jitter,
    CASE WHEN subtype = 'sdwan' THEN u16 * CASE WHEN interface = 'lte1' THEN 2.5 ELSE 0.6 END + CASE WHEN spike > 0 THEN 3 ELSE 0 END END AS packetloss,
    CASE WHEN subtype = 'analytics' THEN CASE fsaverdict WHEN 'malicious' THEN 'critical' WHEN 'high risk' THEN 'high' WHEN 'medium risk' THEN 'medium'
      WHEN 'low risk' THEN 'low' ELSE '' END
    WHEN logtype = 'ips' THEN ${el(attackLevels, pick(17, n(V.ATTACKS), 1.4))}
      WHEN logtype = 'virus' THEN ${el(virusLevels, pick(18, n(V.VIRUSES), 1.4))}
      WHEN logtype IN ('anomaly', 'waf') THEN CASE WHEN u7 < 0.3 THEN 'critical' ELSE 'high' END
      WHEN logtype = 'webfilter' AND w >= ${n(V.WEB) - 2} THEN 'high'
      WHEN logtype = 'dlp' THEN 'medium'
      WHEN logtype = 'dns' AND u7 < 0.1 THEN 'high'
      ELSE '' END AS crlevel
  FROM v
)
SELECT
  ago, devid, devname, adom, 'root' AS vd, logtype, subtype,
  CASE WHEN logtype = 'traffic' THEN 'notice' WHEN logtype = 'event' AND subtype = 'system' THEN ${el(eventLevels, pick(19, n(V.SYSTEM_EVENTS), 1.3))}
    WHEN logtype = 'event' OR (subtype = 'analytics' AND crlevel = '') THEN 'information' WHEN crlevel IN ('critical', 'high') THEN 'alert' ELSE 'warning' END AS level,
  CASE
    WHEN logtype = 'traffic' THEN CASE WHEN u13 < 0.06 THEN 'deny' WHEN u13 < 0.5 THEN 'accept' ELSE 'close' END
    WHEN logtype = 'webfilter' THEN CASE WHEN crlevel <> '' THEN 'blocked' ELSE 'passthrough' END
    WHEN subtype = 'analytics' THEN CASE WHEN crlevel IN ('critical', 'high') AND u13 < 0.7 THEN 'blocked' ELSE 'passthrough' END
    WHEN logtype IN ('ips', 'virus', 'anomaly', 'waf', 'dlp', 'app-ctrl') THEN CASE WHEN u13 < 0.7 THEN 'blocked' ELSE 'passthrough' END
    WHEN logtype = 'dns' THEN CASE WHEN crlevel <> '' THEN 'blocked' ELSE 'pass' END
    WHEN logtype = 'emailfilter' THEN CASE WHEN u13 < 0.3 THEN 'blocked' ELSE 'passthrough' END
    WHEN subtype = 'system' THEN CASE WHEN u13 < 0.15 THEN 'failed' WHEN u13 < 0.6 THEN 'login' ELSE 'logout' END
    WHEN subtype = 'user' THEN CASE WHEN u13 < 0.25 THEN 'failed' ELSE 'login' END
    WHEN subtype = 'wireless' THEN CASE WHEN u13 < 0.08 THEN 'rogue' ELSE 'client-associated' END
    WHEN subtype = 'vpn' THEN CASE WHEN u13 < 0.5 THEN 'tunnel-up' ELSE 'tunnel-down' END
    WHEN subtype = 'sdwan' THEN 'sla'
    ELSE 'info' END AS action,
  '10.' || (1 + h % 4) || '.' || (h // 8 % 250) || '.' || (10 + h % 200) AS srcip,
  1024 + floor(${u(20)} * 60000)::INTEGER AS srcport,
  'port' || (1 + h % 4) AS srcintf,
  CASE WHEN logtype IN ('ips', 'anomaly', 'waf', 'virus', 'emailfilter') OR (subtype = 'user' AND u13 < 0.25)
    THEN ${el(countries, pick(21, n(V.COUNTRIES), 1.5))} ELSE 'Reserved' END AS srccountry,
  CASE WHEN h % 7 = 0 OR ${isIot} OR subtype = 'sdwan' THEN '' ELSE ${el(users, `(1 + h % ${n(V.USERS)})`)} END AS "user",
  CASE WHEN h % 3 = 0 THEN 'Sales' WHEN h % 3 = 1 THEN 'Engineering' ELSE 'Finance' END AS "group",
  CASE WHEN subtype = 'ztna' THEN ${el(ztna(1), 'z')}
    ELSE (['52.94.', '142.250.', '13.107.', '104.16.', '151.101.', '185.199.', '198.51.'])[1 + e % 7] || (e // 7 % 250) || '.' || (1 + e % 250) END AS dstip,
  CASE WHEN subtype = 'ztna' THEN ${el(ztna(2), 'z')}::INTEGER
    ELSE (['443', '443', '443', '80', '53', '22', '3389', '123', '25', '993'])[1 + floor(pow(${u(22)}, 2) * 10)::INTEGER]::INTEGER END AS dstport,
  CASE WHEN subtype = 'ztna' THEN 'port3' WHEN ${u(23)} < 0.6 THEN 'wan1' WHEN ${u(23)} < 0.9 THEN 'wan2' ELSE 'lte1' END AS dstintf,
  CASE WHEN subtype = 'ztna' THEN 'Reserved' ELSE ${el(countries, pick(24, n(V.COUNTRIES), 1.8))} END AS dstcountry,
  CASE WHEN subtype = 'ztna' OR ${u(22)} < 0.85 THEN 6 ELSE 17 END AS proto,
  CASE WHEN subtype = 'ztna' THEN ${el(ztna(3), 'z')} ELSE ${el(V.sqlList(V.SERVICES), pick(22, n(V.SERVICES), 2))} END AS service,
  1 + floor(pow(${u(14)}, 2) * 40)::INTEGER AS policyid,
  CASE WHEN subtype = 'ztna' THEN ${el(ztna(4), 'z')}
    WHEN logtype IN ('traffic', 'app-ctrl', 'webfilter') OR subtype = 'endpoint' THEN ${el(apps, 'a')} ELSE '' END AS app,
  CASE WHEN subtype = 'ztna' THEN CASE WHEN z <= 4 THEN 'Web.Client' ELSE 'Remote.Access' END
    WHEN logtype IN ('traffic', 'app-ctrl', 'webfilter') OR subtype = 'endpoint' THEN ${el(appcats, 'a')} ELSE '' END AS appcat,
  CASE WHEN logtype = 'app-ctrl' THEN (['low', 'medium', 'high', 'critical'])[1 + a % 4] ELSE '' END AS apprisk,
  CASE WHEN logtype IN ('traffic', 'app-ctrl') AND subtype <> 'ztna' THEN ${el(saas, 'a')} ELSE '' END AS saasname,
  CASE WHEN subtype = 'ztna' THEN ${el(ztna(0), 'z')}
    WHEN logtype IN ('webfilter', 'dns') OR (logtype = 'traffic' AND u15 < 0.5) THEN ${el(hosts, 'w')} ELSE '' END AS hostname,
  CASE WHEN subtype = 'ztna' THEN '' WHEN logtype = 'webfilter' OR (logtype = 'traffic' AND u15 < 0.5) THEN ${el(cats, 'w')} ELSE '' END AS catdesc,
  CASE WHEN logtype IN ('traffic', 'webfilter', 'app-ctrl') THEN floor(exp(6 + ${u(10)} * 9))::BIGINT ELSE 0 END AS sentbyte,
  CASE WHEN logtype IN ('traffic', 'webfilter', 'app-ctrl') THEN floor(exp(7 + ${u(11)} * 10))::BIGINT ELSE 0 END AS rcvdbyte,
  CASE WHEN logtype IN ('traffic', 'webfilter', 'app-ctrl') THEN floor(exp(${u(12)} * 7))::INTEGER ELSE 0 END AS duration,
  CASE crlevel WHEN 'critical' THEN 50 WHEN 'high' THEN 30 WHEN 'medium' THEN 10 WHEN 'low' THEN 5 ELSE 0 END AS crscore,
  crlevel,
  CASE logtype WHEN 'ips' THEN ${el(attacks, pick(17, n(V.ATTACKS), 1.4))}
    WHEN 'anomaly' THEN ${el(V.sqlList(V.DDOS), pick(25, n(V.DDOS), 1.3))}
    WHEN 'waf' THEN ${el(V.sqlList(V.WAF), pick(25, n(V.WAF), 1.3))} ELSE '' END AS attack,
  CASE WHEN subtype = 'analytics' AND crlevel NOT IN ('critical', 'high') THEN ''
    WHEN subtype = 'analytics' THEN ${el(viruses, `(1 + sf % ${n(V.VIRUSES)})`)}
    WHEN logtype = 'virus' THEN ${el(viruses, pick(18, n(V.VIRUSES), 1.4))} ELSE '' END AS virus,
  CASE WHEN subtype = 'analytics' AND crlevel = '' THEN '' ELSE CASE logtype WHEN 'virus' THEN 'virus' WHEN 'ips' THEN 'ips' WHEN 'webfilter' THEN 'webfilter' WHEN 'app-ctrl' THEN 'app-ctrl'
    WHEN 'dns' THEN 'botnet' WHEN 'anomaly' THEN 'ddos' WHEN 'dlp' THEN 'dlp' WHEN 'emailfilter' THEN 'spam' WHEN 'waf' THEN 'waf' ELSE '' END END AS threattype,
  CASE WHEN subtype = 'vpn' THEN CASE WHEN u16 < 0.45 THEN 'ssl-vpn' WHEN u16 < 0.7 THEN 'dialup-' || (h % 30) ELSE 'to-branch-' || lpad((h % 12)::VARCHAR, 2, '0') END ELSE '' END AS vpntunnel,
  CASE WHEN subtype = 'vpn' THEN CASE WHEN u16 < 0.45 THEN 'ssl-tunnel' WHEN u16 < 0.7 THEN 'ipsec-dialup' ELSE 'ipsec-static' END ELSE '' END AS vpntype,
  CASE WHEN subtype = 'wireless' THEN ${el(V.sqlList(V.SSIDS), pick(26, n(V.SSIDS), 1.5))} ELSE '' END AS ssid,
  CASE WHEN subtype = 'wireless' THEN CASE WHEN u13 < 0.08 THEN 'unknown-' || lpad((h % 40)::VARCHAR, 2, '0') ELSE devname || '-AP0' || (1 + h % 4) END ELSE '' END AS ap,
  CASE WHEN subtype = 'system' THEN ${el(events, pick(19, n(V.SYSTEM_EVENTS), 1.3))}
    WHEN subtype = 'user' THEN 'Authentication ' || CASE WHEN u13 < 0.25 THEN 'failed' ELSE 'succeeded' END
    WHEN subtype = 'vpn' THEN 'VPN tunnel status' WHEN subtype = 'wireless' THEN 'Wireless client event'
    WHEN subtype = 'endpoint' THEN 'Endpoint telemetry' WHEN subtype = 'sdwan' THEN 'SD-WAN SLA information'
    WHEN subtype = 'analytics' THEN 'File submitted to sandbox' ELSE '' END AS logdesc,
  CASE WHEN subtype = 'sdwan' THEN 'Health Check SLA status.' ELSE '' END AS msg,
  CASE WHEN logtype = 'emailfilter' THEN ${el(users, pick(27, n(V.USERS), 1.2))} || '@partner' || (e % 40) || '.example' ELSE '' END AS sender,
  CASE WHEN logtype = 'emailfilter' THEN ${el(users, `(1 + h % ${n(V.USERS)})`)} || '@example.com' ELSE '' END AS recipient,
  CASE WHEN logtype = 'traffic' THEN ${el(V.sqlList(V.SHAPING), pick(28, n(V.SHAPING), 1))} ELSE '' END AS shapingpolicy,
  CASE WHEN profile = 3 OR h % 3 = 0 THEN 'FCT' || lpad(h::VARCHAR, 8, '0') ELSE '' END AS fctuid,
  CASE WHEN ${isIot} THEN ${el(iot(2), iotIdx)} ELSE ${el(V.sqlList(V.OS), `(1 + h % ${n(V.OS)})`)} END AS os,
  CASE WHEN subtype = 'analytics' THEN ${el(V.sqlList(V.SANDBOX_FILES.map((f) => f[0])), 'sf')}
    WHEN logtype IN ('virus', 'dlp') THEN ${el(V.sqlList(V.FILES), pick(29, n(V.FILES), 1.2))} ELSE '' END AS filename,
  latency, jitter, packetloss,
  CASE WHEN subtype = 'sdwan' THEN ${el(V.sqlList(V.HEALTH_CHECKS), pick(34, n(V.HEALTH_CHECKS), 1.2))} ELSE '' END AS healthcheck,
  interface,
  CASE WHEN subtype <> 'sdwan' THEN '' WHEN latency <= 80 AND jitter <= 15 AND packetloss <= 2 THEN '0x1' ELSE '0x0' END AS slamap,
  CASE WHEN subtype = 'ztna' THEN ${el(ztna(5), 'z')} ELSE '' END AS accessproxy,
  fsaverdict,
  CASE WHEN logtype = 'traffic' AND ${isIot} THEN ${el(iot(0), iotIdx)} ELSE '' END AS devtype,
  CASE WHEN logtype = 'traffic' AND ${isIot} THEN ${el(iot(1), iotIdx)} ELSE '' END AS srchwvendor
FROM q`;
}

/**
 * The analyzer's own performance samples, one a minute: each CPU core's use (core 0, which takes the interrupts,
 * a little busier), and their average, memory, disk, log rate, disk I/O and session rate.
 */
export const SYSTEM_SQL = `
CREATE OR REPLACE TABLE sysperf AS
WITH c AS (
  SELECT m, list_transform(range(${V.SYSTEM_CORES}), c -> greatest(1, least(99,
    22 + 14 * sin(2 * pi() * m / 1440) + CASE WHEN c = 0 THEN 7 ELSE -2 * c END + ((hash(m, 1, c) % 1000) / 1000.0 - 0.5) * 22)))::DOUBLE[] AS cores
  FROM range(0, ${DAYS * 1440}) t(m)
)
SELECT m * 60 AS ago, cores,
  list_avg(cores) AS cpu,
  greatest(1, least(99, 48 + 6 * sin(2 * pi() * m / 1440 + 1) + ((hash(m, 2) % 1000) / 1000.0 - 0.5) * 6)) AS memory,
  38 + 6 * (1 - m / ${DAYS * 1440}.0) + ((hash(m, 3) % 1000) / 1000.0) AS disk,
  greatest(50, 1800 + 1100 * sin(2 * pi() * m / 1440) + ((hash(m, 4) % 1000) / 1000.0 - 0.5) * 900) AS lograte,
  greatest(1, 24 + 12 * sin(2 * pi() * m / 1440) + ((hash(m, 5) % 1000) / 1000.0) * 8) AS diskio,
  greatest(10, 900 + 500 * sin(2 * pi() * m / 1440 + 0.5) + ((hash(m, 6) % 1000) / 1000.0) * 200) AS sessionrate
FROM c`;

/**
 * The managed devices' performance statistics (the FortiOS perf-stats event: CPU per core, memory, sessions): every
 * 5 minutes over the last 4 hours, every 30 minutes to a day, every 3 hours before. Each device has a load of its
 * own with a daily swing; core 0 is a little busier. A device that is down has sent none since it went down (2 to 47
 * hours ago).
 */
export const PERF_SQL = `
CREATE OR REPLACE TABLE perf AS
WITH s AS (
  SELECT range AS ago FROM range(0, 14400, 300) UNION ALL SELECT range FROM range(14400, 86400, 1800)
  UNION ALL SELECT range FROM range(86400, ${SPAN}, 10800)
), d AS (
  SELECT devid, cores, 8 + hash(devid) % 45 AS base, 30 + hash(devid, 1) % 40 AS membase, 200 + hash(devid, 3) % 4000 AS sessions,
    CASE WHEN status = 'down' THEN 3600 * (2 + hash(devid, 2) % 46) ELSE 0 END AS gone
  FROM devices
), p AS (
  SELECT s.ago::INTEGER AS ago, d.devid, d.cores, d.base + 12 * sin(2 * pi() * s.ago / 86400) AS load, d.membase, d.sessions, hash(d.devid, s.ago) AS noise
  FROM d CROSS JOIN s WHERE s.ago >= d.gone
), c AS (
  -- four bits of the sample's noise per core
  SELECT ago, devid, membase, sessions, noise,
    list_transform(range(cores), c -> round(greatest(1, least(99, load + CASE WHEN c = 0 THEN 6 ELSE 0 END
      + (((noise >> (c * 4)::UTINYINT) & 15)::DOUBLE / 15 - 0.5) * 16)), 1))::DOUBLE[] AS cores
  FROM p
)
SELECT ago, devid, round(list_avg(cores), 1) AS cpu, cores,
  round(greatest(5, least(97, membase + 4 * sin(2 * pi() * ago / 604800) + ((noise >> 60)::DOUBLE / 15 - 0.5) * 4)), 1) AS mem,
  (sessions * (1 + 0.4 * sin(2 * pi() * ago / 86400)))::INTEGER AS totalsession
FROM c`;

export interface LoadedDataset {
  fleet: FleetDevice[];
  /** the Parquet cache */
  file: string;
  generated: boolean;
}

/** A table read from its Parquet cache, or made by its SQL and cached. */
async function cachedTable(connection: DuckDBConnection, table: string, sql: string, file: string): Promise<void> {
  const quoted = file.replace(/'/g, "''");
  if (existsSync(file)) {
    await connection.run(`CREATE OR REPLACE TABLE ${table} AS SELECT * FROM read_parquet('${quoted}')`);
    return;
  }
  await connection.run(sql);
  await connection.run(`COPY (SELECT * FROM ${table} ORDER BY ago) TO '${quoted}.part' (FORMAT parquet, COMPRESSION zstd)`);
  renameSync(`${file}.part`, file);
}

/**
 * Loads the log set into the connection: from the Parquet cache when it is there, else generated (progress on
 * stdout) and cached.
 */
export async function loadDataset(
  connection: DuckDBConnection,
  { rows, cacheDir = join(root, '.tmp/analyzer'), log = console.log }: { rows: number; cacheDir?: string; log?: (line: string) => void },
): Promise<LoadedDataset> {
  const fleet = loadFleet();
  await connection.run(devicesSql(fleet));
  await connection.run(SYSTEM_SQL);
  mkdirSync(cacheDir, { recursive: true });
  // the devices' performance statistics and the fabric's audits do not depend on the number of logs: made once
  await cachedTable(connection, 'perf', PERF_SQL, join(cacheDir, `perf-v${GENERATOR_VERSION}.parquet`));
  await cachedTable(connection, 'audits', auditsSql(DAYS), join(cacheDir, `audits-v${GENERATOR_VERSION}.parquet`));
  const file = join(cacheDir, `logs-${rows}-v${GENERATOR_VERSION}.parquet`);
  const started = Date.now();
  if (existsSync(file)) {
    await connection.run(`CREATE OR REPLACE TABLE logs AS SELECT * FROM read_parquet('${file.replace(/'/g, "''")}')`);
    log(`[analyzer] loaded ${rows.toLocaleString('en')} log rows from ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { fleet, file, generated: false };
  }
  log(`[analyzer] generating ${rows.toLocaleString('en')} log rows (first start only; cached in ${cacheDir})`);
  await connection.run('DROP TABLE IF EXISTS logs');
  // the first chunk creates the table with its columns' types
  const size = Math.ceil(rows / CHUNKS);
  for (let c = 0; c < CHUNKS; c++) {
    const from = c * size;
    const to = Math.min(rows, from + size);
    if (from >= to) break;
    const gates = fleet.filter((d) => d.profile === 0).length;
    const sql = logsChunkSql(from, to, gates, fleet.length - gates);
    if (c === 0) await connection.run(sql.replace('INSERT INTO logs\n', 'CREATE TABLE logs AS\n'));
    else await connection.run(sql);
    log(`[analyzer] generating logs: ${Math.round((to / rows) * 100)}%`);
  }
  const tmp = `${file}.part`;
  // stored by age, so a query of a short period reads only the row groups of that period (min/max zone maps)
  await connection.run(`COPY (SELECT * FROM logs ORDER BY ago) TO '${tmp.replace(/'/g, "''")}' (FORMAT parquet, COMPRESSION zstd)`);
  await connection.run(`CREATE OR REPLACE TABLE logs AS SELECT * FROM read_parquet('${tmp.replace(/'/g, "''")}')`);
  renameSync(tmp, file);
  log(`[analyzer] generated and cached ${rows.toLocaleString('en')} log rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { fleet, file, generated: true };
}
