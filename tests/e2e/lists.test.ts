/**
 * Every list screen of the console is the one grid, and works the same way for an administrator: the rows are a
 * grid a keyboard walks (arrow keys from cell to cell), every column has a search box that narrows the rows and is
 * kept in the address, a column header sorts (kept in the address too), and Export CSV downloads what the grid shows
 * under the grid's own column names. Each list is visited once, from screen to screen through the running console.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoProblems, newPage, useBrowser } from './support/browser.ts';
import { signInReady } from './shell-flows.ts';
import { navigateInApp } from './support/navigate.ts';

const browser = useBrowser({ keepPages: true });

/** The list screens, by the persona whose appliance has them. */
const LISTS: Record<'superAdmin' | 'analyzer', string[]> = {
  superAdmin: [
    '/dvm/main',
    '/dvm/firmwaretemplate',
    '/fortiap/wifitemplates/ssids',
    '/fortiswitch/templates/vlandefinition',
    '/fortiap/map/floor',
    '/fortiguard/license',
    '/fortiguard/pkgreceive',
    '/fortiguard/pkgservice',
    '/fortiguard/queryreceive',
    '/fortiguard/querystatus',
    '/fortiguard/firmwares',
    '/fortiguard/externalresource',
    '/sys/taskmonitor',
    '/sys/logfetch',
    '/sys/ha',
    '/sys/certificate',
    '/sys/alladoms',
    '/extension/dashboard',
  ],
  analyzer: ['/fortisoc/soar/outbreakalerts', '/logview/logbrowse', '/logview/loggroups', '/logview/threat_hunting', '/sys/fazfabric/settings'],
};

/** The body rows of a grid that are drawn: rows with an index past the header's (an empty grid's message is no row of data). */
function bodyRows(grid: Locator): Locator {
  return grid.locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])');
}

const POLL = { timeout: 10_000 };

async function firstGrid(page: Page): Promise<Locator> {
  const grid = page.getByRole('main').getByRole('grid').first();
  await grid.waitFor();
  await bodyRows(grid).first().waitFor();
  return grid;
}

async function checkList(page: Page, url: string): Promise<void> {
  const grid = await firstGrid(page);
  const rowsBefore = await grid.getAttribute('aria-rowcount');

  // the keyboard: a cell of the first row, then ArrowDown goes to the same column of the next row
  const firstCell = bodyRows(grid).first().getByRole('gridcell').last();
  await firstCell.click({ position: { x: 3, y: 3 } });
  const rowOf = () => page.evaluate(() => document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex') ?? null);
  const from = Number(await rowOf());
  expect(from, url).toBeGreaterThan(1);
  if (Number(rowsBefore) > 2) {
    await page.keyboard.press('ArrowDown');
    await expect.poll(rowOf, { ...POLL, message: url }).toBe(String(from + 1));
  }

  // a column's search box narrows the rows and goes into the address
  const search = grid.getByRole('textbox', { name: /^Search / }).first();
  const column = ((await search.getAttribute('aria-label')) ?? '').replace(/^Search /, '');
  await search.fill('no-such-value-zz');
  await expect.poll(() => bodyRows(grid).count(), { ...POLL, message: url }).toBe(0);
  await expect.poll(() => new URL(page.url()).search, { ...POLL, message: url }).toMatch(/f\.[^=]+=no-such-value-zz/);
  await search.fill('');
  await bodyRows(grid).first().waitFor();

  // a header sorts, and the sort goes into the address
  await grid.getByRole('columnheader', { name: new RegExp(`^${column.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().getByText(column, { exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.toString(), { ...POLL, message: url }).toMatch(/(^|&)[a-z.]*sort=/);

  // Export CSV: what the grid shows, under its column names
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).first().click();
  const file = await (await download).path();
  const [header, ...lines] = readFileSync(file, 'utf8').trimEnd().split('\r\n');
  expect(header, url).toContain(column);
  expect(lines.length, url).toBeGreaterThan(0);
}

describe('every list screen is the one grid', () => {
  for (const persona of ['superAdmin', 'analyzer'] as const) {
    it(`searches, sorts, walks by keyboard and exports CSV on each list of the ${persona === 'analyzer' ? 'analyzer' : 'manager'}`, { timeout: 600_000 }, async () => {
      const page = await newPage(browser(), { persona });
      await signInReady(page);
      for (const [i, url] of LISTS[persona].entries()) {
        if (i === 0) await page.goto(url);
        else await navigateInApp(page, url);
        await checkList(page, url);
      }
      expectNoProblems(page);
    });
  }
});
