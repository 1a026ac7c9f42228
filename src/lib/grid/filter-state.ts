import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { ColumnFilters } from './types.ts';

export const EMPTY_FILTERS: ColumnFilters = {};

/** A value the owner may control (value + onChange) or leave to the grid (defaultValue). */
export function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (v: T) => void): [T, (v: T) => void] {
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

/** The same searches give the same key, whatever their order and empty entries. */
export function filtersKey(filters: ColumnFilters): string {
  return JSON.stringify(Object.entries(filters).filter(([, v]) => v).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * The column searches, answering at typing speed even when the owner keeps them somewhere that updates later (the
 * URL updates in a transition; an input fed only from there would drop keystrokes). What the owner passes back is
 * recognised as an echo of what was typed, even an older one; anything else (Back, a link) replaces the searches.
 */
export function useEchoedFilters(
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

/** Sets or clears one column's search; the search box shows exactly what was typed. */
export function useSetDraft(setFilters: (update: (prev: ColumnFilters) => ColumnFilters) => void) {
  return useCallback(
    (key: string, value: string) =>
      setFilters((prev) => {
        const next: Record<string, string> = { ...prev };
        if (value) next[key] = value;
        else delete next[key];
        return next;
      }),
    [setFilters],
  );
}
