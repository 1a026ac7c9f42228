import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { FirmwareImages } from './firmware-images.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const imageFile = () => new File(['IMG'], 'FGT_100F-v7.6.2-build3401-FORTINET.out', { type: 'application/octet-stream' });

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByTitle(option));
}

describe('Firmware Images', () => {
  it("lists a product's images, filtered by platform", async () => {
    renderShell(<FirmwareImages editable />);
    await screen.findAllByText('FGT_100F');
    const images = () => screen.getByRole('grid', { name: 'Firmware images kept' });
    expect(within(images()).getAllByText('FGT_60F')).toHaveLength(2);
    expect(mock.callsOf('listFirmwareImages')[0].body).toEqual({ method: 'get', params: { viewType: 'all', viewProduct: 'FGT' } });
    await pick('Platform', 'FGT_100F');
    expect(within(images()).queryByText('FGT_60F')).toBeNull();
    await pick('Product', 'FortiAP');
    expect(await screen.findByText('FAP_431F')).toBeInTheDocument();
    expect(mock.callsOf('listFirmwareImages').at(-1)!.body).toMatchObject({ params: { viewProduct: 'FAP' } });
    await pick('Product', 'FortiProxy');
    expect(await screen.findByText('No image of this product is kept.')).toBeInTheDocument();
  });

  it('searches, sorts and exports each list on its own, each kept in the address under its name', async () => {
    const downloads = captureDownloads();
    const { router } = renderShell(<FirmwareImages editable />, { path: '/fortiguard/firmware', pattern: '/fortiguard/firmware' });
    const images = await screen.findByRole('grid', { name: 'Firmware images kept' });
    const imported = screen.getByRole('grid', { name: 'Imported Images' });
    await within(images).findAllByText('FGT_100F');
    await within(imported).findByText('FGT_60F-v7.4.7-build2795-FORTINET.out');
    const versions = () => within(images).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('gridcell')[0].textContent);
    fireEvent.change(within(images).getByRole('textbox', { name: 'Search Platform' }), { target: { value: '60F' } });
    await waitFor(() => expect(within(images).queryByText('FGT_100F')).toBeNull());
    expect(within(images).getAllByText('FGT_60F')).toHaveLength(2);
    await userEvent.click(within(images).getByText('Version'));
    await waitFor(() => expect(versions()).toEqual([...versions()].sort()));
    fireEvent.change(within(imported).getByRole('textbox', { name: 'Search File' }), { target: { value: 'FAP' } });
    await waitFor(() => expect(within(imported).queryByText('FGT_60F-v7.4.7-build2795-FORTINET.out')).toBeNull());
    await waitFor(() => expect(router.state.location.search).toBe('?img.f.platform=60F&img.sort=version&imp.f.name=FAP'));
    const [exportImages, exportImported] = screen.getAllByRole('button', { name: 'Export CSV' });
    await userEvent.click(exportImages);
    await userEvent.click(exportImported);
    await waitFor(() => expect(downloads.texts).toHaveLength(2));
    expect(downloads.lines(0)[0]).toBe('Version,Build,Platform,Type,Recommended,On This Unit');
    expect(downloads.lines(0).slice(1).map((l) => l.split(',')[0])).toEqual(versions());
    expect(downloads.lines(0).slice(1).every((l) => l.includes(',FGT_60F,'))).toBe(true);
    expect(downloads.lines(1)[0]).toBe('File,Platform,Version,Size,Imported');
    expect(downloads.lines(1).slice(1).every((l) => l.startsWith('FAP'))).toBe(true);
    downloads.restore();
  });

  it('deletes an imported image after asking', async () => {
    renderShell(<FirmwareImages editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete FAP_231F-v7.4.4-build0470-FORTINET.out' }));
    const confirm = (await screen.findAllByText('Delete Imported Image')).at(-1)!.closest('[role="dialog"]') as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('FAP_231F-v7.4.4-build0470-FORTINET.out was deleted.')).toBeInTheDocument();
    const del = mock.callsOf('umFirmwareImportImage').find((c) => (c.body as { method: string }).method === 'del');
    expect(del?.body).toEqual({ method: 'del', params: { key: 'imp-0002' } });
  });

  it('imports an image file with its progress; a refused file says so', async () => {
    renderShell(<FirmwareImages editable />);
    await screen.findByText('FGT_60F-v7.4.7-build2795-FORTINET.out');
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, imageFile());
    expect(await screen.findByText('FGT_100F-v7.6.2-build3401-FORTINET.out was imported.')).toBeInTheDocument();
    expect(mock.callsOf('importFirmwareImage')).toHaveLength(1);
    mock.scenario('importFirmwareImage', 'invalid');
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, imageFile());
    expect(await screen.findByText(/^Failed to upload file or invalid image\./)).toBeInTheDocument();
  });

  it('read-only: no import and no delete; each list says when it cannot be read', async () => {
    const { unmount } = renderShell(<FirmwareImages editable={false} />);
    await screen.findByText('FGT_60F-v7.4.7-build2795-FORTINET.out');
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import Image' })).toBeNull();
    unmount();
    mock.fail('listFirmwareImages');
    mock.fail('umFirmwareImportImage');
    renderShell(<FirmwareImages editable />);
    await waitFor(() => expect(screen.getByText('Failed to load the firmware images.', { exact: false })).toBeInTheDocument());
    expect(screen.getByText('Failed to load the imported images.', { exact: false })).toBeInTheDocument();
  });
});
