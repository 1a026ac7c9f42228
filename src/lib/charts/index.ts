export { ChartView, useMeasuredWidth, type ChartViewProps } from './chart-view.tsx';
export { ChartTable, type ChartTableProps } from './chart-table.tsx';
export { FAMILY_TYPES, effectiveDisplayType, rendererModuleFor, preloadRenderer, type RendererModule } from './registry.ts';
export type { TableMode } from './table-mode.ts';
export { summarizeRows, rowsToCsv } from './summary.ts';
export { familyColumns, usedColumns, SeverityTag, type ChartColumn } from './columns.tsx';
export { formatValue, formatBytes, formatCount, formatTime, severityLevel } from './format.ts';
export { PALETTE, useNivoTheme } from './theme.ts';
export type { DisplayType, Family, FortiviewRow, RendererProps } from './types.ts';
