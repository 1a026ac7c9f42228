/**
 * One way to run a task the appliance works on in the background (FortiView widget data, a log search, a retrieve
 * or install): submit it through its generated endpoint, poll it with the spec's back-off (constants.json
 * `taskPolling`: first delay, factor, longest delay, time limit) until it is done, and cancel it on the appliance
 * when nobody waits for it any more. A task that fails rejects with TaskFailedError carrying the appliance's message;
 * one past its time limit is cancelled and rejects with TimeoutError ('The appliance did not answer in time.').
 *
 * `useTaskQuery` runs a task as a TanStack query: its answer is the query's data, and its progress (task id,
 * percentage, status, last answer) is React state held in the query cache beside it, so every component showing
 * the same task sees the same progress. The task is cancelled when the component unmounts or its options change
 * (a new query supersedes the old one).
 */
import { useEffect, useRef } from 'react';
import { skipToken, useQuery, useQueryClient, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { OperationId } from './client.ts';
import type { AdomParam, Endpoint } from './endpoint.ts';
import { TimeoutError } from './errors.ts';

/** How a task is polled (a `taskPolling` entry of constants.json). */
export interface TaskBackoff {
  readonly firstDelayMs: number;
  readonly factor: number;
  readonly maxDelayMs: number;
  readonly timeLimitMs: number;
}

/** What one poll says about the task. */
export interface TaskState {
  status: 'running' | 'done' | 'failed';
  percentage: number;
  /** why it failed, in the appliance's words */
  message?: string;
}

/** A kind of task: how it is submitted, polled, read and cancelled. `H` is its handle (task id), `A` a poll's answer. */
export interface TaskDef<H, A> {
  submit: (signal: AbortSignal) => Promise<H>;
  poll: (handle: H, signal: AbortSignal) => Promise<A>;
  read: (answer: A) => TaskState;
  /** the appliance's cancel operation, if the task has one */
  cancel?: (handle: H) => Promise<unknown>;
  backoff: TaskBackoff;
}

/** The task ended in failure; `task` is its last answer, the message the appliance's reason. */
export class TaskFailedError<A = unknown> extends Error {
  constructor(
    readonly task: A,
    message: string,
  ) {
    super(message);
    this.name = 'TaskFailedError';
  }
}

/** The answer itself when the task did not fail; TaskFailedError otherwise (a page read after the task ended). */
export function settledAnswer<A>(read: (answer: A) => TaskState, answer: A): A {
  const state = read(answer);
  if (state.status === 'failed') throw new TaskFailedError(answer, state.message ?? '');
  return answer;
}

/** The wait after poll `step` (0 first): firstDelayMs, then factor times longer each time, at most maxDelayMs. */
export function backoffDelay(backoff: TaskBackoff, step: number): number {
  return Math.min(backoff.maxDelayMs, Math.round(backoff.firstDelayMs * backoff.factor ** step));
}

/** setTimeout as a promise that rejects with the signal's reason when it aborts. */
export function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
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

export interface RunTaskOptions<H, A> {
  /** abandons the task (it is cancelled on the appliance unless `cancelOnAbort` is false) */
  signal?: AbortSignal;
  onSubmitted?: (handle: H) => void;
  onProgress?: (state: TaskState, answer: A, handle: H) => void;
  /** false when the caller cancels the task itself (a search whose pages are read after it is done) */
  cancelOnAbort?: boolean;
  /** for tests: the wait between polls */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/**
 * Submits the task and polls it until it is done (its last answer), failed (TaskFailedError) or past its time
 * limit (TimeoutError). A task left unfinished (abandoned, timed out, a poll failed) is cancelled on the appliance.
 */
export async function runTask<H, A>(task: TaskDef<H, A>, options: RunTaskOptions<H, A> = {}): Promise<A> {
  const { signal, onSubmitted, onProgress, cancelOnAbort = true, wait = abortableWait } = options;
  const run = new AbortController();
  const abandon = () => run.abort(signal?.reason);
  if (signal?.aborted) abandon();
  signal?.addEventListener('abort', abandon, { once: true });
  const limit = setTimeout(() => run.abort(new TimeoutError(task.backoff.timeLimitMs)), task.backoff.timeLimitMs);
  let submitted: { handle: H } | undefined;
  let settled = false;
  try {
    run.signal.throwIfAborted();
    const handle = await task.submit(run.signal);
    run.signal.throwIfAborted();
    submitted = { handle };
    onSubmitted?.(handle);
    for (let step = 0; ; step++) {
      const answer = await task.poll(handle, run.signal);
      run.signal.throwIfAborted();
      const state = task.read(answer);
      onProgress?.(state, answer, handle);
      if (state.status !== 'running') {
        settled = true;
        return settledAnswer(task.read, answer);
      }
      await wait(backoffDelay(task.backoff, step), run.signal);
      run.signal.throwIfAborted();
    }
  } catch (error) {
    if (submitted && !settled && cancelOnAbort && task.cancel) void task.cancel(submitted.handle).catch(() => {});
    throw run.signal.aborted ? run.signal.reason : error;
  } finally {
    clearTimeout(limit);
    signal?.removeEventListener('abort', abandon);
  }
}

// ---- as a query ---------------------------------------------------------------------------------------------------

/** Where a task query's run stands (null before it is submitted). */
export interface TaskProgress<H, A> {
  handle: H;
  /** when this run was submitted (performance.now()): a new run may get the same handle */
  run: number;
  status: TaskState['status'];
  percentage: number;
  /** the last poll's answer */
  answer?: A;
}

/** The cache key of a task query's progress. */
export function taskProgressKey(queryKey: QueryKey): QueryKey {
  return [...queryKey, 'progress'];
}

/** The key and cache rule of a task submitted by this endpoint (its `x-query`), the key naming what it is about. */
export function taskQueryOptions<K extends OperationId, P extends AdomParam | never>(ep: Endpoint<K, P>, about: object) {
  const { invalidates: _, ...rule } = ep.rule;
  return { queryKey: [ep.opId, about] as QueryKey, ...rule };
}

/**
 * The query function of a task query: runs the task, its progress kept in the cache beside the answer. useTaskQuery
 * runs it; so can a prefetch of the same query (queryClient.prefetchQuery), whose progress a component showing the
 * query later reads the same way.
 */
export function taskQueryFn<H, A>(client: QueryClient, task: TaskDef<H, A>, queryKey: QueryKey, { holdsResults = false }: { holdsResults?: boolean } = {}) {
  const progressKey = taskProgressKey(queryKey);
  return ({ signal }: { signal: AbortSignal }): Promise<A> => {
    let run = 0;
    return runTask(task, {
      signal,
      cancelOnAbort: !holdsResults,
      onSubmitted: (handle) => {
        run = performance.now();
        client.setQueryData<TaskProgress<H, A>>(progressKey, { handle, run, status: 'running', percentage: 0 });
      },
      onProgress: (state, answer, handle) =>
        client.setQueryData<TaskProgress<H, A>>(progressKey, { handle, run, status: state.status, percentage: state.percentage, answer }),
    });
  };
}

export type TaskQueryOptions<A, TData> = Omit<UseQueryOptions<A, Error, TData>, 'queryFn'>;

/**
 * Runs the task as a query (see the file's header). With `holdsResults` the task keeps what it found on the
 * appliance after it is done (a search whose pages are read): it is cancelled when it is replaced or left, done
 * or not; otherwise only an unfinished task is cancelled.
 */
export function useTaskQuery<H, A, TData = A>(
  task: TaskDef<H, A>,
  options: TaskQueryOptions<A, TData>,
  { holdsResults = false }: { holdsResults?: boolean } = {},
) {
  const client = useQueryClient();
  const progressKey = taskProgressKey(options.queryKey);
  const query = useQuery<A, Error, TData>({
    ...options,
    queryFn: taskQueryFn(client, task, options.queryKey, { holdsResults }),
  });
  const progress = useQuery<TaskProgress<H, A> | null>({
    queryKey: progressKey,
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: options.gcTime,
  }).data;

  // a task holding results is cancelled when its query moves on to another one, or the component leaves
  const cancel = useRef(task.cancel);
  useEffect(() => {
    cancel.current = task.cancel;
  });
  const held = holdsResults ? progress?.handle : undefined;
  useEffect(() => {
    const release = cancel.current;
    if (held === undefined || !release) return;
    return () => void release(held).catch(() => {});
  }, [held]);

  return { ...query, progress: progress ?? null };
}
