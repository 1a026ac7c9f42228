import { columnValue, type CellValue, type GridColumn, type SortColumn } from './types.ts';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function sortKey(v: CellValue): string | number | null {
  if (v == null || v === '') return null;
  if (typeof v === 'number') return Number.isNaN(v) ? null : v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (Array.isArray(v)) return v.length ? v.join(', ') : null;
  return v as string;
}

/**
 * Compares two raw cell values: numbers numerically, text naturally ("7.2.10" after "7.2.9"), numbers before text;
 * empty values always last, whatever the direction.
 */
export function compareValues(a: CellValue, b: CellValue): number {
  return compareKeys(sortKey(a), sortKey(b), 1);
}

function compareKeys(a: string | number | null, b: string | number | null, dir: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return (a - b) * dir;
  if (typeof a === 'number') return -1 * dir;
  if (typeof b === 'number') return 1 * dir;
  return collator.compare(a, b) * dir;
}

/**
 * Row indexes in sorted order (stable: ties keep the given order). Returns the identity order when nothing sorts.
 * Sort keys are read once per row, so sorting 100,000 rows stays well under a frame budget for numbers.
 */
export function sortIndexes<R>(rows: readonly R[], columns: readonly GridColumn<R>[], sort: readonly SortColumn[] | undefined): number[] {
  const order = Array.from({ length: rows.length }, (_, i) => i);
  const specs: Array<{ keys: Array<string | number | null>; dir: 1 | -1 }> = [];
  for (const s of sort ?? []) {
    const column = columns.find((c) => c.key === s.columnKey);
    if (!column || column.sortable === false) continue;
    const keys = rows.map((row) => sortKey(columnValue(column, row)));
    specs.push({ keys, dir: s.direction === 'DESC' ? -1 : 1 });
  }
  if (!specs.length) return order;
  order.sort((i, j) => {
    for (const { keys, dir } of specs) {
      const c = compareKeys(keys[i], keys[j], dir);
      if (c !== 0) return c;
    }
    return i - j;
  });
  return order;
}

/** The rows sorted by the sort columns (first has priority). */
export function sortRows<R>(rows: readonly R[], columns: readonly GridColumn<R>[], sort: readonly SortColumn[] | undefined): R[] {
  return rowSorter(columns, sort)(rows);
}

/**
 * Sorts rows by the sort columns (stable), set up once for many short lists (a tree's children, parent by
 * parent: a fleet has tens of thousands of parents to sort the children of on a keystroke).
 */
export function rowSorter<R>(columns: readonly GridColumn<R>[], sort: readonly SortColumn[] | undefined): (rows: readonly R[]) => R[] {
  const specs: Array<{ column: GridColumn<R>; dir: 1 | -1 }> = [];
  for (const s of sort ?? []) {
    const column = columns.find((c) => c.key === s.columnKey);
    if (column && column.sortable !== false) specs.push({ column, dir: s.direction === 'DESC' ? -1 : 1 });
  }
  return (rows) => {
    if (rows.length < 2 || !specs.length) return rows.slice();
    const keyed = rows.map((row, i) => ({ row, i, keys: specs.map((s) => sortKey(columnValue(s.column, row))) }));
    keyed.sort((a, b) => {
      for (let k = 0; k < specs.length; k++) {
        const c = compareKeys(a.keys[k], b.keys[k], specs[k].dir);
        if (c !== 0) return c;
      }
      return a.i - b.i;
    });
    return keyed.map((k) => k.row);
  };
}
