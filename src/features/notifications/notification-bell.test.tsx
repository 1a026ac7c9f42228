import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from './api.ts';
import { NotificationBell } from './notification-bell.tsx';

const state = vi.hoisted(() => ({
  caps: { showNotificationBell: true },
  list: {} as Record<string, unknown>,
}));
vi.mock('@/lib/session/index.ts', () => ({ useCapabilities: () => state.caps }));
vi.mock('./api.ts', () => ({ useListNotifications: () => state.list }));

const items: Notification[] = [
  { id: 'n1', type: 'license_expired', severity: 'critical', params: ['IPS'], message: 'The FortiGuard IPS licence has expired.', adomOid: null, group: 'license', time: 1749970200 },
  { id: 'n2', type: 'disk_usage_high', severity: 'error', params: [92], message: 'Disk usage reached 92 percent.', adomOid: null, group: 'sys', time: 1749969600 },
  { id: 'n3', type: 'outbreak_alert', severity: 'information', params: [], message: 'New outbreak alert.', adomOid: 3, group: 'outbreak', time: 1749969000 },
];
const loaded = (data: Notification[]) => ({ data, isLoading: false, isError: false });

async function open(count: number) {
  render(<NotificationBell />);
  await userEvent.click(screen.getByRole('button', { name: `Notifications, ${count}` }));
}

beforeEach(() => {
  state.caps = { showNotificationBell: true };
  state.list = loaded(items);
});

describe('NotificationBell', () => {
  it('groups notifications with severity labels and a count', async () => {
    await open(3);
    const license = await screen.findByRole('region', { name: 'License' });
    expect(within(license).getByText('Critical')).toBeInTheDocument();
    expect(within(license).getByText('The FortiGuard IPS licence has expired.')).toBeInTheDocument();
    const sys = screen.getByRole('region', { name: 'System' });
    expect(within(sys).getByText('Error')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Outbreak Alert' })).getByText('Information')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Log' })).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    state.list = loaded([]);
    await open(0);
    expect(await screen.findByText('No notifications.')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    state.list = { data: undefined, isLoading: false, isError: true, error: new Error('x') };
    await open(0);
    expect(await screen.findByText('Failed to load the notifications.')).toBeInTheDocument();
  });

  it('is hidden for a restricted admin', () => {
    state.caps = { showNotificationBell: false };
    render(<NotificationBell />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
