/**
 * Builds a view's SQL from its entry in the views catalogue (specs/catalog/fortiview-views.json) alone: the source
 * table, the dimension grouped by, the measure, the series, the conditions; then the query's time range, devices,
 * filter and top-N. User input reaches SQL only as bound parameters or as names checked against the log fields.
 */
import type { components } from '../../generated/api/schema.ts';
import { fortiviewViews, type FortiviewViewsCatalog, type LogField, type Measure } from '../../generated/catalog/fortiview-views.ts';
import { parseLogFilter, quoteColumn, QueryError, type Bind, type SqlValue } from './log-filter.ts';
import { COUNTRIES, SYSTEM_CORES } from './vocab.ts';

export { QueryError };

/** An entry of the views catalogue (specs/catalog/fortiview-views.json). */
export type View = FortiviewViewsCatalog['views'][number];
type Schemas = components['schemas'];
/** A row of a run's result, by the family of its view. */
export type FortiviewRow =
  | Schemas['FortiviewTopRow']
  | Schemas['FortiviewSeriesRow']
  | Schemas['FortiviewGeoRow']
  | Schemas['FortiviewFlowRow']
  | Schemas['FortiviewMetricRow']
  | Schemas['FortiviewDeviceRow']
  | Schemas['FortiviewScoreRow'];
type MetricUnit = Schemas['FortiviewMetricRow']['unit'];
/** A row as DuckDB reads it (column name → JS value). */
export type SqlRow = Record<string, unknown>;

/** The views of the catalogue by viewName. */
export function loadViews(): Map<string, View> {
  const views: readonly View[] = fortiviewViews.views;
  return new Map(views.map((v) => [v.viewName, v]));
}

/** A widget's query as the analyzer runs it: the time range in epoch ms, `now` the submit time. */
export interface ViewQuery {
  adom: string;
  start: number;
  end: number;
  now: number;
  devices?: string[];
  limit?: number;
  filter?: string;
  sortBy?: { field: string; order: 'asc' | 'desc' }[];
}

/** A view's SQL, its bound parameters, the unit of its values and how a row of it becomes a result row. */
export interface BuiltQuery {
  sql: string;
  params: SqlValue[];
  unit: string;
  /** null where the service makes the rows itself (devices, a metric view over logs) */
  shape: ((row: SqlRow) => FortiviewRow) | null;
  bucketSeconds?: number;
  /** a metric view over logs: its measures, as the columns m0, m1, … of its one row */
  metrics?: readonly Measure[];
}

const THREAT_TYPES = ['virus', 'ips', 'webfilter', 'app-ctrl', 'dns', 'anomaly', 'dlp', 'emailfilter', 'waf'];
/** The log types that count a session's bytes (sentbyte, rcvdbyte); the others carry none. */
const METERED = ['traffic', 'webfilter', 'app-ctrl'];
const BLOCKING = ['deny', 'blocked', 'dropped'];
type SystemMetric = 'cpu' | 'memory' | 'disk' | 'lograte' | 'diskio' | 'sessionrate';
const SYSTEM_METRICS: Record<SystemMetric, MetricUnit> = { cpu: '%', memory: '%', disk: '%', lograte: 'logs/s', diskio: 'MB/s', sessionrate: 'sessions' };
const METRIC_LABELS: Record<SystemMetric, string> = { cpu: 'CPU', memory: 'Memory', disk: 'Disk', lograte: 'Log Rate', diskio: 'Disk I/O', sessionrate: 'Session Rate' };
const isSystemMetric = (m: Measure): m is SystemMetric => m in SYSTEM_METRICS;

const UNITS: Record<Measure, string> = {
  bytes: 'bytes', sentbyte: 'bytes', rcvdbyte: 'bytes', sessions: 'sessions', count: 'count', threatScore: 'score', blocked: 'count',
  duration: 's', bandwidth: 'bit/s', latency: 'ms', jitter: 'ms', packetloss: '%', slamet: '%', devices: 'devices', score: 'score', ...SYSTEM_METRICS,
};

/** The unit a measure is counted in (the result's `unit`). */
export function unitOf(measure: Measure): string {
  return UNITS[measure] ?? 'count';
}

/** The SQL aggregate of a measure over log rows; bandwidth needs the bucket length. */
function measureSql(measure: Measure, bucketSeconds?: number): string {
  switch (measure) {
    case 'bytes':
      return 'sum(sentbyte + rcvdbyte)';
    case 'sentbyte':
    case 'rcvdbyte':
      return `sum(${measure})`;
    case 'threatScore':
      return 'sum(crscore)';
    case 'duration':
      return 'sum(duration)';
    case 'blocked':
      return `count(*) FILTER (WHERE action IN (${BLOCKING.map((a) => `'${a}'`).join(', ')}))`;
    case 'bandwidth':
      return `sum(sentbyte + rcvdbyte) * 8.0 / ${bucketSeconds}`;
    case 'latency':
    case 'jitter':
    case 'packetloss':
      return `avg(${measure})`;
    case 'slamet':
      // a probe met its SLA when it met any of its targets (slamap is their bitmap)
      return `avg(CASE WHEN slamap <> '0x0' THEN 100.0 ELSE 0 END)`;
    case 'devices':
      return 'count(DISTINCT srcip)';
    default:
      return 'count(*)';
  }
}

/** A view's storage column as SQL names it (the catalogue's schema names every one of them). */
const ident = (field: LogField): string => quoteColumn(field);

/**
 * The widget's filter expression as a condition over the logs, in the log search's grammar (log-filter.ts): a
 * filter that cannot be read is refused with what is wrong in it.
 */
function filterCondition(filter: string | undefined, p: Bind): string | null {
  try {
    return parseLogFilter(filter, p);
  } catch (error) {
    if (!(error instanceof QueryError)) throw error;
    throw new QueryError(`Invalid filter expression near '${String(filter).trim().slice(0, 40)}': ${error.message}`);
  }
}

/** A view's query: its SQL from its catalogue entry, with the widget's time range, devices, filter and top-N. */
export function buildQuery(view: View, q: ViewQuery): BuiltQuery {
  const params: SqlValue[] = [];
  const p: Bind = (value) => {
    params.push(value);
    return `$${params.length}`;
  };
  // a list as one parameter per value (a JS array has no SQL type the driver can infer)
  const list = (values: readonly (string | number)[]) => values.map((v) => p(String(v))).join(', ');
  const limit = Math.max(1, Math.min(1000, q.limit ?? 10));
  // logs carry their age in seconds; the range [start, end) in ms becomes an age range
  const minAgo = Math.floor((q.now - q.end) / 1000);
  const maxAgo = Math.floor((q.now - q.start) / 1000);
  const spanSeconds = Math.max(60, maxAgo - minAgo);
  const bucketSeconds = Math.max(60, Math.ceil(spanSeconds / 48 / 60) * 60);
  const unit = unitOf(view.measure);

  if (view.source === 'system') {
    const metrics = (view.metrics?.length ? view.metrics : [view.measure]).filter(isSystemMetric);
    const where = `ago >= ${p(minAgo)} AND ago < ${p(maxAgo)}`;
    if (view.family === 'metric') {
      const sql = metrics
        .map((m) => `SELECT '${m}' AS metric, '${METRIC_LABELS[m]}' AS label, avg(${m}) AS value, max(${m}) AS peak, '${SYSTEM_METRICS[m]}' AS unit FROM sysperf WHERE ${where}`)
        .join(' UNION ALL ');
      return {
        sql,
        params,
        unit,
        shape: (r) => ({ metric: String(r.metric), label: String(r.label), value: round(r.value), peak: round(r.peak), unit: r.unit as MetricUnit }),
      };
    }
    // by core: each core's samples, CPU0 first (their list in the sample)
    const sql = view.byCore
      ? `SELECT ago // ${bucketSeconds} AS bucket, 'CPU' || (c - 1) AS series, avg(cores[c]) AS value
          FROM sysperf CROSS JOIN range(1, ${SYSTEM_CORES + 1}) t(c) WHERE ${where} GROUP BY 1, 2`
      : metrics
          .map((m) => `SELECT ago // ${bucketSeconds} AS bucket, '${METRIC_LABELS[m]}' AS series, avg(${m}) AS value FROM sysperf WHERE ${where} GROUP BY 1`)
          .join(' UNION ALL ');
    return {
      sql: `${sql} ORDER BY bucket DESC, series`,
      params,
      unit: metrics[0] ? SYSTEM_METRICS[metrics[0]] : unit,
      bucketSeconds,
      shape: (r) => ({ time: bucketTime(q.now, Number(r.bucket), bucketSeconds), series: String(r.series), value: round(r.value) }),
    };
  }

  if (view.source === 'fleet') {
    const devices = q.devices?.length ? ` AND d.devid IN (${list(q.devices)})` : '';
    const from = p(minAgo);
    const to = p(maxAgo);
    // CPU and memory: the average of the device's performance statistics over the period (none if it sent none)
    const sql = `WITH pf AS (SELECT devid, avg(cpu) AS cpu, avg(mem) AS memory FROM perf WHERE ago >= ${from} AND ago < ${to} GROUP BY devid)
      SELECT d.devid, count(l.devid) AS logs, count(l.devid) FILTER (WHERE l.threattype <> '') AS threats, any_value(pf.cpu) AS cpu, any_value(pf.memory) AS memory
      FROM devices d LEFT JOIN logs l ON l.devid = d.devid AND l.ago >= ${from} AND l.ago < ${to} LEFT JOIN pf ON pf.devid = d.devid
      WHERE d.adom = ${p(q.adom)}${devices} GROUP BY d.devid`;
    // the service joins the rows with the fleet's devices
    return { sql, params, unit: 'count', shape: null };
  }

  if (view.source === 'fabric') {
    const range = `adom = ${p(q.adom)} AND ago >= ${p(minAgo)} AND ago < ${p(maxAgo)}`;
    if (view.family === 'series') {
      // each audit's score by category (the points of its checks that passed), averaged over the audits of a bucket
      const sql = `WITH audit AS (SELECT ago, category, sum(CASE WHEN failed THEN 0 ELSE points END) AS score FROM audits WHERE ${range} GROUP BY 1, 2)
        SELECT ago // ${bucketSeconds} AS bucket, category AS series, avg(score) AS value FROM audit GROUP BY 1, 2 ORDER BY 1 DESC, 2`;
      return {
        sql,
        params,
        unit,
        bucketSeconds,
        shape: (r) => ({ time: bucketTime(q.now, Number(r.bucket), bucketSeconds), series: String(r.series), value: round(r.value) }),
      };
    }
    // the checks of the period's last audit
    const sql = `SELECT control, category, severity, points, failed, devices FROM audits
      WHERE ${range} AND ago = (SELECT min(ago) FROM audits WHERE ${range}) ORDER BY idx`;
    return {
      sql,
      params,
      unit: 'score',
      shape: (r): Schemas['FortiviewScoreRow'] => ({
        control: String(r.control),
        category: r.category as Schemas['FortiviewScoreRow']['category'],
        result: r.failed ? 'failed' : 'passed',
        severity: int(r.severity),
        score: r.failed ? -int(r.points) : int(r.points),
        devices: int(r.devices),
      }),
    };
  }

  // log sources: traffic, threat or event logs, unless the view names its log types itself
  const conditions = [`adom = ${p(q.adom)}`, `ago >= ${p(minAgo)}`, `ago < ${p(maxAgo)}`];
  const where = view.where ?? [];
  if (!where.some((w) => w.field === 'logtype')) {
    if (view.source === 'traffic') conditions.push(`logtype = 'traffic'`);
    else if (view.source === 'event') conditions.push(`logtype = 'event'`);
    else conditions.push(`logtype IN (${THREAT_TYPES.map((t) => `'${t}'`).join(', ')})`);
  }
  for (const w of where) {
    conditions.push(`${ident(w.field)}::VARCHAR ${w.not ? 'NOT IN' : 'IN'} (${list(w.values)})`);
  }
  const filter = filterCondition(q.filter, p);
  if (filter) conditions.push(`(${filter})`);
  if (q.devices?.length) conditions.push(`devid IN (${list(q.devices)})`);
  const whereSql = conditions.join(' AND ');
  const measure = measureSql(view.measure, bucketSeconds);
  const severity = `max(CASE crlevel WHEN 'critical' THEN 5 WHEN 'high' THEN 4 WHEN 'medium' THEN 3 WHEN 'low' THEN 2 ELSE NULL END)`;

  if (view.family === 'series') {
    const bucket = `ago // ${bucketSeconds}`;
    const shape = (r: SqlRow) => ({ time: bucketTime(q.now, Number(r.bucket), bucketSeconds), series: String(r.series), value: round(r.value) });
    if (!view.series) {
      const sql = `SELECT ${bucket} AS bucket, 'Total' AS series, ${measure} AS value FROM logs WHERE ${whereSql} GROUP BY 1 ORDER BY 1 DESC`;
      return { sql, params, unit, bucketSeconds, shape };
    }
    const s = ident(view.series);
    const sql = `WITH base AS (SELECT * FROM logs WHERE ${whereSql} AND ${s} <> ''),
      top AS (SELECT ${s} AS k FROM base GROUP BY 1 ORDER BY ${measureSql(view.measure, spanSeconds)} DESC LIMIT ${limit})
      SELECT ${bucket} AS bucket, ${s} AS series, ${measure} AS value FROM base WHERE ${s} IN (SELECT k FROM top) GROUP BY 1, 2 ORDER BY 1 DESC, 2`;
    return { sql, params, unit, bucketSeconds, shape };
  }

  if (view.family === 'geo') {
    const c = ident(view.dimension ?? 'srccountry');
    const iso = COUNTRIES.map(([name, code]) => `('${name.replace(/'/g, "''")}', '${code}')`).join(', ');
    const sql = `WITH iso(country, code) AS (VALUES ${iso})
      SELECT l.${c} AS country, iso.code AS isoNumeric, ${measure} AS value, count(*) AS sessions, sum(crscore) AS threatScore, ${severity} AS severity
      FROM logs l JOIN iso ON iso.country = l.${c} WHERE ${whereSql} GROUP BY 1, 2 ORDER BY value DESC LIMIT ${limit}`;
    return {
      sql,
      params,
      unit,
      shape: (r) =>
        compact({
          country: String(r.country),
          isoNumeric: String(r.isoNumeric),
          value: round(r.value),
          sessions: int(r.sessions),
          threatScore: int(r.threatScore),
          severity: r.severity == null ? undefined : int(r.severity),
        }),
    };
  }

  if (view.family === 'flow') {
    if (!view.dimension || !view.target) throw new QueryError(`The view ${view.viewName} names no source and target field.`);
    const s = ident(view.dimension);
    const t = ident(view.target);
    const sql = `SELECT ${s} AS source, ${t} AS target, ${measure} AS value FROM logs WHERE ${whereSql} AND ${s} <> '' AND ${t} <> ''
      GROUP BY 1, 2 ORDER BY value DESC LIMIT ${limit}`;
    return { sql, params, unit, shape: (r) => ({ source: String(r.source), target: String(r.target), value: round(r.value) }) };
  }

  if (view.family === 'metric') {
    const metrics = view.metrics?.length ? view.metrics : [view.measure];
    const cols = metrics.map((m, i) => `${measureSql(m, spanSeconds)} AS m${i}`).join(', ');
    const sql = `SELECT ${cols} FROM logs WHERE ${whereSql}`;
    // the service reads the one row's m0, m1, … itself
    return { sql, params, unit, shape: null, metrics };
  }

  // top: group by the dimension
  const d = ident(view.dimension ?? 'srcip');
  // the label and detail of a key are those of its largest session (cheaper than the most frequent one over a month
  // of logs, and the same where a key has one, as a source address has its user)
  const extras = [
    view.label ? `arg_max(${ident(view.label)}, sentbyte + rcvdbyte) FILTER (WHERE ${ident(view.label)} <> '') AS label` : null,
    view.detail ? `arg_max(${ident(view.detail)}, sentbyte + rcvdbyte) FILTER (WHERE ${ident(view.detail)} <> '') AS detail` : null,
  ].filter((e) => e !== null);
  const sortable: Readonly<Record<string, string>> = {
    value: 'value', sessions: 'sessions', bytes: 'bytes', key: 'key', threatScore: 'threatScore', blocked: 'blocked', severity: 'severity',
  };
  const order = (q.sortBy ?? []).filter((s) => Object.hasOwn(sortable, s.field)).map((s) => `${sortable[s.field]} ${s.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`);
  const sql = `SELECT ${d}::VARCHAR AS key, ${extras.length ? `${extras.join(', ')}, ` : ''}${measure} AS value, count(*) AS sessions,
      count(*) FILTER (WHERE logtype IN (${METERED.map((t) => `'${t}'`).join(', ')})) AS metered,
      sum(sentbyte + rcvdbyte) AS bytes, sum(sentbyte) AS sentbyte, sum(rcvdbyte) AS rcvdbyte, sum(crscore) AS threatScore,
      ${severity} AS severity, ${measureSql('blocked')} AS blocked
    FROM logs WHERE ${whereSql} AND ${d}::VARCHAR <> '' GROUP BY 1 ORDER BY ${[...order, 'value DESC', 'key'].join(', ')} LIMIT ${limit}`;
  return {
    sql,
    params,
    unit,
    shape: (r) => {
      // bytes are counted only where the key's logs carry them (an IPS or virus log does not): never a made-up 0;
      // an event log (a login, a health-check probe) has no threat score and blocks nothing
      const metered = int(r.metered) > 0;
      const threat = view.source !== 'event';
      return compact({
        key: String(r.key),
        label: r.label == null ? undefined : String(r.label),
        detail: r.detail == null ? undefined : String(r.detail),
        value: round(r.value),
        sessions: int(r.sessions),
        bytes: metered ? int(r.bytes) : undefined,
        sentbyte: metered ? int(r.sentbyte) : undefined,
        rcvdbyte: metered ? int(r.rcvdbyte) : undefined,
        threatScore: threat ? int(r.threatScore) : undefined,
        severity: r.severity == null ? undefined : int(r.severity),
        blocked: threat ? int(r.blocked) : undefined,
      });
    },
  };
}

export { SYSTEM_METRICS, METRIC_LABELS };

function bucketTime(now: number, bucket: number, seconds: number): string {
  // bucket b holds ages [b*s, (b+1)*s): it starts (b+1)*s seconds before now
  return new Date(Math.floor((now - (bucket + 1) * seconds * 1000) / 1000) * 1000).toISOString();
}
function round(v: unknown): number {
  const n = Number(v ?? 0);
  return Math.round(Math.max(0, n) * 100) / 100;
}
function int(v: unknown): number {
  return v == null ? 0 : Math.max(0, Math.round(Number(v)));
}
/** The object without its undefined members (the spec's optional members are left out, never null). */
function compact<T extends object>(o: T): T {
  for (const [k, v] of Object.entries(o)) if (v === undefined || v === null) delete o[k as keyof T];
  return o;
}
