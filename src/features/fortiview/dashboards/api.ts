// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { fetchEndpoint, type ApiData, type ApiInit } from '@/lib/api/endpoint.ts';
import { isQueryOf } from '@/lib/api/operations.ts';
import { cancelFortiviewQuery, getFortiviewResult, runFortiviewQuery } from '@/lib/api/endpoints/fortiview.gen.ts';
import { taskQueryFn, taskQueryOptions, useTaskQuery, type TaskDef } from '@/lib/api/task-runner.ts';

/** What identifies a widget's data: the same spec in two widgets is one query, submitted once. */
export interface WidgetQuerySpec {
  adom: string;
  viewName: string;
  /** time-period token (resolved to a range when the query runs) */
  period: string;
  limit?: number;
  devices?: string[];
  filter?: string;
  sortBy?: NonNullable<ApiInit<'runFortiviewQuery'>>['body']['sortBy'];
}

/** The most rows a page of a result holds (getFortiviewResult's limit). */
const RESULT_PAGE = 1000;

/** A widget's query as an analyzer task: runFortiviewQuery, then getFortiviewResult until done; cancelFortiviewQuery. */
function widgetTask(spec: WidgetQuerySpec, resolveRange: (period: string) => { start: string; end: string }): TaskDef<string, ApiData<'getFortiviewResult'>> {
  const { adom, viewName, period, ...rest } = spec;
  return {
    submit: async (signal) =>
      (await fetchEndpoint(runFortiviewQuery, { params: { path: { adom, viewName } }, body: { timeRange: resolveRange(period), ...rest } }, { signal })).tid,
    // the whole result in one page: the run's top-N counts keys (series of a timeline, flows), not rows, so a
    // timeline of 10 series over 48 buckets is 480 rows
    poll: (tid, signal) =>
      fetchEndpoint(getFortiviewResult, { params: { path: { adom, viewName, tid }, query: { offset: 0, limit: RESULT_PAGE } } }, { signal }),
    read: (result) => ({
      status: result.status === 'done' ? 'done' : result.status === 'running' ? 'running' : 'failed',
      percentage: result.percentage,
      message: result.message,
    }),
    cancel: (tid) => fetchEndpoint(cancelFortiviewQuery, { params: { path: { adom, viewName, tid } } }),
    backoff: constants.taskPolling.analyzer,
  };
}

/** The cache key and rule of a widget's query: what it is about, not the range its period resolves to. */
function widgetQueryRule(spec: WidgetQuerySpec) {
  const { adom, viewName, ...about } = spec;
  return taskQueryOptions(runFortiviewQuery, { params: { path: { adom, viewName } }, body: about });
}

/** An answer stays fresh for the widget's refresh period, or the operation's cache rule without one. */
const widgetStaleTime = (rule: { staleTime?: number }, refetchInterval: number | false) =>
  typeof refetchInterval === 'number' ? refetchInterval : rule.staleTime;

/**
 * Starts a widget's query before the widget is drawn (a dashboard opened by its address: as soon as the route is
 * known), as the same query the widget then shows: it finds it running or answered, with its percentage.
 */
export function prefetchWidgetData(
  client: QueryClient,
  spec: WidgetQuerySpec,
  { refetchInterval, resolveRange }: Omit<UseWidgetDataOptions, 'enabled'>,
): Promise<void> {
  const rule = widgetQueryRule(spec);
  return client.prefetchQuery({
    queryKey: rule.queryKey,
    queryFn: taskQueryFn(client, widgetTask(spec, resolveRange), rule.queryKey),
    staleTime: widgetStaleTime(rule, refetchInterval),
    gcTime: rule.gcTime,
  });
}

interface UseWidgetDataOptions {
  /** false until the widget is near the viewport */
  enabled: boolean;
  /** refresh period in ms; false for none */
  refetchInterval: number | false;
  /** resolves the period token to a range at the moment the query runs */
  resolveRange: (period: string) => { start: string; end: string };
}

/**
 * A widget's data and the percentage of its running query (not generated: a task of three operations, whose
 * freshness follows the widget's refresh period). A failed run's error is a TaskFailedError with the analyzer's reason.
 */
export function useWidgetData(spec: WidgetQuerySpec, { enabled, refetchInterval, resolveRange }: UseWidgetDataOptions) {
  const rule = widgetQueryRule(spec);
  const query = useTaskQuery(widgetTask(spec, resolveRange), {
    ...rule,
    enabled,
    // a refresh keeps showing the last answer until the new one arrives; so does a changed option
    placeholderData: keepPreviousData,
    refetchInterval,
    // refresh pauses while the page is hidden
    refetchIntervalInBackground: false,
    staleTime: widgetStaleTime(rule, refetchInterval),
  });
  const percentage = query.progress?.status === 'running' ? query.progress.percentage : undefined;
  return { ...query, percentage };
}

/**
 * Whether a wall that turns through `count` dashboards every `periodMs` comes back to each before its answers go
 * stale (the widget query's cache rule): then it keeps them all, and shows them again at once as they are.
 */
export function wallComesBackFresh(count: number, periodMs: number): boolean {
  return (count - 1) * periodMs < (runFortiviewQuery.rule.staleTime ?? 0);
}

/**
 * Forgets the widget answers no widget has shown since the last call, and returns those nobody shows now. NOC mode
 * calls it on each turn of the wall, with what the previous turn returned: the wall keeps the answers of the
 * dashboard it shows and of the one it just left (a step back draws at once), not those of every dashboard it turned
 * through within the cache rule's gcTime (unless it comes back to them while they are fresh: wallComesBackFresh). A
 * run still going is cancelled with its query.
 */
export function forgetUnshownWidgetAnswers(client: QueryClient, unshownBefore: ReadonlySet<string>): Set<string> {
  const cache = client.getQueryCache();
  const unshown = new Set<string>();
  for (const query of cache.findAll({ predicate: (q) => isQueryOf(q.queryKey, runFortiviewQuery.opId) && q.getObserversCount() === 0 })) {
    if (unshownBefore.has(query.queryHash)) cache.remove(query);
    else unshown.add(query.queryHash);
  }
  return unshown;
}
