import { DataGrid } from '@/lib/grid/index.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { rowKeyOf, usedColumns } from './columns.tsx';
import type { Family } from './types.ts';

export interface ChartTableProps {
  family: Family;
  rows: readonly unknown[];
  unit?: string;
  /** the widget's title: the table is named "<title> as a table" */
  title: string;
  height: number;
  onSelect?: (row: unknown) => void;
}

/** The rows of a chart as a table, keyboard reachable, sortable, with the same columns as the CSV export. */
export function ChartTable({ family, rows, unit, title, height, onSelect }: ChartTableProps) {
  return (
    <DataGrid<Record<string, unknown>>
      aria-label={msg('charts.tableOf', title)}
      columns={usedColumns(family, rows, unit)}
      rows={rows as Record<string, unknown>[]}
      rowKey={(r) => rowKeyOf(family, r, rows.indexOf(r))}
      height={height}
      rowHeight={30}
      showRowCount={false}
      emptyText={msg('charts.noData')}
      onRowActivate={onSelect}
    />
  );
}
