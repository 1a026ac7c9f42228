/**
 * The appliance keeps what an administrator changes in Update and Licence Services: the download priority saved in
 * Advanced Settings, the pending updates pushed to a device, the licence filter Licensing Status opens with, and the
 * firmware images imported and deleted; each stays through a reload and a restart of the appliance, and a reset of
 * the sandbox brings the examples back; another sandbox does not see the change. A VM licence file that is not a
 * licence of this unit is invalid ('Invalid file.'), a licence of its own is accepted.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enterSandbox, expectNoProblems, openSignedIn, useBrowser, type PageOptions } from './support/browser.ts';
import { resetSandbox, restartAppliance } from './support/appliance.ts';
import { clickWhenStill } from './shell-flows.ts';
import { dialogTitled } from './psirt-flows.ts';

const browser = useBrowser();

const openScreen = (path: string, options: PageOptions = {}): Promise<Page> => openSignedIn(browser(), path, options);

// ---- Advanced Settings

const priorityItems = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Download Priority' }).getByRole('listitem');
const firstProduct = (page: Page) => priorityItems(page).first().textContent();

async function putFortiApFirst(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Move FortiAP up' }).click();
  await expect.poll(() => firstProduct(page)).toContain('FortiAP');
  await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
  await page.getByText('The download priority was saved.').waitFor();
}

// ---- Package Service Status

const servedRow = (page: Page, name: string) => page.getByRole('main').getByRole('grid', { name: 'Devices served' }).getByRole('row').filter({ hasText: name });

// ---- Firmware Images

const IMAGE = 'FGT_40F-v7.4.8-build2795-FORTINET.out';
const EXAMPLE_IMAGE = 'FAP_231F-v7.4.4-build0470-FORTINET.out';
const importedRow = (page: Page, name: string) => page.getByRole('main').getByRole('grid', { name: 'Imported Images' }).getByRole('row').filter({ hasText: name });
const keptRow = (page: Page, platform: string, version: string) =>
  page.getByRole('main').getByRole('grid', { name: 'Firmware images kept' }).getByRole('row').filter({ hasText: platform }).filter({ hasText: version });

async function deleteImported(page: Page, name: string): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: `Delete ${name}` }).click();
  await clickWhenStill(dialogTitled(page, 'Delete Imported Image').getByRole('button', { name: 'Delete', exact: true }));
  await page.getByText(`${name} was deleted.`).waitFor();
  await importedRow(page, name).waitFor({ state: 'detached' });
}

// ---- VM licence

const licence = (product: string) =>
  [`-----BEGIN ${product} VM LICENSE-----`, 'QAAAAJ0q3DF5Jm0n6zUl8m8C8VZkq0pX0w1PyqS1ZlJ0QmJmZ2xvYmFs', `-----END ${product} VM LICENSE-----`, ''].join('\n');

describe('Update and Licence Services on the appliance', () => {
  it('the download priority saved in Advanced Settings stays through reload and restart; a reset brings the example back; another sandbox does not see it', async () => {
    const context = browser();
    const page = await openScreen('/fortiguard/advanced');
    await expect.poll(() => firstProduct(page)).toContain('FortiGate');
    await putFortiApFirst(page);

    await page.reload();
    await expect.poll(() => firstProduct(page)).toContain('FortiAP');
    await restartAppliance(context);
    await page.reload();
    await expect.poll(() => firstProduct(page)).toContain('FortiAP');
    expect(await priorityItems(page).nth(1).textContent()).toContain('FortiGate');

    await resetSandbox(context);
    await page.reload();
    await expect.poll(() => firstProduct(page)).toContain('FortiGate');

    // changed again, then seen from another sandbox: the example's priority there
    await putFortiApFirst(page);
    expectNoProblems(page);
    await enterSandbox(context, true);
    const other = await openScreen('/fortiguard/advanced');
    await expect.poll(() => firstProduct(other)).toContain('FortiGate');
    expectNoProblems(other);
  });

  it('pushing the pending updates clears them, through reload and restart; a reset brings them back', async () => {
    const context = browser();
    const page = await openScreen('/fortiguard/pkgservice');
    await servedRow(page, 'FGT-Fin-02').getByText('Updates pending').waitFor();
    await page.getByRole('main').getByRole('checkbox', { name: 'Select FGT-Fin-02' }).check();
    await page.getByRole('main').getByRole('button', { name: 'Push Pending' }).click();
    await page.getByText('The pending updates were pushed.').waitFor();
    await servedRow(page, 'FGT-Fin-02').getByText('Up to date').waitFor();

    await page.reload();
    await servedRow(page, 'FGT-Fin-02').getByText('Up to date').waitFor();
    await restartAppliance(context);
    await page.reload();
    await servedRow(page, 'FGT-Fin-02').getByText('Up to date').waitFor();
    // the device that is not reachable was not pushed to
    await servedRow(page, 'FGT-Store-114').getByText('Unreachable').waitFor();

    await resetSandbox(context);
    await page.reload();
    await servedRow(page, 'FGT-Fin-02').getByText('Updates pending').waitFor();
    expectNoProblems(page);
  });

  it('the licence filter kept in Licensing Status is the one it opens with, after a restart too; a reset forgets it', async () => {
    const context = browser();
    const page = await openScreen('/fortiguard/license');
    const main = page.getByRole('main');
    await main.getByText('4 of 4 devices').waitFor();
    const licenceType = main.getByRole('combobox', { name: 'Licence type' });
    await licenceType.focus();
    // open the list, go down past Any licence, AntiVirus, IPS and AntiSpam to Web Filtering, and choose it
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await main.getByText('1 of 4 devices').waitFor();
    await main.getByRole('button', { name: 'Keep this filter' }).click();
    await page.getByText('Licensing Status will open with this filter.').waitFor();

    await restartAppliance(context);
    await page.reload();
    await main.getByText('1 of 4 devices').waitFor();
    // the form's licence type is the kept one
    expect(await main.locator('.ant-form-item').filter({ has: page.getByRole('combobox', { name: 'Licence type' }) }).textContent()).toContain('Web Filtering');

    await resetSandbox(context);
    await page.reload();
    await main.getByText('4 of 4 devices').waitFor();
    expectNoProblems(page);
  });

  it('an imported firmware image is listed, kept through reload and restart, and deleted; a reset brings the examples back', async () => {
    const context = browser();
    const page = await openScreen('/fortiguard/firmwares');
    const main = page.getByRole('main');
    await importedRow(page, EXAMPLE_IMAGE).waitFor();

    // a file that is not a firmware image is refused
    await main.locator('input[type="file"]').setInputFiles({ name: 'firmware.bin', mimeType: 'application/octet-stream', buffer: Buffer.from('not an image') });
    await main.getByRole('alert').getByText('Failed to upload file or invalid image. Invalid firmware image file.').waitFor();

    await main.locator('input[type="file"]').setInputFiles({ name: IMAGE, mimeType: 'application/octet-stream', buffer: Buffer.from('FortiGate 40F image') });
    await page.getByText(`${IMAGE} was imported.`).waitFor();
    await importedRow(page, IMAGE).waitFor();
    // listed with FortiGate's images, on this unit
    await keptRow(page, 'FGT_40F', '7.4.8').getByText('Downloaded').waitFor();

    await page.reload();
    await importedRow(page, IMAGE).waitFor();
    await restartAppliance(context);
    await page.reload();
    await importedRow(page, IMAGE).waitFor();
    await keptRow(page, 'FGT_40F', '7.4.8').getByText('Downloaded').waitFor();

    await deleteImported(page, IMAGE);
    await keptRow(page, 'FGT_40F', '7.4.8').waitFor({ state: 'detached' });
    await deleteImported(page, EXAMPLE_IMAGE);
    await page.reload();
    await importedRow(page, 'FGT_60F-v7.4.7-build2795-FORTINET.out').waitFor();
    expect(await importedRow(page, IMAGE).count()).toBe(0);
    expect(await importedRow(page, EXAMPLE_IMAGE).count()).toBe(0);

    await resetSandbox(context);
    await page.reload();
    await importedRow(page, EXAMPLE_IMAGE).waitFor();
    expectNoProblems(page);
  });

  it("a VM licence file that is not this unit's licence is invalid; a licence of its own is accepted", async () => {
    const page = await openScreen('/fortiguard/license');
    await page.getByRole('banner').getByRole('button', { name: /^Notifications, / }).click();
    await clickWhenStill(page.getByRole('button', { name: 'Upload a licence file' }).first());
    const upload = dialogTitled(page, 'Upload Licence');
    const file = upload.locator('input[type="file"]');
    const send = upload.getByRole('button', { name: 'Upload', exact: true });

    // a FortiGate's licence on a FortiManager
    await file.setInputFiles({ name: 'FGVM04TM.lic', mimeType: 'application/octet-stream', buffer: Buffer.from(licence('FGT')) });
    await send.click();
    await upload.getByRole('alert').getByText('Invalid file.').waitFor();

    // the next file takes the place of the refused one
    await file.setInputFiles({ name: 'FMG-VM64.lic', mimeType: 'application/octet-stream', buffer: Buffer.from(licence('FMG')) });
    await send.click();
    await page.getByText('The licence was uploaded.').waitFor();
    await upload.waitFor({ state: 'hidden' });
    expectNoProblems(page);
  });
});
