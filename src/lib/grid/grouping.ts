const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A group's header row in a grouped grid: its key, label and the (matching) rows it holds. */
export class GroupHeader<R> {
  constructor(
    readonly key: string,
    readonly label: string,
    readonly rows: readonly R[],
    readonly expanded: boolean,
    /** how many rows the group holds (a group computed elsewhere comes without its rows) */
    readonly size: number = rows.length,
    /** its checkbox, when computed elsewhere */
    readonly check?: { all: boolean; some: boolean },
  ) {}
}

/** Rows grouped by a key, groups in the given order (natural by default), rows in their given order within each group. */
export function groupRows<R>(
  rows: readonly R[],
  key: (row: R) => string,
  compareGroups: (a: string, b: string) => number = collator.compare,
): Array<[string, R[]]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const k = key(row);
    let list = groups.get(k);
    if (!list) groups.set(k, (list = []));
    list.push(row);
  }
  return [...groups.keys()].sort(compareGroups).map((k) => [k, groups.get(k)!]);
}

export interface GroupView<R> {
  rows: Array<R | GroupHeader<R>>;
  groupOf(row: R): GroupHeader<R> | undefined;
  allRows(): R[];
}

/**
 * Group headers each followed by their rows when open. Groups start open; `expansion` holds the user's choices
 * by group key.
 */
export function buildGroupView<R>(
  rows: readonly R[],
  key: (row: R) => string,
  label: (groupKey: string) => string,
  expansion: ReadonlyMap<string, boolean>,
  compareGroups?: (a: string, b: string) => number,
): GroupView<R> {
  const out: Array<R | GroupHeader<R>> = [];
  const headers = new Map<string, GroupHeader<R>>();
  for (const [k, members] of groupRows(rows, key, compareGroups)) {
    const header = new GroupHeader(k, label(k), members, expansion.get(k) ?? true);
    headers.set(k, header);
    out.push(header);
    if (header.expanded) for (const row of members) out.push(row);
  }
  return {
    rows: out,
    groupOf: (row) => {
      const header = headers.get(key(row));
      return header?.expanded ? header : undefined;
    },
    allRows: () => [...headers.values()].flatMap((h) => h.rows),
  };
}
