import { Tag } from 'antd';
import type { GridColumn } from '@/lib/grid/index.ts';
import { textColorOn } from '@/lib/color/contrast.ts';
import { msg, type MessageKey } from './text.ts';
import { formatCount, formatPercent, formatTime, formatValue, severityLevel } from './format.ts';
import { tableModeProps, type TableMode } from './table-mode.ts';
import type { DeviceRow, Family, FlowRow, GeoRow, MetricRow, ScoreRow, SeriesRow, TopRow } from './types.ts';

type Row = Record<string, unknown>;

/** A table column with what the CSV export writes for it, where that differs from the text on screen. */
export type ChartColumn<R> = GridColumn<R> & {
  /** the cell as CSV holds it: the raw number rather than "1.8 GB", the ISO time rather than the local one */
  csv?: (row: R) => string | number | null | undefined;
};

function col<R>(key: string, name: MessageKey, extra: Partial<ChartColumn<R>> = {}): ChartColumn<R> {
  return { key, name: msg(name), ...extra };
}

/** The risk scale 1–5 as a tag: the label says it, the catalogue's colour only repeats it. */
export function SeverityTag({ severity }: { severity: number | undefined }) {
  const level = severityLevel(severity);
  if (!level) return null;
  // solid, with black or white text, whichever reads on the colour (antd's default tints the text, and the yellow of
  // medium would not reach 4.5:1 as text)
  return (
    <Tag variant="solid" color={level.color} style={{ color: textColorOn(level.color), marginInlineEnd: 0 }} className="severity-tag">
      {level.label}
    </Tag>
  );
}

function severityColumn<R extends { severity?: number }>(): ChartColumn<R> {
  return col<R>('severity', 'charts.col.severity', {
    sortDescendingFirst: true,
    text: (r) => severityLevel(r.severity)?.label ?? '',
    value: (r) => r.severity ?? 0,
    renderCell: (r) => <SeverityTag severity={r.severity} />,
    width: 120,
  });
}

/** A number, sorted as a number, shown formatted and exported raw. */
function numeric<R>(key: string, name: MessageKey, format: (v: number) => string, extra: Partial<ChartColumn<R>> = {}): ChartColumn<R> {
  const raw = (r: R) => (r as Row)[key] as number | undefined;
  return col<R>(key, name, {
    sortDescendingFirst: true,
    value: (r) => raw(r) ?? null,
    text: (r) => {
      const v = raw(r);
      return v == null ? '' : format(v);
    },
    csv: raw,
    width: 120,
    cellClass: 'chart-cell-number',
    ...extra,
  });
}

function cast<R>(cols: ChartColumn<R>[]): ChartColumn<Row>[] {
  return cols as unknown as ChartColumn<Row>[];
}

/**
 * The table columns of a family, each header from the message catalogue: the same columns for the table view and
 * the CSV export. `unit` is the unit of the rows' value.
 */
export function familyColumns(family: Family, unit?: string): ChartColumn<Row>[] {
  const value = <R,>() => numeric<R>('value', 'charts.col.value', (v) => formatValue(v, unit));
  const bytes = <R,>(key: string, name: MessageKey) => numeric<R>(key, name, (v) => formatValue(v, 'bytes'));
  switch (family) {
    case 'top':
      return cast<TopRow>([
        col('key', 'charts.col.key', { minWidth: 140 }),
        col('label', 'charts.col.label'),
        col('detail', 'charts.col.detail'),
        value(),
        numeric('sessions', 'charts.col.sessions', formatCount),
        bytes('bytes', 'charts.col.bytes'),
        bytes('sentbyte', 'charts.col.sent'),
        bytes('rcvdbyte', 'charts.col.received'),
        numeric('threatScore', 'charts.col.threatScore', formatCount),
        numeric('blocked', 'charts.col.blocked', formatCount),
        severityColumn(),
      ]);
    case 'series':
      return cast<SeriesRow>([
        col('time', 'charts.col.time', { text: (r) => formatTime(r.time), value: (r) => Date.parse(r.time), csv: (r) => r.time, width: 180 }),
        col('series', 'charts.col.series', { minWidth: 140 }),
        value(),
      ]);
    case 'geo':
      return cast<GeoRow>([
        col('country', 'charts.col.country', { minWidth: 140 }),
        value(),
        numeric('sessions', 'charts.col.sessions', formatCount),
        numeric('threatScore', 'charts.col.threatScore', formatCount),
        severityColumn(),
      ]);
    case 'flow':
      return cast<FlowRow>([col('source', 'charts.col.source', { minWidth: 120 }), col('target', 'charts.col.target', { minWidth: 120 }), value()]);
    case 'metric':
      // each figure has a unit of its own, so the export keeps the figure with its unit
      return cast<MetricRow>([
        col('label', 'charts.col.metric', { minWidth: 120 }),
        col('value', 'charts.col.average', { value: (r) => r.value, text: (r) => formatValue(r.value, r.unit), cellClass: 'chart-cell-number' }),
        col('peak', 'charts.col.peak', { value: (r) => r.peak ?? null, text: (r) => formatValue(r.peak, r.unit), cellClass: 'chart-cell-number' }),
      ]);
    case 'device':
      return cast<DeviceRow>([
        col('name', 'charts.col.device', { minWidth: 120 }),
        col('status', 'charts.col.status', { text: (r) => msg(r.status === 'up' ? 'charts.statusUp' : 'charts.statusDown') }),
        col('platform', 'charts.col.platform'),
        col('osVersion', 'charts.col.firmware'),
        col('sn', 'charts.col.serial', { minWidth: 150 }),
        numeric('logs', 'charts.col.logs', formatCount),
        numeric('threats', 'charts.col.threats', formatCount),
        numeric('cpu', 'charts.col.cpu', formatPercent, { width: 90 }),
        numeric('memory', 'charts.col.memory', formatPercent, { width: 90 }),
      ]);
    case 'score':
      return cast<ScoreRow>([
        col('control', 'charts.col.control', { minWidth: 160 }),
        col('category', 'charts.col.category'),
        col('result', 'charts.col.result', { text: (r) => msg(r.result === 'passed' ? 'charts.passed' : 'charts.failed') }),
        severityColumn(),
        numeric('score', 'charts.col.score', formatCount),
        numeric('devices', 'charts.col.devices', formatCount),
      ]);
  }
}

/**
 * The family's columns that hold something in at least one row (a lite view fills fewer fields); a lite table
 * (tableMode) keeps only the columns that name a row and its value.
 */
export function usedColumns(family: Family, rows: readonly unknown[], unit?: string, mode?: TableMode): ChartColumn<Row>[] {
  const kept = tableModeProps(mode).columns(family);
  return familyColumns(family, unit).filter(
    (c) => (!kept || kept.includes(c.key)) && rows.some((r) => (r as Row)[c.key] != null && (r as Row)[c.key] !== ''),
  );
}

/** The natural key of a row of the family (what tells it from the other rows of one result). */
export function rowKeyOf(family: Family, row: unknown): string {
  const r = row as Row;
  switch (family) {
    case 'top':
      return String(r.key);
    case 'series':
      return `${r.series}|${r.time}`;
    case 'geo':
      return String(r.isoNumeric ?? r.country);
    case 'flow':
      return `${r.source}→${r.target}`;
    case 'metric':
      return String(r.metric);
    case 'device':
      return String(r.sn ?? r.name);
    case 'score':
      return String(r.control);
  }
}
