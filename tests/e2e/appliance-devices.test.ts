/**
 * The appliance keeps firmware templates and the devices' sync: a template created in Device Manager → Firmware
 * Templates stays through a reload and a restart of the appliance and is not seen from another sandbox; a deleted
 * one stays deleted until the sandbox is reset; the template Setup Upgrade makes from Vulnerable Devices is listed in
 * Firmware Templates, holding the device it took from another template; devices retrieved or given their latest
 * revision from the bell's out-of-sync review leave it, and the bell counts one notification less once none is left;
 * a device retrieved from Managed Devices reads Synchronized there.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { enterSandbox, expectNoProblems, openSignedIn, useBrowser } from './support/browser.ts';
import { resetSandbox, restartAppliance } from './support/appliance.ts';
import { clickWhenStill } from './shell-flows.ts';
import { devicesGrid, dialogTitled, findDeviceRow, openVulnerabilitiesRoute, WIZARD, waitForRows, wizardButton } from './psirt-flows.ts';

const browser = useBrowser();

const TEMPLATES = '/dvm/firmwaretemplate';
const REVIEW = 'Out-of-Sync Devices';

async function signedIn(): Promise<Page> {
  const page = await openSignedIn(browser(), '/');
  return page;
}

const templateList = (page: Page) => page.getByRole('main').getByRole('grid', { name: 'Firmware templates' });
const templateRow = (page: Page, name: string) => templateList(page).getByRole('row').filter({ has: page.getByRole('gridcell', { name, exact: true }) });
const templatesToolbar = (page: Page) => page.getByRole('main').getByRole('toolbar', { name: 'Templates toolbar' });

async function openTemplates(page: Page): Promise<void> {
  await page.goto(TEMPLATES);
  await templateRow(page, 'DC-Maintenance').waitFor();
}

async function createTemplate(page: Page, name: string): Promise<void> {
  await templatesToolbar(page).getByRole('button', { name: 'Create New' }).click();
  const dialog = dialogTitled(page, 'Create New Firmware Template');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Platform' }).fill('FortiGate-60F');
  await dialog.getByRole('textbox', { name: 'Version' }).fill('7.4.4-b2662');
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await page.getByText('Firmware template created.').waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

async function deleteTemplate(page: Page, name: string): Promise<void> {
  const row = templateRow(page, name);
  await row.getByRole('gridcell').first().click();
  await expect.poll(() => row.getAttribute('aria-selected')).toBe('true');
  await templatesToolbar(page).getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = dialogTitled(page, `Delete firmware template ${name}?`);
  await clickWhenStill(confirm.getByRole('button', { name: 'Delete', exact: true }));
  await page.getByText(`Firmware template ${name} deleted.`).waitFor();
  await row.waitFor({ state: 'detached' });
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications, / });
const bellCount = async (page: Page) => Number((await bell(page).getAttribute('aria-label'))?.replace('Notifications, ', ''));

const bellList = (page: Page) => page.getByRole('group', { name: 'Notifications' });

/** Opens (or closes) the bell's list of notifications. */
async function showBell(page: Page, open = true): Promise<void> {
  if ((await bellList(page).isVisible()) !== open) await bell(page).click();
  await bellList(page).waitFor({ state: open ? 'visible' : 'hidden' });
}

async function openReview(page: Page): Promise<Locator> {
  await showBell(page);
  await clickWhenStill(page.getByRole('button', { name: 'Review the devices that are out of sync' }));
  const dialog = dialogTitled(page, REVIEW);
  await dialog.getByRole('grid', { name: REVIEW }).waitFor();
  return dialog;
}

const reviewRow = (dialog: Locator, name: string) => dialog.getByRole('grid', { name: REVIEW }).getByRole('row').filter({ hasText: name });

describe('Firmware templates on the appliance', () => {
  it('a template created in Firmware Templates stays through reload and restart; another sandbox does not see it', async () => {
    const context = browser();
    const page = await signedIn();
    await openTemplates(page);
    await createTemplate(page, 'Spring-2026');
    await templateRow(page, 'Spring-2026').waitFor();

    await page.reload();
    await templateRow(page, 'Spring-2026').waitFor();

    await restartAppliance(context);
    await page.reload();
    await templateRow(page, 'Spring-2026').getByText('FortiGate-60F: 7.4.4-b2662').waitFor();
    expectNoProblems(page);

    // another sandbox: the examples, without the template
    await enterSandbox(context, true);
    const other = await signedIn();
    await openTemplates(other);
    await templateRow(other, 'Branch-Q3').waitFor();
    expect(await templateRow(other, 'Spring-2026').count()).toBe(0);
    expectNoProblems(other);
  });

  it('deleted templates stay deleted through reload and restart; a reset brings the examples back', async () => {
    const context = browser();
    const page = await signedIn();
    await openTemplates(page);
    await createTemplate(page, 'Spring-2026');
    await deleteTemplate(page, 'Spring-2026');
    await deleteTemplate(page, 'Branch-Q3');

    await page.reload();
    await templateRow(page, 'DC-Maintenance').waitFor();
    expect(await templateRow(page, 'Branch-Q3').count()).toBe(0);
    await restartAppliance(context);
    await page.reload();
    await templateRow(page, 'DC-Maintenance').waitFor();
    expect(await templateRow(page, 'Branch-Q3').count()).toBe(0);
    expect(await templateRow(page, 'Spring-2026').count()).toBe(0);

    await resetSandbox(context);
    await page.reload();
    await templateRow(page, 'Branch-Q3').waitFor();
    expect(await templateRow(page, 'Spring-2026').count()).toBe(0);
    expectNoProblems(page);
  });

  it('Setup Upgrade from Vulnerable Devices makes a template that Firmware Templates lists, holding the device it took from Branch-Q3', async () => {
    const context = browser();
    const page = await signedIn();
    const dialog = await openVulnerabilitiesRoute(page, '?view=type');
    await waitForRows(devicesGrid(dialog));
    const device = await findDeviceRow(dialog, 'BR-DET-001');
    await device.getByRole('checkbox', { name: 'Select BR-DET-001' }).check();
    await dialog.getByLabel('Search Device Name').fill('');
    await dialog.getByRole('button', { name: /Setup Upgrade/ }).click();
    const wizard = dialogTitled(page, WIZARD);
    await wizard.getByRole('heading', { name: 'Choose a Method' }).waitFor();
    await wizardButton(page, 'Next').click();
    const nameField = wizard.getByLabel(/^Name/);
    await nameField.waitFor();
    const name = await nameField.inputValue();
    expect(name).toMatch(/^PSIRT_/);
    await wizardButton(page, 'Next').click();
    await wizard.getByText('This device is already assigned to the template Branch-Q3. Assigning it now will remove it from template Branch-Q3').waitFor();
    await wizardButton(page, 'Next').click();
    await wizard.getByText('The upgrade has been setup successfully.').waitFor();
    await wizardButton(page, 'Close').click();
    await wizard.waitFor({ state: 'hidden' });

    // Device Manager → Firmware Templates, read from the appliance
    await openTemplates(page);
    await templateRow(page, name).getByText('BR-DET-001', { exact: true }).waitFor();
    await templateRow(page, 'Branch-Q3').getByText('BR-DEN-001', { exact: true }).waitFor();
    expect(await templateRow(page, 'Branch-Q3').getByText('BR-DET-001', { exact: true }).count()).toBe(0);

    await restartAppliance(context);
    await page.reload();
    await templateRow(page, name).getByText('BR-DET-001', { exact: true }).waitFor();
    expect(await templateRow(page, 'Branch-Q3').getByText('BR-DET-001', { exact: true }).count()).toBe(0);
    expectNoProblems(page);
  });
});

describe('The out-of-sync review on the appliance', () => {
  it('a device retrieved from Managed Devices is synchronized there, and leaves the review of its ADOM', async () => {
    const context = browser();
    const page = await signedIn();
    // Retrieve needs the ADOM locked by the administrator
    await page.getByRole('banner').getByRole('button', { name: /\bLock$/ }).click();
    await page.getByRole('banner').getByRole('button', { name: /Unlock$/ }).waitFor();
    await page.goto('/dvm/main?f.name=BR-SEA-002');
    const devices = page.getByRole('main').getByRole('grid', { name: 'Managed devices' });
    const row = devices.getByRole('row').filter({ hasText: 'BR-SEA-002' });
    await row.getByText('Out of Sync', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Review the out-of-sync configuration of BR-SEA-002' }).click();
    const review = dialogTitled(page, REVIEW);
    await review.getByRole('checkbox', { name: 'Select BR-SEA-002' }).check();
    await review.getByRole('button', { name: 'Retrieve' }).click();
    await page.getByText('The device configurations were retrieved.').waitFor();
    await reviewRow(review, 'BR-SEA-002').waitFor({ state: 'detached' });
    await reviewRow(review, 'BR-MIA-001').waitFor();
    await page.keyboard.press('Escape');
    await review.waitFor({ state: 'hidden' });
    await row.getByText('Synchronized', { exact: true }).waitFor();

    await restartAppliance(context);
    await page.reload();
    await row.getByText('Synchronized', { exact: true }).waitFor();
    expectNoProblems(page);
  });

  it("devices retrieved or given their latest revision leave the review, and the bell's notification with the last one", async () => {
    const context = browser();
    const page = await signedIn();
    await expect.poll(() => bellCount(page), { timeout: 15000 }).toBe(11);
    let review = await openReview(page);
    await reviewRow(review, 'FGT-Fin-01').waitFor();
    await reviewRow(review, 'FGT-Fin-02').waitFor();

    // Retrieve one: it leaves the review, and the notification counts one device
    await review.getByRole('checkbox', { name: 'Select FGT-Fin-01' }).check();
    await review.getByRole('button', { name: 'Retrieve' }).click();
    await page.getByText('The device configurations were retrieved.').waitFor();
    await reviewRow(review, 'FGT-Fin-01').waitFor({ state: 'detached' });
    await reviewRow(review, 'FGT-Fin-02').waitFor();
    await page.keyboard.press('Escape');
    await review.waitFor({ state: 'hidden' });
    await showBell(page);
    await bellList(page).getByText('1 device of ADOM Finance is out of sync.').waitFor();
    expect(await bellCount(page)).toBe(11);
    await showBell(page, false);

    // still so after a reload
    await page.reload();
    review = await openReview(page);
    await reviewRow(review, 'FGT-Fin-02').waitFor();
    expect(await reviewRow(review, 'FGT-Fin-01').count()).toBe(0);

    // the last one: the review is empty and the bell counts one notification less
    await review.getByRole('checkbox', { name: 'Select FGT-Fin-02' }).check();
    await review.getByRole('button', { name: 'Install Latest Revision' }).click();
    await page.getByText('The latest revisions were installed.').waitFor();
    await review.getByText('All devices of this ADOM are in sync.').waitFor();
    await expect.poll(() => bellCount(page), { timeout: 15000 }).toBe(10);

    await page.reload();
    await expect.poll(() => bellCount(page), { timeout: 15000 }).toBe(10);
    await restartAppliance(context);
    await page.reload();
    await expect.poll(() => bellCount(page), { timeout: 15000 }).toBe(10);
    await showBell(page);
    await bellList(page).getByText('The FortiGuard IPS licence has expired.').waitFor();
    expect(await bellList(page).getByText(/of ADOM Finance (is|are) out of sync/).count()).toBe(0);
    expect(await bellList(page).getByRole('button', { name: 'Review the devices that are out of sync' }).count()).toBe(0);
    await showBell(page, false);
    expectNoProblems(page);

    // a reset: both devices out of sync again
    await resetSandbox(context);
    await page.reload();
    await expect.poll(() => bellCount(page), { timeout: 15000 }).toBe(11);
    await showBell(page);
    await bellList(page).getByText('2 devices of ADOM Finance are out of sync.').waitFor();
    review = await openReview(page);
    await reviewRow(review, 'FGT-Fin-01').waitFor();
    await reviewRow(review, 'FGT-Fin-02').waitFor();
    expectNoProblems(page);
  });
});
