// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useCallback, useMemo, useState } from 'react';
import { useQueries, type QueryKey } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import type { LogRow, LogSearchResult } from '@generated/types/entities.ts';
import { periodRange } from '@/features/fortiview/dashboards/index.ts';
import { endpointQueryOptions, fetchEndpoint } from '@/lib/api/endpoint.ts';
import { cancelLogSearch, getLogSearchPage, submitLogSearch } from '@/lib/api/endpoints/logview.gen.ts';
import { ApiError } from '@/lib/api/errors.ts';
import { settledAnswer, taskQueryOptions, useTaskQuery, type TaskDef, type TaskState } from '@/lib/api/task-runner.ts';
import { cachedPages, pageSize, periodKind } from './catalog.ts';
import { nextRecentPages, pagesOfRange } from './logic/recent-pages.ts';
import type { LogSort } from './logic/nav-state.ts';

/** What a log list searches: the same spec is one search. */
interface LogSearchSpec {
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

const searchState = (page: LogSearchResult): TaskState => ({
  status: page.status === 'done' ? 'done' : page.status === 'running' ? 'running' : 'failed',
  percentage: page.percentage,
  message: page.message,
});

/** A log search as an analyzer task: submitLogSearch, then its progress (a one-log page) until counted; cancelLogSearch. */
function searchTask({ adom, logtype, subtype, period, devices, filter, sort }: LogSearchSpec): TaskDef<string, LogSearchResult> {
  return {
    submit: async (signal) => {
      const body = {
        logtype,
        subtype,
        timeRange: periodRange(period, periodKind, Date.now()),
        devices: devices.length ? devices : undefined,
        filter: filter.trim() || undefined,
        sortBy: sort,
      };
      return (await fetchEndpoint(submitLogSearch, { params: { path: { adom } }, body }, { signal })).tid;
    },
    poll: (tid, signal) => fetchEndpoint(getLogSearchPage, { params: { path: { adom, tid }, query: { offset: 0, limit: 1 } } }, { signal }),
    read: searchState,
    cancel: (tid) => fetchEndpoint(cancelLogSearch, { params: { path: { adom, tid } } }),
    backoff: constants.taskPolling.analyzer,
  };
}

/**
 * Submits the search and follows its count (not generated: a task of three operations, refreshed at the live
 * list's pace). A new spec (or `refetch`, or every `refreshMs` of a live list) submits a new one; the one it replaces,
 * or the one left when the list closes, is cancelled on the analyzer. `tid` is there as soon as the search is
 * accepted (its pages can be read while it counts); `total` once it is counted.
 */
export function useLogSearch(spec: LogSearchSpec, { refreshMs = false }: { refreshMs?: number | false } = {}) {
  const { adom, ...about } = spec;
  const search = useTaskQuery(
    searchTask(spec),
    { ...taskQueryOptions(submitLogSearch, { params: { path: { adom } }, body: about }), refetchInterval: refreshMs },
    { holdsResults: true },
  );
  const { progress } = search;
  return {
    search,
    tid: progress?.handle,
    /** this run of the search: a new run may be given the task id of the last one, whose pages are then out of date */
    run: progress?.run,
    total: progress?.status === 'done' ? progress.answer?.total : undefined,
    percentage: progress?.status === 'running' ? progress.percentage : undefined,
  };
}

/** The rows of one page of a search, or TaskFailedError with the analyzer's reason when the search failed. */
function pageOptions(adom: string, tid: string | undefined, run: number | undefined, page: number) {
  const options = endpointQueryOptions(
    getLogSearchPage,
    { params: { path: { adom, tid: tid ?? '' }, query: { offset: page * pageSize, limit: pageSize } } },
    { enabled: Boolean(tid), parse: (answer) => settledAnswer(searchState, answer) },
  );
  return { ...options, queryKey: [...options.queryKey, { run }] as QueryKey as typeof options.queryKey };
}

/**
 * The rows of a search the grid shows, fetched a page at a time as the user scrolls; only the pages on screen and
 * the few most recently shown are kept (older ones are dropped from memory and fetched again if needed).
 */
export function useLogPages(adom: string, tid: string | undefined, run: number | undefined, total: number | undefined) {
  const [recent, setRecent] = useState<number[]>([0]);
  const [shownRun, setShownRun] = useState(run);
  if (shownRun !== run) {
    setShownRun(run);
    setRecent([0]);
  }
  const results = useQueries({ queries: recent.map((page) => pageOptions(adom, tid, run, page)) });
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

/** One page of a counted search (the CSV export's page loop); TaskFailedError when the search failed. */
export async function fetchLogPage(adom: string, tid: string, offset: number, limit: number, signal: AbortSignal) {
  const page = await fetchEndpoint(getLogSearchPage, { params: { path: { adom, tid }, query: { offset, limit } } }, { signal });
  return settledAnswer(searchState, page).rows;
}
