import { describe, expect, it } from 'vitest';
import { familyColumns } from './columns.tsx';
import { LITE_COLUMNS, tableModeProps } from './table-mode.ts';
import type { Family } from './types.ts';

const FAMILIES: Family[] = ['top', 'series', 'geo', 'flow', 'metric', 'device', 'score'];

describe('table modes', () => {
  it('full keeps every column, in rows of the grid’s usual height', () => {
    const full = tableModeProps('full');
    for (const f of FAMILIES) expect(full.columns(f)).toBeUndefined();
    expect(full.rowHeight).toBe(30);
    // a mode the catalogue does not know reads as full
    expect(tableModeProps(undefined)).toBe(full);
    expect(tableModeProps('other')).toBe(full);
  });

  it('lite is lighter: fewer columns of each family that has more, and shorter rows (still a 24 px target)', () => {
    const lite = tableModeProps('lite');
    expect(lite.rowHeight).toBeLessThan(tableModeProps('full').rowHeight);
    expect(lite.rowHeight).toBeGreaterThanOrEqual(24);
    for (const f of FAMILIES) {
      const all = familyColumns(f).map((c) => c.key);
      const kept = lite.columns(f)!;
      // every kept column is one of the family's, in the full table's order
      expect(all.filter((k) => kept.includes(k))).toEqual([...kept]);
      if (all.length > 3) expect(kept.length, f).toBeLessThan(all.length);
    }
    expect(LITE_COLUMNS.top).toEqual(['key', 'label', 'value', 'severity']);
  });
});
