import { describe, expect, it } from 'vitest';
import { mapScale } from './map-scale.ts';
import { MAP_STEPS } from './theme.ts';

const range = (from: string, to: string) => `${from} to ${to}`;
const labels = (values: number[], unit?: string) => mapScale(values, unit, MAP_STEPS, range)?.bins.map((b) => b.label);

/** The bin a quantize scale over the domain puts a value in (what the map colours it with). */
function binOf(values: number[], v: number, unit?: string): number {
  const s = mapScale(values, unit, MAP_STEPS, range)!;
  const [d0, d1] = s.domain;
  const i = Math.floor(((v - d0) / (d1 - d0)) * s.colors.length);
  return Math.max(0, Math.min(s.colors.length - 1, i));
}

describe('a map’s colour scale', () => {
  it.each([
    // a few threats in the last five minutes: one bin, the number itself (was 0 - 0, 0 - 0, 0 - 1, 1 - 1, 1 - 1, 1 - 1)
    [[1, 1, 1, 1], ['1']],
    [[1, 2, 3], ['1', '2', '3']],
    [[1, 2, 3, 4, 5, 6], ['1', '2', '3', '4', '5', '6']],
    [[1, 7, 4, 3], ['1 to 2', '3 to 4', '5 to 6', '7 to 8']],
    [[3, 12], ['3 to 4', '5 to 6', '7 to 8', '9 to 10', '11 to 12']],
    [[1, 100], ['1 to 20', '21 to 40', '41 to 60', '61 to 80', '81 to 100']],
    [[40, 41], ['40', '41']],
    [[150, 1840], ['1 to 500', '501 to 1,000', '1,001 to 1,500', '1,501 to 2,000']],
  ])('counts %j: %j', (values, expected) => {
    expect(labels(values)).toEqual(expected);
  });

  it('has no two bins that read the same, whole numbers only, and at most one bin per colour step', () => {
    for (let most = 1; most <= 400; most++) {
      for (const least of [1, Math.ceil(most / 3), most]) {
        const s = mapScale([least, most], 'count', MAP_STEPS, range)!;
        const ls = s.bins.map((b) => b.label);
        expect(new Set(ls).size, `${least}..${most}`).toBe(ls.length);
        expect(s.bins.length).toBeLessThanOrEqual(MAP_STEPS.length);
        for (const b of s.bins) expect(Number.isInteger(b.from) && Number.isInteger(b.to)).toBe(true);
        // the top bin holds the greatest value, the first the least
        expect(s.bins.at(-1)!.to).toBeGreaterThanOrEqual(most);
        expect(s.bins[0].from).toBeLessThanOrEqual(least);
      }
    }
  });

  it('colours each value with the colour of the bin its label names', () => {
    const values = [1, 7, 4, 3, 2];
    const s = mapScale(values, 'count', MAP_STEPS, range)!;
    for (const v of values) {
      const bin = s.bins.findIndex((b) => v >= b.from && v <= b.to);
      expect(binOf(values, v), `value ${v}`).toBe(bin);
      expect(s.colors[bin]).toBe(s.bins[bin].color);
    }
  });

  it('spreads the colours from light to strong; a single bin takes the strongest', () => {
    expect(mapScale([1], 'count', MAP_STEPS, range)!.colors).toEqual([MAP_STEPS[5]]);
    expect(mapScale([1, 2], 'count', MAP_STEPS, range)!.colors).toEqual([MAP_STEPS[0], MAP_STEPS[5]]);
    expect(new Set(mapScale([1, 6], 'count', MAP_STEPS, range)!.colors).size).toBe(6);
  });

  it('bins bytes from zero by round steps of their unit', () => {
    expect(labels([300 * 1024 ** 2, 1.8 * 1024 ** 3], 'bytes')).toEqual(['0 B to 500 MB', '500 MB to 1,000 MB', '1,000 MB to 1.5 GB', '1.5 GB to 2 GB']);
  });

  it('gives no scale for a period in which no country has anything', () => {
    expect(mapScale([], 'count', MAP_STEPS, range)).toBeNull();
    expect(mapScale([0, 0], 'count', MAP_STEPS, range)).toBeNull();
  });
});
