/**
 * The device manager's screens and the SOC's outbreak alerts as a super administrator uses them: Managed Devices with
 * its toolbar (Refresh, Review Out-of-Sync… opening the review), Firmware Templates (creating one after a rule
 * message, editing one), Outbreak Alerts (also by its older address soar/outbreak), and axe in both themes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoProblems, expectNoSeriousA11yViolations, openSignedIn, screenshot, useBrowser, type PageOptions } from './support/browser.ts';
import { dialogTitled } from './psirt-flows.ts';
import { settled } from './support/settle.ts';

const browser = useBrowser();
const UNAVAILABLE = "This module's screens are not available in this console yet.";

const openScreen = (path: string, options: PageOptions = {}): Promise<Page> => openSignedIn(browser(), path, options);

describe('Device Manager and Outbreak Alerts', () => {
  it('Managed Devices: devices with their status in words, the toolbar actions, and the out-of-sync review', async () => {
    const page = await openScreen('/dvm/main');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Managed Devices' }).waitFor();
    const devices = main.getByRole('grid', { name: 'Managed devices' });
    await devices.getByRole('textbox', { name: 'Search Device Name' }).fill('BR-SEA-002');
    await page.waitForURL((u) => u.searchParams.get('f.name') === 'BR-SEA-002');
    const row = devices.getByRole('row').filter({ hasText: 'BR-SEA-002' });
    await row.getByText('Out of Sync', { exact: true }).waitFor();
    expect(await row.getByText('FortiGate-40F', { exact: true }).count()).toBe(1);
    expect(await main.getByText(UNAVAILABLE).count()).toBe(0);
    const toolbar = main.getByRole('toolbar', { name: 'Device Manager toolbar' });
    await toolbar.getByRole('button', { name: 'Refresh', exact: true }).click();
    await page.getByText('The device list was read again.').waitFor();
    // the toolbar is one tab stop; the arrow key reaches the next action
    await toolbar.getByRole('button', { name: 'Refresh', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    const review = toolbar.getByRole('button', { name: 'Review Out-of-Sync…' });
    expect(await review.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialogTitled(page, 'Out-of-Sync Devices').waitFor();
    expectNoProblems(page);
  });

  it('Firmware Templates: creates one after a rule message, then edits one', async () => {
    const page = await openScreen('/dvm/firmwaretemplate');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Firmware Templates' }).waitFor();
    const templates = main.getByRole('grid', { name: 'Firmware templates' });
    await templates.getByRole('row').filter({ hasText: 'Branch-Q3' }).getByText('Weekly on Saturday, 01:00–04:00').waitFor();
    expect(await main.getByText(UNAVAILABLE).count()).toBe(0);
    const toolbar = main.getByRole('toolbar', { name: 'Templates toolbar' });
    await toolbar.getByRole('button', { name: 'Create New' }).click();
    const create = dialogTitled(page, 'Create New Firmware Template');
    await create.getByRole('button', { name: 'OK', exact: true }).click();
    await create.getByText('This field is required.').first().waitFor();
    await create.getByRole('textbox', { name: 'Name' }).fill('Spring-2026');
    await create.getByRole('textbox', { name: 'Platform' }).fill('FortiGate-60F');
    await create.getByRole('textbox', { name: 'Version' }).fill('7.4.4-b2662');
    await create.getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByText('Firmware template created.').waitFor();
    await create.waitFor({ state: 'hidden' });

    const branch = templates.getByRole('row').filter({ hasText: 'Branch-Q3' });
    await branch.getByRole('gridcell').first().click();
    await expect.poll(() => branch.getAttribute('aria-selected')).toBe('true');
    await toolbar.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = dialogTitled(page, 'Edit Firmware Template Branch-Q3');
    await edit.getByText('Local Images', { exact: true }).click();
    await edit.getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByText('Firmware template Branch-Q3 saved.').waitFor();
    expectNoProblems(page);
  });

  it('Outbreak Alerts: alerts with severity, devices, status and the advisory link; soar/outbreak leads there', async () => {
    const page = await openScreen('/fortisoc/soar/outbreak', { persona: 'analyzer' });
    await page.waitForURL((u) => u.pathname === '/fortisoc/soar/outbreakalerts');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Outbreak Alerts' }).waitFor();
    const row = main.getByRole('row').filter({ hasText: 'FortiOS Node.js Websocket Authentication Bypass' });
    await row.getByText('Critical', { exact: true }).waitFor();
    expect(await row.getByText('Detected', { exact: true }).count()).toBe(1);
    const link = row.getByRole('link', { name: 'FG-IR-24-535 (opens in a new tab)' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await main.getByText(UNAVAILABLE).count()).toBe(0);
    await row.getByRole('button', { name: /^Show the 2 devices affected by/ }).click();
    await main.getByRole('region', { name: 'Devices affected by FortiOS Node.js Websocket Authentication Bypass' }).getByText('AZ-WEU-FGT01').waitFor();
    await main.getByRole('combobox', { name: 'Detection status' }).click();
    await page.getByTitle('Mitigated').click();
    await main.getByText('2 of 8 alerts').waitFor();
    // a column search sits beside the status filter in the address
    await main.getByRole('grid', { name: 'Outbreak alerts' }).getByRole('textbox', { name: 'Search Alert Name' }).fill('FortiOS');
    await page.waitForURL((u) => u.searchParams.get('status') === 'mitigated' && u.searchParams.get('f.name') === 'FortiOS');
    await main.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Refresh', exact: true }).click();
    await settled(page);
    await page.goto('/fortisoc/soar/outbreakalerts');
    await main.getByText('FortiOS fgfmd Format String Exploitation').waitFor();
    expectNoProblems(page);
  });

  it.each([
    ['light', {}],
    ['dark', { getProfile: 'darkWithAvatar' }],
  ])('the screens pass axe in the %s theme', async (theme, scenarios) => {
    const page = await openScreen('/dvm/main', { scenarios });
    const main = page.getByRole('main');
    await main.getByText('AWS-USW2-FGT02', { exact: true }).waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `dvm-main-${theme}`);
    await page.goto('/dvm/firmwaretemplate');
    await main.getByText('DC-Maintenance', { exact: true }).waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('toolbar', { name: 'Templates toolbar' }).getByRole('button', { name: 'Create New' }).click();
    await dialogTitled(page, 'Create New Firmware Template').getByRole('textbox', { name: 'Name' }).waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `dvm-firmwaretemplate-${theme}`);

    const soc = await openScreen('/fortisoc/soar/outbreakalerts', { persona: 'analyzer', scenarios });
    const socMain = soc.getByRole('main');
    await socMain.getByText('FortiOS SSL-VPN Out-of-Bound Write').waitFor();
    await socMain.getByRole('button', { name: /^Show the 8 devices affected by/ }).click();
    await settled(soc);
    await expectNoSeriousA11yViolations(soc);
    await screenshot(soc, `fortisoc-outbreakalerts-${theme}`);
  });
});
