import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { session } from '@/lib/session/index.ts';
import { VmLicenseBanner, VmLicenseGate } from './vm-license-gate.tsx';
import { LicenseUploadDialog } from './license-upload-dialog.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const licenceFile = () => new File(['LICENSE'], 'FGVM.lic', { type: 'application/octet-stream' });

describe('the VM licence gate', () => {
  it('shows nothing for a valid licence', async () => {
    renderShell(<VmLicenseGate />);
    await waitFor(() => expect(mock.callsOf('getVmLicenseStatus')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['expired', 'The VM licence expired on 2025-05-31. Upload a new licence file to go on.'],
    ['mgmtIpMismatch', "The licence was issued for the management IP 10.10.1.10, but this virtual machine's management IP is 10.20.1.10. Upload a licence for this IP address."],
    ['duplicateGraceOver', 'This licence is already in use by another virtual machine. Upload a licence of its own for this one.'],
  ])('holds the screen when the licence is %s: what is wrong, Upload Licence and Log Out, no way around', async (scenario, text) => {
    mock.scenario('getVmLicenseStatus', scenario);
    renderShell(<VmLicenseGate />);
    const dialog = await screen.findByRole('dialog', { name: 'VM Licence' });
    expect(dialog).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Upload Licence' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'VM Licence' })).toBeInTheDocument();
  });

  it('lets a duplicate licence be used on during its grace time', async () => {
    mock.scenario('getVmLicenseStatus', 'duplicate');
    renderShell(<VmLicenseGate />);
    const dialog = await screen.findByRole('dialog', { name: 'VM Licence' });
    expect(dialog).toHaveTextContent('3 of 7 days of grace time are left.');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'VM Licence' })).toBeNull());
  });

  it('signs the user out when the licence check cannot be answered', async () => {
    session.start('token', 'admin');
    mock.fail('getVmLicenseStatus');
    renderShell(<VmLicenseGate />);
    await waitFor(() => expect(mock.callsOf('signOut').length).toBe(1), { timeout: 5000 });
  });
});

describe('the licence banners', () => {
  it('tells a VM below the minimum size what it has and needs', async () => {
    mock.scenario('getVmLicenseStatus', 'undersized');
    renderShell(<VmLicenseBanner />);
    expect(await screen.findByText('This virtual machine has 8GB memory and 2 vCPU; it needs at least 16GB memory and 4 vCPU.')).toBeInTheDocument();
  });

  it('offers the upload with an evaluation licence', async () => {
    mock.scenario('getVmLicenseStatus', 'evaluation');
    renderShell(<VmLicenseBanner />);
    expect(await screen.findByText('Evaluation licence, valid until 2025-07-15.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Licence' }));
    expect(await screen.findByRole('dialog', { name: 'Upload Licence' })).toBeInTheDocument();
  });
});

describe('Upload Licence', () => {
  it('asks for a file first', async () => {
    renderShell(<LicenseUploadDialog open onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose the license file.');
    expect(mock.callsOf('uploadVmLicense')).toHaveLength(0);
  });

  it('says Invalid file. when the appliance refuses it, and keeps the file chosen', async () => {
    mock.scenario('uploadVmLicense', 'invalid');
    const { container } = renderShell(<LicenseUploadDialog open onClose={() => {}} />);
    await screen.findByRole('dialog', { name: 'Upload Licence' });
    const input = (container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement)!;
    await userEvent.upload(input, licenceFile());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid file.');
    expect(screen.getByText('FGVM.lic')).toBeInTheDocument();
  });

  it('uploads the file and reads the licence again everywhere', async () => {
    let closed = false;
    const { container } = renderShell(<LicenseUploadDialog open onClose={() => (closed = true)} />);
    await screen.findByRole('dialog', { name: 'Upload Licence' });
    await userEvent.upload(container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement, licenceFile());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(closed).toBe(true));
    const [call] = mock.callsOf('uploadVmLicense');
    expect(call.url.pathname).toBe('/api/flatui/auth/gui/vmlicense/upload');
    expect(await screen.findByText('The licence was uploaded.')).toBeInTheDocument();
  });
});
