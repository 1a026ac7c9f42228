/**
 * A log list's query in the URL, so a reload or a shared link shows the same logs: `period` (a time-period token of
 * the normal kind), `devices` (serial numbers, comma-separated), `filter` (the filter bar's text), `cols` (the chosen
 * columns), `sort` (`field:asc|desc`), `src` (where the list was opened from) and `f.<field>` (a column's filter). A screen that opens a log list
 * may pass the spec's navigation state instead (querySrc, timePeriod, lastN, timeStart, timeEnd, devList, search);
 * it is turned into the same URL parameters once, on arrival.
 */
import { customToken, lastNToken, parsePeriod, type LastNUnit, type PeriodKind } from '@/features/fortiview/dashboards/index.ts';
import { columnFilterText, parseColumnFilterText, type ColumnFilter } from '@/lib/logs/filter-expression.ts';

export interface LogSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface LogQueryState {
  /** time-period token (the kind's default when the URL has none it offers) */
  period: string;
  devices: string[];
  filter: string;
  /** chosen columns; absent: the log type's defaults */
  columns?: string[];
  /** absent: newest first */
  sort?: LogSort;
  /** what opened the list (a dashboard widget, threat hunting, a log file), shown beside the filter */
  source?: string;
  /** the column filters by field (`f.<field>` in the URL, e.g. `f.dstport=>=1024`) */
  columnFilters: Record<string, ColumnFilter>;
}

const FIELD = /^[a-z][a-z0-9_]{0,31}$/;
const SERIAL = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_FILTER = 2000;

function list(value: string | null, valid: RegExp, max: number): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((s) => s.trim()).filter((s) => valid.test(s)))].slice(0, max);
}

/** Reads the URL; what is malformed is left out (the list then shows its default for it). */
export function parseLogUrl(search: URLSearchParams, kind: PeriodKind): LogQueryState {
  const token = search.get('period');
  const state: LogQueryState = {
    period: token && parsePeriod(token, kind) ? token : kind.default,
    devices: list(search.get('devices'), SERIAL, 1000),
    filter: (search.get('filter') ?? '').slice(0, MAX_FILTER),
    columnFilters: {},
  };
  for (const [key, value] of search) {
    if (!key.startsWith('f.') || !FIELD.test(key.slice(2))) continue;
    const f = parseColumnFilterText(value.slice(0, 500));
    if (f) state.columnFilters[key.slice(2)] = f;
  }
  const cols = list(search.get('cols'), FIELD, 64);
  if (cols.length) state.columns = cols;
  const sort = /^([a-z][a-z0-9_]{0,31}):(asc|desc)$/.exec(search.get('sort') ?? '');
  if (sort) state.sort = { field: sort[1], order: sort[2] as 'asc' | 'desc' };
  const src = search.get('src');
  if (src) state.source = src.slice(0, 128);
  return state;
}

/** The search parameter naming the log type where the address has no place for it (a log group's logs). */
export const LOG_TYPE_PARAM = 'logtype';

/** The URL parameters of a state; defaults are left out so a plain list has a plain address. */
export function logUrlParams(state: LogQueryState, kind: PeriodKind): URLSearchParams {
  const out = new URLSearchParams();
  if (state.period !== kind.default) out.set('period', state.period);
  if (state.devices.length) out.set('devices', state.devices.join(','));
  if (state.filter.trim()) out.set('filter', state.filter);
  if (state.columns?.length) out.set('cols', state.columns.join(','));
  if (state.sort) out.set('sort', `${state.sort.field}:${state.sort.order}`);
  if (state.source) out.set('src', state.source);
  for (const field of Object.keys(state.columnFilters).sort()) out.set(`f.${field}`, columnFilterText(state.columnFilters[field]));
  return out;
}

const UNITS: Record<string, LastNUnit> = { hour: 'hour', hours: 'hour', h: 'hour', day: 'day', days: 'day', d: 'day', week: 'week', weeks: 'week', w: 'week' };

/** A time as navigation state may give it: epoch seconds or milliseconds, or a date text. */
function toMs(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value < 1e12 ? value * 1000 : value;
  if (typeof value === 'string' && value.trim()) {
    if (/^\d+$/.test(value.trim())) return toMs(Number(value.trim()));
    const ms = Date.parse(value.trim().replace(' ', 'T'));
    return Number.isFinite(ms) ? ms : null;
  }
  return null;
}

function devicesOf(value: unknown): string[] {
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  const ids = items.map((d) => (typeof d === 'string' ? d : d && typeof d === 'object' ? ((d as Record<string, unknown>).devid ?? (d as Record<string, unknown>).sn) : null));
  return [...new Set(ids.filter((d): d is string => typeof d === 'string' && SERIAL.test(d.trim())).map((d) => d.trim()))];
}

/**
 * The part of a log list's query that navigation state carries, or null when the state carries none of it.
 * timePeriod is a period token of the kind, or with lastN the unit of "last N"; timeStart and timeEnd make a custom
 * range; devList the devices (serials, or objects with devid); search the filter; querySrc where it came from.
 */
export function fromNavigationState(state: unknown, kind: PeriodKind): Partial<LogQueryState> | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  const out: Partial<LogQueryState> = {};
  const start = toMs(s.timeStart);
  const end = toMs(s.timeEnd);
  const n = typeof s.lastN === 'number' ? s.lastN : typeof s.lastN === 'string' && /^\d+$/.test(s.lastN) ? Number(s.lastN) : null;
  const unit = typeof s.timePeriod === 'string' ? UNITS[s.timePeriod.toLowerCase()] : undefined;
  if (start !== null && end !== null && end > start) out.period = customToken(start, end);
  else if (n !== null && n >= 1 && unit) out.period = lastNToken(Math.min(9999, Math.floor(n)), unit);
  else if (typeof s.timePeriod === 'string' && parsePeriod(s.timePeriod, kind)) out.period = s.timePeriod;
  if (s.devList !== undefined) out.devices = devicesOf(s.devList);
  if (typeof s.search === 'string') out.filter = s.search.slice(0, MAX_FILTER);
  if (typeof s.querySrc === 'string' && s.querySrc) out.source = s.querySrc.slice(0, 128);
  return Object.keys(out).length ? out : null;
}
