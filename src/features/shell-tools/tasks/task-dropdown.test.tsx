import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { TaskDropdown } from './task-dropdown.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

async function open(running: number) {
  renderShell(<TaskDropdown />);
  await userEvent.click(await screen.findByRole('button', { name: `Tasks, ${running} running` }));
}

describe('TaskDropdown', () => {
  it('lists running tasks with their progress and counts them', async () => {
    // the super admin's tasks: an install at 45 %, an export waiting to start, and finished, failed and cancelled ones
    await open(2);
    expect(await screen.findByText('Install configuration to FGT-Finance-01')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Install configuration to FGT-Finance-01' })).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByRole('progressbar', { name: 'Export firewall address objects' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByText('Upgrade firmware of 3 devices')).not.toBeInTheDocument();
    expect(screen.queryByText('Retrieve configuration of FGT-Store-114')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Task Monitor' })).toHaveAttribute('href', '/sys/taskmonitor');
  });

  it('links a restricted admin to the restricted task page', async () => {
    mock.persona('restrictedAdmin');
    await open(1);
    expect(await screen.findByRole('progressbar', { name: 'Install configuration to FGT-Lab-01' })).toHaveAttribute('aria-valuenow', '80');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Task Monitor' })).toHaveAttribute('href', '/rstadm/taskmonitor'));
  });

  it('shows the empty state', async () => {
    // only finished tasks: none is under way
    mock.reply('listTasks', (_call, tasks) => tasks.filter((t) => t.state !== 'pending' && t.state !== 'running'));
    await open(0);
    expect(await screen.findByText('No running tasks.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the error state', async () => {
    mock.fail('listTasks');
    await open(0);
    expect(await screen.findByText('Failed to load the tasks.')).toBeInTheDocument();
  });
});
