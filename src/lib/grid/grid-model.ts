/**
 * The grid's view of its rows (search, sort, tree or groups, expansion) computed where the rows are kept, without
 * React: a worker holding 100,000 rows answers the page with counts and the few rows on screen (see
 * ./grid-source.ts), so the page never holds the rows themselves. Same rules as useGridView (./grid-view.ts).
 */
import { activeFilters } from './filtering.ts';
import { GroupHeader } from './grouping.ts';
import { ColumnTexts, matchRows, SearchTexts, shapeView, sortedChildren, type DisplayRow, type Matches, type RowGrouping, type View } from './row-view.ts';
import { rowSorter, sortIndexes } from './sorting.ts';
import type { ColumnFilters, GridColumn, SortColumn } from './types.ts';

/** What the page shows: searches, sort, its open and closed rows and groups, and its selection. */
export interface GridQuery {
  filters: ColumnFilters;
  sort: readonly SortColumn[];
  /** open (true) or closed (false) rows and groups by key */
  expansion: ReadonlyArray<readonly [string, boolean]>;
  /** selected row keys (for the select-all and group checkboxes) */
  selected: readonly string[];
}

/** Checked when every row is selected, indeterminate when some are. */
export interface CheckState {
  all: boolean;
  some: boolean;
}

/** One shown row: a data row with its place in the tree, or a group header. */
export type WindowItem<R> =
  | { kind: 'row'; row: R; level: number; hasChildren: boolean; expanded: boolean; /** index of the parent among the shown rows, -1 at the top */ parent: number }
  | { kind: 'group'; key: string; label: string; size: number; expanded: boolean; check: CheckState };

export interface GridQueryState {
  /** rows shown (group headers and open children included): what the grid scrolls through */
  shown: number;
  /** top-level data rows matching the searches (the row count's first figure) */
  count: number;
  /** top-level data rows in all (its second figure) */
  total: number;
  /** the select-all checkbox */
  check: CheckState;
}

/** Which row keys: every row matching the searches, shown rows between two indexes (inclusive), or a group's rows. */
export type KeyScope = { kind: 'all' } | { kind: 'range'; first: number; last: number } | { kind: 'group'; key: string };

export interface GridModelOptions<R> {
  columns: readonly GridColumn<R>[];
  rowKey: (row: R) => string;
  getChildren?: (row: R) => readonly R[] | undefined;
  groupBy?: RowGrouping<R>;
}

export interface GridModel<R> {
  query(q: GridQuery): GridQueryState;
  /** shown rows first..last (inclusive) of the last query */
  window(first: number, last: number): WindowItem<R>[];
  keys(scope: KeyScope): string[];
  /** rows matching the searches, sorted, children after their parent (what an export writes) */
  allRows(): R[];
  /**
   * Reads a column's search texts (every column's without a key) ahead of the first keystroke, up to `limit` rows at
   * a time; true once they are all read.
   */
  warm(columnKey?: string, limit?: number): boolean;
  /** the searchable columns' keys, in order */
  searchable: readonly string[];
}

const NOT_CHECKED: CheckState = { all: false, some: false };

function checkOf<R>(rows: readonly R[], rowKey: (row: R) => string, selected: ReadonlySet<string>): CheckState {
  if (selected.size === 0) return NOT_CHECKED;
  let some = false;
  let all = rows.length > 0;
  for (const r of rows) {
    if (selected.has(rowKey(r))) some = true;
    else all = false;
    if (some && !all) break;
  }
  return { all, some: some && !all };
}

export function createGridModel<R>(rows: readonly R[], { columns, rowKey, getChildren, groupBy }: GridModelOptions<R>): GridModel<R> {
  // per sort: the rows' order and a tree's children in order
  const sorts = new Map<string, { order: number[]; children?: (parent: R) => readonly R[] }>();
  const sortKey = (sort: readonly SortColumn[]) => JSON.stringify(sort.map((s) => [s.columnKey, s.direction]));
  const sorted = (sort: readonly SortColumn[]) => {
    const key = sortKey(sort);
    let entry = sorts.get(key);
    if (!entry) {
      entry = { order: sortIndexes(rows, columns, sort), children: getChildren && sortedChildren(getChildren, rowSorter(columns, sort)) };
      sorts.set(key, entry);
    }
    return entry;
  };
  const texts = new SearchTexts(new ColumnTexts(rows), getChildren);

  // the last searches' matches and the last view: a question that differs only in its selection, or only in its
  // expansion, is answered without searching again (the fleet worker prepares the dialog's first view this way)
  let matched: { key: string; matches: Matches<R> } | undefined;
  let shaped: { key: string; view: View<R> } | undefined;
  let view: View<R> = shapeView({ indexes: [], filtering: false }, { rows, order: [], rowKey, expansion: new Map() });
  let selected: ReadonlySet<string> = new Set();
  let indexOf = new Map<DisplayRow<R>, number>();

  return {
    query(q) {
      const active = activeFilters(columns, q.filters);
      const matchKey = JSON.stringify([sortKey(q.sort), active.map(([column, needle]) => [column.key, needle])]);
      const viewKey = JSON.stringify([matchKey, q.expansion]);
      if (shaped?.key !== viewKey) {
        const { order, children } = sorted(q.sort);
        if (matched?.key !== matchKey) matched = { key: matchKey, matches: matchRows(texts, order, active) };
        shaped = { key: viewKey, view: shapeView(matched.matches, { rows, order, rowKey, getChildren, childrenInOrder: children, groupBy, expansion: new Map(q.expansion) }) };
        indexOf = new Map();
      }
      view = shaped.view;
      selected = new Set(q.selected);
      // every matching row is read only when something is selected
      const check = selected.size ? checkOf(view.allRows(), rowKey, selected) : NOT_CHECKED;
      return { shown: view.rows.length, count: view.count, total: rows.length, check };
    },
    window(first, last) {
      const out: WindowItem<R>[] = [];
      const shownRows = view.rows;
      const end = Math.min(last, shownRows.length - 1);
      for (let i = Math.max(0, first); i <= end; i++) indexOf.set(shownRows[i], i);
      const at = (r: DisplayRow<R> | undefined) => {
        if (r === undefined) return -1;
        let i = indexOf.get(r);
        if (i === undefined) indexOf.set(r, (i = shownRows.indexOf(r)));
        return i;
      };
      for (let i = Math.max(0, first); i <= end; i++) {
        const r = shownRows[i];
        if (r instanceof GroupHeader) {
          out.push({ kind: 'group', key: r.key, label: r.label, size: r.rows.length, expanded: r.expanded, check: checkOf(r.rows, rowKey, selected) });
        } else {
          out.push({
            kind: 'row',
            row: r,
            level: view.levelOf(r),
            hasChildren: view.hasChildren(r),
            expanded: view.isExpanded(r),
            parent: at(view.parentOf(r)),
          });
        }
      }
      return out;
    },
    keys(scope) {
      if (scope.kind === 'all') return view.allRows().map(rowKey);
      if (scope.kind === 'group') {
        const header = view.rows.find((r) => r instanceof GroupHeader && r.key === scope.key) as GroupHeader<R> | undefined;
        return (header?.rows ?? []).map(rowKey);
      }
      const out: string[] = [];
      for (let i = Math.max(0, scope.first); i <= Math.min(scope.last, view.rows.length - 1); i++) {
        const r = view.rows[i];
        if (!(r instanceof GroupHeader)) out.push(rowKey(r));
      }
      return out;
    },
    allRows: () => view.allRows(),
    searchable: columns.filter((c) => c.searchable !== false).map((c) => c.key),
    warm(columnKey, limit) {
      let done = true;
      for (const column of columns) {
        if (column.searchable === false || (columnKey !== undefined && column.key !== columnKey)) continue;
        if (!texts.warm(column, limit)) done = false;
      }
      return done;
    },
  };
}
