import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import TaskMonitorPage from './task-monitor-page.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  mock.persona('superAdmin');
});
afterEach(() => mock.dispose());

const rowOf = async (title: string) => (await screen.findByText(title)).closest('[role="row"]') as HTMLElement;
/** the ID of each task row shown, top to bottom */
const ids = () =>
  within(screen.getByRole('grid', { name: 'Task Monitor' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('gridcell')[0].textContent);

describe('TaskMonitorPage', () => {
  it('a cancelled task shows that it was cancelled, with no full progress bar', async () => {
    renderShell(<TaskMonitorPage />, { path: '/sys/taskmonitor' });
    const row = await rowOf('Rebuild log database of ADOM Branch-APAC');
    expect(within(row).queryByRole('progressbar')).toBeNull();
    expect(within(row).getAllByText('Cancelled').length).toBeGreaterThan(0);
  });

  it('has the catalogue columns in order, and states read as words', async () => {
    renderShell(<TaskMonitorPage />, { path: '/sys/taskmonitor' });
    const running = await rowOf('Install configuration to FGT-Finance-01');
    expect(screen.getAllByRole('columnheader').map((h) => h.querySelector('.console-grid-header-text')?.textContent)).toEqual(['ID', 'Task', 'User', 'Status', 'Progress']);
    expect(within(running).getByText('Running')).toBeInTheDocument();
    const done = await rowOf('Upgrade firmware of 3 devices');
    expect(within(done).getByText('Done')).toBeInTheDocument();
    expect(within(done).queryByText('done')).toBeNull();
  });

  it('a finished task shows a full bar, a running one its share', async () => {
    renderShell(<TaskMonitorPage />, { path: '/sys/taskmonitor' });
    const done = await rowOf('Upgrade firmware of 3 devices');
    expect(within(done).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const running = await rowOf('Install configuration to FGT-Finance-01');
    expect(within(running).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
  });

  it('searches a column and sorts, both kept in the address', async () => {
    const { router } = renderShell(<TaskMonitorPage />, { path: '/sys/taskmonitor' });
    await rowOf('Install configuration to FGT-Finance-01');
    fireEvent.change(screen.getByLabelText('Search User'), { target: { value: 'jsmith' } });
    await waitFor(() => expect(ids()).toEqual(['1019']));
    await waitFor(() => expect(router.state.location.search).toBe('?f.user=jsmith'));
    fireEvent.change(screen.getByLabelText('Search User'), { target: { value: '' } });
    await waitFor(() => expect(ids().length).toBeGreaterThan(1));
    await userEvent.click(screen.getByText('ID'));
    await waitFor(() => expect(ids().slice(0, 2)).toEqual(['1022', '1021']));
    expect(router.state.location.search).toBe('?sort=-id');
  });

  it('exports the tasks shown as CSV, states and progress in words', async () => {
    const downloads = captureDownloads();
    renderShell(<TaskMonitorPage />, { path: '/sys/taskmonitor?f.state=cancel' });
    await rowOf('Rebuild log database of ADOM Branch-APAC');
    await waitFor(() => expect(ids()).toEqual(['1017']));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names).toEqual(['tasks.csv']);
    expect(downloads.lines()).toEqual(['ID,Task,User,Status,Progress', '1017,Rebuild log database of ADOM Branch-APAC,admin,Cancelled,Cancelled']);
    downloads.restore();
  });

  it('says when there is no task', async () => {
    mock.reply('listTasks', []);
    renderShell(<TaskMonitorPage />, { path: '/sys/taskmonitor' });
    expect(await screen.findByText('No tasks.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
