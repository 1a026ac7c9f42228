/**
 * SOC views under FortiSOC as an analyzer administrator uses them, against the mock analyzer's log set: every view of
 * the four groups opens with its data, and so does every view of the endpoint-client, DDoS, firewall and web-firewall
 * variants in an ADOM of that product type; FortiSOC's menu lists them by group; a display type is kept in the
 * address; a row drills down into Log View; Create Policy by Hits proposes a policy for the chosen policy hits, saves
 * it and lists it (kept by the mock appliance across a reload); the manager says the views are the analyzer's; the
 * screens pass axe in both themes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { socViews } from '@generated/catalog/soc-views.ts';
import { expectNoProblems, expectNoSeriousA11yViolations, useBrowser, type PageOptions } from './support/browser.ts';
import { ADOM_OF_PRODUCT, openAs } from './dashboard-flows.ts';
import { dialogTitled } from './psirt-flows.ts';

const browser = useBrowser();
const READY = '.soc-view, .soc-create-policy, .ant-result';
/** a week of logs: every view has something to show */
const WEEK = '?period=1week';

interface View {
  key: string;
  title: string;
  displayTypes: readonly string[];
}
interface Group {
  key: string;
  title: string;
  variant?: string;
  adomProductTypes?: readonly string[];
  views: readonly View[];
}
const groups = socViews.groups as unknown as readonly Group[];
const mainGroups = groups.filter((g) => !g.variant);
const variants = groups.filter((g) => g.variant);
/** The analyzer's ADOM of each product type (FortiWeb's is the web firewalls'). */
const ADOMS: Record<string, string> = { ...ADOM_OF_PRODUCT, FortiWeb: 'Web-Firewalls' };

const open = (path: string, adom = 'root', options: PageOptions = {}) => openAs(browser(), { persona: 'analyzer', ...options }, path, adom, READY);

/** Goes to another view inside the running console, as its menu does, and waits for its title. */
async function goTo(page: Page, path: string, title: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.getByRole('main').getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

/** Waits until the view has shown its data (or said why not); answers what it shows. */
async function viewState(page: Page, view: View): Promise<{ failed: boolean; empty: boolean }> {
  const main = page.getByRole('main');
  if (view.key === 'create-policy-by-hits') {
    await main.getByRole('grid', { name: 'Policy hits' }).or(main.locator('.soc-create-policy .ant-alert-error')).first().waitFor({ timeout: 30_000 });
  } else {
    const region = main.getByRole('region', { name: view.title, exact: true });
    await region.waitFor();
    await page.waitForFunction(() => !document.querySelector('main .widget-loading, main .widget-waiting'), undefined, { timeout: 30_000 });
  }
  const failed = (await main.getByText(/^Failed to load/).count()) > 0;
  const empty = (await main.getByText('No data for this time period.').count()) > 0;
  return { failed, empty };
}

/** Opens each view of a group in turn (in the ADOM given), checking that each shows data. */
async function walkGroup(group: Group, adom: string): Promise<void> {
  const [first, ...rest] = group.views;
  const page = await open(`/fortisoc/socviews/${first.key}${WEEK}`, adom);
  const main = page.getByRole('main');
  for (const view of [first, ...rest]) {
    if (view !== first) await goTo(page, `/fortisoc/socviews/${view.key}${WEEK}`, view.title);
    await main.getByRole('heading', { level: 1, name: view.title, exact: true }).waitFor();
    expect(await main.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toContain(`SOC Views/${group.title}/${view.title}`);
    expect(await viewState(page, view), view.key).toEqual({ failed: false, empty: false });
  }
  expectNoProblems(page);
  await page.close();
}

describe('SOC views: the four groups', () => {
  it.each(mainGroups.map((g) => [g.title, g] as const))('%s: every view opens with its data', async (_title, group) => {
    await walkGroup(group, 'root');
  });

  it('the bare address opens the first view; FortiSOC’s menu lists the views by group and opens one', async () => {
    const page = await open('/fortisoc/socviews');
    await page.waitForURL((u) => u.pathname === '/fortisoc/socviews/top-threats');
    const menu = page.getByRole('main').getByRole('navigation', { name: 'Module navigation' });
    await menu.getByRole('menuitem', { name: 'SOC Views' }).hover();
    const group = page.getByRole('menuitem', { name: 'Policy and DNS' });
    await group.hover();
    await page.getByRole('menuitem', { name: 'DNS Logs' }).click();
    await page.waitForURL((u) => u.pathname === '/fortisoc/socviews/dns-logs');
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'DNS Logs' }).waitFor();
    expectNoProblems(page);
  });

  it('a display type is chosen from the view’s own, drawn with a text alternative, and kept in the address', async () => {
    const page = await open(`/fortisoc/socviews/top-threats${WEEK}`);
    const region = page.getByRole('main').getByRole('region', { name: 'Top Threats', exact: true });
    await region.getByRole('grid', { name: 'Top Threats as a table' }).waitFor();
    for (const [type, label] of [['bar', 'Bar'], ['bubble', 'Bubble'], ['treemap', 'Treemap']] as const) {
      const chart = region.getByRole('img', { name: /^Top Threats: \d+ rows/ });
      const previous = (await chart.count()) ? await chart.elementHandle() : null;
      await region.getByRole('combobox', { name: 'Chart Type' }).click();
      await page.getByTitle(label, { exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('display') === type);
      // the screen has drawn the new choice: the address changes before it does, and the previous chart stays meanwhile
      if (previous) await page.waitForFunction((el) => !el.isConnected, previous, { timeout: 15_000 });
      await chart.waitFor({ timeout: 15_000 });
    }
    // the chart is also a table, by keyboard
    const asTable = region.getByRole('button', { name: 'View as Table' });
    await asTable.focus();
    await page.keyboard.press('Enter');
    await region.getByRole('grid', { name: 'Top Threats as a table' }).waitFor();
    await page.waitForURL((u) => u.searchParams.get('table') === '1');
    // the address shows the same again
    await page.reload();
    await page.getByRole('main').getByRole('region', { name: 'Top Threats', exact: true }).getByRole('grid', { name: 'Top Threats as a table' }).waitFor();
    expect(new URL(page.url()).searchParams.get('display')).toBe('treemap');
    expectNoProblems(page);
  });

  it('the threat map is a world map or a globe', async () => {
    const page = await open(`/fortisoc/socviews/threat-map${WEEK}`);
    const region = page.getByRole('main').getByRole('region', { name: 'Threat Map', exact: true });
    await region.getByRole('img', { name: /^Threat Map: / }).waitFor({ timeout: 20_000 });
    await region.getByRole('combobox', { name: 'Chart Type' }).click();
    await page.getByTitle('Globe', { exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('display') === 'globe');
    // the globe turns under the arrow keys: a group holding its slider, not a still image
    await region.getByRole('group', { name: /^Threat Map: / }).waitFor({ timeout: 20_000 });
    expect(await region.getByRole('img', { name: /^Threat Map: / }).count()).toBe(0);
    expectNoProblems(page);
  });

  it('a row drills down into Log View, by keyboard', async () => {
    const page = await open('/fortisoc/socviews/top-threats?period=1day');
    const table = page.getByRole('main').getByRole('region', { name: 'Top Threats', exact: true }).getByRole('grid');
    const row = table.locator('[role="row"]').nth(1);
    await row.waitFor({ timeout: 20_000 });
    const threat = (await row.locator('[role="gridcell"]').first().textContent())!.trim();
    await row.locator('[role="gridcell"]').first().click();
    await page.keyboard.press('Enter');
    // the view's own conditions and the row's threat
    await page.waitForURL((u) => u.pathname === '/logview/logs/fgt/FortiGate/threat' && (u.searchParams.get('filter') ?? '').includes('attack='));
    expect(new URL(page.url()).searchParams.get('period')).toBe('1day');
    await page.getByText('From: Top Threats').waitFor();
    await expect.poll(async () => /^[\d,]+ logs$/.test((await page.getByRole('main').locator('.log-list-count').textContent()) ?? ''), { timeout: 20_000 }).toBe(true);
    expect(new URL(page.url()).searchParams.get('filter')).toContain(threat.includes(' ') ? `"${threat}"` : threat);
    expectNoProblems(page);
  });
});

describe('SOC views: the product variants', () => {
  it.each(variants.map((g) => [g.title, g] as const))('%s: every view opens with its data in an ADOM of its product type', async (_title, group) => {
    await walkGroup(group, ADOMS[group.adomProductTypes![0]]);
  });

  it('an ADOM of a variant’s product type is not offered the four groups', async () => {
    const page = await open('/fortisoc/socviews/top-threats', ADOMS.FortiClient);
    await page.getByText('This view is not offered for ADOMs of this product type (FortiClient).').waitFor();
    await page.goto('/fortisoc/socviews');
    await page.waitForURL((u) => u.pathname === '/fortisoc/socviews/fct-threats');
    expectNoProblems(page);
  });
});

describe('Create Policy by Hits', () => {
  it('proposes a policy for policy hits chosen by keyboard, saves it, and lists it', async () => {
    const page = await open('/fortisoc/socviews/create-policy-by-hits?period=1day');
    const main = page.getByRole('main');
    const hits = main.getByRole('grid', { name: 'Policy hits' });
    const first = hits.locator('[role="row"]').nth(1);
    await first.waitFor({ timeout: 30_000 });
    // a click chooses a row; by keyboard, the arrow keys move to another and Space chooses it
    await first.locator('[role="gridcell"]').nth(1).click();
    await main.getByText('1 policy chosen').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await main.getByText('2 policies chosen').waitFor();
    const ids = await hits.locator('[role="row"][aria-selected="true"] [role="gridcell"]:nth-child(2)').allTextContents();
    expect(ids).toHaveLength(2);

    await main.getByRole('button', { name: 'Create Policy' }).click();
    const dialog = dialogTitled(page, 'Create Policy by Hits');
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await name.waitFor({ timeout: 30_000 });
    expect(await name.inputValue()).toBe(`From-Hits-${ids.join('-')}`);
    // proposed from the traffic of those policies
    expect(await dialog.getByRole('textbox', { name: 'Source' }).inputValue()).toMatch(/^10\.\d+\.\d+\.\d+(, 10\.\d+\.\d+\.\d+)*$/);
    expect(await dialog.getByRole('textbox', { name: 'Destination' }).inputValue()).not.toBe('');
    expect(await dialog.getByRole('textbox', { name: 'Service' }).inputValue()).toMatch(/^[A-Z]+(, [A-Z]+)*$/);
    // the form's rules, in the spec's words
    await name.fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('This field is required.').waitFor();
    const policyName = `SOC-E2E-${Date.now() % 100000}`;
    await name.fill(policyName);
    await dialog.getByRole('radio', { name: 'Deny' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Policy ${policyName} created.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const made = main.getByRole('grid', { name: 'Policies created by hits' });
    const row = made.locator('[role="row"]').filter({ hasText: policyName });
    await row.waitFor();
    expect(await row.textContent()).toContain('Deny');
    expect(await row.textContent()).toContain(ids.join(', '));
    // kept by the appliance
    await page.reload();
    await page.getByRole('main').getByRole('grid', { name: 'Policies created by hits' }).locator('[role="row"]').filter({ hasText: policyName }).waitFor();
    expectNoProblems(page);
  });

  it('a name the ADOM already has is refused on the Name field', async () => {
    const page = await open('/fortisoc/socviews/create-policy-by-hits?period=1day');
    const main = page.getByRole('main');
    const hits = main.getByRole('grid', { name: 'Policy hits' });
    await hits.locator('[role="row"]').nth(1).waitFor({ timeout: 30_000 });
    await hits.getByRole('checkbox').nth(1).check();
    await main.getByRole('button', { name: 'Create Policy' }).click();
    const dialog = dialogTitled(page, 'Create Policy by Hits');
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await name.waitFor({ timeout: 30_000 });
    // the root ADOM has a policy of this name already
    await name.fill('deny-legacy-rdp');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('A policy named "deny-legacy-rdp" already exists.').waitFor();
    // the dialog stays, with what was typed
    expect(await name.inputValue()).toBe('deny-legacy-rdp');
  });
});

describe('SOC views: appliance variant and accessibility', () => {
  it('on the manager the views belong to the other kind of appliance', async () => {
    const page = await openAs(browser(), { persona: 'superAdmin' }, '/fortisoc/socviews/top-threats', 'root', '.ant-result');
    await page.getByText(/belongs to the other kind of appliance/).waitFor();
    expectNoProblems(page);
  });

  it.each([
    ['light', {}],
    ['dark', { getProfile: 'darkWithAvatar' }],
  ])('passes axe in the %s theme', async (_theme, scenarios) => {
    const page = await open(`/fortisoc/socviews/top-threats${WEEK}&display=bar`, 'root', { scenarios });
    await viewState(page, { key: 'top-threats', title: 'Top Threats', displayTypes: [] });
    await expectNoSeriousA11yViolations(page);
    await goTo(page, '/fortisoc/socviews/create-policy-by-hits?period=1day', 'Create Policy by Hits');
    await viewState(page, { key: 'create-policy-by-hits', title: 'Create Policy by Hits', displayTypes: [] });
    await page.getByRole('main').getByRole('grid', { name: 'Policies created by hits' }).locator('[role="row"]').nth(1).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByRole('grid', { name: 'Policy hits' }).getByRole('checkbox').nth(1).check();
    await page.getByRole('main').getByRole('button', { name: 'Create Policy' }).click();
    await dialogTitled(page, 'Create Policy by Hits').getByRole('textbox', { name: 'Name' }).waitFor({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
    expectNoProblems(page);
  });
});
