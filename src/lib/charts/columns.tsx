import { Tag } from 'antd';
import { msg, type MessageKey } from '@/lib/i18n/messages.ts';
import type { GridColumn } from '@/lib/grid/index.ts';
import { formatCount, formatTime, formatValue, severityLevel } from './format.ts';
import type { DeviceRow, Family, FlowRow, GeoRow, MetricRow, ScoreRow, SeriesRow, TopRow } from './types.ts';

type Row = Record<string, unknown>;

function col<R>(key: string, name: MessageKey, extra: Partial<GridColumn<R>> = {}): GridColumn<R> {
  return { key, name: msg(name), ...extra };
}

function severityColumn<R extends { severity?: number }>(): GridColumn<R> {
  return col<R>('severity', 'charts.col.severity', {
    sortDescendingFirst: true,
    text: (r) => severityLevel(r.severity)?.label ?? '',
    value: (r) => r.severity ?? 0,
    renderCell: (r) => {
      const level = severityLevel(r.severity);
      // the label says it; the colour only repeats it
      return level ? <Tag color={level.color} className="severity-tag">{level.label}</Tag> : null;
    },
    width: 110,
  });
}

const numeric = <R,>(key: string, name: MessageKey, format: (v: number) => string): GridColumn<R> =>
  col<R>(key, name, {
    sortDescendingFirst: true,
    value: (r) => ((r as Row)[key] as number | undefined) ?? null,
    text: (r) => {
      const v = (r as Row)[key] as number | undefined;
      return v == null ? '' : format(v);
    },
    width: 120,
  });

/** The table columns of a family: the same columns for the table view and the CSV export. */
export function familyColumns(family: Family, unit?: string): GridColumn<Row>[] {
  const value = (name: MessageKey = 'charts.col.value') => numeric<Row>('value', name, (v) => formatValue(v, unit));
  switch (family) {
    case 'top': {
      const cols: GridColumn<TopRow>[] = [
        col('key', 'charts.col.key', { minWidth: 140 }),
        col('label', 'charts.col.label'),
        col('detail', 'charts.col.detail'),
        value() as GridColumn<TopRow>,
        numeric('sessions', 'charts.col.sessions', formatCount),
        numeric('bytes', 'charts.col.bytes', (v) => formatValue(v, 'bytes')),
        numeric('threatScore', 'charts.col.threatScore', formatCount),
        numeric('blocked', 'charts.col.blocked', formatCount),
        severityColumn<TopRow>(),
      ];
      return cols as unknown as GridColumn<Row>[];
    }
    case 'series': {
      const cols: GridColumn<SeriesRow>[] = [
        col('time', 'charts.col.time', { text: (r) => formatTime(r.time), value: (r) => Date.parse(r.time) }),
        col('series', 'charts.col.series'),
        value() as GridColumn<SeriesRow>,
      ];
      return cols as unknown as GridColumn<Row>[];
    }
    case 'geo': {
      const cols: GridColumn<GeoRow>[] = [
        col('country', 'charts.col.country', { minWidth: 140 }),
        value() as GridColumn<GeoRow>,
        numeric('sessions', 'charts.col.sessions', formatCount),
        numeric('threatScore', 'charts.col.threatScore', formatCount),
        severityColumn<GeoRow>(),
      ];
      return cols as unknown as GridColumn<Row>[];
    }
    case 'flow': {
      const cols: GridColumn<FlowRow>[] = [col('source', 'charts.col.source'), col('target', 'charts.col.target'), value() as GridColumn<FlowRow>];
      return cols as unknown as GridColumn<Row>[];
    }
    case 'metric': {
      const cols: GridColumn<MetricRow>[] = [
        col('label', 'charts.col.metric'),
        col('value', 'charts.col.average', { value: (r) => r.value, text: (r) => formatValue(r.value, r.unit) }),
        col('peak', 'charts.col.peak', { value: (r) => r.peak ?? null, text: (r) => formatValue(r.peak, r.unit) }),
      ];
      return cols as unknown as GridColumn<Row>[];
    }
    case 'device': {
      const cols: GridColumn<DeviceRow>[] = [
        col('name', 'charts.col.device', { minWidth: 120 }),
        col('status', 'charts.col.status', { text: (r) => msg(r.status === 'up' ? 'charts.statusUp' : 'charts.statusDown') }),
        col('platform', 'charts.col.platform'),
        col('osVersion', 'charts.col.firmware'),
        col('sn', 'charts.col.serial'),
        numeric('logs', 'charts.col.logs', formatCount),
        numeric('threats', 'charts.col.threats', formatCount),
      ];
      return cols as unknown as GridColumn<Row>[];
    }
    case 'score': {
      const cols: GridColumn<ScoreRow>[] = [
        col('control', 'charts.col.control', { minWidth: 160 }),
        col('category', 'charts.col.category'),
        col('result', 'charts.col.result', { text: (r) => msg(r.result === 'passed' ? 'charts.passed' : 'charts.failed') }),
        severityColumn<ScoreRow>(),
        numeric('score', 'charts.col.score', formatCount),
        numeric('devices', 'charts.col.devices', formatCount),
      ];
      return cols as unknown as GridColumn<Row>[];
    }
  }
}

/** Columns that hold something in at least one row (a lite table leaves empty ones out). */
export function usedColumns(family: Family, rows: readonly unknown[], unit?: string): GridColumn<Row>[] {
  return familyColumns(family, unit).filter((c) => rows.some((r) => (r as Row)[c.key] !== undefined && (r as Row)[c.key] !== ''));
}

/** A stable key for a row of the family. */
export function rowKeyOf(family: Family, row: unknown, index: number): string {
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
      return String(r.sn ?? index);
    case 'score':
      return String(r.control);
  }
}
