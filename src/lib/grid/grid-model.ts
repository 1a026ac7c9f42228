/**
 * The grid's view of its rows (search, sort, tree or groups, expansion) computed where the rows are kept, without
 * React: a worker holding 100,000 rows answers the page with counts and the few rows on screen (see
 * ./grid-source.ts), so the page never holds the rows themselves. Same rules as useGridView (./grid-view.ts).
 */
import { activeFilters, columnSearchTexts, filterIndexes, rowMatches } from './filtering.ts';
import { buildGroupView, GroupHeader } from './grouping.ts';
import { sortIndexes, sortRows } from './sorting.ts';
import { buildTreeView } from './tree.ts';
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
  groupBy?: { key: (row: R) => string; label?: (groupKey: string) => string; compare?: (a: string, b: string) => number };
}

export interface GridModel<R> {
  query(q: GridQuery): GridQueryState;
  /** shown rows first..last (inclusive) of the last query */
  window(first: number, last: number): WindowItem<R>[];
  keys(scope: KeyScope): string[];
  /** rows matching the searches, sorted, children after their parent (what an export writes) */
  allRows(): R[];
  /** reads a column's search texts (every column's without a key) ahead of the first keystroke */
  warm(columnKey?: string): void;
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
  const orders = new Map<string, number[]>();
  const texts = new Map<string, string[]>();
  const orderOf = (sort: readonly SortColumn[]) => {
    const key = JSON.stringify(sort.map((s) => [s.columnKey, s.direction]));
    let order = orders.get(key);
    if (!order) orders.set(key, (order = sortIndexes(rows, columns, sort)));
    return order;
  };
  const textsOf = (cache: Map<string, string[]>, list: readonly R[], column: GridColumn<R>) => {
    let t = cache.get(column.key);
    if (!t) cache.set(column.key, (t = columnSearchTexts(list, column)));
    return t;
  };
  // a tree's children, with search texts of their own (read once, like the top-level rows')
  let children: { list: R[]; all: number[]; texts: Map<string, string[]> } | undefined;
  if (getChildren) {
    const list: R[] = [];
    for (const row of rows) {
      const kids = getChildren(row);
      if (kids) for (const kid of kids) list.push(kid);
    }
    children = { list, all: Array.from({ length: list.length }, (_, i) => i), texts: new Map() };
  }

  let shownRows: Array<R | GroupHeader<R>> = [];
  let levelOf: (r: R) => number = () => 0;
  let parentOf: (r: R) => R | undefined = () => undefined;
  let hasChildren: (r: R) => boolean = () => false;
  let isExpanded: (r: R | GroupHeader<R>) => boolean = () => false;
  let allRows: () => R[] = () => [];
  let groupHeaders = new Map<string, GroupHeader<R>>();
  let selected: ReadonlySet<string> = new Set();
  let indexOf = new Map<R | GroupHeader<R>, number>();

  return {
    query(q) {
      const order = orderOf(q.sort);
      const active = activeFilters(columns, q.filters);
      const needles = active.map(([, needle]) => needle);
      const matching = active.length
        ? filterIndexes(
            order,
            active.map(([column]) => textsOf(texts, rows, column)),
            needles,
          )
        : order;
      const expansion = new Map(q.expansion);
      selected = new Set(q.selected);
      indexOf = new Map();
      let count: number;
      if (getChildren) {
        let matchingParents: Uint8Array | undefined;
        if (active.length) {
          matchingParents = new Uint8Array(rows.length);
          for (const i of matching) matchingParents[i] = 1;
        }
        let matchingChildren: Set<R> | undefined;
        if (children && active.length) {
          const kidTexts = active.map(([column]) => textsOf(children!.texts, children!.list, column));
          matchingChildren = new Set(filterIndexes(children.all, kidTexts, needles).map((i) => children!.list[i]));
        }
        const tree = buildTreeView({
          rows,
          order,
          parentMatches: (i) => (matchingParents ? matchingParents[i] === 1 : true),
          childMatches: (row) => matchingChildren?.has(row) ?? rowMatches(row, active),
          filtering: active.length > 0,
          getChildren,
          rowKey,
          expansion,
          sortChildren: (kids) => sortRows(kids, columns, q.sort),
        });
        shownRows = tree.rows;
        levelOf = tree.levelOf;
        parentOf = tree.parentOf;
        hasChildren = tree.hasChildren;
        isExpanded = (r) => tree.isExpanded(r as R);
        allRows = tree.allRows;
        groupHeaders = new Map();
        count = tree.topLevelCount;
      } else {
        const flat = matching.map((i) => rows[i]);
        count = flat.length;
        if (groupBy) {
          const groups = buildGroupView(flat, groupBy.key, groupBy.label ?? String, expansion, groupBy.compare);
          shownRows = groups.rows;
          groupHeaders = new Map();
          for (const r of groups.rows) if (r instanceof GroupHeader) groupHeaders.set(r.key, r);
          levelOf = () => 1;
          parentOf = (r) => groups.groupOf(r) as unknown as R | undefined;
          isExpanded = (r) => r instanceof GroupHeader && r.expanded;
          allRows = groups.allRows;
        } else {
          shownRows = flat;
          levelOf = () => 0;
          parentOf = () => undefined;
          isExpanded = () => false;
          allRows = () => flat.slice();
        }
        hasChildren = () => false;
      }
      return { shown: shownRows.length, count, total: rows.length, check: checkOf(allRows(), rowKey, selected) };
    },
    window(first, last) {
      const out: WindowItem<R>[] = [];
      const end = Math.min(last, shownRows.length - 1);
      for (let i = Math.max(0, first); i <= end; i++) indexOf.set(shownRows[i], i);
      const at = (r: R | GroupHeader<R> | undefined) => {
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
          const parent = parentOf(r) as R | GroupHeader<R> | undefined;
          out.push({
            kind: 'row',
            row: r,
            level: levelOf(r),
            hasChildren: hasChildren(r),
            expanded: isExpanded(r),
            parent: at(parent),
          });
        }
      }
      return out;
    },
    keys(scope) {
      if (scope.kind === 'all') return allRows().map(rowKey);
      if (scope.kind === 'group') return (groupHeaders.get(scope.key)?.rows ?? []).map(rowKey);
      const out: string[] = [];
      for (let i = Math.max(0, scope.first); i <= Math.min(scope.last, shownRows.length - 1); i++) {
        const r = shownRows[i];
        if (!(r instanceof GroupHeader)) out.push(rowKey(r));
      }
      return out;
    },
    allRows: () => allRows(),
    searchable: columns.filter((c) => c.searchable !== false).map((c) => c.key),
    warm(columnKey) {
      for (const column of columns) {
        if (column.searchable === false || (columnKey !== undefined && column.key !== columnKey)) continue;
        textsOf(texts, rows, column);
        if (children) textsOf(children.texts, children.list, column);
      }
    },
  };
}
