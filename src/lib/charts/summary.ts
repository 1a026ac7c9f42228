import { toCsv, type GridColumn } from '@/lib/grid/index.ts';
import { msg, msgCount } from './text.ts';
import { usedColumns } from './columns.tsx';
import type { TableMode } from './table-mode.ts';
import { formatValue } from './format.ts';
import { itemsOf, seriesOf } from './transforms.ts';
import type { DeviceRow, Family, FlowRow, MetricRow, ScoreRow } from './types.ts';

function largest<R extends { value: number }>(rows: readonly R[]): R {
  return rows.reduce((best, r) => (r.value > best.value ? r : best));
}

/**
 * A one-sentence text alternative of a chart, its accessible name: how many rows, and the largest with its value
 * (the busiest key or country, the series with the most in all, the largest flow), the figures of a summary with
 * their units, devices up and down, or checks failed and the score.
 */
export function summarizeRows(family: Family, rows: readonly unknown[], unit: string | undefined, title: string): string {
  if (!rows.length) return msg('charts.summaryEmpty', title);
  const v = (n: number) => formatValue(n, unit);
  switch (family) {
    case 'top':
    case 'geo': {
      const [top] = itemsOf(family, rows);
      return msg('charts.summaryTop', title, rows.length, top.label, v(top.value));
    }
    case 'series': {
      const { series } = seriesOf(rows);
      return msg('charts.summarySeries', title, series.length, series[0].id, v(series[0].total));
    }
    case 'flow': {
      const top = largest(rows as FlowRow[]);
      return msg('charts.summaryFlow', title, rows.length, top.source, top.target, v(top.value));
    }
    case 'metric':
      return msg('charts.summaryMetric', title, (rows as MetricRow[]).map((r) => msg('charts.figure', r.label, formatValue(r.value, r.unit))).join(', '));
    case 'device': {
      const up = (rows as DeviceRow[]).filter((r) => r.status === 'up').length;
      return msgCount('charts.summaryDevices', up, title, up, rows.length - up);
    }
    case 'score': {
      const checks = rows as ScoreRow[];
      const failed = checks.filter((r) => r.result === 'failed').length;
      return msg('charts.summaryScore', title, rows.length, failed, checks.reduce((s, r) => s + r.score, 0));
    }
  }
}

/**
 * The rows as CSV (RFC 4180) with the columns of the table view (of its table mode). Numbers are written as numbers (bytes in bytes,
 * not "1.8 GB", the value's unit in its header) and times in ISO 8601, so a spreadsheet can compute with them; text that a spreadsheet would run as a
 * formula (= + - @) gets a leading apostrophe (the grid's csvField).
 */
export function rowsToCsv(family: Family, rows: readonly unknown[], unit?: string, mode?: TableMode): string {
  const columns = usedColumns(family, rows, unit, mode).map(({ csv, ...column }): GridColumn<Record<string, unknown>> => {
    // a bare number needs its unit said once, in the header
    const name = column.key === 'value' && csv && unit ? msg('charts.col.valueIn', unit) : column.name;
    return csv ? { ...column, name, value: (r) => csv(r), text: undefined } : column;
  });
  return toCsv(columns, rows as Record<string, unknown>[]);
}
