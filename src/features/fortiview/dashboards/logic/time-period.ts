/**
 * Time periods of widgets and dashboards (spec section 9): a period is kept as a short token, in the URL and in
 * query keys, and turned into an absolute range only when a query runs, so a refresh always asks for the latest
 * data and two widgets with the same period share one query.
 *
 * Tokens: a preset's value (`1hour`, `today`, `minus2day`, `realtime`), `last-<n>-<unit>` (unit hour, day or week),
 * or `custom-<start ms>-<end ms>`.
 */

export type LastNUnit = 'hour' | 'day' | 'week';

/** One option of a time-period list, as the options catalogue describes it. */
export interface PeriodOption {
  value: string;
  label: string;
  kind: 'preset' | 'lastN' | 'custom' | 'realtime' | 'day';
  /** preset: how far back from now */
  seconds?: number;
  /** day: 0 today (midnight to now), 1 yesterday (the whole day), … */
  dayOffset?: number;
}

/** A period kind's list: its options, default, and what last N allows. */
export interface PeriodKind {
  options: readonly PeriodOption[];
  default: string;
  lastNUnits?: readonly LastNUnit[];
}

export type ParsedPeriod =
  | { kind: 'option'; option: PeriodOption }
  | { kind: 'lastN'; n: number; unit: LastNUnit }
  | { kind: 'custom'; start: number; end: number };

const UNIT_SECONDS: Record<LastNUnit, number> = { hour: 3600, day: 86400, week: 604800 };
/** realtime is the last five minutes, asked again at every refresh */
const REALTIME_SECONDS = 300;

export function lastNToken(n: number, unit: LastNUnit): string {
  return `last-${n}-${unit}`;
}

export function customToken(start: number, end: number): string {
  return `custom-${Math.round(start)}-${Math.round(end)}`;
}

/** Reads a token against a period kind; null when the kind does not offer it (a stale or hand-edited URL). */
export function parsePeriod(token: string | null | undefined, kind: PeriodKind): ParsedPeriod | null {
  if (!token) return null;
  const option = kind.options.find((o) => o.value === token && o.kind !== 'lastN' && o.kind !== 'custom');
  if (option) return { kind: 'option', option };
  const last = /^last-(\d{1,4})-(hour|day|week)$/.exec(token);
  if (last) {
    const n = Number(last[1]);
    const unit = last[2] as LastNUnit;
    const allowed = kind.options.some((o) => o.kind === 'lastN') && (kind.lastNUnits ?? []).includes(unit);
    return allowed && n >= 1 ? { kind: 'lastN', n, unit } : null;
  }
  const custom = /^custom-(\d{1,15})-(\d{1,15})$/.exec(token);
  if (custom && kind.options.some((o) => o.kind === 'custom')) {
    const start = Number(custom[1]);
    const end = Number(custom[2]);
    return end > start ? { kind: 'custom', start, end } : null;
  }
  return null;
}

/** The token, or the kind's default when the token is missing or not offered by the kind. */
export function periodOrDefault(token: string | null | undefined, kind: PeriodKind): string {
  return parsePeriod(token, kind) ? token! : kind.default;
}

function startOfLocalDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** The absolute range (ms since the epoch, end exclusive) a period covers at `now`. */
export function resolvePeriod(period: ParsedPeriod, now: number): { start: number; end: number } {
  if (period.kind === 'custom') return { start: period.start, end: period.end };
  if (period.kind === 'lastN') return { start: now - period.n * UNIT_SECONDS[period.unit] * 1000, end: now };
  const { option } = period;
  if (option.kind === 'realtime') return { start: now - REALTIME_SECONDS * 1000, end: now };
  if (option.kind === 'day') {
    const offset = option.dayOffset ?? 0;
    const today = startOfLocalDay(now);
    if (offset === 0) return { start: today, end: now };
    // a whole past day; counted by calendar so a day of a daylight-saving change stays one day
    const start = new Date(today);
    start.setDate(start.getDate() - offset);
    const end = new Date(start);
    end.setDate(end.getDate() + 1);
    return { start: start.getTime(), end: end.getTime() };
  }
  return { start: now - (option.seconds ?? 3600) * 1000, end: now };
}

/** The time range a query sends (ISO 8601), from a token that parsePeriod accepted. */
export function periodRange(token: string, kind: PeriodKind, now: number): { start: string; end: string } {
  const parsed = parsePeriod(token, kind) ?? parsePeriod(kind.default, kind);
  if (!parsed) throw new Error(`time period ${token} is not offered and the default ${kind.default} is missing`);
  const { start, end } = resolvePeriod(parsed, now);
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}
