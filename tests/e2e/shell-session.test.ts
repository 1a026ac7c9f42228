/**
 * Session timeout and lost connection: the modals the shell raises on its own.
 */
import { describe, expect, it } from 'vitest';
import { expectNoProblems, newPage, openSignedIn, useBrowser } from './support/browser.ts';
import { header, profileMenuItems, signInReady } from './shell-flows.ts';

const browser = useBrowser();

describe('session', () => {
  it('a timeout warning opens the Session Timeout modal with a live countdown; Extend Session closes it', async () => {
    // an admin without the ADOM picker, so the Session Timeout modal is the only dialog
    const page = await newPage(browser(), { persona: 'noAdomChange', scenarios: { getSessionStatus: 'timeoutWarning' } });
    await signInReady(page, { pickAdom: false });
    const modal = page.getByRole('dialog', { name: 'Session Timeout' });
    await modal.waitFor({ timeout: 15000 });
    const first = await modal.getByRole('timer').textContent();
    expect(first).toMatch(/Your session will expire in \d+ seconds/);
    await expect
      .poll(async () => Number((await modal.getByRole('timer').textContent())?.match(/(\d+)/)?.[1]), { timeout: 5000 })
      .toBeLessThan(Number(first?.match(/(\d+)/)?.[1]));
    expect(await modal.getByRole('button', { name: 'Logout' }).count()).toBe(1);
    const keepalive = page.waitForRequest((r) => r.url().endsWith('/api/gui/session/keepalive') && r.method() === 'POST');
    await modal.getByRole('button', { name: 'Extend Session' }).click();
    await keepalive;
    await modal.waitFor({ state: 'hidden' });
    expectNoProblems(page);
  });

  it('Logout from the Session Timeout modal returns to sign-in', async () => {
    // an admin without the ADOM picker, so the Session Timeout modal is the only dialog
    const page = await newPage(browser(), { persona: 'noAdomChange', scenarios: { getSessionStatus: 'timeoutWarning' } });
    await signInReady(page, { pickAdom: false });
    const modal = page.getByRole('dialog', { name: 'Session Timeout' });
    await modal.waitFor({ timeout: 15000 });
    await modal.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
  });

  it('an unreachable appliance opens the lost-connection modal with a counter; it closes when calls succeed again', async () => {
    const page = await openSignedIn(browser(), '/');
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    const modal = page.getByRole('dialog', { name: 'Connection Lost' });
    await modal.waitFor({ timeout: 30000 });
    await expect.poll(() => modal.getByRole('status').textContent()).toMatch(/Failed attempts: \d+/);
    const firstCount = Number((await modal.getByRole('status').textContent())?.match(/(\d+)/)?.[1]);
    await expect
      .poll(async () => Number((await modal.getByRole('status').textContent())?.match(/(\d+)/)?.[1]), { timeout: 15000 })
      .toBeGreaterThan(firstCount);
    await page.unroute('**/api/**');
    await modal.waitFor({ state: 'hidden', timeout: 15000 });
    // the page itself is still there
    expect(await header(page).isVisible()).toBe(true);
  });

  it('a 401 from the appliance sends the user back to sign-in', async () => {
    const page = await openSignedIn(browser(), '/');
    await page.route('**/api/gui/tasks', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"code":-6,"message":"Session expired."}' }));
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 20000 });
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
  });
});

describe('logout', () => {
  it('with unsaved workspace changes: Save and Logout, Discard and Logout, or Cancel', async () => {
    const page = await openSignedIn(browser(), '/', { scenarios: { listDirtyItems: 'dirty' } });
    await header(page).getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await dialog.waitFor();
    // the dirty items, listed by type
    for (const type of ['Devices', 'Object Categories', 'ADOMs', 'Policy Packages']) {
      expect(await dialog.getByRole('heading', { name: type }).count()).toBe(1);
    }
    expect(await dialog.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    expect(await dialog.getByRole('button', { name: 'Save and Logout' }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Discard and Logout' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).not.toBe('/login');
    // the menu that opened it is gone: the focus is back on its button
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Account menu for /);
    await header(page).getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Save and Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expectNoProblems(page);
  });

  it('without unsaved changes: a confirmation with Cancel', async () => {
    const page = await openSignedIn(browser(), '/', { scenarios: { listDirtyItems: 'clean' } });
    expect((await profileMenuItems(page)).map((i) => i.name)).toContain('Logout');
    await header(page).getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logout' });
    await dialog.getByText('Are you sure you want to log out?').waitFor();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expectNoProblems(page);
  });
});
