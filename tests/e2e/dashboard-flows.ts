/** Dashboard steps shared by the dashboard and custom-view browser tests. */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newPage, startSignedIn, type PageOptions } from './support/browser.ts';

export const ADOM_OF_PRODUCT: Record<string, string> = {
  FortiMail: 'Mail-Gateways',
  FortiProxy: 'Web-Proxies',
  FortiClient: 'Endpoints',
  FortiDDoS: 'Anti-DDoS',
  FortiFirewall: 'Datacenter-Firewall',
};

/** A tab signed in on `adom` (root by default) that opens a path; `ready` is what the page shows once open. */
export async function openAs(browser: BrowserContext, options: PageOptions, path: string, adom = 'root', ready = '.dashboard, .ant-result'): Promise<Page> {
  return openOn(await newPage(browser, options), path, adom, ready);
}

/** openAs on a page already opened with newPage (e.g. one whose clock the test controls): it starts signed in, on `adom`. */
export async function openOn(page: Page, path: string, adom = 'root', ready = '.dashboard, .ant-result'): Promise<Page> {
  await startSignedIn(page, { adom });
  await page.goto(path);
  await page.getByRole('main').locator(ready).first().waitFor();
  return page;
}

export function widget(page: Page, title: string): Locator {
  return page.getByRole('main').getByRole('region', { name: title, exact: true });
}

/** Waits until no widget in view is loading any more; answers what each shows. */
export async function settled(page: Page): Promise<{ loaded: number; empty: number; failed: string[] }> {
  const main = page.getByRole('main');
  await main.locator('.widget-frame').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main .widget-loading'), undefined, { timeout: 30_000 });
  const failed = await main.locator('.widget-frame').filter({ hasText: 'Failed to load the widget data.' }).allTextContents();
  const empty = await main.locator('.widget-frame').filter({ hasText: 'No data for this time period.' }).count();
  const loaded = await main.locator('.widget-frame .chart, .widget-frame [role="grid"]').count();
  return { loaded, empty, failed };
}

/** openAs bound to the suite's browser. */
export function dashboardFlows(browser: () => BrowserContext) {
  return { ADOM_OF_PRODUCT, openAs: (options: PageOptions, path: string, adom = 'root') => openAs(browser(), options, path, adom) };
}
