// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useSyncExternalStore } from 'react';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client.ts';
import { apiQueryKey } from '@/lib/api/operations.ts';
import type { ApiSchema } from '@/lib/api/schemas.ts';

export type FortiviewQuery = ApiSchema<'FortiviewQuery'>;
export type FortiviewResult = ApiSchema<'FortiviewResult'>;

/** What identifies a widget's data: the same spec in two widgets is one query, submitted once. */
export interface WidgetQuerySpec {
  adom: string;
  viewName: string;
  /** time-period token (resolved to a range when the query runs) */
  period: string;
  limit?: number;
  devices?: string[];
  filter?: string;
  sortBy?: FortiviewQuery['sortBy'];
}

/** The analyzer said the run failed (status error); its message is shown. */
export class WidgetRunError extends Error {}

/** How long to wait between polls of a running query: short at first, then up to a second. */
const POLL_FIRST_MS = 150;
const POLL_MAX_MS = 1000;

// percentage of each running query by its key, for the widgets that wait for it
const progress = new Map<string, number>();
const listeners = new Set<() => void>();
function setProgress(key: string, value: number | undefined) {
  if (value === undefined) progress.delete(key);
  else progress.set(key, value);
  listeners.forEach((l) => l());
}
function subscribe(l: () => void) {
  listeners.add(l);
  return () => void listeners.delete(l);
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener('abort', abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener('abort', abort, { once: true });
  });
}

export function widgetQueryKey(spec: WidgetQuerySpec) {
  const { adom, viewName, ...body } = spec;
  return apiQueryKey('runFortiviewQuery', { params: { path: { adom, viewName } }, body });
}

/**
 * Runs a widget's query as the analyzer does it: submit, then poll the task until it is done, reporting its
 * percentage. When the query is abandoned (an option changed, the widget left the page and no other widget waits
 * for the same data) the signal aborts and the run is cancelled on the analyzer too.
 */
export async function runWidgetQuery(
  spec: WidgetQuerySpec,
  range: { start: string; end: string },
  signal: AbortSignal,
  onProgress: (percentage: number) => void = () => {},
): Promise<FortiviewResult> {
  const { adom, viewName, period: _period, ...rest } = spec;
  const body: FortiviewQuery = { timeRange: range, ...rest };
  const { tid } = await apiFetch('runFortiviewQuery', { params: { path: { adom, viewName } }, body }, { signal });
  let finished = false;
  const cancel = () => {
    if (finished) return;
    void apiFetch('cancelFortiviewQuery', { params: { path: { adom, viewName, tid } } }).catch(() => {});
  };
  signal.addEventListener('abort', cancel, { once: true });
  try {
    let delay = POLL_FIRST_MS;
    for (;;) {
      const result = await apiFetch(
        'getFortiviewResult',
        { params: { path: { adom, viewName, tid }, query: { offset: 0, limit: spec.limit ?? 1000 } } },
        { signal },
      );
      if (result.status === 'done') {
        finished = true;
        return result;
      }
      if (result.status === 'error' || result.status === 'cancelled') {
        finished = true;
        throw new WidgetRunError(result.message ?? '');
      }
      onProgress(result.percentage);
      await wait(delay, signal);
      delay = Math.min(POLL_MAX_MS, Math.round(delay * 1.6));
    }
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

export interface UseWidgetDataOptions {
  /** false until the widget is near the viewport */
  enabled: boolean;
  /** refresh period in ms; false for none */
  refetchInterval: number | false;
  /** resolves the period token to a range at the moment the query runs */
  resolveRange: (period: string) => { start: string; end: string };
}

/** A widget's data and the percentage of its running query. */
export function useWidgetData(spec: WidgetQuerySpec, { enabled, refetchInterval, resolveRange }: UseWidgetDataOptions) {
  const queryKey = widgetQueryKey(spec);
  const hash = JSON.stringify(queryKey);
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      try {
        return await runWidgetQuery(spec, resolveRange(spec.period), signal, (p) => setProgress(hash, p));
      } finally {
        setProgress(hash, undefined);
      }
    },
    enabled,
    // a refresh keeps showing the last answer until the new one arrives; so does a changed option
    placeholderData: keepPreviousData,
    refetchInterval,
    // refresh pauses while the page is hidden
    refetchIntervalInBackground: false,
    staleTime: typeof refetchInterval === 'number' ? refetchInterval : 60_000,
    // a query nobody shows is dropped soon: dashboards ask many, and answers go stale quickly
    gcTime: 60_000,
  });
  const percentage = useSyncExternalStore(subscribe, () => progress.get(hash));
  return { ...query, percentage };
}
