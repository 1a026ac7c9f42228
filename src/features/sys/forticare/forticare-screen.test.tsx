import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { ForticareScreen } from './forticare-screen.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const type = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } });
const contractSection = () => screen.getByRole('region', { name: 'Register with a Contract Registration Code' });
const remoteAccess = () => screen.getByRole('switch', { name: 'Remote access from FortiCloud' });

function fillContract(code = 'FMGVM-0123-4567-89AB') {
  const section = contractSection();
  type(within(section).getByLabelText(/Account ID\/Email/), 'secops@example.com');
  type(within(section).getByLabelText(/^\*?\s*Password/), 'Acc0unt-Pass');
  type(within(section).getByLabelText(/Registration Code/), code);
}

describe('FortiCare & FortiCloud', () => {
  it('shows the serial number, the account the unit is registered to and its link to FortiCloud', async () => {
    renderShell(<ForticareScreen editable />);
    expect(await screen.findByText('FMG-VMTM24012345')).toBeInTheDocument();
    expect(screen.getByText('netops@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'FortiCare Registration' })).toBeInTheDocument();
    expect(await screen.findByText('Not signed in')).toBeInTheDocument();
    expect(remoteAccess()).not.toBeChecked();
    expect(remoteAccess()).toBeEnabled();
  });

  it('says when the unit is not registered', async () => {
    mock.scenario('getLicenseSelf', 'pending');
    renderShell(<ForticareScreen editable />);
    expect(await screen.findByText('Not registered')).toBeInTheDocument();
  });

  it('says when the registration cannot be read, and reads it again on Retry', async () => {
    mock.fail('getLicenseSelf');
    renderShell(<ForticareScreen editable />);
    expect(await screen.findByText(/^Failed to load the registration\./)).toBeInTheDocument();
    mock.reset('getLicenseSelf');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('netops@example.com')).toBeInTheDocument();
  });

  it('registers with a contract registration code: the rules of the form, then the call and the licence read again', async () => {
    renderShell(<ForticareScreen editable />);
    await screen.findByText('netops@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await within(contractSection()).findAllByText('This field is required.')).toHaveLength(3);
    expect(mock.callsOf('registerExistingContract')).toHaveLength(0);
    fillContract();
    type(within(contractSection()).getByLabelText(/Account ID\/Email/), 'not-an-address');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    fillContract();
    const licenceReads = mock.callsOf('getLicenseSelf').length;
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('FortiCare product registration successful.')).toBeInTheDocument();
    expect(mock.callsOf('registerExistingContract')[0].body).toEqual({
      account: 'secops@example.com',
      password: 'Acc0unt-Pass',
      registrationCode: 'FMGVM-0123-4567-89AB',
    });
    await waitFor(() => expect(mock.callsOf('getLicenseSelf').length).toBeGreaterThan(licenceReads));
    // the form is cleared for another code
    expect(within(contractSection()).getByLabelText(/Registration Code/)).toHaveValue('');
  });

  it.each([
    ['rejected', 'Invalid registration code.'],
    ['twoProblems', 'Invalid registration code. The contract is registered to another account.'],
    ['unknownError', 'Unknown error.'],
  ])('shows a refused registration (%s) in the service’s words, keeping what was typed', async (scenario, text) => {
    mock.scenario('registerExistingContract', scenario);
    renderShell(<ForticareScreen editable />);
    await screen.findByText('netops@example.com');
    fillContract('FMGVM-BAD');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await within(contractSection()).findByRole('alert')).toHaveTextContent(text);
    expect(within(contractSection()).getByLabelText(/Registration Code/)).toHaveValue('FMGVM-BAD');
    expect(screen.queryByText('FortiCare product registration successful.')).not.toBeInTheDocument();
  });

  it('signs the unit in to FortiCloud under an organisation chosen from the list', async () => {
    renderShell(<ForticareScreen editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In to FortiCloud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In to FortiCloud' });
    // the account the unit is registered to is proposed
    await waitFor(() => expect(within(dialog).getByLabelText(/Account ID\/Email/)).toHaveValue('netops@example.com'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    type(within(dialog).getByLabelText(/^\*?\s*Password/), 'Acc0unt-Pass');
    const org = within(dialog).getByRole('combobox', { name: /Organisation/ });
    await waitFor(() => expect(org).toBeEnabled());
    await userEvent.click(org);
    await userEvent.click(await screen.findByTitle('Example Networks EMEA'));
    mock.scenario('getRemoteAccess', 'signedIn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('This unit is signed in to FortiCloud.')).toBeInTheDocument();
    expect(mock.callsOf('loginFgtCloud')[0].body).toEqual({ account_id: 'netops@example.com', password: 'Acc0unt-Pass', org_id: '7002' });
    // the unit's link is read again: the account and organisation it is signed in under
    expect(await screen.findByText('Example Networks EMEA')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['rejected', 'Invalid account ID or password.'],
    ['unknownError', 'Unknown error.'],
  ])('shows a refused sign-in (%s) in the dialog, which keeps what was typed', async (scenario, text) => {
    mock.scenario('loginFgtCloud', scenario);
    renderShell(<ForticareScreen editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In to FortiCloud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In to FortiCloud' });
    type(within(dialog).getByLabelText(/^\*?\s*Password/), 'Wr0ng');
    const org = within(dialog).getByRole('combobox', { name: /Organisation/ });
    await waitFor(() => expect(org).toBeEnabled());
    await userEvent.click(org);
    await userEvent.click(await screen.findByTitle('Example Networks HQ'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(within(dialog).getByLabelText(/^\*?\s*Password/)).toHaveValue('Wr0ng');
  });

  it.each([
    ['failed', 'Session to FortiCare expired.'],
    ['none', 'The account has no organisation.'],
  ])('says why no organisation can be chosen (%s)', async (scenario, text) => {
    mock.scenario('getOrgList', scenario);
    renderShell(<ForticareScreen editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In to FortiCloud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In to FortiCloud' });
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
  });

  it('switches remote access, and says so when the unit refuses it', async () => {
    renderShell(<ForticareScreen editable />);
    await screen.findByText('Not signed in');
    await userEvent.click(remoteAccess());
    expect(await screen.findByText('Remote access from FortiCloud is allowed.')).toBeInTheDocument();
    expect(mock.callsOf('setRemoteAccess')[0].body).toEqual({ enable: 1 });
    // read again after the change
    await waitFor(() => expect(mock.callsOf('getRemoteAccess').length).toBeGreaterThan(1));

    mock.scenario('setRemoteAccess', 'notSignedIn');
    mock.scenario('getRemoteAccess', 'enabled');
    await waitFor(() => expect(remoteAccess()).toBeEnabled());
    await userEvent.click(remoteAccess());
    expect(await screen.findByRole('alert')).toHaveTextContent('The unit is not signed in to FortiCloud.');
    expect(remoteAccess()).not.toBeChecked();
  });

  it('says so when the link to FortiCloud cannot be read', async () => {
    mock.scenario('getRemoteAccess', 'failed');
    renderShell(<ForticareScreen editable />);
    expect(await screen.findByText('Session to FortiCare expired.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('only shows the registration without read-write on system settings', async () => {
    renderShell(<ForticareScreen editable={false} />);
    expect(await screen.findByText(/need read-write permission on system settings/)).toBeInTheDocument();
    await screen.findByText('Not signed in');
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In to FortiCloud' })).not.toBeInTheDocument();
    expect(remoteAccess()).toBeDisabled();
  });
});
