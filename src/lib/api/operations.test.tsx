import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { testQueryClient } from '@/lib/testing/render.tsx';
import { apiFetch } from './client.ts';
import { connection } from './connection.ts';
import { ApiError, errorMessage, MalformedAnswerError, TimeoutError } from './errors.ts';
import { apiQueryKey, apiQueryOptions, useApiMutation, useApiQuery } from './operations.ts';
import { retryDelay, shouldRetry } from './query.ts';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => {
  vi.useRealTimers();
  mock.dispose();
  connection.reset();
});

describe('apiQueryKey', () => {
  it('is the operationId, followed by the parameters and body that identify the answer', () => {
    expect(apiQueryKey('listAdoms')).toEqual(['listAdoms']);
    expect(apiQueryKey('getPsirtData', { params: { path: { adom: 'root' } } })).toEqual([
      'getPsirtData',
      { params: { path: { adom: 'root' } } },
    ]);
  });

  it('ignores what does not change the answer: empty parts, undefined values, request options', () => {
    expect(apiQueryKey('listManagedDevices', { params: { path: { adom: 'root' }, query: {} } })).toEqual([
      'listManagedDevices',
      { params: { path: { adom: 'root' } } },
    ]);
    expect(apiQueryKey('listFirmwareVersions', { params: { query: { product: undefined } } })).toEqual(['listFirmwareVersions']);
    expect(apiQueryKey('getOrgList', { parseAs: 'text' })).toEqual(['getOrgList']);
  });
});

describe('apiQueryOptions and the hooks', () => {
  it('calls the operation with its method and path, and keys the answer by operationId', async () => {
    const client = testQueryClient();
    const data = await client.fetchQuery(apiQueryOptions('getPsirtData', { params: { path: { adom: 'root' } } }));
    const [call] = mock.callsOf('getPsirtData');
    expect(call.method).toBe('GET');
    expect(call.url.pathname).toBe('/api/gui/adom/root/psirt');
    expect(client.getQueryData(apiQueryKey('getPsirtData', { params: { path: { adom: 'root' } } }))).toBe(data);
  });

  it('passes the query’s AbortSignal: a cancelled query aborts its request', async () => {
    const release = mock.hang('listAdoms');
    const client = testQueryClient();
    const pending = client.fetchQuery(apiQueryOptions('listAdoms'));
    await waitFor(() => expect(mock.callsOf('listAdoms')).toHaveLength(1));
    await client.cancelQueries({ queryKey: apiQueryKey('listAdoms') });
    await expect(pending).rejects.toBeTruthy();
    // a cancelled call says nothing about the connection
    expect(connection.get().lost).toBe(false);
    release();
  });

  it('useApiQuery and useApiMutation type and send parameters and body', async () => {
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(
      () => ({
        adoms: useApiQuery('listAdoms'),
        change: useApiMutation('changeAdom', { toInit: (oid: number) => ({ body: { oid } }) }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.adoms.isSuccess).toBe(true));
    const oid = result.current.adoms.data![0].oid;
    const adom = await result.current.change.mutateAsync(oid);
    expect(mock.callsOf('changeAdom')[0].body).toEqual({ oid });
    expect(typeof adom.name).toBe('string');
  });
});

describe('every call has a time limit', () => {
  it('a call the appliance never answers fails with TimeoutError after constants.api.requestTimeoutMs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mock.hang('getSysInfo');
    const pending = apiFetch('getSysInfo');
    const outcome = pending.then(
      () => 'answered',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(constants.api.requestTimeoutMs - 100);
    expect(mock.callsOf('getSysInfo')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    const error = await outcome;
    expect(error).toBeInstanceOf(TimeoutError);
    // the message names the failed action, then why
    expect(errorMessage(error, 'adom.loadFailed')).toBe('Failed to load the ADOM list. The appliance did not answer in time.');
    // an abandoned call is not a lost connection
    expect(connection.get().lost).toBe(false);
  });

  it('a time limit of its own for an upload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mock.hang('getSysInfo');
    const outcome = apiFetch('getSysInfo', undefined, { timeoutMs: 50 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60);
    expect(await outcome).toBeInstanceOf(TimeoutError);
  });
});

describe('failures', () => {
  it('an answer that is not JSON is MalformedAnswerError, and is not retried', async () => {
    mock.reply('listAdoms', '<html>portal</html>', { type: 'application/json' });
    const error = await apiFetch('listAdoms').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedAnswerError);
    expect(shouldRetry(0, error)).toBe(false);
  });

  it.each([502, 503, 504])('a gateway’s %s opens the lost-connection state like a refused connection', async (status) => {
    mock.reply('listAdoms', { code: -1, message: 'Bad gateway' }, { status });
    const error = await apiFetch('listAdoms').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(connection.get()).toEqual({ lost: true, failures: 1 });
  });

  it('a refused connection opens it too; the next answer closes it', async () => {
    mock.unreachable('listAdoms');
    await apiFetch('listAdoms').catch(() => undefined);
    expect(connection.get().lost).toBe(true);
    await apiFetch('getSysInfo');
    expect(connection.get()).toEqual({ lost: false, failures: 0 });
  });
});

describe('retries', () => {
  it.each([
    ['an unreachable appliance', new TypeError('fetch failed'), true],
    ['a server answer', new ApiError(500, {}), false],
    ['an unreadable answer', new MalformedAnswerError(new SyntaxError('x')), false],
    ['a timed-out call', new TimeoutError(1000), false],
  ])('%s: retried → %s', (_name, error, retried) => {
    expect(shouldRetry(0, error)).toBe(retried);
  });

  it('stop after constants.api.retryCount', () => {
    const error = new TypeError('fetch failed');
    expect(shouldRetry(constants.api.retryCount - 1, error)).toBe(true);
    expect(shouldRetry(constants.api.retryCount, error)).toBe(false);
  });

  it('back off exponentially from the base delay, up to the maximum', () => {
    const { retryBaseDelayMs: base, retryMaxDelayMs: max } = constants.api;
    expect(retryDelay(0)).toBe(base);
    expect(retryDelay(1)).toBe(Math.min(base * 2, max));
    expect(retryDelay(2)).toBe(Math.min(base * 4, max));
    expect(retryDelay(30)).toBe(max);
  });
});

// type-level checks: a renamed or removed operation, a missing parameter or a wrong body does not compile
export function typeChecks() {
  // @ts-expect-error no such operation
  apiQueryKey('listAdomz');
  // @ts-expect-error getPsirtData needs its ADOM
  apiQueryOptions('getPsirtData');
  // @ts-expect-error changeAdom's body is { oid }
  void apiFetch('changeAdom', { body: { oidx: 3 } });
  // @ts-expect-error the answer is typed: an ADOM list holds ADOMs
  void apiFetch('listAdoms').then((adoms) => adoms[0].nonexistent);
}
