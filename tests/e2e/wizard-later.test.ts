/**
 * Each Later of the startup wizard (Register and SSO, Change Your Password, Upgrade Later, Backup Strategy) leaves
 * its step for later: the other steps are done, yet the wizard ends with 'Setup Incomplete'.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoProblems, useBrowser } from './support/browser.ts';
import { button, click, field, message, onStep, openWizard, wizard } from './wizard-flows.ts';

const browser = useBrowser();

type Step = 'Register and SSO' | 'Specify Hostname' | 'Change Your Password' | 'Upgrade Firmware' | 'Backup Strategy';

/** Does a step the way an admin would, ending on the next step. */
const complete: Record<Step, (page: Page) => Promise<void>> = {
  'Register and SSO': async (page) => {
    await field(page, 'Account ID/Email').fill('netops@example.com');
    await field(page, 'Password').fill('Acc0unt-Pass');
    await click(page, 'Next');
    await message(page, 'FortiCare product registration successful.').waitFor();
  },
  'Specify Hostname': async (page) => {
    await field(page, 'Hostname').fill('fmg-hq-01');
    await click(page, 'Next');
  },
  'Change Your Password': async (page) => {
    await field(page, 'New Password').fill('N3w-Adm1n-Passw0rd!');
    await field(page, 'Confirm Password').fill('N3w-Adm1n-Passw0rd!');
    await click(page, 'Next');
  },
  'Upgrade Firmware': async (page) => {
    await click(page, 'Upgrade Now >');
    await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    await message(page, 'The upgrade has started and the system is restarting. Please wait for a few moments.').waitFor({
      timeout: 30000,
    });
    await click(page, 'Next');
  },
  'Backup Strategy': async (page) => {
    await wizard(page).getByRole('spinbutton', { name: /Total Number of Revisions to Keep/ }).waitFor();
    await click(page, 'Next');
  },
};

const laterButton: Partial<Record<Step, string>> = { 'Upgrade Firmware': 'Upgrade Later' };

describe('startup wizard: Later', () => {
  it.each<Step>(['Register and SSO', 'Change Your Password', 'Upgrade Firmware', 'Backup Strategy'])(
    'Later on %s ends with Setup Incomplete',
    { timeout: 150000 },
    async (laterStep) => {
      const page = await openWizard(browser());
      await click(page, 'Begin');
      for (const step of Object.keys(complete) as Step[]) {
        await onStep(page, step);
        if (step === laterStep) await click(page, laterButton[step] ?? 'Later');
        else await complete[step](page);
      }
      await onStep(page, 'Setup Incomplete');
      expect(await wizard(page).getByText(`These steps were left for later: ${laterStep}.`, { exact: false }).count()).toBe(1);
      // the step list marks it
      const item = wizard(page).getByRole('navigation', { name: 'Setup steps' }).locator('.ant-steps-item', { hasText: laterStep });
      expect(await item.textContent()).toContain('Later');
      await button(page, 'Finish').click();
      await wizard(page).waitFor({ state: 'hidden' });
      expectNoProblems(page);
    },
  );

  it('the Welcome checklist shows what was done and what was left', { timeout: 90000 }, async () => {
    const page = await openWizard(browser());
    await click(page, 'Begin');
    await onStep(page, 'Register and SSO');
    await click(page, 'Later');
    await onStep(page, 'Specify Hostname');
    await complete['Specify Hostname'](page);
    await onStep(page, 'Change Your Password');
    for (let i = 0; i < 3; i++) await click(page, 'Back');
    await onStep(page, 'Welcome');
    const items = await wizard(page).getByRole('list', { name: 'Remaining steps' }).getByRole('listitem').allTextContents();
    expect(items.slice(0, 2)).toEqual(['Register and SSO(left for later)', 'Specify Hostname(done)']);
    expectNoProblems(page);
  });
});
