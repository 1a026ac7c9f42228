import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import PackageTransfer from './package-transfer.tsx';

let mock: MockApi;
let downloads: Array<{ href: string; name: string; at: number }>;
beforeEach(() => {
  mock = installMockApi();
  downloads = [];
  // a download is a click on a link the console makes; record it instead of navigating
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, name: this.download, at: performance.now() });
  });
});
afterEach(() => {
  mock.dispose();
  vi.restoreAllMocks();
});

const packageFile = () => new File(['PKG'], 'fgd-antivirus-20261124.pkg', { type: 'application/octet-stream' });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('Export Packages', () => {
  it('exports AntiVirus and IPS (newest only) by default, awaits the task, then downloads each file 300 ms apart', async () => {
    renderShell(<PackageTransfer editable />);
    expect(await screen.findByRole('checkbox', { name: 'AntiVirus' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'IPS' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Newest version of each package only' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Exported 2 files.', { selector: '.ant-alert *' })).toBeInTheDocument();
    expect(mock.callsOf('exportUmPackages')[0].body).toEqual({ category: ['antivirus', 'ips'], flags: 1 });
    expect(mock.callsOf('getTaskProgress')[0].url.pathname).toBe('/api/gui/um/task/741');
    expect(downloads.map((d) => d.name)).toEqual(['fgd-antivirus-20261124.pkg', 'fgd-ips-20261124.pkg']);
    const url = new URL(downloads[0]!.href);
    expect(url.pathname).toBe('/api/gui/um/object/export/file');
    expect(Object.fromEntries(url.searchParams)).toEqual({ filepath: '/var/tmp/export/fgd-antivirus-20261124.pkg', downloadname: 'fgd-antivirus-20261124.pkg' });
    expect(downloads[1]!.at - downloads[0]!.at).toBeGreaterThanOrEqual(290);
    expect(screen.getByText('Downloaded: fgd-ips-20261124.pkg')).toBeInTheDocument();
  });

  it('every version of the chosen categories is flags 0; with no category it says so and sends nothing', async () => {
    renderShell(<PackageTransfer editable />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'AntiVirus' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'IPS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Choose at least one package category.')).toBeInTheDocument();
    expect(mock.callsOf('exportUmPackages')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'GeoIP' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Newest version of each package only' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(mock.callsOf('exportUmPackages')).toHaveLength(1));
    expect(mock.callsOf('exportUmPackages')[0].body).toEqual({ category: ['geoip'], flags: 0 });
    expect(await screen.findByText('Exported 2 files.', { selector: '.ant-alert *' })).toBeInTheDocument();
  });

  it("a refused export says 'Fail to start export task.'; a failed task 'Failed to run the newly created task.' with its detail", async () => {
    mock.fail('exportUmPackages');
    const { unmount } = renderShell(<PackageTransfer editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Fail to start export task.')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
    unmount();
    mock.reset('exportUmPackages');
    mock.scenario('getTaskProgress', 'failed');
    renderShell(<PackageTransfer editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Failed to run the newly created task.')).toBeInTheDocument();
    expect(screen.getByText('Failed to connect to the update service.')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });
});

describe('Import Packages', () => {
  it("asks for a file first: 'Please choose a package file.'", async () => {
    renderShell(<PackageTransfer editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Please choose a package file.')).toBeInTheDocument();
    expect(mock.callsOf('uploadUmPackage')).toHaveLength(0);
  });

  it('uploads the file as a FortiGuard package, then imports the stored file in a task', async () => {
    mock.scenario('uploadUmPackage', 'packageAccepted');
    renderShell(<PackageTransfer editable />);
    await screen.findByRole('button', { name: 'Import' });
    await userEvent.upload(fileInput(), packageFile());
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The packages were imported.', { selector: '.ant-alert *' })).toBeInTheDocument();
    const [upload] = mock.callsOf('uploadUmPackage');
    expect(upload.url.pathname).toBe('/api/flatui/api/gui/adom/um/package/upload');
    expect(mock.callsOf('importUmPackages')[0].body).toEqual({ filepath: '/var/tmp/fgdpkg/fgd-antivirus-20261124.pkg' });
    expect(mock.callsOf('getTaskProgress')[0].url.pathname).toBe('/api/gui/um/task/742');
  });

  it('a refused file says why and keeps the file chosen; a refused import says "Fail to start import task."', async () => {
    mock.scenario('uploadUmPackage', 'packageInvalid');
    renderShell(<PackageTransfer editable />);
    await screen.findByRole('button', { name: 'Import' });
    await userEvent.upload(fileInput(), packageFile());
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Failed to upload the package file.')).toBeInTheDocument();
    expect(screen.getByText('The file is not a FortiGuard package.')).toBeInTheDocument();
    expect(screen.getByText('fgd-antivirus-20261124.pkg')).toBeInTheDocument();
    expect(mock.callsOf('importUmPackages')).toHaveLength(0);

    mock.scenario('uploadUmPackage', 'packageAccepted');
    mock.fail('importUmPackages');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Fail to start import task.')).toBeInTheDocument();
  });
});

describe('permissions', () => {
  it('without read-write on system settings nothing can be started, and it says why', async () => {
    renderShell(<PackageTransfer editable={false} />);
    expect(await screen.findByText('Exporting and importing packages needs read-write permission on system settings.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'AntiVirus' })).toBeDisabled();
  });
});
