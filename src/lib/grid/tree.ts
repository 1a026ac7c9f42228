import { activeFilters, rowMatches } from './filtering.ts';
import { sortIndexes, sortRows } from './sorting.ts';
import type { ColumnFilters, GridColumn, SortColumn } from './types.ts';

/** Explicit expand/collapse choices by row key; rows without a choice follow the default. */
export type TreeExpansion = ReadonlyMap<string, boolean>;

export interface TreeView<R> {
  /** the rows to show, children right after their expanded parent */
  rows: R[];
  /** 0 for top-level rows, 1 for their children */
  levelOf(row: R): number;
  parentOf(row: R): R | undefined;
  hasChildren(row: R): boolean;
  isExpanded(row: R): boolean;
  /** every matching row, children after their parent whether expanded or not (what an export writes) */
  allRows(): R[];
  /** how many top-level rows are shown */
  topLevelCount: number;
}

export interface TreeOptions<R> {
  getChildren: (row: R) => readonly R[] | undefined;
  rowKey: (row: R) => string;
  expansion: TreeExpansion;
}

export interface TreeInput<R> extends TreeOptions<R> {
  /** top-level rows */
  rows: readonly R[];
  /** indexes into `rows` in display order (already sorted) */
  order: readonly number[];
  /** whether the top-level row at an index matches the filters */
  parentMatches: (index: number) => boolean;
  /** whether a child row matches the filters */
  childMatches: (row: R) => boolean;
  /** whether any filter is active */
  filtering: boolean;
  /** children (all of a parent's, or those matching) in display order */
  sortChildren: (children: readonly R[], parent: R) => R[];
}

/**
 * Shows a top-level row when it or one of its children matches. A matching parent keeps all its children (they are
 * part of it); a parent shown only for its children shows just the matching ones and opens by itself, unless the
 * user closed it. Without filters every parent starts closed.
 */
export function buildTreeView<R>(input: TreeInput<R>): TreeView<R> {
  const { rows, order, parentMatches, childMatches, filtering, getChildren, rowKey, expansion, sortChildren } = input;
  const shown: R[] = [];
  const parentOfChild = new Map<R, R>();
  // the visible children of each parent, sorted only once they are shown or exported: a closed parent's children
  // need no order, and a fleet has tens of thousands of closed parents on every keystroke
  const childrenOf = new Map<R, readonly R[]>();
  const sortedChildren = new Map<R, R[]>();
  const sortedChildrenOf = (row: R): R[] => {
    let sorted = sortedChildren.get(row);
    if (!sorted) sortedChildren.set(row, (sorted = sortChildren(childrenOf.get(row) ?? [], row)));
    return sorted;
  };
  const expanded = new Set<R>();

  for (let k = 0; k < order.length; k++) {
    const row = rows[order[k]];
    const kids = getChildren(row);
    const selfMatch = !filtering || parentMatches(order[k]);
    let visibleKids: readonly R[] | undefined = kids;
    if (filtering && !selfMatch) {
      visibleKids = kids?.filter(childMatches);
      if (!visibleKids?.length) continue;
    }
    shown.push(row);
    if (!visibleKids?.length) continue;
    const defaultOpen = filtering && !selfMatch;
    const open = expansion.get(rowKey(row)) ?? defaultOpen;
    childrenOf.set(row, visibleKids);
    if (open) {
      expanded.add(row);
      for (const child of sortedChildrenOf(row)) {
        parentOfChild.set(child, row);
        shown.push(child);
      }
    }
  }

  return {
    rows: shown,
    levelOf: (row) => (parentOfChild.has(row) ? 1 : 0),
    parentOf: (row) => parentOfChild.get(row),
    hasChildren: (row) => (childrenOf.get(row)?.length ?? 0) > 0,
    isExpanded: (row) => expanded.has(row),
    topLevelCount: shown.length - parentOfChild.size,
    allRows() {
      const out: R[] = [];
      for (const row of shown) {
        if (parentOfChild.has(row)) continue;
        out.push(row);
        if (childrenOf.has(row)) out.push(...sortedChildrenOf(row));
      }
      return out;
    },
  };
}

/** The tree view of top-level rows under column filters and sort (children sorted the same way). */
export function treeView<R>(
  rows: readonly R[],
  columns: readonly GridColumn<R>[],
  options: TreeOptions<R> & { filters?: ColumnFilters; sort?: readonly SortColumn[] },
): TreeView<R> {
  const active = activeFilters(columns, options.filters);
  return buildTreeView({
    ...options,
    rows,
    order: sortIndexes(rows, columns, options.sort),
    parentMatches: (i) => rowMatches(rows[i], active),
    childMatches: (row) => rowMatches(row, active),
    filtering: active.length > 0,
    sortChildren: (kids) => sortRows(kids, columns, options.sort),
  });
}
