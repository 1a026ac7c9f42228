/**
 * The startup wizard of a fresh appliance, completed with the keyboard alone: every step is reached, filled and
 * left with Tab, typing, Space and Enter, the focus lands on each step's heading, and each step is clean for axe.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoProblems, screenshot, useBrowser } from './support/browser.ts';
import { nextFrames, settled } from './support/settle.ts';
import {
  button,
  expectAccessibleWizard,
  field,
  message,
  onStep,
  openWizard,
  stepTitles,
  tabTo,
  wizard,
} from './wizard-flows.ts';

const browser = useBrowser();

async function press(page: Page, key: string, times = 1) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

async function a11y(page: Page, name: string) {
  await settled(page);
  await screenshot(page, `wizard-keyboard-${name}`);
  await expectAccessibleWizard(page);
}

describe('startup wizard with the keyboard only', () => {
  it('a fresh appliance completes every step: Setup Complete', { timeout: 180000 }, async () => {
    const page = await openWizard(browser());
    expect(await wizard(page).getAttribute('aria-modal')).toBe('true');
    expect(await stepTitles(page)).toEqual([
      'Welcome',
      'Register and SSO',
      'Specify Hostname',
      'Change Your Password',
      'Upgrade Firmware',
      'Backup Strategy',
      'Finish',
    ]);
    await a11y(page, 'welcome');
    // Escape does not close the wizard half-way
    await press(page, 'Escape');
    await settled(page);
    expect(await wizard(page).isVisible()).toBe(true);
    await tabTo(page, button(page, 'Begin'));
    await press(page, 'Enter');

    // Register and SSO
    await onStep(page, 'Register and SSO');
    await tabTo(page, field(page, 'Account ID/Email'));
    await page.keyboard.type('netops@example.com');
    await tabTo(page, field(page, 'Password'));
    await page.keyboard.type('Acc0unt-Pass');
    await tabTo(page, wizard(page).getByRole('combobox', { name: 'Country/Region' }));
    await page.keyboard.type('Canada');
    await press(page, 'Enter');
    await tabTo(page, wizard(page).getByRole('combobox', { name: 'Reseller' }));
    await page.keyboard.type('Fabrikam');
    await press(page, 'Enter');
    const sso = wizard(page).getByRole('switch', { name: 'Single sign-on with FortiCloud' });
    await tabTo(page, sso);
    await press(page, 'Space');
    expect(await sso.getAttribute('aria-checked')).toBe('true');
    await a11y(page, 'sso');
    await tabTo(page, button(page, 'Next'));
    await press(page, 'Enter');
    await message(page, 'FortiCare product registration successful.').waitFor();

    // Specify Hostname: Enter in the field submits the step
    await onStep(page, 'Specify Hostname');
    await a11y(page, 'hostname');
    await tabTo(page, field(page, 'Hostname'));
    await press(page, 'ControlOrMeta+A');
    await page.keyboard.type('fmg-hq-01');
    await press(page, 'Enter');

    // Change Your Password
    await onStep(page, 'Change Your Password');
    await a11y(page, 'password');
    await tabTo(page, field(page, 'New Password'));
    await page.keyboard.type('N3w-Adm1n-Passw0rd!');
    // (the show-password eye of each field is a stop of its own)
    await tabTo(page, field(page, 'Confirm Password'));
    await page.keyboard.type('N3w-Adm1n-Passw0rd!');
    await press(page, 'Enter');

    // Upgrade Firmware, with an encrypted backup first
    await onStep(page, 'Upgrade Firmware');
    await a11y(page, 'firmware');
    await tabTo(page, wizard(page).getByRole('checkbox', { name: 'Encryption' }));
    await press(page, 'Space');
    await tabTo(page, field(page, 'Password'));
    await page.keyboard.type('Backup-Passw0rd');
    await tabTo(page, field(page, 'Confirm Password'));
    await page.keyboard.type('Backup-Passw0rd');
    await tabTo(page, button(page, 'Upgrade Now >'));
    await press(page, 'Enter');
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to upgrade the firmware?' });
    await confirm.waitFor();
    await a11y(page, 'firmware-confirm');
    await tabTo(page, confirm.getByRole('button', { name: 'Upgrade', exact: true }));
    await press(page, 'Enter');
    await message(page, 'Downloading the selected image file...').first().waitFor();
    await message(page, 'The upgrade has started and the system is restarting. Please wait for a few moments.').waitFor({
      timeout: 30000,
    });
    await a11y(page, 'firmware-done');
    await tabTo(page, button(page, 'Next'));
    await press(page, 'Enter');

    // Backup Strategy: automatic backup on, to a server
    await onStep(page, 'Backup Strategy');
    await a11y(page, 'backup');
    await tabTo(page, wizard(page).getByRole('radio', { name: 'Enable' }));
    await press(page, 'Space');
    await tabTo(page, field(page, 'Server'));
    await page.keyboard.type('backup.example.com');
    await tabTo(page, field(page, 'User Name'));
    await page.keyboard.type('fmgbackup');
    await tabTo(page, field(page, 'Password'));
    await page.keyboard.type('S3cure-Backup!');
    await tabTo(page, button(page, 'Next'));
    await press(page, 'Enter');

    // Finish
    await onStep(page, 'Setup Complete');
    await a11y(page, 'finish');
    await tabTo(page, button(page, 'Finish'));
    await press(page, 'Enter');
    await wizard(page).waitFor({ state: 'hidden' });
    expectNoProblems(page);
  });

  it('imports an entitlement file from the Welcome step', { timeout: 120000 }, async () => {
    const page = await openWizard(browser());
    await tabTo(page, wizard(page).getByRole('checkbox', { name: 'Import the Entitlement File' }));
    await press(page, 'Space');
    const drop = wizard(page).getByRole('button', { name: /Click or drag the entitlement file/ });
    await tabTo(page, drop);
    expect(await drop.evaluate((el) => el === document.activeElement)).toBe(true);
    // listen well before the key press: the browser must be told to hand the chooser over first
    const choosing = page.waitForEvent('filechooser');
    await nextFrames(page);
    await press(page, 'Enter');
    const chooser = await choosing;
    await chooser.setFiles({ name: 'FMG-VMTM24012345.lic', mimeType: 'application/octet-stream', buffer: Buffer.from('entitlement') });
    await wizard(page).getByText('FMG-VMTM24012345.lic').waitFor();
    await tabTo(page, button(page, 'Begin'));
    await press(page, 'Enter');
    await message(page, 'Waiting for the registration to complete...').waitFor();
    await a11y(page, 'entitlement-waiting');
    await message(page, 'Registration completed.').waitFor({ timeout: 30000 });
    await onStep(page, 'Register and SSO');
    // the file registered the unit: account and password are not asked
    expect(await field(page, 'Account ID/Email').isDisabled()).toBe(true);
    expect(await field(page, 'Account ID/Email').inputValue()).toBe('netops@example.com');
    expect(await field(page, 'Password').isDisabled()).toBe(true);
    expect(await field(page, 'Password').getAttribute('placeholder')).toBe('********');
    await tabTo(page, button(page, 'Next'));
    await press(page, 'Enter');
    await onStep(page, 'Specify Hostname');
    expectNoProblems(page);
  });
});
