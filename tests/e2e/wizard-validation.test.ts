/**
 * Every validation message of the startup wizard, reached with bad input in the browser; nothing is sent to the
 * appliance until the input is right.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoProblems, problemsOf, useBrowser } from './support/browser.ts';
import { settled } from './support/settle.ts';
import { click, expectAccessibleWizard, field, onStep, openWizard, skipTo, wizard } from './wizard-flows.ts';

const browser = useBrowser();

/** How many times a message shows in the wizard. */
async function shown(page: Page, text: string): Promise<number> {
  await settled(page);
  return wizard(page).getByText(text, { exact: true }).count();
}

async function expectShown(page: Page, text: string, times = 1) {
  await expect.poll(() => shown(page, text), { timeout: 8000 }).toBe(times);
}

/** API calls the page made to an operation's path (the mock's URL). */
function callsTo(page: Page, path: string): number {
  return problemsOf(page).apiErrors.filter((e) => e.url.includes(path)).length;
}

describe('startup wizard: validation', () => {
  it("Welcome: 'Please choose a valid file.' without an entitlement file", async () => {
    const page = await openWizard(browser());
    await wizard(page).getByRole('checkbox', { name: 'Import the Entitlement File' }).check();
    await click(page, 'Begin');
    await expectShown(page, 'Please choose a valid file.');
    await expectAccessibleWizard(page);
    expectNoProblems(page);
  });

  it('Register and SSO: account and password are required, the account is an e-mail address', async () => {
    const page = await openWizard(browser());
    await skipTo(page, 'Register and SSO');
    await onStep(page, 'Register and SSO');
    await click(page, 'Next');
    await expectShown(page, 'This field is required.', 2);
    await field(page, 'Account ID/Email').fill('netops');
    await expectShown(page, 'Please enter a valid email address.');
    await expectAccessibleWizard(page);
    expect(await wizard(page).getByRole('heading', { name: 'Register and SSO' }).count()).toBe(1);
    expectNoProblems(page);
  });

  it("Specify Hostname: required, no forbidden characters, at most 35 characters", async () => {
    const page = await openWizard(browser());
    await skipTo(page, 'Specify Hostname');
    await onStep(page, 'Specify Hostname');
    await field(page, 'Hostname').fill('');
    await click(page, 'Next');
    await expectShown(page, 'This field is required.');
    for (const bad of ['fmg hq', 'fmg"hq', "fmg'hq", 'fmg<hq>', 'fmg(hq)', 'fmg&hq', 'fmg`hq', 'fmg|hq', 'fmg;hq', 'fmg#hq', 'fmg\\hq']) {
      await field(page, 'Hostname').fill(bad);
      await expectShown(page, "Host name cannot contain \\ \" > < ( ) ' & ` | ; # white space.");
    }
    await field(page, 'Hostname').fill('f'.repeat(36));
    await expectShown(page, 'Host name cannot be longer than 35 characters.');
    await expectAccessibleWizard(page);
    expect(callsTo(page, '/gui/startup/hostname')).toBe(0);
    expectNoProblems(page);
  });

  it('Change Your Password: both required, matching, and a short password asks first', async () => {
    const page = await openWizard(browser());
    await skipTo(page, 'Change Your Password');
    await onStep(page, 'Change Your Password');
    await click(page, 'Next');
    await expectShown(page, 'This field is required.', 2);
    await field(page, 'New Password').fill('N3w-Adm1n-Passw0rd!');
    await field(page, 'Confirm Password').fill('N3w-Adm1n-Passw0rd?');
    await expectShown(page, 'Passwords do not match.');
    await field(page, 'New Password').fill('abc');
    await field(page, 'Confirm Password').fill('abc');
    await click(page, 'Next');
    const confirm = page.getByRole('dialog', { name: 'Short Password' });
    await confirm.getByText('Your password is shorter than 6 characters! Are you sure you want to continue?').waitFor();
    await expectAccessibleWizard(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await onStep(page, 'Change Your Password').catch(() => undefined);
    expect(await field(page, 'New Password').inputValue()).toBe('abc');
    expectNoProblems(page);
  });

  it('Upgrade Firmware: the encryption password is required, confirmed and at most 63 characters; the upgrade is confirmed', async () => {
    const page = await openWizard(browser());
    await skipTo(page, 'Upgrade Firmware');
    await onStep(page, 'Upgrade Firmware');
    expect(await wizard(page).getByRole('checkbox', { name: 'Backup Configuration' }).isChecked()).toBe(true);
    await wizard(page).getByRole('checkbox', { name: 'Encryption' }).check();
    await click(page, 'Upgrade Now >');
    await expectShown(page, 'This field is required', 2);
    await field(page, 'Password').fill('p'.repeat(64));
    await field(page, 'Confirm Password').fill('q');
    await expectShown(page, 'The password cannot be longer than 63 characters.');
    await expectShown(page, 'Passwords do not match.');
    await field(page, 'Password').fill('Backup-Passw0rd');
    await field(page, 'Confirm Password').fill('Backup-Passw0rd');
    await click(page, 'Upgrade Now >');
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to upgrade the firmware?' });
    await confirm.waitFor();
    await expectAccessibleWizard(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(callsTo(page, '/gui/um/image/download')).toBe(0);
    expectNoProblems(page);
  });

  it('Backup Strategy: an enabled schedule needs its server, user, password, time and days', { timeout: 120000 }, async () => {
    const page = await openWizard(browser());
    await skipTo(page, 'Backup Strategy');
    await onStep(page, 'Backup Strategy');
    await wizard(page).getByRole('radio', { name: 'Enable' }).check();
    await click(page, 'Next');
    await expectShown(page, 'This field is required.', 3);
    await field(page, 'Server').fill('backup server!');
    await expectShown(page, 'Please enter a valid IP address or host name.');
    await field(page, 'Time').fill('25:00');
    await expectShown(page, 'Please enter a time as HH:MM.');
    await wizard(page).getByRole('radio', { name: 'Weekly' }).check();
    await expect.poll(() => wizard(page).getByText('This field is required.').count(), { timeout: 8000 }).toBe(3);
    await field(page, 'Encryption Password').fill('e'.repeat(64));
    await expectShown(page, 'The password cannot be longer than 63 characters.');
    await expectAccessibleWizard(page);
    expect(await wizard(page).getByRole('heading', { name: 'Backup Strategy' }).count()).toBe(1);
    expectNoProblems(page);
  });
});
