/**
 * Vulnerable Devices and Device Vulnerabilities dialogs in the browser: reached from the top bar and by link,
 * both display options, column search, CSV export, keyboard-only use, read-only administrators, load failures.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, expectNoSeriousA11yViolations, useBrowser } from './support/browser.ts';
import {
  dialogTitled,
  DEVICE_DIALOG,
  DEVICES_DIALOG,
  devicesGrid,
  findDeviceRow,
  openVulnerabilitiesRoute,
  signedInPage,
  tabTo,
  waitForRows,
} from './psirt-flows.ts';

const browser = useBrowser();

describe('Vulnerable Devices dialog', () => {
  it('opens from the top-bar indicator with the headline and counts, and returns focus when closed', async () => {
    const page = await signedInPage(browser());
    const indicator = page.getByRole('button', { name: /^Vulnerable devices: \d+ Critical/ });
    await indicator.click();
    const dialog = dialogTitled(page, DEVICES_DIALOG);
    await expect
      .poll(() => dialog.getByText(/managed devices are identified with security vulnerabilities\./).textContent())
      .toMatch(/^\d+ managed devices are identified with security vulnerabilities\.$/);
    const counts = dialog.getByRole('list', { name: 'Vulnerable devices by severity' });
    expect(await counts.getByRole('listitem').count()).toBe(5);
    await waitForRows(devicesGrid(dialog));
    for (const column of ['Device Name', 'Severity', 'Platform', 'Firmware Version', 'Suggested Upgrade Version', 'Vulnerabilities']) {
      await dialog.getByLabel(`Search ${column}`).waitFor();
    }
    await expectNoSeriousA11yViolations(page, '.ant-modal-wrap');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => indicator.evaluate((el) => el === document.activeElement)).toBe(true);
    expectNoProblems(page);
  });

  it('switches between Fabric View and Device Type View, keeping both in the URL', async () => {
    const page = await signedInPage(browser());
    const dialog = await openVulnerabilitiesRoute(page);
    const grid = devicesGrid(dialog);
    await waitForRows(grid);
    // Fabric View: a FortiGate opens to its access points, switches and extenders
    const expand = grid.getByRole('button', { name: /^Expand / }).first();
    const parentName = (await expand.getAttribute('aria-label'))!.replace(/^Expand /, '');
    await expand.click();
    await grid.locator('[role="row"][aria-level="2"]').first().waitFor();
    await grid.getByRole('button', { name: `Collapse ${parentName}` }).waitFor();
    // Device Type View: groups by type, open
    await dialog.getByText('Device Type View').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('type');
    const fortiGates = grid.getByRole('button', { name: /^FortiGate \(\d+\)$/ });
    expect(await fortiGates.getAttribute('aria-expanded')).toBe('true');
    await fortiGates.click();
    expect(await fortiGates.getAttribute('aria-expanded')).toBe('false');
    await expectNoSeriousA11yViolations(page, '.ant-modal-wrap');
    await page.reload();
    const again = dialogTitled(page, DEVICES_DIALOG);
    await devicesGrid(again).getByRole('button', { name: /^FortiGate \(\d+\)$/ }).waitFor();
    expectNoProblems(page);
  });

  it('searches each column and keeps the searches in the URL', async () => {
    const page = await signedInPage(browser());
    const dialog = await openVulnerabilitiesRoute(page, '?view=type');
    const grid = devicesGrid(dialog);
    await waitForRows(grid);
    await dialog.getByLabel('Search Platform').fill('FortiAnalyzer');
    await expect.poll(() => new URL(page.url()).searchParams.get('q.platform')).toBe('FortiAnalyzer');
    await grid.getByRole('button', { name: /^FortiAnalyzer \(\d+\)$/ }).waitFor();
    await expect.poll(() => grid.getByRole('button', { name: /^FortiGate \(/ }).count()).toBe(0);
    await dialog.getByLabel('Search Severity').fill('critical');
    await dialog.getByLabel('Search Platform').fill('');
    await expect.poll(() => grid.getByRole('gridcell', { name: /^(High|Medium|Low|Informational)$/ }).count()).toBe(0);
    // a link restores the searches
    await openVulnerabilitiesRoute(page, '?q.name=LOG-FAZ-01');
    expect(await dialog.getByLabel('Search Device Name').inputValue()).toBe('LOG-FAZ-01');
    await devicesGrid(dialog).getByRole('gridcell', { name: 'LOG-FAZ-01', exact: true }).waitFor();
    expectNoProblems(page);
  });

  it('exports the rows as currently filtered to CSV', async () => {
    const page = await signedInPage(browser());
    const dialog = await openVulnerabilitiesRoute(page, '?view=type&q.name=LOG-FAZ');
    await devicesGrid(dialog).getByRole('gridcell', { name: 'LOG-FAZ-01', exact: true }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /Export CSV/ }).click()]);
    expect(download.suggestedFilename()).toBe('vulnerable-devices-root.csv');
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Device Name,Severity,Platform,Firmware Version,Suggested Upgrade Version,Vulnerabilities');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line).toMatch(/^LOG-FAZ-\d+,(Critical|High|Medium|Low|Informational),FortiAnalyzer/);
    expectNoProblems(page);
  });

  it('shows the vulnerabilities of one selected device with links, and its own export', async () => {
    const page = await signedInPage(browser());
    const dialog = await openVulnerabilitiesRoute(page);
    await waitForRows(devicesGrid(dialog));
    const view = dialog.getByRole('button', { name: /View Vulnerabilities/ });
    expect(await view.isDisabled()).toBe(true);
    const row = await findDeviceRow(dialog, 'LOG-FAZ-01');
    await row.getByRole('checkbox', { name: 'Select LOG-FAZ-01' }).check();
    await view.click();
    const device = dialogTitled(page, DEVICE_DIALOG);
    await device.getByText(/^\d+ Vulnerabilities detected in total$/).waitFor();
    await device.getByText('LOG-FAZ-01', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('device')).toMatch(/^dev:/);
    const grid = device.getByRole('grid', { name: DEVICE_DIALOG });
    await grid.getByRole('columnheader', { name: /Severity/ }).and(page.locator('[aria-sort="descending"]')).waitFor();
    const ir = grid.getByRole('link', { name: /^FG-IR-/ }).first();
    expect(await ir.getAttribute('href')).toMatch(/^https:\/\/[a-z.]*fortiguard\.[a-z.]+\/psirt\/FG-IR-\d+-\d+$/);
    expect(await ir.getAttribute('target')).toBe('_blank');
    expect(await ir.getAttribute('rel')).toBe('noopener noreferrer');
    const cve = grid.getByRole('link', { name: /^CVE-/ }).first();
    expect(await cve.getAttribute('href')).toMatch(/^https:\/\/nvd\.nist\.gov\/vuln\/detail\/CVE-\d{4}-\d+$/);
    await expectNoSeriousA11yViolations(page, '.ant-modal-wrap');
    const [download] = await Promise.all([page.waitForEvent('download'), device.getByRole('button', { name: /Export CSV/ }).click()]);
    const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('Title,Severity,IR Number,CVE');
    // Escape closes only the top dialog; Back-style URL returns to the list
    await page.keyboard.press('Escape');
    await device.waitFor({ state: 'hidden' });
    await dialog.waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('device')).toBeNull();
    // double-click opens it too
    await row.getByRole('gridcell', { name: 'LOG-FAZ-01', exact: true }).dblclick();
    await device.waitFor();
    expectNoProblems(page);
  });

  it('works with the keyboard alone', async () => {
    const page = await signedInPage(browser());
    const dialog = await openVulnerabilitiesRoute(page);
    await waitForRows(devicesGrid(dialog));
    await tabTo(page, (el) => el.label === 'Search Device Name');
    await page.keyboard.type('LOG-FAZ-01');
    await devicesGrid(dialog).getByRole('gridcell', { name: 'LOG-FAZ-01', exact: true }).waitFor();
    // back to the header, down into the rows, across to the name, Space selects, Enter opens
    await tabTo(page, (el) => el.label === 'Select all rows', { back: true });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    const row = devicesGrid(dialog).getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'LOG-FAZ-01', exact: true }) });
    expect(await row.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    const device = dialogTitled(page, DEVICE_DIALOG);
    await device.waitFor();
    await page.keyboard.press('Escape');
    await device.waitFor({ state: 'hidden' });
    // focus went back into the grid, where it was
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="treegrid"]')))).toBe(true);
    // sort by keyboard: up to the header row, across to Platform, Enter
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => devicesGrid(dialog).getByRole('columnheader', { name: /Platform/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    // the toolbar by Tab, the wizard opens and closes with the keyboard
    await tabTo(page, (el) => el.label.includes('Setup Upgrade'), { back: true });
    await page.keyboard.press('Enter');
    const wizard = dialogTitled(page, 'Setup Upgrade');
    await wizard.getByRole('heading', { name: 'Choose a Method' }).waitFor();
    await page.keyboard.press('Escape');
    await wizard.waitFor({ state: 'hidden' });
    // the focus comes back into the dialog that was under the wizard (a moment after the wizard has gone), and Escape
    // closes that one too
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expectNoProblems(page);
  });

  it('shows a read-only administrator the data but not Setup Upgrade', async () => {
    const page = await signedInPage(browser(), { persona: 'readOnly' });
    const dialog = await openVulnerabilitiesRoute(page);
    await waitForRows(devicesGrid(dialog));
    expect(await dialog.getByRole('button', { name: /Setup Upgrade/ }).count()).toBe(0);
    const row = await findDeviceRow(dialog, 'LOG-FAZ-01');
    await row.getByRole('gridcell', { name: 'LOG-FAZ-01', exact: true }).dblclick();
    const device = dialogTitled(page, DEVICE_DIALOG);
    await device.getByText(/Vulnerabilities detected in total/).waitFor();
    expect(await device.getByRole('button', { name: /Setup Upgrade/ }).count()).toBe(0);
    expectNoProblems(page);
  });

  it('shows the catalogue message when the vulnerability data cannot be loaded', async () => {
    const page = await signedInPage(browser(), { faults: { getPsirtData: 500 } });
    const dialog = await openVulnerabilitiesRoute(page);
    await dialog.getByText('Failed to load the vulnerability data.').waitFor();
    await dialog.getByRole('button', { name: /Retry/ }).waitFor();
    await expectNoSeriousA11yViolations(page, '.ant-modal-wrap');
    expectNoProblems(page);
  });

  it('says so when no device is vulnerable', async () => {
    const page = await signedInPage(browser(), { scenarios: { getPsirtData: 'noVulnerabilities' } });
    const dialog = await openVulnerabilitiesRoute(page);
    await dialog.getByText('No managed devices are identified with security vulnerabilities.').waitFor();
    expect(await dialog.getByRole('button', { name: /Export CSV/ }).isDisabled()).toBe(true);
    expectNoProblems(page);
  });
});
