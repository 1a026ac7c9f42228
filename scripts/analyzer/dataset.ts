/**
 * The mock analyzer's log set, built inside DuckDB with SQL from a seed (the same rows on every machine): traffic,
 * threat and event logs over the last 30 days for the devices of the mock fleet, with FortiOS field names and values,
 * and the analyzer's own performance samples per minute. Logs carry `ago` (seconds before now), so the set always
 * ends now and "the last 5 minutes" always has data. Cached as Parquet under .tmp/analyzer/.
 */
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { root } from '../lib/processes.ts';
import { loadFleet, type FleetDevice } from './fleet.ts';
import * as V from './vocab.ts';

export const GENERATOR_VERSION = 8;
export const DAYS = 30;
const SPAN = DAYS * 86400;
const CHUNKS = 10;

const u = (k: number) => `((hash(i, ${k}) % 1000003)::DOUBLE / 1000003)`;
/** A 1-based index into a list of n, skewed towards the start by `power` (a few values are common, most rare). */
const pick = (k: number, n: number, power = 1) => `(1 + least(${n - 1}, floor(pow(${u(k)}, ${power}) * ${n})::INTEGER))`;
const el = (list: string, idx: string) => `${list}[${idx}]`;

function devicesSql(fleet: FleetDevice[]): string {
  const rows = fleet.map((d, i) => `(${i}, '${d.devid}', '${d.devname}', '${d.adom}', ${d.profile})`).join(',\n');
  return `CREATE OR REPLACE TABLE devices AS SELECT * FROM (VALUES ${rows}) d(idx, devid, devname, adom, profile)`;
}

/** One chunk of logs: rows [from, to) of the seeded sequence. */
function logsChunkSql(from: number, to: number, gateCount: number, productCount: number): string {
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
  return `
INSERT INTO logs
WITH b AS (
  SELECT i, d.devid, d.devname, d.adom, d.profile,
    ${u(2)} AS u2, ${u(13)} AS u13, ${u(15)} AS u15, ${u(16)} AS u16,
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
      WHEN 0 THEN CASE WHEN u2 < 0.62 THEN 'traffic' WHEN u2 < 0.72 THEN 'event' WHEN u2 < 0.80 THEN 'webfilter'
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
    CASE WHEN logtype <> 'event' THEN
      CASE logtype WHEN 'traffic' THEN 'forward' WHEN 'anomaly' THEN 'anomaly' ELSE logtype END
    WHEN profile = 3 THEN 'endpoint'
    ELSE CASE WHEN u6 < 0.4 THEN 'system' WHEN u6 < 0.65 THEN 'vpn' WHEN u6 < 0.8 THEN 'user' WHEN u6 < 0.95 THEN 'wireless' ELSE 'endpoint' END
    END AS subtype,
    CASE WHEN logtype = 'ips' THEN ${el(attackLevels, pick(17, n(V.ATTACKS), 1.4))}
      WHEN logtype = 'virus' THEN ${el(virusLevels, pick(18, n(V.VIRUSES), 1.4))}
      WHEN logtype IN ('anomaly', 'waf') THEN CASE WHEN u7 < 0.3 THEN 'critical' ELSE 'high' END
      WHEN logtype = 'webfilter' AND w >= ${n(V.WEB) - 2} THEN 'high'
      WHEN logtype = 'dlp' THEN 'medium'
      WHEN logtype = 'dns' AND u7 < 0.1 THEN 'high'
      ELSE '' END AS crlevel
  FROM k
)
SELECT
  ago, devid, devname, adom, 'root' AS vd, logtype, subtype,
  CASE WHEN logtype = 'traffic' THEN 'notice' WHEN logtype = 'event' AND subtype = 'system' THEN ${el(eventLevels, pick(19, n(V.SYSTEM_EVENTS), 1.3))}
    WHEN logtype = 'event' THEN 'information' WHEN crlevel IN ('critical', 'high') THEN 'alert' ELSE 'warning' END AS level,
  CASE
    WHEN logtype = 'traffic' THEN CASE WHEN u13 < 0.06 THEN 'deny' WHEN u13 < 0.5 THEN 'accept' ELSE 'close' END
    WHEN logtype = 'webfilter' THEN CASE WHEN crlevel <> '' THEN 'blocked' ELSE 'passthrough' END
    WHEN logtype IN ('ips', 'virus', 'anomaly', 'waf', 'dlp', 'app-ctrl') THEN CASE WHEN u13 < 0.7 THEN 'blocked' ELSE 'passthrough' END
    WHEN logtype = 'dns' THEN CASE WHEN crlevel <> '' THEN 'blocked' ELSE 'pass' END
    WHEN logtype = 'emailfilter' THEN CASE WHEN u13 < 0.3 THEN 'blocked' ELSE 'passthrough' END
    WHEN subtype = 'system' THEN CASE WHEN u13 < 0.15 THEN 'failed' WHEN u13 < 0.6 THEN 'login' ELSE 'logout' END
    WHEN subtype = 'user' THEN CASE WHEN u13 < 0.25 THEN 'failed' ELSE 'login' END
    WHEN subtype = 'wireless' THEN CASE WHEN u13 < 0.08 THEN 'rogue' ELSE 'client-associated' END
    WHEN subtype = 'vpn' THEN CASE WHEN u13 < 0.5 THEN 'tunnel-up' ELSE 'tunnel-down' END
    ELSE 'info' END AS action,
  '10.' || (1 + h % 4) || '.' || (h // 8 % 250) || '.' || (10 + h % 200) AS srcip,
  1024 + floor(${u(20)} * 60000)::INTEGER AS srcport,
  'port' || (1 + h % 4) AS srcintf,
  CASE WHEN logtype IN ('ips', 'anomaly', 'waf', 'virus', 'emailfilter') OR (subtype = 'user' AND u13 < 0.25)
    THEN ${el(countries, pick(21, n(V.COUNTRIES), 1.5))} ELSE 'Reserved' END AS srccountry,
  CASE WHEN h % 7 = 0 THEN '' ELSE ${el(users, `(1 + h % ${n(V.USERS)})`)} END AS "user",
  CASE WHEN h % 3 = 0 THEN 'Sales' WHEN h % 3 = 1 THEN 'Engineering' ELSE 'Finance' END AS "group",
  (['52.94.', '142.250.', '13.107.', '104.16.', '151.101.', '185.199.', '198.51.'])[1 + e % 7] || (e // 7 % 250) || '.' || (1 + e % 250) AS dstip,
  (['443', '443', '443', '80', '53', '22', '3389', '123', '25', '993'])[1 + floor(pow(${u(22)}, 2) * 10)::INTEGER]::INTEGER AS dstport,
  CASE WHEN ${u(23)} < 0.6 THEN 'wan1' WHEN ${u(23)} < 0.9 THEN 'wan2' ELSE 'lte1' END AS dstintf,
  ${el(countries, pick(24, n(V.COUNTRIES), 1.8))} AS dstcountry,
  CASE WHEN ${u(22)} < 0.85 THEN 6 ELSE 17 END AS proto,
  ${el(V.sqlList(V.SERVICES), pick(22, n(V.SERVICES), 2))} AS service,
  1 + floor(pow(${u(14)}, 2) * 40)::INTEGER AS policyid,
  CASE WHEN logtype IN ('traffic', 'app-ctrl', 'webfilter') OR subtype = 'endpoint' THEN ${el(apps, 'a')} ELSE '' END AS app,
  CASE WHEN logtype IN ('traffic', 'app-ctrl', 'webfilter') OR subtype = 'endpoint' THEN ${el(appcats, 'a')} ELSE '' END AS appcat,
  CASE WHEN logtype = 'app-ctrl' THEN (['low', 'medium', 'high', 'critical'])[1 + a % 4] ELSE '' END AS apprisk,
  CASE WHEN logtype IN ('traffic', 'app-ctrl') THEN ${el(saas, 'a')} ELSE '' END AS saasname,
  CASE WHEN logtype IN ('webfilter', 'dns') OR (logtype = 'traffic' AND u15 < 0.5) THEN ${el(hosts, 'w')} ELSE '' END AS hostname,
  CASE WHEN logtype = 'webfilter' OR (logtype = 'traffic' AND u15 < 0.5) THEN ${el(cats, 'w')} ELSE '' END AS catdesc,
  CASE WHEN logtype IN ('traffic', 'webfilter', 'app-ctrl') THEN floor(exp(6 + ${u(10)} * 9))::BIGINT ELSE 0 END AS sentbyte,
  CASE WHEN logtype IN ('traffic', 'webfilter', 'app-ctrl') THEN floor(exp(7 + ${u(11)} * 10))::BIGINT ELSE 0 END AS rcvdbyte,
  CASE WHEN logtype IN ('traffic', 'webfilter', 'app-ctrl') THEN floor(exp(${u(12)} * 7))::INTEGER ELSE 0 END AS duration,
  CASE crlevel WHEN 'critical' THEN 50 WHEN 'high' THEN 30 WHEN 'medium' THEN 10 WHEN 'low' THEN 5 ELSE 0 END AS crscore,
  crlevel,
  CASE logtype WHEN 'ips' THEN ${el(attacks, pick(17, n(V.ATTACKS), 1.4))}
    WHEN 'anomaly' THEN ${el(V.sqlList(V.DDOS), pick(25, n(V.DDOS), 1.3))}
    WHEN 'waf' THEN ${el(V.sqlList(V.WAF), pick(25, n(V.WAF), 1.3))} ELSE '' END AS attack,
  CASE WHEN logtype = 'virus' THEN ${el(viruses, pick(18, n(V.VIRUSES), 1.4))} ELSE '' END AS virus,
  CASE logtype WHEN 'virus' THEN 'virus' WHEN 'ips' THEN 'ips' WHEN 'webfilter' THEN 'webfilter' WHEN 'app-ctrl' THEN 'app-ctrl'
    WHEN 'dns' THEN 'botnet' WHEN 'anomaly' THEN 'ddos' WHEN 'dlp' THEN 'dlp' WHEN 'emailfilter' THEN 'spam' WHEN 'waf' THEN 'waf' ELSE '' END AS threattype,
  CASE WHEN subtype = 'vpn' THEN CASE WHEN u16 < 0.45 THEN 'ssl-vpn' WHEN u16 < 0.7 THEN 'dialup-' || (h % 30) ELSE 'to-branch-' || lpad((h % 12)::VARCHAR, 2, '0') END ELSE '' END AS vpntunnel,
  CASE WHEN subtype = 'vpn' THEN CASE WHEN u16 < 0.45 THEN 'ssl-tunnel' WHEN u16 < 0.7 THEN 'ipsec-dialup' ELSE 'ipsec-static' END ELSE '' END AS vpntype,
  CASE WHEN subtype = 'wireless' THEN ${el(V.sqlList(V.SSIDS), pick(26, n(V.SSIDS), 1.5))} ELSE '' END AS ssid,
  CASE WHEN subtype = 'wireless' THEN CASE WHEN u13 < 0.08 THEN 'unknown-' || lpad((h % 40)::VARCHAR, 2, '0') ELSE devname || '-AP0' || (1 + h % 4) END ELSE '' END AS ap,
  CASE WHEN subtype = 'system' THEN ${el(events, pick(19, n(V.SYSTEM_EVENTS), 1.3))}
    WHEN subtype = 'user' THEN 'Authentication ' || CASE WHEN u13 < 0.25 THEN 'failed' ELSE 'succeeded' END
    WHEN subtype = 'vpn' THEN 'VPN tunnel status' WHEN subtype = 'wireless' THEN 'Wireless client event'
    WHEN subtype = 'endpoint' THEN 'Endpoint telemetry' ELSE '' END AS logdesc,
  '' AS msg,
  CASE WHEN logtype = 'emailfilter' THEN ${el(users, pick(27, n(V.USERS), 1.2))} || '@partner' || (e % 40) || '.example' ELSE '' END AS sender,
  CASE WHEN logtype = 'emailfilter' THEN ${el(users, `(1 + h % ${n(V.USERS)})`)} || '@example.com' ELSE '' END AS recipient,
  CASE WHEN logtype = 'traffic' THEN ${el(V.sqlList(V.SHAPING), pick(28, n(V.SHAPING), 1))} ELSE '' END AS shapingpolicy,
  CASE WHEN profile = 3 OR h % 3 = 0 THEN 'FCT' || lpad(h::VARCHAR, 8, '0') ELSE '' END AS fctuid,
  ${el(V.sqlList(V.OS), `(1 + h % ${n(V.OS)})`)} AS os,
  CASE WHEN logtype IN ('virus', 'dlp') THEN ${el(V.sqlList(V.FILES), pick(29, n(V.FILES), 1.2))} ELSE '' END AS filename,
  CASE WHEN ${u(23)} < 0.6 THEN 18 WHEN ${u(23)} < 0.9 THEN 32 ELSE 55 END + u15 * 12 AS latency,
  1 + u15 * 6 AS jitter,
  u16 * CASE WHEN ${u(23)} >= 0.9 THEN 2.5 ELSE 0.6 END AS packetloss
FROM s`;
}

const SYSTEM_SQL = `
CREATE OR REPLACE TABLE sysperf AS
SELECT m * 60 AS ago,
  greatest(1, least(99, 22 + 14 * sin(2 * pi() * m / 1440) + ((hash(m, 1) % 1000) / 1000.0 - 0.5) * 16)) AS cpu,
  greatest(1, least(99, 48 + 6 * sin(2 * pi() * m / 1440 + 1) + ((hash(m, 2) % 1000) / 1000.0 - 0.5) * 6)) AS memory,
  38 + 6 * (1 - m / ${DAYS * 1440}.0) + ((hash(m, 3) % 1000) / 1000.0) AS disk,
  greatest(50, 1800 + 1100 * sin(2 * pi() * m / 1440) + ((hash(m, 4) % 1000) / 1000.0 - 0.5) * 900) AS lograte,
  greatest(1, 24 + 12 * sin(2 * pi() * m / 1440) + ((hash(m, 5) % 1000) / 1000.0) * 8) AS diskio,
  greatest(10, 900 + 500 * sin(2 * pi() * m / 1440 + 0.5) + ((hash(m, 6) % 1000) / 1000.0) * 200) AS sessionrate
FROM range(0, ${DAYS * 1440}) t(m)`;

export interface LoadedDataset {
  fleet: FleetDevice[];
  /** the Parquet cache */
  file: string;
  generated: boolean;
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
