import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { errorMessage } from '@/lib/api/errors.ts';
import { installMockApi, specExample, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { testQueryClient } from '@/lib/testing/render.tsx';
import type { AdomRef } from '@/lib/api/endpoint.ts';
import { useListFirmwareTemplates } from '@/lib/api/endpoints/firmware.gen.ts';
import { TemplateAssignmentError } from '@/lib/firmware/template-assignment.ts';
import { useSetupUpgrade, useVulnerableDevices } from './api.ts';
import { buildAutoTemplate, type FirmwareTemplate } from './logic/index.ts';
import { answerWithFleet, fleet } from './test-fleet.ts';

const ROOT: AdomRef = { oid: 3, name: 'root' };

function wrapper() {
  const client = testQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, Wrapper };
}

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  answerWithFleet(mock);
});
afterEach(() => mock.dispose());

/** Path of the first call of an operation. */
const pathOf = (id: Parameters<MockApi['callsOf']>[0]) => decodeURIComponent(mock.callsOf(id)[0]?.url.pathname ?? '');
/** Method and path of every call that changes something, in order. */
const changes = () => mock.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${decodeURIComponent(c.url.pathname).replace(/^\/api/, '')}`);

describe('useVulnerableDevices', () => {
  it('matches the ADOM devices and assets against its PSIRT data', async () => {
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useVulnerableDevices(ROOT), { wrapper: Wrapper });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data).toBeDefined());
    const data = result.current.data!;
    expect(await data.rows(fleet.devices.map((d) => `dev:${d.oid}`))).toHaveLength(fleet.devices.length);
    expect(data.summary.vulnerable).toBeGreaterThan(0);
    expect(await data.vulnerableRows()).toHaveLength(data.summary.vulnerable);
    expect(result.current.failedSources).toEqual([]);
    expect(pathOf('getPsirtData')).toBe('/api/gui/adom/root/psirt');
    expect(pathOf('listWtps')).toBe('/api/pm/config/adom/3/obj/wireless-controller/wtp');
    expect(pathOf('listExtenderControllerExtenders')).toBe('/api/pm/config/adom/root/obj/extender-controller/extender');
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
    // the appliance now lists one device fewer
    const devices = fleet.devices.slice(1);
    mock.reply('listManagedDevices', devices);
    await act(() => client.refetchQueries());
    await waitFor(() => expect(again.result.current.data).not.toBe(matched));
    expect(await again.result.current.data!.rows(fleet.devices.map((d) => `dev:${d.oid}`))).toHaveLength(devices.length);
  });

  it('still shows the devices when an asset list fails', async () => {
    mock.fail('listWtps');
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useVulnerableDevices(ROOT), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.failedSources).toEqual(['wtps']);
    const shown = await result.current.data!.source('type').query({ filters: {}, sort: [], expansion: [], selected: [] }, 0, 500);
    expect(shown.items.some((item) => item.kind === 'row' && item.row.kind === 'ap')).toBe(false);
    expect(shown.items.some((item) => item.kind === 'row' && item.row.kind === 'device')).toBe(true);
    expect(result.current.isError).toBe(false);
  });

  it('fails when the PSIRT data cannot be read', async () => {
    mock.fail('getPsirtData');
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useVulnerableDevices(ROOT), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isPending).toBe(false);
    expect(result.current.data).toBeUndefined();
  });
});

describe('useSetupUpgrade', () => {
  const templates = fleet.templates as FirmwareTemplate[];
  const [branchQ3, dcMaintenance] = templates;
  const moved = branchQ3['scope member'][0];

  it('saves the template with the devices, then removes them from their old template', async () => {
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => ({ listed: useListFirmwareTemplates({ params: { path: { adom: ROOT.name } } }), setup: useSetupUpgrade(ROOT) }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.listed.data).toHaveLength(templates.length));
    let outcome: Awaited<ReturnType<typeof result.current.setup.mutateAsync>> | undefined;
    await act(async () => {
      outcome = await result.current.setup.mutateAsync({ mode: 'existing', template: dcMaintenance, members: [moved], templates });
    });
    const puts = mock.callsOf('updateFirmwareTemplate');
    expect(changes()).toEqual(['PUT /pm/fwmprof/adom/root/DC-Maintenance', 'PUT /pm/fwmprof/adom/root/Branch-Q3']);
    expect((puts[0].body as FirmwareTemplate)['scope member']).toContainEqual(moved);
    expect((puts[1].body as FirmwareTemplate)['scope member']).not.toContainEqual(moved);
    expect(outcome!.unassignedFrom).toEqual(['Branch-Q3']);
    // the listed templates show the move without asking the appliance again
    const listed = result.current.listed.data as FirmwareTemplate[];
    expect(listed.find((t) => t.name === 'Branch-Q3')!['scope member']).not.toContainEqual(moved);
    expect(listed.find((t) => t.name === 'DC-Maintenance')!['scope member']).toContainEqual(moved);
    expect(mock.callsOf('listFirmwareTemplates')).toHaveLength(1);
  });

  it('creates a new template with POST', async () => {
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useSetupUpgrade(ROOT), { wrapper: Wrapper });
    const fresh = buildAutoTemplate('PSIRT_Tue_Nov_18_2025');
    await act(() => result.current.mutateAsync({ mode: 'new', template: fresh, members: [moved], templates }));
    expect(changes()).toEqual([
      'POST /pm/fwmprof/adom/root',
      'PUT /pm/fwmprof/adom/root/Branch-Q3',
    ]);
  });

  it.each([
    [400, 'nameExists', 'Template name already exists.'],
    [500, 'noDetail', 'Failed to save Firmware Template.'],
  ])('a failed save (%s) changes nothing and reports the detail or the fallback', async (status, example, shown) => {
    mock.fail('addFirmwareTemplate', status, example);
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useSetupUpgrade(ROOT), { wrapper: Wrapper });
    const error = await result.current
      .mutateAsync({ mode: 'new', template: buildAutoTemplate('Branch-Q3'), members: [moved], templates })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TemplateAssignmentError);
    expect((error as TemplateAssignmentError).stage).toBe('save');
    expect(errorMessage((error as TemplateAssignmentError).cause, 'psirt.saveTemplateFailed', true)).toBe(shown);
    expect(mock.callsOf('updateFirmwareTemplate')).toEqual([]);
  });

  it("reports a failed unassign as stage 'unassign'", async () => {
    // the old template cannot be saved; the chosen one can
    mock.handlers.updateFirmwareTemplate = (call) =>
      call.url.pathname.endsWith('/Branch-Q3') ? { status: 500, body: specExample('updateFirmwareTemplate', 'noDetail', 500) } : undefined;
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useSetupUpgrade(ROOT), { wrapper: Wrapper });
    const error = await result.current
      .mutateAsync({ mode: 'existing', template: dcMaintenance, members: [moved], templates })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TemplateAssignmentError);
    expect(error).toMatchObject({ stage: 'unassign', templates: ['Branch-Q3'] });
  });
});
