import { it } from 'vitest';
import { newPage, useBrowser } from './support/browser.ts';
import { signInReady } from './shell-flows.ts';
const browser = useBrowser();
it('debug', async () => {
  const page = await newPage(browser(), { scenarios: { getSessionStatus: 'timeoutWarning' } });
  await signInReady(page, { pickAdom: false });
  await page.waitForTimeout(4000);
  console.log('COUNT', await page.getByRole('dialog', { name: 'Session Timeout' }).count(), await page.getByRole('dialog').count());
  for (const el of await page.locator('[role=dialog]').all()) console.log('DLG', (await el.evaluate((e) => e.outerHTML)).slice(0, 400));
  console.log(await page.evaluate(() => JSON.stringify(localStorage)));
});
