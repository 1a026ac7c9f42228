import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell, settled } from '@/lib/testing/render.tsx';
import { constants } from '@generated/catalog/constants.ts';
import { ProcessMonitorDrawer } from './process-monitor-drawer.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

describe('ProcessMonitorDrawer', () => {
  it('lists processes, busiest first', async () => {
    const opened = Date.now();
    renderShell(<ProcessMonitorDrawer open onClose={vi.fn()} />);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    const body = within(table).getAllByRole('row').slice(1);
    // the manager's processes: fmgd at 3.2 % first, then postgres at 2.4 %
    expect(within(body[0]).getByText('fmgd')).toBeInTheDocument();
    expect(within(body[0]).getByText('3.2')).toBeInTheDocument();
    expect(within(body[1]).getByText('postgres')).toBeInTheDocument();
    expect(body).toHaveLength(12);
    // one call on opening, and no more than one refresh per interval after it (a slow machine may see one)
    const calls = mock.callsOf('listProcesses').length;
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThanOrEqual(1 + Math.floor((Date.now() - opened) / constants.polling.processMonitorMs));
  });

  it('shows the empty state', async () => {
    mock.reply('listProcesses', []);
    renderShell(<ProcessMonitorDrawer open onClose={vi.fn()} />);
    expect(await screen.findByText('No processes.')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    mock.fail('listProcesses');
    renderShell(<ProcessMonitorDrawer open onClose={vi.fn()} />);
    expect(await screen.findByText('Failed to load the process list.')).toBeInTheDocument();
  });

  it('closes', async () => {
    const onClose = vi.fn();
    renderShell(<ProcessMonitorDrawer open onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalled();
  });

  it('is not for restricted admins and does not fetch', async () => {
    mock.persona('restrictedAdmin');
    const { queryClient } = renderShell(<ProcessMonitorDrawer open onClose={vi.fn()} />);
    await settled(queryClient);
    expect(mock.callsOf('getSysConfig')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mock.callsOf('listProcesses')).toHaveLength(0);
  });
});
