import type { Page } from 'playwright-core';

/** Two animation frames: whatever a key press or click started has been rendered (no fixed sleep). */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Waits until no dialog, drawer or message is fading in or out, then for the frame after: what axe measures, a
 * screenshot shows and a count finds is what the user sees. A press that should change nothing (Escape on a dialog
 * that must stay) has had its chance to start a closing animation by then.
 */
export async function settled(page: Page): Promise<void> {
  await nextFrames(page);
  await page
    .waitForFunction(() => !document.querySelector('[class*="-appear"], [class*="-enter"], [class*="-leave"]'), undefined, { timeout: 5000 })
    .catch(() => undefined);
  await nextFrames(page);
}
