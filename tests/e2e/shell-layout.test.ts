/**
 * The frame around every screen: skip link, side menu, module toolbar by route prefix, module screens,
 * the uncertified-image banner, the persona switch, failures that must not blank the page, and axe in
 * both themes.
 */
import { describe, expect, it } from 'vitest';
import { expectNoProblems, expectNoSeriousA11yViolations, newPage, openSignedIn, screenshot, useBrowser } from './support/browser.ts';
import { settled } from './support/settle.ts';
import { accountMenu, appears, header, signInReady } from './shell-flows.ts';

const browser = useBrowser();

describe('layout', () => {
  it('the skip link is the first thing to focus and moves focus to the main content', async () => {
    const page = await openSignedIn(browser(), '/');
    // once the home page has drawn: nothing moves the focus after the click below
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await page.locator('body').click({ position: { x: 700, y: 600 } });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await focused.textContent()).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expectNoProblems(page);
  });

  it('the side menu collapses and says so', async () => {
    const page = await openSignedIn(browser(), '/');
    const toggle = header(page).getByRole('button', { name: 'Collapse sidebar' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // open, the menu shows its items' names and no tooltip repeats them
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('menuitem', { name: 'Home' }).hover();
    await page.waitForTimeout(300);
    expect(await page.getByRole('tooltip').count()).toBe(0);
    await toggle.click();
    expect(await header(page).getByRole('button', { name: 'Expand sidebar' }).getAttribute('aria-expanded')).toBe('false');
    // collapsed to its icons, it names an item in a tooltip
    await page.mouse.move(700, 600);
    await nav.getByRole('menuitem', { name: 'Home' }).hover();
    await expect.poll(() => page.getByRole('tooltip').filter({ hasText: 'Home' }).isVisible()).toBe(true);
  });

  it('keyboard alone: Tab to the account menu, open it with Enter or Space, arrows to Change Profile, Change Password and Logout, Enter opens each', async () => {
    // as a user sees it: the menu and the dialogs animate
    const page = await openSignedIn(browser(), '/', { motion: 'full' });
    const account = header(page).getByRole('button', { name: /^Account menu for / });
    const focusedName = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
      });
    /** The menu item that has the focus, or null when the focus is elsewhere. */
    const focusedItem = () => page.evaluate(() => document.activeElement?.closest('[role="menuitem"]')?.textContent?.trim() ?? null);
    /** Presses a key and waits until the focus has moved to the named item. */
    const press = async (key: string, item: string) => {
      await page.keyboard.press(key);
      await expect.poll(focusedItem, { timeout: 3000 }).toBe(item);
    };
    const backOnButton = () => expect.poll(focusedName).toMatch(/^Account menu for /);

    // from the top of the page, Tab goes along the header to the account button
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let i = 0; i < 40 && !/^Account menu for /.test(await focusedName()); i++) await page.keyboard.press('Tab');
    expect(await focusedName()).toMatch(/^Account menu for /);
    expect(await account.getAttribute('aria-haspopup')).toBe('menu');

    // Enter opens the menu with the focus on its first item; the arrows wrap, Home and End go to the ends
    await press('Enter', 'System Information');
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    await press('ArrowUp', 'Logout');
    await press('ArrowDown', 'System Information');
    await press('End', 'Logout');
    await press('Home', 'System Information');
    await press('ArrowDown', 'Upgrade Firmware');
    // Escape closes it and gives the focus back to the button
    await page.keyboard.press('Escape');
    await page.getByRole('menu').filter({ hasText: 'System Information' }).waitFor({ state: 'hidden' });
    await backOnButton();
    expect(await account.getAttribute('aria-expanded')).toBe('false');

    // each item opens its dialog with Enter; the dialog closed, the focus is back on the button
    const walks: Array<[opener: string, keys: string[], item: string]> = [
      ['Enter', ['ArrowDown', 'ArrowDown', 'ArrowDown'], 'Change Profile'],
      ['Space', ['ArrowDown', 'ArrowDown'], 'Change Password'],
      ['Enter', ['ArrowUp'], 'Logout'],
    ];
    for (const [opener, keys, item] of walks) {
      // a menu opened anew starts again at its first item
      await press(opener, 'System Information');
      const names = ['System Information', 'Upgrade Firmware', 'Change Password', 'Change Profile', 'Process Monitor', 'Logout'];
      let at = 0;
      for (const key of keys) {
        at = (at + (key === 'ArrowDown' ? 1 : -1) + names.length) % names.length;
        await press(key, names[at]!);
      }
      expect(names[at]).toBe(item);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: item });
      await dialog.waitFor();
      await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
      if (item === 'Logout') {
        // the mock appliance has no unsaved changes: the plain question, answered from the keyboard
        const logout = dialog.getByRole('button', { name: 'Logout' });
        await expect.poll(() => logout.isEnabled()).toBe(true);
        for (let i = 0; i < 6 && !(await logout.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname.startsWith('/login'));
        await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
      } else {
        // Escape closes it; pressed again when it came while the dialog's form was still arriving
        for (let i = 0; i < 3 && (await dialog.isVisible()); i++) {
          await page.keyboard.press('Escape');
          const closed = await dialog.waitFor({ state: 'hidden', timeout: 4000 }).then(
            () => true,
            () => false,
          );
          if (closed) break;
        }
        await dialog.waitFor({ state: 'hidden' });
        await backOnButton();
      }
    }
    expectNoProblems(page);
  });

  it('the CLI console takes typing at once, runs the command, and gives the focus back when closed', async () => {
    const page = await openSignedIn(browser(), '/');
    await header(page).getByRole('button', { name: 'CLI Console' }).click();
    const command = page.getByRole('textbox', { name: 'Command' });
    await expect.poll(() => command.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('get system status');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('log', { name: 'CLI Console' }).textContent()).toContain('# get system status');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toBe('CLI Console');
    expectNoProblems(page);
  });

  it('a failed certification check or rebuild status says so instead of showing nothing', async () => {
    const page = await openSignedIn(browser(), '/', { faults: { getSecurityCheck: 500, getLogRebuildStatus: 500 } });
    await page.getByRole('alert').filter({ hasText: 'Failed to check the firmware image certification.' }).waitFor({ timeout: 15000 });
    expect(await appears(page.getByRole('alert').filter({ hasText: 'is not certified' }), 500)).toBe(false);
    await header(page).getByRole('button', { name: 'Failed to load the log database rebuild status.' }).waitFor({ timeout: 15000 });
    await expectNoSeriousA11yViolations(page, 'header');
    expectNoProblems(page);
  });

  it('the home page shows real system information, licence, ADOM and activity', async () => {
    const page = await openSignedIn(browser(), '/');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Overview' }).waitFor();
    await expect.poll(() => main.textContent()).toContain('FMG-VMTM24012345');
    await expect.poll(() => main.textContent()).toContain('netadmin@example.com');
    await expect.poll(() => main.textContent()).toContain('Running Tasks');
    expectNoProblems(page);
  });

  it('a failing call shows the catalogue message and the rest keeps working', async () => {
    const page = await openSignedIn(browser(), '/', { faults: { getSysInfo: 500, getSysLicense: 500 } });
    const main = page.getByRole('main');
    await main.getByText('Failed to load system information.').waitFor();
    await main.getByText('Failed to load licence information.').waitFor();
    expect(await main.getByRole('heading', { name: 'Overview' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    expectNoProblems(page);
  });

  it.each([
    ['/fortiap/centrallist', 'Access Point toolbar', 'Managed Access Points'],
    ['/fortiap/wifitemplates/ssids', 'Access Point toolbar', 'SSIDs'],
    ['/fortiswitch/templates/vlandefinition', 'Switch toolbar', 'VLAN Definitions'],
    ['/rstadm/taskmonitor', 'Restricted Admin toolbar', 'Task Monitor'],
    ['/fortiguard/license', null, 'Licensing Status'],
    ['/sys/taskmonitor', null, 'Task Monitor'],
  ])('module toolbar for %s: %s', async (path, toolbar, title) => {
    const page = await openSignedIn(browser(), '/');
    await page.goto(path);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: title }).waitFor();
    if (toolbar) expect(await main.getByRole('toolbar', { name: toolbar }).isVisible()).toBe(true);
    else expect(await main.getByRole('toolbar').count()).toBe(0);
    expectNoProblems(page);
  });

  it('route groups load lazily with their frame; FortiSOC opens on its outbreak alerts', async () => {
    const page = await openSignedIn(browser(), '/', { persona: 'analyzer' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('menuitem', { name: 'Log View' }).click();
    await page.waitForURL((u) => u.pathname === '/logview/threat_hunting');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Threat Hunting' }).waitFor();
    await main.getByText('Top Threats', { exact: true }).waitFor();
    expect(await main.getByText("This module's screens are not available in this console yet.").count()).toBe(0);
    expect(await main.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toContain('Log View');
    await page.goto('/fortisoc');
    await page.waitForURL((u) => u.pathname === '/fortisoc/soar/outbreakalerts');
    await main.getByRole('heading', { level: 1, name: 'Outbreak Alerts' }).waitFor();
    await main.getByText('FortiOS SSL-VPN Out-of-Bound Write').waitFor();
    expect(await main.getByText("This module's screens are not available in this console yet.").count()).toBe(0);
    await page.goto('/fortiview/noc/faz-performance-monitor');
    await main.getByRole('heading', { level: 1, name: 'Local System Performance' }).waitFor();
    expectNoProblems(page);
  });

  it('the task monitor lists the tasks; a restricted admin gets the restricted-admin page', async () => {
    const page = await openSignedIn(browser(), '/', { persona: 'restrictedAdmin' });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('menuitem', { name: 'System' }).click();
    await page.getByRole('menuitem', { name: 'Task Monitor' }).click();
    await page.waitForURL((u) => u.pathname === '/rstadm/taskmonitor');
    await page.getByRole('main').getByRole('gridcell', { name: 'Running' }).first().waitFor();
    expect(await page.getByRole('main').getByRole('row').count()).toBeGreaterThan(1);
    await expectNoSeriousA11yViolations(page);
    expectNoProblems(page);
  });

  it.each([
    ['nonGaCertified', 'certified but is not a GA release', 'warning'],
    ['notCertified', 'This firmware image is not certified.', 'error'],
  ])('uncertified image (%s): banner', async (scenario, text, kind) => {
    const page = await openSignedIn(browser(), '/', { scenarios: { getSecurityCheck: scenario } });
    const banner = page.getByRole('alert').filter({ hasText: text });
    await banner.waitFor();
    expect(await banner.getAttribute('class')).toContain(`ant-alert-${kind}`);
    expectNoProblems(page);
  });

  it('a certified image: no banner', async () => {
    const page = await openSignedIn(browser(), '/');
    await page.getByRole('main').getByRole('heading', { name: 'Overview' }).waitFor();
    expect(await appears(page.getByRole('alert').filter({ hasText: /certified/ }), 1500)).toBe(false);
  });

  it('the persona switch signs in again as the chosen persona', async () => {
    const page = await openSignedIn(browser(), '/');
    await expect.poll(() => header(page).textContent()).toContain('FMG-HQ-01');
    await header(page).getByLabel('Persona').click();
    await page.getByRole('option', { name: 'Restricted administrator (Restricted Admin Mode)' }).click();
    await expect.poll(() => header(page).textContent(), { timeout: 15000 }).toContain('Restricted Admin Mode');
    expect(await page.evaluate(() => localStorage.getItem('console.persona'))).toBe('restrictedAdmin');
  });
});

describe('top bar', () => {
  it.each([1280, 1440])(
    'on the analyzer with a log-database rebuild running, at %i px the items fit: none overlaps the title or the build',
    async (width) => {
      const page = await newPage(browser(), { persona: 'analyzer', scenarios: { getLogRebuildStatus: 'sqlRebuild' } });
      await page.setViewportSize({ width, height: 900 });
      await signInReady(page);
      await header(page).getByRole('button', { name: /^Account menu for / }).waitFor();
      // the rebuild's progress and the vulnerable devices arrive after the header is drawn
      await page.waitForLoadState('networkidle');
      await settled(page);
      const boxes = await page.evaluate(() => {
        const rect = (el: Element | null) => {
          const r = el?.getBoundingClientRect();
          return r ? { left: r.left, right: r.right, top: r.top, bottom: r.bottom } : null;
        };
        const shown = [...document.querySelectorAll('.top-bar > .top-bar-item:not(.top-bar-item-collapsed), .top-bar > .top-bar-more')]
          .filter((el) => el.getBoundingClientRect().width > 0)
          .map((el) => ({ key: (el as HTMLElement).dataset.topBarItem ?? 'more', ...rect(el)! }));
        return { bar: rect(document.querySelector('.top-bar')), title: rect(document.querySelector('.app-title')), right: rect(document.querySelector('.header-right')), shown };
      });
      const overlaps = (a: { left: number; right: number }, b: { left: number; right: number }) => a.left < b.right - 0.5 && b.left < a.right - 0.5;
      for (const item of boxes.shown) {
        expect(overlaps(item, boxes.title!), `${item.key} overlaps the title at ${width} px`).toBe(false);
        expect(overlaps(item, boxes.right!), `${item.key} overlaps the product build at ${width} px`).toBe(false);
        expect(item.right, `${item.key} is cut off at ${width} px`).toBeLessThanOrEqual(boxes.bar!.right + 0.5);
        expect(item.left, `${item.key} is cut off at ${width} px`).toBeGreaterThanOrEqual(boxes.bar!.left - 0.5);
      }
      // whatever left the bar is one click away
      const more = header(page).getByRole('button', { name: /^More tools/ });
      if (await more.count()) {
        await more.click();
        await page.locator('.top-bar-more-list').waitFor();
      }
      await screenshot(page, `top-bar-analyzer-rebuild-${width}`);
      expectNoProblems(page);
    },
  );

  it('keyboard: Enter on Logout in the account menu opens the logout question, which stays open', async () => {
    const page = await openSignedIn(browser(), '/');
    const account = header(page).getByRole('button', { name: /^Account menu for / });
    await account.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Logout' });
    await item.waitFor();
    await item.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Logout' });
    await dialog.waitFor();
    await settled(page);
    expect(await dialog.isVisible()).toBe(true);
    expectNoProblems(page);
  });

  it('Access Points opened by its bare address shows its first screen, not a blank page', async () => {
    const page = await openSignedIn(browser(), '/');
    await page.goto('/fortiap');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Managed Access Points' }).waitFor({ timeout: 15000 });
    await main.getByRole('grid', { name: 'Managed access points' }).waitFor();
    expect(await main.textContent()).not.toContain("This module's screens are not available in this console yet.");
    expectNoProblems(page);
  });

  it('a log screen on the manager says it belongs to the other kind of appliance', async () => {
    const page = await openSignedIn(browser(), '/');
    await page.goto('/logview/threat_hunting');
    await page.getByText('This screen belongs to the other kind of appliance', { exact: false }).waitFor({ timeout: 15000 });
  });
});

describe('accessibility', () => {
  it('sign-in page has no serious violations', async () => {
    const page = await newPage(browser());
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it.each([
    // a completed rebuild puts the 'Rebuilt Log Database' hint in the header too
    ['light', { getLogRebuildStatus: 'completed' }],
    ['dark', { getProfile: 'darkWithAvatar', getLogRebuildStatus: 'completed' }],
  ] as const)('the shell in the %s theme has no serious violations', async (theme, scenarios) => {
    const page = await openSignedIn(browser(), '/', { scenarios, theme });
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Overview' }).waitFor();
    await expect.poll(() => main.textContent()).toContain('FMG-VMTM24012345');
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    await screenshot(page, `shell-home-${theme}`);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/fortiap/wifitemplates/ssids');
    await main.getByRole('heading', { level: 1, name: 'SSIDs' }).waitFor();
    await screenshot(page, `shell-module-${theme}`);
    await expectNoSeriousA11yViolations(page);
    await header(page).getByRole('button', { name: /^Account menu for / }).click();
    await accountMenu(page).waitFor();
    // let the menu finish fading in, or axe measures half-transparent text
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    // the ADOM list marks the current ADOM, and the notifications their severity: both readable
    await header(page).getByRole('button', { name: /^ADOM: / }).click();
    await page.getByRole('menuitem', { name: 'Finance' }).waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page, '.ant-dropdown:not(.ant-dropdown-hidden)');
    await page.keyboard.press('Escape');
    await header(page).getByRole('button', { name: /^Notifications, / }).click();
    await page.getByRole('heading', { name: 'Licence' }).waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page, '.ant-popover:not(.ant-popover-hidden)');
    expectNoProblems(page);
  });
});
