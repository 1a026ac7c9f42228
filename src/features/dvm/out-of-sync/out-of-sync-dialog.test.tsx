import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import OutOfSyncDialog from './out-of-sync-dialog.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

// Finance (127) is locked by the signed-in admin in the spec's ADOM list; Retail-East (128) by another admin
const FINANCE = 127;

// nested dialogs share their title id under jsdom (antd's test ids), so a dialog is found by its title's text
async function dialogTitled(title: string): Promise<HTMLElement> {
  const titles = await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' });
  return titles.at(-1)!.closest('[role="dialog"]') as HTMLElement;
}

async function choose(name: string) {
  await userEvent.click(await screen.findByRole('checkbox', { name: `Select ${name}` }));
}

describe('Out-of-sync device review', () => {
  it("lists the ADOM's devices with model, firmware, serial number, address and connection", async () => {
    renderShell(<OutOfSyncDialog adomOid={FINANCE} onClose={() => {}} />);
    const grid = await screen.findByRole('grid', { name: 'Out-of-Sync Devices' });
    const row = (await within(grid).findByText('FGT-Fin-02')).closest('[role="row"]') as HTMLElement;
    for (const text of ['FortiGate-60F', 'v7.2', 'FGT60FTK22000102', '10.127.0.2', 'Down', 'Out of Sync']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(within(grid).getByText('FGT-Fin-01').closest('[role="row"]') as HTMLElement).getByText('Up')).toBeInTheDocument();
    expect(mock.callsOf('listOutOfSyncDevices')[0].url.pathname).toBe('/api/gui/dvm/adom/127/out-of-sync');
    expect(screen.getByText('0 of 2 devices selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retrieve' })).toBeDisabled();
  });

  it("Retrieve creates a task, says so, awaits it with its progress, then reads the list again", async () => {
    let polls = 0;
    mock.reply('getTaskProgress', () => (polls++ === 0 ? { id: 731, percent: 40, state: 'running' } : { id: 731, percent: 100, state: 'done' }));
    renderShell(<OutOfSyncDialog adomOid={FINANCE} onClose={() => {}} />);
    await choose('FGT-Fin-01');
    await userEvent.click(screen.getByRole('button', { name: 'Retrieve' }));
    expect(await screen.findByText('A task is created to retrieve the device configurations.')).toBeInTheDocument();
    expect(mock.callsOf('retrieveDeviceConfig')[0].body).toEqual({ oids: [5101] });
    expect(mock.callsOf('retrieveDeviceConfig')[0].url.pathname).toBe('/api/gui/dvm/adom/127/devices/retrieve');
    expect(await screen.findByRole('progressbar', { name: 'Retrieving the device configurations 40%' })).toBeInTheDocument();
    expect(await screen.findByText('The device configurations were retrieved.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(mock.callsOf('getTaskProgress').map((c) => c.url.pathname)).toEqual(['/api/gui/um/task/731', '/api/gui/um/task/731']);
    await waitFor(() => expect(mock.callsOf('listOutOfSyncDevices')).toHaveLength(2));
  });

  it("a refused retrieve says 'Failed to retrieve the device configurations.'", async () => {
    mock.fail('retrieveDeviceConfig');
    renderShell(<OutOfSyncDialog adomOid={FINANCE} onClose={() => {}} />);
    await choose('FGT-Fin-02');
    await userEvent.click(screen.getByRole('button', { name: 'Retrieve' }));
    expect((await screen.findAllByText('Failed to retrieve the device configurations.')).length).toBeGreaterThan(0);
    expect(mock.callsOf('getTaskProgress')).toHaveLength(0);
    expect(screen.queryByText('A task is created to retrieve the device configurations.')).toBeNull();
  });

  it('a retrieve task that ends in error says the failure with the task’s detail', async () => {
    mock.scenario('getTaskProgress', 'failed');
    renderShell(<OutOfSyncDialog adomOid={FINANCE} onClose={() => {}} />);
    await choose('FGT-Fin-01');
    await userEvent.click(screen.getByRole('button', { name: 'Retrieve' }));
    expect(await screen.findByText('A task is created to retrieve the device configurations.')).toBeInTheDocument();
    expect((await screen.findAllByText('Failed to retrieve the device configurations.')).length).toBeGreaterThan(0);
    expect(screen.getByText('Failed to connect to the update service.')).toBeInTheDocument();
  });

  it('Revert asks first, then creates its task; cancelling sends nothing', async () => {
    renderShell(<OutOfSyncDialog adomOid={FINANCE} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('2 of 2 devices selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revert' }));
    const confirm = await dialogTitled('Revert Device Configurations');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(mock.callsOf('revertDeviceConfig')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Revert' }));
    await userEvent.click(within(await dialogTitled('Revert Device Configurations')).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText('A task is created to revert the device configurations.')).toBeInTheDocument();
    expect(mock.callsOf('revertDeviceConfig')[0].body).toEqual({ oids: [5101, 5102] });
  });

  it("a refused revert says 'Failed to revert the device configurations.'", async () => {
    mock.fail('revertDeviceConfig');
    renderShell(<OutOfSyncDialog adomOid={FINANCE} onClose={() => {}} />);
    await choose('FGT-Fin-01');
    await userEvent.click(screen.getByRole('button', { name: 'Revert' }));
    await userEvent.click(within(await dialogTitled('Revert Device Configurations')).getByRole('button', { name: 'Revert' }));
    expect((await screen.findAllByText('Failed to revert the device configurations.')).length).toBeGreaterThan(0);
  });

  it('Install Latest Revision installs on the chosen devices', async () => {
    renderShell(<OutOfSyncDialog adomOid={FINANCE} onClose={() => {}} />);
    await choose('FGT-Fin-02');
    await userEvent.click(screen.getByRole('button', { name: 'Install Latest Revision' }));
    expect(await screen.findByText('The latest revisions were installed.')).toBeInTheDocument();
    expect(mock.callsOf('installLatestRevision')[0].url.pathname).toBe('/api/gui/deployment/adom/devices/install/latestrev');
    expect(mock.callsOf('installLatestRevision')[0].body).toEqual({ oids: [5102] });
  });

  it('says when every device is in sync, and when the list cannot be read', async () => {
    mock.scenario('listOutOfSyncDevices', 'none');
    const { unmount } = renderShell(<OutOfSyncDialog adomOid={FINANCE} onClose={() => {}} />);
    expect(await screen.findByText('All devices of this ADOM are in sync.')).toBeInTheDocument();
    unmount();
    mock.reset('listOutOfSyncDevices');
    mock.fail('listOutOfSyncDevices');
    renderShell(<OutOfSyncDialog adomOid={FINANCE} onClose={() => {}} />);
    expect(await screen.findByText('Failed to load the devices that are out of sync.', { exact: false })).toBeInTheDocument();
  });

  it('searches and sorts the devices; a device searched away is still chosen', async () => {
    renderShell(<OutOfSyncDialog adomOid={FINANCE} onClose={() => {}} />);
    const grid = await screen.findByRole('grid', { name: 'Out-of-Sync Devices' });
    await choose('FGT-Fin-01');
    await userEvent.type(within(grid).getByRole('textbox', { name: 'Search Connection' }), 'down');
    await waitFor(() => expect(within(grid).queryByText('FGT-Fin-01')).toBeNull());
    expect(within(grid).getByText('FGT-Fin-02')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 devices selected')).toBeInTheDocument();
    await userEvent.clear(within(grid).getByRole('textbox', { name: 'Search Connection' }));
    await userEvent.click(within(grid).getByText('Device Name'));
    await userEvent.click(within(grid).getByText('Device Name'));
    await waitFor(() => {
      const rows = within(grid).getAllByRole('row').slice(1);
      expect(rows.map((r) => within(r).getAllByRole('gridcell')[2].textContent)).toEqual(['FGT-Fin-02', 'FGT-Fin-01']);
    });
  });

  it('exports the devices shown as CSV, without the actions', async () => {
    const downloads = captureDownloads();
    renderShell(<OutOfSyncDialog adomOid={FINANCE} onClose={() => {}} />);
    await screen.findByRole('grid', { name: 'Out-of-Sync Devices' });
    await screen.findByText('FGT-Fin-02');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names).toEqual(['out-of-sync-devices.csv']);
    const lines = downloads.lines();
    expect(lines[0]).toBe('#,Device Name,Model,Firmware,Serial Number,IP Address,Connection,Config Status');
    expect(lines.find((l) => l.includes(',FGT-Fin-02,'))).toMatch(/,FortiGate-60F,v7\.2,FGT60FTK22000102,10\.127\.0\.2,Down,Out of Sync$/);
    expect(lines).toHaveLength(3);
    downloads.restore();
  });

  it('asks nothing while closed', () => {
    renderShell(<OutOfSyncDialog adomOid={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mock.callsOf('listOutOfSyncDevices')).toHaveLength(0);
  });
});

describe('permissions (spec section 6)', () => {
  it('retrieve, revert and install need the ADOM lock held by the user: an ADOM locked by another admin allows View Diff only', async () => {
    renderShell(<OutOfSyncDialog adomOid={128} onClose={() => {}} />);
    await choose('FGT-Fin-01');
    for (const name of ['Retrieve', 'Revert', 'Install Latest Revision']) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByText('Retrieve, Revert and Install need read-write permission on device configuration and the ADOM lock held by you.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Diff of FGT-Fin-01' })).toBeEnabled();
  });

  it('read-only on device config: View Diff, but neither retrieve nor revert', async () => {
    mock.persona('readOnly');
    renderShell(<OutOfSyncDialog adomOid={FINANCE} onClose={() => {}} />);
    await choose('FGT-Fin-01');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retrieve' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'View Diff of FGT-Fin-01' })).toBeEnabled();
  });

  it('no access to device config: no View Diff either', async () => {
    mock.persona('maskedAdmin');
    renderShell(<OutOfSyncDialog adomOid={FINANCE} onClose={() => {}} />);
    await screen.findByText('FGT-Fin-01');
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Diff of FGT-Fin-01' })).toBeDisabled());
    expect(screen.getByText('Your administrator profile cannot read device configurations.')).toBeInTheDocument();
  });
});

describe('View Diff', () => {
  it('compares the newest revision with the device’s current configuration, side by side with the changed lines marked', async () => {
    renderShell(<OutOfSyncDialog adomOid={FINANCE} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'View Diff of FGT-Fin-01' }));
    const dialog = await dialogTitled('View Diff: FGT-Fin-01');
    const table = await within(dialog).findByRole('region', { name: 'Differences between Revision 14 and Current configuration on the device' });
    await waitFor(() => expect(mock.callsOf('getDeviceConfigDiff')).toHaveLength(1));
    const call = mock.callsOf('getDeviceConfigDiff')[0].url;
    expect(call.pathname).toBe('/api/gui/dvm/device/5101/revision-diff');
    expect(Object.fromEntries(call.searchParams)).toEqual({ from: '14', options: 'full', current_config: 'true' });
    const added = within(table).getByText('set logtraffic all').closest('tr')!;
    expect(added).toHaveAttribute('data-kind', 'added');
    expect(within(added).getByText('Added')).toBeInTheDocument();
    const changed = within(table).getByText('set service "HTTPS" "DNS"', { exact: false }).closest('tr')!;
    expect(changed).toHaveAttribute('data-kind', 'changed');
    expect(within(changed).getByText('set service "HTTPS"')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^Lines added: \d+, removed: 0, changed: 1\.$/);
  });

  it('another pair of revisions, and the changes only with the unchanged lines folded', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => `    set line ${i + 1}`);
    const changed = lines.map((l, i) => (i === 14 ? '    set line 15 changed' : l));
    mock.reply('getDeviceConfigDiff', { deviceId: 5101, from: 14, to: 12, left: `${lines.join('\n')}\n`, right: `${changed.join('\n')}\n` });
    renderShell(<OutOfSyncDialog adomOid={FINANCE} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'View Diff of FGT-Fin-01' }));
    const dialog = await dialogTitled('View Diff: FGT-Fin-01');
    await within(dialog).findByRole('region');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'To' }));
    await userEvent.click(await screen.findByTitle(/^Revision 12, /));
    await userEvent.click(within(dialog).getByText('Changes only'));
    expect(within(dialog).getByRole('radio', { name: 'Changes only' })).toBeChecked();
    await waitFor(() => expect(Object.fromEntries(mock.callsOf('getDeviceConfigDiff').at(-1)!.url.searchParams)).toEqual({ from: '14', to: '12', options: 'changes' }));
    expect(await within(dialog).findByText('11 unchanged lines')).toBeInTheDocument();
    expect(within(dialog).getByText('12 unchanged lines')).toBeInTheDocument();
    expect(within(dialog).queryByText('set line 1')).toBeNull();
    expect(within(dialog).getByText('set line 15 changed').closest('tr')).toHaveAttribute('data-kind', 'changed');
  });

  it('says when the revisions or the configurations cannot be read', async () => {
    mock.fail('getDeviceConfigDiff');
    renderShell(<OutOfSyncDialog adomOid={FINANCE} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'View Diff of FGT-Fin-01' }));
    expect(await screen.findByText('Failed to load the configurations to compare.', { exact: false })).toBeInTheDocument();
  });
});
