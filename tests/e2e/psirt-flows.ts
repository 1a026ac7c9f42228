/**
 * Steps the vulnerability browser tests share: reaching the Vulnerable Devices dialog, finding rows and moving
 * through the Setup Upgrade wizard.
 */
import type { Locator, Page } from 'playwright-core';
import { openSignedIn, type PageOptions } from './support/browser.ts';
import { openFromPicker } from './shell-flows.ts';
import type { BrowserContext } from 'playwright-core';

export const DEVICES_DIALOG = 'Vulnerable Devices';
export const DEVICE_DIALOG = 'Device Vulnerabilities';
export const WIZARD = 'Setup Upgrade';

/** A dialog by the title the user reads (stacked dialogs each have their own). */
export function dialogTitled(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title').getByText(title, { exact: true }) });
}

/** Opens a signed-in console page (persona, scenarios and faults as given), past the start-up dialogs. */
export async function signedInPage(context: BrowserContext, options: PageOptions = {}): Promise<Page> {
  return openSignedIn(context, '/', options);
}

/** Goes to /vulnerabilities (with a query) the way a link would, and answers the dialog. */
export async function openVulnerabilitiesRoute(page: Page, query = ''): Promise<Locator> {
  await page.goto(`/vulnerabilities${query}`);
  // a reload may bring back the start-up dialogs of the session
  const picker = dialogTitled(page, 'Select an ADOM');
  const dialog = dialogTitled(page, DEVICES_DIALOG);
  await Promise.race([dialog.waitFor(), picker.waitFor()]);
  if (await picker.isVisible()) await openFromPicker(picker);
  await dialog.waitFor();
  return dialog;
}

export function devicesGrid(dialog: Locator): Locator {
  return dialog.getByRole('treegrid', { name: DEVICES_DIALOG });
}

/** Waits until the grid shows data rows (the data has loaded). */
export async function waitForRows(grid: Locator): Promise<void> {
  await grid.locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])').first().waitFor();
}

/** The row of a device (searched for first, so a virtualized grid has it rendered). */
export async function findDeviceRow(dialog: Locator, name: string): Promise<Locator> {
  const search = dialog.getByLabel('Search Device Name');
  await search.fill(name);
  await devicesGrid(dialog).getByRole('gridcell', { name, exact: true }).first().waitFor();
  // `has` is looked up inside each row, so it starts from the page, not from the dialog
  return devicesGrid(dialog).getByRole('row').filter({ has: dialog.page().getByRole('gridcell', { name, exact: true }) });
}

/** Presses Tab (or Shift+Tab) until the focused element matches, up to `max` times. */
export async function tabTo(page: Page, matches: (el: { label: string; role: string | null; tag: string; type: string; cls: string }) => boolean, options: { back?: boolean; max?: number } = {}): Promise<void> {
  const key = options.back ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < (options.max ?? 60); i++) {
    await page.keyboard.press(key);
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      return {
        label: (a?.getAttribute('aria-label') || a?.innerText || '').trim(),
        role: a?.getAttribute('role') ?? null,
        tag: a?.tagName.toLowerCase() ?? '',
        type: a?.getAttribute('type') ?? '',
        cls: a?.className ?? '',
      };
    });
    if (matches(el)) return;
  }
  throw new Error('tabTo(): the element was not reached by keyboard');
}

/** The wizard's footer button of that name. */
export function wizardButton(page: Page, name: string): Locator {
  return dialogTitled(page, WIZARD).locator('.ant-modal-footer').getByRole('button', { name, exact: true });
}
