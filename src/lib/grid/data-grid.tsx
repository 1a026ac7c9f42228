import 'react-data-grid/lib/styles.css';
import './data-grid.css';
import './iterator-helpers.ts';
import {
  createContext,
  use,
  useCallback,
  useDeferredValue,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type Key,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import {
  DataGrid as RdgDataGrid,
  Row,
  SELECT_COLUMN_KEY,
  type CellKeyboardEvent,
  type CellKeyDownArgs,
  type CellMouseArgs,
  type CellMouseEvent,
  type Column,
  type DataGridHandle as RdgHandle,
  type RenderCellProps,
  type RenderHeaderCellProps,
  type RenderRowProps,
  type SortColumn as RdgSortColumn,
} from 'react-data-grid';
import { Alert, Empty, Input, Spin, theme } from 'antd';
import { msg } from '@/lib/i18n/messages.ts';
import { activeFilters, columnSearchTexts, filterIndexes, rowMatches } from './filtering.ts';
import { buildGroupView, GroupHeader } from './grouping.ts';
import { sortIndexes, sortRows } from './sorting.ts';
import { buildTreeView } from './tree.ts';
import { exportCsv } from './csv.ts';
import { columnText, type ColumnFilters, type GridColumn, type SortColumn } from './types.ts';

export { GroupHeader };

export interface GridGrouping<R> {
  /** what the groups are (announced with each group, e.g. "Device Type") */
  name: string;
  key: (row: R) => string;
  /** group label; defaults to the key */
  label?: (groupKey: string) => string;
  compare?: (a: string, b: string) => number;
}

export interface DataGridHandle<R> {
  /** the rows as currently filtered and sorted (children after their parent, open or not) */
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

type DisplayRow<R> = R | GroupHeader<R>;

const HEADER_HEIGHT = 68;
const DEFAULT_ROW_HEIGHT = 36;
// jsdom has no layout: with virtualization it would render no rows and no columns at all
const VIRTUALIZE = import.meta.env.MODE !== 'test';

interface HeaderState {
  drafts: ColumnFilters;
  setDraft: (key: string, value: string) => void;
  byKey: ReadonlyMap<string, { name: string; searchable: boolean }>;
}
const HeaderContext = createContext<HeaderState | null>(null);

/** Keys the grid would take from a search box (cell navigation, sorting on Enter/Space, Tab between cells). */
function keepKeysInInput(event: ReactKeyboardEvent) {
  if (event.key !== 'Escape') event.stopPropagation();
}
function stop(event: SyntheticEvent) {
  event.stopPropagation();
}

function SortIcon({ direction }: { direction: 'ASC' | 'DESC' | undefined }) {
  if (!direction) return null;
  return (
    <svg viewBox="0 0 12 8" width="10" height="8" aria-hidden className="console-grid-sort-icon">
      <path d={direction === 'ASC' ? 'M0 8 6 0 12 8' : 'M0 0 6 8 12 0'} />
    </svg>
  );
}

function HeaderCell<R>({ column, sortDirection, tabIndex }: RenderHeaderCellProps<R>) {
  const state = use(HeaderContext);
  const info = state?.byKey.get(column.key);
  const name = info?.name ?? String(column.name);
  return (
    <div className="console-grid-header">
      {/* focusable so the header cell's roving focus lands here and Enter/Space reach the sort handler */}
      <span className="console-grid-header-name" tabIndex={tabIndex} title={name}>
        <span className="console-grid-header-text">{name}</span>
        <SortIcon direction={sortDirection} />
      </span>
      {info?.searchable && state && (
        // only keeps the input's keys and clicks from reaching the grid's own handlers
        <div className="console-grid-search" role="presentation" onKeyDown={keepKeysInInput} onClick={stop} onMouseDown={stop}>
          <SearchInput
            label={msg('grid.search', name)}
            value={state.drafts[column.key] ?? ''}
            onChange={(v) => state.setDraft(column.key, v)}
          />
        </div>
      )}
    </div>
  );
}

interface SearchInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

function SearchInput({ label, value, onChange }: SearchInputProps) {
  return <Input size="small" allowClear aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />;
}

interface CheckboxProps {
  label: string;
  tabIndex: number;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (checked: boolean, shift: boolean) => void;
}
function Checkbox({ label, tabIndex, checked, indeterminate = false, onChange }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      className="console-grid-checkbox"
      aria-label={label}
      tabIndex={tabIndex}
      checked={checked}
      ref={(el) => {
        if (el) el.indeterminate = indeterminate;
      }}
      onClick={stop}
      onChange={(e) => onChange(e.target.checked, (e.nativeEvent as MouseEvent).shiftKey === true)}
    />
  );
}

function Caret({ expanded }: { expanded: boolean }) {
  return (
    <svg viewBox="0 0 8 8" width="8" height="8" aria-hidden className="console-grid-caret">
      <path d={expanded ? 'M0 2 4 6 8 2' : 'M2 0 6 4 2 8'} />
    </svg>
  );
}

function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (v: T) => void): [T, (v: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const set = useCallback(
    (v: T) => {
      if (!controlled) setInner(v);
      onChange?.(v);
    },
    [controlled, onChange],
  );
  return [current, set];
}

const EMPTY_FILTERS: ColumnFilters = {};

/**
 * Sort orders and search texts by rows and columns, kept across mounts: a dialog that opens again over the same
 * 100,000 rows (same arrays, same columns) finds them sorted and its search texts read. Held weakly, so they go
 * with the rows.
 */
const sortOrders = new WeakMap<readonly unknown[], WeakMap<readonly unknown[], Map<string, number[]>>>();
const searchTextCaches = new WeakMap<readonly unknown[], WeakMap<readonly unknown[], Map<string, string[]>>>();

function perRowsAndColumns<V>(store: WeakMap<readonly unknown[], WeakMap<readonly unknown[], V>>, rows: readonly unknown[], columns: readonly unknown[], make: () => V): V {
  let byColumns = store.get(rows);
  if (!byColumns) store.set(rows, (byColumns = new WeakMap()));
  let value = byColumns.get(columns);
  if (value === undefined) byColumns.set(columns, (value = make()));
  return value;
}

function cachedOrder<R>(rows: readonly R[], columns: readonly GridColumn<R>[], sort: readonly SortColumn[]): number[] {
  const orders = perRowsAndColumns(sortOrders, rows, columns, () => new Map<string, number[]>());
  const key = JSON.stringify(sort.map((s) => [s.columnKey, s.direction]));
  let order = orders.get(key);
  if (!order) orders.set(key, (order = sortIndexes(rows, columns, sort)));
  return order;
}

function cachedTexts<R>(cache: Map<string, string[]>, rows: readonly R[], column: GridColumn<R>): string[] {
  let texts = cache.get(column.key);
  if (!texts) cache.set(column.key, (texts = columnSearchTexts(rows, column)));
  return texts;
}

function filtersKey(filters: ColumnFilters): string {
  return JSON.stringify(Object.entries(filters).filter(([, v]) => v).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * The column searches, answering at typing speed even when the owner keeps them somewhere that updates later (the
 * URL updates in a transition; an input fed only from there would drop keystrokes). What the owner passes back is
 * recognised as an echo of what was typed, even an older one; anything else (Back, a link) replaces the searches.
 */
function useEchoedFilters(
  external: ColumnFilters | undefined,
  initial: ColumnFilters,
  onChange: ((filters: ColumnFilters) => void) | undefined,
): [ColumnFilters, (update: (prev: ColumnFilters) => ColumnFilters) => void] {
  const [own, setOwn] = useState<ColumnFilters>(external ?? initial);
  const latest = useRef(own);
  const pending = useRef<string[]>([]);
  const seen = useRef(external === undefined ? undefined : filtersKey(external));
  // compared after commit: a render React throws away may carry props that never show (an urgent keystroke
  // renders with the URL before the transition that updates it)
  useLayoutEffect(() => {
    if (external === undefined) return;
    const key = filtersKey(external);
    if (key === seen.current) return;
    seen.current = key;
    const echo = pending.current.indexOf(key);
    if (echo >= 0) pending.current = pending.current.slice(echo + 1);
    else {
      pending.current = [];
      latest.current = external;
      setOwn(external);
    }
  }, [external]);
  const update = useCallback(
    (fn: (prev: ColumnFilters) => ColumnFilters) => {
      const next = fn(latest.current);
      latest.current = next;
      pending.current.push(filtersKey(next));
      setOwn(next);
      onChange?.(next);
    },
    [onChange],
  );
  return [own, update];
}
const NO_SORT: readonly SortColumn[] = [];
const NO_KEYS: ReadonlySet<string> = new Set();
const GROUP_KEY_PREFIX = '\u0000group:';

function isInteractive(target: EventTarget | null, cell: Element | null | undefined): boolean {
  const el = target instanceof Element ? target.closest('a, button, input, select, textarea, [role="button"]') : null;
  return el !== null && el !== cell && (!cell || cell.contains(el));
}

interface View<R> {
  rows: DisplayRow<R>[];
  levelOf(row: DisplayRow<R>): number;
  parentOf(row: DisplayRow<R>): DisplayRow<R> | undefined;
  hasChildren(row: DisplayRow<R>): boolean;
  isExpanded(row: DisplayRow<R>): boolean;
  /** data rows as filtered and sorted, children included whether shown or not */
  allRows(): R[];
  /** top-level data rows shown (for the row count) */
  count: number;
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
  // the search boxes answer at typing speed; the (possibly large) filtering follows at lower priority
  const deferredFilters = useDeferredValue(filters);
  const [expansion, setExpansion] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const [internalSelection, setInternalSelection] = useState<ReadonlySet<string>>(NO_KEYS);
  const selected = selectedKeys ?? internalSelection;
  const setSelected = useCallback(
    (keys: Set<string>) => {
      if (!selectedKeys) setInternalSelection(keys);
      onSelectedKeysChange?.(keys);
    },
    [selectedKeys, onSelectedKeysChange],
  );
  const anchorRef = useRef<number>(-1);

  const label = useCallback(
    (row: R) => (rowLabel ? rowLabel(row) : columns[0] ? columnText(columns[0], row) : rowKey(row)),
    [rowLabel, columns, rowKey],
  );

  // --- rows: sorted once per sort change, filtered per keystroke over cached lower-case texts ---
  // (never mutated: the order and the texts may be shared with another grid over the same rows and columns)
  const order = useMemo(() => cachedOrder(rows, columns, sort), [rows, columns, sort]);
  const textCache = useMemo(
    () => perRowsAndColumns(searchTextCaches, rows, columns, () => new Map<string, string[]>()),
    [rows, columns],
  );
  const active = useMemo(() => activeFilters(columns, deferredFilters), [columns, deferredFilters]);
  const needles = useMemo(() => active.map(([, needle]) => needle), [active]);
  const matchingIndexes = useMemo(() => {
    if (!active.length) return order;
    return filterIndexes(
      order,
      active.map(([column]) => cachedTexts(textCache, rows, column)),
      needles,
    );
  }, [order, active, needles, textCache, rows]);

  // a tree's children get the same cached search texts, so a keystroke never re-reads 100,000 rows
  const children = useMemo(() => {
    if (!getChildren) return undefined;
    const list: R[] = [];
    for (const row of rows) {
      const kids = getChildren(row);
      if (kids) for (const kid of kids) list.push(kid);
    }
    return { list, all: Array.from({ length: list.length }, (_, i) => i), texts: new Map<string, string[]>() };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, getChildren, columns]);
  const matchingChildren = useMemo(() => {
    if (!children || !active.length) return undefined;
    const texts = active.map(([column]) => cachedTexts(children.texts, children.list, column));
    return new Set(filterIndexes(children.all, texts, needles).map((i) => children.list[i]));
  }, [children, active, needles]);

  // the first search usually goes to the first column: prepare its texts while the browser is idle, so the first
  // keystroke over 100,000 rows costs no more than the next ones
  useEffect(() => {
    const first = columns.find((c) => c.searchable !== false);
    if (!first || rows.length < 1000) return;
    const warm = () => {
      cachedTexts(textCache, rows, first);
      if (children) cachedTexts(children.texts, children.list, first);
    };
    const idle = globalThis.requestIdleCallback;
    if (idle) {
      const id = idle(warm, { timeout: 2000 });
      return () => globalThis.cancelIdleCallback(id);
    }
    const t = setTimeout(warm, 200);
    return () => clearTimeout(t);
  }, [columns, rows, textCache, children]);

  const view: View<R> = useMemo(() => {
    if (getChildren) {
      let matching: Uint8Array | undefined;
      if (active.length) {
        matching = new Uint8Array(rows.length);
        for (const i of matchingIndexes) matching[i] = 1;
      }
      const tree = buildTreeView({
        rows,
        order,
        parentMatches: (i) => (matching ? matching[i] === 1 : true),
        childMatches: (row) => matchingChildren?.has(row) ?? rowMatches(row, active),
        filtering: active.length > 0,
        getChildren,
        rowKey,
        expansion,
        sortChildren: (kids) => sortRows(kids, columns, sort),
      });
      return {
        rows: tree.rows,
        levelOf: (r) => tree.levelOf(r as R),
        parentOf: (r) => tree.parentOf(r as R),
        hasChildren: (r) => tree.hasChildren(r as R),
        isExpanded: (r) => tree.isExpanded(r as R),
        allRows: () => tree.allRows(),
        count: tree.topLevelCount,
      };
    }
    const flat = matchingIndexes.map((i) => rows[i]);
    if (groupBy) {
      const groups = buildGroupView(flat, groupBy.key, groupBy.label ?? String, expansion, groupBy.compare);
      return {
        rows: groups.rows,
        levelOf: (r) => (r instanceof GroupHeader ? 0 : 1),
        parentOf: (r) => (r instanceof GroupHeader ? undefined : groups.groupOf(r)),
        hasChildren: (r) => r instanceof GroupHeader,
        isExpanded: (r) => r instanceof GroupHeader && r.expanded,
        allRows: () => groups.allRows(),
        count: flat.length,
      };
    }
    return {
      rows: flat,
      levelOf: () => 0,
      parentOf: () => undefined,
      hasChildren: () => false,
      isExpanded: () => false,
      allRows: () => flat.slice(),
      count: flat.length,
    };
  }, [getChildren, groupBy, active, matchingIndexes, matchingChildren, rows, order, rowKey, expansion, columns, sort]);
  const hierarchical = Boolean(getChildren || groupBy);

  const displayKey = useCallback(
    (row: DisplayRow<R>) => (row instanceof GroupHeader ? GROUP_KEY_PREFIX + row.key : rowKey(row)),
    [rowKey],
  );

  useImperativeHandle(
    ref,
    () => ({
      getExportRows: () => view.allRows(),
      exportCsv: (filename: string) => exportCsv(columns, view.allRows(), filename),
      focus: () => {
        const el = gridRef.current?.element;
        const target = el?.querySelector<HTMLElement>('[role="row"] [tabindex="0"], [role="row"][tabindex="0"]') ?? el;
        target?.focus();
      },
    }),
    [view, columns],
  );

  // --- expansion ---
  const toggleRow = useCallback(
    (row: DisplayRow<R>) => {
      const key = row instanceof GroupHeader ? row.key : rowKey(row);
      const open = view.isExpanded(row);
      setExpansion((prev) => new Map(prev).set(key, !open));
    },
    [view, rowKey],
  );

  // --- selection ---
  const selectable = selection !== 'none';
  const multi = selection === 'multi';
  const selectOnly = (row: R) => setSelected(new Set([rowKey(row)]));
  const setMany = (list: readonly R[], checked: boolean, base: ReadonlySet<string> = selected) => {
    const next = new Set(base);
    for (const r of list) {
      if (checked) next.add(rowKey(r));
      else next.delete(rowKey(r));
    }
    setSelected(next);
  };
  const toggleOne = (row: R) => {
    const key = rowKey(row);
    if (!multi) return selected.has(key) ? setSelected(new Set()) : selectOnly(row);
    setMany([row], !selected.has(key));
  };
  const groupState = (list: readonly R[]) => {
    let some = false;
    let all = list.length > 0;
    for (const r of list) {
      if (selected.has(rowKey(r))) some = true;
      else all = false;
    }
    return { all, some: some && !all };
  };

  // --- header searches: the input shows exactly what was typed ---
  const setDraft = useCallback(
    (key: string, value: string) =>
      setFilters((prev) => {
        const next: Record<string, string> = { ...prev };
        if (value) next[key] = value;
        else delete next[key];
        return next;
      }),
    [setFilters],
  );
  const byKey = useMemo(
    () => new Map(columns.map((c) => [c.key, { name: c.name, searchable: c.searchable !== false }] as const)),
    [columns],
  );
  const headerState = useMemo<HeaderState>(() => ({ drafts: filters, setDraft, byKey }), [filters, setDraft, byKey]);

  // --- columns for react-data-grid ---
  // cells are memoized by react-data-grid, so the columns change with the view and the selection they show
  const allRowsSelection = useMemo(() => {
    // the common case (nothing selected) costs nothing, even with 100,000 rows
    if (!multi || selected.size === 0) return { all: false, some: false };
    const list = view.allRows();
    let some = false;
    let all = list.length > 0 && selected.size >= list.length;
    for (const r of list) {
      if (selected.has(rowKey(r))) some = true;
      else all = false;
      if (some && !all) break;
    }
    return { all, some: some && !all };
  }, [multi, view, selected, rowKey]);
  const rdgColumns = useMemo(() => {
    const out: Column<DisplayRow<R>>[] = [];
    const dataColumnCount = columns.length;
    if (multi) {
      out.push({
        key: SELECT_COLUMN_KEY,
        name: '',
        width: 40,
        minWidth: 40,
        maxWidth: 40,
        resizable: false,
        sortable: false,
        // react-data-grid repeats frozen columns when not virtualized (unit tests)
        frozen: VIRTUALIZE,
        renderHeaderCell: ({ tabIndex }) => (
          <Checkbox
            label={msg('grid.selectAll')}
            tabIndex={tabIndex}
            checked={allRowsSelection.all}
            indeterminate={allRowsSelection.some}
            onChange={(checked) => setMany(view.allRows(), checked)}
          />
        ),
        renderCell: ({ row, tabIndex }) => {
          if (row instanceof GroupHeader) {
            const s = groupState(row.rows);
            return (
              <Checkbox
                label={msg('grid.selectGroup', row.label)}
                tabIndex={tabIndex}
                checked={s.all}
                indeterminate={s.some}
                onChange={(checked) => setMany(row.rows, checked)}
              />
            );
          }
          return (
            <Checkbox
              label={msg('grid.selectRow', label(row))}
              tabIndex={tabIndex}
              checked={selected.has(rowKey(row))}
              onChange={() => toggleOne(row)}
            />
          );
        },
      });
    }
    columns.forEach((c, index) => {
      out.push({
        key: c.key,
        name: c.name,
        width: c.width,
        minWidth: c.minWidth ?? 80,
        maxWidth: c.maxWidth,
        resizable: true,
        sortable: c.sortable !== false,
        sortDescendingFirst: c.sortDescendingFirst,
        cellClass: c.cellClass,
        colSpan:
          index === 0
            ? (args) => (args.type === 'ROW' && args.row instanceof GroupHeader ? dataColumnCount : undefined)
            : undefined,
        renderHeaderCell: (p) => <HeaderCell {...p} />,
        renderCell: ({ row, tabIndex }: RenderCellProps<DisplayRow<R>>) => {
          if (row instanceof GroupHeader) {
            return (
              <button
                type="button"
                className="console-grid-toggle console-grid-group-toggle"
                tabIndex={tabIndex}
                aria-expanded={row.expanded}
                onClick={() => toggleRow(row)}
              >
                <Caret expanded={row.expanded} />
                {msg('grid.groupCount', row.label, row.rows.length)}
              </button>
            );
          }
          const level = view.levelOf(row);
          const content = c.renderCell ? c.renderCell(row, { tabIndex, level }) : columnText(c, row);
          if (!getChildren || index !== 0) return content;
          const hasKids = view.hasChildren(row);
          const expanded = view.isExpanded(row);
          return (
            <span className="console-grid-tree-cell" style={{ paddingInlineStart: level * 20 }}>
              {hasKids ? (
                <button
                  type="button"
                  className="console-grid-toggle"
                  tabIndex={tabIndex}
                  aria-expanded={expanded}
                  aria-label={msg(expanded ? 'grid.collapseRow' : 'grid.expandRow', label(row))}
                  onClick={() => toggleRow(row)}
                >
                  <Caret expanded={expanded} />
                </button>
              ) : (
                <span className="console-grid-toggle-spacer" aria-hidden />
              )}
              <span className="console-grid-tree-content">{content}</span>
            </span>
          );
        },
      });
    });
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columns, multi, getChildren, rowKey, view, selected, label, toggleRow, allRowsSelection]);

  // --- mouse and keyboard ---
  function handleCellClick(args: CellMouseArgs<DisplayRow<R>>, event: CellMouseEvent) {
    const row = args.row;
    if (!selectable || args.column.key === SELECT_COLUMN_KEY || row instanceof GroupHeader) return;
    if (isInteractive(event.target, event.currentTarget)) return;
    if (!multi) return selectOnly(row);
    const idx = view.rows.indexOf(row);
    if (event.shiftKey && anchorRef.current >= 0) {
      const [a, b] = anchorRef.current < idx ? [anchorRef.current, idx] : [idx, anchorRef.current];
      const range: R[] = [];
      for (let i = a; i <= b; i++) {
        const r = view.rows[i];
        if (!(r instanceof GroupHeader)) range.push(r);
      }
      setMany(range, true, event.ctrlKey || event.metaKey ? selected : NO_KEYS);
      return;
    }
    anchorRef.current = idx;
    if (event.ctrlKey || event.metaKey) toggleOne(row);
    else selectOnly(row);
  }

  function handleCellDoubleClick(args: CellMouseArgs<DisplayRow<R>>, event: CellMouseEvent) {
    event.preventGridDefault();
    const row = args.row;
    if (row instanceof GroupHeader || args.column.key === SELECT_COLUMN_KEY) return;
    if (isInteractive(event.target, event.currentTarget)) return;
    onRowActivate?.(row);
  }

  function handleCellKeyDown(args: CellKeyDownArgs<DisplayRow<R>>, event: CellKeyboardEvent) {
    if (args.mode !== 'ACTIVE' || args.row === undefined) return;
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
        if (multi) setMany(row.rows, !groupState(row.rows).all);
        return;
      }
      anchorRef.current = view.rows.indexOf(row);
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
      const extra: Record<string, unknown> = {};
      if (selectable) {
        extra['aria-selected'] = row instanceof GroupHeader ? groupState(row.rows).all : selected.has(rowKey(row));
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
  const total = rows.length;
  let fallback: ReactNode;
  if (error) {
    fallback = <Alert type="error" showIcon title={error} />;
  } else if (loading && total === 0) {
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
    '--console-grid-link': token.colorPrimary,
  } as CSSProperties;

  const rowHeightFn = useMemo(() => {
    if (typeof rowHeight === 'number') return rowHeight;
    return (row: DisplayRow<R>) => (row instanceof GroupHeader ? DEFAULT_ROW_HEIGHT : rowHeight(row));
  }, [rowHeight]);

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
