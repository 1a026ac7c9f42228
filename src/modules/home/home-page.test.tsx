import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { TaskDropdown } from '@/features/shell-tools/tasks/index.ts';
import { NotificationBell } from '@/features/notices/notification-bell/index.ts';
import HomePage from './home-page.tsx';

let mock: MockApi;
beforeEach(() => {
  // a super admin on the manager, in the root ADOM
  mock = installMockApi();
});
afterEach(() => mock.dispose());

describe('HomePage', () => {
  it('shows system information, licence, ADOM and activity counts from the appliance', async () => {
    renderShell(<HomePage />);
    expect(await screen.findByText('FMG-VMTM24012345')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(await screen.findByText('netadmin@example.com')).toBeInTheDocument();
    expect(await screen.findByText('Default ADOM')).toBeInTheDocument();
    expect(screen.getByText('14d 0h 0m')).toBeInTheDocument();
    expect(await screen.findByText('Running Tasks')).toBeInTheDocument();
  });

  it('a failed call shows the catalogue message and the rest of the page', async () => {
    mock.fail('getSysInfo');
    renderShell(<HomePage />);
    expect(await screen.findByText('Failed to load system information.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByText('netadmin@example.com')).toBeInTheDocument();
  });

  it('restricted admin: no notification count', async () => {
    mock.persona('restrictedAdmin');
    renderShell(<HomePage />);
    expect(await screen.findByText('Running Tasks')).toBeInTheDocument();
    expect(screen.queryByText('Notifications')).not.toBeInTheDocument();
  });

  it('shares the task and notification lists with the top bar: each is asked for once', async () => {
    renderShell(
      <>
        <TaskDropdown />
        <NotificationBell />
        <HomePage />
      </>,
    );
    expect(await screen.findByText('Running Tasks')).toBeInTheDocument();
    expect(await screen.findByText('Notifications')).toBeInTheDocument();
    expect(mock.callsOf('listTasks')).toHaveLength(1);
    expect(mock.callsOf('listNotifications')).toHaveLength(1);
  });
});
