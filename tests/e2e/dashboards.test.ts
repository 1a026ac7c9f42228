/**
 * Dashboards as an analyzer administrator watches them: every monitor dashboard opens with data from the mock
 * analyzer and no error, top-N and time period change what is shown, a chart is also a table and a CSV file, the
 * view lives in the URL, NOC mode works by keyboard, and the screens pass axe in both themes.
 */
import { describe, expect, it } from 'vitest';
import { dashboards } from '@generated/catalog/dashboards.ts';
import { expectNoProblems, expectNoSeriousA11yViolations, useBrowser } from './support/browser.ts';
import { dashboardFlows, settled, widget } from './dashboard-flows.ts';

const browser = useBrowser();
const { openAs, ADOM_OF_PRODUCT } = dashboardFlows(browser);

const analyzerDashboards = dashboards.dashboards.filter((d) => d.uuid !== 'fmg-dash1');

describe('monitor dashboards', () => {
  it.each(analyzerDashboards.map((d) => [d.uuid, d] as const))('%s opens with data and no error', async (_uuid, d) => {
    const products = 'adomProductTypes' in d ? (d.adomProductTypes as string[]) : [];
    const adom = products.length ? ADOM_OF_PRODUCT[products[0]] : 'root';
    const fixed = 'fixed' in d && d.fixed;
    // a week of logs: every widget has something to show
    const period = fixed ? '' : '?period=1week';
    const page = await openAs({ persona: 'analyzer' }, `/fortiview/noc/${fixed ? '' : `${d.folder}/`}${d.uuid}${period}`, adom);
    await page.getByRole('main').getByRole('heading', { level: 1, name: d.title }).waitFor();
    const state = await settled(page);
    expect(state.failed).toEqual([]);
    expect(state.loaded).toBeGreaterThan(0);
    expectNoProblems(page);
    await page.close();
  });

  it('fmg-dash1 is the manager’s Device Status', async () => {
    const page = await openAs({ persona: 'superAdmin' }, '/fortiview/noc');
    await page.waitForURL((u) => u.pathname === '/fortiview/noc/fmg-dash1');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Device Status' }).waitFor();
    const state = await settled(page);
    expect(state.failed).toEqual([]);
    // the manager is not offered the analyzer's dashboards
    expect(await main.getByRole('navigation').getByText('Local System Performance').count()).toBe(0);
    expectNoProblems(page);
  });

  it('top-N 20 shows 20 rows, in the URL across a reload', async () => {
    const page = await openAs({ persona: 'analyzer' }, '/fortiview/noc/traffic/l3-traffic-monitor?period=1week');
    await settled(page);
    const sources = widget(page, 'Top Sources');
    await sources.getByRole('button', { name: 'View as Table' }).click();
    const grid = sources.getByRole('grid', { name: 'Top Sources as a table' });
    await grid.waitFor();
    // the grid is virtualised: it says how many rows it has (the header row counts)
    expect(await grid.getAttribute('aria-rowcount')).toBe(String(10 + 1));
    await sources.getByRole('combobox', { name: 'Top' }).click();
    await page.getByTitle('Top 20', { exact: true }).click();
    await expect.poll(() => grid.getAttribute('aria-rowcount'), { timeout: 15_000 }).toBe(String(20 + 1));
    expect(new URL(page.url()).search).toContain('n%3A20');
    await page.reload();
    const again = widget(page, 'Top Sources').getByRole('grid', { name: 'Top Sources as a table' });
    await expect.poll(() => again.getAttribute('aria-rowcount'), { timeout: 20_000 }).toBe(String(20 + 1));
  });

  it('changing the time period changes the data', async () => {
    const page = await openAs({ persona: 'analyzer' }, '/fortiview/noc/traffic/l7-traffic-monitor');
    await settled(page);
    const apps = widget(page, 'Top Applications');
    await apps.getByRole('button', { name: 'View as Table' }).click();
    const grid = apps.getByRole('grid');
    await grid.waitFor();
    const hour = await grid.textContent();
    await page.getByRole('main').getByRole('combobox', { name: 'Dashboard time period' }).click();
    await page.getByRole('option', { name: 'Last 1 Week' }).click();
    await expect.poll(async () => (await grid.textContent()) !== hour, { timeout: 15_000 }).toBe(true);
    expect(new URL(page.url()).searchParams.get('period')).toBe('1week');
  });

  it('exports a widget’s rows as CSV', async () => {
    const page = await openAs({ persona: 'analyzer' }, '/fortiview/noc/traffic/l7-traffic-monitor?period=1day');
    await settled(page);
    const download = page.waitForEvent('download');
    await widget(page, 'Top Applications').getByRole('button', { name: 'Export Top Applications to CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('top-applications.csv');
  });

  it('NOC mode runs by keyboard: next, previous, pause, leave', async () => {
    const page = await openAs({ persona: 'analyzer', motion: 'full' }, '/fortiview/noc/traffic/l3-traffic-monitor');
    await settled(page);
    const button = page.getByRole('main').getByRole('button', { name: 'NOC Mode' });
    await button.focus();
    await page.keyboard.press('Enter');
    const noc = page.getByRole('dialog');
    await noc.getByText(/Dashboard \d+ of \d+: Traffic/).waitFor();
    const first = await noc.getByText(/Dashboard \d+ of \d+/).textContent();
    const n = Number(/Dashboard (\d+)/.exec(first ?? '')![1]);
    await page.keyboard.press('ArrowRight');
    await noc.getByText(new RegExp(`Dashboard ${n + 1} of`)).waitFor();
    await page.keyboard.press('ArrowLeft');
    await noc.getByText(new RegExp(`Dashboard ${n} of`)).waitFor();
    await page.keyboard.press(' ');
    await noc.getByRole('button', { name: 'Play rotation' }).waitFor();
    await page.keyboard.press('Escape');
    await noc.waitFor({ state: 'hidden' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('NOC mode does not rotate by itself for a user who prefers reduced motion; Play starts it', async () => {
    const page = await openAs({ persona: 'analyzer' }, '/fortiview/noc/traffic/l3-traffic-monitor');
    await settled(page);
    const button = page.getByRole('main').getByRole('button', { name: 'NOC Mode' });
    await button.click();
    const noc = page.getByRole('dialog');
    await noc.getByRole('button', { name: 'Play rotation' }).waitFor();
    await noc.getByRole('button', { name: 'Play rotation' }).click();
    await noc.getByRole('button', { name: 'Pause rotation' }).waitFor();
    await page.keyboard.press('Escape');
    await noc.waitFor({ state: 'hidden' });
  });

  it.each([
    ['light', {}],
    ['dark', { getProfile: 'darkWithAvatar' }],
  ])('passes axe in the %s theme', async (_theme, scenarios) => {
    const page = await openAs({ persona: 'analyzer', scenarios }, '/fortiview/noc/threats/threat-monitor');
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    expectNoProblems(page);
  });
});
