/**
 * Access point maps as a super admin uses them: every map route shows its own content (the sites on the world map
 * and as a table, a floor plan with its access points, the floor map editor), a site chosen from the keyboard leads
 * to its floor map, an access point moved with the arrow keys and by mouse and saved, a failed save that keeps the
 * edits and says so, and axe in both themes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoProblems, expectNoSeriousA11yViolations, openSignedIn, screenshot, useBrowser, type PageOptions } from './support/browser.ts';
import { settled } from './support/settle.ts';

const browser = useBrowser();

const PLACEHOLDER = "This module's screens are not available in this console yet.";

/** Makes calls fail from now on, on a page already open (the mock reads its faults on every call). */
async function setFaults(page: Page, faults: Record<string, number>): Promise<void> {
  await page.evaluate((f) => localStorage.setItem('console.faults', JSON.stringify(f)), faults);
}

const openScreen = (path: string, options: PageOptions = {}): Promise<Page> => openSignedIn(browser(), path, options);

async function noPlaceholder(page: Page): Promise<void> {
  expect(await page.getByRole('main').getByText(PLACEHOLDER, { exact: true }).count()).toBe(0);
  expect(await page.getByRole('main').getByText("This module's screens are not available", { exact: false }).count()).toBe(0);
}

describe('Access point maps', () => {
  it('every map route shows its content: the sites, a site chosen from the keyboard, its floor map and the editor', async () => {
    const page = await openScreen('/fortiap/map/gmap');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Geographic Map' }).waitFor();
    const sitesMap = main.getByRole('group', { name: 'Map of the sites' });
    const portland = sitesMap.getByRole('button', { name: 'Portland Campus: 8 access points, 8 up, 0 down', exact: true });
    await portland.waitFor();
    await sitesMap.getByRole('button', { name: 'Denver Branch: 3 access points, 2 up, 1 down', exact: true }).waitFor();
    await main.getByRole('button', { name: 'Show Miami Branch', exact: true }).waitFor();
    await noPlaceholder(page);
    // a site chosen from the keyboard lists its access points and leads to its floor maps
    await portland.focus();
    await page.keyboard.press('Enter');
    const site = main.getByRole('region', { name: 'Access points of Portland Campus' });
    await site.getByRole('grid', { name: 'Access points of Portland Campus' }).getByRole('gridcell', { name: 'FP222ETF24926768', exact: true }).waitFor();
    await site.getByRole('link', { name: 'Building A, floor 1', exact: true }).click();
    await page.waitForURL(/\/fortiap\/map\/floor\?map=1$/);
    await main.getByRole('heading', { level: 1, name: 'Floor Map' }).waitFor();
    await main.getByRole('img', { name: 'Floor plan of Building A, floor 1' }).waitFor();
    await main.getByRole('img', { name: 'CAMPUS-PDX-FW01-AP01 (FP222ETF24926768): Up', exact: true }).waitFor();
    await noPlaceholder(page);
    await page.goto('/fortiap/map/editfloor');
    await main.getByRole('heading', { level: 1, name: 'Edit Floor Map' }).waitFor();
    await main.getByRole('button', { name: 'Place CAMPUS-PDX-FW01-AP04', exact: true }).waitFor();
    await noPlaceholder(page);
    await page.goto('/fortiap/map');
    await main.getByRole('group', { name: 'Map of the sites' }).waitFor();
    await noPlaceholder(page);
    expectNoProblems(page);
  });

  it('Edit Floor Map: an access point moved with the arrow keys and saved; a failed save keeps the edits and says so', async () => {
    const page = await openScreen('/fortiap/map/editfloor?map=1');
    const main = page.getByRole('main');
    const ap1 = main.getByRole('button', { name: /^CAMPUS-PDX-FW01-AP01 \(FP222ETF24926768\): Up, / });
    await ap1.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await main.getByText('CAMPUS-PDX-FW01-AP01 moved to 10.1 m from the left, 12.2 m from the top.', { exact: true }).waitFor();
    expect(await ap1.getAttribute('aria-label')).toContain('10.1 m from the left, 12.2 m from the top');
    const saveCall = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/apmap/floormaps/1/placements'));
    await main.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saveCall).headers()['x-csrf-token']).toBeTruthy();
    await main.getByText('The floor map was saved.', { exact: true }).waitFor();
    expectNoProblems(page);

    // the same edit when the appliance cannot write it: the message says so and the moved access point stays moved
    await setFaults(page, { saveApFloorPlacements: 500 });
    const ap2 = main.getByRole('button', { name: /^CAMPUS-PDX-FW01-AP02 \(/ });
    await ap2.focus();
    await page.keyboard.press('ArrowLeft');
    await main.getByText('CAMPUS-PDX-FW01-AP02 moved to 24.7 m from the left, 6.6 m from the top.', { exact: true }).waitFor();
    await main.getByRole('button', { name: 'Save', exact: true }).click();
    await main.getByText('Failed to save the floor map. Your changes are kept.', { exact: false }).waitFor();
    expect(await ap2.getAttribute('aria-label')).toContain('24.7 m from the left');
    expect(await main.getByRole('button', { name: 'Save', exact: true }).isEnabled()).toBe(true);
    await main.getByText('Unsaved changes', { exact: true }).waitFor();
    expectNoProblems(page, { allowApiStatus: [500] });
  });

  it('Edit Floor Map: an access point dragged with the mouse, and an unplaced one placed', async () => {
    const page = await openScreen('/fortiap/map/editfloor?map=1');
    const main = page.getByRole('main');
    const ap3 = main.getByRole('button', { name: /^CAMPUS-PDX-FW01-AP03 \(/ });
    const plan = main.getByRole('img', { name: 'Floor plan of Building A, floor 1' });
    const box = (await plan.boundingBox())!;
    const from = (await ap3.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // to the middle of the plan: 24 m of 48, 15 m of 30
    await page.mouse.move(box.x + box.width / 4, box.y + box.height / 4, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await main.getByText(/^CAMPUS-PDX-FW01-AP03 moved to 2[34]\.\d m from the left, 1[45]\.\d m from the top\.$/).waitFor();
    await main.getByRole('button', { name: 'Place CAMPUS-PDX-FW01-AP04', exact: true }).click();
    // it starts in the middle, a little apart from the one just dragged there
    await main.getByText(/^CAMPUS-PDX-FW01-AP04 placed at \d+\.\d m from the left, \d+\.\d m from the top\.$/).waitFor();
    expect(await main.getByRole('button', { name: /^CAMPUS-PDX-FW01-AP04 \(/ }).evaluate((el) => el === document.activeElement)).toBe(true);
    expectNoProblems(page);
  });

  it.each([
    ['light', {}],
    ['dark', { getProfile: 'darkWithAvatar' }],
  ])('the map screens pass axe in the %s theme', async (theme, scenarios) => {
    const page = await openScreen('/fortiap/map/gmap', { scenarios });
    const main = page.getByRole('main');
    await main.getByRole('group', { name: 'Map of the sites' }).getByRole('button', { name: 'Miami Branch: 4 access points, 3 up, 1 down', exact: true }).waitFor();
    await settled(page);
    await screenshot(page, `ap-map-gmap-top-${theme}`);
    await main.getByRole('button', { name: 'Show Denver Branch', exact: true }).click();
    await main.getByRole('region', { name: 'Access points of Denver Branch' }).waitFor();
    await settled(page);
    await screenshot(page, `ap-map-gmap-${theme}`);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/fortiap/map/floor?map=5');
    await main.getByRole('img', { name: 'BR-DEN-001-AP02 (PU431FTF21217928): Down', exact: true }).waitFor();
    await settled(page);
    await screenshot(page, `ap-map-floor-${theme}`);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/fortiap/map/editfloor?map=1');
    const ap1 = main.getByRole('button', { name: /^CAMPUS-PDX-FW01-AP01 \(/ });
    await ap1.focus();
    await page.keyboard.press('ArrowUp');
    await main.getByText('Unsaved changes', { exact: true }).waitFor();
    await settled(page);
    await screenshot(page, `ap-map-editfloor-${theme}`);
    await expectNoSeriousA11yViolations(page);
    expectNoProblems(page);
  });
});
