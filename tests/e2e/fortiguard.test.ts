/**
 * Update and Licence Services as a manager administrator uses them: the licensing status with its filters, the
 * packages received with their versions (serving another one), the devices served with their pending updates
 * (pushing them), each failure through the fault injection, and axe in both themes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoProblems, expectNoSeriousA11yViolations, newPage, useBrowser, type PageOptions } from './support/browser.ts';
import { signInReady } from './shell-flows.ts';
import { dialogTitled } from './psirt-flows.ts';
import { settled } from './support/settle.ts';

const browser = useBrowser();

async function openScreen(path: string, options: PageOptions = {}): Promise<Page> {
  const page = await newPage(browser(), options);
  await signInReady(page);
  await page.goto(path);
  return page;
}

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
    await expect.poll(() => main.getByRole('listitem').first().textContent()).toContain('FortiAP');
    await main.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The download priority was saved.').waitFor();
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
  ])('the three screens pass axe in the %s theme', async (_theme, scenarios) => {
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
  });
});
