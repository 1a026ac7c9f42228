/**
 * The rows as shown — searched, sorted, flat, grouped or a tree — from the rows, their sort order and their search
 * texts. One piece of code serves the page's grid (useGridView, ./grid-view.ts) and a model of rows kept elsewhere
 * (createGridModel, ./grid-model.ts, run in a worker), so both show the same rows for the same searches.
 */
import { filterIndexes } from './filtering.ts';
import { buildGroupView, GroupHeader } from './grouping.ts';
import { buildTreeView } from './tree.ts';
import { columnText, type GridColumn } from './types.ts';

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

/** How rows are grouped: the group key of a row, its label and the groups' order. */
export interface RowGrouping<R> {
  key: (row: R) => string;
  /** group label; defaults to the key */
  label?: (groupKey: string) => string;
  compare?: (a: string, b: string) => number;
}

/** Active searches as [column, lower-cased needle] pairs (see activeFilters). */
export type ActiveFilters<R> = ReadonlyArray<readonly [GridColumn<R>, string]>;

/**
 * Lower-cased search texts of a list of rows, per column, read when first searched or ahead of it in slices
 * (`warm`), so that reading 100,000 rows never holds up a keystroke for long. Never mutated once read: they may be
 * shared by grids over the same rows and columns.
 */
export class ColumnTexts<R> {
  private readonly byColumn = new Map<string, { texts: string[]; filled: number }>();

  constructor(readonly rows: readonly R[]) {}

  /** Every row's text of a column (what is left of it read now). */
  of(column: GridColumn<R>): string[] {
    const entry = this.entry(column);
    this.read(entry, column, Infinity);
    return entry.texts;
  }

  /** Reads up to `limit` more rows of a column; true once the column is read. */
  warm(column: GridColumn<R>, limit = Infinity): boolean {
    return this.read(this.entry(column), column, limit);
  }

  private entry(column: GridColumn<R>): { texts: string[]; filled: number } {
    let entry = this.byColumn.get(column.key);
    if (!entry) this.byColumn.set(column.key, (entry = { texts: new Array<string>(this.rows.length), filled: 0 }));
    return entry;
  }

  private read(entry: { texts: string[]; filled: number }, column: GridColumn<R>, limit: number): boolean {
    const { rows } = this;
    const end = Math.min(rows.length, entry.filled + limit);
    for (let i = entry.filled; i < end; i++) entry.texts[i] = columnText(column, rows[i]).toLowerCase();
    entry.filled = end;
    return end === rows.length;
  }
}

/** The search texts of rows and, in a tree, of their children (listed when first searched). */
export class SearchTexts<R> {
  private kids: { texts: ColumnTexts<R>; all: number[] } | undefined;

  constructor(
    readonly top: ColumnTexts<R>,
    private readonly getChildren?: (row: R) => readonly R[] | undefined,
  ) {}

  /** A tree's children, all in one list with their texts; undefined for flat or grouped rows. */
  children(): { texts: ColumnTexts<R>; all: number[] } | undefined {
    if (!this.getChildren || this.kids) return this.kids;
    const list: R[] = [];
    for (const row of this.top.rows) {
      const kids = this.getChildren(row);
      if (kids) for (const kid of kids) list.push(kid);
    }
    return (this.kids = { texts: new ColumnTexts(list), all: Array.from({ length: list.length }, (_, i) => i) });
  }

  /** Reads up to `limit` more texts of a column (the rows', then the children's); true once both are read. */
  warm(column: GridColumn<R>, limit = Infinity): boolean {
    if (!this.top.warm(column, limit)) return false;
    const kids = this.children();
    return !kids || kids.texts.warm(column, limit);
  }
}

/** Which rows match the searches: indexes into the rows in display order, and a tree's matching children. */
export interface Matches<R> {
  indexes: readonly number[];
  /** the children matching (a tree's, while something is searched) */
  children?: ReadonlySet<R>;
  filtering: boolean;
}

/** The rows (in `order`) and, in a tree, the children that contain every needle in their column's text. */
export function matchRows<R>(texts: SearchTexts<R>, order: readonly number[], active: ActiveFilters<R>): Matches<R> {
  if (!active.length) return { indexes: order, filtering: false };
  const needles = active.map(([, needle]) => needle);
  const indexes = filterIndexes(
    order,
    active.map(([column]) => texts.top.of(column)),
    needles,
  );
  const kids = texts.children();
  if (!kids) return { indexes, filtering: true };
  const list = kids.texts.rows;
  const matching = filterIndexes(
    kids.all,
    active.map(([column]) => kids.texts.of(column)),
    needles,
  );
  return { indexes, children: new Set(matching.map((i) => list[i])), filtering: true };
}

/**
 * A tree's children in display order, parent by parent: each parent's sorted when first shown and kept for the sort,
 * so that a keystroke showing thousands of parents open does not sort their children again.
 */
export function sortedChildren<R>(getChildren: (row: R) => readonly R[] | undefined, sort: (rows: readonly R[]) => R[]): (parent: R) => readonly R[] {
  const sorted = new Map<R, readonly R[]>();
  return (parent) => {
    const kids = getChildren(parent) ?? [];
    if (kids.length < 2) return kids;
    let s = sorted.get(parent);
    if (!s) sorted.set(parent, (s = sort(kids)));
    return s;
  };
}

export interface ShapeInput<R> {
  rows: readonly R[];
  /** indexes into `rows` in display order */
  order: readonly number[];
  rowKey: (row: R) => string;
  getChildren?: (row: R) => readonly R[] | undefined;
  /** a tree's children of a parent in display order (see sortedChildren) */
  childrenInOrder?: (parent: R) => readonly R[];
  groupBy?: RowGrouping<R>;
  /** open (true) or closed (false) rows and groups by key */
  expansion: ReadonlyMap<string, boolean>;
}

/** The matching rows as a tree (with getChildren), in groups (with groupBy) or flat. */
export function shapeView<R>(matches: Matches<R>, { rows, order, rowKey, getChildren, childrenInOrder, groupBy, expansion }: ShapeInput<R>): View<R> {
  if (getChildren) {
    let matching: Uint8Array | undefined;
    if (matches.filtering) {
      matching = new Uint8Array(rows.length);
      for (const i of matches.indexes) matching[i] = 1;
    }
    const childMatches = (row: R) => matches.children?.has(row) ?? true;
    const tree = buildTreeView({
      rows,
      order,
      parentMatches: (i) => (matching ? matching[i] === 1 : true),
      childMatches,
      filtering: matches.filtering,
      getChildren,
      rowKey,
      expansion,
      // all of a parent's children in order, or those matching in that order
      sortChildren: (kids, parent) => {
        const all = childrenInOrder?.(parent) ?? kids;
        return (all.length === kids.length ? all : all.filter(childMatches)) as R[];
      },
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
  const flat = matches.indexes.map((i) => rows[i]);
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
}
