import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { ExternalResources } from './external-resources.tsx';
import { FirmwareImages } from './firmware-images.tsx';
import { LicensingStatus } from './licensing-status.tsx';
import { PackageService } from './package-service.tsx';
import { QueryServerStatus } from './query-status.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const rowOf = async (text: string) => (await screen.findAllByText(text))[0].closest('[role="row"]') as HTMLElement;
/** the text of one column (by index among its cells) of the rows a grid shows */
const columnOf = (grid: HTMLElement, index = 0) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryAllByRole('gridcell')[index]?.textContent ?? '');
const search = (label: string, text: string, grid?: HTMLElement) =>
  fireEvent.change((grid ? within(grid) : screen).getByRole('textbox', { name: label }), { target: { value: text } });

describe('Query Server Status', () => {
  it('shows each device per query service, and the servers the unit uses', async () => {
    renderShell(<QueryServerStatus />);
    const active = (await screen.findByText('Web Filtering')).closest<HTMLElement>('[role="row"]')!;
    expect(within(active).getByText('1,842')).toBeInTheDocument();
    expect(within(active).getByText('40,211')).toBeInTheDocument();
    expect(within(active).getByText('Active')).toBeInTheDocument();
    const never = await rowOf('FGT-Fin-02');
    expect(within(never).getByText('No query yet')).toBeInTheDocument();
    expect(within(never).getByText('Never')).toBeInTheDocument();
    expect(mock.callsOf('umQueryStatus')[0].body).toEqual({ method: 'get' });
    const server = (await screen.findByText('10.10.1.21:53')).closest<HTMLElement>('[role="row"]')!;
    expect(within(server).getByText('Unreachable')).toBeInTheDocument();
    expect(mock.callsOf('listUmServerOverrides')).toHaveLength(1);
  });

  it('Refresh reads both lists again; a failed refresh says so and keeps what was shown', async () => {
    renderShell(<QueryServerStatus />);
    await screen.findByText('10.10.1.21:53');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(mock.callsOf('umQueryStatus')).toHaveLength(2));
    expect(mock.callsOf('listUmServerOverrides')).toHaveLength(2);
    expect(mock.callsOf('umQueryStatus')[1].body).toEqual({ method: 'get' });
    mock.fail('umQueryStatus');
    // the button says "loading" while both lists are read
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Failed to refresh the query server status.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('40,211')).toBeInTheDocument();
    // it changes nothing on the unit: Refresh, which only reads, is its one button (for every administrator)
    // (besides Export CSV of each list, and the lists' own search boxes)
    const buttons = screen.getAllByRole('button').filter((b) => !b.closest('[role="grid"]'));
    expect(buttons.map((b) => b.textContent?.trim()).filter((t) => t !== 'Export CSV')).toEqual(['Refresh']);
  });

  it('searches, sorts and exports each list on its own, each kept in the address under its name', async () => {
    const downloads = captureDownloads();
    const { router } = renderShell(<QueryServerStatus />, { path: '/fortiguard/querystatus', pattern: '/fortiguard/querystatus' });
    const devices = await screen.findByRole('grid', { name: 'Devices sending queries' });
    const servers = await screen.findByRole('grid', { name: 'FortiGuard Servers Used by This Unit' });
    await within(servers).findByText('10.10.1.21:53');
    search('Search Query Service', 'web', devices);
    await waitFor(() => expect(columnOf(devices, 3).every((t) => t === 'Web Filtering')).toBe(true));
    await userEvent.click(within(devices).getByText('Queries (24 hours)'));
    await waitFor(() => {
      const day = columnOf(devices, 5).map((t) => Number(t.replace(/,/g, '')));
      expect(day).toEqual([...day].sort((a, b) => b - a));
    });
    search('Search Status', 'unreach', servers);
    await waitFor(() => expect(columnOf(servers, 2).every((t) => t === 'Unreachable')).toBe(true));
    await waitFor(() => expect(router.state.location.search).toBe('?q.f.service=web&q.sort=-lastDay&srv.f.status=unreach'));
    const [exportDevices, exportServers] = screen.getAllByRole('button', { name: 'Export CSV' });
    await userEvent.click(exportDevices);
    await userEvent.click(exportServers);
    await waitFor(() => expect(downloads.texts).toHaveLength(2));
    expect(downloads.lines(0)[0]).toBe('Device,Serial Number,IP Address,Query Service,Queries (1 hour),Queries (24 hours),Last Query,Status');
    expect(downloads.lines(0).slice(1).every((l) => l.includes(',Web Filtering,'))).toBe(true);
    expect(downloads.lines(1)).toEqual(['Server,Used For,Status', ...columnOf(servers).map((s) => expect.stringMatching(new RegExp(`^${s},.*,Unreachable$`)))]);
    downloads.restore();
  });

  it('says when there is nothing, and when a list fails', async () => {
    mock.scenario('umQueryStatus', 'none');
    mock.scenario('listUmServerOverrides', 'none');
    renderShell(<QueryServerStatus />);
    expect(await screen.findByText('No device sends queries to this unit.')).toBeInTheDocument();
    expect(await screen.findByText('This unit uses the public FortiGuard servers.')).toBeInTheDocument();
    mock.dispose();
    mock = installMockApi();
    mock.fail('umQueryStatus');
    mock.fail('listUmServerOverrides');
    renderShell(<QueryServerStatus />);
    expect(await screen.findByText('Failed to load the query server status.', { exact: false })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load the server list.', { exact: false })).toBeInTheDocument();
  });
});

describe('External Resources', () => {
  it('lists the feeds; only an http(s) address is a link, opened safely', async () => {
    renderShell(<ExternalResources editable />);
    const link = await screen.findByRole('link', { name: 'https://feeds.example.com/domains.txt' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'ftp://files.example.com/hashes.txt' })).toBeNull();
    expect(screen.getByText('ftp://files.example.com/hashes.txt')).toBeInTheDocument();
    const failed = await rowOf('Botnet-IPs');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('The server answered 404.', { exact: false })).toBeInTheDocument();
  });

  it('searches, sorts and exports the feeds shown', async () => {
    const downloads = captureDownloads();
    renderShell(<ExternalResources editable />);
    const grid = await screen.findByRole('grid', { name: 'External resources' });
    await within(grid).findByText('Blocked-Domains');
    const all = columnOf(grid);
    await userEvent.click(within(grid).getByText('Name'));
    await waitFor(() => expect(columnOf(grid)).toEqual([...all].sort((a, b) => a.localeCompare(b))));
    search('Search Status', 'failed');
    await waitFor(() => expect(columnOf(grid)).toEqual(['Botnet-IPs']));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    const lines = downloads.lines();
    expect(lines[0]).toBe('Name,Type,Address,Refresh Rate,Last Update,Entries,Status');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Botnet-IPs,.*,Failed The server answered 404/);
    downloads.restore();
  });

  it('reads a feed again, and says when that fails or the unit refuses', async () => {
    renderShell(<ExternalResources editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Read Blocked-Domains now' }));
    expect(await screen.findByText('Blocked-Domains is being read again.')).toBeInTheDocument();
    expect(mock.callsOf('umExternalResource').find((c) => (c.body as { method: string }).method === 'refresh')!.body).toEqual({ method: 'refresh', params: { key: 'feed-1' } });
    mock.reply('umExternalResource', (call, spec) => ((call.body as { method: string }).method === 'refresh' ? { status: { code: -6, message: 'The feed server is not reachable.' } } : spec));
    await userEvent.click(screen.getByRole('button', { name: 'Read Botnet-IPs now' }));
    expect(await screen.findByText('Failed to read the feed again. The feed server is not reachable.')).toBeInTheDocument();
  });

  it('has no actions for a read-only administrator, and says when the list fails', async () => {
    renderShell(<ExternalResources editable={false} />);
    await screen.findByText('Blocked-Domains');
    expect(screen.queryByRole('button', { name: /^Read .* now$/ })).toBeNull();
    mock.dispose();
    mock = installMockApi();
    mock.fail('umExternalResource');
    renderShell(<ExternalResources editable />);
    expect(await screen.findByText('Failed to load the external resources.', { exact: false })).toBeInTheDocument();
  });
});

describe('forwarded update-manager calls', () => {
  it('Licensing Status asks the unit for the devices holding a licence type, and keeps the filter', async () => {
    renderShell(<LicensingStatus editable />);
    await screen.findByText('FGT-Fin-02');
    await userEvent.click(screen.getByRole('combobox', { name: 'Licence type' }));
    await userEvent.click(await screen.findByTitle('Web Filtering'));
    await waitFor(() => expect(mock.callsOf('filterUmLicenses')[0]?.body).toEqual({ license_filter: ['webfiltering'] }));
    await waitFor(() => expect(screen.queryByText('FGT-Fin-02')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Keep this filter' }));
    expect(await screen.findByText('Licensing Status will open with this filter.')).toBeInTheDocument();
    expect(mock.callsOf('updateUmLicenseFilter')[0].body).toEqual({ license_filter: ['webfiltering'] });
  });

  it('Licensing Status opens with the licence type kept, and reads the kept filter again after keeping one', async () => {
    mock.scenario('getUmLicenseFilter', 'webfiltering');
    renderShell(<LicensingStatus editable />);
    expect(await screen.findByText('1 of 4 devices')).toBeInTheDocument();
    expect(mock.callsOf('filterUmLicenses')[0].body).toEqual({ license_filter: ['webfiltering'] });
    await userEvent.click(screen.getByRole('button', { name: 'Keep this filter' }));
    expect(await screen.findByText('Licensing Status will open with this filter.')).toBeInTheDocument();
    await waitFor(() => expect(mock.callsOf('getUmLicenseFilter')).toHaveLength(2));
  });

  it('Package Service Status pushes to one device now and reloads the device list; failures say so', async () => {
    renderShell(<PackageService editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Push the pending updates to FGT-Fin-02 now' }));
    expect(await screen.findByText('The pending updates are being pushed to FGT-Fin-02.')).toBeInTheDocument();
    expect(mock.callsOf('pushUmDevice')[0].body).toEqual({ serial: 'FGT60FTK22000102', command: 'push' });
    // a device with nothing pending has nothing to push
    expect(screen.getByRole('button', { name: 'Push the pending updates to FGT-Fin-01 now' })).toBeDisabled();
    mock.scenario('pushUmDevice', 'refused');
    await userEvent.click(screen.getByRole('button', { name: 'Push the pending updates to FGT-Store-114 now' }));
    expect(await screen.findByText('Failed to push the pending updates. The device is not reachable.', { exact: false })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Reload Device List/ }));
    await waitFor(() => expect(mock.callsOf('reloadUmDeviceList')).toHaveLength(1));
    mock.fail('reloadUmDeviceList');
    await userEvent.click(await screen.findByRole('button', { name: /Reload Device List/ }));
    expect(await screen.findByText('Failed to reload the device list.', { exact: false })).toBeInTheDocument();
  }, 40_000);
});

describe('forwarded calls: read-only administrators and failures', () => {
  it('Licensing Status: a read-only administrator cannot keep the filter; a failed or refused filter says so', async () => {
    const { unmount } = renderShell(<LicensingStatus editable={false} />);
    await screen.findByText('FGT-Fin-02');
    expect(screen.queryByRole('button', { name: 'Keep this filter' })).toBeNull();
    unmount();
    renderShell(<LicensingStatus editable />);
    await screen.findByText('FGT-Fin-02');
    mock.scenario('updateUmLicenseFilter', 'refused');
    await userEvent.click(screen.getByRole('button', { name: 'Keep this filter' }));
    expect(await screen.findByText('The filter could not be kept. The device is not reachable.')).toBeInTheDocument();
    expect(mock.callsOf('updateUmLicenseFilter')[0].body).toEqual({ license_filter: [] });
    mock.fail('filterUmLicenses');
    await userEvent.click(screen.getByRole('combobox', { name: 'Licence type' }));
    await userEvent.click(await screen.findByTitle('IPS'));
    expect(await screen.findByText('Failed to load the licensing status.', { exact: false })).toBeInTheDocument();
    expect(mock.callsOf('filterUmLicenses')[0].body).toEqual({ license_filter: ['ips'] });
  });

  it('Package Service Status: a read-only administrator has no Push Now and no device-list reload', async () => {
    renderShell(<PackageService editable={false} />);
    await screen.findByText('FGT-Fin-02');
    expect(screen.queryByRole('button', { name: /^Push the pending updates to/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reload Device List/ })).toBeNull();
    expect(mock.callsOf('pushUmDevice')).toHaveLength(0);
    expect(mock.callsOf('reloadUmDeviceList')).toHaveLength(0);
  });

  it('Package Service Status: the device-list reload names the current ADOM and reads the devices again', async () => {
    renderShell(<PackageService editable />);
    await screen.findByText('FGT-Fin-02');
    const before = mock.callsOf('umPackageService').length;
    await userEvent.click(screen.getByRole('button', { name: /Reload Device List/ }));
    await waitFor(() => expect(mock.callsOf('reloadUmDeviceList')).toHaveLength(1));
    expect(mock.callsOf('reloadUmDeviceList')[0].body).toEqual({ adom: 'root' });
    await waitFor(() => expect(mock.callsOf('umPackageService').length).toBeGreaterThan(before));
  });

  it('Firmware Images marks the images already on the unit (um/image/list for the chosen product)', async () => {
    renderShell(<FirmwareImages editable />);
    const images = () => screen.getByRole('grid', { name: 'Firmware images kept' });
    const rowOfImage = (platform: string, version: string) =>
      within(images())
        .getAllByRole('row')
        .find((r) => within(r).queryByText(platform) && within(r).queryByText(version))!;
    await waitFor(() => expect(within(rowOfImage('FGT_100F', '7.6.2')).getByText('Downloaded')).toBeInTheDocument());
    expect(within(rowOfImage('FGT_100F', '7.4.7')).getByText('Not downloaded')).toBeInTheDocument();
    expect(within(rowOfImage('FGT_60F', '7.2.11')).getByText('Downloaded')).toBeInTheDocument();
    expect(mock.callsOf('listUmImages')[0].body).toEqual({ product: 'FGT' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Product' }));
    await userEvent.click(await screen.findByTitle('FortiAP'));
    await screen.findByText('FAP_431F');
    await waitFor(() => expect(mock.callsOf('listUmImages').at(-1)!.body).toEqual({ product: 'FAP' }));
  });

  it('Firmware Images: nothing on the unit, and a failed read of it, each say so', async () => {
    mock.scenario('listUmImages', 'none');
    const { unmount } = renderShell(<FirmwareImages editable />);
    await screen.findAllByText('FGT_100F');
    await waitFor(() => expect(within(screen.getByRole('grid', { name: 'Firmware images kept' })).getAllByText('Not downloaded')).toHaveLength(4));
    unmount();
    mock.fail('listUmImages');
    renderShell(<FirmwareImages editable />);
    expect(await screen.findByText('Failed to read which images are on this unit.', { exact: false })).toBeInTheDocument();
    // the product's images are still listed
    expect(within(screen.getByRole('grid', { name: 'Firmware images kept' })).getAllByText('Unknown')).toHaveLength(4);
  });
});
