/**
 * Log View's queries over the log table: a search's conditions (ADOM, time range, log type and subtype, devices,
 * filter expression), a page of its logs in the search's order, its count, the stored log files and the log groups.
 * The rows come out in the LogRow shape of the API description (FortiOS field names; a text field the log does not
 * carry is left out).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { root } from '../lib/processes.mjs';
import { QueryError } from './queries.mjs';
import { LOG_FIELDS, columnOf, logViewCatalogue, parseLogFilter } from './log-filter.mjs';

const logTypes = new Map(logViewCatalogue.logTypes.map((t) => [t.key, t]));
const KEY = /^[a-z][a-z0-9-]{0,31}$/;

/** Storage columns of a row and the field each becomes. */
const ROW_COLUMNS = [...LOG_FIELDS].filter(([, f]) => f.column).map(([field, f]) => ({ field, column: f.column, type: f.type }));
const SELECT_LIST = ['rowid AS id', 'ago', ...ROW_COLUMNS.map((c) => (c.column === 'user' || c.column === 'group' ? `"${c.column}"` : c.column))].join(', ');

/**
 * Checks a submitted search and builds its WHERE clause; anything the analyzer cannot search throws a QueryError.
 * @param {{ adom: string, logtype: string, subtype?: string, start: number, end: number, now: number, devices?: string[], filter?: string, sortBy?: { field: string, order: string } }} q
 */
export function buildSearch(q) {
  const params = [];
  const p = (value) => {
    params.push(value);
    return `$${params.length}`;
  };
  const type = KEY.test(q.logtype ?? '') ? logTypes.get(q.logtype) : undefined;
  if (!type) throw new QueryError(`Unknown log type '${q.logtype}'.`);
  if (q.subtype !== undefined && !(type.subtypes ?? []).some((s) => s.key === q.subtype)) throw new QueryError(`Unknown subtype '${q.subtype}' of ${type.label}.`);
  const minAgo = Math.floor((q.now - q.end) / 1000);
  const maxAgo = Math.floor((q.now - q.start) / 1000);
  const conditions = [`adom = ${p(q.adom)}`, `ago > ${p(minAgo)}`, `ago <= ${p(maxAgo)}`];
  const types = type.includes ?? [type.key];
  conditions.push(`logtype IN (${types.map(p).join(', ')})`);
  if (q.subtype) conditions.push(`subtype = ${p(q.subtype)}`);
  if (q.devices?.length) conditions.push(`devid IN (${q.devices.map((d) => p(String(d))).join(', ')})`);
  const filter = parseLogFilter(q.filter, p);
  if (filter) conditions.push(`(${filter})`);
  // newest first by default; the time fields sort by age (reversed)
  let order = 'ago ASC, rowid ASC';
  if (q.sortBy) {
    const desc = q.sortBy.order === 'desc';
    if (['date', 'time', 'eventtime'].includes(q.sortBy.field)) order = `ago ${desc ? 'ASC' : 'DESC'}, rowid ${desc ? 'ASC' : 'DESC'}`;
    else order = `${columnOf(q.sortBy.field)} ${desc ? 'DESC' : 'ASC'} NULLS LAST, ago ASC, rowid ASC`;
  }
  return { where: conditions.join(' AND '), params, order };
}

export function pageSql(search, offset, limit) {
  return `SELECT ${SELECT_LIST} FROM logs WHERE ${search.where} ORDER BY ${search.order} LIMIT ${Math.floor(limit)} OFFSET ${Math.floor(offset)}`;
}

export function countSql(search) {
  return `SELECT count(*) AS n FROM logs WHERE ${search.where}`;
}

const pad = (n) => String(n).padStart(2, '0');
const round2 = (v) => Math.round(Number(v) * 100) / 100;

/** A log as the API gives it: its time from the search's submit time and its age. */
export function toLogRow(r, submittedSec) {
  const eventtime = submittedSec - Number(r.ago);
  const d = new Date(eventtime * 1000);
  const row = {
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
  return row;
}

const FILE_KIND = { traffic: ['tlog', 'traffic'], event: ['elog', 'event'] };
const MAX_FILES = 2000;

/** The stored log files of an ADOM (one per device, kind and UTC day), newest day first. */
export function logFilesSql(adom, devid, nowSec) {
  const params = [adom];
  const device = devid ? (params.push(devid), ` AND devid = $2`) : '';
  const sql = `SELECT devid, any_value(devname) AS devname,
      CASE logtype WHEN 'traffic' THEN 'traffic' WHEN 'event' THEN 'event' ELSE 'security' END AS kind,
      (${nowSec} - ago) // 86400 AS day, min(ago) AS newest, max(ago) AS oldest, count(*) AS n
    FROM logs WHERE adom = $1${device}
    GROUP BY devid, kind, day ORDER BY day DESC, devname, kind LIMIT ${MAX_FILES}`;
  return { sql, params };
}

export function toLogFile(r, nowSec) {
  const [prefix, logtype] = FILE_KIND[r.kind] ?? ['alog', 'security'];
  const day = Number(r.day) * 86400;
  const rows = Number(r.n);
  return {
    name: `${prefix}.${day}.log.gz`,
    devid: r.devid,
    devname: r.devname,
    logtype,
    start: new Date((nowSec - Number(r.oldest)) * 1000).toISOString(),
    end: new Date((nowSec - Number(r.newest)) * 1000).toISOString(),
    rows,
    // compressed logs take about 88 bytes each; a little per-file variation keeps it plausible
    size: rows * 88 + (day % 997),
  };
}

const GROUPS = {
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

/** Log groups of an ADOM: its devices by the site prefix of their names. */
export function logGroups(fleet, adom) {
  const groups = new Map();
  for (const d of fleet) {
    if (d.adom !== adom) continue;
    const prefix = d.devname.split('-')[0].replace(/\d+$/, '').toUpperCase();
    const [name, description] = GROUPS[prefix] ?? [prefix.replace(/[^A-Za-z0-9_-]/g, '') || 'Other', `Devices named ${prefix}-…`];
    const g = groups.get(name) ?? { name, description, devices: [] };
    g.devices.push(d.devid);
    groups.set(name, g);
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The custom log views: those of the API description's example, in every ADOM. */
export function savedViews() {
  return parse(readFileSync(join(root, 'specs/examples/logview/saved-views.yaml'), 'utf8')).value;
}
