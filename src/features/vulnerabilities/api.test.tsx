// the test appliance must replace fetch before the API client loads
import { answer, calls, fixture, resetApi } from './test-api.ts';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { errorMessage } from '@/lib/api/errors.ts';
import { SetupUpgradeError, useSetupUpgrade, useVulnerableDevices, vulnerabilityKeys, type AdomRef } from './api.ts';
import { buildAutoTemplate, type FirmwareTemplate } from './logic/index.ts';

const ROOT: AdomRef = { oid: 3, name: 'root' };

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, Wrapper };
}

afterEach(() => resetApi());

describe('useVulnerableDevices', () => {
  it('matches the ADOM devices and assets against its PSIRT data', async () => {
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useVulnerableDevices(ROOT), { wrapper: Wrapper });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data).toBeDefined());
    const data = result.current.data!;
    expect(data.rows.filter((r) => r.kind === 'device')).toHaveLength(fixture.devices.length);
    expect(data.vulnerableRows.length).toBeGreaterThan(0);
    expect(result.current.failedSources).toEqual([]);
    expect(calls.some((c) => c.path === '/pm/config/adom/3/obj/wireless-controller/wtp')).toBe(true);
    expect(calls.some((c) => c.path === '/pm/config/adom/root/obj/extender-controller/extender')).toBe(true);
  });

  it('matches once for the same answers: a dialog opened again reuses the rows, new answers are matched anew', async () => {
    const { client, Wrapper } = wrapper();
    const first = renderHook(() => useVulnerableDevices(ROOT), { wrapper: Wrapper });
    await waitFor(() => expect(first.result.current.data).toBeDefined());
    const matched = first.result.current.data!;
    first.unmount();
    const again = renderHook(() => useVulnerableDevices(ROOT), { wrapper: Wrapper });
    expect(again.result.current.data).toBe(matched);
    // the remount refetches the stale answers; equal answers keep their identity and the match
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(again.result.current.data).toBe(matched);
    const devices = fixture.devices.slice(1);
    act(() => client.setQueryData(vulnerabilityKeys.devices('root'), devices));
    await waitFor(() => expect(again.result.current.data).not.toBe(matched));
    expect(again.result.current.data!.rows.filter((r) => r.kind === 'device')).toHaveLength(devices.length);
  });

  it('still shows the devices when an asset list fails', async () => {
    answer(/\/obj\/wireless-controller\/wtp$/, 'GET', { status: 500, body: { code: -1, message: 'Internal server error.' } });
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useVulnerableDevices(ROOT), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.failedSources).toEqual(['wtps']);
    expect(result.current.data!.rows.some((r) => r.kind === 'ap')).toBe(false);
    expect(result.current.isError).toBe(false);
  });

  it('fails when the PSIRT data cannot be read', async () => {
    answer(/\/psirt$/, 'GET', { status: 500, body: { code: -1, message: 'Internal server error.' } });
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useVulnerableDevices(ROOT), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isPending).toBe(false);
    expect(result.current.data).toBeUndefined();
  });
});

describe('useSetupUpgrade', () => {
  const templates = fixture.templates as FirmwareTemplate[];
  const [branchQ3, dcMaintenance] = templates;
  const moved = branchQ3['scope member'][0];

  it('saves the template with the devices, then removes them from their old template', async () => {
    const { client, Wrapper } = wrapper();
    client.setQueryData(vulnerabilityKeys.templates('root'), templates);
    const { result } = renderHook(() => useSetupUpgrade(ROOT), { wrapper: Wrapper });
    let outcome: Awaited<ReturnType<typeof result.current.mutateAsync>> | undefined;
    await act(async () => {
      outcome = await result.current.mutateAsync({ mode: 'existing', template: dcMaintenance, members: [moved], templates });
    });
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.path)).toEqual(['/pm/fwmprof/adom/root/DC-Maintenance', '/pm/fwmprof/adom/root/Branch-Q3']);
    expect((puts[0].body as FirmwareTemplate)['scope member']).toContainEqual(moved);
    expect((puts[1].body as FirmwareTemplate)['scope member']).not.toContainEqual(moved);
    expect(outcome!.unassignedFrom).toEqual(['Branch-Q3']);
    const cached = client.getQueryData<FirmwareTemplate[]>(vulnerabilityKeys.templates('root'))!;
    expect(cached.find((t) => t.name === 'Branch-Q3')!['scope member']).not.toContainEqual(moved);
  });

  it('creates a new template with POST', async () => {
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useSetupUpgrade(ROOT), { wrapper: Wrapper });
    const fresh = buildAutoTemplate('PSIRT_Tue_Nov_18_2025');
    await act(() => result.current.mutateAsync({ mode: 'new', template: fresh, members: [moved], templates }));
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /pm/fwmprof/adom/root',
      'PUT /pm/fwmprof/adom/root/Branch-Q3',
    ]);
  });

  it.each([
    [400, { code: -2, message: 'Template name already exists.' }, 'Template name already exists.'],
    [500, { code: -1, message: '' }, 'Failed to save Firmware Template.'],
  ])('a failed save (%s) changes nothing and reports the detail or the fallback', async (status, body, shown) => {
    answer(/^\/pm\/fwmprof\/adom\/root$/, 'POST', { status, body });
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useSetupUpgrade(ROOT), { wrapper: Wrapper });
    const error = await result.current
      .mutateAsync({ mode: 'new', template: buildAutoTemplate('Branch-Q3'), members: [moved], templates })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SetupUpgradeError);
    expect((error as SetupUpgradeError).stage).toBe('save');
    expect(errorMessage((error as SetupUpgradeError).cause, 'psirt.saveTemplateFailed', true)).toBe(shown);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it("reports a failed unassign as stage 'unassign'", async () => {
    answer(/^\/pm\/fwmprof\/adom\/root\/Branch-Q3$/, 'PUT', { status: 500, body: { code: -1, message: '' } });
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useSetupUpgrade(ROOT), { wrapper: Wrapper });
    const error = await result.current
      .mutateAsync({ mode: 'existing', template: dcMaintenance, members: [moved], templates })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SetupUpgradeError);
    expect(error).toMatchObject({ stage: 'unassign', templates: ['Branch-Q3'] });
  });
});
