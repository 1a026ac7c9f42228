import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { apiRoutes, reply, type ApiCall } from '@/shell/testing/api-mock.ts';
import { configWith, rootAdom, superAdminConfig, sysInfo } from '@/shell/testing/fixtures.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { TaskDropdown } from '@/features/tasks/index.ts';
import { NotificationBell } from '@/features/notifications/index.ts';
import HomePage from './home-page.tsx';

const fetchMock = vi.hoisted(() => {
  const f = vi.fn();
  globalThis.fetch = f;
  return f;
});

const license = {
  serial: 'FMG-VMTM24012345',
  account_id: 'netadmin@example.com',
  contracts: [{ type: 'firmware', status: 'active', expires: '2026-09-30' }],
  firmware_upgrade_licensed: true,
  security_rating_licensed: true,
};
const tasks = [
  { id: 1, group: 'install', title: 'Install to %s', params: ['FGT-1'], percent: 40, state: 'running' },
  { id: 2, group: 'import', title: 'Import', params: [], percent: 100, state: 'done' },
];
const notifications = [
  { id: 'a', type: 'x', severity: 'critical', params: [], adomOid: null, group: 'sys', time: 1 },
  { id: 'b', type: 'y', severity: 'information', params: [], adomOid: null, group: 'sys', time: 2 },
];

const routes = {
  'GET /gui/sys/config': superAdminConfig,
  'GET /gui/sys/info': sysInfo,
  'GET /gui/sys/license': license,
  'GET /gui/session/adom': rootAdom,
  'GET /gui/tasks': tasks,
  'GET /gui/notifications': notifications,
};

describe('HomePage', () => {
  it('shows system information, licence, ADOM and activity counts from the appliance', async () => {
    fetchMock.mockImplementation(apiRoutes(routes));
    renderShell(<HomePage />);
    expect(await screen.findByText('FMG-VMTM24012345')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(await screen.findByText('netadmin@example.com')).toBeInTheDocument();
    expect(await screen.findByText('Default ADOM')).toBeInTheDocument();
    expect(screen.getByText('14d 0h 0m')).toBeInTheDocument();
    expect(await screen.findByText('Running Tasks')).toBeInTheDocument();
  });

  it('a failed call shows the catalogue message and the rest of the page', async () => {
    fetchMock.mockImplementation(apiRoutes({ ...routes, 'GET /gui/sys/info': reply(500, { code: -1, message: 'internal' }) }));
    renderShell(<HomePage />);
    expect(await screen.findByText('Failed to load system information.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByText('netadmin@example.com')).toBeInTheDocument();
  });

  it('restricted admin: no notification count', async () => {
    fetchMock.mockImplementation(apiRoutes({ ...routes, 'GET /gui/sys/config': configWith({ restricted_admin: true }) }));
    renderShell(<HomePage />);
    expect(await screen.findByText('Running Tasks')).toBeInTheDocument();
    expect(screen.queryByText('Notifications')).not.toBeInTheDocument();
  });

  it('shares the task and notification lists with the top bar: each is asked for once', async () => {
    const calls: ApiCall[] = [];
    fetchMock.mockImplementation(apiRoutes(routes, calls));
    renderShell(
      <>
        <TaskDropdown />
        <NotificationBell />
        <HomePage />
      </>,
    );
    expect(await screen.findByText('Running Tasks')).toBeInTheDocument();
    expect(await screen.findByText('Notifications')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/gui/tasks')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/gui/notifications')).toHaveLength(1);
  });
});
