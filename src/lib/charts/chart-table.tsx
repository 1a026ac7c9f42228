import './charts.css';
import { useMemo } from 'react';
import { DataGrid } from '@/lib/grid/index.ts';
import { msg } from './text.ts';
import { rowKeyOf, usedColumns } from './columns.tsx';
import { tableModeProps, type TableMode } from './table-mode.ts';
import type { Family } from './types.ts';

type Row = Record<string, unknown>;

export interface ChartTableProps {
  family: Family;
  rows: readonly unknown[];
  unit?: string;
  /** the widget's title: the table is named "<title> as a table" */
  title: string;
  /** px */
  height: number;
  /** Enter or double-click on a row: the row (drill-down) */
  onSelect?: (row: unknown) => void;
  /** the widget definition's tableMode: lite is a lighter table (fewer columns, shorter rows) */
  mode?: TableMode;
}

/**
 * The rows of a chart as a table: keyboard reachable, sortable and searchable per column, with the same columns as
 * the CSV export. Columns that no row fills are left out, and those a lite table does not keep.
 */
export function ChartTable({ family, rows, unit, title, height, onSelect, mode }: ChartTableProps) {
  const columns = useMemo(() => usedColumns(family, rows, unit, mode), [family, rows, unit, mode]);
  // a key per row object; a second row with the same natural key (a page with duplicates) gets its position added
  const keys = useMemo(() => {
    const byRow = new Map<unknown, string>();
    const taken = new Set<string>();
    rows.forEach((row, i) => {
      let key = rowKeyOf(family, row);
      if (taken.has(key)) key = `${key}#${i}`;
      taken.add(key);
      byRow.set(row, key);
    });
    return byRow;
  }, [family, rows]);
  return (
    <DataGrid<Row>
      aria-label={msg('charts.tableOf', title)}
      columns={columns}
      rows={rows as Row[]}
      rowKey={(r) => keys.get(r) ?? ''}
      height={height}
      rowHeight={tableModeProps(mode).rowHeight}
      showRowCount={false}
      emptyText={msg('charts.noData')}
      onRowActivate={onSelect}
    />
  );
}
