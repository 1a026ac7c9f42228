/**
 * The password-change and profile dialogs in the browser, with the spec's exact messages.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoProblems, expectNoSeriousA11yViolations, newPage, openSignedIn, signIn, useBrowser } from './support/browser.ts';
import { header, PASSWORD_DIALOG, signInReady } from './shell-flows.ts';

const browser = useBrowser();

const PROFILE_DIALOG = 'Change Profile';
// a 1x1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function openFromAccountMenu(page: Page, item: string) {
  await header(page).getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Waits until the page's animations (antd fades messages in) have finished, so axe measures the final colours. */
async function settled(page: Page) {
  // endless animations (a running task's progress bar in the header, spinners) never finish: only finite ones count
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

async function fillPasswords(page: Page, newPassword: string, confirm: string) {
  const dialog = page.getByRole('dialog', { name: PASSWORD_DIALOG });
  await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm Password', { exact: true }).fill(confirm);
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
}

describe('password change dialog', () => {
  it('default password: empty, mismatch and short-password rules, then the change', async () => {
    const page = await newPage(browser(), { persona: 'defaultPassword' });
    await signIn(page);
    const dialog = page.getByRole('dialog', { name: PASSWORD_DIALOG });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Later' }).count()).toBe(1);
    // the field is labelled; focus starts inside the dialog
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);

    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await dialog.getByText('Passwords field is empty.').waitFor();

    await fillPasswords(page, 'Secret-1', 'Secret-2');
    await dialog.getByText('Passwords do not match.').waitFor();
    // field error texts included: the app theme's error colour reaches 4.5:1 (once they have faded in)
    await settled(page);
    await expectNoSeriousA11yViolations(page, '.ant-modal-wrap');

    await fillPasswords(page, 'abc', 'abc');
    const short = page.getByText('Your password is shorter than 6 characters! Are you sure you want to continue?');
    await short.waitFor();
    await page.getByRole('dialog').filter({ has: short }).getByRole('button', { name: 'OK', exact: true }).click();
    // both dialogs close (while the confirmation fades out, two dialogs answer to the name)
    await page.getByLabel('New Password', { exact: true }).waitFor({ state: 'hidden' });
    await short.waitFor({ state: 'hidden' });
    expectNoProblems(page);
  });

  it('own account: server field errors on their fields and the user error as a danger message', async () => {
    const page = await openSignedIn(browser(), '/', { persona: 'superAdmin', faults: { changePassword: 400 } });
    await openFromAccountMenu(page, 'Change Password');
    const dialog = page.getByRole('dialog', { name: PASSWORD_DIALOG });
    await dialog.getByLabel('Old Password', { exact: true }).fill('wrong-one');
    await fillPasswords(page, 'N3w-Adm1n-Passw0rd!', 'N3w-Adm1n-Passw0rd!');
    await dialog.getByRole('alert').filter({ hasText: 'The password of admin was changed too recently.' }).waitFor();
    await dialog.getByText('The old password is incorrect.').waitFor();
    await dialog.getByText('The password must contain at least one upper-case letter, one digit and one special character.').waitFor();
    // field error texts included: the app theme's error colour reaches 4.5:1 (once they have faded in)
    await settled(page);
    await expectNoSeriousA11yViolations(page, '.ant-modal-wrap');
    // voluntary: Cancel closes it
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expectNoProblems(page, { allowApiStatus: [400] });
  });

  it('dark theme: field errors and the danger message stay readable', async () => {
    const page = await newPage(browser(), {
      persona: 'superAdmin',
      scenarios: { getProfile: 'darkWithAvatar' },
      faults: { changePassword: 400 },
    });
    await signInReady(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await openFromAccountMenu(page, 'Change Password');
    const dialog = page.getByRole('dialog', { name: PASSWORD_DIALOG });
    await fillPasswords(page, 'Secret-1', 'Secret-2');
    await dialog.getByText('Passwords do not match.').waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page, '.ant-modal-wrap');
    await dialog.getByLabel('Old Password', { exact: true }).fill('wrong-one');
    await fillPasswords(page, 'N3w-Adm1n-Passw0rd!', 'N3w-Adm1n-Passw0rd!');
    await dialog.getByText('The old password is incorrect.').waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page, '.ant-modal-wrap');
    expectNoProblems(page, { allowApiStatus: [400] });
  });
});

describe('profile dialog', () => {
  it('theme switches live while open, and cancelling restores it', async () => {
    const page = await openSignedIn(browser(), '/', { persona: 'superAdmin' });
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    expect(await theme()).toBe('light');
    await openFromAccountMenu(page, 'Change Profile');
    const dialog = page.getByRole('dialog', { name: PROFILE_DIALOG });
    await dialog.getByRole('switch', { name: 'Use global theme' }).click();
    await dialog.getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(theme).toBe('dark');
    await dialog.getByRole('radio', { name: 'Light' }).check();
    await expect.poll(theme).toBe('light');
    await dialog.getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(theme).toBe('dark');
    await expectNoSeriousA11yViolations(page, '.ant-modal-wrap');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(theme).toBe('light');
    expectNoProblems(page);
  });

  it('avatar: refuses a non-image, crops an image and saves it', async () => {
    const page = await openSignedIn(browser(), '/', { persona: 'superAdmin' });
    await openFromAccountMenu(page, 'Change Profile');
    const dialog = page.getByRole('dialog', { name: PROFILE_DIALOG });
    const file = dialog.locator('input[type="file"]');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await dialog.getByText('This is not an image file.').waitFor();

    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('slider', { name: 'Zoom' }).waitFor();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    const avatar = dialog.getByRole('img', { name: 'Avatar' });
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expectNoProblems(page);
  });
});
