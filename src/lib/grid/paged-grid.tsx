import 'react-data-grid/lib/styles.css';
import './data-grid.css';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode, type UIEvent } from 'react';
import { DataGrid as RdgDataGrid, type CellKeyboardEvent, type CellKeyDownArgs, type Column, type RenderHeaderCellProps, type SortColumn as RdgSortColumn } from 'react-data-grid';
import { Input } from 'antd';
import { msg } from '@/lib/i18n/messages.ts';
import { stop } from './cells.tsx';

/** A row the grid has not got yet: drawn as a placeholder until its page arrives. */
export interface PendingRow {
  readonly pending: true;
  readonly index: number;
}

export interface PagedColumn<R> {
  key: string;
  name: string;
  width?: number;
  /** the cell's content; text by default */
  render?: (row: R) => ReactNode;
  /** the header's filter box: its text, and what to do when it is applied (Enter or leaving it) */
  filter?: { value: string; onApply: (text: string) => void; placeholder?: string };
  sortable?: boolean;
}

export interface PagedGridProps<R> {
  'aria-label': string;
  columns: readonly PagedColumn<R>[];
  /** rows in all (the grid scrolls through this many) */
  rowCount: number;
  /** the row at an index, or undefined while its page is on its way */
  getRow: (index: number) => R | undefined;
  /** the rows on screen changed (first and last index) */
  onVisibleRowsChange?: (first: number, last: number) => void;
  sort?: { key: string; direction: 'ASC' | 'DESC' } | null;
  onSortChange?: (sort: { key: string; direction: 'ASC' | 'DESC' } | null) => void;
  /** Enter or double-click on a row */
  onRowActivate?: (row: R, index: number) => void;
  /** shown instead of rows (nothing found, an error) */
  fallback?: ReactNode;
  height: number;
  rowHeight?: number;
}

const ROW_HEIGHT = 32;
const HEADER_HEIGHT = 64;
/** Rows drawn beyond the viewport on each side (react-data-grid draws a few, so they are asked for too). */
const OVERSCAN_ROWS = 8;

function FilterBox({ label, value, placeholder, onApply }: { label: string; value: string; placeholder?: string; onApply: (text: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // a new value from outside (the filter was cleared, the URL changed) replaces the draft
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const apply = () => {
    if (draft !== value) onApply(draft);
  };
  return (
    <Input
      size="small"
      allowClear
      aria-label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        // the clear button applies at once
        if (e.type === 'click' && e.target.value === '') onApply('');
      }}
      onPressEnter={apply}
      onBlur={apply}
    />
  );
}

/**
 * A virtualised grid over rows fetched in pages: it asks for a row by its index and draws a placeholder until the
 * row is there, reports the rows on screen so that their pages can be fetched, and sorts and filters through its
 * owner (the server does both). Each column's header may carry a filter box.
 */
export function PagedGrid<R>(props: PagedGridProps<R>) {
  const { columns, rowCount, getRow, onVisibleRowsChange, sort, onSortChange, onRowActivate, fallback, height, rowHeight = ROW_HEIGHT } = props;
  const last = useRef<[number, number]>([-1, -1]);
  const hasFilters = columns.some((c) => c.filter);

  // an array-like of rowCount rows: react-data-grid reads only its length and the rows it draws
  const rows = useMemo(
    () =>
      new Proxy([] as (R | PendingRow)[], {
        get(target, prop, receiver) {
          if (prop === 'length') return rowCount;
          if (typeof prop === 'string' && /^\d+$/.test(prop)) {
            const i = Number(prop);
            return getRow(i) ?? { pending: true, index: i };
          }
          return Reflect.get(target, prop, receiver);
        },
      }),
    [rowCount, getRow],
  );

  const rdgColumns = useMemo<Column<R | PendingRow>[]>(
    () =>
      columns.map((c) => ({
        key: c.key,
        name: c.name,
        width: c.width ?? 140,
        resizable: true,
        sortable: c.sortable !== false && Boolean(onSortChange),
        renderHeaderCell: ({ sortDirection, tabIndex }: RenderHeaderCellProps<R | PendingRow>) => (
          <div className="console-grid-header">
            <span className="console-grid-header-name" tabIndex={tabIndex} title={c.name}>
              <span className="console-grid-header-text">{c.name}</span>
              {sortDirection && (
                <svg viewBox="0 0 12 8" width="10" height="8" aria-hidden className="console-grid-sort-icon">
                  <path d={sortDirection === 'ASC' ? 'M0 8 6 0 12 8' : 'M0 0 6 8 12 0'} />
                </svg>
              )}
            </span>
            {c.filter && (
              <div
                className="console-grid-search"
                role="presentation"
                onKeyDown={(e: ReactKeyboardEvent) => e.key !== 'Escape' && e.stopPropagation()}
                onClick={stop}
                onMouseDown={stop}
              >
                <FilterBox label={msg('grid.filterColumn', c.name)} value={c.filter.value} placeholder={c.filter.placeholder} onApply={c.filter.onApply} />
              </div>
            )}
          </div>
        ),
        renderCell: ({ row }) => {
          if ((row as PendingRow).pending === true) return <span className="console-grid-pending" aria-hidden />;
          if (c.render) return c.render(row as R);
          const v = (row as Record<string, unknown>)[c.key];
          return v === undefined || v === null ? '' : String(v);
        },
      })),
    [columns, onSortChange],
  );

  const report = useCallback(
    (scrollTop: number, clientHeight: number) => {
      if (!onVisibleRowsChange) return;
      const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN_ROWS);
      const lastRow = Math.max(first, Math.min(rowCount - 1, Math.ceil((scrollTop + clientHeight - (hasFilters ? HEADER_HEIGHT : 36)) / rowHeight) + OVERSCAN_ROWS));
      if (last.current[0] === first && last.current[1] === lastRow) return;
      last.current = [first, lastRow];
      onVisibleRowsChange(first, lastRow);
    },
    [onVisibleRowsChange, rowHeight, rowCount, hasFilters],
  );

  const onScroll = (e: UIEvent<HTMLDivElement>) => report(e.currentTarget.scrollTop, e.currentTarget.clientHeight);

  const activate = (row: R | PendingRow, rowIdx: number) => {
    if ((row as PendingRow).pending !== true) onRowActivate?.(row as R, rowIdx);
  };

  return (
    <div className="console-grid-wrap">
      <RdgDataGrid<R | PendingRow>
        role="grid"
        aria-label={props['aria-label']}
        aria-rowcount={rowCount + 1}
        className="console-grid console-paged-grid"
        style={{ blockSize: height }}
        columns={rdgColumns}
        rows={rows}
        rowHeight={rowHeight}
        headerRowHeight={hasFilters ? HEADER_HEIGHT : 36}
        sortColumns={sort ? ([{ columnKey: sort.key, direction: sort.direction }] as RdgSortColumn[]) : []}
        onSortColumnsChange={(s) => onSortChange?.(s.length ? { key: s[s.length - 1].columnKey, direction: s[s.length - 1].direction } : null)}
        onCellDoubleClick={({ row, rowIdx }) => activate(row, rowIdx)}
        onCellKeyDown={(args: CellKeyDownArgs<R | PendingRow>, event: CellKeyboardEvent) => {
          if (args.mode !== 'ACTIVE' || args.row === undefined || event.key !== 'Enter') return;
          event.preventGridDefault();
          event.preventDefault();
          activate(args.row, args.rowIdx);
        }}
        onScroll={onScroll}
        ref={(handle) => {
          // the first rows on screen are reported once the grid has its size
          const el = handle?.element;
          if (el && last.current[0] === -1) report(el.scrollTop, el.clientHeight || height);
        }}
        renderers={{
          noRowsFallback: fallback ? (
            <div role="row" className="console-grid-fallback">
              <div role="gridcell" aria-colspan={rdgColumns.length}>
                {fallback}
              </div>
            </div>
          ) : undefined,
        }}
      />
    </div>
  );
}
