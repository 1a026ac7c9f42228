import { useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateAfter, type EndpointRule } from '@/lib/api/endpoint.ts';
import { awaitTask, TaskFailedError } from '@/lib/tasks/await-task.ts';
import { startConfigAction, type ConfigAction } from './api.ts';
import { msg, type MessageKey } from './text.ts';

/** The messages of each action: the spec's for retrieve and revert. */
const TEXTS: Record<ConfigAction, { started: MessageKey; failed: MessageKey; running: MessageKey; done: MessageKey }> = {
  retrieve: { started: 'devconf.retrieveStarted', failed: 'devconf.retrieveFailed', running: 'devconf.running.retrieve', done: 'devconf.done.retrieve' },
  revert: { started: 'devconf.revertStarted', failed: 'devconf.revertFailed', running: 'devconf.running.revert', done: 'devconf.done.revert' },
  install: { started: 'devconf.installStarted', failed: 'devconf.installFailed', running: 'devconf.running.install', done: 'devconf.done.install' },
};

/** What a finished retrieve, revert or install makes stale: the review, the devices' status and the bell's count. */
const DONE_MAKES_STALE: EndpointRule = { invalidates: ['listOutOfSyncDevices', 'listManagedDevices', 'listNotifications'] };

export type ActionState =
  | { phase: 'idle' }
  | { phase: 'starting' | 'running'; action: ConfigAction; percent: number; label: string }
  | { phase: 'failed'; action: ConfigAction; message: string; detail?: string };

/**
 * Runs retrieve, revert or install-latest on the chosen devices: the call creates a task ('A task is created to …'),
 * the task is awaited with its progress, and the review, the device list and the bell are read again when it ends. A refused call or a failed task
 * says 'Failed to … the device configurations.' (with the task's detail). Closing the review stops the waiting.
 */
export function useConfigAction(adomOid: number | null) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [state, setState] = useState<ActionState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    controller.current?.abort();
    setState({ phase: 'idle' });
  }, [adomOid]);
  useEffect(() => () => controller.current?.abort(), []);

  async function run(action: ConfigAction, oids: number[]) {
    if (adomOid === null || oids.length === 0) return;
    const texts = TEXTS[action];
    const own = new AbortController();
    controller.current?.abort();
    controller.current = own;
    const label = msg(texts.running);
    setState({ phase: 'starting', action, percent: 0, label });
    let taskid: number;
    try {
      taskid = await startConfigAction(action, adomOid, oids);
    } catch {
      if (own.signal.aborted) return;
      setState({ phase: 'failed', action, message: msg(texts.failed) });
      void message.error(msg(texts.failed));
      return;
    }
    if (own.signal.aborted) return;
    void message.success(msg(texts.started));
    setState({ phase: 'running', action, percent: 0, label });
    try {
      await awaitTask(taskid, { signal: own.signal, onProgress: (t) => setState({ phase: 'running', action, percent: t.percent, label }) });
      setState({ phase: 'idle' });
      void message.success(msg(texts.done));
    } catch (error) {
      if (own.signal.aborted) return;
      const detail = error instanceof TaskFailedError ? error.task.message : undefined;
      setState({ phase: 'failed', action, message: msg(texts.failed), detail });
      void message.error(msg(texts.failed));
    } finally {
      // the lists are read again when the task ends, not when the call that started it answers
      if (!own.signal.aborted) void invalidateAfter(client, DONE_MAKES_STALE);
    }
  }

  const busy = state.phase === 'starting' || state.phase === 'running';
  return { state, busy, run, dismiss: () => setState({ phase: 'idle' }) };
}
