import { constants } from '@generated/catalog/constants.ts';
import type { TaskProgress } from '@generated/types/entities.ts';
import { fetchEndpoint } from '@/lib/api/endpoint.ts';
import { getTaskProgress } from '@/lib/api/endpoints/startup.gen.ts';
import { runTask, TaskFailedError as FailedTask } from '@/lib/api/task-runner.ts';

/** A task that ended in error or was cancelled; `task` is its last progress (with the server's detail, if any). */
export class TaskFailedError extends FailedTask<TaskProgress> {
  constructor(task: TaskProgress) {
    super(task, task.message ?? `Task ${task.id} ended: ${task.state}`);
  }
}

export interface AwaitTaskOptions {
  /** each progress the task reports */
  onProgress?: (task: TaskProgress) => void;
  /** stops polling (the promise rejects with the signal's reason) */
  signal?: AbortSignal;
  /** for tests: the wait between polls (constants.taskPolling.appliance) */
  sleep?: (ms: number) => Promise<void>;
  /** for tests: reads one progress */
  getProgress?: (taskid: number) => Promise<TaskProgress>;
}

/**
 * Polls a task created by a call (retrieve, revert, install, export …) with the appliance tasks' back-off until it
 * is done; rejects with TaskFailedError when it ends in error or is cancelled, with the call's error when a poll
 * fails, and with TimeoutError past the time limit.
 */
export async function awaitTask(taskid: number, { onProgress, signal, sleep, getProgress }: AwaitTaskOptions = {}): Promise<TaskProgress> {
  try {
    return await runTask<number, TaskProgress>(
      {
        submit: async () => taskid,
        poll: (id, own) => (getProgress ? getProgress(id) : fetchEndpoint(getTaskProgress, { params: { path: { taskid: id } } }, { signal: own })),
        read: (task) => ({
          status: task.state === 'done' ? 'done' : task.state === 'error' || task.state === 'cancelled' ? 'failed' : 'running',
          percentage: task.percent,
          message: task.message,
        }),
        backoff: constants.taskPolling.appliance,
      },
      { signal, onProgress: (_state, task) => onProgress?.(task), wait: sleep && ((ms) => sleep(ms)) },
    );
  } catch (error) {
    throw error instanceof FailedTask && !(error instanceof TaskFailedError) ? new TaskFailedError(error.task as TaskProgress) : error;
  }
}
