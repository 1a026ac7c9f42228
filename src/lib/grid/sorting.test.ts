import { describe, expect, it } from 'vitest';
import { compareValues, sortRows } from './sorting.ts';
import type { GridColumn } from './types.ts';

interface Row {
  name: string;
  version?: string;
  risk: number;
}
const columns: GridColumn<Row>[] = [
  { key: 'name', name: 'Name' },
  { key: 'version', name: 'Version' },
  { key: 'risk', name: 'Severity' },
  { key: 'fixed', name: 'Fixed', sortable: false, value: (r) => r.name },
];
const rows: Row[] = [
  { name: 'b', version: '7.2.10', risk: 3 },
  { name: 'A', version: '7.2.9', risk: 5 },
  { name: 'c', risk: 3 },
  { name: 'd', version: '6.4.15', risk: 1 },
];

const names = (r: Row[]) => r.map((x) => x.name);

describe('sortRows', () => {
  it('keeps the given order without sort columns', () => {
    expect(names(sortRows(rows, columns, []))).toEqual(['b', 'A', 'c', 'd']);
  });
  it('sorts text naturally and case-insensitively', () => {
    expect(names(sortRows(rows, columns, [{ columnKey: 'name', direction: 'ASC' }]))).toEqual(['A', 'b', 'c', 'd']);
  });
  it('sorts versions by their numbers and keeps empty values last in both directions', () => {
    expect(names(sortRows(rows, columns, [{ columnKey: 'version', direction: 'ASC' }]))).toEqual(['d', 'A', 'b', 'c']);
    expect(names(sortRows(rows, columns, [{ columnKey: 'version', direction: 'DESC' }]))).toEqual(['b', 'A', 'd', 'c']);
  });
  it('sorts numbers numerically, stable on ties, with secondary columns', () => {
    expect(names(sortRows(rows, columns, [{ columnKey: 'risk', direction: 'DESC' }]))).toEqual(['A', 'b', 'c', 'd']);
    expect(
      names(
        sortRows(rows, columns, [
          { columnKey: 'risk', direction: 'DESC' },
          { columnKey: 'name', direction: 'DESC' },
        ]),
      ),
    ).toEqual(['A', 'c', 'b', 'd']);
  });
  it('ignores unknown and non-sortable columns', () => {
    expect(names(sortRows(rows, columns, [{ columnKey: 'fixed', direction: 'ASC' }]))).toEqual(['b', 'A', 'c', 'd']);
    expect(names(sortRows(rows, columns, [{ columnKey: 'zzz', direction: 'ASC' }]))).toEqual(['b', 'A', 'c', 'd']);
  });
  it('sorts 100,000 numeric rows quickly', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ name: `d${i}`, risk: (i * 7919) % 5, version: '7.0.1' }));
    const t = performance.now();
    const sorted = sortRows(many, columns, [{ columnKey: 'risk', direction: 'DESC' }]);
    expect(performance.now() - t).toBeLessThan(1000);
    expect(sorted[0].risk).toBe(4);
  });
});

describe('compareValues', () => {
  it('orders numbers before text and empties last', () => {
    expect(compareValues(1, 'a')).toBeLessThan(0);
    expect(compareValues(null, 'a')).toBeGreaterThan(0);
    expect(compareValues('', undefined)).toBe(0);
    expect(compareValues(['b'], ['a'])).toBeGreaterThan(0);
  });
});
