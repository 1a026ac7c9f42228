import { fixture, resetApi } from './test-api.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from './test-render.tsx';
import { SetupUpgradeWizard } from './setup-upgrade-wizard.tsx';
import { buildVulnerableDeviceRows } from './logic/index.ts';

// the template form's chunk is not loaded ahead here: the step opens while it is still on its way
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => resetApi());

const data = buildVulnerableDeviceRows({
  psirt: fixture.psirt as never,
  devices: fixture.devices as never,
  wtps: fixture.wtps as never,
  switches: fixture.switches as never,
});

describe('Setup Upgrade wizard, Firmware Template step while its form loads', () => {
  it('keeps Next disabled until the form is on screen, so no click is lost', async () => {
    const free = data.rows.find((r) => r.name === 'AZ-WEU-FGT01')!;
    renderWithProviders(<SetupUpgradeWizard open adom={{ oid: 3, name: 'root' }} rows={data.vulnerableRows} preselected={[free]} onClose={() => {}} />);
    await screen.findByRole('heading', { name: 'Choose a Method' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Firmware Template' });
    const nextEnabledWithoutForm: boolean[] = [];
    // sampled cheaply: role queries over the whole dialog are slow in jsdom
    const next = () => document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary')!;
    while (!document.getElementById('root_name')) {
      nextEnabledWithoutForm.push(!next().disabled);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(nextEnabledWithoutForm.length).toBeGreaterThan(0);
    expect(nextEnabledWithoutForm).not.toContain(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled(), { timeout: 10_000 });
  });
});
