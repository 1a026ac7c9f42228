import { describe, expect, it } from 'vitest';
import { acyclicLinks, chordMatrix, itemsOf, missingValue, seriesOf, tickEvery } from './transforms.ts';
import { exampleResult } from './testing/examples.ts';
import type { FlowRow } from './types.ts';

const link = (source: string, target: string, value: number): FlowRow => ({ source, target, value });
const pairs = (links: FlowRow[]) => links.map((l) => `${l.source}>${l.target}`).sort();

describe('acyclicLinks (sankey cycle guard)', () => {
  it.each<[string, FlowRow[], string[]]>([
    ['keeps the spec’s user data flow as it is', exampleResult('flow').rows as FlowRow[], ['jsmith>HTTPS.BROWSER', 'jsmith>YouTube', 'mlee>Microsoft.Office.365']],
    ['drops the smaller link of a two-node loop', [link('a', 'b', 10), link('b', 'a', 3)], ['a>b']],
    ['drops the smallest link that closes a three-node loop', [link('a', 'b', 10), link('b', 'c', 8), link('c', 'a', 1)], ['a>b', 'b>c']],
    ['drops a link from a node to itself', [link('wan1', 'wan1', 50), link('wan1', 'port2', 5)], ['wan1>port2']],
    ['keeps converging paths, which are no loop', [link('a', 'c', 4), link('b', 'c', 4), link('c', 'd', 8), link('a', 'd', 1)], ['a>c', 'a>d', 'b>c', 'c>d']],
    ['keeps nothing of nothing', [], []],
  ])('%s', (_, rows, expected) => {
    expect(pairs(acyclicLinks(rows))).toEqual(expected);
  });

  it('leaves a graph in which no node reaches itself', () => {
    const names = ['a', 'b', 'c', 'd', 'e'];
    const rows = names.flatMap((s, i) => names.map((t, j) => link(s, t, (i * 7 + j * 3) % 11)));
    const kept = acyclicLinks(rows);
    const next = new Map<string, string[]>();
    for (const l of kept) next.set(l.source, [...(next.get(l.source) ?? []), l.target]);
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      (next.get(from) ?? []).some((n) => n === to || (!seen.has(n) && (seen.add(n), reaches(n, to, seen))));
    for (const n of names) expect(reaches(n, n), n).toBe(false);
    // a DAG over five nodes holds at most 10 links; the guard keeps that many
    expect(kept).toHaveLength(10);
  });
});

describe('chordMatrix', () => {
  it('puts every node on both axes, flows from row to column', () => {
    const { keys, matrix } = chordMatrix(exampleResult('flow').rows as FlowRow[]);
    expect(keys).toEqual(['jsmith', 'HTTPS.BROWSER', 'YouTube', 'mlee', 'Microsoft.Office.365']);
    expect(matrix[0]).toEqual([0, 1893274112, 402653184, 0, 0]);
    expect(matrix[3][4]).toBe(902113280);
    expect(matrix.every((r) => r.length === keys.length)).toBe(true);
  });

  it('adds repeated links up', () => {
    expect(chordMatrix([link('a', 'b', 2), link('a', 'b', 3)]).matrix).toEqual([
      [0, 5],
      [0, 0],
    ]);
  });
});

describe('itemsOf', () => {
  it('ranks top rows by value and names a key by its readable label too', () => {
    const { rows } = exampleResult('top-sources');
    const items = itemsOf('top', [...rows].reverse());
    expect(items.map((i) => i.label)).toEqual(['10.1.100.11 (jsmith)', '10.1.100.23 (mlee)', '10.2.30.7']);
    // each item carries its row, for drill-down
    expect(items.map((i) => i.row)).toEqual(rows);
    expect(items[0].row).toBe(rows[0]);
  });

  it('ranks countries by value and checks by score', () => {
    expect(itemsOf('geo', exampleResult('geo').rows).map((i) => [i.label, i.value])).toEqual([
      ['United States', 1204],
      ['China', 877],
      ['Germany', 215],
    ]);
    expect(itemsOf('score', exampleResult('score').rows).map((i) => [i.label, i.value])).toEqual([
      ['Firmware up to date', 30],
      ['Admin password strength', -40],
    ]);
  });

  it('keeps two rows with the same label apart', () => {
    const items = itemsOf('top', [
      { key: 'HTTPS', value: 2 },
      { key: 'HTTPS', value: 1 },
    ]);
    expect(new Set(items.map((i) => i.id)).size).toBe(2);
  });
});

describe('seriesOf', () => {
  it('orders buckets in time and series by their total, a missing bucket as nothing', () => {
    const rows = [...exampleResult('series').rows].reverse();
    rows.push({ time: '2026-11-24T08:55:00Z', series: 'DNS', value: 1 });
    const { times, series, rowAt } = seriesOf(rows);
    expect(times[0]).toBe('2026-11-24T08:55:00Z');
    expect(times).toHaveLength(4);
    expect(series.map((s) => s.id)).toEqual(['HTTPS.BROWSER', 'YouTube', 'DNS']);
    expect(series[0].total).toBe(182736512 + 201326592 + 176160768);
    expect(series[2].points.get('2026-11-24T09:00:00Z')).toBeUndefined();
    expect(rowAt('YouTube', '2026-11-24T09:05:00Z')).toMatchObject({ value: 110100480 });
  });
});

describe('missingValue (a bucket a series has no row in)', () => {
  it.each([
    ['bytes', 0],
    ['sessions', 0],
    ['count', 0],
    ['bit/s', 0],
    [undefined, 0],
    ['ms', null],
    ['%', null],
    ['score', null],
    ['logs/s', null],
  ] as const)('%s: %s', (unit, expected) => expect(missingValue(unit)).toBe(expected));
});

describe('tickEvery', () => {
  it('thins ticks to what fits the width', () => {
    const values = Array.from({ length: 48 }, (_, i) => i);
    expect(tickEvery(values, 900)).toHaveLength(10);
    expect(tickEvery(values.slice(0, 5), 900)).toEqual([0, 1, 2, 3, 4]);
    expect(tickEvery(values, 100).length).toBeLessThanOrEqual(2);
  });
});
