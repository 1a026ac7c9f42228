import type { Task } from './api.ts';

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
