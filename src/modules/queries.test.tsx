import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { endpointKey } from '@/lib/api/endpoint.ts';
import { getSysLicense, useGetSysLicense as useOverviewLicense } from '@/lib/api/endpoints/sys.gen.ts';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { testQueryClient } from '@/lib/testing/render.tsx';
import { session } from '@/lib/session/index.ts';
import { useGetSysLicense } from '@/features/sys/firmware-upgrade/index.ts';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

describe('one cache entry per operation across screens', () => {
  it('GET /gui/sys/license is one cache entry, read once, for the overview and the firmware upgrade dialog', async () => {
    session.start('test-token-0123456789', 'admin');
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => ({ overview: useOverviewLicense(), dialog: useGetSysLicense() }), { wrapper });
    await waitFor(() => expect(result.current.overview.isSuccess && result.current.dialog.isSuccess).toBe(true));
    expect(client.getQueryCache().findAll({ queryKey: endpointKey(getSysLicense) })).toHaveLength(1);
    expect(client.getQueryCache().getAll().filter((q) => JSON.stringify(q.queryKey).includes('license'))).toHaveLength(0);
    expect(mock.callsOf('getSysLicense')).toHaveLength(1);
    session.end();
  });
});
