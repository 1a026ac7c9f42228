/**
 * Tasks: a call that starts work on the appliance (retrieve, revert, install, image download, export, import, log
 * fetch …) adds a task to the task list; each poll of the list (listTasks) or of the task (getTaskProgress) moves it
 * on by one step until it is done. When it is done its completion runs: the change the work makes (a device back in
 * sync, an image in the list) is applied then, not when the call was made.
 *
 * A group registers what its tasks do when done with `onTaskDone(kind, effect)` and starts one with
 * `startTask(call, { … , done: { kind, … } })`.
 */
import type { Answer, Call, Rules } from '../call.ts';

export type Task = Answer<'listTasks'>[number];

/** What a finished task changes, with the facts it needs (kept with the task, so it survives a restart). */
export interface Completion {
  kind: string;
  [fact: string]: unknown;
}

type StoredTask = Task & { steps?: number; done?: Completion };

const KEY = 'tasks';
/** Polls a task takes from start to done unless said otherwise. */
const DEFAULT_STEPS = 3;

const completions = new Map<string, (call: Call, done: Completion) => Promise<void> | void>();

/** What a kind of task changes when it is done. */
export function onTaskDone(kind: string, effect: (call: Call, done: Completion) => Promise<void> | void): void {
  completions.set(kind, effect);
}

const now = () => Math.floor(Date.now() / 1000);

/** Who the persona signs in as (the task's user): read once per persona from its system configuration. */
const usernames = new Map<string, Promise<string>>();
function usernameOf(call: Call): Promise<string> {
  let name = usernames.get(call.persona);
  if (!name) {
    name = call.example({ op: 'getSysConfig' }).then((config) => config.username);
    usernames.set(call.persona, name);
    name.catch(() => usernames.delete(call.persona));
  }
  return name;
}

async function tasksOf(call: Call): Promise<StoredTask[]> {
  return call.doc<StoredTask[]>(KEY, () => call.example({ op: 'listTasks' }));
}

export interface StartTask {
  group: string;
  /** the title with %s placeholders, filled from params */
  title: string;
  params?: (string | number)[];
  adom?: string;
  /** the administrator who started it (default: the one signed in) */
  user?: string;
  /** polls until done (default 3); 0: done at once */
  steps?: number;
  done?: Completion;
}

/** Adds a running task for this call's world; answers its id. */
export async function startTask(call: Call, start: StartTask): Promise<number> {
  const tasks = await tasksOf(call);
  const id = tasks.reduce((max, t) => Math.max(max, t.id), 0) + 1;
  const task: StoredTask = {
    id,
    group: start.group,
    title: start.title,
    params: start.params ?? [],
    percent: 0,
    state: 'running',
    user: start.user ?? (await usernameOf(call)),
    ...(start.adom ? { adom: start.adom } : {}),
    start_time: now(),
    end_time: null,
    steps: start.steps ?? DEFAULT_STEPS,
    ...(start.done ? { done: start.done } : {}),
  } as StoredTask;
  tasks.unshift(task);
  call.set(KEY, tasks);
  if (task.steps === 0) await advance(call, tasks, task);
  return id;
}

async function advance(call: Call, tasks: StoredTask[], task: StoredTask) {
  if (task.state !== 'running' && task.state !== 'pending') return;
  const steps = Math.max(1, task.steps ?? DEFAULT_STEPS);
  task.state = 'running';
  task.percent = Math.min(100, task.percent + Math.ceil(100 / steps));
  if (task.percent >= 100) {
    task.percent = 100;
    task.state = 'done';
    (task as { end_time: number | null }).end_time = now();
    call.set(KEY, tasks);
    if (task.done) await completions.get(task.done.kind)?.(call, task.done);
  }
  call.set(KEY, tasks);
}

/** The task list as the appliance shows it (without the facts kept for completion). */
const shown = (task: StoredTask): Task => {
  const { steps: _steps, done: _done, ...rest } = task;
  return rest as Task;
};

export const taskRules: Rules = {
  async listTasks(call) {
    const tasks = await tasksOf(call);
    // the examples' own running tasks stay as they are; the ones started here move on
    for (const task of tasks) if (task.steps !== undefined) await advance(call, tasks, task);
    return call.ok(tasks.map(shown));
  },
  async getTaskProgress(call) {
    const tasks = await tasksOf(call);
    const task = tasks.find((t) => t.id === Number(call.path.taskid));
    // a task this world did not start: the example answers (the wizard's download example)
    if (!task) return call.forward();
    await advance(call, tasks, task);
    return call.ok({ id: task.id, percent: task.percent, state: task.state, ...(task.state === 'error' ? { message: 'Task failed.' } : {}) });
  },
};
