/**
 * The appliance keeps what the startup wizard sets, the profile's avatar and the firmware it runs: a wizard finished
 * does not open again (not on a reload, a new sign-in or after a restart), its hostname is the header's title, and
 * a reset brings the examples back; another sandbox sees none of it. The saved avatar shows on the profile menu
 * button. After a firmware upgrade the unit restarts on the new version, and the header says so once the console
 * reaches it again.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { operations, type OperationId } from '../../generated/api/operations.ts';
import { baseURL, enterSandbox, expectNoProblems, expectNoSeriousA11yViolations, newPage, openSignedIn, signIn, useBrowser } from './support/browser.ts';
import { resetSandbox, restartAppliance } from './support/appliance.ts';
import { ADOM_PICKER, appears, header, openFromPicker } from './shell-flows.ts';
import { click, field, message, onStep, openWizard, wizard } from './wizard-flows.ts';

const browser = useBrowser();

const HOSTNAME = 'fmg-lab-07';
/** the examples' hostname and version (getSysInfo) */
const EXAMPLE_HOSTNAME = 'FMG-HQ-01';
const RUNNING = 'FortiManager v7.4.5 build 2588';
const UPGRADED = 'FortiManager v7.6.2 build 3521';
// a 1x1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const title = (page: Page) => header(page).locator('.app-title');
const accountButton = (page: Page) => header(page).getByRole('button', { name: /^Account menu for / });

/** Every step of a fresh appliance's wizard done, the firmware upgraded; ends after Finish on Setup Complete. */
async function finishWizard(page: Page): Promise<void> {
  await click(page, 'Begin');
  await onStep(page, 'Register and SSO');
  await field(page, 'Account ID/Email').fill('netops@example.com');
  await field(page, 'Password').fill('Acc0unt-Pass');
  await click(page, 'Next');
  await message(page, 'FortiCare product registration successful.').waitFor();
  await onStep(page, 'Specify Hostname');
  await field(page, 'Hostname').fill(HOSTNAME);
  await click(page, 'Next');
  await onStep(page, 'Change Your Password');
  await field(page, 'New Password').fill('N3w-Adm1n-Passw0rd!');
  await field(page, 'Confirm Password').fill('N3w-Adm1n-Passw0rd!');
  await click(page, 'Next');
  await onStep(page, 'Upgrade Firmware');
  await click(page, 'Upgrade Now >');
  await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await message(page, 'The upgrade has started and the system is restarting. Please wait for a few moments.').waitFor({ timeout: 30000 });
  await click(page, 'Next');
  await onStep(page, 'Backup Strategy');
  await wizard(page).getByRole('spinbutton', { name: /Total Number of Revisions to Keep/ }).waitFor();
  await click(page, 'Next');
  await onStep(page, 'Setup Complete');
  await click(page, 'Finish');
  await wizard(page).waitFor({ state: 'hidden' });
}

/** Signs in on a new tab (a new browser session: the sign-in order starts over from what the appliance says). */
async function signInAgain(context: BrowserContext): Promise<Page> {
  const page = await newPage(context, { persona: 'freshAppliance' });
  await signIn(page);
  await header(page).waitFor();
  return page;
}

/** A change made on the appliance itself, outside the console (as the persona, in the test's sandbox). */
async function callAppliance(context: BrowserContext, op: OperationId, body: unknown, persona = 'superAdmin'): Promise<unknown> {
  const { method, path } = operations[op];
  const answer = await context.request.fetch(`${baseURL()}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': 'test', 'X-Mock-Persona': persona },
    data: JSON.stringify(body),
  });
  expect(answer.status(), `${op}: ${await answer.text()}`).toBe(200);
  return answer.json();
}

describe('startup wizard and system identity on the appliance', () => {
  it('a finished wizard stays finished; its hostname is the header’s title through reload, sign-in and restart, until a reset; another sandbox does not see it', { timeout: 300000 }, async () => {
    const context = browser();
    const page = await openWizard(context);
    await finishWizard(page);
    await openFromPicker(page.getByRole('dialog', { name: ADOM_PICKER }));
    await expect.poll(() => title(page).textContent()).toBe(HOSTNAME);
    await expect.poll(() => header(page).textContent()).toContain(UPGRADED);
    await expectNoSeriousA11yViolations(page, '.app-header');

    await page.reload();
    await expect.poll(() => title(page).textContent()).toBe(HOSTNAME);
    expect(await appears(wizard(page), 3000)).toBe(false);

    // a new sign-in: the appliance says the startup is complete, so the wizard does not open
    const again = await signInAgain(context);
    await again.getByRole('dialog', { name: ADOM_PICKER }).waitFor();
    expect(await wizard(again).count()).toBe(0);
    await expect.poll(() => title(again).textContent()).toBe(HOSTNAME);
    await again.close();

    await restartAppliance(context);
    await page.reload();
    await expect.poll(() => title(page).textContent()).toBe(HOSTNAME);
    await expect.poll(() => header(page).textContent()).toContain(UPGRADED);
    const afterRestart = await signInAgain(context);
    await afterRestart.getByRole('dialog', { name: ADOM_PICKER }).waitFor();
    expect(await wizard(afterRestart).count()).toBe(0);
    await afterRestart.close();
    expectNoProblems(page);

    await resetSandbox(context);
    await page.reload();
    await expect.poll(() => title(page).textContent()).toBe(EXAMPLE_HOSTNAME);
    await expect.poll(() => header(page).textContent()).toContain(RUNNING);
    const afterReset = await signInAgain(context);
    await onStep(afterReset, 'Welcome');
    await afterReset.close();

    // another sandbox: the appliance as the examples describe it
    await enterSandbox(context, true);
    const other = await openWizard(context);
    await onStep(other, 'Welcome');
    await click(other, 'Begin');
    await onStep(other, 'Register and SSO');
    await click(other, 'Later');
    await onStep(other, 'Specify Hostname');
    expect(await field(other, 'Hostname').inputValue()).toBe('FMG-VM64');
    expect(await title(other).textContent()).toBe(EXAMPLE_HOSTNAME);
    expectNoProblems(other);
  });

  it('the saved avatar is on the profile menu button, after a reload and a restart, until a reset', { timeout: 120000 }, async () => {
    const context = browser();
    const page = await openSignedIn(context, '/');
    expect(await accountButton(page).getByAltText('Avatar of admin').count()).toBe(0);
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Change Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Profile' });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('slider', { name: 'Zoom' }).waitFor();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await expect.poll(() => dialog.getByRole('img', { name: 'Avatar' }).getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const avatar = accountButton(page).getByAltText('Avatar of admin');
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    await expectNoSeriousA11yViolations(page, '.app-header');

    await page.reload();
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    await restartAppliance(context);
    await page.reload();
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expectNoProblems(page);

    await resetSandbox(context);
    await page.reload();
    await accountButton(page).waitFor();
    await expect.poll(() => avatar.count()).toBe(0);
  });

  it('after a firmware upgrade the unit restarts on the new version: the header says so once the console reaches it again', { timeout: 120000 }, async () => {
    const context = browser();
    const page = await openSignedIn(context, '/');
    await expect.poll(() => header(page).textContent()).toContain(RUNNING);

    // the upgrade (from another console): the image is checked, installed, and the unit restarts
    const filepath = '/var/tmp/fwimage/upload/FMG_VM64-v7.6.2-build3521-FORTINET.out';
    expect(await callAppliance(context, 'validateImage', { filepath })).toMatchObject({ valid: true, version: '7.6.2' });
    expect(await callAppliance(context, 'upgradeFirmware', { filepath })).toMatchObject({ status: 'OK' });
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    const lost = page.getByRole('dialog', { name: 'Connection Lost' });
    await lost.waitFor({ timeout: 30000 });
    expect(await header(page).textContent()).toContain(RUNNING);
    await page.unroute('**/api/**');
    await lost.waitFor({ state: 'hidden', timeout: 15000 });
    await expect.poll(() => header(page).textContent()).toContain(UPGRADED);

    await page.reload();
    await expect.poll(() => header(page).textContent()).toContain(UPGRADED);
    await restartAppliance(context);
    await page.reload();
    await expect.poll(() => header(page).textContent()).toContain(UPGRADED);
    await resetSandbox(context);
    await page.reload();
    await expect.poll(() => header(page).textContent()).toContain(RUNNING);
  });
});
