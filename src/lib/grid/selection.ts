import { useCallback, useMemo, useRef, useState } from 'react';
import type { View } from './grid-view.ts';
import { GroupHeader as GroupHeaderClass, type GroupHeader } from './grouping.ts';
import type { CheckState, KeyScope } from './grid-model.ts';

const NO_KEYS: ReadonlySet<string> = new Set();

export interface SelectionInput<R> {
  mode: 'none' | 'single' | 'multi';
  /** controlled selection */
  selectedKeys?: ReadonlySet<string>;
  onSelectedKeysChange?: (keys: Set<string>) => void;
  rowKey: (row: R) => string;
  view: View<R>;
  /** rows kept elsewhere (./grid-source.ts): the select-all state comes with the view, keys are asked for */
  remote?: { check: CheckState; keys: (scope: KeyScope) => Promise<string[]> };
}

export interface GridSelection<R> {
  selectable: boolean;
  multi: boolean;
  selected: ReadonlySet<string>;
  setSelected: (keys: Set<string>) => void;
  /** select this row alone */
  selectOnly: (row: R) => void;
  /** add (or remove) these rows, starting from `base` (the current selection by default) */
  setMany: (list: readonly R[], checked: boolean, base?: ReadonlySet<string>) => void;
  /** click or Space on a row: toggles it (single selection: selects it alone or clears) */
  toggleOne: (row: R) => void;
  /** checked when every row is selected, indeterminate when some are */
  groupState: (list: readonly R[]) => { all: boolean; some: boolean };
  /** the select-all checkbox's state over every row shown */
  allRows: { all: boolean; some: boolean };
  /** where a Shift-click range starts: index in the view's rows */
  anchor: { current: number };
  /** add (or remove) rows by key, starting from `base` (the current selection by default) */
  setKeys: (keys: readonly string[], checked: boolean, base?: ReadonlySet<string>) => void;
  /** the select-all checkbox changed */
  setAll: (checked: boolean) => void;
  /** a group's checkbox changed */
  setGroup: (group: GroupHeader<R>, checked: boolean) => void;
  /** a Shift range over the view's rows first..last (inclusive) */
  setRange: (first: number, last: number, base: ReadonlySet<string>) => void;
}

export const NO_SELECTION: ReadonlySet<string> = NO_KEYS;

/** Row selection of the grid: none, single or multiple (with Shift ranges and Ctrl toggles), controlled or not. */
export function useGridSelection<R>({ mode, selectedKeys, onSelectedKeysChange, rowKey, view, remote }: SelectionInput<R>): GridSelection<R> {
  const [internal, setInternal] = useState<ReadonlySet<string>>(NO_KEYS);
  const selected = selectedKeys ?? internal;
  const setSelected = useCallback(
    (keys: Set<string>) => {
      if (!selectedKeys) setInternal(keys);
      onSelectedKeysChange?.(keys);
    },
    [selectedKeys, onSelectedKeysChange],
  );
  const anchor = useRef<number>(-1);
  const multi = mode === 'multi';

  const selectOnly = (row: R) => setSelected(new Set([rowKey(row)]));
  const setKeys = (keys: readonly string[], checked: boolean, base: ReadonlySet<string> = selected) => {
    const next = new Set(base);
    for (const k of keys) {
      if (checked) next.add(k);
      else next.delete(k);
    }
    setSelected(next);
  };
  const setMany = (list: readonly R[], checked: boolean, base: ReadonlySet<string> = selected) => setKeys(list.map(rowKey), checked, base);
  const setAll = (checked: boolean) => {
    if (!remote) return setMany(view.allRows(), checked);
    void remote.keys({ kind: 'all' }).then((keys) => setKeys(keys, checked));
  };
  const setGroup = (group: GroupHeader<R>, checked: boolean) => {
    if (!remote) return setMany(group.rows, checked);
    void remote.keys({ kind: 'group', key: group.key }).then((keys) => setKeys(keys, checked));
  };
  const setRange = (first: number, last: number, base: ReadonlySet<string>) => {
    if (remote) {
      void remote.keys({ kind: 'range', first, last }).then((keys) => setKeys(keys, true, base));
      return;
    }
    const range: R[] = [];
    for (let i = first; i <= last; i++) {
      const r = view.rows[i];
      if (!(r instanceof GroupHeaderClass)) range.push(r as R);
    }
    setMany(range, true, base);
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

  const allRows = useMemo(() => {
    if (remote) return remote.check;
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
  }, [multi, view, selected, rowKey, remote]);

  return {
    selectable: mode !== 'none',
    multi,
    selected,
    setSelected,
    selectOnly,
    setMany,
    toggleOne,
    groupState,
    allRows,
    anchor,
    setKeys,
    setAll,
    setGroup,
    setRange,
  };
}
