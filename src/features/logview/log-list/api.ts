// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { periodRange } from '@/features/fortiview/dashboards/index.ts';
import { apiFetch } from '@/lib/api/client.ts';
import { ApiError } from '@/lib/api/errors.ts';
import { apiQueryKey, apiQueryOptions, useApiQuery } from '@/lib/api/operations.ts';
import type { ApiSchema } from '@/lib/api/schemas.ts';
import { cachedPages, pageSize, periodKind } from './catalog.ts';
import { nextRecentPages, pagesOfRange } from './logic/recent-pages.ts';
import type { LogSort } from './logic/nav-state.ts';

export type LogRow = ApiSchema<'LogRow'>;
export type LogSearchResult = ApiSchema<'LogSearchResult'>;

/** What a log list searches: the same spec is one search. */
export interface LogSearchSpec {
  adom: string;
  logtype: string;
  subtype?: string;
  /** time-period token, resolved to a range when the search is submitted */
  period: string;
  devices: string[];
  filter: string;
  sort?: LogSort;
}

/** The analyzer refused the search (400): its message says what is wrong with the filter or the query. */
export function refusalOf(error: unknown): string | null {
  return error instanceof ApiError && error.status === 400 ? (error.detail ?? error.message) : null;
}

/** How often the search's progress is asked for while it counts. */
const STATUS_POLL_MS = 300;

/**
 * Submits the search and keeps its task id; a new spec (or `refresh`, or every `refreshMs` of a live list) submits a
 * new one, and the one it replaces, or the one left when the list closes, is cancelled on the analyzer.
 */
export function useLogSearch(spec: LogSearchSpec, { refreshMs = false }: { refreshMs?: number | false } = {}) {
  const { adom, period, ...rest } = spec;
  const queryClient = useQueryClient();
  const submit = useQuery({
    queryKey: apiQueryKey('submitLogSearch', { params: { path: { adom } }, body: { ...rest, period } }),
    queryFn: async ({ signal }) => {
      const started = performance.now();
      const { tid } = await apiFetch(
        'submitLogSearch',
        {
          params: { path: { adom } },
          body: {
            logtype: spec.logtype,
            subtype: spec.subtype,
            timeRange: periodRange(period, periodKind, Date.now()),
            devices: spec.devices.length ? spec.devices : undefined,
            filter: spec.filter.trim() || undefined,
            sortBy: spec.sort,
          },
        },
        { signal },
      );
      // an analyzer may answer a new search with the task id of the last one: what was read of it is out of date
      void queryClient.invalidateQueries({ queryKey: apiQueryKey('getLogSearchPage', { params: { path: { adom, tid } } }) });
      return { tid, started };
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchInterval: refreshMs,
  });
  const tid = submit.data?.tid;

  useEffect(() => {
    if (!tid) return;
    return () => {
      void apiFetch('cancelLogSearch', { params: { path: { adom, tid } } }).catch(() => {});
    };
  }, [adom, tid]);

  const status = useApiQuery(
    'getLogSearchPage',
    { params: { path: { adom, tid: tid ?? '' }, query: { offset: 0, limit: 1 } } },
    {
      enabled: Boolean(tid),
      gcTime: 0,
      staleTime: Infinity,
      retry: false,
      refetchInterval: (q) => (q.state.data?.status === 'running' ? STATUS_POLL_MS : false),
    },
  );

  return { submit, status, tid, started: submit.data?.started };
}

/**
 * The rows of a search the grid shows, fetched a page at a time as the user scrolls; only the pages on screen and
 * the few most recently shown are kept (older ones are dropped from memory and fetched again if needed).
 */
export function useLogPages(adom: string, tid: string | undefined, total: number | undefined) {
  const [recent, setRecent] = useState<number[]>([0]);
  const [shownTid, setShownTid] = useState(tid);
  if (shownTid !== tid) {
    setShownTid(tid);
    setRecent([0]);
  }
  const results = useQueries({
    queries: recent.map((page) =>
      apiQueryOptions(
        'getLogSearchPage',
        { params: { path: { adom, tid: tid ?? '' }, query: { offset: page * pageSize, limit: pageSize } } },
        { enabled: Boolean(tid), staleTime: Infinity, gcTime: 0, retry: 1 },
      ),
    ),
  });
  const byPage = useMemo(() => {
    const m = new Map<number, LogRow[]>();
    recent.forEach((page, i) => {
      const rows = results[i]?.data?.rows;
      if (rows) m.set(page, rows);
    });
    return m;
    // results is a new array on every render; its data objects are stable
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recent, ...results.map((r) => r.data)]);

  const getRow = useCallback((i: number) => byPage.get(Math.floor(i / pageSize))?.[i % pageSize], [byPage]);
  const onVisibleRowsChange = useCallback(
    (first: number, last: number) => {
      const visible = pagesOfRange(first, last, pageSize, total);
      setRecent((r) => {
        const next = nextRecentPages(r, visible, cachedPages);
        return next.length === r.length && next.every((p, i) => p === r[i]) ? r : next;
      });
    },
    [total],
  );
  const firstPage = results[recent.indexOf(0)];
  const pageError = results.find((r) => r.error)?.error ?? null;
  return { getRow, onVisibleRowsChange, firstPage, pageError, keptPages: byPage.size };
}

/** One page of a search (the CSV export's fetch). */
export async function fetchLogPage(adom: string, tid: string, offset: number, limit: number, signal: AbortSignal) {
  const page = await apiFetch('getLogSearchPage', { params: { path: { adom, tid }, query: { offset, limit } } }, { signal });
  if (page.status === 'error') throw new Error(page.message ?? '');
  return page.rows;
}

export function useLogFiles(adom: string, devid?: string) {
  return useApiQuery('listLogFiles', { params: { path: { adom }, query: { devid } } });
}

export function useLogGroups(adom: string) {
  return useApiQuery('listLogGroups', { params: { path: { adom } } });
}

export function useSavedLogViews(adom: string) {
  return useApiQuery('listSavedLogViews', { params: { path: { adom } } });
}

/** The ADOM's devices, for the device picker. */
export function useAdomDevices(adom: string) {
  return useApiQuery('listManagedDevices', { params: { path: { adom } } });
}
