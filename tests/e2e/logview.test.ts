/**
 * Log View as an analyzer administrator uses it, against the mock analyzer's log set: a log list keeps its query in
 * the URL, filters by the filter bar and by column, pages as it scrolls, shows every field of a log, exports CSV,
 * and says why a filter is refused; threat hunting, a dashboard widget, log browse and log groups drill into it;
 * the screens pass axe in both themes.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expectNoProblems, expectNoSeriousA11yViolations, newPage, screenshot, useBrowser, type PageOptions } from './support/browser.ts';
import { nextFrames } from './support/settle.ts';
import { openAs, openOn } from './dashboard-flows.ts';

const browser = useBrowser();
const READY = '.log-list, .threat-hunting, .console-grid, .ant-result';
const open = (path: string, options: PageOptions = {}) => openAs(browser(), { persona: 'analyzer', ...options }, path, 'root', READY);

const grid = (page: Page) => page.getByRole('main').getByRole('grid');
/** The grid's rows in view that have arrived (not placeholders). */
async function loadedRows(page: Page): Promise<number> {
  return grid(page).locator('[role="row"]:not(:has(.console-grid-pending)) [role="gridcell"]:first-child').count();
}
async function totalShown(page: Page): Promise<number> {
  const status = page.getByRole('main').locator('.log-list-count');
  await expect.poll(async () => /^[\d,]+ logs$/.test((await status.textContent()) ?? ''), { timeout: 20_000 }).toBe(true);
  return Number(((await status.textContent()) ?? '').replace(/[^\d]/g, ''));
}
/** The texts of one column's cells in view. */
async function columnTexts(page: Page, name: string): Promise<string[]> {
  const headers = await grid(page).getByRole('columnheader').allTextContents();
  const index = headers.findIndex((h) => h.startsWith(name));
  expect(index, `column ${name} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return grid(page).locator(`[role="row"] [role="gridcell"]:nth-child(${index + 1})`).allTextContents();
}

describe('log list', () => {
  it('keeps its query in the URL and filters by the filter bar and by column', async () => {
    const page = await open('/logview/logs/fgt/FortiGate/traffic?period=1day&filter=action%3Ddeny');
    await page.getByRole('main').getByRole('grid', { name: 'Traffic logs' }).waitFor();
    const denied = await totalShown(page);
    expect(denied).toBeGreaterThan(0);
    await expect.poll(() => loadedRows(page), { timeout: 15_000 }).toBeGreaterThan(5);
    expect(new Set(await columnTexts(page, 'Action'))).toEqual(new Set(['deny']));
    // a column filter narrows it further and lands in the URL
    const port = page.getByRole('textbox', { name: 'Filter Destination Port' });
    await port.fill('443');
    await port.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('f.dstport') === '443');
    await expect.poll(async () => new Set(await columnTexts(page, 'Destination Port')), { timeout: 15_000 }).toEqual(new Set(['443']));
    const narrowed = await totalShown(page);
    expect(narrowed).toBeLessThan(denied);
    // the same address shows the same logs
    await page.reload();
    expect(await totalShown(page)).toBe(narrowed);
    expectNoProblems(page);
  });

  it("says why a filter is refused and keeps what was typed", async () => {
    const page = await open('/logview/logs/fgt/FortiGate/traffic');
    await totalShown(page);
    const filter = page.getByRole('searchbox', { name: 'Filter' });
    await filter.fill('srcip=');
    await filter.press('Enter');
    const alert = page.getByRole('main').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/srcip/);
    expect(await filter.inputValue()).toBe('srcip=');
    expectNoProblems(page, { allowApiStatus: [400] });
  });

  it('fetches only the pages it scrolls to, and shows every field of a log', async () => {
    const page = await open('/logview/logs/fgt/FortiGate/traffic?period=1week');
    const total = await totalShown(page);
    expect(total).toBeGreaterThan(5000);
    const offsets: number[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (/\/logsearch\/[^/]+$/.test(u.pathname) && u.searchParams.get('limit') === '200') offsets.push(Number(u.searchParams.get('offset')));
    });
    // to row 5,000 in one jump
    await grid(page).evaluate((el) => {
      el.scrollTop = 5000 * 32;
    });
    await expect.poll(() => offsets.includes(5000), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => loadedRows(page), { timeout: 15_000 }).toBeGreaterThan(5);
    // only the pages in view were asked for, not the 24 before them
    expect(offsets.filter((o) => o > 0 && o < 4800)).toEqual([]);
    // details of a log: Enter on a row; Escape returns focus to the grid
    const cell = grid(page).locator('[role="row"]:not(:has(.console-grid-pending)) [role="gridcell"]').nth(2);
    await cell.click();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Log Details' });
    await drawer.waitFor();
    for (const label of ['Device ID', 'Log Type', 'Source IP', 'Destination IP', 'Policy ID']) await drawer.getByText(label, { exact: true }).waitFor();
    await screenshot(page, 'logview-details-light');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)).toBe(true);
    expectNoProblems(page);
  });

  it('exports the search as CSV with the columns shown', async () => {
    const page = await open('/logview/logs/fgt/FortiGate/traffic?period=1hour&filter=action%3Ddeny');
    const total = await totalShown(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const lines = readFileSync(file, 'utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Time,Device Name,Level,Source IP,Destination IP,Destination Port,Service,Application,Action,Sent Bytes,Received Bytes,Policy ID');
    expect(lines).toHaveLength(Math.min(total, 1_000_000) + 1);
    expectNoProblems(page);
  });
});

describe('drill-down into the log list', () => {
  it('a monitor list is live: it searches again by itself; Pause holds it, Resume goes on', async () => {
    // the page's clock runs as usual, and the test moves it on by the spec's 10 seconds instead of waiting them out
    const page = await newPage(browser(), { persona: 'analyzer' });
    await page.clock.install();
    await openOn(page, '/logview/monitor/fgt/FortiGate/traffic', 'root', READY);
    await totalShown(page);
    const main = page.getByRole('main');
    await main.getByText('Live: the newest logs every 10 seconds').waitFor();
    await main.getByText(/^Updated \d\d:\d\d:\d\d$/).waitFor();
    let submitted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/logsearch')) submitted++;
    });
    await page.clock.fastForward(10_500);
    await expect.poll(() => submitted).toBeGreaterThan(0);
    await totalShown(page);

    await main.getByRole('button', { name: 'Pause' }).click();
    await main.getByText('Paused', { exact: true }).waitFor();
    const held = submitted;
    await page.clock.fastForward(30_000);
    await nextFrames(page);
    expect(submitted).toBe(held);
    await main.getByRole('button', { name: 'Resume' }).click();
    // live again, its timer set, before the clock moves on: a clock moved first would pass before the timer existed
    await main.getByRole('button', { name: 'Pause' }).waitFor();
    await nextFrames(page);
    await page.clock.fastForward(10_500);
    await expect.poll(() => submitted).toBeGreaterThan(held);
    expectNoProblems(page);
  });

  it('threat hunting opens the logs of a threat, with where it came from', async () => {
    const page = await open('/logview/threat_hunting');
    const card = page.getByRole('main').locator('.ant-card').filter({ hasText: 'Top Threats' });
    const first = card.getByRole('button', { name: /^Show the logs of / });
    await first.first().waitFor({ timeout: 20_000 });
    const name = ((await first.first().getAttribute('aria-label')) ?? '').replace('Show the logs of ', '');
    await first.first().click();
    await page.waitForURL((u) => u.pathname === '/logview/logs/fgt/FortiGate/threat' && (u.searchParams.get('filter') ?? '').startsWith('attack='));
    await page.getByText('From: Threat Hunting, Top Threats').waitFor();
    expect(await totalShown(page)).toBeGreaterThan(0);
    expect(new Set(await columnTexts(page, 'Attack Name'))).toEqual(new Set([name]));
    expectNoProblems(page);
  });

  it('a dashboard widget row opens its logs', async () => {
    const page = await openAs(browser(), { persona: 'analyzer' }, '/fortiview/noc/traffic/l3-traffic-monitor?period=1day');
    const sources = page.getByRole('main').getByRole('region', { name: 'Top Sources', exact: true });
    await sources.getByRole('button', { name: 'View as Table' }).click();
    const table = sources.getByRole('grid');
    const row = table.locator('[role="row"]').nth(1);
    await row.waitFor({ timeout: 20_000 });
    await row.locator('[role="gridcell"]').first().click();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/logview/logs/fgt/FortiGate/traffic' && (u.searchParams.get('filter') ?? '').startsWith('srcip='));
    expect(new URL(page.url()).searchParams.get('period')).toBe('1day');
    expect(await totalShown(page)).toBeGreaterThan(0);
    expectNoProblems(page);
  });

  it('log browse searches and sorts its files in the address, opens a stored file as its logs; log groups open a group', async () => {
    const page = await open('/logview/logbrowse');
    const files = page.getByRole('main').getByRole('grid', { name: 'Stored log files' });
    await files.getByRole('textbox', { name: 'Search File Name' }).fill('tlog');
    await files.getByRole('columnheader', { name: /^Logs/ }).locator('.console-grid-header-name').click();
    await page.waitForURL((u) => u.searchParams.get('f.name') === 'tlog' && u.searchParams.get('sort') === '-rows');
    expect((await files.getByRole('row').filter({ has: page.getByRole('link', { name: /^Open / }) }).allTextContents()).every((t) => t.startsWith('tlog.'))).toBe(true);
    const openFile = page.getByRole('link', { name: /^Open tlog\./ }).first();
    await openFile.waitFor({ timeout: 20_000 });
    await openFile.click();
    await page.waitForURL((u) => u.pathname === '/logview/logs/fgt/FortiGate/traffic' && Boolean(u.searchParams.get('devices')) && (u.searchParams.get('period') ?? '').startsWith('custom-'));
    expect(await totalShown(page)).toBeGreaterThan(0);
    await page.goto('/logview/loggroups');
    const group = page.getByRole('main').getByRole('grid', { name: 'Log groups' }).getByRole('link').first();
    await group.waitFor();
    const groupName = await group.textContent();
    await group.click();
    await page.getByText(new RegExp(`^Log group ${groupName}: \\d+ devices$`)).waitFor();
    expect(await totalShown(page)).toBeGreaterThanOrEqual(0);
    expectNoProblems(page);
  });
});

describe('accessibility', () => {
  it.each([
    ['light', {}],
    ['dark', { getProfile: 'darkWithAvatar' }],
  ] as const)('log list, details, the live list, threat hunting, log browse and log groups pass axe in the %s theme', async (theme, scenarios) => {
    const page = await open('/logview/logs/fgt/FortiGate/traffic?period=1day', { scenarios });
    await totalShown(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `logview-list-${theme}`);
    await grid(page).locator('[role="row"]:not(:has(.console-grid-pending)) [role="gridcell"]').nth(1).click();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Log Details' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.goto('/logview/monitor/fgt/FortiGate/traffic');
    await totalShown(page);
    await expectNoSeriousA11yViolations(page);
    for (const path of ['/logview/threat_hunting', '/logview/logbrowse', '/logview/loggroups']) {
      await page.goto(path);
      await page.getByRole('main').getByRole('grid').first().locator('[role="row"][aria-rowindex="2"]').waitFor({ timeout: 20_000 });
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `logview-${path.split('/')[2]}-${theme}`);
    }
  });
});
