import type { Family, FlowRow, GeoRow, ScoreRow, SeriesRow, TopRow } from './types.ts';
import { LOCALE } from '@/lib/format/locale.ts';

/** A row of a ranked family (top key, country, security-rating check) as one mark of a chart. */
export interface Item {
  /** unique within the chart: it is also the mark's label */
  id: string;
  label: string;
  value: number;
  /** the row the mark stands for, handed to onSelect */
  row: unknown;
}

function labelOf(family: Family, row: unknown): string {
  if (family === 'geo') return (row as GeoRow).country;
  if (family === 'score') return (row as ScoreRow).control;
  const r = row as TopRow;
  return r.label ? `${r.key} (${r.label})` : r.key;
}

function valueOf(family: Family, row: unknown): number {
  return family === 'score' ? (row as ScoreRow).score : (row as TopRow).value;
}

/** Rows of a ranked family as items, largest first. Two rows with the same label keep apart (nivo keys marks by id). */
export function itemsOf(family: Family, rows: readonly unknown[]): Item[] {
  const seen = new Map<string, number>();
  const items = rows.map((row) => {
    const label = labelOf(family, row);
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return { id: n > 1 ? `${label} #${n}` : label, label, value: valueOf(family, row), row };
  });
  return items.sort((a, b) => b.value - a.value);
}

export interface SeriesData {
  /** bucket start times (ISO), in time order */
  times: string[];
  /** one entry per series, the largest total first */
  series: { id: string; points: Map<string, number>; total: number }[];
  /** the row of a series at a time, for drill-down */
  rowAt(series: string, time: string): SeriesRow | undefined;
}

/** Points of a time series as one list per series, buckets in time order (a bucket a series lacks: missingValue). */
export function seriesOf(rows: readonly unknown[]): SeriesData {
  const points = rows as SeriesRow[];
  const times = [...new Set(points.map((r) => r.time))].sort((a, b) => Date.parse(a) - Date.parse(b));
  const byName = new Map<string, Map<string, number>>();
  const byKey = new Map<string, SeriesRow>();
  for (const r of points) {
    let m = byName.get(r.series);
    if (!m) byName.set(r.series, (m = new Map()));
    m.set(r.time, (m.get(r.time) ?? 0) + r.value);
    if (!byKey.has(`${r.series}\u0000${r.time}`)) byKey.set(`${r.series}\u0000${r.time}`, r);
  }
  const series = [...byName]
    .map(([id, m]) => ({ id, points: m, total: [...m.values()].reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total);
  return { times, series, rowAt: (s, t) => byKey.get(`${s}\u0000${t}`) };
}

/** Units of figures that are averages of samples (latency, loss, a share, a score, a rate), not sums. */
const AVERAGED_UNITS: ReadonlySet<string> = new Set(['ms', '%', 'score', 'logs/s', 'MB/s']);

/**
 * A series' value in a bucket where it has no row: nothing was counted there (0) for a sum such as bytes or
 * sessions; for an average (latency, packet loss, a score) nothing was measured, which is no figure at all (null,
 * a gap in the line), never 0 ms or 0 %.
 */
export function missingValue(unit: string | undefined): 0 | null {
  return unit && AVERAGED_UNITS.has(unit) ? null : 0;
}

/** Milliseconds between the first and the last bucket. */
export function spanOf(times: readonly string[]): number {
  return times.length > 1 ? Date.parse(times[times.length - 1]) - Date.parse(times[0]) : 0;
}

/** A short local label of a bucket's time: the clock within a day, the date with the clock beyond. */
export function timeLabel(iso: string, spanMs: number): string {
  const d = new Date(iso);
  return (spanMs <= 86_400_000 ? CLOCK : DAY_CLOCK).format(d);
}

const CLOCK = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DAY_CLOCK = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Every n-th tick, so that labels of about `room` px each fit into `width`. */
export function tickEvery<T>(values: readonly T[], width: number, room = 90): T[] {
  const every = Math.max(1, Math.ceil(values.length / Math.max(2, Math.floor(width / room))));
  return values.filter((_, i) => i % every === 0);
}

/**
 * Flow links without cycles, which a sankey cannot draw (nivo's sankey throws on a circular link): links are kept
 * largest first, and one that would close a loop is left out, so the loss is the smallest flows. A node named the
 * same on both sides is a loop of one.
 */
export function acyclicLinks(rows: readonly FlowRow[]): FlowRow[] {
  const out = new Map<string, Set<string>>();
  const reaches = (from: string, to: string): boolean => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length) {
      const n = stack.pop()!;
      if (n === to) return true;
      if (seen.has(n)) continue;
      seen.add(n);
      for (const next of out.get(n) ?? []) stack.push(next);
    }
    return false;
  };
  const kept: FlowRow[] = [];
  for (const link of [...rows].sort((a, b) => b.value - a.value)) {
    if (link.source === link.target || reaches(link.target, link.source)) continue;
    if (!out.has(link.source)) out.set(link.source, new Set());
    out.get(link.source)!.add(link.target);
    kept.push(link);
  }
  return kept;
}

/** Flow links as a square matrix of every node (rows: from, columns: to), for a chord diagram. */
export function chordMatrix(rows: readonly FlowRow[]): { keys: string[]; matrix: number[][] } {
  const keys = [...new Set(rows.flatMap((r) => [r.source, r.target]))];
  const index = new Map(keys.map((k, i) => [k, i]));
  const matrix = keys.map(() => keys.map(() => 0));
  for (const r of rows) matrix[index.get(r.source)!][index.get(r.target)!] += Math.max(0, r.value);
  return { keys, matrix };
}
