import { describe, expect, it, vi } from 'vitest';
import type { TaskProgress } from '@generated/types/entities.ts';
import { constants } from '@generated/catalog/constants.ts';
import { awaitTask, TaskFailedError } from './await-task.ts';

function stages(...states: Array<Partial<TaskProgress>>) {
  const queue = states.map((s, i) => ({ id: 731, percent: i * 10, state: 'running', ...s }) as TaskProgress);
  return vi.fn(async () => queue.shift()!);
}

describe('awaitTask', () => {
  it('polls until the task is done, reporting each progress, and waits the catalogue interval between polls', async () => {
    const getProgress = stages({ state: 'pending', percent: 0 }, { percent: 40 }, { percent: 100, state: 'done' });
    const sleep = vi.fn(async () => {});
    const seen: number[] = [];
    const last = await awaitTask(731, { getProgress, sleep, onProgress: (t) => seen.push(t.percent) });
    expect(last.state).toBe('done');
    expect(seen).toEqual([0, 40, 100]);
    expect(getProgress).toHaveBeenCalledWith(731);
    expect(sleep.mock.calls).toEqual([[constants.taskPolling.appliance.firstDelayMs], [constants.taskPolling.appliance.firstDelayMs]]);
  });

  it.each([['error'], ['cancelled']] as const)('rejects with the last progress when the task ends in %s', async (state) => {
    const getProgress = stages({ percent: 30 }, { percent: 30, state, message: 'Device unreachable.' });
    const failure = await awaitTask(731, { getProgress, sleep: async () => {} }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TaskFailedError);
    expect((failure as TaskFailedError).task).toMatchObject({ state, message: 'Device unreachable.' });
  });

  it('stops polling once aborted (the dialog was closed)', async () => {
    const controller = new AbortController();
    const getProgress = vi.fn(async () => ({ id: 731, percent: 10, state: 'running' }) as TaskProgress);
    const sleep = vi.fn(async () => controller.abort(new Error('closed')));
    await expect(awaitTask(731, { getProgress, sleep, signal: controller.signal })).rejects.toThrow('closed');
    expect(getProgress).toHaveBeenCalledTimes(1);
  });

  it('passes on a failed poll', async () => {
    const getProgress = vi.fn(async () => {
      throw new Error('Task not found.');
    });
    await expect(awaitTask(9, { getProgress, sleep: async () => {} })).rejects.toThrow('Task not found.');
  });
});
