/**
 * The startup wizard per first-run persona: steps already complete are left out, the HA secondary has no password
 * step and cannot set the backup strategy, and the analyzer's wizard carries its own product name.
 */
import { describe, expect, it } from 'vitest';
import { expectNoProblems, screenshot, useBrowser } from './support/browser.ts';
import { ADOM_PICKER } from './shell-flows.ts';
import {
  button,
  click,
  expectAccessibleWizard,
  onStep,
  openWizard,
  skipTo,
  stepTitles,
  wizard,
} from './wizard-flows.ts';

const browser = useBrowser();

const ALL = ['Welcome', 'Register and SSO', 'Specify Hostname', 'Change Your Password', 'Upgrade Firmware', 'Backup Strategy', 'Finish'];
const without = (step: string) => ALL.filter((s) => s !== step);

describe('startup wizard per persona', () => {
  it.each([
    ['wizardRegistered', 'Register and SSO'],
    ['wizardHostnameSet', 'Specify Hostname'],
    ['wizardPasswordChanged', 'Change Your Password'],
    ['wizardNoNewerImage', 'Upgrade Firmware'],
    ['wizardBackupChanged', 'Backup Strategy'],
  ])('%s: no %s step', async (persona, skipped) => {
    const page = await openWizard(browser(), { persona });
    expect(await stepTitles(page)).toEqual(without(skipped));
    const remaining = await wizard(page).getByRole('list', { name: 'Remaining steps' }).getByRole('listitem').allTextContents();
    expect(remaining).not.toContain(skipped);
    expect(await page.getByRole('dialog', { name: 'FortiManager Setup' }).count()).toBe(1);
    expectNoProblems(page);
  });

  it('wizardRegistered: Begin leads straight to the host name', async () => {
    const page = await openWizard(browser(), { persona: 'wizardRegistered' });
    await click(page, 'Begin');
    await onStep(page, 'Specify Hostname');
    expectNoProblems(page);
  });

  it('wizardHaSecondary: no password step, and the backup strategy belongs to the HA primary', { timeout: 90000 }, async () => {
    const page = await openWizard(browser(), { persona: 'wizardHaSecondary' });
    expect(await stepTitles(page)).toEqual(without('Change Your Password'));
    await skipTo(page, 'Backup Strategy');
    await onStep(page, 'Backup Strategy');
    await wizard(page)
      .getByText('Backup Strategy cannot be set up on HA Secondary unit. Please complete it on HA Primary.', { exact: true })
      .waitFor();
    expect(await button(page, 'Later').count()).toBe(0);
    await screenshot(page, 'wizard-ha-secondary-backup');
    await expectAccessibleWizard(page);
    await click(page, 'Next');
    await onStep(page, 'Setup Incomplete');
    expectNoProblems(page);
  });

  it("wizardAnalyzer: titled by the analyzer's product, with its release notes", { timeout: 90000 }, async () => {
    const page = await openWizard(browser(), { persona: 'wizardAnalyzer' });
    await page.getByRole('dialog', { name: 'FortiAnalyzer Setup' }).waitFor();
    expect(await wizard(page).getByText(/^This wizard sets up FortiAnalyzer\./).count()).toBe(1);
    await expectAccessibleWizard(page);
    await skipTo(page, 'Upgrade Firmware');
    await onStep(page, 'Upgrade Firmware');
    const notes = wizard(page).getByRole('link', { name: /Release Notes/ });
    expect(await notes.getAttribute('href')).toMatch(/^https:\/\/docs\.fortinet\.com\/document\/fortianalyzer\/[\d.]+\/release-notes\/\d+$/);
    expect(await notes.getAttribute('target')).toBe('_blank');
    expect(await notes.getAttribute('rel')).toBe('noopener noreferrer');
    await screenshot(page, 'wizard-analyzer-firmware');
    expectNoProblems(page);
  });

  it('after Finish the start-up order goes on', { timeout: 90000 }, async () => {
    const page = await openWizard(browser(), { persona: 'wizardRegistered' });
    await skipTo(page, 'Finish');
    await onStep(page, 'Setup Incomplete');
    await click(page, 'Finish');
    await wizard(page).waitFor({ state: 'hidden' });
    await page.getByRole('dialog', { name: ADOM_PICKER }).waitFor();
    expectNoProblems(page);
  });
});
