import { describe, expect, it } from 'vitest';
import type { Task } from '@generated/types/entities.ts';
import { activeTasks, taskProgressView, taskTitle } from './task-list.ts';

const task = (id: number, state: Task['state']): Task => ({ id, group: 'install', title: 't', params: [], percent: 0, state });

describe('activeTasks', () => {
  it('keeps pending and running tasks, newest first', () => {
    const list = [task(1, 'running'), task(2, 'done'), task(3, 'pending'), task(4, 'error'), task(5, 'cancelled')];
    expect(activeTasks(list).map((t) => t.id)).toEqual([3, 1]);
  });
});

describe('taskTitle', () => {
  it('fills placeholders in order', () => {
    expect(taskTitle({ title: 'Upgrade %s devices to %s', params: [3, '7.4.5'] })).toBe('Upgrade 3 devices to 7.4.5');
    expect(taskTitle({ title: 'Install to %s', params: [] })).toBe('Install to ');
  });
});

describe('taskProgressView', () => {
  it.each<[Task['state'], ReturnType<typeof taskProgressView>]>([
    ['pending', { kind: 'bar', status: 'normal' }],
    ['running', { kind: 'bar', status: 'active' }],
    ['done', { kind: 'bar', status: 'success' }],
    ['error', { kind: 'bar', status: 'exception' }],
    ['cancelled', { kind: 'cancelled' }],
  ])('%s', (state, view) => {
    expect(taskProgressView({ state })).toEqual(view);
  });
});
