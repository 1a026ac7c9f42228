import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { DeviceList } from './device-list.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  // the first 20 devices of the root ADOM, so that every one is on the first page
  mock.reply('listManagedDevices', (_call, devices) => devices.slice(0, 20));
});
afterEach(() => mock.dispose());

function renderList(onReview: (oid: number) => void = () => {}) {
  return renderShell(
    <DeviceList onReviewOutOfSync={onReview} />,
    { path: '/dvm/main' },
  );
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

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

  it('searches and sorts', async () => {
    renderList();
    await rowOf('BR-DET-001');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search devices' }), 'FortiGate-40F');
    expect(screen.getByText('2 of 20 devices · 1 out of sync')).toBeInTheDocument();
    expect(screen.queryByText('BR-DET-001')).toBeNull();
    expect(screen.getByText('BR-SEA-002')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search devices' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search devices' }), 'no such device');
    expect(screen.getByText('No device matches.')).toBeInTheDocument();
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
    expect(await screen.findByText('BR-DET-001')).toBeInTheDocument();
  });
});
