import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { Certificates } from './certificates.tsx';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { specExample } from '@/lib/api/testing/spec-mock.ts';

const mockRows = (op: 'listLocalCertificates') => (specExample(op) as unknown[]).length;

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const CERT = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ2\n-----END CERTIFICATE-----\n';
const KEY = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49\n-----END PRIVATE KEY-----\n';
const rowOf = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('[role="row"]')!;
/** the names of the certificates a grid shows, top to bottom */
const names = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('gridcell')[0].textContent);

async function openImport() {
  await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
  return screen.findByRole('dialog');
}
const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(label);
const type = (label: string, text: string) => fireEvent.change(field(label), { target: { value: text } });
const submit = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

describe('Certificates', () => {
  it('lists local certificates with subject, issuer, validity and status in words', async () => {
    renderShell(<Certificates editable />);
    const expired = await rowOf('fetch-client-2024');
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByText(/CN = logfetch.example.com/)).toBeInTheDocument();
    expect(within(await rowOf('Fortinet_Local')).getByText('Valid')).toBeInTheDocument();
  });

  it('exports the certificates of the tab as CSV, validity and status in words', async () => {
    const downloads = captureDownloads();
    renderShell(<Certificates editable />);
    await rowOf('fetch-client-2024');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names).toEqual(['local-certificates.csv']);
    const lines = downloads.lines();
    expect(lines[0]).toBe('Name,Subject,Issuer,Valid From,Valid To,Status');
    expect(lines.find((l) => l.startsWith('fetch-client-2024,'))).toMatch(/,Expired$/);
    expect(lines).toHaveLength(1 + mockRows('listLocalCertificates'));
    downloads.restore();
  });

  it('searches a column and sorts, each tab under its own names in the address', async () => {
    const { router } = renderShell(<Certificates editable />, { path: '/sys/certificate' });
    const local = await screen.findByRole('grid', { name: 'Local Certificates' });
    await rowOf('fetch-client-2024');
    fireEvent.change(within(local).getByLabelText('Search Status'), { target: { value: 'expired' } });
    await waitFor(() => expect(names(local)).toEqual(['fetch-client-2024']));
    await waitFor(() => expect(router.state.location.search).toBe('?local.f.status=expired'));
    fireEvent.change(within(local).getByLabelText('Search Status'), { target: { value: '' } });
    await waitFor(() => expect(names(local)).toHaveLength(mockRows('listLocalCertificates')));
    await userEvent.click(within(local).getByText('Name'));
    await waitFor(() => expect(names(local)).toEqual(['fetch-client-2024', 'Fortinet_Local', 'gui-https']));
    await userEvent.click(within(local).getByText('Name'));
    await waitFor(() => expect(names(local)).toEqual(['gui-https', 'Fortinet_Local', 'fetch-client-2024']));
    expect(router.state.location.search).toBe('?local.sort=-name');

    await userEvent.click(screen.getByRole('tab', { name: 'CA Certificates' }));
    const ca = await screen.findByRole('grid', { name: 'CA Certificates' });
    await within(ca).findByText('ExampleCorp-Issuing-CA1');
    fireEvent.change(within(ca).getByLabelText('Search Issuer'), { target: { value: 'fortiguard' } });
    await waitFor(() => expect(names(ca)).toEqual(['Fortinet_GUI_Server']));
    await waitFor(() => expect(router.state.location.search).toBe('?local.sort=-name&ca.f.issuer=fortiguard'));
  });

  it('exports what the search shows', async () => {
    const downloads = captureDownloads();
    renderShell(<Certificates editable />, { path: '/sys/certificate?local.f.issuer=issuing' });
    const local = await screen.findByRole('grid', { name: 'Local Certificates' });
    await waitFor(() => expect(names(local)).toEqual(['gui-https', 'fetch-client-2024']));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.lines().map((l) => l.split(',')[0])).toEqual(['Name', 'gui-https', 'fetch-client-2024']);
    downloads.restore();
  });

  it('lists the CA certificates on their tab', async () => {
    renderShell(<Certificates editable />);
    await userEvent.click(screen.getByRole('tab', { name: 'CA Certificates' }));
    expect(await screen.findByText('ExampleCorp-Issuing-CA1')).toBeInTheDocument();
    expect(mock.callsOf('listCaCertificates')).toHaveLength(1);
  });

  it('opens the details of a certificate with a double-click on its row', async () => {
    renderShell(<Certificates editable />);
    const row = await rowOf('gui-https');
    await userEvent.dblClick(within(row).getAllByRole('gridcell')[0]);
    expect(await screen.findByRole('dialog', { name: 'Details of gui-https' })).toBeInTheDocument();
  });

  it('shows every field of a certificate in the details drawer', async () => {
    renderShell(<Certificates editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Details of gui-https' }));
    const drawer = await screen.findByRole('dialog', { name: 'Details of gui-https' });
    expect(within(drawer).getByText('04:d2:11:8e:5a:70:3b:c9')).toBeInTheDocument();
    expect(within(drawer).getByText('RSA 4096')).toBeInTheDocument();
    expect(within(drawer).getByText('sha384WithRSAEncryption')).toBeInTheDocument();
    expect(within(drawer).getByText('Certificate of the web interface')).toBeInTheDocument();
    expect(within(drawer).getByText('Imported')).toBeInTheDocument();
  });

  it('deletes a certificate after confirmation; factory and in-use certificates cannot be deleted', async () => {
    renderShell(<Certificates editable />);
    expect(await screen.findByRole('button', { name: 'Delete Fortinet_Local' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete gui-https' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete fetch-client-2024' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Certificate fetch-client-2024 deleted.')).toBeInTheDocument();
    expect(mock.callsOf('deleteLocalCertificate')[0].url.pathname).toBe('/api/gui/sys/certificate/local/fetch-client-2024');
  });

  it("says why a certificate was not deleted", async () => {
    mock.fail('deleteLocalCertificate', 500, 'inUse');
    renderShell(<Certificates editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete fetch-client-2024' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete the certificate. The certificate is used by another setting.')).toBeInTheDocument();
  });

  it('without the permission: no Import nor Delete, and the reason is given', async () => {
    renderShell(<Certificates editable={false} />);
    await rowOf('gui-https');
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Importing and deleting certificates needs read-write permission/)).toBeInTheDocument();
  });

  it('says when there is none, and when they cannot be read (Retry reads again)', async () => {
    mock.scenario('listLocalCertificates', 'empty');
    const { unmount } = renderShell(<Certificates editable />);
    expect(await screen.findByText('No local certificate.')).toBeInTheDocument();
    unmount();
    mock.reset('listLocalCertificates');
    mock.fail('listLocalCertificates');
    renderShell(<Certificates editable />);
    expect(await screen.findByText('Failed to load the local certificates.')).toBeInTheDocument();
    mock.reset('listLocalCertificates');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('gui-https')).toBeInTheDocument();
  });
});

describe('Import Certificate', () => {
  it('asks for the name, the certificate and, for a local certificate, its private key', async () => {
    renderShell(<Certificates editable />);
    const dialog = await openImport();
    await submit(dialog);
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    expect(within(dialog).getByText('A local certificate needs its private key.')).toBeInTheDocument();
    expect(mock.callsOf('importCertificate')).toHaveLength(0);
  }, 30_000);

  it("gives the name rules' messages", async () => {
    renderShell(<Certificates editable />);
    const dialog = await openImport();
    type('Name', 'web cert');
    await submit(dialog);
    expect(await within(dialog).findByText("The name can contain only letters, digits, '-', '_' and '.'.")).toBeInTheDocument();
    type('Name', 'n'.repeat(36));
    expect(await within(dialog).findByText('The name cannot be longer than 35 characters.')).toBeInTheDocument();
  }, 30_000);

  it("gives the PEM and length rules' messages", async () => {
    renderShell(<Certificates editable />);
    const dialog = await openImport();
    type('Certificate (PEM)', 'not a certificate');
    type('Private Key (PEM)', 'not a key');
    type('Key Password', 'x'.repeat(129));
    type('Comment', 'c'.repeat(256));
    await submit(dialog);
    expect(await within(dialog).findByText('Enter the certificate in PEM format, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the private key in PEM format, from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----.')).toBeInTheDocument();
    expect(within(dialog).getByText('The password cannot be longer than 128 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('The comment cannot be longer than 255 characters.')).toBeInTheDocument();
    expect(mock.callsOf('importCertificate')).toHaveLength(0);
  }, 30_000);

  it('imports a CA certificate without key nor password, and reads the CA list again', async () => {
    renderShell(<Certificates editable />);
    const dialog = await openImport();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'CA Certificate' }));
    expect(within(dialog).queryByLabelText('Private Key (PEM)')).not.toBeInTheDocument();
    type('Name', 'ExampleCorp-Root');
    type('Certificate (PEM)', CERT);
    await submit(dialog);
    expect(await screen.findByText('Certificate ExampleCorp-Root imported.')).toBeInTheDocument();
    expect(mock.callsOf('importCertificate')[0].body).toEqual({ type: 'ca', name: 'ExampleCorp-Root', certificate: CERT });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 30_000);

  it('loads the certificate from a file', async () => {
    renderShell(<Certificates editable />);
    const dialog = await openImport();
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File([CERT], 'web.pem', { type: 'application/x-pem-file' }));
    await waitFor(() => expect(field('Certificate (PEM)')).toHaveValue(CERT));
  });

  it("keeps the dialog open with the unit's reason when the import is refused", async () => {
    mock.fail('importCertificate', 500, 'duplicate');
    renderShell(<Certificates editable />);
    const dialog = await openImport();
    type('Name', 'gui-https');
    type('Certificate (PEM)', CERT);
    type('Private Key (PEM)', KEY);
    await submit(dialog);
    expect(await within(dialog).findByText('Failed to import the certificate. A certificate with this name already exists.')).toBeInTheDocument();
    expect(mock.callsOf('importCertificate')[0].body).toEqual({ type: 'local', name: 'gui-https', certificate: CERT, private_key: KEY });
    expect(field('Name')).toHaveValue('gui-https');
  }, 30_000);
});
