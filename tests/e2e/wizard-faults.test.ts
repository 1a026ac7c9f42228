/**
 * Every call of the startup wizard failing once (mock fault injection, `console.faults`): the catalogue's message
 * shows, nothing crashes, what the user typed stays, and the same action works once the appliance answers again.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoProblems, newPage, signIn, useBrowser } from './support/browser.ts';
import {
  button,
  click,
  expectAccessibleWizard,
  field,
  message,
  onStep,
  openWizard,
  setFaults,
  skipTo,
  stepTitles,
  wizard,
} from './wizard-flows.ts';

const browser = useBrowser();

/** Makes one call fail, runs `act`, waits for `text`, then lets the call through again. */
async function failOnce(page: Page, operationId: string, act: () => Promise<void>, text: string) {
  await setFaults(page, { [operationId]: 500 });
  await act();
  await message(page, text).first().waitFor({ timeout: 40000 });
  await setFaults(page, {});
}

describe('startup wizard: each call failing once', () => {
  it.each(['getStartupState', 'backupStrategyStatus'])(
    '%s: the wizard says it cannot load, and Retry opens it',
    async (operationId) => {
      const page = await newPage(browser(), { persona: 'freshAppliance', faults: { [operationId]: 500 } });
      await signIn(page);
      await message(page, 'Failed to load the setup state.').waitFor();
      await expectAccessibleWizard(page);
      await setFaults(page, {});
      await page.getByRole('button', { name: 'Retry' }).click();
      await onStep(page, 'Welcome');
      expectNoProblems(page, { allowApiStatus: [500] });
    },
  );

  it('getAdminSetting: the upgrade check counts as on', async () => {
    const page = await openWizard(browser(), { faults: { getAdminSetting: 500 } });
    expect(await stepTitles(page)).toContain('Upgrade Firmware');
    expectNoProblems(page, { allowApiStatus: [500] });
  });

  it('Welcome: the entitlement upload and the licence poll', { timeout: 150000 }, async () => {
    const page = await openWizard(browser());
    await wizard(page).getByRole('checkbox', { name: 'Import the Entitlement File' }).check();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      wizard(page).getByRole('button', { name: /Click or drag the entitlement file/ }).click(),
    ]);
    await chooser.setFiles({ name: 'unit.lic', mimeType: 'application/octet-stream', buffer: Buffer.from('entitlement') });
    await failOnce(page, 'uploadUmPackage', () => click(page, 'Begin'), 'Failed to upload file or invalid image.');
    // ten tries two seconds apart, after five seconds
    await failOnce(
      page,
      'getLicenseSelf',
      () => click(page, 'Begin'),
      'Registration Failed. Please check your entitlement file and try again.',
    );
    expect(await wizard(page).getByText('unit.lic').count()).toBe(1);
    await click(page, 'Begin');
    await message(page, 'Registration completed.').waitFor({ timeout: 30000 });
    await onStep(page, 'Register and SSO');
    expectNoProblems(page, { allowApiStatus: [500] });
  });

  it('Register and SSO: countries, resellers, registration and single sign-on', { timeout: 150000 }, async () => {
    const page = await openWizard(browser(), { faults: { getCountryList: 500, getSamlSettings: 500 } });
    await skipTo(page, 'Register and SSO');
    await onStep(page, 'Register and SSO');
    await message(page, 'Failed to connect to FortiCare servers.').waitFor();
    await message(page, 'Failed to load the single sign-on setting.').waitFor();
    await expectAccessibleWizard(page);
    // back and forth loads them again
    await setFaults(page, {});
    await click(page, 'Back');
    await click(page, 'Begin');
    await onStep(page, 'Register and SSO');
    const sso = wizard(page).getByRole('switch', { name: 'Single sign-on with FortiCloud' });
    await expect.poll(() => sso.isEnabled()).toBe(true);
    expect(await message(page, 'Failed to connect to FortiCare servers.').count()).toBe(0);

    const country = wizard(page).getByRole('combobox', { name: 'Country/Region' });
    await failOnce(
      page,
      'getResellerList',
      async () => {
        await country.click();
        await page.keyboard.type('Canada');
        await page.keyboard.press('Enter');
      },
      'Failed to load the resellers.',
    );
    await country.click();
    await page.keyboard.type('France');
    await page.keyboard.press('Enter');
    await expect.poll(() => message(page, 'Failed to load the resellers.').count()).toBe(0);

    await field(page, 'Account ID/Email').fill('netops@example.com');
    await field(page, 'Password').fill('Acc0unt-Pass');
    await sso.click();
    await failOnce(page, 'registerExistingUser', () => click(page, 'Next'), 'Unknown error.');
    expect(await field(page, 'Account ID/Email').inputValue()).toBe('netops@example.com');
    await failOnce(page, 'setSamlSettings', () => click(page, 'Next'), 'Failed to save the single sign-on setting.');
    await message(page, 'FortiCare product registration successful.').waitFor();
    expect(await sso.getAttribute('aria-checked')).toBe('true');
    await click(page, 'Next');
    await onStep(page, 'Specify Hostname');
    expectNoProblems(page, { allowApiStatus: [500] });
  });

  it('Specify Hostname and Change Your Password', { timeout: 120000 }, async () => {
    const page = await openWizard(browser());
    await skipTo(page, 'Specify Hostname');
    await onStep(page, 'Specify Hostname');
    await field(page, 'Hostname').fill('fmg-hq-01');
    await failOnce(page, 'setHostname', () => click(page, 'Next'), 'Failed to set the host name.');
    expect(await field(page, 'Hostname').inputValue()).toBe('fmg-hq-01');
    await click(page, 'Next');
    await onStep(page, 'Change Your Password');
    await field(page, 'New Password').fill('N3w-Adm1n-Passw0rd!');
    await field(page, 'Confirm Password').fill('N3w-Adm1n-Passw0rd!');
    await failOnce(page, 'changePassword', () => click(page, 'Next'), 'Failed to change the password.');
    await expectAccessibleWizard(page);
    expect(await field(page, 'New Password').inputValue()).toBe('N3w-Adm1n-Passw0rd!');
    await click(page, 'Next');
    await onStep(page, 'Upgrade Firmware');
    expectNoProblems(page, { allowApiStatus: [500] });
  });

  it('Upgrade Firmware: each call of the upgrade', { timeout: 180000 }, async () => {
    const page = await openWizard(browser());
    await skipTo(page, 'Upgrade Firmware');
    await onStep(page, 'Upgrade Firmware');
    const upgrade = async () => {
      await click(page, 'Upgrade Now >');
      await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    };
    const stages: Array<[string, string]> = [
      ['downloadImage', 'Error download selected image file.'],
      ['getTaskProgress', 'Error download selected image file.'],
      ['archiveImage', 'Failed to upload file or invalid image.'],
      ['validateImage', 'Failed to upload file or invalid image.'],
      ['backupSystemDb', 'Upgrade Failed'],
      ['upgradeFirmware', 'Upgrade Failed'],
    ];
    for (const [operationId, text] of stages) {
      await failOnce(page, operationId, upgrade, text);
      // the form stays for another try
      await expect.poll(() => button(page, 'Upgrade Now >').isEnabled()).toBe(true);
      expect(await wizard(page).getByRole('checkbox', { name: 'Backup Configuration' }).isChecked()).toBe(true);
    }
    await expectAccessibleWizard(page);
    await upgrade();
    await message(page, 'The upgrade has started and the system is restarting. Please wait for a few moments.').waitFor({
      timeout: 30000,
    });
    expectNoProblems(page, { allowApiStatus: [500] });
  });

  it('Backup Strategy: reading and saving', { timeout: 150000 }, async () => {
    const page = await openWizard(browser(), { faults: { getBackupSchedule: 500, getRevisionSettings: 500 } });
    await skipTo(page, 'Backup Strategy');
    await onStep(page, 'Backup Strategy');
    await message(page, 'Failed to load the backup settings.').waitFor();
    await expectAccessibleWizard(page);
    await setFaults(page, {});
    await wizard(page).getByRole('button', { name: 'Retry' }).click();
    await wizard(page).getByRole('spinbutton', { name: /Total Number of Revisions to Keep/ }).waitFor();
    for (const operationId of ['setBackupSchedule', 'setRevisionSettings', 'backupStrategyStatus']) {
      await failOnce(page, operationId, () => click(page, 'Next'), 'Failed to save the backup strategy.');
      await expect.poll(() => button(page, 'Next').isEnabled()).toBe(true);
    }
    await click(page, 'Next');
    await onStep(page, 'Setup Incomplete');
    expectNoProblems(page, { allowApiStatus: [500] });
  });
});
