import type { Family, FlowRow, GeoRow, ScoreRow, SeriesRow, TopRow } from './types.ts';

export interface Item {
  id: string;
  label: string;
  value: number;
}

/** Rows of a ranked family as items (top keys, countries, score checks), largest first. */
export function itemsOf(family: Family, rows: readonly unknown[]): Item[] {
  let items: Item[];
  if (family === 'geo') items = (rows as GeoRow[]).map((r) => ({ id: r.country, label: r.country, value: r.value }));
  else if (family === 'score') items = (rows as ScoreRow[]).map((r) => ({ id: r.control, label: r.control, value: r.score }));
  else items = (rows as TopRow[]).map((r) => ({ id: r.key, label: r.label ? `${r.key} (${r.label})` : r.key, value: r.value }));
  return items.sort((a, b) => b.value - a.value);
}

/** Points of a time series as one list per series (in order of their total), buckets in time order. */
export function seriesOf(rows: readonly unknown[]): { times: string[]; series: { id: string; points: Map<string, number> }[] } {
  const times = [...new Set((rows as SeriesRow[]).map((r) => r.time))].sort();
  const byName = new Map<string, Map<string, number>>();
  for (const r of rows as SeriesRow[]) {
    let m = byName.get(r.series);
    if (!m) byName.set(r.series, (m = new Map()));
    m.set(r.time, (m.get(r.time) ?? 0) + r.value);
  }
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const series = [...byName].map(([id, points]) => ({ id, points })).sort((a, b) => total(b.points) - total(a.points));
  return { times, series };
}

/** A short label of a bucket's time: the clock within a day, the date beyond. */
export function timeLabel(iso: string, spanMs: number): string {
  const d = new Date(iso);
  return spanMs <= 86_400_000 ? d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : d.toLocaleDateString([], { month: 'short', day: 'numeric', hour: '2-digit' });
}

/**
 * Flow links without cycles, which a sankey cannot draw (it throws on a circular link): links are kept largest
 * first, and one that would close a loop is left out. A node named the same on both sides is a loop of one.
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

/** Flow links as a square matrix of every node, for a chord diagram. */
export function chordMatrix(rows: readonly FlowRow[]): { keys: string[]; matrix: number[][] } {
  const keys = [...new Set(rows.flatMap((r) => [r.source, r.target]))];
  const index = new Map(keys.map((k, i) => [k, i]));
  const matrix = keys.map(() => keys.map(() => 0));
  for (const r of rows) matrix[index.get(r.source)!][index.get(r.target)!] += r.value;
  return { keys, matrix };
}
