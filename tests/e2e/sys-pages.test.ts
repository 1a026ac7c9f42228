/**
 * The system pages as a super admin uses them: Log Fetch (approving an incoming request), Certificates (importing a
 * CA certificate), All ADOMs (searching a column and switching to an ADOM), Analyzer Fabric Settings (saving the settings) and
 * the Extension Dashboard (starting an extension); each shows its real content, not the placeholder of a screen the
 * console lacks, and passes axe in both themes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoProblems, expectNoSeriousA11yViolations, openSignedIn, screenshot, useBrowser, type PageOptions } from './support/browser.ts';
import { settled } from './support/settle.ts';

const browser = useBrowser();
const PLACEHOLDER = "This module's screens are not available in this console yet.";

const openScreen = (path: string, options: PageOptions = {}): Promise<Page> => openSignedIn(browser(), path, options);

async function noPlaceholder(page: Page): Promise<void> {
  expect(await page.getByText(PLACEHOLDER, { exact: true }).count()).toBe(0);
}

describe('System pages', () => {
  it('Log Fetch: the client profiles, and an incoming request approved from the Sessions tab', async () => {
    const page = await openScreen('/sys/logfetch');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Log Fetch' }).waitFor();
    await main.getByRole('grid', { name: 'Client Profiles' }).getByRole('row').filter({ hasText: 'HQ-Analyzer' }).getByText('10.10.1.20').waitFor();
    await noPlaceholder(page);
    await main.getByRole('tab', { name: 'Sessions' }).click();
    const sessions = main.getByRole('grid', { name: 'Sessions' });
    // each tab's column searches under its own names in the address
    await sessions.getByRole('textbox', { name: 'Search Direction' }).fill('incoming');
    await page.waitForURL((u) => u.searchParams.get('sessions.f.direction') === 'incoming');
    const incoming = sessions.getByRole('row').filter({ hasText: 'FAZ-Branch-01' });
    await incoming.getByText('Waiting for approval').waitFor();
    await incoming.getByRole('button', { name: 'Approve the request of FAZ-Branch-01' }).click();
    await page.getByText('Request of FAZ-Branch-01 approved.').waitFor();
    expectNoProblems(page);
  });

  it('Certificates: an expired certificate said in words, its details, and a CA certificate imported', async () => {
    const page = await openScreen('/sys/certificate');
    const main = page.getByRole('main');
    const local = main.getByRole('grid', { name: 'Local Certificates' });
    await local.getByRole('row').filter({ hasText: 'fetch-client-2024' }).getByText('Expired', { exact: true }).waitFor();
    await noPlaceholder(page);
    // sorted from the column header, the sort in the address under the tab's name
    await local.getByRole('columnheader', { name: /^Valid To/ }).getByText('Valid To').click();
    await page.waitForURL((u) => u.searchParams.get('local.sort') === 'to');
    await expect.poll(() => local.getByRole('row').nth(1).getByRole('gridcell').first().textContent()).toBe('fetch-client-2024');
    await main.getByRole('button', { name: 'Details of gui-https' }).click();
    const drawer = page.getByRole('dialog', { name: 'Details of gui-https' });
    await drawer.getByText('sha384WithRSAEncryption').waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await main.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Certificate' });
    await dialog.getByRole('radio', { name: 'CA Certificate' }).check();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Example Root');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText("The name can contain only letters, digits, '-', '_' and '.'.").waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('ExampleCorp-Root');
    await dialog.getByRole('textbox', { name: 'Certificate (PEM)' }).fill('-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ2\n-----END CERTIFICATE-----\n');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Certificate ExampleCorp-Root imported.').waitFor();
    expectNoProblems(page);
  });

  it('All ADOMs: every ADOM with devices and lock, searched, and switched to from the keyboard', async () => {
    const page = await openScreen('/sys/alladoms', { scenarios: { changeAdom: 'finance' } });
    const main = page.getByRole('main');
    const adoms = main.getByRole('grid', { name: 'All ADOMs' });
    await adoms.getByRole('row').filter({ hasText: 'Retail-East' }).getByText('Locked by jsmith').waitFor();
    await noPlaceholder(page);
    await adoms.getByRole('textbox', { name: 'Search Name' }).fill('finance');
    await main.getByText('1 of 10 rows', { exact: true }).waitFor();
    await page.waitForURL((u) => u.searchParams.get('f.name') === 'finance');
    await main.getByRole('button', { name: 'Switch to Finance' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Switched to ADOM Finance.').waitFor();
    expectNoProblems(page);
  });

  it('Analyzer Fabric Settings: the members, a rule message, and the settings saved', async () => {
    const page = await openScreen('/sys/fazfabric/settings');
    const main = page.getByRole('main');
    await main.getByRole('grid', { name: 'Fabric Members' }).getByRole('row').filter({ hasText: 'FAZ-VMTM24054323' }).getByText('Offline').waitFor();
    await noPlaceholder(page);
    const name = main.getByRole('textbox', { name: 'Fabric Name' });
    await name.fill('FAZ Fabric');
    await main.getByRole('button', { name: 'Save' }).click();
    await main.getByText("The fabric name can contain only letters, digits, '-' and '_'.").waitFor();
    await name.fill('FAZ-Fabric-East');
    await main.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Analyzer fabric settings saved.').waitFor();
    expectNoProblems(page);
  });

  it('Extension Dashboard: the extensions with their state and resource use, one started', async () => {
    const page = await openScreen('/extension/dashboard');
    const main = page.getByRole('main');
    await main.getByRole('grid', { name: 'Management Extensions' }).getByRole('row').filter({ hasText: 'FortiSOAR' }).getByText('3420 of 8192 MB').waitFor();
    await noPlaceholder(page);
    expect(await main.getByRole('link', { name: 'Open FortiSOAR' }).getAttribute('rel')).toBe('noopener noreferrer');
    await main.getByRole('button', { name: 'Start Universal Connector' }).click();
    await page.getByText('Universal Connector is starting.').waitFor();
    expectNoProblems(page);
  });

  it('a read-only administrator sees the certificates and extensions with their details, but no action', async () => {
    const page = await openScreen('/sys/certificate', { persona: 'readOnly' });
    const main = page.getByRole('main');
    await main.getByText('Importing and deleting certificates needs read-write permission', { exact: false }).waitFor();
    await main.getByRole('button', { name: 'Details of gui-https' }).waitFor();
    expect(await main.getByRole('button', { name: 'Import', exact: true }).count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Delete fetch-client-2024' }).count()).toBe(0);
    await page.goto('/extension/dashboard');
    await main.getByRole('button', { name: 'Details of FortiSOAR' }).waitFor();
    expect(await main.getByRole('switch', { name: 'Start FortiSOAR with the unit' }).isDisabled()).toBe(true);
    expect(await main.getByRole('button', { name: 'Stop FortiSOAR' }).count()).toBe(0);
    await noPlaceholder(page);
    expectNoProblems(page);
  });

  it('a list that cannot be read says so and offers Retry', async () => {
    const page = await openScreen('/extension/dashboard', { faults: { listExtensions: 500 } });
    const main = page.getByRole('main');
    await main.getByText('Failed to load the management extensions.', { exact: false }).waitFor();
    await main.getByRole('button', { name: 'Retry' }).waitFor();
    expectNoProblems(page, { allowApiStatus: [500] });
  });

  it.each([
    ['light', {}],
    ['dark', { getProfile: 'darkWithAvatar' }],
  ])('the screens pass axe in the %s theme', async (theme, scenarios) => {
    const page = await openScreen('/sys/logfetch', { scenarios });
    const main = page.getByRole('main');
    const screens: Array<[string, string]> = [
      ['/sys/logfetch', 'HQ-Analyzer'],
      ['/sys/certificate', 'gui-https'],
      ['/sys/alladoms', 'Mail-Gateways'],
      ['/sys/fazfabric/settings', 'FAZ-VMTM24054322'],
      ['/extension/dashboard', 'Policy Analyzer'],
    ];
    for (const [path, text] of screens) {
      if (page.url() !== new URL(path, page.url()).href) await page.goto(path);
      await main.getByText(text, { exact: true }).first().waitFor();
      await settled(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `sys-pages-${theme}-${path}`);
    }
  });
});
