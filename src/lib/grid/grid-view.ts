import { useEffect, useMemo } from 'react';
import { activeFilters, columnSearchTexts, filterIndexes, rowMatches } from './filtering.ts';
import { buildGroupView, GroupHeader } from './grouping.ts';
import { sortIndexes, sortRows } from './sorting.ts';
import { buildTreeView } from './tree.ts';
import type { ColumnFilters, GridColumn, SortColumn } from './types.ts';

export type DisplayRow<R> = R | GroupHeader<R>;

/** The rows as shown: flat, grouped or a tree, after searching and sorting. */
export interface View<R> {
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

export interface GridGrouping<R> {
  /** what the groups are (announced with each group, e.g. "Device Type") */
  name: string;
  key: (row: R) => string;
  /** group label; defaults to the key */
  label?: (groupKey: string) => string;
  compare?: (a: string, b: string) => number;
}

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

export interface GridViewInput<R> {
  rows: readonly R[];
  columns: readonly GridColumn<R>[];
  rowKey: (row: R) => string;
  sort: readonly SortColumn[];
  /** the searches, possibly deferred behind the search boxes */
  filters: ColumnFilters;
  getChildren?: (row: R) => readonly R[] | undefined;
  groupBy?: GridGrouping<R>;
  /** open (true) or closed (false) rows and groups by key */
  expansion: ReadonlyMap<string, boolean>;
}

/** Rows sorted once per sort change and filtered per keystroke over cached lower-case texts. */
export function useGridView<R>({ rows, columns, rowKey, sort, filters, getChildren, groupBy, expansion }: GridViewInput<R>): View<R> {
  // (never mutated: the order and the texts may be shared with another grid over the same rows and columns)
  const order = useMemo(() => cachedOrder(rows, columns, sort), [rows, columns, sort]);
  const textCache = useMemo(
    () => perRowsAndColumns(searchTextCaches, rows, columns, () => new Map<string, string[]>()),
    [rows, columns],
  );
  const active = useMemo(() => activeFilters(columns, filters), [columns, filters]);
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
    // new columns need new texts
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

  return useMemo((): View<R> => {
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
}
