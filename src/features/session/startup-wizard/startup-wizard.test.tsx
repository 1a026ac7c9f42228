import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StartupWizard from './startup-wizard.tsx';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderWithProviders, setMockControls, type MockControls } from './test/render.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

function renderWizard(controls: MockControls) {
  setMockControls(controls);
  const onFinish = vi.fn();
  renderWithProviders(<StartupWizard onFinish={onFinish} />);
  return onFinish;
}

async function stepList() {
  const nav = await screen.findByRole('navigation', { name: 'Setup steps' });
  return [...nav.querySelectorAll('.ant-steps-item-title')].map((t) => t.textContent);
}

async function onStep(name: string) {
  const heading = await screen.findByRole('heading', { name });
  await waitFor(() => expect(heading).toHaveFocus());
}

describe('StartupWizard', () => {
  it('walks a fresh appliance through every step; any Later makes the setup incomplete', { timeout: 90000 }, async () => {
    const onFinish = renderWizard({ persona: 'freshAppliance' });
    expect(await screen.findByRole('dialog', { name: 'FortiManager Setup' })).toBeInTheDocument();
    expect(await stepList()).toEqual([
      'Welcome',
      'Register and SSO',
      'Specify Hostname',
      'Change Your Password',
      'Upgrade Firmware',
      'Backup Strategy',
      'Finish',
    ]);
    const user = userEvent.setup();
    await onStep('Welcome');
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    await onStep('Register and SSO');
    await user.click(screen.getByRole('button', { name: 'Later' }));

    await onStep('Specify Hostname');
    const hostname = screen.getByRole('textbox', { name: /Hostname/ });
    await user.clear(hostname);
    await user.paste('fmg-hq-01');
    // what was typed survives Back
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await onStep('Register and SSO');
    await user.click(screen.getByRole('button', { name: 'Later' }));
    await onStep('Specify Hostname');
    expect(screen.getByRole('textbox', { name: /Hostname/ })).toHaveValue('fmg-hq-01');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await onStep('Change Your Password');
    await user.click(screen.getByRole('button', { name: 'Later' }));
    await onStep('Upgrade Firmware');
    await user.click(screen.getByRole('button', { name: 'Upgrade Later' }));
    await onStep('Backup Strategy');
    await user.click(await screen.findByRole('button', { name: 'Later' }));

    await onStep('Setup Incomplete');
    expect(screen.getByText(/Register and SSO, Change Your Password, Upgrade Firmware, Backup Strategy/)).toBeInTheDocument();
    // Back to the welcome page: its checklist shows what was done and what was left
    for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: 'Back' }));
    await onStep('Welcome');
    const items = within(screen.getByRole('list', { name: 'Remaining steps' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Register and SSO(left for later)',
      'Specify Hostname(done)',
      'Change Your Password(left for later)',
      'Upgrade Firmware(left for later)',
      'Backup Strategy(left for later)',
    ]);
    expect(mock.callsOf('setHostname')[0].body).toEqual({ hostname: 'fmg-hq-01' });
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('finishes complete when no step was left for later', async () => {
    // an appliance where only the host name is left to do
    mock.handlers.getStartupState = () => ({
      body: {
        forticare_license: { account_id: 'netops@example.com' },
        admin_has_default_pwd: false,
        need_change_password: 0,
        ha_mode: 'standalone',
        fmgversion: 'v7.4.5-build2588 241009 (GA.M)',
        version: '7.4.5',
        hostname: 'FMG-VM64',
        hostname_set: false,
        sn: 'FMG-VMTM24012345',
        username: 'admin',
        newer_image: null,
        variant: 'manager',
        product_name: 'FortiManager',
        platform: 'FortiManager-VM64',
      },
    });
    const onFinish = renderWizard({ persona: 'freshAppliance', scenarios: { backupStrategyStatus: 'wizardBackupChanged' } });
    expect(await stepList()).toEqual(['Welcome', 'Specify Hostname', 'Finish']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    await onStep('Specify Hostname');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await onStep('Setup Complete');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledWith('complete');
  });

  it.each([
    ['wizardRegistered', 'Register and SSO'],
    ['wizardHostnameSet', 'Specify Hostname'],
    ['wizardPasswordChanged', 'Change Your Password'],
    ['wizardNoNewerImage', 'Upgrade Firmware'],
    ['wizardBackupChanged', 'Backup Strategy'],
    ['wizardHaSecondary', 'Change Your Password'],
  ])('%s has no %s step', async (persona, step) => {
    renderWizard({ persona });
    const steps = await stepList();
    expect(steps).not.toContain(step);
    expect(steps[0]).toBe('Welcome');
    expect(steps.at(-1)).toBe('Finish');
  });

  it('is titled by the analyzer product on the analyzer', async () => {
    renderWizard({ persona: 'wizardAnalyzer' });
    expect(await screen.findByRole('dialog', { name: 'FortiAnalyzer Setup' })).toBeInTheDocument();
  });

  it('has no Firmware step when the appliance does not check for upgrades', async () => {
    renderWizard({ persona: 'freshAppliance', scenarios: { getAdminSetting: 'upgradeCheckOff' } });
    expect(await stepList()).not.toContain('Upgrade Firmware');
  });

  it('assumes the upgrade check is on when its setting cannot be read', async () => {
    renderWizard({ persona: 'freshAppliance', faults: { getAdminSetting: 500 } });
    expect(await stepList()).toContain('Upgrade Firmware');
  });

  it.each(['getStartupState', 'backupStrategyStatus', 'getSysConfig'])(
    'says when its state (%s) cannot be read, retries, or lets the admin set up later',
    async (operationId) => {
      const onFinish = renderWizard({ persona: 'freshAppliance', faults: { [operationId]: 500 } });
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the setup state.');
      const user = userEvent.setup();
      localStorage.setItem('console.faults', '{}');
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      await onStep('Welcome');
      expect(onFinish).not.toHaveBeenCalled();
    },
  );

  it('Set Up Later ends the wizard incomplete when its state cannot be read', async () => {
    const onFinish = renderWizard({ persona: 'freshAppliance', faults: { getStartupState: 500 } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Set Up Later' }));
    expect(onFinish).toHaveBeenCalledWith('incomplete');
  });
});
