import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { DeviceList } from './device-list.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  // the first 20 devices of the root ADOM, so that every one is on the first page
  mock.reply('listManagedDevices', (_call, devices) => devices.slice(0, 20));
});
afterEach(() => mock.dispose());

function renderList(onReview: (oid: number) => void = () => {}, path = '/dvm/main') {
  return renderShell(
    <DeviceList onReviewOutOfSync={onReview} />,
    { path },
  );
}

const grid = () => screen.getByRole('grid', { name: 'Managed devices' });
const rowOf = async (text: string) => (await within(await screen.findByRole('grid', { name: 'Managed devices' })).findByText(text)).closest('[role="row"]') as HTMLElement;
/** the device names in the order shown */
const names = () =>
  within(grid())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryAllByRole('gridcell')[0]?.textContent ?? '');

describe('Managed Devices', () => {
  it('lists the devices with platform, firmware, connection and config status in words', async () => {
    renderList();
    const row = await rowOf('BR-SEA-002');
    expect(within(row).getByText('FortiGate-40F')).toBeInTheDocument();
    expect(within(row).getByText('v7.4.0-build2360 (GA)')).toBeInTheDocument();
    expect(within(row).getByText('Out of Sync')).toBeInTheDocument();
    expect(within(row).getByText('Up')).toBeInTheDocument();
    expect(within(await rowOf('BR-DET-001')).getByText('Synchronized')).toBeInTheDocument();
    expect(screen.getByText('20 of 20 devices · 1 out of sync')).toBeInTheDocument();
    expect(mock.callsOf('listManagedDevices')[0].url.pathname).toBe('/api/dvmdb/adom/root/device');
  });

  it('searches per column, the count following; the searches live in the address', async () => {
    const { router } = renderList();
    await rowOf('BR-DET-001');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search Platform' }), 'FortiGate-40F');
    await waitFor(() => expect(screen.getByText('2 of 20 devices · 1 out of sync')).toBeInTheDocument());
    expect(within(grid()).queryByText('BR-DET-001')).toBeNull();
    expect(within(grid()).getByText('BR-SEA-002')).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('f.platform')).toBe('FortiGate-40F'));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search Platform' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search Device Name' }), 'no such device');
    expect(await screen.findByText('No device matches.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('a search from the address is applied when the list opens', async () => {
    renderList(() => {}, '/dvm/main?f.conf=out');
    await rowOf('BR-SEA-002');
    expect(screen.getByText('1 of 20 devices · 1 out of sync')).toBeInTheDocument();
  });

  it('sorts by name first; a header sorts by its column (config status: out of sync first)', async () => {
    const { router } = renderList();
    await rowOf('BR-DET-001');
    const byName = names();
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    await userEvent.click(within(grid()).getByText('Config Status'));
    await waitFor(() => expect(names()[0]).toBe('BR-SEA-002'));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('conf');
  });

  it('exports the devices shown as CSV, statuses in words', async () => {
    const downloads = captureDownloads();
    renderList();
    await rowOf('BR-DET-001');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search Platform' }), 'FortiGate-40F');
    await waitFor(() => expect(screen.getByText('2 of 20 devices · 1 out of sync')).toBeInTheDocument());
    await userEvent.click(within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names).toEqual(['managed-devices.csv']);
    const lines = downloads.lines();
    expect(lines[0]).toBe('Device Name,Platform,Firmware Version,Serial Number,Connection,Config Status');
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.startsWith('BR-SEA-002,'))).toMatch(/^BR-SEA-002,FortiGate-40F,v7\.4\.0-build2360 \(GA\),[^,]+,Up,Out of Sync$/);
    downloads.restore();
  });

  it('opens the out-of-sync review from a device and from the toolbar', async () => {
    const opened: number[] = [];
    renderList((oid) => opened.push(oid));
    const row = await rowOf('BR-SEA-002');
    await userEvent.click(within(row).getByRole('button', { name: 'Review the out-of-sync configuration of BR-SEA-002' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Actions' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Review Out-of-Sync…' }));
    expect(opened).toHaveLength(2);
    expect(opened[0]).toBe(opened[1]);
  });

  it('Refresh reads the list again; a failed refresh says so', async () => {
    renderList();
    await rowOf('BR-DET-001');
    const toolbar = screen.getByRole('toolbar', { name: 'Actions' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('The device list was read again.')).toBeInTheDocument();
    expect(mock.callsOf('listManagedDevices')).toHaveLength(2);
    mock.fail('listManagedDevices');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Failed to load the managed devices.', { exact: false })).toBeInTheDocument();
  });

  it('says when the ADOM has no device', async () => {
    mock.reply('listManagedDevices', []);
    renderList();
    expect(await screen.findByText('This ADOM has no managed device.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review Out-of-Sync…' })).toBeDisabled();
  });

  it('says when the list cannot be read, and Retry reads it again', async () => {
    mock.fail('listManagedDevices');
    renderList();
    expect(await screen.findByText('Failed to load the managed devices.')).toBeInTheDocument();
    mock.reset('listManagedDevices');
    mock.reply('listManagedDevices', (_call, devices) => devices.slice(0, 20));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowOf('BR-DET-001')).toBeInTheDocument();
  });
});
