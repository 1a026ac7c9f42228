/**
 * Update and Licence Services as a manager administrator uses them: the licensing status with its filters, the
 * packages received with their versions (serving another one), the devices served with their pending updates
 * (pushing them), the download priority, the query databases (importing one), the firmware images (those on the
 * unit marked; deleting an imported one), the query server status (refreshing it), the external resources (reading
 * a feed again), each failure through the fault injection, and axe in both themes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoProblems, expectNoSeriousA11yViolations, openSignedIn, useBrowser, type PageOptions } from './support/browser.ts';
import { dialogTitled } from './psirt-flows.ts';
import { settled } from './support/settle.ts';

const browser = useBrowser();

/** Makes calls fail from now on, on a page already open (the mock reads its faults on every call). */
async function setFaults(page: Page, faults: Record<string, number>): Promise<void> {
  await page.evaluate((f) => localStorage.setItem('console.faults', JSON.stringify(f)), faults);
}

const openScreen = (path: string, options: PageOptions = {}): Promise<Page> => openSignedIn(browser(), path, options);

describe('Update and Licence Services', () => {
  it('Licensing Status: licences and contracts with their expiry, filtered by licence type from the keyboard', async () => {
    const page = await openScreen('/fortiguard/license');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Licensing Status' }).waitFor();
    await main.getByRole('row').filter({ hasText: 'FGT-Fin-02' }).getByText('Expired 2026-10-01').waitFor();
    const licence = main.getByRole('combobox', { name: 'Licence type' });
    await licence.focus();
    // open the list, go down past Any licence, AntiVirus, IPS and AntiSpam to Web Filtering, and choose it
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await main.getByText('1 of 4 devices').waitFor();
    // a column search and the sort are kept in the address
    const grid = main.getByRole('grid', { name: 'Device licences' });
    await grid.getByRole('textbox', { name: 'Search Device' }).fill('FGT');
    await grid.getByRole('columnheader', { name: /^Serial Number/ }).locator('.console-grid-header-name').click();
    await page.waitForURL((u) => u.searchParams.get('f.devname') === 'FGT' && u.searchParams.get('sort') === 'serial');
    expectNoProblems(page);
  });

  it('Package Receive Status: a package’s versions, and serving an earlier one', async () => {
    const page = await openScreen('/fortiguard/pkgreceive');
    const main = page.getByRole('main');
    const av = main.getByRole('row').filter({ hasText: 'AntiVirus Definitions' });
    await av.getByText('92.08123').waitFor();
    expect(await av.getByText('2026-11-24 15:30:00').count()).toBe(1);
    await av.getByRole('button', { name: 'Versions of AntiVirus Definitions' }).click();
    const dialog = dialogTitled(page, 'Versions of AntiVirus Definitions');
    await dialog.getByRole('button', { name: 'Serve version 92.08101' }).click();
    await page.getByText('Version 92.08101 of AntiVirus Definitions is now served to devices.').waitFor();
    expectNoProblems(page);
  });

  it('Package Service Status: pushes the pending updates to a chosen device', async () => {
    const page = await openScreen('/fortiguard/pkgservice');
    const main = page.getByRole('main');
    await main.getByRole('checkbox', { name: 'Select FGT-Fin-02' }).check();
    await main.getByRole('button', { name: 'Push Pending' }).click();
    await page.getByText('The pending updates were pushed.').waitFor();
    expectNoProblems(page);
  });

  it('Advanced Settings: the download priority reordered from the keyboard and saved', async () => {
    const page = await openScreen('/fortiguard/advanced');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Move FortiAP up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => main.getByRole('region', { name: 'Download Priority' }).getByRole('listitem').first().textContent()).toContain('FortiAP');
    await main.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The download priority was saved.').waitFor();
    expectNoProblems(page);
  });

  it('Query Receive Status: the databases, and importing one with a message per rule', async () => {
    const page = await openScreen('/fortiguard/queryreceive');
    const main = page.getByRole('main');
    await main.getByRole('row').filter({ hasText: 'Web Filtering Database' }).getByText('20.01124').waitFor();
    await main.getByRole('textbox', { name: 'Folder' }).fill('var/tmp');
    await main.getByRole('button', { name: 'Import' }).click();
    await main.getByText('Enter the folder as an absolute path, such as /var/tmp/fgd.').waitFor();
    await main.getByRole('textbox', { name: 'Folder' }).fill('/var/tmp/fgd');
    await main.getByRole('textbox', { name: 'File Name' }).fill('wf-db-20261124.dat');
    await main.getByRole('textbox', { name: 'MD5 Checksum' }).fill('9e107d9d372bb6826bd81d3542a419d6');
    await main.getByRole('button', { name: 'Import' }).click();
    await page.getByText('The query database was imported.').waitFor();
    expectNoProblems(page);
  });

  it('Firmware Images: a product’s images by platform, those on the unit marked, and an imported image deleted', async () => {
    const page = await openScreen('/fortiguard/firmwares');
    const main = page.getByRole('main');
    await main.getByText('FGT_100F').first().waitFor();
    // the images already on the unit (um/image/list) are marked
    await main.getByRole('row').filter({ hasText: '7.6.2' }).filter({ hasText: 'FGT_100F' }).getByText('Downloaded').waitFor();
    await main.getByRole('button', { name: 'Delete FAP_231F-v7.4.4-build0470-FORTINET.out' }).click();
    await page.getByRole('dialog', { name: 'Delete Imported Image' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('FAP_231F-v7.4.4-build0470-FORTINET.out was deleted.').waitFor();
    expectNoProblems(page);
  });

  it('each screen says when its list cannot be read', async () => {
    const page = await openScreen('/fortiguard/license', { faults: { umLicense: 500, umPackageReceive: 500, umPackageService: 500 } });
    const main = page.getByRole('main');
    await main.getByText('Failed to load the licensing status.', { exact: false }).waitFor();
    await page.goto('/fortiguard/pkgreceive');
    await main.getByText('Failed to load the packages.', { exact: false }).waitFor();
    await page.goto('/fortiguard/pkgservice');
    await main.getByText('Failed to load the devices served.', { exact: false }).waitFor();
    expectNoProblems(page, { allowApiStatus: [500] });
  });

  it.each([
    ['light', {}],
    ['dark', { getProfile: 'darkWithAvatar' }],
  ])('the screens pass axe in the %s theme', async (_theme, scenarios) => {
    const page = await openScreen('/fortiguard/license', { scenarios });
    const main = page.getByRole('main');
    await main.getByText('FSW-Core-01').waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/fortiguard/pkgreceive');
    await main.getByText('AntiVirus Engine').waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/fortiguard/pkgservice');
    await main.getByText('FGT-Store-114').waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/fortiguard/queryreceive');
    await main.getByText('Outbreak Prevention Database').waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/fortiguard/firmwares');
    await main.getByText('FGT_60F-v7.4.7-build2795-FORTINET.out').waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/fortiguard/querystatus');
    await main.getByText('10.10.1.21:53').waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/fortiguard/externalresource');
    await main.getByText('Botnet-IPs', { exact: true }).waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
  });

  it('Query Server Status: the devices asking for ratings and the servers the unit uses; Refresh, a failed refresh and a failed list say so', async () => {
    const page = await openScreen('/fortiguard/querystatus');
    const main = page.getByRole('main');
    const row = main.getByRole('row').filter({ hasText: 'Web Filtering' });
    await row.getByText('1,842').waitFor();
    await main.getByRole('row').filter({ hasText: '10.10.1.21:53' }).getByText('Unreachable').waitFor();
    expect(await main.getByText("This module's screens are not available", { exact: false }).count()).toBe(0);
    // Refresh from the keyboard reads both lists again
    // the refresh has its answer before the next one is asked for
    const asked = page.waitForResponse((r) => r.url().includes('/gui/adom/um/querystatus'));
    await main.getByRole('button', { name: 'Refresh' }).focus();
    await page.keyboard.press('Enter');
    await asked;
    expectNoProblems(page);
    // a refresh that fails says so and keeps the rows shown
    await main.getByRole('button', { name: 'Refresh' }).waitFor();
    await setFaults(page, { umQueryStatus: 500 });
    await main.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('Failed to refresh the query server status.', { exact: false }).waitFor();
    await row.getByText('1,842').waitFor();
    expectNoProblems(page, { allowApiStatus: [500] });
    const failing = await openScreen('/fortiguard/querystatus', { faults: { umQueryStatus: 500 } });
    await failing.getByRole('main').getByText('Failed to load the query server status.', { exact: false }).waitFor();
    expectNoProblems(failing, { allowApiStatus: [500] });
  });

  it('External Resources: reads a feed again, and says when that fails; a server address that is not http(s) is no link; a failed list says so', async () => {
    const page = await openScreen('/fortiguard/externalresource');
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'https://feeds.example.com/domains.txt' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(await main.getByRole('link', { name: 'ftp://files.example.com/hashes.txt' }).count()).toBe(0);
    await main.getByRole('button', { name: 'Read Blocked-Domains now' }).click();
    await page.getByText('Blocked-Domains is being read again.').waitFor();
    expectNoProblems(page);
    // reading a feed again that fails says so; the feeds stay listed
    await setFaults(page, { umExternalResource: 500 });
    await main.getByRole('button', { name: 'Read Botnet-IPs now' }).click();
    await page.getByText('Failed to read the feed again.', { exact: false }).waitFor();
    await main.getByText('Internal-Hashes', { exact: true }).waitFor();
    expectNoProblems(page, { allowApiStatus: [500] });
    const failing = await openScreen('/fortiguard/externalresource', { faults: { umExternalResource: 500 } });
    await failing.getByRole('main').getByText('Failed to load the external resources.', { exact: false }).waitFor();
    expectNoProblems(failing, { allowApiStatus: [500] });
  });
});
