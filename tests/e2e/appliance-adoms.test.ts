/**
 * The appliance keeps the ADOM lock and the template objects: the administrator locks the ADOM (All ADOMs then
 * shows who holds it), creates an SSID that stays through a reload and a restart of the appliance, and is not seen
 * from another sandbox; deleted objects come back when the sandbox is reset; a name already taken is refused with
 * the appliance's field error on the Name field.
 */
import { describe, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { enterSandbox, expectNoProblems, openSignedIn, useBrowser } from './support/browser.ts';
import { resetSandbox, restartAppliance } from './support/appliance.ts';
import { dialogTitled } from './psirt-flows.ts';

const browser = useBrowser();

const SSIDS = '/fortiap/wifitemplates/ssids';
const NEEDS_LOCK = 'Lock the ADOM to make changes.';
const NAME_EXISTS = 'An object with the same name already exists.';

async function openSsids(): Promise<Page> {
  const page = await openSignedIn(browser(), '/');
  await page.goto(SSIDS);
  await ssidList(page).getByText('corp-wifi', { exact: true }).waitFor();
  return page;
}

const ssidList = (page: Page) => page.getByRole('main').getByRole('grid', { name: 'SSIDs list' });
const ssidRow = (page: Page, name: string) => ssidList(page).getByRole('row').filter({ has: page.getByRole('gridcell', { name, exact: true }) });

/** Locks the current ADOM from the top bar: the object screen no longer asks for the lock. */
async function lockAdom(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: /\bLock$/ }).click();
  await page.getByRole('banner').getByRole('button', { name: /Unlock$/ }).waitFor();
  await page.getByRole('main').getByText(NEEDS_LOCK).waitFor({ state: 'detached' });
}

async function createSsid(page: Page, name: string): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: 'Create New' }).click();
  const dialog = dialogTitled(page, 'Create New SSID');
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('SSID', { exact: true }).fill('Cafe');
  await dialog.getByLabel('Passphrase', { exact: true }).fill('coffee-and-cake');
  await dialog.getByRole('button', { name: 'OK' }).click();
  return dialog;
}

/** The texts that describe a field (aria-describedby): its help and its errors. */
async function descriptionOf(field: Locator): Promise<string> {
  return field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' '),
  );
}

describe('ADOM lock and template objects on the appliance', () => {
  it('lock shows its holder; a created SSID stays through reload and restart, and another sandbox does not see it', async () => {
    const context = browser();
    const page = await openSsids();
    await page.getByRole('main').getByText(NEEDS_LOCK).waitFor();
    await lockAdom(page);

    // All ADOMs shows who holds the lock
    await page.goto('/sys/alladoms');
    const adoms = page.getByRole('main').getByRole('grid', { name: 'All ADOMs' });
    await adoms.getByRole('row').filter({ hasText: 'Default ADOM' }).getByText('Locked by me').waitFor();

    await page.goto(SSIDS);
    await ssidList(page).getByText('corp-wifi', { exact: true }).waitFor();
    await createSsid(page, 'cafe-wifi');
    await page.getByText('SSID created.').waitFor();
    await ssidRow(page, 'cafe-wifi').waitFor();

    await page.reload();
    await ssidRow(page, 'cafe-wifi').waitFor();

    await restartAppliance(context);
    await page.reload();
    await ssidRow(page, 'cafe-wifi').waitFor();
    // the lock is kept too
    await page.getByRole('banner').getByRole('button', { name: /Unlock$/ }).waitFor();
    expectNoProblems(page);

    // another sandbox: the examples, without the SSID and without the lock
    await enterSandbox(context, true);
    const other = await openSsids();
    await other.getByRole('main').getByText(NEEDS_LOCK).waitFor();
    await ssidList(other).getByText('guest-wifi', { exact: true }).waitFor();
    await ssidRow(other, 'cafe-wifi').waitFor({ state: 'detached' });
    expectNoProblems(other);
  });

  it('deleted SSIDs come back after a reset; a name already taken shows the field error on Name', async () => {
    const context = browser();
    const page = await openSsids();
    await lockAdom(page);
    await createSsid(page, 'cafe-wifi');
    await page.getByText('SSID created.').waitFor();

    // the new SSID and one of the examples deleted
    await ssidRow(page, 'cafe-wifi').getByRole('checkbox', { name: 'Select cafe-wifi' }).check();
    await ssidRow(page, 'guest-wifi').getByRole('checkbox', { name: 'Select guest-wifi' }).check();
    await page.getByRole('main').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('2 objects deleted.').waitFor();
    await page.reload();
    await ssidList(page).getByText('corp-wifi', { exact: true }).waitFor();
    await ssidRow(page, 'guest-wifi').waitFor({ state: 'detached' });
    await ssidRow(page, 'cafe-wifi').waitFor({ state: 'detached' });

    // reset: the examples are back, and the ADOM is unlocked as the examples have it
    await resetSandbox(context);
    await page.reload();
    await ssidRow(page, 'guest-wifi').waitFor();
    await page.getByRole('main').getByText(NEEDS_LOCK).waitFor();
    await ssidRow(page, 'cafe-wifi').waitFor({ state: 'detached' });

    await lockAdom(page);
    const dialog = await createSsid(page, 'corp-wifi');
    const name = dialog.getByLabel('Name', { exact: true });
    await dialog.getByText(NAME_EXISTS).waitFor();
    const described = await descriptionOf(name);
    if (!described.includes(NAME_EXISTS)) throw new Error(`the Name field is described by "${described}", not by the appliance's error`);
    // what was typed is kept, and the list has one corp-wifi
    if ((await name.inputValue()) !== 'corp-wifi') throw new Error('the name typed was lost');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
    await ssidList(page).getByText('corp-wifi', { exact: true }).waitFor();
    if ((await ssidRow(page, 'corp-wifi').count()) !== 1) throw new Error('corp-wifi is listed more than once');
    expectNoProblems(page, { allowApiStatus: [400] });
  });
});
