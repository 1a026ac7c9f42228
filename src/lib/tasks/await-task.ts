import { constants } from '@generated/catalog/constants.ts';
import type { TaskProgress } from '@generated/types/entities.ts';
import { apiFetch } from '@/lib/api/client.ts';
import { sleep as defaultSleep } from '@/lib/time/sleep.ts';

/** A task that ended in error or was cancelled; `task` is its last progress (with the server's detail, if any). */
export class TaskFailedError extends Error {
  constructor(readonly task: TaskProgress) {
    super(task.message ?? `Task ${task.id} ended: ${task.state}`);
    this.name = 'TaskFailedError';
  }
}

export interface AwaitTaskOptions {
  /** each progress the task reports */
  onProgress?: (task: TaskProgress) => void;
  /** stops polling (the promise rejects with the signal's reason) */
  signal?: AbortSignal;
  /** between polls; constants.polling.taskProgressMs by default */
  pollMs?: number;
  /** for tests */
  sleep?: (ms: number) => Promise<void>;
  /** for tests: reads one progress */
  getProgress?: (taskid: number) => Promise<TaskProgress>;
}

function readProgress(taskid: number): Promise<TaskProgress> {
  return apiFetch('getTaskProgress', { params: { path: { taskid } } });
}

/**
 * Polls a task created by a call (retrieve, revert, install, export …) until it is done; rejects with
 * TaskFailedError when it ends in error or is cancelled, and with the call's error when a poll fails.
 */
export async function awaitTask(taskid: number, options: AwaitTaskOptions = {}): Promise<TaskProgress> {
  const { onProgress, signal, pollMs = constants.polling.taskProgressMs, sleep = defaultSleep, getProgress = readProgress } = options;
  for (;;) {
    signal?.throwIfAborted();
    const task = await getProgress(taskid);
    signal?.throwIfAborted();
    onProgress?.(task);
    if (task.state === 'done') return task;
    if (task.state === 'error' || task.state === 'cancelled') throw new TaskFailedError(task);
    await sleep(pollMs);
  }
}
