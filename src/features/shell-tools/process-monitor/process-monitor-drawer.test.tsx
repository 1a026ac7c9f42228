import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { renderShell, settled } from '@/lib/testing/render.tsx';
import { constants } from '@generated/catalog/constants.ts';
import { ProcessMonitorDrawer } from './process-monitor-drawer.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

/** the body rows of the process grid */
const bodyRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);
/** the process names shown, top to bottom */
const names = (grid: HTMLElement) => bodyRows(grid).map((r) => within(r).getAllByRole('gridcell')[1].textContent);

describe('ProcessMonitorDrawer', () => {
  it('lists processes, busiest first', async () => {
    const opened = Date.now();
    renderShell(<ProcessMonitorDrawer open onClose={vi.fn()} />);
    const grid = await screen.findByRole('grid', { name: 'Process Monitor' });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(2));
    const body = bodyRows(grid);
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

  it('searches a column and sorts, the search and sort staying in the drawer', async () => {
    const { router } = renderShell(<ProcessMonitorDrawer open onClose={vi.fn()} />);
    const grid = await screen.findByRole('grid', { name: 'Process Monitor' });
    await waitFor(() => expect(names(grid)).toContain('fmgd'));
    fireEvent.change(within(grid).getByLabelText('Search State'), { target: { value: 'running' } });
    await waitFor(() => expect(bodyRows(grid).every((r) => within(r).getAllByRole('gridcell')[4].textContent === 'running')).toBe(true));
    expect(names(grid)).toContain('fmgd');
    expect(names(grid)).not.toContain('init');
    await userEvent.click(within(grid).getByText('PID'));
    await waitFor(() => {
      const pids = bodyRows(grid).map((r) => Number(within(r).getAllByRole('gridcell')[0].textContent));
      expect(pids).toEqual([...pids].sort((a, b) => a - b));
    });
    expect(router.state.location.search).toBe('');
  });

  it('exports the processes shown as CSV', async () => {
    const downloads = captureDownloads();
    renderShell(<ProcessMonitorDrawer open onClose={vi.fn()} />);
    const grid = await screen.findByRole('grid', { name: 'Process Monitor' });
    await waitFor(() => expect(names(grid)).toContain('fmgd'));
    fireEvent.change(within(grid).getByLabelText('Search Name'), { target: { value: 'fmgd' } });
    await waitFor(() => expect(names(grid)).toEqual(['fmgd']));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names).toEqual(['processes.csv']);
    expect(downloads.lines()).toEqual(['PID,Name,CPU (%),Memory (KB),State', '412,fmgd,3.2,"184,320",running']);
    downloads.restore();
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
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
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
