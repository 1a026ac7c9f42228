import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Goes to a route inside the running console, as its own links do (the router follows the history), and waits until
 * the screen of the new route has replaced the one shown before. A route that leads to the screen already shown
 * (both FortiSOC routes open the outbreak alerts) keeps it.
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  const before = await page.evaluate(() => {
    const shown = document.querySelector('main [data-app-key]');
    shown?.setAttribute('data-left', '');
    return shown?.getAttribute('data-app-key') ?? null;
  });
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  const replaced = await page
    .waitForFunction(
      (previous) => {
        const shown = document.querySelector('main [data-app-key]');
        return !!shown && (!shown.hasAttribute('data-left') || shown.getAttribute('data-app-key') !== previous);
      },
      before,
      { timeout: 5000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!replaced) expect(await page.locator('main [data-app-key]').first().getAttribute('data-app-key'), url).toBe(before);
}
