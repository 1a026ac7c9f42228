import { describe, expect, it } from 'vitest';
import { activeFilters, columnSearchTexts, filterIndexes, filterRows } from './filtering.ts';
import type { GridColumn } from './types.ts';

interface Row {
  name: string;
  risk: number;
  platform?: string;
}
const columns: GridColumn<Row>[] = [
  { key: 'name', name: 'Name' },
  { key: 'risk', name: 'Severity', text: (r) => ['', 'Info', 'Low', 'Medium', 'High', 'Critical'][r.risk] },
  { key: 'platform', name: 'Platform' },
  { key: 'hidden', name: 'Hidden', searchable: false, value: () => 'secret' },
];
const rows: Row[] = [
  { name: 'FGT-HQ', risk: 5, platform: 'FortiGate-100F' },
  { name: 'fgt-branch', risk: 3, platform: 'FortiGate-60F' },
  { name: 'FAP-1', risk: 2 },
];

describe('filterRows', () => {
  it('matches case-insensitive substrings and keeps the order', () => {
    expect(filterRows(rows, columns, { name: 'fgt' }).map((r) => r.name)).toEqual(['FGT-HQ', 'fgt-branch']);
  });
  it('combines columns with AND', () => {
    expect(filterRows(rows, columns, { name: 'fgt', platform: '60f' }).map((r) => r.name)).toEqual(['fgt-branch']);
  });
  it('searches the column text, not the raw value', () => {
    expect(filterRows(rows, columns, { risk: 'crit' }).map((r) => r.name)).toEqual(['FGT-HQ']);
    expect(filterRows(rows, columns, { risk: '5' })).toEqual([]);
  });
  it('ignores blank searches, unknown columns and non-searchable columns', () => {
    expect(filterRows(rows, columns, { name: '   ', nope: 'x', hidden: 'zzz' })).toHaveLength(3);
  });
  it('treats a missing value as empty text', () => {
    expect(filterRows(rows, columns, { platform: 'forti' })).toHaveLength(2);
  });
});

describe('indexed filtering', () => {
  it('filters an index order against precomputed texts', () => {
    const active = activeFilters(columns, { name: 'F' });
    const texts = active.map(([c]) => columnSearchTexts(rows, c));
    expect(filterIndexes([2, 1, 0], texts, active.map(([, n]) => n))).toEqual([2, 1, 0]);
    expect(filterIndexes([2, 1, 0], [columnSearchTexts(rows, columns[0])], ['hq'])).toEqual([0]);
  });
});
