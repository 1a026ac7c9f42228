/**
 * What the shell shows to each kind of administrator (roles and permissions): header title, top-bar items and
 * the profile menu, signed in as each persona of the mock appliance.
 */
import { describe, expect, it } from 'vitest';
import { expectNoProblems, expectNoSeriousA11yViolations, newPage, useBrowser } from './support/browser.ts';
import { appears, header, PASSWORD_DIALOG, profileMenuItems, signInReady } from './shell-flows.ts';

const browser = useBrowser();

interface Expectation {
  title: string;
  bell: boolean;
  processMonitor: boolean;
  changePassword: 'enabled' | 'disabled' | 'absent';
  changeProfile: boolean;
  upgrade: boolean;
  quickAccess: boolean;
  portal: boolean;
  viewDetails: boolean;
  haTag: string | null;
  fabric: boolean;
  /** product name and build on the right of the header (cloud users get their portal menu instead) */
  productBuild: boolean;
}

const base: Expectation = {
  title: 'FMG-HQ-01',
  bell: true,
  processMonitor: true,
  changePassword: 'enabled',
  changeProfile: true,
  upgrade: true,
  quickAccess: false,
  portal: false,
  viewDetails: false,
  haTag: null,
  fabric: false,
  productBuild: true,
};

const personas: Array<[string, Partial<Expectation>]> = [
  ['superAdmin', {}],
  ['analyzer', { title: 'FAZ-HQ-01', fabric: true }],
  ['ssoAdmin', { quickAccess: true, changePassword: 'absent', changeProfile: false }],
  ['restrictedAdmin', { title: 'Restricted Admin Mode', bell: false, processMonitor: false, upgrade: false }],
  ['readOnly', { upgrade: false }],
  ['haSecondary', { title: 'FMG-HQ-02', haTag: 'HA Secondary', changePassword: 'disabled' }],
  ['maskedAdmin', { title: 'FAZ-HQ-01', viewDetails: true, fabric: true, upgrade: false }],
  ['cloudUser', { portal: true, upgrade: false, changePassword: 'absent', changeProfile: false, productBuild: false }],
  ['defaultPassword', { upgrade: false }],
  ['noAdomChange', { upgrade: false }],
  ['singleAdom', { upgrade: false }],
];

describe('shell per persona', () => {
  it.each(personas)('%s', async (persona, overrides) => {
    const want = { ...base, ...overrides };
    const page = await newPage(browser(), { persona });
    await signInReady(page);
    const banner = header(page);

    await expect.poll(() => banner.textContent(), { timeout: 10000 }).toContain(want.title);
    if (want.title === 'Restricted Admin Mode') expect(await banner.textContent()).not.toContain('FMG-HQ-01');

    expect(await appears(banner.getByRole('button', { name: /^Notifications, / }), want.bell ? 8000 : 1500)).toBe(want.bell);
    expect(await appears(banner.getByRole('button', { name: 'Quick Access' }), want.quickAccess ? 8000 : 500)).toBe(want.quickAccess);
    expect(await appears(banner.getByRole('button', { name: 'View Details' }), want.viewDetails ? 8000 : 500)).toBe(want.viewDetails);
    expect(await appears(banner.getByRole('button', { name: /^Fabric role: / }), want.fabric ? 8000 : 500)).toBe(want.fabric);
    expect(await appears(banner.getByText(/v\d+\.\d+\.\d+ build \d+/), want.productBuild ? 8000 : 500)).toBe(want.productBuild);
    if (want.haTag) await expect.poll(() => banner.textContent()).toContain(want.haTag);
    else expect(await banner.textContent()).not.toMatch(/HA (Primary|Secondary)/);

    const items = await profileMenuItems(page);
    const names = items.map((i) => i.name);
    expect(names.includes('Process Monitor')).toBe(want.processMonitor);
    expect(names.includes('Upgrade Firmware')).toBe(want.upgrade);
    expect(names.includes('Change Profile')).toBe(want.changeProfile);
    const password = items.find((i) => i.name === 'Change Password');
    expect(password ? (password.disabled ? 'disabled' : 'enabled') : 'absent').toBe(want.changePassword);
    expect(names.includes('Return To Portal')).toBe(want.portal);
    expect(names.includes('System Information')).toBe(!want.portal);
    expect(names).toContain('Logout');

    // what this persona's header shows is accessible too
    await expectNoSeriousA11yViolations(page, 'header');
    expectNoProblems(page);
  });

  it('passwordExpired: the forced change comes first and cannot be put off', async () => {
    const page = await newPage(browser(), { persona: 'passwordExpired' });
    await signInReady(page, { pickAdom: false });
    const dialog = page.getByRole('dialog', { name: PASSWORD_DIALOG });
    await dialog.waitFor();
    await expect.poll(() => header(page).textContent()).toContain('FMG-HQ-01');
    expect(await dialog.getByRole('button', { name: 'Later' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    expectNoProblems(page);
  });
});
