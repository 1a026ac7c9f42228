import type { Task } from '@generated/types/entities.ts';

const ACTIVE: ReadonlySet<Task['state']> = new Set(['pending', 'running']);

/** Tasks still under way (pending or running), newest first. */
export function activeTasks(tasks: readonly Task[]): Task[] {
  return tasks.filter((t) => ACTIVE.has(t.state)).sort((a, b) => b.id - a.id);
}

/** The task's title with its %s placeholders filled from params, in order. */
export function taskTitle(task: Pick<Task, 'title' | 'params'>): string {
  let i = 0;
  return task.title.replace(/%s/g, () => String(task.params[i++] ?? ''));
}

/** How a task's progress shows: a bar in the state's colour, or, for a cancelled task, no bar but its status. */
export type TaskProgressView = { kind: 'bar'; status: 'active' | 'success' | 'exception' | 'normal' } | { kind: 'cancelled' };

export function taskProgressView(task: Pick<Task, 'state'>): TaskProgressView {
  switch (task.state) {
    case 'cancelled':
      return { kind: 'cancelled' };
    case 'error':
      return { kind: 'bar', status: 'exception' };
    case 'done':
      return { kind: 'bar', status: 'success' };
    case 'running':
      return { kind: 'bar', status: 'active' };
    default:
      return { kind: 'bar', status: 'normal' };
  }
}
