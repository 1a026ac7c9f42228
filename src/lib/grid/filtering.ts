import { columnText, type ColumnFilters, type GridColumn } from './types.ts';

/** The active filters as [column, lower-cased needle] pairs; blank searches and unknown columns drop out. */
export function activeFilters<R>(
  columns: readonly GridColumn<R>[],
  filters: ColumnFilters | undefined,
): Array<[GridColumn<R>, string]> {
  if (!filters) return [];
  const out: Array<[GridColumn<R>, string]> = [];
  for (const column of columns) {
    const needle = filters[column.key]?.trim().toLowerCase();
    if (needle && column.searchable !== false) out.push([column, needle]);
  }
  return out;
}

/** Lower-cased search text of one column for every row, in row order (computed once per rows and column). */
export function columnSearchTexts<R>(rows: readonly R[], column: GridColumn<R>): string[] {
  const out = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = columnText(column, rows[i]).toLowerCase();
  return out;
}

/** Whether a row matches every active filter (case-insensitive substring match). */
export function rowMatches<R>(row: R, active: ReadonlyArray<readonly [GridColumn<R>, string]>): boolean {
  for (const [column, needle] of active) {
    if (!columnText(column, row).toLowerCase().includes(needle)) return false;
  }
  return true;
}

/**
 * Keeps the indexes (in the given order) whose texts contain every needle. `texts[c]` are the search texts of the
 * c-th filter, aligned with the rows the indexes point into.
 */
export function filterIndexes(
  order: ArrayLike<number>,
  texts: ReadonlyArray<readonly string[]>,
  needles: readonly string[],
): number[] {
  const out: number[] = [];
  const n = needles.length;
  outer: for (let k = 0; k < order.length; k++) {
    const i = order[k];
    for (let c = 0; c < n; c++) if (!texts[c][i].includes(needles[c])) continue outer;
    out.push(i);
  }
  return out;
}

/** The rows matching every column filter, in their given order. */
export function filterRows<R>(rows: readonly R[], columns: readonly GridColumn<R>[], filters: ColumnFilters | undefined): R[] {
  const active = activeFilters(columns, filters);
  if (!active.length) return rows.slice();
  return rows.filter((row) => rowMatches(row, active));
}
