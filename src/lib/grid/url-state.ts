import { startTransition, useCallback, useMemo } from 'react';
import { useSearchState } from '@/lib/url/use-search-state.ts';
import type { ColumnFilters, SortColumn } from './types.ts';

export interface GridUrlState {
  filters: ColumnFilters;
  onFiltersChange: (filters: ColumnFilters) => void;
  sort: readonly SortColumn[];
  onSortChange: (sort: readonly SortColumn[]) => void;
}

export interface GridUrlOptions {
  /** names this grid's parameters when a page shows several grids (`ca.` → `ca.f.name`, `ca.sort`) */
  prefix?: string;
  /** the sort before the user chooses one (not written to the address) */
  defaultSort?: readonly SortColumn[];
}

const NO_SORT: readonly SortColumn[] = [];

/** `-severity,name` → severity descending, then name ascending. */
export function parseSort(value: string | null): SortColumn[] {
  if (!value) return [];
  return value
    .split(',')
    .filter(Boolean)
    .map((part) => (part.startsWith('-') ? { columnKey: part.slice(1), direction: 'DESC' as const } : { columnKey: part, direction: 'ASC' as const }))
    .filter((s) => s.columnKey !== '');
}

export function formatSort(sort: readonly SortColumn[]): string {
  return sort.map((s) => (s.direction === 'DESC' ? `-${s.columnKey}` : s.columnKey)).join(',');
}

/** The column searches of `params` under `prefix` (`f.<column>=<text>`). */
export function readFilters(params: URLSearchParams, prefix = ''): ColumnFilters {
  const head = `${prefix}f.`;
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (key.startsWith(head) && value) out[key.slice(head.length)] = value;
  return out;
}

/** `params` with the grid's searches and sort replaced (empty ones left out, other parameters kept). */
export function writeGridState(
  params: URLSearchParams,
  prefix: string,
  state: { filters?: ColumnFilters; sort?: readonly SortColumn[] },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (state.filters) {
    for (const key of [...next.keys()]) if (key.startsWith(`${prefix}f.`)) next.delete(key);
    for (const [column, text] of Object.entries(state.filters)) if (text) next.set(`${prefix}f.${column}`, text);
  }
  if (state.sort) {
    const sort = formatSort(state.sort);
    if (sort) next.set(`${prefix}sort`, sort);
    else next.delete(`${prefix}sort`);
  }
  return next;
}

/**
 * A list's column searches and sort, kept in the address (`?f.name=fgt&sort=-severity`), so a reload, Back or a
 * shared link shows the same rows. Spread it into the DataGrid: `<DataGrid {...useGridUrlState()} … />`. The address
 * is written in a transition and replaced rather than pushed, so typing in a search box neither stutters nor fills
 * the history.
 */
export function useGridUrlState({ prefix = '', defaultSort = NO_SORT }: GridUrlOptions = {}): GridUrlState {
  const [params, setParams] = useSearchState();
  const filtersText = [...params].filter(([k]) => k.startsWith(`${prefix}f.`)).map((e) => e.join('=')).join('&');
  const sortText = params.get(`${prefix}sort`);
  // the same address gives the same objects, so the grid sees no change while nothing changed
  const filters = useMemo(() => readFilters(new URLSearchParams(filtersText), prefix), [filtersText, prefix]);
  const sort = useMemo(() => (sortText === null ? defaultSort : parseSort(sortText)), [sortText, defaultSort]);
  const update = useCallback(
    (state: { filters?: ColumnFilters; sort?: readonly SortColumn[] }) =>
      startTransition(() => setParams((prev) => writeGridState(prev, prefix, state), { replace: true })),
    [setParams, prefix],
  );
  const onFiltersChange = useCallback((f: ColumnFilters) => update({ filters: f }), [update]);
  const onSortChange = useCallback((s: readonly SortColumn[]) => update({ sort: s }), [update]);
  return { filters, onFiltersChange, sort, onSortChange };
}
