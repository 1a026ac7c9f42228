/**
 * Every prefix of the spec's table of module toolbars (specs/catalog/module-toolbars.json) opens a working screen
 * under its toolbar: the list is read from the mock appliance and, where the screen creates objects, Create New adds
 * one (with the ADOM lock held where the workspace asks for it). The logout question then lists the unsaved work a
 * policy package edit and a new address made, and Discard puts it back. The new screens pass axe in both themes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { moduleToolbars } from '@generated/catalog/module-toolbars.ts';
import { expectNoProblems, expectNoSeriousA11yViolations, openSignedIn, useBrowser, type PageOptions } from './support/browser.ts';
import { header, signInReady } from './shell-flows.ts';
import { dialogTitled } from './psirt-flows.ts';
import { settled } from './support/settle.ts';

const browser = useBrowser();

const NEEDS_LOCK = 'Lock the ADOM to make changes.';

interface Create {
  /** the dialog's title */
  dialog: string;
  /** label and value of each field filled; the others keep their defaults */
  fields: Array<[string, string]>;
  /** the name the new object is listed under */
  name: string;
  /** what the console says once it is created */
  created: string;
  /** the workspace asks for the ADOM lock first (the object screens) */
  lock: boolean;
}

interface Sample {
  /** the address opened (a group or parent address goes on to its first screen) */
  url: string;
  /** the screen's title */
  title: string;
  persona?: string;
  /** the grid's accessible name, and a record the mock appliance lists in it */
  grid: string;
  row: string;
  create?: Create;
}

/** A screen under each prefix of the table. */
const SAMPLES: Record<string, Sample> = {
  '/dvm/main': { url: '/dvm/main', title: 'Managed Devices', grid: 'Managed devices', row: 'AWS-USE1-FGT07' },
  '/dvm/chassis': {
    url: '/dvm/chassis',
    title: 'Chassis',
    grid: 'Chassis list',
    row: 'DC1-CHASSIS-01',
    create: {
      dialog: 'Create New Chassis',
      fields: [
        ['Name', 'DC3-CHASSIS-01'],
        ['Chassis Management IP', '10.30.0.21'],
        ['SNMP Community', 'dc3-chassis-ro'],
      ],
      name: 'DC3-CHASSIS-01',
      created: 'Chassis created.',
      lock: true,
    },
  },
  '/dvm/prvtmpl': {
    url: '/dvm/prvtmpl',
    title: 'System Templates',
    grid: 'System Templates list',
    row: 'branch-default',
    create: { dialog: 'Create New System Template', fields: [['Name', 'branch-east']], name: 'branch-east', created: 'System Template created.', lock: true },
  },
  '/dvm/firmwaretemplate': {
    url: '/dvm/firmwaretemplate',
    title: 'Firmware Templates',
    grid: 'Firmware templates',
    row: 'Branch-Q3',
    create: {
      dialog: 'Create New Firmware Template',
      fields: [
        ['Name', 'Spring-2026'],
        ['Platform', 'FortiGate-60F'],
        ['Version', '7.4.4-b2662'],
      ],
      name: 'Spring-2026',
      created: 'Firmware template created.',
      lock: false,
    },
  },
  '/dvm/monitors': {
    url: '/dvm/monitors',
    title: 'Device Monitors',
    grid: 'Device Monitors list',
    row: 'dc1-edge-cpu',
    create: {
      dialog: 'Create New Device Monitor',
      fields: [
        ['Name', 'dc2-edge-cpu'],
        ['Device', 'DC2-EDGE-FW02'],
      ],
      name: 'dc2-edge-cpu',
      created: 'Device Monitor created.',
      lock: true,
    },
  },
  '/pno': {
    url: '/pno',
    title: 'Policy Packages',
    grid: 'Policy Packages list',
    row: 'dc-edge',
    create: { dialog: 'Create New Policy Package', fields: [['Name', 'retail-stores']], name: 'retail-stores', created: 'Policy Package created.', lock: true },
  },
  '/fabric': {
    url: '/fabric',
    title: 'Fabric Connectors',
    grid: 'Fabric Connectors list',
    row: 'aws-prod-usw2',
    create: {
      dialog: 'Create New Fabric Connector',
      fields: [
        ['Name', 'aws-prod-use1'],
        ['Region', 'us-east-1'],
        ['Access Key ID', 'AKIAI44QH8DHBEXAMPLE'],
        ['Secret Access Key', 'je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY'],
      ],
      name: 'aws-prod-use1',
      created: 'Fabric Connector created.',
      lock: true,
    },
  },
  '/fext': {
    url: '/fext/templates',
    title: 'Extender Templates',
    grid: 'Extender Templates list',
    row: 'fex-201f-branch',
    create: { dialog: 'Create New Extender Template', fields: [['Name', 'fex-511g-stores']], name: 'fex-511g-stores', created: 'Extender Template created.', lock: true },
  },
  '/fortiap': {
    url: '/fortiap/wifitemplates/ssids',
    title: 'SSIDs',
    grid: 'SSIDs list',
    row: 'corp-wifi',
    create: {
      dialog: 'Create New SSID',
      fields: [
        ['Name', 'cafe-wifi'],
        ['SSID', 'Cafe'],
        ['Passphrase', 'coffee-and-cake'],
      ],
      name: 'cafe-wifi',
      created: 'SSID created.',
      lock: true,
    },
  },
  '/fortiswitch': {
    url: '/fortiswitch/templates/vlandefinition',
    title: 'VLAN Definitions',
    grid: 'VLAN Definitions list',
    row: 'quarantine',
    create: {
      dialog: 'Create New VLAN Definition',
      fields: [
        ['Name', 'cameras'],
        ['VLAN ID', '300'],
      ],
      name: 'cameras',
      created: 'VLAN Definition created.',
      lock: true,
    },
  },
  '/vpn/ipsec': {
    url: '/vpn/ipsec',
    title: 'IPsec VPN Communities',
    grid: 'IPsec VPN Communities list',
    row: 'dc-mesh',
    create: { dialog: 'Create New IPsec VPN Community', fields: [['Name', 'stores-star']], name: 'stores-star', created: 'IPsec VPN Community created.', lock: true },
  },
  '/vpn/ssl_list': {
    url: '/vpn/ssl_list',
    title: 'SSL-VPN Settings',
    grid: 'SSL-VPN Settings list',
    row: 'DC1-EDGE-FW05',
    create: { dialog: 'Create New SSL-VPN Settings', fields: [['FortiGate', 'CAMPUS-PDX-FW01']], name: 'CAMPUS-PDX-FW01', created: 'SSL-VPN Settings created.', lock: true },
  },
  '/vpn/ssl_portals': {
    url: '/vpn/ssl_portals',
    title: 'SSL-VPN Portals',
    grid: 'SSL-VPN Portals list',
    row: 'full-access',
    create: { dialog: 'Create New SSL-VPN Portal', fields: [['Name', 'contractors']], name: 'contractors', created: 'SSL-VPN Portal created.', lock: true },
  },
  '/vpn/ssl_monitor': {
    url: '/vpn/ssl_monitor',
    title: 'SSL-VPN Monitor',
    grid: 'SSL-VPN Monitors list',
    row: 'dc1-sslvpn',
    create: {
      dialog: 'Create New SSL-VPN Monitor',
      fields: [
        ['Name', 'campus-pdx-sslvpn'],
        ['FortiGate', 'CAMPUS-PDX-FW01'],
      ],
      name: 'campus-pdx-sslvpn',
      created: 'SSL-VPN Monitor created.',
      lock: true,
    },
  },
  '/rstadm': { url: '/rstadm/taskmonitor', title: 'Task Monitor', persona: 'restrictedAdmin', grid: 'Task Monitor', row: 'Running' },
};

/** Every prefix of the table with the label of its toolbar. */
const prefixes = moduleToolbars.toolbars.flatMap((t) => t.prefixes.map((prefix) => ({ prefix, toolbar: `${t.label} toolbar` })));

/** The screens the table's prefixes had none of before: one route of each object kind. */
const NEW_SCREENS: Array<[string, string]> = [
  ['/dvm/chassis', 'DC1-CHASSIS-01'],
  ['/dvm/prvtmpl/system', 'branch-default'],
  ['/dvm/prvtmpl/ipsec', 'hub-dc1-inet'],
  ['/dvm/prvtmpl/sdwan', 'branch-dual-inet'],
  ['/dvm/monitors', 'dc1-edge-cpu'],
  ['/pno/pkg', 'dc-edge'],
  ['/pno/policy', 'lan-to-internet'],
  ['/pno/obj/address', 'branch-lan'],
  ['/pno/obj/service', 'erp-app'],
  ['/fabric/connectors', 'k8s-prod'],
  ['/fext/devices', 'BR-ATL-001-FEX01'],
  ['/fext/templates', 'fex-lan-popup'],
  ['/vpn/ipsec', 'remote-dialup'],
  ['/vpn/ssl_list', 'AZ-WEU-FGT01'],
  ['/vpn/ssl_portals', 'web-access'],
  ['/vpn/ssl_monitor', 'campus-chi-sslvpn'],
];

const openScreen = (path: string, options: PageOptions = {}): Promise<Page> => openSignedIn(browser(), path, options);

/** Locks the current ADOM from the top bar: the object screens no longer ask for the lock. */
async function lockAdom(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: /\bLock$/ }).click();
  await page.getByRole('banner').getByRole('button', { name: /Unlock$/ }).waitFor();
  await page.getByRole('main').getByText(NEEDS_LOCK).waitFor({ state: 'detached' });
}

const rowOf = (page: Page, grid: string, name: string) =>
  page.getByRole('main').getByRole('grid', { name: grid }).getByRole('row').filter({ has: page.getByRole('gridcell', { name, exact: true }) });

describe('module toolbars by route prefix', () => {
  it('every prefix of the table has a screen here', () => {
    expect(prefixes.map((p) => p.prefix).filter((p) => !SAMPLES[p])).toEqual([]);
    expect(prefixes).toHaveLength(15);
  });

  for (const { prefix, toolbar } of prefixes) {
    const sample = SAMPLES[prefix];
    const does = sample.create ? 'lists from the mock appliance and creates with Create New' : 'lists from the mock appliance';
    it(`${prefix}: ${toolbar}, and a screen that ${does}`, async () => {
      const page = await openScreen(sample.url, { persona: sample.persona });
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: sample.title }).waitFor();
      expect(new URL(page.url()).pathname.startsWith(prefix)).toBe(true);
      const bar = main.getByRole('toolbar', { name: toolbar });
      expect(await bar.isVisible()).toBe(true);
      await rowOf(page, sample.grid, sample.row).first().waitFor();

      const create = sample.create;
      if (create) {
        if (create.lock) {
          await main.getByText(NEEDS_LOCK).waitFor();
          expect(await bar.getByRole('button', { name: 'Create New' }).count()).toBe(0);
          await lockAdom(page);
        }
        // the screen's actions are in the module toolbar the prefix chose
        await bar.getByRole('button', { name: 'Create New' }).click();
        const dialog = dialogTitled(page, create.dialog);
        for (const [label, value] of create.fields) await dialog.getByLabel(label, { exact: true }).fill(value);
        await dialog.getByRole('button', { name: 'OK', exact: true }).click();
        await page.getByText(create.created).waitFor();
        await dialog.waitFor({ state: 'hidden' });
        await rowOf(page, sample.grid, create.name).waitFor();
        // kept by the appliance
        await page.reload();
        await rowOf(page, sample.grid, create.name).waitFor();
      }
      expectNoProblems(page);
    });
  }
});

describe('logout with the unsaved work of Policy & Objects', () => {
  it('a policy package edit and a new address are listed by type; Discard and Logout puts the package back', async () => {
    const page = await openScreen('/pno/pkg');
    const main = page.getByRole('main');
    const packages = 'Policy Packages list';
    await rowOf(page, packages, 'default').getByText('Branch offices').waitFor();
    await lockAdom(page);

    // the package's comments changed
    await rowOf(page, packages, 'default').getByRole('checkbox', { name: 'Select default' }).check();
    await main.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = dialogTitled(page, 'Edit Policy Package');
    await edit.getByLabel('Comments', { exact: true }).fill('Branch offices, SD-WAN rollout');
    await edit.getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByText('Policy Package saved.').waitFor();
    await rowOf(page, packages, 'default').getByText('Branch offices, SD-WAN rollout').waitFor();

    // and an address added
    await page.goto('/pno/obj/address');
    await rowOf(page, 'Addresses list', 'branch-lan').waitFor();
    await main.getByRole('button', { name: 'Create New' }).click();
    const create = dialogTitled(page, 'Create New Address');
    await create.getByLabel('Name', { exact: true }).fill('pos-terminals');
    await create.getByLabel('IP/Netmask', { exact: true }).fill('192.168.60.0/24');
    await create.getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByText('Address created.').waitFor();

    const logout = async () => {
      await header(page).getByRole('button', { name: /^Account menu for / }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
      await dialog.waitFor();
      return dialog;
    };
    let dialog = await logout();
    const group = (name: string) => dialog.locator('section').filter({ has: page.getByRole('heading', { name }) });
    await group('Policy Packages').getByRole('listitem').filter({ hasText: 'default (root)' }).waitFor();
    await group('Object Categories').getByRole('listitem').filter({ hasText: 'Firewall Addresses (root)' }).waitFor();
    expect(await dialog.getByRole('heading', { name: 'Devices' }).count()).toBe(0);
    expect(await dialog.getByRole('listitem').count()).toBe(2);
    await expectNoSeriousA11yViolations(page, '.ant-modal');

    // Cancel: still signed in, the work still there
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/pno/obj/address');

    dialog = await logout();
    await dialog.getByRole('button', { name: 'Discard and Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');

    // signed in again: the package and the addresses as they were before
    await signInReady(page);
    await page.goto('/pno/pkg');
    await rowOf(page, packages, 'default').getByText('Branch offices', { exact: true }).waitFor();
    await page.goto('/pno/obj/address');
    await rowOf(page, 'Addresses list', 'branch-lan').waitFor();
    expect(await rowOf(page, 'Addresses list', 'pos-terminals').count()).toBe(0);
    expectNoProblems(page);
  });
});

describe('accessibility of the new screens', () => {
  it.each([
    ['light', {}],
    ['dark', { getProfile: 'darkWithAvatar' }],
  ])('every new screen, and two of their forms, pass axe in the %s theme', { timeout: 300_000 }, async (_theme, scenarios) => {
    const page = await openScreen('/dvm/chassis', { scenarios });
    const main = page.getByRole('main');
    for (const [url, row] of NEW_SCREENS) {
      if (new URL(page.url()).pathname !== url) await page.goto(url);
      await main.getByRole('gridcell', { name: row, exact: true }).first().waitFor();
      await settled(page);
      await expectNoSeriousA11yViolations(page);
    }
    await lockAdom(page);
    // a form with a group of checkboxes, its rules' messages shown
    await main.getByRole('button', { name: 'Create New' }).click();
    const monitor = dialogTitled(page, 'Create New SSL-VPN Monitor');
    await monitor.getByRole('button', { name: 'OK', exact: true }).click();
    await monitor.getByText('This field is required.').first().waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    // a form with a list of entries (the FortiGate managing the extender)
    await page.goto('/fext/devices');
    await main.getByRole('gridcell', { name: 'BR-ATL-001-FEX01', exact: true }).waitFor();
    await main.getByRole('button', { name: 'Create New' }).click();
    const create = dialogTitled(page, 'Create New FortiExtender');
    await create.getByRole('button', { name: 'OK', exact: true }).click();
    await create.getByText('This field is required.').first().waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
  });
});
