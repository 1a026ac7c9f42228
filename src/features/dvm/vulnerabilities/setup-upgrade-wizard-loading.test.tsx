import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { answerWithFleet, fleet } from './test-fleet.ts';
import { SetupUpgradeWizard } from './setup-upgrade-wizard.tsx';
import { buildVulnerableDeviceRows } from './logic/index.ts';

// the template form's chunk is not loaded ahead here: the step opens while it is still on its way
vi.setConfig({ testTimeout: 60_000 });
let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  answerWithFleet(mock);
});
afterEach(() => mock.dispose());

const data = buildVulnerableDeviceRows({
  psirt: fleet.psirt as never,
  devices: fleet.devices as never,
  wtps: fleet.wtps as never,
  switches: fleet.switches as never,
});

describe('Setup Upgrade wizard, Firmware Template step while its form loads', () => {
  it('keeps Next disabled until the form is on screen, and a click the moment it is enabled moves on', async () => {
    const free = data.rows.find((r) => r.name === 'AZ-WEU-FGT01')!;
    renderShell(<SetupUpgradeWizard open adom={{ oid: 3, name: 'root' }} rows={data.vulnerableRows} preselected={[free]} onClose={() => {}} />);
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
    // clicked in the same task as Next turns enabled, before anything else runs
    await new Promise<void>((resolve) => {
      const clickOnceEnabled = () => {
        if (next().disabled) return;
        observer.disconnect();
        next().click();
        resolve();
      };
      const observer = new MutationObserver(clickOnceEnabled);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
      clickOnceEnabled();
    });
    expect(await screen.findByRole('heading', { name: 'Choose Devices to Assign' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
