import { useEffect, useMemo } from 'react';
import { activeFilters } from './filtering.ts';
import { ColumnTexts, matchRows, SearchTexts, shapeView, sortedChildren, type DisplayRow, type RowGrouping, type View } from './row-view.ts';
import { rowSorter, sortIndexes } from './sorting.ts';
import type { ColumnFilters, GridColumn, SortColumn } from './types.ts';

export type { DisplayRow, View };

export interface GridGrouping<R> extends RowGrouping<R> {
  /** what the groups are (announced with each group, e.g. "Device Type") */
  name: string;
}

/**
 * Sort orders and search texts by rows and columns, kept across mounts: a dialog that opens again over the same
 * 100,000 rows (same arrays, same columns) finds them sorted and its search texts read. Held weakly, so they go
 * with the rows.
 */
const sortOrders = new WeakMap<readonly unknown[], WeakMap<readonly unknown[], Map<string, number[]>>>();
const searchTextCaches = new WeakMap<readonly unknown[], WeakMap<readonly unknown[], ColumnTexts<unknown>>>();

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
  // a tree's children get cached search texts of their own, so a keystroke never re-reads 100,000 rows
  const texts = useMemo(
    () => new SearchTexts(perRowsAndColumns(searchTextCaches, rows, columns, () => new ColumnTexts<unknown>(rows)) as ColumnTexts<R>, getChildren),
    [rows, columns, getChildren],
  );
  const active = useMemo(() => activeFilters(columns, filters), [columns, filters]);
  const matches = useMemo(() => matchRows(texts, order, active), [texts, order, active]);

  // the first search usually goes to the first column: prepare its texts while the browser is idle, so the first
  // keystroke over 100,000 rows costs no more than the next ones
  useEffect(() => {
    const first = columns.find((c) => c.searchable !== false);
    if (!first || rows.length < 1000) return;
    const warm = () => texts.warm(first);
    const idle = globalThis.requestIdleCallback;
    if (idle) {
      const id = idle(warm, { timeout: 2000 });
      return () => globalThis.cancelIdleCallback(id);
    }
    const t = setTimeout(warm, 200);
    return () => clearTimeout(t);
  }, [columns, rows, texts]);

  // a tree's children in order, each parent's sorted once for the sort
  const children = useMemo(() => getChildren && sortedChildren(getChildren, rowSorter(columns, sort)), [getChildren, columns, sort]);

  return useMemo(
    () => shapeView(matches, { rows, order, rowKey, getChildren, childrenInOrder: children, groupBy, expansion }),
    [matches, rows, order, rowKey, getChildren, children, groupBy, expansion],
  );
}
