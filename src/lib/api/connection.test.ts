import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { constants } from '@generated/catalog/constants.ts';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { apiFetch } from './client.ts';
import { connection } from './connection.ts';

const POLL = constants.api.reconnectPollMs;

let mock: MockApi;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  mock = installMockApi();
});
afterEach(() => {
  mock.dispose();
  connection.reset();
  vi.useRealTimers();
});

describe('lost connection: failed attempts', () => {
  it('the console’s own polls failing together count as one attempt, not one each', async () => {
    mock.unreachable('listTasks');
    mock.unreachable('listNotifications');
    mock.unreachable('getLogRebuildStatus');
    mock.unreachable('getPostgresUpgradeStatus');
    await Promise.all(
      (['listTasks', 'listNotifications', 'getLogRebuildStatus', 'getPostgresUpgradeStatus'] as const).map((id) =>
        apiFetch(id).catch(() => undefined),
      ),
    );
    expect(connection.get()).toEqual({ lost: true, failures: 1 });
  });

  it('then one more per reconnect poll that fails, whatever else fails in between', async () => {
    mock.unreachable('listTasks');
    mock.unreachable('getSessionStatus');
    await apiFetch('listTasks').catch(() => undefined);
    expect(connection.get().failures).toBe(1);
    await apiFetch('listTasks').catch(() => undefined);
    await apiFetch('listTasks').catch(() => undefined);
    expect(connection.get().failures).toBe(1);
    await vi.advanceTimersByTimeAsync(POLL + 10);
    expect(connection.get().failures).toBe(2);
    await vi.advanceTimersByTimeAsync(POLL);
    expect(connection.get().failures).toBe(3);
    expect(mock.callsOf('getSessionStatus')).toHaveLength(2);
  });

  it('closes when a reconnect poll gets an answer, and stops polling', async () => {
    mock.unreachable('listTasks');
    mock.unreachable('getSessionStatus');
    await apiFetch('listTasks').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(POLL + 10);
    expect(connection.get()).toEqual({ lost: true, failures: 2 });
    mock.reset('getSessionStatus');
    await vi.advanceTimersByTimeAsync(POLL);
    expect(connection.get()).toEqual({ lost: false, failures: 0 });
    const polls = mock.callsOf('getSessionStatus').length;
    await vi.advanceTimersByTimeAsync(POLL * 3);
    expect(mock.callsOf('getSessionStatus')).toHaveLength(polls);
  });

  it('a reconnect poll that a gateway answers with 503 is a failed attempt too', async () => {
    mock.reply('getSessionStatus', { code: -1, message: 'Service unavailable' }, { status: 503 });
    mock.unreachable('listTasks');
    await apiFetch('listTasks').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(POLL + 10);
    expect(connection.get()).toEqual({ lost: true, failures: 2 });
  });
});
