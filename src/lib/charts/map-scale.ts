/**
 * The colour scale of a map of countries: a few bins of equal width, each with one colour and a label a reader tells
 * apart from the others. Counts (threats, sessions, blocked) are binned by whole numbers, 1 to 20, 21 to 40, …, a
 * bin of one number reads as that number; other measures (bytes) by round steps from zero. No bin is empty at the
 * top, no two bins read the same, and a period in which no country has anything gives no scale at all.
 */
import { formatValue } from './format.ts';

export interface MapBin {
  /** the least value of the bin */
  from: number;
  /** the greatest value of the bin (counts), or where the next begins (other measures) */
  to: number;
  color: string;
  label: string;
}

export interface MapScale {
  bins: MapBin[];
  /** the quantize domain that colours a value with its bin's colour (with `colors`, one per bin) */
  domain: [number, number];
  colors: string[];
}

/** Units counted in whole numbers. */
const COUNT_UNITS = new Set([undefined, '', 'count', 'sessions', 'score']);

/** The least of 1, 2, 5 × 10^k that is at least x (and at least `least`). */
function niceAtLeast(x: number, least = 1): number {
  if (x <= least) return least;
  const p = 10 ** Math.floor(Math.log10(x));
  for (const m of [1, 2, 5, 10]) if (m * p >= x) return m * p;
  return 10 * p;
}

/** The next nice width above w. */
function niceAbove(w: number, base: number): number {
  return nice(w * 1.000001 + Number.EPSILON, base);
}

/** A nice width for a measure: bytes step in 1, 2, 5 × 10^j of a power of 1024 (500 MB, 1 GB), others in 1, 2, 5 × 10^k. */
function nice(x: number, base: number): number {
  if (base === 1024 && x > 1) {
    const k = Math.floor(Math.log(x) / Math.log(1024));
    const unit = 1024 ** k;
    const m = niceAtLeast(x / unit);
    return m >= 1024 ? 1024 ** (k + 1) : m * unit;
  }
  return niceAtLeast(x);
}

/** `count` colours from `steps` (low to high), spread evenly; a single bin takes the strongest. */
function spread(steps: readonly string[], count: number): string[] {
  if (count === 1) return [steps[steps.length - 1]];
  return Array.from({ length: count }, (_, i) => steps[Math.round((i * (steps.length - 1)) / (count - 1))]);
}

/**
 * The scale of the map's values in `unit`, with at most `steps.length` bins; null when no value is above zero.
 * `rangeLabel` writes a bin of more than one value (the message catalogue's "%s to %s").
 */
export function mapScale(
  values: readonly number[],
  unit: string | undefined,
  steps: readonly string[],
  rangeLabel: (from: string, to: string) => string,
): MapScale | null {
  const shown = values.filter((v) => Number.isFinite(v) && v > 0);
  if (!shown.length || !steps.length) return null;
  const most = Math.max(...shown);
  const fmt = (v: number) => formatValue(v, unit);

  if (COUNT_UNITS.has(unit)) {
    // whole numbers: bins [from, to] of w numbers each, aligned on 1, w + 1, 2w + 1, …
    const lo = Math.max(1, Math.round(Math.min(...shown)));
    const hi = Math.max(lo, Math.round(most));
    let w = nice((hi - lo + 1) / steps.length, 10);
    const startOf = (width: number) => Math.floor((lo - 1) / width) * width + 1;
    while (Math.ceil((hi - startOf(w) + 1) / w) > steps.length) w = niceAbove(w, 10);
    const start = startOf(w);
    const count = Math.ceil((hi - start + 1) / w);
    const colors = spread(steps, count);
    const bins = colors.map((color, i) => {
      const from = start + i * w;
      const to = from + w - 1;
      return { from, to, color, label: from === to ? fmt(from) : rangeLabel(fmt(from), fmt(to)) };
    });
    // half a unit either side, so that each whole number (and any value that rounds to it) falls in its own bin
    return { bins, domain: [start - 0.5, start - 0.5 + count * w], colors };
  }

  // other measures: bins [from, to) of a round width from zero
  const base = unit === 'bytes' || unit === 'bit/s' ? 1024 : 10;
  // w ≥ most / steps, so at most `steps` bins reach the greatest value
  const w = nice(most / steps.length, base);
  const count = Math.max(1, Math.ceil(most / w));
  const colors = spread(steps, count);
  const bins = colors.map((color, i) => ({ from: i * w, to: (i + 1) * w, color, label: rangeLabel(fmt(i * w), fmt((i + 1) * w)) }));
  return { bins, domain: [0, count * w], colors };
}
