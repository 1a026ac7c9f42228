import type {
  FortiviewDeviceRow,
  FortiviewFlowRow,
  FortiviewGeoRow,
  FortiviewMetricRow,
  FortiviewScoreRow,
  FortiviewSeriesRow,
  FortiviewTopRow,
} from '@generated/types/entities.ts';

export type Family = 'top' | 'series' | 'geo' | 'flow' | 'metric' | 'device' | 'score';
export type DisplayType =
  | 'table'
  | 'simple'
  | 'bar'
  | 'stackbar'
  | 'bubble'
  | 'treemap'
  | 'pie'
  | 'donut'
  | 'world'
  | 'globe'
  | 'sankey'
  | 'chord'
  | 'line'
  | 'scatter'
  | 'heatmap';

export type TopRow = FortiviewTopRow;
export type SeriesRow = FortiviewSeriesRow;
export type GeoRow = FortiviewGeoRow;
export type FlowRow = FortiviewFlowRow;
export type MetricRow = FortiviewMetricRow;
export type DeviceRow = FortiviewDeviceRow;
export type ScoreRow = FortiviewScoreRow;

/** A row of any family, as a FortiView result holds them. */
export type FortiviewRow = TopRow | SeriesRow | GeoRow | FlowRow | MetricRow | DeviceRow | ScoreRow;

/** What every renderer is given: the rows of one family, the unit of their value, and its size in px. */
export interface RendererProps<R = unknown> {
  rows: readonly R[];
  family: Family;
  unit?: string;
  width: number;
  height: number;
  displayType: DisplayType;
  /** a mark was clicked: the row it stands for (drill-down) */
  onSelect?: (row: unknown) => void;
}
