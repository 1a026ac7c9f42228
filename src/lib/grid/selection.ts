import { useCallback, useMemo, useRef, useState } from 'react';
import type { View } from './grid-view.ts';

const NO_KEYS: ReadonlySet<string> = new Set();

export interface SelectionInput<R> {
  mode: 'none' | 'single' | 'multi';
  /** controlled selection */
  selectedKeys?: ReadonlySet<string>;
  onSelectedKeysChange?: (keys: Set<string>) => void;
  rowKey: (row: R) => string;
  view: View<R>;
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
}

export const NO_SELECTION: ReadonlySet<string> = NO_KEYS;

/** Row selection of the grid: none, single or multiple (with Shift ranges and Ctrl toggles), controlled or not. */
export function useGridSelection<R>({ mode, selectedKeys, onSelectedKeysChange, rowKey, view }: SelectionInput<R>): GridSelection<R> {
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

  const allRows = useMemo(() => {
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

  return { selectable: mode !== 'none', multi, selected, setSelected, selectOnly, setMany, toggleOne, groupState, allRows, anchor };
}
