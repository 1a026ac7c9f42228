import { describe, expect, it } from 'vitest';
import { AUTOPLAY_DEVICES, AUTOPLAY_PAGE, autoplayPages, pagesRotate } from './autoplay-pages.ts';

const top = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `k${i}`, value: 100 - i }));

/** A timeline: `names` series, each a point in each of `buckets` buckets, rows ordered by time as the analyzer sends them. */
function timeline(names: string[], buckets: number, valueOf: (name: string) => number) {
  const rows: { time: string; series: string; value: number }[] = [];
  for (let b = 0; b < buckets; b++) for (const s of names) rows.push({ time: new Date(Date.UTC(2026, 0, 1, b)).toISOString(), series: s, value: valueOf(s) });
  return rows;
}

describe('autoplay pages', () => {
  it('turns a ranked list five rows at a time', () => {
    const pages = autoplayPages('top', top(12));
    expect(pages.map((p) => p.length)).toEqual([AUTOPLAY_PAGE, AUTOPLAY_PAGE, 2]);
    expect(pages.flat()).toEqual(top(12));
  });

  it('never cuts a line: a timeline turns five whole series at a time, the largest first', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    // 48 buckets of 8 series: 5-row pages would hold under one bucket of the month
    const rows = timeline(names, 48, (s) => names.indexOf(s) + 1);
    const pages = autoplayPages('series', rows);
    expect(pages).toHaveLength(2);
    const seriesOf = (page: unknown[]) => [...new Set((page as { series: string }[]).map((r) => r.series))];
    expect(seriesOf(pages[0]).sort()).toEqual(['d', 'e', 'f', 'g', 'h']);
    expect(seriesOf(pages[1]).sort()).toEqual(['a', 'b', 'c']);
    // every point of a series of the page, in the order the rows came
    expect(pages[0]).toHaveLength(5 * 48);
    expect(pages[0]).toEqual(rows.filter((r) => ['d', 'e', 'f', 'g', 'h'].includes(r.series)));
  });

  it('is one page for a timeline of five series or fewer', () => {
    const rows = timeline(['x', 'y'], 48, () => 1);
    expect(autoplayPages('series', rows)).toEqual([rows]);
  });

  it('turns device cards ten at a time', () => {
    const devices = Array.from({ length: 23 }, (_, i) => ({ name: `FGT-${i}`, status: 'up' }));
    expect(autoplayPages('device', devices).map((p) => p.length)).toEqual([AUTOPLAY_DEVICES, AUTOPLAY_DEVICES, 3]);
  });

  it('is one empty page without rows', () => {
    expect(autoplayPages('top', [])).toEqual([[]]);
  });

  it('does not page a summary of every device, but pages their table and cards', () => {
    expect(pagesRotate('device', 'simple', false)).toBe(false);
    expect(pagesRotate('device', 'simple', true)).toBe(true);
    expect(pagesRotate('device', 'table', false)).toBe(true);
    expect(pagesRotate('top', 'simple', false)).toBe(true);
    expect(pagesRotate('series', 'line', false)).toBe(true);
  });
});
