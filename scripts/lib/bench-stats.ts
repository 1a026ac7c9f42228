/** Small statistics and printing helpers shared by the benchmark scripts. */
import { loadavg } from 'node:os';

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** { median, min, max, runs } of a list of times (ms). */
export function summarize(times: readonly number[]): { median: number; min: number; max: number; runs: number } {
  return { median: median(times), min: Math.min(...times), max: Math.max(...times), runs: times.length };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

/**
 * One line: median, min/max, number of runs and, with a goal, the ratio to it. A benchmark reports; it never fails
 * on a goal.
 */
export function formatLine(label: string, times: readonly number[], goal?: number): string {
  if (!times.length) return `${label}: not measured`;
  const s = summarize(times);
  const ratio = goal ? `  = ${(s.median / goal).toFixed(2)} x the ${goal} ms goal` : '';
  return `${label}: median ${ms(s.median)} (min ${ms(s.min)}, max ${ms(s.max)}, ${s.runs} run${s.runs === 1 ? '' : 's'})${ratio}`;
}

/** The machine's 1, 5 and 15 minute load averages, for reading the figures on a shared machine. */
export function loadLine(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
}
