import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell, settled } from '@/lib/testing/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

async function open(count: number) {
  renderShell(<NotificationBell />);
  await userEvent.click(await screen.findByRole('button', { name: `Notifications, ${count}` }));
}

describe('NotificationBell', () => {
  it('groups notifications with severity labels and a count', async () => {
    // the super admin's eleven notifications
    await open(11);
    const license = await screen.findByRole('region', { name: 'Licence' });
    expect(within(license).getByText('Critical')).toBeInTheDocument();
    expect(within(license).getByText('The FortiGuard IPS licence has expired.')).toBeInTheDocument();
    const sys = screen.getByRole('region', { name: 'System' });
    expect(within(sys).getByText('Error')).toBeInTheDocument();
    expect(within(sys).getByText('Disk usage reached 92 percent.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Outbreak Alert' })).getByText('Critical')).toBeInTheDocument();
  });

  it('shows only the groups that have notifications', async () => {
    mock.persona('analyzer');
    await open(7);
    expect(await screen.findByRole('region', { name: 'Licence' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'System' })).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mock.scenario('listNotifications', 'empty');
    await open(0);
    expect(await screen.findByText('No notifications.')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    mock.fail('listNotifications');
    await open(0);
    expect(await screen.findByText('Failed to load the notifications.')).toBeInTheDocument();
  });

  it('is hidden for a restricted admin', async () => {
    mock.persona('restrictedAdmin');
    const { queryClient } = renderShell(<NotificationBell />);
    await settled(queryClient);
    expect(mock.callsOf('getSysConfig')).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(mock.callsOf('listNotifications')).toHaveLength(0);
  });
});

describe('notification actions', () => {
  it('offers the action of a notification’s type, closing the list when it is chosen', async () => {
    let chosen = 0;
    renderShell(<NotificationBell actions={{ log_limit_exceeded: { label: 'View', ariaLabel: 'View the daily log limit', onSelect: () => (chosen += 1) } }} />);
    await userEvent.click(await screen.findByRole('button', { name: /notifications/i }));
    const view = await screen.findByRole('button', { name: 'View the daily log limit' });
    expect(screen.getAllByRole('button', { name: 'View the daily log limit' })).toHaveLength(1);
    await userEvent.click(view);
    expect(chosen).toBe(1);
  });
});
