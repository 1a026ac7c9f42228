/**
 * The start-up order after sign-in: startup wizard (super admin, setup not complete), then a forced or
 * optional password change, then the ADOM picker, or the default ADOM when the admin may not change ADOM.
 */
import { describe, expect, it } from 'vitest';
import { operations } from '../../generated/api/operations.ts';
import { expectNoProblems, newPage, openSignedIn, signIn, useBrowser } from './support/browser.ts';
import { settled } from './support/settle.ts';
import { ADOM_PICKER, appears, header, openFromPicker, PASSWORD_DIALOG } from './shell-flows.ts';

const browser = useBrowser();

const wizardPersonaExists = (operations.getSysConfig.examples as readonly string[]).includes('freshAppliance');

describe('start-up order', () => {
  it('expired password: the forced change opens first, without Later, and cannot be dismissed', async () => {
    const page = await newPage(browser(), { persona: 'passwordExpired' });
    await signIn(page);
    const dialog = page.getByRole('dialog', { name: PASSWORD_DIALOG });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Later' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await settled(page);
    expect(await dialog.isVisible()).toBe(true);
    // the ADOM picker waits for the password change
    expect(await page.getByRole('dialog', { name: ADOM_PICKER }).count()).toBe(0);
    expectNoProblems(page);
  });

  it('default password: an optional change with Later, then the ADOM picker', async () => {
    const page = await newPage(browser(), { persona: 'defaultPassword' });
    await signIn(page);
    const dialog = page.getByRole('dialog', { name: PASSWORD_DIALOG });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Later' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const picker = page.getByRole('dialog', { name: ADOM_PICKER });
    await picker.waitFor();
    await openFromPicker(picker);
    // done once: a reload does not ask again
    await page.reload();
    await header(page).waitFor();
    expect(await appears(page.getByRole('dialog', { name: ADOM_PICKER }), 3000)).toBe(false);
    expect(await appears(page.getByRole('dialog', { name: PASSWORD_DIALOG }), 500)).toBe(false);
    expectNoProblems(page);
  });

  it('super admin: straight to the ADOM picker', async () => {
    const page = await newPage(browser(), { persona: 'superAdmin' });
    await signIn(page);
    await page.getByRole('dialog', { name: ADOM_PICKER }).waitFor();
    expect(await page.getByRole('dialog', { name: PASSWORD_DIALOG }).count()).toBe(0);
    expectNoProblems(page);
  });

  it('may not change ADOM: the default ADOM is opened, no picker', async () => {
    const page = await newPage(browser(), { persona: 'noAdomChange' });
    await signIn(page);
    await expect.poll(() => header(page).textContent(), { timeout: 10000 }).toContain('ADOM: Finance');
    expect(await appears(page.getByRole('dialog', { name: ADOM_PICKER }), 3000)).toBe(false);
    expectNoProblems(page);
  });

  it('one ADOM only: it opens directly, without a picker to choose from', async () => {
    const page = await newPage(browser(), { persona: 'singleAdom' });
    await signIn(page);
    await expect.poll(() => header(page).textContent(), { timeout: 10000 }).toContain('ADOM: Retail-East');
    expect(await appears(page.getByRole('dialog', { name: ADOM_PICKER }), 3000)).toBe(false);
    expectNoProblems(page);
  });

  it('the ADOM list cannot be loaded: the picker says so, and the admin may keep the current ADOM', async () => {
    const page = await newPage(browser(), { persona: 'superAdmin', faults: { listAdoms: 500 } });
    await signIn(page);
    const picker = page.getByRole('dialog', { name: ADOM_PICKER });
    await picker.getByText('Failed to load the ADOM list.').waitFor({ timeout: 15000 });
    await picker.getByRole('button', { name: 'Keep Current ADOM' }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('main').getByRole('heading', { name: 'Overview' }).waitFor();
    expectNoProblems(page);
  });

  it('a PostgreSQL upgrade holds the screen first; the ADOM picker follows once it is closed', async () => {
    const page = await newPage(browser(), { persona: 'superAdmin', scenarios: { getPostgresUpgradeStatus: 'completed' } });
    await signIn(page);
    const upgrade = page.getByRole('dialog', { name: 'PostgreSQL Upgrade' });
    await upgrade.getByText('PostgreSQL Upgrade was completed.').waitFor();
    expect(await appears(page.getByRole('dialog', { name: ADOM_PICKER }), 1500)).toBe(false);
    await upgrade.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('dialog', { name: ADOM_PICKER }).waitFor();
    expectNoProblems(page);
  });

  it("one ADOM only: switching says 'You have only one ADOM.'", async () => {
    const page = await openSignedIn(browser(), '/', { persona: 'singleAdom' });
    const selector = header(page).getByRole('button', { name: /^ADOM: / });
    await selector.click();
    await expect.poll(() => page.getByText('You have only one ADOM.').count(), { timeout: 5000 }).toBeGreaterThan(0);
    expectNoProblems(page);
  });

  it.skipIf(!wizardPersonaExists)('fresh appliance: the startup wizard comes before everything else', async () => {
    const page = await newPage(browser(), { persona: 'freshAppliance' });
    await signIn(page);
    await expect.poll(() => page.getByText(/Setup$/).count(), { timeout: 10000 }).toBeGreaterThan(0);
    expect(await page.getByRole('dialog', { name: ADOM_PICKER }).count()).toBe(0);
    expect(await page.getByRole('dialog', { name: PASSWORD_DIALOG }).count()).toBe(0);
  });
});
