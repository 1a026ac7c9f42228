import type { ReactNode } from 'react';

/** A cell's raw value: what sorting compares and, unless a column says otherwise, what search and CSV read. */
export type CellValue = string | number | boolean | null | undefined | readonly (string | number)[];

export type SortDirection = 'ASC' | 'DESC';

export interface SortColumn {
  readonly columnKey: string;
  readonly direction: SortDirection;
}

/** Per-column search text, keyed by column key. Empty strings mean "no filter". */
export type ColumnFilters = Readonly<Record<string, string>>;

export interface CellContext {
  /** tab index for focusable content inside the cell (roving focus of the grid) */
  tabIndex: number;
  /** depth in a tree grid (0 for top-level rows) */
  level: number;
}

export interface GridColumn<R> {
  key: string;
  /** header text; also the search box label ("Search <name>") and the CSV header */
  name: string;
  /** raw value for sorting (numbers compare numerically, text naturally); defaults to `row[key]` */
  value?: (row: R) => CellValue;
  /** text that search matches and CSV writes; defaults to the value as text (lists joined by ", ") */
  text?: (row: R) => string;
  /** cell content; defaults to the text */
  renderCell?: (row: R, context: CellContext) => ReactNode;
  width?: number | string;
  minWidth?: number;
  maxWidth?: number;
  /** @default true */
  sortable?: boolean;
  /** @default true */
  searchable?: boolean;
  /** first click sorts descending (severity, counts) */
  sortDescendingFirst?: boolean;
  /** @default true */
  exportable?: boolean;
  cellClass?: string;
}

export function columnValue<R>(column: GridColumn<R>, row: R): CellValue {
  return column.value ? column.value(row) : ((row as Record<string, unknown>)[column.key] as CellValue);
}

export function columnText<R>(column: GridColumn<R>, row: R): string {
  if (column.text) return column.text(row);
  const v = columnValue(column, row);
  if (v == null) return '';
  if (Array.isArray(v)) return v.join(', ');
  return String(v);
}
