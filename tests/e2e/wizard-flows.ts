/**
 * Steps the startup wizard's browser tests share: signing in as a first-run persona, finding the wizard and its
 * steps, moving through them, and walking focus with the keyboard only.
 */
import { expect } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, newPage, signIn, type PageOptions } from './support/browser.ts';

/** The wizard's dialog, titled '<product> Setup'. */
export function wizard(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Forti\w+ Setup$/ });
}

/** The modal layers the wizard and its confirmations render in, for axe. */
export const WIZARD_LAYERS = ['.ant-modal-wrap', '.ant-message'];

/** Opens a tab as `persona` (with scenarios or faults), signs in and waits for the wizard's first step. */
export async function openWizard(context: BrowserContext, options: PageOptions = {}): Promise<Page> {
  const page = await newPage(context, { persona: 'freshAppliance', ...options });
  await signIn(page);
  await onStep(page, 'Welcome');
  return page;
}

/** Waits for a step's heading, which takes the focus when the step opens. */
export async function onStep(page: Page, heading: string): Promise<Locator> {
  const h = wizard(page).getByRole('heading', { name: heading, exact: true });
  await h.waitFor({ timeout: 20000 });
  await expect
    .poll(() => h.evaluate((el) => el === document.activeElement), { timeout: 5000 })
    .toBe(true);
  return h;
}

/** The step list at the side, in order. */
export async function stepTitles(page: Page): Promise<string[]> {
  const nav = wizard(page).getByRole('navigation', { name: 'Setup steps' });
  await nav.waitFor();
  return nav.locator('.ant-steps-item-title').allTextContents();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A button of the wizard (not of a confirmation on top of it). Right after a call, a button's loading icon may still
 * be fading out, and it names itself 'loading' until then.
 */
export function button(page: Page, name: string): Locator {
  return wizard(page).getByRole('button', { name: new RegExp(`^(loading )?${escape(name)}$`) });
}

export async function click(page: Page, name: string): Promise<void> {
  await button(page, name).click();
}

/** A text field of the current step by its label (required fields carry a leading '*'). */
export function field(page: Page, label: string): Locator {
  return wizard(page).getByLabel(new RegExp(`^\\*?\\s*${label.replace(/[/()]/g, '\\$&')}$`));
}

import { settled } from './support/settle.ts';

export { settled };

/** axe on the wizard and anything on top of it, once the motion has settled. */
export async function expectAccessibleWizard(page: Page): Promise<void> {
  await settled(page);
  await expectNoSeriousA11yViolations(page, WIZARD_LAYERS);
}

/** Mock faults, changed in the running tab: the next call answers accordingly. */
export async function setFaults(page: Page, faults: Record<string, number>): Promise<void> {
  await page.evaluate((f) => localStorage.setItem('console.faults', JSON.stringify(f)), faults);
}

/** Presses Tab until the focused element is the one `locator` finds; fails after `max` presses. */
export async function tabTo(page: Page, locator: Locator, max = 40): Promise<void> {
  const target = await locator.elementHandle();
  if (!target) throw new Error('tabTo: the target is not on the page');
  for (let i = 0; i < max; i++) {
    const reached = await target.evaluate((el) => {
      const active = document.activeElement;
      // a control whose focusable part sits inside it (antd's select keeps its input within)
      return el === active || (el.contains(active) && active !== document.body);
    });
    if (reached) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`tabTo: ${max} Tab presses did not reach the target`);
}

/** The text the user sees for a message anywhere on the page (inline alerts and toasts). */
export function message(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true });
}

/** Walks from the Welcome step to `heading` choosing the quickest way on each step (Later where offered). */
export async function skipTo(page: Page, heading: string): Promise<void> {
  const order: Array<[string, () => Promise<void>]> = [
    ['Welcome', () => click(page, 'Begin')],
    ['Register and SSO', () => click(page, 'Later')],
    ['Specify Hostname', () => click(page, 'Next')],
    ['Change Your Password', () => click(page, 'Later')],
    ['Upgrade Firmware', () => click(page, 'Upgrade Later')],
    ['Backup Strategy', () => click(page, 'Later')],
  ];
  const steps = await stepTitles(page);
  for (const [step, leave] of order) {
    if (step === heading) return;
    if (step !== 'Welcome' && !steps.includes(step)) continue;
    await onStep(page, step);
    await leave();
  }
}
