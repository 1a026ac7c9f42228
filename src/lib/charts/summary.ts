import { msg } from '@/lib/i18n/messages.ts';
import { toCsv } from '@/lib/grid/index.ts';
import { usedColumns } from './columns.tsx';
import { formatValue } from './format.ts';
import type { DeviceRow, Family, FlowRow, GeoRow, MetricRow, ScoreRow, SeriesRow, TopRow } from './types.ts';

/**
 * A one-sentence text alternative of a chart, its accessible name: how many rows, and the largest one with its value
 * (the highest series, the busiest country, the figures of a summary, devices up and down).
 */
export function summarizeRows(family: Family, rows: readonly unknown[], unit: string | undefined, title: string): string {
  if (!rows.length) return msg('charts.summaryEmpty', title);
  const v = (n: number | undefined) => formatValue(n, unit);
  switch (family) {
    case 'top': {
      const top = [...(rows as TopRow[])].sort((a, b) => b.value - a.value)[0];
      return msg('charts.summaryTop', title, rows.length, top.label ? `${top.key} (${top.label})` : top.key, v(top.value));
    }
    case 'geo': {
      const top = [...(rows as GeoRow[])].sort((a, b) => b.value - a.value)[0];
      return msg('charts.summaryTop', title, rows.length, top.country, v(top.value));
    }
    case 'series': {
      const totals = new Map<string, number>();
      for (const r of rows as SeriesRow[]) totals.set(r.series, (totals.get(r.series) ?? 0) + r.value);
      const [name, total] = [...totals].sort((a, b) => b[1] - a[1])[0];
      return msg('charts.summarySeries', title, totals.size, name, v(total));
    }
    case 'flow': {
      const top = [...(rows as FlowRow[])].sort((a, b) => b.value - a.value)[0];
      return msg('charts.summaryFlow', title, rows.length, top.source, top.target, v(top.value));
    }
    case 'metric':
      return `${title}: ${(rows as MetricRow[]).map((r) => `${r.label} ${formatValue(r.value, r.unit)}`).join(', ')}`;
    case 'device': {
      const up = (rows as DeviceRow[]).filter((r) => r.status === 'up').length;
      return msg('charts.summaryDevices', title, up, rows.length - up);
    }
    case 'score': {
      const failed = (rows as ScoreRow[]).filter((r) => r.result === 'failed').length;
      const score = (rows as ScoreRow[]).reduce((s, r) => s + r.score, 0);
      return msg('charts.summaryScore', title, rows.length, failed, score);
    }
  }
}

/** The rows as CSV with the columns of the table view (formula-looking cells are neutralised by the grid's CSV). */
export function rowsToCsv(family: Family, rows: readonly unknown[], unit?: string): string {
  return toCsv(usedColumns(family, rows, unit), rows as Record<string, unknown>[]);
}
