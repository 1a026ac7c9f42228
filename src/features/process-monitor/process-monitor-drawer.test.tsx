import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProcessMonitorDrawer } from './process-monitor-drawer.tsx';

const state = vi.hoisted(() => ({
  caps: { showProcessMonitor: true },
  list: {} as Record<string, unknown>,
  enabled: [] as boolean[],
}));
vi.mock('@/lib/session/index.ts', () => ({ useCapabilities: () => state.caps }));
vi.mock('./api.ts', () => ({
  useListProcesses: (enabled: boolean) => {
    state.enabled.push(enabled);
    return state.list;
  },
}));

const rows = [
  { pid: 101, name: 'fmgd', cpu: 2.5, memory: 120400, state: 'sleeping' },
  { pid: 202, name: 'sqllogd', cpu: 17.25, memory: 524288, state: 'running' },
];

beforeEach(() => {
  state.caps = { showProcessMonitor: true };
  state.list = { data: rows, isLoading: false, isError: false };
  state.enabled = [];
});

describe('ProcessMonitorDrawer', () => {
  it('lists processes, busiest first', async () => {
    render(<ProcessMonitorDrawer open onClose={vi.fn()} />);
    const table = await screen.findByRole('table');
    const body = within(table).getAllByRole('row').slice(1);
    expect(within(body[0]).getByText('sqllogd')).toBeInTheDocument();
    expect(within(body[0]).getByText('17.3')).toBeInTheDocument();
    expect(within(body[1]).getByText('fmgd')).toBeInTheDocument();
    expect(state.enabled).toContain(true);
  });

  it('shows the empty state', async () => {
    state.list = { data: [], isLoading: false, isError: false };
    render(<ProcessMonitorDrawer open onClose={vi.fn()} />);
    expect(await screen.findByText('No processes.')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    state.list = { data: undefined, isLoading: false, isError: true, error: new Error('x') };
    render(<ProcessMonitorDrawer open onClose={vi.fn()} />);
    expect(await screen.findByText('Failed to load the process list.')).toBeInTheDocument();
  });

  it('closes', async () => {
    const onClose = vi.fn();
    render(<ProcessMonitorDrawer open onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalled();
  });

  it('is not for restricted admins and does not fetch', () => {
    state.caps = { showProcessMonitor: false };
    render(<ProcessMonitorDrawer open onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(state.enabled.every((e) => !e)).toBe(true);
  });
});
