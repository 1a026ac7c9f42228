/**
 * System screens and dialogs an administrator reaches from the top bar: High Availability (from the HA tag or
 * /sys/ha) with its member switches and their failure message, and from the bell the daily log-limit notice, the
 * IP-conflict device list and the out-of-sync device review with its diff, with axe in both themes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoProblems, expectNoSeriousA11yViolations, openSignedIn, useBrowser, type PageOptions } from './support/browser.ts';
import { clickNotificationAction } from './shell-flows.ts';
import { dialogTitled } from './psirt-flows.ts';
import { settled } from './support/settle.ts';

const browser = useBrowser();

async function signedIn(options: PageOptions = {}): Promise<Page> {
  const page = await openSignedIn(browser(), '/', options);
  return page;
}

describe('High Availability', () => {
  it('lists the members and enables or disables one; a refused change says so', async () => {
    const page = await signedIn();
    await page.goto('/sys/ha');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'High Availability' }).waitFor();
    await main.getByText('Cluster FMG-HA, this unit is the primary.').waitFor();
    const members = main.getByRole('grid', { name: 'Cluster Members' });
    await members.getByRole('row').filter({ hasText: 'FMG-DR-01' }).getByText('Down', { exact: true }).waitFor();
    // a column search narrows the members, and stays in the address
    await members.getByRole('textbox', { name: 'Search Role' }).fill('primary');
    await page.waitForURL((u) => u.searchParams.get('f.role') === 'primary');
    await expect.poll(() => members.getByRole('row').count()).toBe(2);
    await members.getByRole('textbox', { name: 'Search Role' }).fill('');
    await expect.poll(() => members.getByRole('row').count()).toBe(4);
    const secondary = main.getByRole('switch', { name: 'Enable FMG-HQ-02' });
    expect(await secondary.isChecked()).toBe(true);
    await secondary.click();
    await page.getByText('HA member FMG-HQ-02 updated.').waitFor();
    expectNoProblems(page);
  });

  it("says 'HA member update failed.' when the appliance refuses", async () => {
    const page = await signedIn({ faults: { setHaMember: 500 } });
    await page.goto('/sys/ha');
    const toggle = page.getByRole('main').getByRole('switch', { name: 'Enable FMG-DR-01' });
    await toggle.click();
    await page.getByText('HA member update failed.').waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    expectNoProblems(page, { allowApiStatus: [500] });
  });

  it('the HA tag of a secondary leads there, where the members cannot be changed', async () => {
    const page = await signedIn({ persona: 'haSecondary' });
    await page.getByRole('banner').getByRole('link', { name: /HA Secondary/ }).click();
    await page.waitForURL((u) => u.pathname === '/sys/ha');
    const main = page.getByRole('main');
    await main.getByText('Cluster FMG-HA, this unit is the secondary.').waitFor();
    await main.getByText('Changing the members needs read-write permission on system settings, on the primary unit.').waitFor();
    for (const name of ['Enable FMG-HQ-01', 'Enable FMG-HQ-02', 'Enable FMG-DR-01']) expect(await main.getByRole('switch', { name }).isDisabled()).toBe(true);
  });
});

describe('Daily Log Limit', () => {
  it('opens from its notification with the days over the limit, as a chart and as a table', async () => {
    const page = await signedIn();
    await clickNotificationAction(page, 'View the daily log limit');
    const dialog = dialogTitled(page, 'Daily Log Limit');
    const sentence = 'The daily log limit of 50 GB was exceeded on 3 of the last 7 days.';
    await dialog.getByText(sentence).waitFor();
    await dialog.getByRole('img', { name: new RegExp(`daily limit of 50 GB\\. ${sentence.replace(/\./g, '\\.')}`) }).waitFor();
    await dialog.getByRole('button', { name: 'View as Table' }).click();
    const grid = dialog.getByRole('grid', { name: 'Daily Log Limit' });
    await grid.waitFor();
    expect(await grid.getByRole('row').count()).toBe(8);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    expectNoProblems(page);
  });
});

describe('IP Conflicts', () => {
  it('opens from its notification; a device expands into its interfaces in conflict', async () => {
    const page = await signedIn();
    await clickNotificationAction(page, 'View the devices with an IP conflict');
    const dialog = dialogTitled(page, 'IP Conflicts');
    const row = dialog.getByRole('treegrid', { name: 'IP Conflicts' }).getByRole('row').filter({ hasText: 'FGT-Store-114' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Expand FGT-Store-114' }).click();
    await dialog.getByText('198.51.100.14').waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page, '.ant-modal');
    expectNoProblems(page);
  });
});

async function openOutOfSyncReview(page: Page) {
  await clickNotificationAction(page, 'Review the devices that are out of sync');
  const dialog = dialogTitled(page, 'Out-of-Sync Devices');
  await dialog.getByRole('grid', { name: 'Out-of-Sync Devices' }).getByRole('row').filter({ hasText: 'FGT-Fin-02' }).waitFor();
  return dialog;
}

describe('Out-of-sync devices', () => {
  it('opens from its notification; Retrieve runs a task on the chosen device, and View Diff shows the two configurations side by side', async () => {
    const page = await signedIn();
    const dialog = await openOutOfSyncReview(page);
    expect(await dialog.getByRole('grid', { name: 'Out-of-Sync Devices' }).getByRole('row').filter({ hasText: 'FGT-Fin-02' }).getByText('Down').count()).toBe(1);
    await dialog.getByRole('checkbox', { name: 'Select FGT-Fin-01' }).check();
    await dialog.getByRole('button', { name: 'Retrieve' }).click();
    await page.getByText('A task is created to retrieve the device configurations.').waitFor();
    await page.getByText('The device configurations were retrieved.').waitFor();
    // retrieved, the device is in sync: it leaves the review
    await dialog.getByRole('grid', { name: 'Out-of-Sync Devices' }).getByRole('row').filter({ hasText: 'FGT-Fin-01' }).waitFor({ state: 'detached' });

    const viewDiff = dialog.getByRole('button', { name: 'View Diff of FGT-Fin-02' });
    await viewDiff.click();
    const diff = dialogTitled(page, 'View Diff: FGT-Fin-02');
    const table = diff.getByRole('region', { name: 'Differences between Revision 14 and Current configuration on the device' });
    await table.getByText('set logtraffic all').waitFor();
    expect(await table.locator('tr[data-kind="added"]').count()).toBeGreaterThan(0);
    await diff.getByText('Changes only').click();
    await settled(page);
    await expectNoSeriousA11yViolations(page, '.ant-modal');
    // Escape closes the diff and gives the focus back to the button that opened it
    await page.keyboard.press('Escape');
    await diff.waitFor({ state: 'hidden' });
    await expect.poll(() => viewDiff.evaluate((el) => el === document.activeElement)).toBe(true);
    expectNoProblems(page);
  });

  it("a refused retrieve says 'Failed to retrieve the device configurations.', a refused revert 'Failed to revert the device configurations.'", async () => {
    const page = await signedIn({ faults: { retrieveDeviceConfig: 500, revertDeviceConfig: 500 } });
    const dialog = await openOutOfSyncReview(page);
    await dialog.getByRole('checkbox', { name: 'Select FGT-Fin-02' }).check();
    await dialog.getByRole('button', { name: 'Retrieve' }).click();
    await dialog.getByText('Failed to retrieve the device configurations.').waitFor();
    await dialog.getByRole('button', { name: 'Revert', exact: true }).click();
    await page.getByRole('dialog', { name: 'Revert Device Configurations' }).getByRole('button', { name: 'Revert' }).click();
    await dialog.getByText('Failed to revert the device configurations.').waitFor();
    expectNoProblems(page, { allowApiStatus: [500] });
  });
});

describe('Package transfer (Update and Licence Services, Advanced Settings)', () => {
  it('exports the chosen categories, each file downloaded in turn, and imports a package file', async () => {
    const page = await signedIn();
    await page.goto('/fortiguard/advanced');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Package Transfer' }).waitFor();
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    await main.getByRole('button', { name: 'Export' }).click();
    await main.getByText('Downloaded: fgd-ips-20261124.pkg').waitFor();
    await expect.poll(() => downloads).toEqual(['fgd-antivirus-20261124.pkg', 'fgd-ips-20261124.pkg']);

    await main.getByRole('button', { name: 'Import' }).click();
    await main.getByText('Please choose a package file.').waitFor();
    await main.locator('input[type="file"]').setInputFiles({ name: 'fgd-antivirus-20261124.pkg', mimeType: 'application/octet-stream', buffer: Buffer.from('PKG') });
    await main.getByRole('button', { name: 'Import' }).click();
    await main.getByText('The packages were imported.').first().waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    expectNoProblems(page);
  });

  it("each refused start says so: 'Fail to start export task.', 'Fail to start import task.'", async () => {
    const page = await signedIn({ faults: { exportUmPackages: 500, importUmPackages: 500 } });
    await page.goto('/fortiguard/advanced');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Export' }).click();
    await main.getByText('Fail to start export task.').waitFor();
    await main.locator('input[type="file"]').setInputFiles({ name: 'fgd-ips.pkg', mimeType: 'application/octet-stream', buffer: Buffer.from('PKG') });
    await main.getByRole('button', { name: 'Import' }).click();
    await main.getByText('Fail to start import task.').waitFor();
    expectNoProblems(page, { allowApiStatus: [500] });
  });
});

describe('accessibility', () => {
  it.each([
    ['light', {}],
    ['dark', { getProfile: 'darkWithAvatar' }],
  ])('High Availability and the log-limit dialog pass axe in the %s theme', async (_theme, scenarios) => {
    const page = await signedIn({ scenarios });
    await page.goto('/sys/ha');
    await page.getByRole('main').getByRole('switch', { name: 'Enable FMG-HQ-02' }).waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await clickNotificationAction(page, 'View the daily log limit');
    await dialogTitled(page, 'Daily Log Limit').getByText(/was exceeded/).waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page, '.ant-modal');
  });

  it.each([
    ['light', {}],
    ['dark', { getProfile: 'darkWithAvatar' }],
  ])('the out-of-sync review, its diff and the package transfer pass axe in the %s theme', async (_theme, scenarios) => {
    const page = await signedIn({ scenarios });
    const dialog = await openOutOfSyncReview(page);
    await settled(page);
    await expectNoSeriousA11yViolations(page, '.ant-modal');
    await dialog.getByRole('button', { name: 'View Diff of FGT-Fin-01' }).click();
    await dialogTitled(page, 'View Diff: FGT-Fin-01').getByText('set logtraffic all').waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page, '.ant-modal');
    await page.goto('/fortiguard/advanced');
    await page.getByRole('main').getByRole('heading', { name: 'Package Transfer' }).waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
  });
});
