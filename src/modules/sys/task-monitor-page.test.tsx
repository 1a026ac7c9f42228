import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import TaskMonitorPage from './task-monitor-page.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  mock.persona('superAdmin');
});
afterEach(() => mock.dispose());

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

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
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Task', 'User', 'Status', 'Progress']);
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
});
