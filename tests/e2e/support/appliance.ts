/**
 * The mock appliance's controls from a browser test (scripts/lib/mock-control.ts), through the console's server:
 * reset the test's sandbox to the spec's examples, or restart the appliance as a unit would restart.
 */
import type { BrowserContext } from 'playwright-core';
import { baseURL } from './browser.ts';

/** The test's sandbox back to the spec's examples. */
export async function resetSandbox(context: BrowserContext): Promise<void> {
  const answer = await context.request.post(`${baseURL()}/__mock/reset`);
  if (!answer.ok()) throw new Error(`reset answered ${answer.status()}`);
}

/** Stops the mock appliance and waits until it answers again with what it kept. */
export async function restartAppliance(context: BrowserContext): Promise<void> {
  const answer = await context.request.post(`${baseURL()}/__mock/restart`);
  if (answer.status() !== 202) throw new Error(`restart answered ${answer.status()}`);
  const until = Date.now() + 30000;
  // the old process answers until it has stopped: wait for it to go, then for the new one
  await new Promise((r) => setTimeout(r, 100));
  while (Date.now() < until) {
    const health = await context.request.get(`${baseURL()}/__mock/health`, { failOnStatusCode: false }).catch(() => null);
    if (health?.ok()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the mock appliance did not come back within 30 s');
}
