/**
 * Every route of the route-group catalogue opens a working screen: its title, real content, and neither the
 * placeholder of a screen not built nor a page that does not exist. Each template of the catalogue has a sample
 * address here, so a route added to the catalogue without a sample fails the first test.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { routeGroups } from '@generated/catalog/route-groups.ts';
import { expectNoProblems, newPage, useBrowser } from './support/browser.ts';
import { signInReady } from './shell-flows.ts';
import { navigateInApp } from './support/navigate.ts';

const browser = useBrowser({ keepPages: false });

const PLACEHOLDER = "This module's screens are not available in this console yet.";
const NOT_FOUND = 'The page you asked for does not exist.';

type Route = { path: string; appKey: string; children?: Route[] };

/** Every route template of the catalogue, with its app key. */
function templates(): Array<{ template: string; appKey: string }> {
  const out: Array<{ template: string; appKey: string }> = [];
  const walk = (base: string, routes: readonly Route[]) => {
    for (const r of routes) {
      const template = `${base.replace(/\/$/, '')}/${r.path}`;
      out.push({ template, appKey: r.appKey });
      walk(template, r.children ?? []);
    }
  };
  for (const g of routeGroups.groups) walk(g.path, g.routes as readonly Route[]);
  return out;
}

/** A concrete address per template (and the persona whose appliance has the screen), for templates with parameters. */
const SAMPLES: Record<string, { url: string; persona?: string }> = {
  '/logview/logs/{appUniKey}/{devType}/{_logtype}': { url: '/logview/logs/fgt/FortiGate/traffic', persona: 'analyzer' },
  '/logview/utm-monitor/{appUniKey}/{devType}/{_logtype}': { url: '/logview/utm-monitor/fgt/FortiGate/app-ctrl', persona: 'analyzer' },
  '/logview/monitor/{appUniKey}/{devType}/{_logtype}': { url: '/logview/monitor/fgt/FortiGate/event-vpn', persona: 'analyzer' },
  '/logview/customviewlogs/{appUniKey}/{devType}/{viewName}': { url: '/logview/customviewlogs/fgt/FortiGate/Denied-SSH-RDP', persona: 'analyzer' },
  '/logview/logbrowse/{viewName?}': { url: '/logview/logbrowse', persona: 'analyzer' },
  '/logview/loggroups/{viewName?}': { url: '/logview/loggroups', persona: 'analyzer' },
  '/fortiview/{type}/fmg-dash1': { url: '/fortiview/noc/fmg-dash1' },
  '/fortiview/{type}/faz-performance-monitor': { url: '/fortiview/noc/faz-performance-monitor', persona: 'analyzer' },
  '/fortiview/{type}/{folder}': { url: '/fortiview/noc/traffic', persona: 'analyzer' },
  '/fortiview/{type}/{folder}/{dashId}': { url: '/fortiview/noc/traffic/l7-traffic-monitor', persona: 'analyzer' },
  '/fortisoc/socviews/{view}': { url: '/fortisoc/socviews/policy-hits', persona: 'analyzer' },
};

/** Route groups that only the analyzer has (the manager says they belong to the other kind of appliance). */
const ANALYZER_GROUPS = ['/logview', '/fortisoc'];

function sampleOf(template: string): { url: string; persona?: string } | undefined {
  if (SAMPLES[template]) return SAMPLES[template];
  if (template.includes('{')) return undefined;
  // the log view and FortiSOC belong to the analyzer; the rest to the manager
  return { url: template, persona: ANALYZER_GROUPS.some((g) => template.startsWith(g)) ? 'analyzer' : undefined };
}

const all = templates();

async function expectWorkingScreen(page: Page, url: string, first: boolean): Promise<void> {
  if (first) await page.goto(url);
  else await navigateInApp(page, url);
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1 }).first().waitFor();
  // the screen's own content, not only its frame: wait until nothing in it is loading any more
  await page
    .waitForFunction(() => !document.querySelector('main .ant-skeleton, main .ant-spin-spinning, main [aria-busy="true"]'), undefined, { timeout: 15_000 })
    .catch(() => undefined);
  const text = (await main.textContent()) ?? '';
  expect(text, url).not.toContain(PLACEHOLDER);
  expect(text, url).not.toContain(NOT_FOUND);
  expect(await main.locator('[data-app-key]').count(), url).toBeGreaterThan(0);
}

describe('every route of the catalogue', () => {
  it('has a sample address for each template', () => {
    const missing = all.filter((r) => !sampleOf(r.template)).map((r) => r.template);
    expect(missing).toEqual([]);
    // the walk reaches every child: section 2 of the spec names 91 route templates
    expect(all.length).toBeGreaterThanOrEqual(91);
  });

  for (const persona of ['superAdmin', 'analyzer']) {
    it(`opens a working screen on every route of the ${persona === 'analyzer' ? 'analyzer' : 'manager'}`, { timeout: 600_000 }, async () => {
      const page = await newPage(browser(), { persona });
      await signInReady(page);
      const routes = all.map((r) => sampleOf(r.template)!).filter((s) => (s.persona ?? 'superAdmin') === persona);
      // the first by address, the others through the running console's router, as a user goes from screen to screen
      for (const [i, s] of routes.entries()) await expectWorkingScreen(page, s.url, i === 0);
      expectNoProblems(page, { allowApiStatus: [404] });
    });
  }
});
