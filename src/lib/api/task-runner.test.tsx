import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { TimeoutError } from './errors.ts';
import { backoffDelay, runTask, TaskFailedError, useTaskQuery, type TaskBackoff, type TaskDef } from './task-runner.ts';

interface Answer {
  status: 'running' | 'done' | 'error';
  percentage: number;
  message?: string;
}

const BACKOFF: TaskBackoff = { firstDelayMs: 150, factor: 1.6, maxDelayMs: 1000, timeLimitMs: 10_000 };

/** A task whose polls answer `answers` in turn (the last one again once they run out), recording its calls. */
function fakeTask(answers: Answer[], { handle = 'tid-1', backoff = BACKOFF }: { handle?: string; backoff?: TaskBackoff } = {}) {
  const polls: number[] = [];
  const started = Date.now();
  const task: TaskDef<string, Answer> = {
    submit: vi.fn(async () => handle),
    poll: vi.fn(async () => {
      polls.push(Date.now() - started);
      return answers.length > 1 ? answers.shift()! : answers[0];
    }),
    read: (a) => ({ status: a.status === 'error' ? 'failed' : a.status, percentage: a.percentage, message: a.message }),
    cancel: vi.fn(async () => ({})),
    backoff,
  };
  return { task, polls };
}

const running = (percentage: number): Answer => ({ status: 'running', percentage });
const done: Answer = { status: 'done', percentage: 100 };

afterEach(() => vi.useRealTimers());

describe('backoffDelay', () => {
  it.each([
    ['analyzer-like', BACKOFF, [150, 240, 384, 614, 983, 1000, 1000]],
    ['fixed', { firstDelayMs: 300, factor: 1, maxDelayMs: 300, timeLimitMs: 1000 }, [300, 300, 300, 300, 300, 300, 300]],
    ['appliance (catalogue)', constants.taskPolling.appliance, Array(7).fill(constants.taskPolling.appliance.firstDelayMs)],
  ] as const)('%s: waits %j', (_name, backoff, delays) => {
    expect([0, 1, 2, 3, 4, 5, 6].map((step) => backoffDelay(backoff, step))).toEqual(delays);
  });

  it('the catalogue numbers are sane: the first wait is the shortest and the time limit outlasts the longest', () => {
    for (const b of Object.values(constants.taskPolling)) {
      expect(b.firstDelayMs).toBeLessThanOrEqual(b.maxDelayMs);
      expect(b.factor).toBeGreaterThanOrEqual(1);
      expect(b.timeLimitMs).toBeGreaterThan(b.maxDelayMs);
    }
  });
});

describe('runTask', () => {
  it('submits, then polls with the back-off until done, reporting each progress', async () => {
    vi.useFakeTimers();
    const { task, polls } = fakeTask([running(0), running(10), running(30), running(60), running(90), done]);
    const seen: number[] = [];
    const result = runTask(task, { onProgress: (s) => seen.push(s.percentage) });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toEqual(done);
    expect(polls).toEqual([0, 150, 390, 774, 1388, 2371]);
    expect(seen).toEqual([0, 10, 30, 60, 90, 100]);
    expect(task.cancel).not.toHaveBeenCalled();
  });

  it("rejects a failed task with TaskFailedError and the appliance's message, without cancelling it", async () => {
    vi.useFakeTimers();
    const { task } = fakeTask([running(20), { status: 'error', percentage: 100, message: 'The log database is being rebuilt.' }]);
    const result = runTask(task).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await result;
    expect(error).toBeInstanceOf(TaskFailedError);
    expect((error as TaskFailedError<Answer>).message).toBe('The log database is being rebuilt.');
    expect((error as TaskFailedError<Answer>).task.status).toBe('error');
    expect(task.cancel).not.toHaveBeenCalled();
  });

  it('gives up past the time limit: cancels the task and rejects with TimeoutError', async () => {
    vi.useFakeTimers();
    const { task, polls } = fakeTask([running(5)]);
    const result = runTask(task).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(BACKOFF.timeLimitMs - 1);
    expect(task.cancel).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('The appliance did not answer in time.');
    expect(task.cancel).toHaveBeenCalledWith('tid-1');
    const count = polls.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(polls).toHaveLength(count);
  });

  it('stops and cancels the task when abandoned (unless its holder cancels it)', async () => {
    vi.useFakeTimers();
    for (const cancelOnAbort of [true, false]) {
      const { task, polls } = fakeTask([running(5)]);
      const controller = new AbortController();
      const result = runTask(task, { signal: controller.signal, cancelOnAbort }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(200);
      controller.abort(new Error('left'));
      expect(((await result) as Error).message).toBe('left');
      const count = polls.length;
      await vi.advanceTimersByTimeAsync(5_000);
      expect(polls).toHaveLength(count);
      expect(task.cancel).toHaveBeenCalledTimes(cancelOnAbort ? 1 : 0);
    }
  });

  it('passes on a failed poll, cancelling the task it leaves', async () => {
    const { task } = fakeTask([running(5)]);
    task.poll = vi.fn(async () => {
      throw new Error('Task not found.');
    });
    await expect(runTask(task)).rejects.toThrow('Task not found.');
    expect(task.cancel).toHaveBeenCalledWith('tid-1');
  });
});

describe('useTaskQuery', () => {
  function wrapper() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  }

  /** One fake task per option, each with its own handle. */
  function tasksByOption(answers: (option: string) => Answer[]) {
    const made = new Map<string, ReturnType<typeof fakeTask>>();
    const of = (option: string) => {
      if (!made.has(option)) made.set(option, fakeTask(answers(option), { handle: `tid-${option}` }));
      return made.get(option)!;
    };
    return { of };
  }

  it('reports the progress as state, then the answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const tasks = tasksByOption(() => [running(0), running(40), done]);
    const { result } = renderHook(() => useTaskQuery(tasks.of('a').task, { queryKey: ['task', 'a'] }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.progress).toMatchObject({ handle: 'tid-a', status: 'running', percentage: 40 }));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(result.current.data).toEqual(done));
    expect(result.current.progress).toMatchObject({ status: 'done', percentage: 100 });
  });

  it('cancels an unfinished task when the component unmounts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const tasks = tasksByOption(() => [running(10)]);
    const { result, unmount } = renderHook(() => useTaskQuery(tasks.of('a').task, { queryKey: ['task', 'a'] }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.progress?.handle).toBe('tid-a'));
    unmount();
    await waitFor(() => expect(tasks.of('a').task.cancel).toHaveBeenCalledWith('tid-a'));
  });

  it('cancels the old task when an option changes, and runs the new one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const tasks = tasksByOption(() => [running(10)]);
    const { result, rerender } = renderHook(({ option }) => useTaskQuery(tasks.of(option).task, { queryKey: ['task', option] }), {
      wrapper: wrapper(),
      initialProps: { option: 'a' },
    });
    await waitFor(() => expect(result.current.progress?.handle).toBe('tid-a'));
    rerender({ option: 'b' });
    await waitFor(() => expect(result.current.progress?.handle).toBe('tid-b'));
    await waitFor(() => expect(tasks.of('a').task.cancel).toHaveBeenCalledWith('tid-a'));
    expect(tasks.of('b').task.cancel).not.toHaveBeenCalled();
  });

  it('does not cancel a finished task, unless it holds results (a search whose pages are read): then when it is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    for (const holdsResults of [false, true]) {
      const tasks = tasksByOption(() => [done]);
      const { result, rerender, unmount } = renderHook(
        ({ option }) => useTaskQuery(tasks.of(option).task, { queryKey: ['task', option, holdsResults] }, { holdsResults }),
        { wrapper: wrapper(), initialProps: { option: 'a' } },
      );
      await waitFor(() => expect(result.current.data).toEqual(done));
      rerender({ option: 'b' });
      await waitFor(() => expect(result.current.progress).toMatchObject({ handle: 'tid-b', status: 'done' }));
      unmount();
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(tasks.of('a').task.cancel).toHaveBeenCalledTimes(holdsResults ? 1 : 0);
      expect(tasks.of('b').task.cancel).toHaveBeenCalledTimes(holdsResults ? 1 : 0);
    }
  });

  it('surfaces a failed task as the query error, with its message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const tasks = tasksByOption(() => [{ status: 'error', percentage: 100, message: 'Disk full.' }]);
    const { result } = renderHook(() => useTaskQuery(tasks.of('a').task, { queryKey: ['task', 'a'] }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(TaskFailedError));
    expect(result.current.error?.message).toBe('Disk full.');
  });
});
