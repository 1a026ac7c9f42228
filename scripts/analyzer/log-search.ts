/**
 * Log View's queries over the log table: a search's conditions (ADOM, time range, log type and subtype, devices,
 * filter expression) and order, its pages, its count, the stored log files and the log groups. The rows come out in
 * the LogRow shape of the API description (FortiOS field names; a text field the log does not carry is left out).
 *
 * A page is read in two steps so that it stays fast deep into a search: first the row ids of the page alone (a
 * narrow sort over the few columns the conditions and the order need), then those rows' columns by row id, within
 * the ranges of ids they fall in (in time order the ids of a page lie close together, the table being stored by age,
 * so only a few blocks are read). A search in time order counts its logs per slice of age (its "index"); with it a
 * page at any offset is read from the one or two slices that hold it instead of sorting every log before it. A search
 * sorted by a column notes the place of every 1000th log once it is read deep (its checkpoints), and sorts only the
 * logs between the two checkpoints around a page.
 *
 * A word without a field is matched, once the service has read them, by the distinct values of the text columns
 * that contain it (column IN (…), fast on dictionary-encoded columns) instead of ILIKE on every column.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { DuckDBConnection } from '@duckdb/node-api';
import type { components } from '../../generated/api/schema.ts';
import { root } from '../lib/processes.ts';
import type { FleetDevice } from './fleet.ts';
import {
  LOG_FIELDS, QueryError, TEXT_COLUMNS, columnOf, escapeLike, logViewCatalogue, parseLogFilter, quoteColumn, type Bind, type FieldType, type FreeText,
  type SqlValue,
} from './log-filter.ts';

type Schemas = components['schemas'];
export type LogRow = Schemas['LogRow'];
export type LogFile = Schemas['LogFileList']['files'][number];
/** A row as DuckDB reads it (column name → JS value). */
export type SqlRow = Record<string, unknown>;

const logTypes = new Map(logViewCatalogue.logTypes.map((t) => [t.key, t]));
const KEY = /^[a-z][a-z0-9-]{0,31}$/;
const TIME_FIELDS = new Set(['date', 'time', 'eventtime']);

/** Storage columns of a row and the field each becomes. */
const ROW_COLUMNS: readonly { field: string; column: string; type: FieldType }[] = [...LOG_FIELDS].flatMap(([field, f]) =>
  f.column ? [{ field, column: f.column, type: f.type }] : [],
);
const SELECT_LIST = ['rowid AS id', 'ago', ...ROW_COLUMNS.map((c) => quoteColumn(c.column))].join(', ');

/** Slices of time a search in time order is counted in (its index): a page is found within one or two of them. */
const INDEX_SLICES = 2048;

/**
 * A submitted search as it came (anything the analyzer cannot search is refused by buildSearch): start and end in
 * epoch ms; nowSec the submit time, from which the logs' times are counted.
 */
export interface SearchQuery {
  adom: string;
  logtype: unknown;
  subtype?: unknown;
  start: number;
  end: number;
  nowSec: number;
  devices?: unknown;
  filter?: unknown;
  sortBy?: unknown;
}

/** A search's conditions, bound parameters and order. */
export interface Search {
  where: string;
  params: SqlValue[];
  order: string;
  /** the pages' order by age, when they are in time order */
  agoOrder: 'asc' | 'desc' | null;
  sortColumn: string | null;
  sortDesc: boolean;
  /** seconds of age per slice of the search's index */
  slice: number;
}

/** In time order: the slices of age in the pages' order with the logs before each; in column order: its checkpoints. */
export type SearchIndex = { keys: Float64Array; before: Float64Array } | { checkpoints: Checkpoint[] };
export interface Checkpoint {
  /** the sort column's value (a scalar column) */
  v: SqlValue;
  ago: number;
  id: number;
}

/**
 * Checks a submitted search and builds its conditions and order; anything the analyzer cannot search throws a
 * QueryError that says what.
 */
export function buildSearch(q: SearchQuery, options: { freeText?: FreeText } = {}): Search {
  const params: SqlValue[] = [];
  const p: Bind = (value) => {
    params.push(value);
    return `$${params.length}`;
  };
  const type = typeof q.logtype === 'string' && KEY.test(q.logtype) ? logTypes.get(q.logtype) : undefined;
  if (!type) throw new QueryError(`Unknown log type '${q.logtype}'.`);
  const subtype = q.subtype === undefined ? undefined : type.subtypes?.find((s) => s.key === q.subtype)?.key;
  if (q.subtype !== undefined && subtype === undefined) {
    throw new QueryError(type.subtypes?.length ? `Unknown subtype '${q.subtype}' of ${type.label}.` : `${type.label} logs have no subtypes.`);
  }
  if (!Number.isFinite(q.start) || !Number.isFinite(q.end) || q.end <= q.start) throw new QueryError('The time range must end after it starts.');
  const devices = q.devices ?? [];
  if (!Array.isArray(devices) || !devices.every((d): d is string => typeof d === 'string')) throw new QueryError('The devices must be a list of serial numbers.');
  if (q.filter !== undefined && typeof q.filter !== 'string') throw new QueryError('The filter must be text.');

  // start inclusive, end exclusive, in whole seconds of the logs' times (eventtime = nowSec - ago)
  const minAgo = q.nowSec - Math.ceil(q.end / 1000);
  const maxAgo = q.nowSec - Math.ceil(q.start / 1000);
  const conditions = [`adom = ${p(q.adom)}`, `ago > ${p(minAgo)}`, `ago <= ${p(maxAgo)}`];
  const types = type.includes ?? [type.key];
  conditions.push(types.length > 1 ? `logtype IN (${types.map(p).join(', ')})` : `logtype = ${p(types[0])}`);
  if (subtype !== undefined) conditions.push(`subtype = ${p(subtype)}`);
  if (devices.length) conditions.push(`devid IN (${devices.map(p).join(', ')})`);
  const filter = parseLogFilter(q.filter, p, options);
  if (filter) conditions.push(`(${filter})`);

  // newest first by default (the smallest age first); ties broken by row id so that pages never overlap
  let order = 'ago ASC, rowid ASC';
  let agoOrder: Search['agoOrder'] = 'asc';
  let sortColumn: string | null = null;
  let sortDesc = false;
  if (q.sortBy !== undefined) {
    const { field, order: dir } = (q.sortBy ?? {}) as { field?: unknown; order?: unknown };
    if (typeof field !== 'string' || (dir !== 'asc' && dir !== 'desc')) throw new QueryError('The sort must name a field and an order (asc or desc).');
    if (TIME_FIELDS.has(field)) {
      // a later time is a smaller age
      agoOrder = dir === 'desc' ? 'asc' : 'desc';
      order = dir === 'desc' ? 'ago ASC, rowid ASC' : 'ago DESC, rowid DESC';
    } else {
      agoOrder = null;
      sortColumn = columnOf(field);
      sortDesc = dir === 'desc';
      order = `${sortColumn} ${sortDesc ? 'DESC' : 'ASC'} NULLS LAST, ago ASC, rowid ASC`;
    }
  }
  const slice = Math.max(1, Math.ceil((maxAgo - minAgo) / INDEX_SLICES));
  return { where: conditions.join(' AND '), params, order, agoOrder, sortColumn, sortDesc, slice };
}

/**
 * The query that counts a search: per slice of age for a search in time order (its index), else all in one.
 * Each row: { k (the slice, age // slice), n }.
 */
export function countSql(search: Search): string {
  if (!search.agoOrder) return `SELECT NULL AS k, count(*) AS n FROM logs WHERE ${search.where}`;
  return `SELECT ago // ${search.slice} AS k, count(*) AS n FROM logs WHERE ${search.where} GROUP BY k`;
}

/**
 * A search's count read into its total and, in time order, its index: the slices in the pages' order with the logs
 * before each.
 */
export function readCount(search: Search, rows: SqlRow[]): { total: number; index?: { keys: Float64Array; before: Float64Array } } {
  if (!search.agoOrder) return { total: Number(rows[0]?.n ?? 0) };
  const slices = rows.map((r): [number, number] => [Number(r.k), Number(r.n)]).sort((a, b) => (search.agoOrder === 'asc' ? a[0] - b[0] : b[0] - a[0]));
  const keys = new Float64Array(slices.length);
  const before = new Float64Array(slices.length + 1);
  slices.forEach(([k, n], i) => {
    keys[i] = k;
    before[i + 1] = before[i] + n;
  });
  return { total: before[slices.length], index: { keys, before } };
}

/** The first slice whose logs reach past `offset` (binary search over the logs before each slice). */
function sliceAt(before: Float64Array, offset: number): number {
  let lo = 0;
  let hi = before.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (before[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A search sorted by a column notes every this many logs' place in its order, to start a deep page from. */
export const CHECKPOINT_EVERY = 1000;

/** The query of the places of every CHECKPOINT_EVERY-th log of a search sorted by a column (v, ago, id), in order. */
export function checkpointsSql(search: Search): string {
  return `SELECT v, ago, id FROM (
      SELECT ${search.sortColumn} AS v, ago, rowid AS id, row_number() OVER (ORDER BY ${search.order}) AS rn FROM logs WHERE ${search.where}
    ) WHERE rn % ${CHECKPOINT_EVERY} = 1 ORDER BY rn`;
}

/** The checkpoints of a search sorted by a column, as pageIdsSql takes them. */
export function readCheckpoints(rows: SqlRow[]): { checkpoints: Checkpoint[] } {
  return { checkpoints: rows.map((r) => ({ v: r.v as SqlValue, ago: Number(r.ago), id: Number(r.id) })) };
}

/** A log at or after a checkpoint in the order `column dir NULLS LAST, ago ASC, rowid ASC` (never NULL). */
function atOrAfter(search: Search, point: Checkpoint, p: Bind): string {
  const col = search.sortColumn;
  const rest = `(ago > ${p(point.ago)} OR (ago = ${p(point.ago)} AND rowid >= ${p(point.id)}))`;
  if (point.v === null || point.v === undefined) return `(${col} IS NULL AND ${rest})`;
  const v = p(point.v);
  return `(${col} ${search.sortDesc ? '<' : '>'} ${v} OR ${col} IS NULL OR (${col} = ${v} AND ${rest}))`;
}

/**
 * The query of a page's row ids in the search's order, with the parameters it binds. With the search's index it
 * reads only what lies between the slices of age (time order) or the checkpoints (column order) around the page.
 */
export function pageIdsSql(search: Search, offset: number, limit: number, index?: SearchIndex): { sql: string; params: SqlValue[] } {
  const params = [...search.params];
  const p: Bind = (value) => {
    params.push(value);
    return `$${params.length}`;
  };
  let where = search.where;
  let skip = offset;
  if (search.agoOrder && index && 'keys' in index && index.keys.length) {
    const first = sliceAt(index.before, offset);
    const last = sliceAt(index.before, offset + limit - 1);
    const a = index.keys[first];
    const b = index.keys[last];
    where += ` AND ago >= ${p(Math.min(a, b) * search.slice)} AND ago < ${p((Math.max(a, b) + 1) * search.slice)}`;
    skip = offset - index.before[first];
  } else if (!search.agoOrder && index && 'checkpoints' in index && index.checkpoints.length) {
    const first = Math.min(Math.floor(offset / CHECKPOINT_EVERY), index.checkpoints.length - 1);
    const next = Math.floor((offset + limit - 1) / CHECKPOINT_EVERY) + 1;
    if (first > 0) where += ` AND ${atOrAfter(search, index.checkpoints[first], p)}`;
    if (next < index.checkpoints.length) where += ` AND NOT ${atOrAfter(search, index.checkpoints[next], p)}`;
    skip = offset - first * CHECKPOINT_EVERY;
  }
  return { sql: `SELECT rowid AS id FROM logs WHERE ${where} ORDER BY ${search.order} LIMIT ${Math.floor(limit)} OFFSET ${Math.floor(skip)}`, params };
}

/** Row ids within this distance are read as one range (a block of the table is 2048 rows). */
const NEAR = 2048;

/** The query of the rows of some row ids: the ranges they fall in (which keeps the scan to those blocks), then the ids. */
export function rowsByIdSql(ids: readonly number[]): string | null {
  const sorted = ids.map(Number).filter(Number.isSafeInteger).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const ranges: [number, number][] = [];
  for (const id of sorted) {
    const last = ranges.at(-1);
    if (last && id - last[1] < NEAR) last[1] = id;
    else ranges.push([id, id]);
  }
  const within = ranges.map(([a, b]) => (a === b ? `rowid = ${a}` : `rowid BETWEEN ${a} AND ${b}`)).join(' OR ');
  return `SELECT ${SELECT_LIST} FROM logs WHERE (${within}) AND rowid IN (${sorted.join(', ')})`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const round2 = (v: unknown) => Math.round(Number(v) * 100) / 100;

/** A log as the API gives it: its time from the search's submit time and its age. */
export function toLogRow(r: SqlRow, submittedSec: number): LogRow {
  const eventtime = submittedSec - Number(r.ago);
  const d = new Date(eventtime * 1000);
  // the catalogue's fields are the LogRow's members (a contract test holds them together)
  const row: Record<string, string | number> = {
    id: String(r.id),
    date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
    eventtime,
  };
  for (const c of ROW_COLUMNS) {
    const v = r[c.column];
    if (v === null || v === undefined) continue;
    if (c.type === 'integer') row[c.field] = Math.max(0, Math.round(Number(v)));
    else if (c.type === 'number') row[c.field] = Math.max(0, round2(v));
    else if (String(v) !== '') row[c.field] = String(v);
  }
  for (const required of ['devid', 'devname', 'type', 'subtype', 'level']) row[required] ??= '';
  return row as LogRow;
}

/** Past this many distinct values containing the word, a column is searched with ILIKE rather than by its values. */
const MAX_LISTED = 64;

/**
 * The distinct values of the text columns (a few thousand in all), so that a word without a field becomes
 * `column IN (values containing it)`: an equality on dictionary-encoded columns instead of ILIKE on each of them.
 */
export async function loadTextValues(connection: DuckDBConnection): Promise<Map<string, string[]>> {
  const reader = await connection.runAndReadAll(`SELECT ${TEXT_COLUMNS.map((c, i) => `list(DISTINCT ${quoteColumn(c)}) AS c${i}`).join(', ')} FROM logs`);
  const row: SqlRow = reader.getRowObjectsJS()[0] ?? {};
  const values = (list: unknown) => (Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string' && v !== '') : []);
  return new Map(TEXT_COLUMNS.map((c, i) => [c, values(row[`c${i}`])]));
}

/** A word without a field, read with the text columns' values: the values that contain it, whatever the case. */
export function freeTextWith(values: ReadonlyMap<string, readonly string[]>): FreeText {
  return (term, p) => {
    if (term === '') return 'TRUE';
    const needle = term.toLowerCase();
    const parts: string[] = [];
    let pattern: string | null = null;
    for (const column of TEXT_COLUMNS) {
      const matches = (values.get(column) ?? []).filter((v) => v.toLowerCase().includes(needle));
      if (!matches.length) continue;
      if (matches.length > MAX_LISTED) {
        pattern ??= p(`%${escapeLike(term)}%`);
        parts.push(`${quoteColumn(column)} ILIKE ${pattern} ESCAPE '\\'`);
      } else {
        parts.push(`${quoteColumn(column)} IN (${matches.map(p).join(', ')})`);
      }
    }
    return parts.length ? `(${parts.join(' OR ')})` : 'FALSE';
  };
}

const FILE_KIND: Readonly<Record<string, readonly [prefix: string, logtype: string]>> = { traffic: ['tlog', 'traffic'], event: ['elog', 'event'] };
export const MAX_FILES = 2000;

/** The stored log files of an ADOM (one per device, kind and UTC day), newest day first, then by device name. */
export function logFilesSql(adom: string, devid: string | undefined, nowSec: number): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [adom];
  const device = devid ? (params.push(devid), ` AND devid = $2`) : '';
  const sql = `SELECT devid, any_value(devname) AS devname,
      CASE logtype WHEN 'traffic' THEN 'traffic' WHEN 'event' THEN 'event' ELSE 'security' END AS kind,
      (${Math.floor(nowSec)} - ago) // 86400 AS day, min(ago) AS newest, max(ago) AS oldest, count(*) AS n
    FROM logs WHERE adom = $1${device}
    GROUP BY devid, kind, day ORDER BY day DESC, devname, kind LIMIT ${MAX_FILES}`;
  return { sql, params };
}

export function toLogFile(r: SqlRow, nowSec: number): LogFile {
  const [prefix, logtype] = FILE_KIND[String(r.kind)] ?? ['alog', 'security'];
  const day = Number(r.day) * 86400;
  const rows = Number(r.n);
  return {
    name: `${prefix}.${day}.log.gz`,
    devid: String(r.devid),
    devname: String(r.devname),
    logtype,
    start: new Date((nowSec - Number(r.oldest)) * 1000).toISOString(),
    end: new Date((nowSec - Number(r.newest)) * 1000).toISOString(),
    rows,
    // compressed logs take about 88 bytes each; a little per-file variation keeps it plausible
    size: rows * 88 + (day % 997),
  };
}

/** Log groups by the site prefix of the device names (DC1-…, DC2-… are both data centers). */
const GROUPS: Readonly<Record<string, readonly [name: string, description: string]>> = {
  BR: ['Branches', 'Branch office FortiGates'],
  DC: ['Data-Centers', 'Data center firewalls'],
  CAMPUS: ['Campus', 'Campus firewalls'],
  AZ: ['Cloud', 'FortiGate-VM in public clouds'],
  AWS: ['Cloud', 'FortiGate-VM in public clouds'],
  GCP: ['Cloud', 'FortiGate-VM in public clouds'],
  OCI: ['Cloud', 'FortiGate-VM in public clouds'],
  PLANT: ['Plants', 'Plant and industrial FortiGates'],
  STORE: ['Stores', 'Store FortiGates'],
};

/** Log groups of an ADOM: its devices by the prefix of their names before the first dash. */
export function logGroups(fleet: readonly FleetDevice[], adom: string): Schemas['LogGroupList'] {
  const groups = new Map<string, Schemas['LogGroupList'][number]>();
  for (const d of fleet) {
    if (d.adom !== adom) continue;
    const prefix = d.devname.split('-')[0];
    const known = GROUPS[prefix.toUpperCase()] ?? GROUPS[prefix.toUpperCase().replace(/\d+$/, '')];
    const own = prefix.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64) || 'Other';
    const [name, description] = known ?? [own, `Devices named ${prefix}-…`];
    const g = groups.get(name) ?? { name, description, devices: [] };
    g.devices.push(d.devid);
    groups.set(name, g);
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
}

let saved: Schemas['SavedLogViewList'] | undefined;
/** The custom log views: those of the API description's example, in every ADOM. */
export function savedViews(): Schemas['SavedLogViewList'] {
  saved ??= (parse(readFileSync(join(root, 'specs/examples/logview/saved-views.yaml'), 'utf8')) as { value: Schemas['SavedLogViewList'] }).value;
  return saved;
}
