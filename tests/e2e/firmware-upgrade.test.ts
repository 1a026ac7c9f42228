/**
 * The console's firmware upgrade in the browser: opened from the account menu, every step 0 message, an upgrade to
 * the restart, failures back on step 0 with the form reset, the licence limit, a local image file, keyboard-only
 * use, and no entry for a read-only administrator.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoProblems, expectNoSeriousA11yViolations, newPage, type PageOptions, useBrowser } from './support/browser.ts';
import { header, profileMenuItems, signInReady } from './shell-flows.ts';

const browser = useBrowser();

const TITLE = 'Firmware Upgrade';
const ACCOUNT_MENU = /^Account menu for /;
const RESTARTING = 'The upgrade has started and the system is restarting. Please wait for a few moments.';
// field error texts take antd's error colour, which the app theme sets (3.3:1 on white with antd's default)
const A11Y = { exclude: ['[id$="__error"]'] };

async function signedIn(options: PageOptions = {}): Promise<{ page: Page; calls: string[] }> {
  const page = await newPage(browser(), { persona: 'superAdmin', ...options });
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname.slice(4)}`);
  });
  await signInReady(page);
  return { page, calls };
}

async function openUpgrade(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: ACCOUNT_MENU }).click();
  await page.getByRole('menuitem', { name: 'Upgrade Firmware' }).click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await dialog.waitFor();
  return dialog;
}

const images = (dialog: Locator) => dialog.getByRole('radiogroup', { name: 'Available images' });
const image = (dialog: Locator, version: string) => dialog.getByRole('radio', { name: new RegExp(`^v${version.replace(/\./g, '\\.')} build`) });
const upgradeButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Upgrade', exact: true });

async function fillPasswords(dialog: Locator, password: string, confirm = password) {
  await dialog.getByLabel('Encryption Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm Password', { exact: true }).fill(confirm);
}

/** Answers the question asked before the upgrade. */
async function confirmUpgrade(page: Page, question: string, ok: 'Upgrade' | 'Continue') {
  const asked = page.getByRole('dialog').filter({ hasText: question });
  await asked.waitFor();
  await asked.getByRole('button', { name: ok, exact: true }).click();
  await asked.waitFor({ state: 'hidden' });
}

describe('firmware upgrade dialog', () => {
  it('super admin: every step 0 message, then an encrypted backup and the upgrade to the restart', async () => {
    const { page, calls } = await signedIn();
    const dialog = await openUpgrade(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await dialog.getByText('v7.4.5 build 2588').waitFor();
    await images(dialog).waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Back up the configuration before the upgrade' }).isChecked()).toBe(true);

    // neither an image nor a file, and no password for the backup
    await upgradeButton(dialog).click();
    await dialog.getByText('Please choose a valid file.').waitFor();
    await dialog.getByText('The password cannot be empty.').waitFor();
    await expectNoSeriousA11yViolations(page, '.ant-modal-wrap', A11Y);

    await image(dialog, '7.6.2').check();
    await fillPasswords(dialog, 'Backup-Passw0rd', 'Backup-Passw0rd!');
    await upgradeButton(dialog).click();
    await dialog.getByText('The passwords do not match.').waitFor();
    expect(await dialog.getByText('Please choose a valid file.').count()).toBe(0);

    // a local file is the other source: none chosen yet
    await dialog.getByRole('radio', { name: 'Local image file' }).check();
    await upgradeButton(dialog).click();
    await dialog.getByText('Please choose a valid file.').waitFor();
    await dialog.getByRole('radio', { name: 'Available images' }).check();
    expect(await image(dialog, '7.6.2').isChecked()).toBe(true);

    await fillPasswords(dialog, 'Backup-Passw0rd');
    await upgradeButton(dialog).click();
    await confirmUpgrade(page, 'Are you sure you want to upgrade the firmware?', 'Upgrade');
    await dialog.getByText(RESTARTING).waitFor({ timeout: 30000 });
    await expectNoSeriousA11yViolations(page, '.ant-modal-wrap', A11Y);
    const chain = calls.filter((c) => /um\/image|um\/task|firmware\/validate|db\/backup$|firmware\/upgrade/.test(c));
    expect(chain.filter((c, i) => chain.indexOf(c) === i)).toEqual([
      'POST /gui/um/image/download',
      // the download task the appliance started
      expect.stringMatching(/^GET \/gui\/um\/task\/\d+$/),
      'POST /gui/um/image/archive',
      'POST /gui/sys/firmware/validate',
      'POST /gui/sys/db/backup',
      'POST /gui/sys/firmware/upgrade',
    ]);

    // closing gives the focus back to the menu it came from
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => header(page).getByRole('button', { name: ACCOUNT_MENU }).evaluate((el) => el === document.activeElement))
      .toBe(true);
    expectNoProblems(page);
  });

  it("an image without an upgrade path asks first; a failed upgrade call shows in red on step 0 with the form reset", async () => {
    const { page, calls } = await signedIn({ faults: { upgradeFirmware: 500 } });
    const dialog = await openUpgrade(page);
    await image(dialog, '7.6.1').check();
    await fillPasswords(dialog, 'Backup-Passw0rd');
    await upgradeButton(dialog).click();
    await confirmUpgrade(page, 'Cannot find upgrade path file...', 'Continue');
    const failure = dialog.getByRole('alert').filter({ hasText: 'Upgrade Failed' });
    await failure.waitFor({ timeout: 30000 });
    expect(await images(dialog).getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await dialog.getByLabel('Encryption Password', { exact: true }).inputValue()).toBe('');
    expect(await upgradeButton(dialog).isEnabled()).toBe(true);
    expect(calls).toContain('POST /gui/sys/firmware/upgrade');
    await expectNoSeriousA11yViolations(page, '.ant-modal-wrap', A11Y);
    expectNoProblems(page);
  });

  it("a refused downgrade says 'Downgrade Failed'; a failed download says so", async () => {
    const { page } = await signedIn({ scenarios: { upgradeFirmware: 'failed' } });
    const dialog = await openUpgrade(page);
    await image(dialog, '7.4.4').check();
    await dialog.getByRole('checkbox', { name: 'Back up the configuration before the upgrade' }).uncheck();
    await upgradeButton(dialog).click();
    await confirmUpgrade(page, 'Cannot find upgrade path file...', 'Continue');
    await dialog.getByRole('alert').filter({ hasText: 'Downgrade Failed' }).waitFor({ timeout: 30000 });
    expect(await image(dialog, '7.4.4').isChecked()).toBe(false);
    expect(await dialog.getByRole('checkbox', { name: 'Back up the configuration before the upgrade' }).isChecked()).toBe(true);
    expectNoProblems(page);

    const other = await signedIn({ faults: { downloadImage: 500 } });
    const again = await openUpgrade(other.page);
    await image(again, '7.6.2').check();
    await again.getByRole('checkbox', { name: 'Back up the configuration before the upgrade' }).uncheck();
    await upgradeButton(again).click();
    await confirmUpgrade(other.page, 'Are you sure you want to upgrade the firmware?', 'Upgrade');
    await again.getByRole('alert').filter({ hasText: 'Error download selected image file.' }).waitFor({ timeout: 30000 });
    expectNoProblems(other.page);
  });

  it('a local image file: once uploaded, the same file must be replaced after a failure', async () => {
    const { page, calls } = await signedIn({ scenarios: { validateImage: 'invalid' } });
    const dialog = await openUpgrade(page);
    await dialog.getByRole('radio', { name: 'Local image file' }).check();
    await dialog.getByRole('checkbox', { name: 'Back up the configuration before the upgrade' }).uncheck();
    // a file on disk, as the administrator picks it: picked twice, it is the same file (name, size and date)
    const file = join(mkdtempSync(join(tmpdir(), 'firmware-')), 'FMG_VM64-v7.6.2-build3521-FORTINET.out');
    writeFileSync(file, 'firmware image');
    const name = basename(file);
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByText(name).waitFor();
    await upgradeButton(dialog).click();
    await confirmUpgrade(page, 'Are you sure you want to upgrade the firmware?', 'Upgrade');
    await dialog.getByRole('alert').filter({ hasText: 'Failed to upload file or invalid image.' }).waitFor({ timeout: 30000 });
    expect(calls.filter((c) => c === 'POST /flatui/api/gui/firmware/import')).toHaveLength(1);

    // the form is reset; the same file chosen again was just uploaded
    expect(await dialog.getByRole('radio', { name: 'Available images' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'Local image file' }).check();
    expect(await dialog.getByText(name).count()).toBe(0);
    await dialog.getByRole('checkbox', { name: 'Back up the configuration before the upgrade' }).uncheck();
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByText(name).waitFor();
    await upgradeButton(dialog).click();
    await dialog.getByText('The file was just uploaded. Please choose another one.').waitFor();
    await expectNoSeriousA11yViolations(page, '.ant-modal-wrap', A11Y);
    expect(calls.filter((c) => c === 'POST /flatui/api/gui/firmware/import')).toHaveLength(1);
    expectNoProblems(page);
  });

  it('without the firmware licence, nothing above the running major.minor can be chosen', async () => {
    const { page } = await signedIn({ scenarios: { getSysLicense: 'noFirmwareLicence' } });
    const dialog = await openUpgrade(page);
    await dialog.getByText('Without the firmware licence, only images up to 7.4 can be chosen.').waitFor();
    expect(await image(dialog, '7.6.2').isDisabled()).toBe(true);
    expect(await image(dialog, '7.6.1').isDisabled()).toBe(true);
    expect(await image(dialog, '7.4.7').isEnabled()).toBe(true);
    await expectNoSeriousA11yViolations(page, '.ant-modal-wrap', A11Y);
    expectNoProblems(page);
  });

  it('load failures and an empty list', async () => {
    const { page } = await signedIn({ faults: { listFirmwareImages: 500 } });
    const dialog = await openUpgrade(page);
    await dialog.getByRole('alert').filter({ hasText: 'Failed to load the available images.' }).waitFor();
    await dialog.getByRole('button', { name: 'Retry' }).waitFor();
    expectNoProblems(page);

    const other = await signedIn({ scenarios: { listFirmwareImages: 'noImages' } });
    const empty = await openUpgrade(other.page);
    await empty.getByText('No image is available for this appliance. Upload a local image file instead.').waitFor();
    expectNoProblems(other.page);
  });

  it('works from the keyboard alone, keeps the focus inside and returns it on Escape', async () => {
    const { page } = await signedIn();
    const menuButton = header(page).getByRole('button', { name: ACCOUNT_MENU });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Upgrade Firmware' });
    await item.waitFor();
    // the menu's first item takes the focus as it opens; the arrows go along its items
    const inMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]')));
    await expect.poll(inMenu).toBe(true);
    const onItem = () => item.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let i = 0; i < 8 && !(await onItem()); i++) {
      // each press moves the focus one item on, which the menu may do a frame later: wait for it before the next
      const before = await focused();
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction((was) => (document.activeElement?.textContent ?? '') !== was, before, { timeout: 3000 }).catch(() => undefined);
    }
    expect(await onItem()).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: TITLE });
    await images(dialog).waitFor();

    // Tab never reaches the page behind the dialog, however far it goes (past the last stop the browser's own
    // controls may take the focus before it comes back to the first)
    let inside = 0;
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return active.closest('[role="dialog"]') ? 'dialog' : active.outerHTML.slice(0, 160);
      });
      expect(['dialog', 'browser']).toContain(where);
      if (where === 'dialog') inside++;
    }
    expect(inside).toBeGreaterThan(20);
    // choose an image with the arrow keys
    await image(dialog, '7.6.2').focus();
    await page.keyboard.press('Space');
    expect(await image(dialog, '7.6.2').isChecked()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => image(dialog, '7.6.1').isChecked()).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
    expectNoProblems(page);
  });

  it('a read-only administrator has no upgrade entry', async () => {
    const { page } = await signedIn({ persona: 'readOnly' });
    const items = await profileMenuItems(page);
    expect(items.map((i) => i.name)).not.toContain('Upgrade Firmware');
    expectNoProblems(page);
  });
});
