import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Task } from './api.ts';
import { TaskDropdown } from './task-dropdown.tsx';

const state = vi.hoisted(() => ({
  caps: { taskMonitorPath: '/sys/taskmonitor' },
  tasks: {} as Record<string, unknown>,
}));
vi.mock('@/lib/session/index.ts', () => ({ useCapabilities: () => state.caps }));
vi.mock('./api.ts', () => ({ useListTasks: () => state.tasks }));

const running: Task = { id: 1021, group: 'install', title: 'Install configuration to %s', params: ['FGT-Finance-01'], percent: 45, state: 'running' };
const done: Task = { id: 1020, group: 'firmware', title: 'Upgrade %s devices', params: [3], percent: 100, state: 'done' };

const loaded = (data: Task[]) => ({ data, isLoading: false, isError: false });

async function open() {
  render(
    <MemoryRouter>
      <TaskDropdown />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: /^Tasks/ }));
}

beforeEach(() => {
  state.caps = { taskMonitorPath: '/sys/taskmonitor' };
  state.tasks = loaded([running, done]);
});

describe('TaskDropdown', () => {
  it('lists running tasks with their progress and counts them', async () => {
    await open();
    expect(screen.getByRole('button', { name: 'Tasks, 1 running' })).toBeInTheDocument();
    expect(await screen.findByText('Install configuration to FGT-Finance-01')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Install configuration to FGT-Finance-01' })).toHaveAttribute('aria-valuenow', '45');
    expect(screen.queryByText('Upgrade 3 devices')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Task Monitor' })).toHaveAttribute('href', '/sys/taskmonitor');
  });

  it('links a restricted admin to the restricted task page', async () => {
    state.caps = { taskMonitorPath: '/rstadm/taskmonitor' };
    await open();
    expect(await screen.findByRole('link', { name: 'Task Monitor' })).toHaveAttribute('href', '/rstadm/taskmonitor');
  });

  it('shows the empty state', async () => {
    state.tasks = loaded([done]);
    await open();
    expect(await screen.findByText('No running tasks.')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    state.tasks = { data: undefined, isLoading: false, isError: true, error: new Error('down') };
    await open();
    expect(await screen.findByText('Failed to load the tasks.')).toBeInTheDocument();
  });
});
