import { describe, expect, it } from 'vitest';
import { formatLine, median, summarize } from './bench-stats.ts';

describe('bench statistics', () => {
  it('takes the median of odd and even counts without reordering the input', () => {
    const times = [30, 10, 20];
    expect(median(times)).toBe(20);
    expect(times).toEqual([30, 10, 20]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(summarize([5, 1, 9])).toEqual({ median: 5, min: 1, max: 9, runs: 3 });
  });

  it('prints median, min, max, runs and the ratio to the goal', () => {
    expect(formatLine('open', [900, 1100, 1000], 1000)).toBe(
      'open: median 1000.0 ms (min 900.0 ms, max 1100.0 ms, 3 runs)  = 1.00 x the 1000 ms goal',
    );
    expect(formatLine('load', [12.34])).toBe('load: median 12.3 ms (min 12.3 ms, max 12.3 ms, 1 run)');
    expect(formatLine('keys', [])).toBe('keys: not measured');
  });
});
