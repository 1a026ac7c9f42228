export { DataGrid, type DataGridHandle, type DataGridProps, type GridGrouping } from './data-grid.tsx';
export { exportCsv, toCsv, csvField } from './csv.ts';
export type { CellContext, CellValue, ColumnFilters, GridColumn, SortColumn, SortDirection } from './types.ts';
export { useGridUrlState, type GridUrlState, type GridUrlOptions } from './url-state.ts';
export { PagedGrid, type PagedColumn, type PagedGridProps, type PendingRow } from './paged-grid.tsx';
