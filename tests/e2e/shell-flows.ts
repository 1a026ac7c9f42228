/**
 * Steps the shell's browser tests share: signing in through the start-up order and reading the header.
 */
import type { Locator, Page } from 'playwright-core';
import { signIn } from './support/browser.ts';

/** The start-up order's dialogs that can follow sign-in. */
export const ADOM_PICKER = 'Select an ADOM';
export const PASSWORD_DIALOG = 'Change Password';

/**
 * Signs in (persona chosen when the page was opened) and walks the start-up order the way a hurried admin
 * would: Later on an optional password change, Open on the proposed ADOM. A forced password change stops it.
 */
export async function signInReady(page: Page, options: { pickAdom?: boolean } = {}): Promise<void> {
  await signIn(page);
  await page.getByRole('banner').waitFor();
  if (options.pickAdom === false) return;
  // the shell says where its start-up order stands; each dialog it names is waited for, however slow the machine
  const layout = page.locator('.app-layout');
  const stepNow = async (previous?: string) => {
    await page.waitForFunction(
      (prev) => {
        const step = document.querySelector('.app-layout')?.getAttribute('data-startup-step');
        return !!step && step !== 'loading' && step !== 'defaultAdom' && step !== prev;
      },
      previous ?? null,
      { timeout: 20_000 },
    );
    return layout.getAttribute('data-startup-step');
  };
  let step = await stepNow();
  for (let n = 0; n < 3; n++) {
    if (step === 'password') {
      const password = page.getByRole('dialog', { name: PASSWORD_DIALOG });
      await password.waitFor({ timeout: 20_000 });
      const later = password.getByRole('button', { name: 'Later' });
      if (!(await later.count())) return;
      await later.click();
      await password.waitFor({ state: 'hidden' });
    } else if (step === 'adomPicker') {
      // the picker shows, or (a sole ADOM) the console opens it directly and the step moves on without one
      const picker = page.getByRole('dialog', { name: ADOM_PICKER });
      const outcome = await Promise.race([
        picker.waitFor({ timeout: 20_000 }).then(
          () => 'picker' as const,
          () => 'timeout' as const,
        ),
        page
          .waitForFunction(() => document.querySelector('.app-layout')?.getAttribute('data-startup-step') !== 'adomPicker', null, { timeout: 20_000 })
          .then(
            () => 'moved on' as const,
            () => 'timeout' as const,
          ),
      ]);
      if (outcome === 'timeout') throw new Error('signInReady: neither the ADOM picker nor the next start-up step came within 20 s');
      if (outcome === 'picker') await openFromPicker(picker);
      return;
    } else return;
    step = await stepNow(step);
  }
}

/** Waits until a dialog has finished its opening animation: on a busy machine a click during it can land beside its target. */
export async function dialogStill(dialog: Locator): Promise<void> {
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
}

/** Clicks a control inside an overlay (popover, dropdown, dialog) once the overlay has finished opening. */
export async function clickWhenStill(target: Locator): Promise<void> {
  await target.waitFor();
  await target.evaluate((el) => {
    const overlay = el.closest('.ant-popover, .ant-dropdown, .ant-modal') ?? el;
    return Promise.all(overlay.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
  });
  await target.click();
}

/**
 * Opens the notification bell and clicks the action named `name` on a notification, once the list has finished
 * opening; the bell is clicked again if the list did not open (a click while the top bar was still laying out).
 */
export async function clickNotificationAction(page: Page, name: string): Promise<void> {
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, / });
  const action = page.getByRole('button', { name });
  for (let attempt = 0; attempt < 3 && !(await action.isVisible()); attempt++) {
    await bell.click();
    if (await appears(action, 5000)) break;
  }
  await clickWhenStill(action);
}

/** Opens the ADOM chosen in the picker: Open is clicked once the dialog is still, and again if that click was lost. */
export async function openFromPicker(picker: Locator): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (!(await picker.isVisible())) return;
    await dialogStill(picker);
    await picker.getByRole('button', { name: 'Open' }).click();
    const closed = await picker.waitFor({ state: 'hidden', timeout: 5000 }).then(
      () => true,
      () => false,
    );
    if (closed) return;
  }
  await picker.waitFor({ state: 'hidden' });
}

/** Waits until `locator` is visible, or answers false after `timeout`. */
export async function appears(locator: Locator, timeout = 4000): Promise<boolean> {
  return locator
    .first()
    .waitFor({ state: 'visible', timeout })
    .then(() => true)
    .catch(() => false);
}

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

/** Opens the profile menu and answers the names of its items (with their disabled state). */
/**
 * The account menu once open: the menu with Logout, which every administrator has (the side menu is a menu too, and
 * the account menu asked for before the configuration arrives opens only then).
 */
export function accountMenu(page: Page): Locator {
  return page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Logout' }) });
}

export async function profileMenuItems(page: Page): Promise<Array<{ name: string; disabled: boolean }>> {
  await header(page).getByRole('button', { name: /^Account menu for / }).click();
  const menu = accountMenu(page);
  await menu.waitFor();
  const items = menu.getByRole('menuitem');
  const out: Array<{ name: string; disabled: boolean }> = [];
  for (const item of await items.all()) {
    out.push({ name: ((await item.textContent()) ?? '').trim(), disabled: (await item.getAttribute('aria-disabled')) === 'true' });
  }
  await page.keyboard.press('Escape');
  return out;
}
