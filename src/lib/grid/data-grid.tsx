import 'react-data-grid/lib/styles.css';
import './data-grid.css';
import './iterator-helpers.ts';
import {
  useCallback,
  useDeferredValue,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type Key,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  DataGrid as RdgDataGrid,
  Row,
  SELECT_COLUMN_KEY,
  type CellKeyboardEvent,
  type CellKeyDownArgs,
  type CellMouseArgs,
  type CellMouseEvent,
  type DataGridHandle as RdgHandle,
  type RenderRowProps,
  type SortColumn as RdgSortColumn,
} from 'react-data-grid';
import { Alert, Empty, Spin, theme } from 'antd';
import { msg } from '@/lib/i18n/messages.ts';
import { HeaderContext, type HeaderState } from './cells.tsx';
import { buildColumns } from './columns.tsx';
import { EMPTY_FILTERS, useControllable, useEchoedFilters, useSetDraft } from './filter-state.ts';
import { useGridView, type DisplayRow, type GridGrouping } from './grid-view.ts';
import { GroupHeader } from './grouping.ts';
import { NO_SELECTION, useGridSelection } from './selection.ts';
import { csvFileName, exportCsv } from './csv.ts';
import { PendingRow, useRemoteView, type GridSource } from './grid-source.ts';
import { downloadBlob } from '@/lib/browser/download.ts';
import { columnText, type ColumnFilters, type GridColumn, type SortColumn } from './types.ts';

export { GroupHeader };
export type { GridGrouping };

export interface DataGridHandle<R> {
  /** the rows as currently filtered and sorted (children after their parent, open or not); none from a `source` */
  getExportRows(): R[];
  /** downloads those rows as CSV */
  exportCsv(filename: string): void;
  /** moves focus into the grid */
  focus(): void;
}

export interface DataGridProps<R> {
  /** accessible name of the grid */
  'aria-label': string;
  columns: readonly GridColumn<R>[];
  /** top-level rows (in a tree grid, the parents) */
  rows: readonly R[];
  /**
   * Rows kept elsewhere (a worker), instead of `rows`: the grid asks it for counts and the rows on screen, and for
   * keys and CSV when a selection or an export needs every row. Its rows have the default height.
   */
  source?: GridSource<R>;
  rowKey: (row: R) => string;
  /** how a row is named to assistive technology (checkbox and expand labels); defaults to its first column */
  rowLabel?: (row: R) => string;
  /** @default 'none' */
  selection?: 'none' | 'single' | 'multi';
  selectedKeys?: ReadonlySet<string>;
  onSelectedKeysChange?: (keys: Set<string>) => void;
  /** double-click or Enter on a row */
  onRowActivate?: (row: R) => void;
  /** controlled column searches */
  filters?: ColumnFilters;
  defaultFilters?: ColumnFilters;
  onFiltersChange?: (filters: ColumnFilters) => void;
  /** controlled sort */
  sort?: readonly SortColumn[];
  defaultSort?: readonly SortColumn[];
  onSortChange?: (sort: readonly SortColumn[]) => void;
  /** tree grid: the children of a top-level row */
  getChildren?: (row: R) => readonly R[] | undefined;
  /** grouped grid (ignored when `getChildren` is given) */
  groupBy?: GridGrouping<R>;
  loading?: boolean;
  /** shown instead of rows, e.g. the catalogue message of a failed load */
  error?: ReactNode;
  /** shown when there are no rows at all */
  emptyText?: ReactNode;
  /** @default 36 */
  rowHeight?: number | ((row: R) => number);
  /** @default 420 */
  height?: number | string;
  /** the "x of y rows" line under the grid; @default true */
  showRowCount?: boolean;
  className?: string;
  ref?: Ref<DataGridHandle<R>>;
}

const HEADER_HEIGHT = 68;
const DEFAULT_ROW_HEIGHT = 36;
// always virtualized (tests too: tests/setup-dom.ts gives grids a viewport), so 100,000 rows stay smooth
const VIRTUALIZE = true;
const NO_SORT: readonly SortColumn[] = [];
const NO_KEYS = NO_SELECTION;
const GROUP_KEY_PREFIX = '\u0000group:';
const PENDING_KEY_PREFIX = '\u0000pending:';
const NO_ROWS: readonly never[] = [];
/** Rows drawn beyond the viewport on each side, asked for with the rows on screen. */
const OVERSCAN_ROWS = 10;

function isInteractive(target: EventTarget | null, cell: Element | null | undefined): boolean {
  const el = target instanceof Element ? target.closest('a, button, input, select, textarea, [role="button"]') : null;
  return el !== null && el !== cell && (!cell || cell.contains(el));
}

/**
 * The console's data grid: react-data-grid with a search box in every column header, click/keyboard sorting,
 * single or multiple row selection, row activation (double-click, Enter), tree rows or groups, loading, empty and
 * error states, and CSV export of exactly what is shown. Virtualized, so 100,000 rows stay smooth.
 *
 * Keyboard: arrows move between cells; Enter or Space on a header sorts (Ctrl adds a sort column); Space selects
 * the row; Enter activates it (or opens/closes a group); on a focused tree or group row, Right/Left opens/closes
 * it; Tab leaves the grid.
 */
export function DataGrid<R>(props: DataGridProps<R>) {
  const {
    columns,
    rows,
    source,
    rowKey,
    rowLabel,
    selection = 'none',
    selectedKeys,
    onSelectedKeysChange,
    onRowActivate,
    getChildren,
    groupBy: groupByProp,
    loading = false,
    error,
    emptyText,
    rowHeight = DEFAULT_ROW_HEIGHT,
    height = 420,
    showRowCount = true,
    className,
    ref,
  } = props;
  const groupBy = getChildren ? undefined : groupByProp;
  const { token } = theme.useToken();
  const gridRef = useRef<RdgHandle>(null);

  const [filters, setFilters] = useEchoedFilters(props.filters, props.defaultFilters ?? EMPTY_FILTERS, props.onFiltersChange);
  const [sort, setSort] = useControllable<readonly SortColumn[]>(props.sort, props.defaultSort ?? NO_SORT, props.onSortChange);
  // the search boxes answer at typing speed; the (possibly large) filtering follows at lower priority. Rows kept
  // elsewhere (a source) are searched there: the question goes at once, and nothing here waits for it
  const deferredFilters = useDeferredValue(source ? EMPTY_FILTERS : filters);
  const [expansion, setExpansion] = useState<ReadonlyMap<string, boolean>>(() => new Map());

  const label = useCallback(
    (row: R) => (rowLabel ? rowLabel(row) : columns[0] ? columnText(columns[0], row) : rowKey(row)),
    [rowLabel, columns, rowKey],
  );

  const localView = useGridView({ rows: source ? NO_ROWS : rows, columns, rowKey, sort, filters: deferredFilters, getChildren, groupBy, expansion });
  const query = useMemo(
    () => ({ filters, sort, expansion: [...expansion], selected: [...(selectedKeys ?? NO_KEYS)] }),
    [filters, sort, expansion, selectedKeys],
  );
  const remote = useRemoteView(source, query, expansion, rowKey);
  const view = remote.view ?? localView;
  const hierarchical = Boolean(getChildren || groupBy);
  const remoteSelection = useMemo(
    () => (source && remote.view ? { check: remote.view.check, keys: (scope: Parameters<GridSource<R>['keys']>[0]) => source.keys(scope) } : undefined),
    [source, remote.view],
  );
  const sel = useGridSelection({ mode: selection, selectedKeys, onSelectedKeysChange, rowKey, view, remote: remoteSelection });
  const { selectable, multi, selected, setSelected, selectOnly, toggleOne, groupState } = sel;

  const displayKey = useCallback(
    (row: DisplayRow<R>) =>
      row instanceof GroupHeader ? GROUP_KEY_PREFIX + row.key : row instanceof PendingRow ? PENDING_KEY_PREFIX + row.index : rowKey(row),
    [rowKey],
  );

  useImperativeHandle(
    ref,
    () => ({
      getExportRows: () => view.allRows(),
      exportCsv: (filename: string) => {
        if (!source) return exportCsv(columns, view.allRows(), filename);
        void source.csv().then((text) => downloadBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), csvFileName(filename)));
      },
      focus: () => {
        const el = gridRef.current?.element;
        const target = el?.querySelector<HTMLElement>('[role="row"] [tabindex="0"], [role="row"][tabindex="0"]') ?? el;
        target?.focus();
      },
    }),
    [view, columns, source],
  );

  const toggleRow = useCallback(
    (row: DisplayRow<R>) => {
      const key = row instanceof GroupHeader ? row.key : rowKey(row);
      const open = view.isExpanded(row);
      setExpansion((prev) => new Map(prev).set(key, !open));
    },
    [view, rowKey],
  );

  // --- header searches ---
  const setDraft = useSetDraft(setFilters);
  const byKey = useMemo(
    () => new Map(columns.map((c) => [c.key, { name: c.name, searchable: c.searchable !== false }] as const)),
    [columns],
  );
  const headerState = useMemo<HeaderState>(() => ({ drafts: filters, setDraft, byKey }), [filters, setDraft, byKey]);

  // cells are memoized by react-data-grid, so the columns change with the view and the selection they show
  const rdgColumns = useMemo(
    () => buildColumns({ columns, view, selection: sel, rowKey, label, tree: Boolean(getChildren), toggleRow, freezeSelectColumn: VIRTUALIZE }),
    // sel changes with every render; what the cells show depends on these
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, multi, getChildren, rowKey, view, selected, label, toggleRow, sel.allRows],
  );

  // --- mouse and keyboard ---
  function handleCellClick(args: CellMouseArgs<DisplayRow<R>>, event: CellMouseEvent) {
    const row = args.row;
    if (!selectable || args.column.key === SELECT_COLUMN_KEY || row instanceof GroupHeader || row instanceof PendingRow) return;
    if (isInteractive(event.target, event.currentTarget)) return;
    if (!multi) return selectOnly(row);
    const idx = view.rows.indexOf(row);
    if (event.shiftKey && sel.anchor.current >= 0) {
      const [a, b] = sel.anchor.current < idx ? [sel.anchor.current, idx] : [idx, sel.anchor.current];
      sel.setRange(a, b, event.ctrlKey || event.metaKey ? selected : NO_KEYS);
      return;
    }
    sel.anchor.current = idx;
    if (event.ctrlKey || event.metaKey) toggleOne(row);
    else selectOnly(row);
  }

  function handleCellDoubleClick(args: CellMouseArgs<DisplayRow<R>>, event: CellMouseEvent) {
    event.preventGridDefault();
    const row = args.row;
    if (row instanceof GroupHeader || row instanceof PendingRow || args.column.key === SELECT_COLUMN_KEY) return;
    if (isInteractive(event.target, event.currentTarget)) return;
    onRowActivate?.(row);
  }

  function handleCellKeyDown(args: CellKeyDownArgs<DisplayRow<R>>, event: CellKeyboardEvent) {
    if (args.mode !== 'ACTIVE' || args.row === undefined || args.row instanceof PendingRow) return;
    const row = args.row;
    const target = event.target as Element;
    const onInteractive = isInteractive(target, target.closest?.('[role="gridcell"], [role="row"]'));
    const handled = () => {
      event.preventGridDefault();
      event.preventDefault();
    };
    if (event.key === 'Enter' && !onInteractive) {
      handled();
      if (row instanceof GroupHeader) toggleRow(row);
      else onRowActivate?.(row);
      return;
    }
    if (event.key === ' ' && selectable && !onInteractive) {
      handled();
      if (row instanceof GroupHeader) {
        if (multi) sel.setGroup(row, !(row.check ?? groupState(row.rows)).all);
        return;
      }
      sel.anchor.current = view.rows.indexOf(row);
      if (multi) toggleOne(row);
      else selectOnly(row);
      return;
    }
    const onRow = args.column === undefined;
    if (hierarchical && onRow && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      const expanded = view.isExpanded(row);
      if (event.key === 'ArrowRight' && view.hasChildren(row) && !expanded) {
        handled();
        toggleRow(row);
      } else if (event.key === 'ArrowLeft' && expanded) {
        handled();
        toggleRow(row);
      } else if (event.key === 'ArrowLeft') {
        const parent = view.parentOf(row);
        if (parent !== undefined) {
          handled();
          args.setActivePosition({ idx: -1, rowIdx: view.rows.indexOf(parent) }, { shouldFocus: true });
        }
      }
    }
  }

  // Tab leaves the grid (the grid pattern) instead of walking every cell of every row
  function handleKeyDownCapture(event: ReactKeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Tab' && (event.target as Element).closest('.rdg')) event.stopPropagation();
  }

  // selection and tree state on the row element (react-data-grid only knows its own multiple selection)
  const renderRow = useCallback(
    (key: Key, rowProps: RenderRowProps<DisplayRow<R>>) => {
      const row = rowProps.row;
      if (row instanceof PendingRow) return <Row key={key} {...rowProps} className="console-grid-pending-row" />;
      const extra: Record<string, unknown> = {};
      if (selectable) {
        extra['aria-selected'] = row instanceof GroupHeader ? (row.check ?? groupState(row.rows)).all : selected.has(rowKey(row));
      }
      if (hierarchical) {
        extra['aria-level'] = view.levelOf(row) + 1;
        if (view.hasChildren(row)) extra['aria-expanded'] = view.isExpanded(row);
      }
      const className = row instanceof GroupHeader ? 'console-grid-group-row' : undefined;
      return <Row key={key} {...rowProps} {...extra} className={className} />;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [selectable, selected, rowKey, hierarchical, view],
  );

  // --- states ---
  const total = remote.view ? remote.view.total : rows.length;
  let fallback: ReactNode;
  if (error) {
    fallback = <Alert type="error" showIcon title={error} />;
  } else if ((loading && total === 0) || (remote.view && !remote.view.ready)) {
    fallback = (
      <div role="status" className="console-grid-loading">
        <Spin size="small" /> <span>{msg('grid.loading')}</span>
      </div>
    );
  } else {
    fallback = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={total === 0 ? (emptyText ?? msg('grid.noData')) : msg('grid.noData')} />
    );
  }
  const noRows = (
    <div role="row" className="console-grid-fallback">
      <div role="gridcell" aria-colspan={rdgColumns.length}>
        {fallback}
      </div>
    </div>
  );

  const style = {
    blockSize: height,
    '--rdg-background-color': token.colorBgContainer,
    '--rdg-color': token.colorText,
    '--rdg-border-color': token.colorBorderSecondary,
    '--rdg-header-background-color': token.colorFillAlter,
    '--rdg-header-draggable-background-color': token.colorFillAlter,
    '--rdg-row-hover-background-color': token.controlItemBgHover,
    '--rdg-row-selected-background-color': token.controlItemBgActive,
    '--rdg-row-selected-hover-background-color': token.controlItemBgActiveHover,
    '--rdg-selection-color': token.colorPrimary,
    '--rdg-checkbox-focus-color': token.colorPrimary,
    '--rdg-font-size': `${token.fontSize}px`,
    '--console-grid-focus': token.colorPrimary,
    // the theme's link colour is its info blue, under 4.5:1 on white; links in cells use the primary colour
    '--console-grid-link': token.colorLink,
    '--console-grid-link-hover': token.colorLinkHover,
  } as CSSProperties;

  const rowHeightFn = useMemo(() => {
    if (source) return DEFAULT_ROW_HEIGHT;
    if (typeof rowHeight === 'number') return rowHeight;
    return (row: DisplayRow<R>) => (row instanceof GroupHeader ? DEFAULT_ROW_HEIGHT : rowHeight(row));
  }, [rowHeight, source]);

  // rows kept elsewhere: the rows on screen are asked for as they scroll into view
  const { onRange } = remote;
  const reportRange = useCallback(
    (scrollTop: number, clientHeight: number) => {
      const first = Math.max(0, Math.floor(scrollTop / DEFAULT_ROW_HEIGHT) - OVERSCAN_ROWS);
      const last = Math.ceil((scrollTop + clientHeight - HEADER_HEIGHT) / DEFAULT_ROW_HEIGHT) + OVERSCAN_ROWS;
      onRange(first, Math.max(first, last));
    },
    [onRange],
  );

  return (
    <HeaderContext value={headerState}>
      <div className="console-grid-wrap" onKeyDownCapture={handleKeyDownCapture} aria-busy={loading || undefined}>
        <RdgDataGrid<DisplayRow<R>, unknown, string>
          ref={gridRef}
          role={hierarchical ? 'treegrid' : 'grid'}
          aria-label={props['aria-label']}
          className={`console-grid ${className ?? ''}`}
          style={style}
          columns={rdgColumns}
          rows={error ? [] : view.rows}
          rowKeyGetter={displayKey}
          rowHeight={rowHeightFn}
          headerRowHeight={HEADER_HEIGHT}
          // handing react-data-grid the selection gives the grid aria-multiselectable; the console does the rest
          selectedRows={multi ? selected : undefined}
          onSelectedRowsChange={multi ? (keys) => setSelected(new Set([...keys].filter((k) => !k.startsWith(GROUP_KEY_PREFIX)))) : undefined}
          sortColumns={sort as readonly RdgSortColumn[]}
          onSortColumnsChange={(s) => setSort(s)}
          onCellClick={handleCellClick}
          onCellDoubleClick={handleCellDoubleClick}
          onCellKeyDown={handleCellKeyDown}
          enableVirtualization={VIRTUALIZE}
          onScroll={source ? (e) => reportRange(e.currentTarget.scrollTop, e.currentTarget.clientHeight) : undefined}
          renderers={{ noRowsFallback: noRows, renderRow }}
        />
        {showRowCount && !error && total > 0 && (
          <div className="console-grid-count" role="status">
            {msg('grid.rowCount', view.count, total)}
          </div>
        )}
      </div>
    </HeaderContext>
  );
}
