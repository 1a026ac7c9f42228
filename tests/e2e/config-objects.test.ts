/**
 * The access-point and switch template objects as an administrator uses them: lock the ADOM, then create, edit and
 * delete objects of three kinds (an SSID, a switch VLAN definition, a custom command), each refusing a bad value
 * with the spec's message first; a device's own objects; the managed access points and switches; the access point
 * list following the ADOM's management setting; and axe in both themes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoProblems, expectNoSeriousA11yViolations, openSignedIn, useBrowser, type PageOptions } from './support/browser.ts';
import { dialogTitled } from './psirt-flows.ts';
import { settled } from './support/settle.ts';

const browser = useBrowser();

const openScreen = (path: string, options: PageOptions = {}): Promise<Page> => openSignedIn(browser(), path, options);

/** Locks the current ADOM from the top bar, as changing objects needs. */
async function lockAdom(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Lock', exact: false }).first().click();
  await page.getByRole('main').getByText('Lock the ADOM to make changes.').waitFor({ state: 'detached' });
}

describe('template objects', () => {
  it('SSIDs: a short passphrase is refused with its message; the SSID is created, edited and deleted', async () => {
    const page = await openScreen('/fortiap/wifitemplates/ssids');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'SSIDs' }).waitFor();
    await main.getByRole('grid', { name: 'SSIDs list' }).getByText('corp-wifi', { exact: true }).waitFor();
    await lockAdom(page);
    await main.getByRole('button', { name: 'Create New' }).click();
    const create = dialogTitled(page, 'Create New SSID');
    await create.getByLabel('Name', { exact: true }).fill('cafe-wifi');
    await create.getByLabel('SSID', { exact: true }).fill('Cafe');
    await create.getByLabel('Passphrase', { exact: true }).fill('short');
    await create.getByRole('button', { name: 'OK' }).click();
    await create.getByText('The passphrase must be 8 to 63 characters.').waitFor();
    await create.getByLabel('Passphrase', { exact: true }).fill('coffee-and-cake');
    await create.getByRole('button', { name: 'OK' }).click();
    await page.getByText('SSID created.').waitFor();
    const row = main.getByRole('row').filter({ hasText: 'cafe-wifi' });
    await row.waitFor();
    // edit from the keyboard: the row's name cell, then Enter
    await row.getByRole('gridcell', { name: 'cafe-wifi', exact: true }).click();
    await page.keyboard.press('Enter');
    const edit = dialogTitled(page, 'Edit SSID');
    await edit.getByLabel('VLAN ID', { exact: true }).fill('320');
    await edit.getByRole('button', { name: 'OK' }).click();
    await page.getByText('SSID saved.').waitFor();
    await row.getByText('320', { exact: true }).waitFor();
    await row.getByRole('checkbox', { name: 'Select cafe-wifi' }).check();
    await main.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('cafe-wifi deleted.').waitFor();
    await row.waitFor({ state: 'detached' });
    expectNoProblems(page);
  });

  it('switch VLAN definitions: a name with a slash is refused; one is created, edited and deleted', async () => {
    const page = await openScreen('/fortiswitch/templates/vlandefinition');
    const main = page.getByRole('main');
    await main.getByText('quarantine', { exact: true }).waitFor();
    await lockAdom(page);
    await main.getByRole('button', { name: 'Create New' }).click();
    const create = dialogTitled(page, 'Create New VLAN Definition');
    await create.getByLabel('Name', { exact: true }).fill('cam/eras');
    await create.getByLabel('VLAN ID', { exact: true }).fill('300');
    await create.getByRole('button', { name: 'OK' }).click();
    await create.getByText('The name cannot contain \\ / " \' < > & | ; #').waitFor();
    await create.getByLabel('Name', { exact: true }).fill('cameras');
    await create.getByRole('button', { name: 'OK' }).click();
    await page.getByText('VLAN Definition created.').waitFor();
    const row = main.getByRole('row').filter({ hasText: 'cameras' });
    await row.getByRole('checkbox', { name: 'Select cameras' }).check();
    await main.getByRole('button', { name: 'Edit' }).click();
    const edit = dialogTitled(page, 'Edit VLAN Definition');
    await edit.getByLabel('Comments', { exact: true }).fill('IP cameras');
    await edit.getByRole('button', { name: 'OK' }).click();
    await page.getByText('VLAN Definition saved.').waitFor();
    await row.getByText('IP cameras').waitFor();
    await main.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('cameras deleted.').waitFor();
    expectNoProblems(page);
  });

  it('custom commands: an empty command is refused; one is created, cloned, edited and deleted', async () => {
    const page = await openScreen('/fortiswitch/templates/command');
    const main = page.getByRole('main');
    await main.getByText('ntp-servers', { exact: true }).waitFor();
    await lockAdom(page);
    await main.getByRole('button', { name: 'Create New' }).click();
    const create = dialogTitled(page, 'Create New Custom Command');
    await create.getByLabel('Command Name', { exact: true }).fill('poe-reset');
    await create.getByRole('button', { name: 'OK' }).click();
    await create.getByText('This field is required.').waitFor();
    await create.getByLabel('Command', { exact: true }).fill('execute poe-reset port1');
    await create.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Custom Command created.').waitFor();
    const row = main.getByRole('row').filter({ hasText: 'poe-reset' });
    await row.getByRole('checkbox', { name: 'Select poe-reset' }).check();
    await main.getByRole('button', { name: 'Clone' }).click();
    const clone = dialogTitled(page, 'Clone Custom Command');
    expect(await clone.getByLabel('Command Name', { exact: true }).inputValue()).toBe('poe-reset_copy');
    await clone.getByRole('button', { name: 'OK' }).click();
    await main.getByRole('row').filter({ hasText: 'poe-reset_copy' }).waitFor();
    await main.getByRole('button', { name: 'Edit' }).click();
    const edit = dialogTitled(page, 'Edit Custom Command');
    await edit.getByLabel('Description', { exact: true }).fill('PoE reset');
    await edit.getByRole('button', { name: 'OK' }).click();
    await row.getByText('PoE reset').waitFor();
    await main.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('poe-reset deleted.').waitFor();
    expectNoProblems(page);
  });

  it("a device's own objects: the device is chosen and kept in the URL", async () => {
    const page = await openScreen('/fortiap/devices/wifitemplates/profiles');
    const main = page.getByRole('main');
    await main.getByText('Choose a device to see its objects.').first().waitFor();
    await main.getByRole('combobox', { name: 'Device' }).click();
    await page.keyboard.type('BR-DET-001');
    // Enter once the device is offered, as a user waits for the list to show it
    await page.getByRole('option', { name: /BR-DET-001/ }).waitFor({ state: 'attached' });
    await page.keyboard.press('Enter');
    await main.getByText('FAP431F-branch', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('device')).toBe('BR-DET-001');
    await page.reload();
    await main.getByText('FAP431F-branch', { exact: true }).waitFor();
    expectNoProblems(page);
  });
});

describe('managed access points and switches', () => {
  it('lists the access points with their state; /fortiap/devices/list opens them when managed centrally', async () => {
    const page = await openScreen('/fortiap/devices/list', { persona: 'apCentral' });
    await page.waitForURL(/\/fortiap\/centrallist$/);
    const main = page.getByRole('main');
    await main.getByRole('grid', { name: 'Managed access points' }).getByText('BR-DET-001-AP01', { exact: true }).waitFor();
    await main.getByText(/access points: [\d,]+ online/).waitFor();
    expectNoProblems(page);
  });

  it('lists them under each FortiGate when each FortiGate manages its own', async () => {
    const page = await openScreen('/fortiap/devices/list', { persona: 'apPerDevice' });
    const main = page.getByRole('main');
    await main.getByText('Each FortiGate manages its own access points: they are listed under their FortiGate.').waitFor();
    await main.getByRole('button', { name: /^BR-ATL-001 \(\d+\)$/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/fortiap/devices/list');
    expectNoProblems(page);
  });

  it('lists the switches, and says when they cannot be read', async () => {
    const page = await openScreen('/fortiswitch/centrallist');
    const main = page.getByRole('main');
    await main.getByText('BR-DET-001-SW01', { exact: true }).waitFor();
    const failing = await openScreen('/fortiswitch/centrallist', { faults: { listManagedSwitches: 500 } });
    await failing.getByRole('main').getByText('Failed to load the switches.', { exact: false }).waitFor();
    expectNoProblems(page);
  });

  it.each([
    ['light', {}],
    ['dark', { getProfile: 'darkWithAvatar' }],
  ])('the screens pass axe in the %s theme', async (_theme, scenarios) => {
    const page = await openScreen('/fortiap/centrallist', { scenarios });
    const main = page.getByRole('main');
    await main.getByText('BR-DET-001-AP01', { exact: true }).waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/fortiap/wifitemplates/ssids');
    await main.getByText('corp-wifi', { exact: true }).waitFor();
    await lockAdom(page);
    await main.getByRole('button', { name: 'Create New' }).click();
    await dialogTitled(page, 'Create New SSID').getByRole('button', { name: 'OK' }).click();
    await dialogTitled(page, 'Create New SSID').getByText('This field is required.').first().waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/fortiap/wifitemplates/setting');
    await main.getByLabel('DARRP Optimization Interval (s)').waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/fortiswitch/templates/queuepolicy');
    await main.getByText('voice-queues', { exact: true }).waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/fortiswitch/devices/list');
    await main.getByRole('treegrid', { name: 'Managed switches' }).getByText('BR-ATL-001-SW01', { exact: true }).waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
  });
});
