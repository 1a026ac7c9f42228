/**
 * Registration with the provider's support service and the unit's link to FortiCloud, against the mock appliance:
 * in the startup wizard's Register and SSO step and in System > FortiCare & FortiCloud an administrator registers
 * with a contract registration code, signs the unit in to FortiCloud under an organisation chosen from the list, and
 * switches remote access. Each path is also refused once, in the service's words (its errors joined, or 'Unknown
 * error.'), keeping what was typed. What the appliance keeps is still shown after a reload; axe in both themes.
 */
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoProblems, expectNoSeriousA11yViolations, openSignedIn, screenshot, useBrowser } from './support/browser.ts';
import { click, field, message, onStep, openWizard, settled, WIZARD_LAYERS, wizard } from './wizard-flows.ts';

const browser = useBrowser();

const DARK = { getProfile: 'darkWithAvatar' };

/** Named examples for the next calls of the running tab (the theme's, when dark, kept). */
async function setScenarios(page: Page, scenarios: Record<string, string>): Promise<void> {
  await page.evaluate((s) => localStorage.setItem('console.scenarios', JSON.stringify(s)), scenarios);
}

const cloudDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign In to FortiCloud' });
const remoteAccess = (scope: Locator) => scope.getByRole('switch', { name: 'Remote access from FortiCloud' });

/** Sign In to FortiCloud from `scope`, as netops under `organisation`; leaves the dialog open on its answer. */
async function signInToCloud(page: Page, scope: Locator, organisation: string): Promise<Locator> {
  await scope.getByRole('button', { name: 'Sign In to FortiCloud' }).click();
  const dialog = cloudDialog(page);
  const account = dialog.getByLabel(/^\*?\s*Account ID\/Email$/);
  await account.waitFor();
  if (!(await account.inputValue())) await account.fill('netops@example.com');
  await dialog.getByLabel(/^\*?\s*Password$/).fill('Acc0unt-Pass');
  const org = dialog.getByRole('combobox', { name: /Organisation/ });
  await expect.poll(() => org.isEnabled()).toBe(true);
  await org.click();
  await page.getByTitle(organisation, { exact: true }).click();
  await dialog.getByRole('button', { name: /^(loading )?Sign In$/ }).click();
  return dialog;
}

it('Register and SSO: remote access refused while unregistered, the unit signed in under an organisation (refused once), then registered with a contract code (refused once)', { timeout: 240000 }, async () => {
  const page = await openWizard(browser());
  await click(page, 'Begin');
  await onStep(page, 'Register and SSO');
  const cloud = wizard(page).getByRole('region', { name: 'FortiCloud' });
  await cloud.getByText('Not signed in', { exact: true }).waitFor();

  // remote access needs a registered unit
  await remoteAccess(cloud).click();
  await cloud.getByRole('alert').getByText('The unit is not registered.', { exact: true }).waitFor();
  expect(await remoteAccess(cloud).getAttribute('aria-checked')).toBe('false');

  // the sign-in refused without a reason, then accepted under the organisation chosen
  await setScenarios(page, { loginFgtCloud: 'unknownError' });
  const dialog = await signInToCloud(page, cloud, 'Example Networks EMEA');
  await dialog.getByRole('alert').getByText('Unknown error.', { exact: true }).waitFor();
  expect(await dialog.getByLabel(/^\*?\s*Account ID\/Email$/).inputValue()).toBe('netops@example.com');
  await settled(page);
  await expectNoSeriousA11yViolations(page, WIZARD_LAYERS);
  await screenshot(page, 'registration-wizard-cloud-dialog-light');
  await setScenarios(page, {});
  await dialog.getByRole('button', { name: /^(loading )?Sign In$/ }).click();
  await message(page, 'This unit is signed in to FortiCloud.').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await cloud.getByText('Example Networks EMEA', { exact: true }).waitFor();
  await cloud.getByText('netops@example.com', { exact: true }).waitFor();

  // a contract registration code: the form's rules, a refusal listing two problems, then registered
  await wizard(page).getByRole('radio', { name: 'Contract Registration Code' }).check();
  await click(page, 'Next');
  await expect.poll(() => wizard(page).getByText('This field is required.', { exact: true }).count()).toBe(3);
  await field(page, 'Account ID/Email').fill('secops@example.com');
  await field(page, 'Password').fill('Acc0unt-Pass');
  await field(page, 'Registration Code').fill('FMGVM-0123-4567-89AB');
  await setScenarios(page, { registerExistingContract: 'twoProblems' });
  await click(page, 'Next');
  await message(page, 'Invalid registration code. The contract is registered to another account.').waitFor();
  expect(await field(page, 'Registration Code').inputValue()).toBe('FMGVM-0123-4567-89AB');
  await settled(page);
  await expectNoSeriousA11yViolations(page, WIZARD_LAYERS);
  await screenshot(page, 'registration-wizard-light');

  // the same step in the dark theme, after a reload: the sign-in is the appliance's, kept
  await setScenarios(page, DARK);
  await page.reload();
  await onStep(page, 'Welcome');
  await click(page, 'Begin');
  await onStep(page, 'Register and SSO');
  await wizard(page).getByRole('region', { name: 'FortiCloud' }).getByText('Example Networks EMEA', { exact: true }).waitFor();
  await wizard(page).getByRole('radio', { name: 'Contract Registration Code' }).check();
  await field(page, 'Account ID/Email').fill('secops@example.com');
  await field(page, 'Password').fill('Acc0unt-Pass');
  await field(page, 'Registration Code').fill('FMGVM-0123-4567-89AB');
  await settled(page);
  await expectNoSeriousA11yViolations(page, WIZARD_LAYERS);
  await screenshot(page, 'registration-wizard-dark');
  await click(page, 'Next');
  await message(page, 'FortiCare product registration successful.').waitFor();
  await onStep(page, 'Specify Hostname');
  expectNoProblems(page);
});

it('FortiCare & FortiCloud: registered with a contract code, remote access refused until signed in, signed in (refused once), remote access allowed and kept after a reload', { timeout: 240000 }, async () => {
  const page = await openSignedIn(browser(), '/sys/forticare');
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: 'FortiCare & FortiCloud' }).waitFor();
  await main.getByText('Not registered', { exact: true }).waitFor();
  const registration = main.getByRole('region', { name: 'Register with a Contract Registration Code' });

  // refused, then registered: the unit's licence names the account
  await registration.getByLabel(/^\*?\s*Account ID\/Email$/).fill('secops@example.com');
  await registration.getByLabel(/^\*?\s*Password$/).fill('Acc0unt-Pass');
  await registration.getByLabel(/^\*?\s*Registration Code$/).fill('FMGVM-0000');
  await setScenarios(page, { registerExistingContract: 'rejected' });
  await registration.getByRole('button', { name: /^(loading )?Register$/ }).click();
  await registration.getByRole('alert').getByText('Invalid registration code.', { exact: true }).waitFor();
  expect(await registration.getByLabel(/^\*?\s*Registration Code$/).inputValue()).toBe('FMGVM-0000');
  await setScenarios(page, {});
  await registration.getByLabel(/^\*?\s*Registration Code$/).fill('FMGVM-0123-4567-89AB');
  await registration.getByRole('button', { name: /^(loading )?Register$/ }).click();
  await message(page, 'FortiCare product registration successful.').waitFor();
  await main.getByText('secops@example.com', { exact: true }).waitFor();

  // remote access needs the unit signed in to FortiCloud
  await remoteAccess(main).click();
  await main.getByRole('alert').getByText('The unit is not signed in to FortiCloud.', { exact: true }).waitFor();
  expect(await remoteAccess(main).getAttribute('aria-checked')).toBe('false');

  // a refused sign-in, then signed in under the organisation chosen
  await setScenarios(page, { loginFgtCloud: 'rejected' });
  const dialog = await signInToCloud(page, main, 'Example Networks HQ');
  await dialog.getByRole('alert').getByText('Invalid account ID or password.', { exact: true }).waitFor();
  await setScenarios(page, {});
  await dialog.getByRole('button', { name: /^(loading )?Sign In$/ }).click();
  await message(page, 'This unit is signed in to FortiCloud.').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await main.getByText('Example Networks HQ', { exact: true }).waitFor();

  await remoteAccess(main).click();
  await message(page, 'Remote access from FortiCloud is allowed.').waitFor();
  await expect.poll(() => remoteAccess(main).getAttribute('aria-checked')).toBe('true');

  // all of it kept by the appliance
  await page.reload();
  await main.getByText('Example Networks HQ', { exact: true }).waitFor();
  // registered to secops, and signed in to FortiCloud with the account the dialog proposed: the unit's
  await expect.poll(() => main.getByText('secops@example.com', { exact: true }).count()).toBe(2);
  await expect.poll(() => remoteAccess(main).getAttribute('aria-checked')).toBe('true');
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'registration-settings-light');
  expectNoProblems(page);

  // the dark theme, in the same sandbox
  const dark = await openSignedIn(browser(), '/sys/forticare', { scenarios: DARK });
  const darkMain = dark.getByRole('main');
  await darkMain.getByText('Example Networks HQ', { exact: true }).waitFor();
  await expect.poll(() => remoteAccess(darkMain).getAttribute('aria-checked')).toBe('true');
  await settled(dark);
  await expectNoSeriousA11yViolations(dark);
  await screenshot(dark, 'registration-settings-dark');
  await remoteAccess(darkMain).focus();
  await dark.keyboard.press('Space');
  await message(dark, 'Remote access from FortiCloud is denied.').waitFor();
  await expect.poll(() => remoteAccess(darkMain).getAttribute('aria-checked')).toBe('false');
  expectNoProblems(dark);
});
