import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { LicensingStatus } from './licensing-status.tsx';
import { PackageReceive } from './package-receive.tsx';
import { PackageService } from './package-service.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const rowOf = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;
/** the text of one column (by index among its cells) of the rows a grid shows */
const columnOf = (grid: HTMLElement, index = 0) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryAllByRole('gridcell')[index]?.textContent ?? '');
const search = (label: string, text: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: text } });

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByTitle(option));
}

describe('Licensing Status', () => {
  it("shows each device's licences and contracts with their expiry, an expired one in words", async () => {
    renderShell(<LicensingStatus />);
    const fin02 = await rowOf('FGT-Fin-02');
    expect(within(fin02).getByText('Expired 2026-10-01')).toBeInTheDocument();
    expect(within(fin02).getByText('FortiGate')).toBeInTheDocument();
    const ap = await rowOf('FAP-HQ-Lobby');
    expect(within(ap).getByText('None')).toBeInTheDocument();
    expect(mock.callsOf('umLicense')[0].body).toEqual({ method: 'get' });
    expect(screen.getByText('4 of 4 devices')).toBeInTheDocument();
  });

  it('filters by product, licence type and contract type', async () => {
    renderShell(<LicensingStatus />);
    await screen.findByText('FGT-Fin-01');
    await pick('Licence type', 'Web Filtering');
    expect(screen.getByText('1 of 4 devices')).toBeInTheDocument();
    expect(screen.queryByText('FGT-Fin-02')).toBeNull();
    await pick('Licence type', 'Any licence');
    await pick('Contract type', 'Enhanced Support');
    expect(await screen.findByText('FSW-Core-01')).toBeInTheDocument();
    await pick('Product', 'FortiGate');
    expect(await screen.findByText('No device matches.')).toBeInTheDocument();
  });

  it('searches, sorts and exports the devices shown, the searches and sort kept in the address', async () => {
    const downloads = captureDownloads();
    const { router } = renderShell(<LicensingStatus />, { path: '/fortiguard/licensing', pattern: '/fortiguard/licensing' });
    const grid = await screen.findByRole('grid', { name: 'Device licences' });
    await within(grid).findByText('FGT-Fin-02');
    search('Search Device', 'fin');
    await waitFor(() => expect(columnOf(grid)).toEqual(['FGT-Fin-01', 'FGT-Fin-02']));
    await userEvent.click(within(grid).getByText('Device'));
    await userEvent.click(within(grid).getByText('Device'));
    await waitFor(() => expect(columnOf(grid)).toEqual(['FGT-Fin-02', 'FGT-Fin-01']));
    await waitFor(() => expect(router.state.location.search).toBe('?f.devname=fin&sort=-devname'));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    const lines = downloads.lines();
    expect(lines[0]).toBe('Device,Serial Number,Platform,Product,FortiGuard Licences,Support Contracts');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^FGT-Fin-02,.*Expired 2026-10-01/);
    downloads.restore();
  });

  it('says when the status cannot be read', async () => {
    mock.fail('umLicense');
    renderShell(<LicensingStatus />);
    expect(await screen.findByText('Failed to load the licensing status.', { exact: false })).toBeInTheDocument();
  });
});

describe('Package Receive Status', () => {
  it('shows versions as major.5-digit minor and dates as 20YY-MM-DD HH:MM:00; asks for result size 50000000', async () => {
    renderShell(<PackageReceive editable />);
    const av = await rowOf('AntiVirus Definitions');
    expect(within(av).getByText('92.08123')).toBeInTheDocument();
    expect(within(av).getByText('2026-11-24 15:30:00')).toBeInTheDocument();
    expect(within(av).getByText('61.2 MB')).toBeInTheDocument();
    expect(within(await rowOf('AntiVirus Engine')).getByText('7.00034')).toBeInTheDocument();
    expect(mock.callsOf('umPackageReceive')[0].body).toEqual({ method: 'get', params: { showUsedOnly: false, resultsize: 50000000 } });
    await userEvent.click(screen.getByRole('switch', { name: 'Show used packages only' }));
    await waitFor(() => expect(mock.callsOf('umPackageReceive').at(-1)!.body).toEqual({ method: 'get', params: { showUsedOnly: true, resultsize: 50000000 } }));
  });

  it('searches, sorts and exports the packages shown', async () => {
    const downloads = captureDownloads();
    renderShell(<PackageReceive editable />);
    const grid = await screen.findByRole('grid', { name: 'Packages received' });
    await within(grid).findByText('AntiVirus Definitions');
    search('Search Package', 'antivirus');
    await waitFor(() => expect(columnOf(grid).every((n) => n.startsWith('AntiVirus'))).toBe(true));
    const names = columnOf(grid);
    expect(names.length).toBeGreaterThan(1);
    await userEvent.click(within(grid).getByText('Package'));
    await waitFor(() => expect(columnOf(grid)).toEqual([...names].sort()));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    const lines = downloads.lines();
    expect(lines[0]).toBe('Package,Service,Type,For Firmware,Latest Version,Updated,Size,Used');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([...names].sort());
    expect(lines.find((l) => l.startsWith('AntiVirus Definitions,'))).toContain(',92.08123,2026-11-24 15:30:00,61.2 MB,');
    downloads.restore();
  });

  it("lists a package's versions and serves another one", async () => {
    renderShell(<PackageReceive editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Versions of AntiVirus Definitions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Serve version 92.08101' }));
    expect(await screen.findByText('Version 92.08101 of AntiVirus Definitions is now served to devices.')).toBeInTheDocument();
    const change = mock.callsOf('umPackageVersion').find((c) => (c.body as { method: string }).method === 'change')!;
    expect(change.body).toEqual({ method: 'change', params: { key: '07004000AVDB00100', version: '92.8101' } });
  });

  it('a refused change says so; a read-only administrator sees the versions but cannot serve one', async () => {
    mock.fail('umPackageVersion');
    const { unmount } = renderShell(<PackageReceive editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Versions of AntiVirus Definitions' }));
    expect(await screen.findByText("Failed to load the package's versions.", { exact: false })).toBeInTheDocument();
    unmount();
    mock.reset('umPackageVersion');
    renderShell(<PackageReceive editable={false} />);
    expect(await screen.findByText('Changing the update services needs read-write permission on system settings.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Versions of AntiVirus Definitions' }));
    await screen.findAllByText('92.08101');
    expect(screen.queryByRole('button', { name: /^Serve version/ })).toBeNull();
  });
});

describe('Package Service Status', () => {
  it('shows each device’s state; its packages (getOne) open from its row', async () => {
    renderShell(<PackageService editable />);
    const fin02 = await rowOf('FGT-Fin-02');
    expect(within(fin02).getByText('Updates pending')).toBeInTheDocument();
    expect(within(await rowOf('FGT-Store-114')).getByText('Never')).toBeInTheDocument();
    await userEvent.click(within(fin02).getByRole('button', { name: 'Packages of FGT-Fin-02' }));
    const dialog = await screen.findByRole('dialog', { name: 'Packages of FGT-Fin-02' });
    expect(await within(dialog).findByText('92.08077')).toBeInTheDocument();
    expect(mock.callsOf('umPackageService').at(-1)!.body).toEqual({ method: 'getOne', params: { key: 'FGT60FTK22000102' } });
  });

  it('pushes the pending updates to the chosen devices, or to all', async () => {
    renderShell(<PackageService editable />);
    // a device with nothing pending cannot be chosen
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select FGT-Fin-01' }));
    expect(screen.getByRole('checkbox', { name: 'Select FGT-Fin-01' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Push Pending' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select FGT-Fin-02' }));
    await userEvent.click(screen.getByRole('button', { name: 'Push Pending' }));
    expect(await screen.findByText('The pending updates were pushed.')).toBeInTheDocument();
    const bodies = () => mock.callsOf('umPackageService').map((c) => c.body as { method: string });
    expect(bodies().find((b) => b.method === 'pushPending')).toEqual({ method: 'pushPending', params: { keys: ['FGT60FTK22000102'] } });
    await userEvent.click(screen.getByRole('button', { name: 'Push All Pending' }));
    await waitFor(() => expect(bodies().some((b) => b.method === 'pushAllPending')).toBe(true));
  });

  it('searches, sorts and exports the devices shown', async () => {
    const downloads = captureDownloads();
    renderShell(<PackageService editable={false} />);
    const grid = await screen.findByRole('grid', { name: 'Devices served' });
    await within(grid).findByText('FGT-Fin-02');
    search('Search Status', 'pending');
    await waitFor(() => expect(columnOf(grid)).toContain('FGT-Fin-02'));
    expect(columnOf(grid)).not.toContain('FGT-Fin-01');
    const shown = columnOf(grid);
    await userEvent.click(within(grid).getByText('Device'));
    await waitFor(() => expect(columnOf(grid)).toEqual([...shown].sort()));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    const lines = downloads.lines();
    expect(lines[0]).toBe('Device,Serial Number,Platform,Firmware,Status,Pending,Last Update');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([...shown].sort());
    expect(lines.every((l, i) => i === 0 || l.includes(',Updates pending,'))).toBe(true);
    downloads.restore();
  });

  it('a refused push says so', async () => {
    renderShell(<PackageService editable />);
    await screen.findByText('FGT-Fin-02');
    mock.fail('umPackageService');
    await userEvent.click(screen.getByRole('button', { name: 'Push All Pending' }));
    expect(await screen.findByText('Failed to push the pending updates.', { exact: false })).toBeInTheDocument();
  });

  it('read-only: no push and no selection', async () => {
    renderShell(<PackageService editable={false} />);
    await screen.findByText('FGT-Fin-02');
    expect(screen.queryByRole('button', { name: 'Push Pending' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
