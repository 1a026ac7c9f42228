import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { testQueryClient } from '@/lib/testing/render.tsx';
import { session } from '@/lib/session/session-state.ts';
import { AdomScope, endpointKey, endpointQueryOptions, fetchEndpoint } from './endpoint.ts';
import { listManagedDevices, useListManagedDevices } from './endpoints/devices.gen.ts';
import { useListAdoms } from './endpoints/adom.gen.ts';
import { listTasks } from './endpoints/tasks.gen.ts';

let mock: MockApi;
let client: QueryClient;
beforeEach(() => {
  mock = installMockApi();
  client = testQueryClient();
  session.start('test-token-0123456789', 'admin');
});
afterEach(() => {
  mock.dispose();
  session.end();
});

const wrapper =
  (scope?: { name: string; oid: number }) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{scope ? <AdomScope adom={scope}>{children}</AdomScope> : children}</QueryClientProvider>
  );

describe('generated endpoints', () => {
  it('an ADOM operation takes the session’s ADOM, and waits until it is known', async () => {
    const release = mock.hang('getCurrentAdom');
    const { result } = renderHook(() => useListManagedDevices(), { wrapper: wrapper() });
    await waitFor(() => expect(mock.callsOf('getCurrentAdom')).toHaveLength(1));
    // no call without an ADOM
    expect(result.current.fetchStatus).toBe('idle');
    expect(mock.callsOf('listManagedDevices')).toHaveLength(0);
    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mock.callsOf('listManagedDevices')[0].url.pathname).toBe('/api/dvmdb/adom/root/device');
    expect(Array.isArray(result.current.data)).toBe(true);
  });

  it('the caller may name the ADOM, and an AdomScope names it for everything under it', async () => {
    const named = renderHook(() => useListManagedDevices({ params: { path: { adom: 'Finance' } } }), { wrapper: wrapper() });
    await waitFor(() => expect(named.result.current.isFetched).toBe(true));
    expect(mock.callsOf('listManagedDevices')[0].url.pathname).toBe('/api/dvmdb/adom/Finance/device');
    const scoped = renderHook(() => useListManagedDevices(), { wrapper: wrapper({ name: 'Retail_East', oid: 3 }) });
    await waitFor(() => expect(scoped.result.current.isFetched).toBe(true));
    expect(mock.callsOf('listManagedDevices').map((c) => c.url.pathname)).toContain('/api/dvmdb/adom/Retail_East/device');
  });

  it('an operation without an ADOM does not ask for it', async () => {
    const { result } = renderHook(() => useListAdoms(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mock.callsOf('getCurrentAdom')).toHaveLength(0);
  });

  it('applies the cache rule the spec declares for the operation, whoever builds the options', () => {
    const options = endpointQueryOptions(listTasks);
    expect(options.refetchInterval).toBe(constants.polling.tasksMs);
    // the key is the operation's, with the ADOM when given
    expect(endpointKey(listManagedDevices, undefined, { name: 'root', oid: 3 })).toEqual([
      'listManagedDevices',
      { params: { path: { adom: 'root' } } },
    ]);
    expect(endpointQueryOptions(listManagedDevices).enabled).toBe(false);
  });

  it('a plain call fills in the ADOM it is given', async () => {
    await fetchEndpoint(listManagedDevices, undefined, { adom: { name: 'root', oid: 3 } });
    expect(mock.callsOf('listManagedDevices')[0].url.pathname).toBe('/api/dvmdb/adom/root/device');
  });
});

describe('one cache entry per operation', () => {
  it('two screens reading the same operation share one entry and one call (the overview and the firmware upgrade dialog read the licence)', async () => {
    const { getSysLicense, useGetSysLicense } = await import('./endpoints/sys.gen.ts');
    const { result } = renderHook(() => ({ overview: useGetSysLicense(), dialog: useGetSysLicense(undefined, { select: (l) => l }) }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.overview.isSuccess && result.current.dialog.isSuccess).toBe(true));
    expect(client.getQueryCache().findAll({ queryKey: endpointKey(getSysLicense) })).toHaveLength(1);
    expect(mock.callsOf('getSysLicense')).toHaveLength(1);
  });
});

describe('generated mutation hooks', () => {
  it('read again the answers the spec says a change makes stale', async () => {
    const { useDeleteFirmwareTemplate } = await import('./endpoints/firmware.gen.ts');
    const { useListFirmwareTemplates } = await import('./endpoints/firmware.gen.ts');
    const { result } = renderHook(() => ({ list: useListFirmwareTemplates(), remove: useDeleteFirmwareTemplate() }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(mock.callsOf('listFirmwareTemplates')).toHaveLength(1);
    await act(() => result.current.remove.mutateAsync({ params: { path: { template: 'Branch_Upgrade' } } }));
    expect(mock.callsOf('deleteFirmwareTemplate')[0].url.pathname).toBe('/api/pm/fwmprof/adom/root/Branch_Upgrade');
    expect(mock.callsOf('deleteFirmwareTemplate')[0].headers.get('X-CSRF-Token')).toBe('test-token-0123456789');
    expect(mock.callsOf('listFirmwareTemplates')).toHaveLength(2);
  });
});
