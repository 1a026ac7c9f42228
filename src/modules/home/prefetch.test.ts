import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { createQueryClient } from '@/lib/api/query.ts';
import { session } from '@/lib/session/index.ts';
import { prefetchHome } from './prefetch.ts';

let mock: MockApi;

const called = () => new Set(mock.calls.map((c) => c.operationId));

async function settle(client: ReturnType<typeof createQueryClient>) {
  for (let i = 0; i < 50 && client.isFetching() > 0; i++) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 10));
  for (let i = 0; i < 50 && client.isFetching() > 0; i++) await new Promise((r) => setTimeout(r, 10));
}

describe('prefetchHome: the home page reads start with its route', () => {
  beforeEach(() => {
    mock = installMockApi();
  });
  afterEach(() => {
    session.end('signedOut');
    mock.dispose();
  });

  it('reads what the shell and the home page draw, once each, so that they find their answers', async () => {
    session.start('token', 'admin');
    const client = createQueryClient();
    prefetchHome(client);
    await settle(client);
    expect(called()).toEqual(
      new Set(['getSysConfig', 'getCurrentAdom', 'getSysInfo', 'getProfile', 'getSysLicense', 'listTasks', 'listNotifications']),
    );
    expect(mock.calls).toHaveLength(7);
  });

  it('settles once the notifications have answered too: the Activity card counts them', async () => {
    session.start('token', 'admin');
    const client = createQueryClient();
    const release = mock.hang('listNotifications');
    let settled = false;
    void prefetchHome(client).then(() => (settled = true));
    for (let i = 0; i < 50 && !mock.calls.some((c) => c.operationId === 'listNotifications'); i++) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 50));
    expect(called().has('getSysLicense')).toBe(true);
    expect(settled).toBe(false);
    release();
    await settle(client);
    expect(settled).toBe(true);
    expect(client.getQueryData(['listNotifications'])).toBeDefined();
  });

  it('reads nothing again when the route is opened again: the shell polls its reads, and the page reads the licence anew as it draws', async () => {
    session.start('token', 'admin');
    const client = createQueryClient();
    prefetchHome(client);
    await settle(client);
    const before = mock.calls.length;
    prefetchHome(client);
    await settle(client);
    expect(mock.calls.slice(before).map((c) => c.operationId)).toEqual([]);
  });

  it('reads no notifications for a restricted administrator, whom the configuration does not show them', async () => {
    mock.persona('restrictedAdmin');
    session.start('token', 'restricted');
    const client = createQueryClient();
    prefetchHome(client);
    await settle(client);
    expect(called().has('getSysConfig')).toBe(true);
    expect(called().has('listNotifications')).toBe(false);
  });

  it('reads nothing before signing in', async () => {
    const client = createQueryClient();
    prefetchHome(client);
    await settle(client);
    expect(mock.calls).toHaveLength(0);
  });
});
