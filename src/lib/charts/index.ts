export { ChartView, effectiveDisplayType, FAMILY_TYPES, type ChartViewProps } from './chart-view.tsx';
export { ChartTable, type ChartTableProps } from './chart-table.tsx';
export { summarizeRows, rowsToCsv } from './summary.ts';
export { familyColumns, usedColumns } from './columns.tsx';
export { formatValue, formatBytes, severityLevel } from './format.ts';
export type { DisplayType, Family, RendererProps } from './types.ts';
