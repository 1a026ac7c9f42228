import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegistrationFormData } from '@generated/forms/registration.ts';
import { SsoStep, type SsoStepProps } from './sso-step.tsx';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderWithProviders, setMockControls } from '../test/render.tsx';
import { Stateful } from '../test/stateful.tsx';
import type { ContractStepForm } from '../wizard-state.ts';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

function renderSso(props: Partial<SsoStepProps> = {}, initial: RegistrationFormData = { useEntitlement: false }) {
  const handlers = { onRegistered: vi.fn(), onDone: vi.fn(), onLater: vi.fn(), onBack: vi.fn() };
  renderWithProviders(
    <Stateful<{ form: RegistrationFormData; contract: ContractStepForm; sso: boolean | undefined }>
      initial={{ form: initial, contract: { registerWith: 'account', data: {} }, sso: undefined }}
    >
      {(value, set) => (
        <SsoStep
          serialNumber="FMG-VMTM24012345"
          value={value.form}
          onChange={(form) => set({ ...value, form })}
          contract={value.contract}
          onContractChange={(contract) => set({ ...value, contract })}
          sso={value.sso}
          onSsoChange={(sso) => set({ ...value, sso })}
          account={null}
          {...handlers}
          {...props}
        />
      )}
    </Stateful>,
  );
  return handlers;
}

const user = () => userEvent.setup();

/** pasting is as real as typing here, and much lighter on a busy machine */
async function fill(u: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await u.click(field);
  await u.paste(text);
}

async function pick(u: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  // the select opens once its choices have arrived (it says 'Loading...' until then)
  await waitFor(() => expect(screen.getByRole('combobox', { name: label })).toBeEnabled());
  await u.click(screen.getByRole('combobox', { name: label }));
  await u.click(await screen.findByTitle(option));
}

describe('SsoStep', () => {
  it('shows the serial number, the support links and the single sign-on switch', async () => {
    setMockControls();
    renderSso();
    expect(screen.getByRole('heading', { name: 'Register and SSO' })).toHaveFocus();
    expect(screen.getByText('FMG-VMTM24012345')).toBeInTheDocument();
    for (const name of [/^Register/, /^Forgot password\?/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const sso = screen.getByRole('switch', { name: 'Single sign-on with FortiCloud' });
    await waitFor(() => expect(sso).toBeEnabled());
    expect(sso).not.toBeChecked();
  });

  it('requires the account and password, and an e-mail address as account', async () => {
    setMockControls();
    const { onDone } = renderSso();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    await fill(u, screen.getByRole('textbox', { name: /Account ID\/Email/ }), 'not-an-address');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(mock.callsOf('registerExistingUser')).toHaveLength(0);
  });

  it('reloads the resellers for a country, clears the reseller, and registers with the reseller name', { timeout: 60000 }, async () => {
    setMockControls();
    const { onDone, onRegistered } = renderSso();
    const u = user();
    await fill(u, screen.getByRole('textbox', { name: /Account ID\/Email/ }), 'netops@example.com');
    await fill(u, screen.getByLabelText(/^\*?\s*Password/), 'Acc0unt-Pass');
    await pick(u, 'Country/Region', 'Canada');
    await waitFor(() => expect(mock.callsOf('getResellerList')).toHaveLength(1));
    expect(mock.callsOf('getResellerList')[0].body).toEqual({ country: 'CA' });
    await pick(u, 'Reseller', 'Fabrikam Networks');
    const reseller = screen.getByRole('combobox', { name: 'Reseller' }).closest('.ant-select')!;
    expect(reseller).toHaveTextContent('Fabrikam Networks');
    await pick(u, 'Country/Region', 'United States');
    await waitFor(() => expect(mock.callsOf('getResellerList')).toHaveLength(2));
    // the reseller of the previous country is cleared
    expect(reseller).not.toHaveTextContent('Fabrikam Networks');
    await pick(u, 'Reseller', 'Contoso Integration & Services');
    await u.click(screen.getByRole('switch', { name: 'Single sign-on with FortiCloud' }));
    await u.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(mock.callsOf('registerExistingUser')[0].body).toEqual({
      account_id: 'netops@example.com',
      password: 'Acc0unt-Pass',
      country: 'US',
      reseller_id: '31002',
      reseller_name: 'Contoso Integration & Services',
    });
    expect(onRegistered).toHaveBeenCalledWith('netops@example.com');
    expect(mock.callsOf('setSamlSettings')[0].body).toMatchObject({ 'forticloud-sso': 1 });
    expect(await screen.findByText('FortiCare product registration successful.')).toBeInTheDocument();
  });

  it.each([
    ['rejected', 'Invalid account ID or password. Reseller is required.'],
    ['unknownError', 'Unknown error.'],
  ])('shows the registration service errors (%s)', async (scenario, text) => {
    setMockControls({ scenarios: { registerExistingUser: scenario } });
    const { onDone } = renderSso({}, { useEntitlement: false, account_id: 'netops@example.com', password: 'x' });
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onDone).not.toHaveBeenCalled();
    // what the user typed stays
    expect(screen.getByRole('textbox', { name: /Account ID\/Email/ })).toHaveValue('netops@example.com');
  });

  it('says the support servers cannot be reached when the country list is empty', async () => {
    setMockControls({ scenarios: { getCountryList: 'unreachable' } });
    renderSso();
    expect(await screen.findByText('Failed to connect to FortiCare servers.')).toBeInTheDocument();
  });

  it('says so too when the country list fails', async () => {
    setMockControls({ faults: { getCountryList: 500 } });
    renderSso();
    expect(await screen.findByText('Failed to connect to FortiCare servers.')).toBeInTheDocument();
  });

  it('with an entitlement file, skips registration: account and password are disabled and masked', async () => {
    setMockControls();
    const { onDone } = renderSso(
      { account: 'netops@example.com' },
      { useEntitlement: true, account_id: 'netops@example.com' },
    );
    expect(screen.getByText('This unit is registered to netops@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Account ID\/Email/ })).toBeDisabled();
    const password = screen.getByLabelText(/^\*?\s*Password/);
    expect(password).toBeDisabled();
    expect(password).toHaveAttribute('placeholder', '********');
    await user().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(mock.callsOf('registerExistingUser')).toHaveLength(0);
    expect(mock.callsOf('setSamlSettings')).toHaveLength(0);
  });

  it('keeps the step when saving single sign-on fails', async () => {
    setMockControls({ faults: { setSamlSettings: 500 } });
    const { onDone } = renderSso({ account: 'netops@example.com' });
    const u = user();
    const sso = screen.getByRole('switch', { name: 'Single sign-on with FortiCloud' });
    await waitFor(() => expect(sso).toBeEnabled());
    await u.click(sso);
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save the single sign-on setting.');
    expect(onDone).not.toHaveBeenCalled();
    expect(sso).toBeChecked();
  });

  it('says when the single sign-on setting cannot be read', async () => {
    setMockControls({ faults: { getSamlSettings: 500 } });
    renderSso();
    expect(await screen.findByText('Failed to load the single sign-on setting.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Single sign-on with FortiCloud' })).toBeDisabled();
  });

  it('shows the reseller list failure', async () => {
    setMockControls({ faults: { getResellerList: 500 } });
    renderSso();
    await pick(user(), 'Country/Region', 'Canada');
    expect(await screen.findByText('Failed to load the resellers.')).toBeInTheDocument();
  });

  it('registers with a contract registration code instead of an account, then leaves the step', async () => {
    setMockControls();
    const { onDone, onRegistered } = renderSso();
    const u = user();
    await u.click(screen.getByRole('radio', { name: 'Contract Registration Code' }));
    // the account form gives way to the contract's: no country or reseller
    expect(screen.queryByRole('combobox', { name: 'Country/Region' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    await fill(u, screen.getByRole('textbox', { name: /Account ID\/Email/ }), 'secops@example.com');
    await fill(u, screen.getByLabelText(/^\*?\s*Password/), 'Acc0unt-Pass');
    await fill(u, screen.getByRole('textbox', { name: /Registration Code/ }), 'FMGVM-0123-4567-89AB');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(mock.callsOf('registerExistingContract')[0].body).toEqual({
      account: 'secops@example.com',
      password: 'Acc0unt-Pass',
      registrationCode: 'FMGVM-0123-4567-89AB',
    });
    expect(mock.callsOf('registerExistingUser')).toHaveLength(0);
    expect(onRegistered).toHaveBeenCalledWith('secops@example.com');
    expect(await screen.findByText('FortiCare product registration successful.')).toBeInTheDocument();
  });

  it.each([
    ['twoProblems', 'Invalid registration code. The contract is registered to another account.'],
    ['unknownError', 'Unknown error.'],
  ])('shows a refused contract registration (%s) and keeps the step and what was typed', async (scenario, text) => {
    setMockControls({ scenarios: { registerExistingContract: scenario } });
    const { onDone } = renderSso();
    const u = user();
    await u.click(screen.getByRole('radio', { name: 'Contract Registration Code' }));
    await fill(u, screen.getByRole('textbox', { name: /Account ID\/Email/ }), 'secops@example.com');
    await fill(u, screen.getByLabelText(/^\*?\s*Password/), 'Acc0unt-Pass');
    await fill(u, screen.getByRole('textbox', { name: /Registration Code/ }), 'FMGVM-BAD');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Registration Code/ })).toHaveValue('FMGVM-BAD');
    // back to the account: what was typed there is kept too, and so is the code
    await u.click(screen.getByRole('radio', { name: 'FortiCare Account' }));
    await u.click(screen.getByRole('radio', { name: 'Contract Registration Code' }));
    expect(screen.getByRole('textbox', { name: /Registration Code/ })).toHaveValue('FMGVM-BAD');
  });

  it('shows the unit’s link to FortiCloud, and signs it in under an organisation with the account typed', async () => {
    setMockControls();
    renderSso({}, { useEntitlement: false, account_id: 'netops@example.com' });
    const cloud = await screen.findByRole('region', { name: 'FortiCloud' });
    expect(await within(cloud).findByText('Not signed in')).toBeInTheDocument();
    expect(within(cloud).getByRole('switch', { name: 'Remote access from FortiCloud' })).not.toBeChecked();
    const u = user();
    await u.click(within(cloud).getByRole('button', { name: 'Sign In to FortiCloud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In to FortiCloud' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Account ID\/Email/ })).toHaveValue('netops@example.com'));
    await fill(u, within(dialog).getByLabelText(/^\*?\s*Password/), 'Acc0unt-Pass');
    await pick(u, 'Organisation', 'Example Networks HQ');
    await u.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('This unit is signed in to FortiCloud.')).toBeInTheDocument();
    expect(mock.callsOf('loginFgtCloud')[0].body).toEqual({ account_id: 'netops@example.com', password: 'Acc0unt-Pass', org_id: '7001' });
  });

  it('says why remote access is refused while the unit is not registered', async () => {
    setMockControls({ scenarios: { setRemoteAccess: 'rejected' } });
    renderSso();
    const cloud = await screen.findByRole('region', { name: 'FortiCloud' });
    const remote = await within(cloud).findByRole('switch', { name: 'Remote access from FortiCloud' });
    await user().click(remote);
    expect(await within(cloud).findByRole('alert')).toHaveTextContent('The unit is not registered.');
    expect(remote).not.toBeChecked();
  });

  it('offers Later and Back', async () => {
    setMockControls();
    const { onLater, onBack } = renderSso();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Later' }));
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(onLater).toHaveBeenCalledOnce();
    expect(onBack).toHaveBeenCalledOnce();
  });
});
