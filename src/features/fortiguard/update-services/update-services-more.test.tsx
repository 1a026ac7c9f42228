import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
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

const rowOf = async (text: string) => (await screen.findAllByText(text))[0].closest('tr') as HTMLElement;

describe('Query Server Status', () => {
  it('shows each device per query service, and the servers the unit uses', async () => {
    renderShell(<QueryServerStatus />);
    const active = (await screen.findByText('Web Filtering')).closest('tr')!;
    expect(within(active).getByText('1,842')).toBeInTheDocument();
    expect(within(active).getByText('40,211')).toBeInTheDocument();
    expect(within(active).getByText('Active')).toBeInTheDocument();
    const never = await rowOf('FGT-Fin-02');
    expect(within(never).getByText('No query yet')).toBeInTheDocument();
    expect(within(never).getByText('Never')).toBeInTheDocument();
    expect(mock.callsOf('umQueryStatus')[0].body).toEqual({ method: 'get' });
    const server = (await screen.findByText('10.10.1.21:53')).closest('tr')!;
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
    expect(screen.getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Refresh']);
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
  });
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
    const images = () => screen.getAllByRole('table')[0]!;
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
    await waitFor(() => expect(within(screen.getAllByRole('table')[0]!).getAllByText('Not downloaded')).toHaveLength(4));
    unmount();
    mock.fail('listUmImages');
    renderShell(<FirmwareImages editable />);
    expect(await screen.findByText('Failed to read which images are on this unit.', { exact: false })).toBeInTheDocument();
    // the product's images are still listed
    expect(within(screen.getAllByRole('table')[0]!).getAllByText('Unknown')).toHaveLength(4);
  });
});
