/**
 * A widget's table in its definition's tableMode (spec section 3): `full` shows every column its rows fill; `lite` is
 * a lighter table, the columns that name a row and its value (and its severity where it has one), in shorter rows.
 */
import type { Family } from './types.ts';

export type TableMode = 'lite' | 'full';

/** The columns of a lite table, by family, in the order of the full table. */
export const LITE_COLUMNS: Readonly<Record<Family, readonly string[]>> = {
  top: ['key', 'label', 'value', 'severity'],
  series: ['time', 'series', 'value'],
  geo: ['country', 'value', 'severity'],
  flow: ['source', 'target', 'value'],
  metric: ['label', 'value'],
  device: ['name', 'status', 'osVersion'],
  score: ['control', 'result', 'severity'],
};

export interface TableModeProps {
  /** px per row */
  rowHeight: number;
  /** the columns a table of the family keeps; undefined: all */
  columns: (family: Family) => readonly string[] | undefined;
}

const FULL: TableModeProps = { rowHeight: 30, columns: () => undefined };
const LITE: TableModeProps = { rowHeight: 26, columns: (family) => LITE_COLUMNS[family] };

/** What a table mode changes in the table (a mode that is neither reads as full). */
export function tableModeProps(mode: string | undefined): TableModeProps {
  return mode === 'lite' ? LITE : FULL;
}
