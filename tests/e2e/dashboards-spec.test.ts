/**
 * The dashboards' last rules of the spec (sections 2, 3 and 9), as an administrator sees them: the virus timeline
 * covers the last month and rotates whole series; autoplaying widgets offer their rotation choices, kept in the URL
 * and chosen by keyboard; the device status draws its cards, lite tables are lighter and the applications widget's
 * stacked bars read appOverTime; the widgets a dashboard hides by default can be shown from its toolbar, kept in the
 * URL; the threat map's colour scale has distinct bins of whole numbers and an empty period says so; and these screens
 * pass axe in both themes.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoProblems, expectNoSeriousA11yViolations, useBrowser } from './support/browser.ts';
import { dashboardFlows, settled, widget } from './dashboard-flows.ts';
import { settled as animationsDone } from './support/settle.ts';

const browser = useBrowser();
const { openAs } = dashboardFlows(browser);
const THREATS = '/fortiview/noc/threats/threat-monitor';
const TRAFFIC = '/fortiview/noc/traffic/l3-traffic-monitor';

/** A widget scrolled into view (widgets query once near the viewport), once it has loaded. */
async function loaded(page: Page, title: string): Promise<Locator> {
  const w = widget(page, title);
  await w.scrollIntoViewIfNeeded();
  await page.waitForFunction((t) => {
    const region = [...document.querySelectorAll('main .widget-frame')].find((e) => e.querySelector('h2')?.textContent === t);
    return !!region && !region.querySelector('.widget-loading, .widget-waiting');
  }, title, { timeout: 30_000 });
  return w;
}

/** The texts of a grid's column headers. */
async function headers(grid: Locator): Promise<string[]> {
  return (await grid.getByRole('columnheader').allTextContents()).map((t) => t.trim()).filter(Boolean);
}

/** The options of the select list that is open, as the user reads them. */
async function openOptions(page: Page): Promise<string[]> {
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await list.waitFor();
  return (await list.locator('.ant-select-item-option').allTextContents()).map((t) => t.trim());
}

/** Chooses an option of a select by keyboard: focus, Down opens the list, Down to the option, Enter. */
async function chooseByKeyboard(page: Page, select: Locator, option: string): Promise<void> {
  await select.focus();
  await page.keyboard.press('ArrowDown');
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await list.waitFor();
  for (let i = 0; i < 12; i++) {
    const active = (await list.locator('.ant-select-item-option-active').textContent())?.trim();
    if (active === option) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await list.waitFor({ state: 'hidden' });
}

describe('virus timeline', () => {
  it('covers the last 1 month, draws every point of its series and turns whole series', async () => {
    const page = await openAs({ persona: 'analyzer' }, THREATS);
    await settled(page);
    const timeline = await loaded(page, 'Virus Timeline');
    await timeline.getByText('Time Period: Last 1 Month').waitFor();
    expect(await timeline.getByRole('combobox', { name: 'Time Period' }).count()).toBe(0);
    // the line chart names its series; ten viruses by default, five whole series a page
    await timeline.getByRole('img', { name: /^Virus Timeline: 5 series over time/ }).waitFor();
    await expect.poll(() => timeline.getByRole('button', { name: 'Next page' }).textContent()).toBe('1 / 2');
    await timeline.getByRole('button', { name: 'View as Table' }).click();
    const grid = timeline.getByRole('grid', { name: 'Virus Timeline as a table' });
    await grid.waitFor();
    // a month of buckets for five series: far more than five rows
    expect(Number(await grid.getAttribute('aria-rowcount'))).toBeGreaterThan(5 * 20);
    expectNoProblems(page);
  });
});

describe('autoplay choices', () => {
  it('Indicators of Compromise rotates every 10 seconds to 5 minutes, 20 seconds by default, chosen by keyboard and kept in the URL', async () => {
    const page = await openAs({ persona: 'analyzer' }, THREATS);
    await settled(page);
    const ioc = await loaded(page, 'Indicators of Compromise');
    const picker = ioc.getByRole('combobox', { name: 'Autoplay Interval' });
    await expect.poll(() => ioc.getByText('20 seconds').count()).toBe(1);
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    expect(await openOptions(page)).toEqual(['10 seconds', '20 seconds', '30 seconds', '1 minute', '2 minutes', '5 minutes']);
    await page.keyboard.press('Escape');
    await chooseByKeyboard(page, picker, '1 minute');
    await expect.poll(() => new URL(page.url()).searchParams.get('w.ioc-6')).toBe('a:60');
    await page.reload();
    await settled(page);
    const again = await loaded(page, 'Indicators of Compromise');
    await again.getByText('1 minute').waitFor();
    expectNoProblems(page);
  });

  it('Device Status rotates every 5, 15 or 30 seconds', async () => {
    const page = await openAs({ persona: 'superAdmin' }, '/fortiview/noc/fmg-dash1');
    await settled(page);
    const devices = await loaded(page, 'Device Status');
    const picker = devices.getByRole('combobox', { name: 'Autoplay Interval' });
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    expect(await openOptions(page)).toEqual(['5 seconds', '15 seconds', '30 seconds']);
    await page.keyboard.press('Escape');
    await chooseByKeyboard(page, picker, '15 seconds');
    await expect.poll(() => new URL(page.url()).searchParams.get('w.device-status-1')).toBe('a:15');
    expectNoProblems(page);
  });
});

describe('widget definition fields', () => {
  it('device-status draws a card per device saying up or down; its table is the lite one', async () => {
    const page = await openAs({ persona: 'superAdmin' }, '/fortiview/noc/fmg-dash1');
    await settled(page);
    const devices = await loaded(page, 'Device Status');
    const cards = devices.getByRole('group', { name: /^Device Status: \d+ devices? up, \d+ down\.$/ });
    await cards.waitFor();
    await expect.poll(() => cards.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await cards.getByRole('listitem').first().textContent()).toMatch(/(Up|Down)/);
    // the chart type its renderer draws is named by it
    expect(await devices.getByText('Status Cards', { exact: true }).count()).toBe(1);
    await devices.getByRole('button', { name: 'View as Table' }).click();
    const grid = devices.getByRole('grid', { name: 'Device Status as a table' });
    await grid.waitFor();
    expect(await headers(grid)).toEqual(['Device', 'Status', 'Firmware']);
    expectNoProblems(page);
  });

  it('a lite table (Top Threats) has fewer columns than a full one (Top Sources as a table)', async () => {
    const page = await openAs({ persona: 'analyzer' }, `${THREATS}?period=1week`);
    await settled(page);
    const lite = await loaded(page, 'Top Threats');
    const liteGrid = lite.getByRole('grid', { name: 'Top Threats as a table' });
    await liteGrid.waitFor();
    const liteColumns = await headers(liteGrid);
    expect(liteColumns).not.toContain('Sessions');
    expect(liteColumns).toContain('Value');
    const full = await loaded(page, 'Top Sources');
    await full.getByRole('button', { name: 'View as Table' }).click();
    const fullGrid = full.getByRole('grid', { name: 'Top Sources as a table' });
    await fullGrid.waitFor();
    expect(await headers(fullGrid)).toContain('Sessions');
    expectNoProblems(page);
  });

  it('the applications widget’s stacked bars read the appOverTime view', async () => {
    const page = await openAs({ persona: 'analyzer' }, '/fortiview/noc/traffic/l7-traffic-monitor?period=1day');
    await settled(page);
    const apps = await loaded(page, 'Top Applications');
    expect(await apps.getAttribute('data-view')).toBe('top-applications');
    const submitted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/fortiview/adom/root/appOverTime/run'));
    await chooseByKeyboard(page, apps.getByRole('combobox', { name: 'Chart Type' }), 'Stacked Bar');
    await submitted;
    await apps.getByRole('img', { name: /^Top Applications: \d+ series over time/ }).waitFor({ timeout: 30_000 });
    expect(await apps.getAttribute('data-view')).toBe('appOverTime');
    expectNoProblems(page);
  });
});

describe('hidden widgets', () => {
  it('Threats hides Top Endpoint Threats and Web Application Attacks until shown from the toolbar, by keyboard, kept in the URL', async () => {
    const page = await openAs({ persona: 'analyzer' }, THREATS);
    await settled(page);
    const main = page.getByRole('main');
    expect(await widget(page, 'Top Endpoint Threats').count()).toBe(0);
    expect(await widget(page, 'Web Application Attacks').count()).toBe(0);
    const button = main.getByRole('button', { name: 'Hidden Widgets' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitemcheckbox') });
    await menu.waitFor();
    const endpoint = menu.getByRole('menuitemcheckbox', { name: 'Top Endpoint Threats' });
    expect(await endpoint.getAttribute('aria-checked')).toBe('false');
    expect(await menu.getByRole('menuitemcheckbox').allTextContents()).toEqual(['Top Endpoint Threats', 'Web Application Attacks']);
    // the menu takes the focus when it opens; Down reaches the endpoint threats, Enter shows them
    await expect.poll(() => menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let i = 0; i < 3 && (await focused()) !== 'Top Endpoint Threats'; i++) await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Top Endpoint Threats');
    await page.keyboard.press('Enter');
    await expect.poll(() => endpoint.getAttribute('aria-checked')).toBe('true');
    await widget(page, 'Top Endpoint Threats').waitFor();
    expect(new URL(page.url()).searchParams.get('show')).toBe('fct-threats-20');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await page.reload();
    await settled(page);
    await widget(page, 'Top Endpoint Threats').waitFor();
    expect(await widget(page, 'Web Application Attacks').count()).toBe(0);
    expectNoProblems(page);
  });

  it('Traffic shows its sources history when asked, where the catalogue places it', async () => {
    const page = await openAs({ persona: 'analyzer' }, TRAFFIC);
    await settled(page);
    expect(await widget(page, 'Top Sources History').count()).toBe(0);
    await page.getByRole('main').getByRole('button', { name: 'Hidden Widgets' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Top Sources History' }).click();
    const history = widget(page, 'Top Sources History');
    await history.waitFor();
    expect(new URL(page.url()).searchParams.get('show')).toBe('top-sources-history-9');
    // between the sessions history and the top sources of today
    const top = async (title: string) => (await widget(page, title).boundingBox())!.y;
    expect(await top('Sessions History')).toBeLessThan(await top('Top Sources History'));
    expect(await top('Top Sources History')).toBeLessThan(await top('Top Sources Today'));
    expectNoProblems(page);
  });
});

describe('threat map legend', () => {
  it('at Real-time reads distinct bins of whole numbers (or says the period is empty)', async () => {
    const page = await openAs({ persona: 'analyzer' }, THREATS);
    await settled(page);
    const map = await loaded(page, 'Threat Map');
    // the threat map's own default period
    expect(await map.getByText('Real-time', { exact: true }).count()).toBe(1);
    const legend = map.getByRole('list', { name: 'Colour scale' });
    if (await map.getByText('No data for this time period.').count()) return;
    await legend.waitFor();
    const bins = (await legend.getByRole('listitem').allTextContents()).map((t) => t.trim());
    expect(bins.length).toBeGreaterThan(0);
    expect(new Set(bins).size).toBe(bins.length);
    for (const b of bins) expect(b).toMatch(/^\d[\d,]*( to \d[\d,]*)?$/);
    expect(bins).not.toContain('0');
    expectNoProblems(page);
  });

  it('over a week reads distinct bins of whole numbers, from least to most', async () => {
    const page = await openAs({ persona: 'analyzer' }, `${THREATS}?w.threat-map-1=p:1week`);
    await settled(page);
    const map = await loaded(page, 'Threat Map');
    const legend = map.getByRole('list', { name: 'Colour scale' });
    await legend.waitFor();
    const bins = (await legend.getByRole('listitem').allTextContents()).map((t) => t.trim());
    expect(bins.length).toBeGreaterThan(1);
    expect(new Set(bins).size).toBe(bins.length);
    const bounds = bins.map((b) => b.split(' to ').map((n) => Number(n.replace(/,/g, ''))));
    for (const [from, to] of bounds) expect(Number.isInteger(from) && Number.isInteger(to ?? from) && (to ?? from) >= from).toBe(true);
    for (let i = 1; i < bounds.length; i++) expect(bounds[i][0]).toBe((bounds[i - 1][1] ?? bounds[i - 1][0]) + 1);
    expectNoProblems(page);
  });

  it('says so for a period without threats', async () => {
    const end = Date.now() - 90 * 86400_000;
    const page = await openAs({ persona: 'analyzer' }, `${THREATS}?w.threat-map-1=p:custom-${end - 3600_000}-${end}`);
    await settled(page);
    const map = await loaded(page, 'Threat Map');
    await map.getByText('No data for this time period.').waitFor();
    expect(await map.getByRole('list', { name: 'Colour scale' }).count()).toBe(0);
    expectNoProblems(page);
  });
});

describe('accessibility', () => {
  it.each([
    ['light', {}],
    ['dark', { getProfile: 'darkWithAvatar' }],
  ])('the threats dashboard with its hidden widgets, menu and autoplay choices passes axe in the %s theme', async (_theme, scenarios) => {
    const page = await openAs({ persona: 'analyzer', scenarios }, `${THREATS}?period=1week&show=fct-threats-20,waf-attacks-21&w.threat-map-1=p:1week`);
    await settled(page);
    await loaded(page, 'Threat Map');
    await page.getByRole('main').getByRole('list', { name: 'Colour scale' }).waitFor();
    await loaded(page, 'Virus Timeline');
    await loaded(page, 'Indicators of Compromise');
    await loaded(page, 'Web Application Attacks');
    await page.getByRole('main').getByRole('button', { name: 'Hidden Widgets' }).scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByRole('button', { name: 'Hidden Widgets' }).click();
    await page.getByRole('menuitemcheckbox').first().waitFor();
    await animationsDone(page);
    await expectNoSeriousA11yViolations(page);
    expectNoProblems(page);
  });

  it.each([
    ['light', {}],
    ['dark', { getProfile: 'darkWithAvatar' }],
  ])('the device status passes axe in the %s theme', async (_theme, scenarios) => {
    const page = await openAs({ persona: 'superAdmin', scenarios }, '/fortiview/noc/fmg-dash1');
    await settled(page);
    const devices = await loaded(page, 'Device Status');
    await devices.getByRole('group', { name: /^Device Status:/ }).getByRole('listitem').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    expectNoProblems(page);
  });
});
