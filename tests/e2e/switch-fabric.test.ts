/**
 * The switch fabric as a super administrator sees it: Topology draws every FortiGate of the ADOM with its switches
 * (zoom, fit, a table view), a switch chosen on the graph by keyboard shows its ports; Faceplate draws a switch's
 * front panel, a port chosen with the arrow keys and Enter shows its details; a failed read with Retry; axe in both
 * themes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoProblems, expectNoSeriousA11yViolations, openSignedIn, screenshot, useBrowser, type PageOptions } from './support/browser.ts';
import { settled } from './support/settle.ts';

const browser = useBrowser();
const PLACEHOLDER = "This module's screens are not available in this console yet.";

const openScreen = (path: string, options: PageOptions = {}): Promise<Page> => openSignedIn(browser(), path, options);

describe('Switch fabric', () => {
  it('Topology: the fabric as a graph; a switch chosen by keyboard shows its ports; zoom and the table view', async () => {
    const page = await openScreen('/fortiswitch/topology');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Topology' }).waitFor();
    const graph = main.getByRole('region', { name: 'Switch fabric' });
    await graph.getByRole('img', { name: 'FortiGate DC1-ISFW-FW01, FortiGate-3500F' }).waitFor();
    expect(await main.getByText(PLACEHOLDER).count()).toBe(0);
    await graph.getByRole('button', { name: 'BR-SFO-001-SW02, FortiSwitch-108E-POE, Offline', exact: true }).waitFor();

    const node = graph.getByRole('button', { name: 'CAMPUS-PDX-FW01-SW01, FortiSwitch-124E-POE, Online', exact: true });
    await node.focus();
    await page.keyboard.press('Enter');
    // the choice goes through the address (?switch=…), so the graph marks it a moment later
    await expect.poll(() => node.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).searchParams.get('switch')).toBe('S124EPTF21102433');
    await expect.poll(() => node.evaluate((el) => el === document.activeElement)).toBe(true);
    const ports = main.getByRole('region', { name: 'Ports of CAMPUS-PDX-FW01-SW01' });
    const portGrid = ports.getByRole('grid', { name: 'Ports of CAMPUS-PDX-FW01-SW01' });
    await portGrid.getByRole('gridcell', { name: 'port1', exact: true }).waitFor();
    // the 124E-POE's 24 copper ports and 4 SFP, and the header row (the rows out of view are not drawn)
    expect(await portGrid.getAttribute('aria-rowcount')).toBe('29');
    // a search in the ports' Port column is kept in the address beside the switch
    await portGrid.getByRole('textbox', { name: 'Search Port' }).fill('port28');
    await portGrid.getByRole('gridcell', { name: 'port28', exact: true }).waitFor();
    await page.waitForURL((u) => u.searchParams.get('ports.f.name') === 'port28' && u.searchParams.get('switch') === 'S124EPTF21102433');

    await graph.getByRole('button', { name: 'Zoom in' }).click();
    await graph.getByRole('button', { name: 'Zoom out' }).click();
    await graph.getByRole('button', { name: 'Fit the whole fabric in view' }).click();

    await main.getByText('Table', { exact: true }).click();
    const table = main.getByRole('grid', { name: 'Switch fabric' });
    const row = table.getByRole('row').filter({ hasText: 'DC1-ISFW-FW01-SW01' });
    await row.getByText('port54 to port31', { exact: true }).waitFor();
    await row.getByText('DC1-ISFW-FW01-SW02', { exact: true }).waitFor();
    await screenshot(page, 'switch-fabric-topology-table-light');
    expectNoProblems(page);
  });

  it('Faceplate: the front panel of the switch in the URL; a port chosen with the arrow keys and Enter shows its details', async () => {
    const page = await openScreen('/fortiswitch/faceplate?switch=S124EPTF24163946');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Faceplate' }).waitFor();
    const panel = main.getByRole('group', { name: 'Front panel of BR-DET-001-SW01' });
    await panel.getByRole('button').first().waitFor();
    expect(await main.getByText(PLACEHOLDER).count()).toBe(0);
    expect(await panel.getByRole('button').count()).toBe(28);
    await main.getByRole('group', { name: 'Legend' }).waitFor();

    // port1 is the panel's one tab stop; right goes to port3 (odd ports on top), down to port4
    await panel.getByRole('button', { name: /^port1: / }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const port4 = panel.getByRole('button', { name: /^port4: / });
    expect(await port4.getAttribute('aria-pressed')).toBe('true');
    const details = main.getByRole('region', { name: 'Details of port4' });
    await details.getByText('Connected device').waitFor();
    await details.getByText('VLAN').waitFor();

    // the uplink port, by its number on the panel
    await panel.getByRole('button', { name: /^port28: Up, 1 Gbps full duplex, PoE Not capable$/ }).click();
    await main.getByRole('region', { name: 'Details of port28' }).getByText('BR-DET-001-SW02, port port51 (LLDP)').waitFor();

    // another switch, named in the URL
    await main.getByRole('combobox', { name: 'Switch' }).click();
    await page.keyboard.type('DC1-ISFW-FW01-SW01');
    await page.getByText('DC1-ISFW-FW01-SW01 (FortiSwitch-1048E)', { exact: true }).click();
    await page.waitForURL(/switch=S1048ETF21230386/);
    await main.getByRole('group', { name: 'Front panel of DC1-ISFW-FW01-SW01' }).getByRole('button', { name: /^port54: / }).waitFor();
    expectNoProblems(page);
  });

  it('a fabric that cannot be read says so, and Retry reads it again', async () => {
    const page = await openScreen('/fortiswitch/topology', { faults: { listSwitchFabrics: 500 } });
    const main = page.getByRole('main');
    await main.getByText('Failed to read the switch fabric.', { exact: false }).waitFor();
    await page.evaluate(() => localStorage.setItem('console.faults', '{}'));
    await main.getByRole('button', { name: 'Retry' }).click();
    await main.getByRole('region', { name: 'Switch fabric' }).getByRole('img', { name: 'FortiGate BR-DET-001, FortiGate-61F' }).waitFor();
    await page.goto('/fortiswitch/faceplate');
    await main.getByRole('group', { name: 'Front panel of CAMPUS-PDX-FW01-SW04' }).waitFor();
    expectNoProblems(page, { allowApiStatus: [500] });
  });

  it.each([
    ['light', {}],
    ['dark', { getProfile: 'darkWithAvatar' }],
  ])('both screens pass axe in the %s theme', async (theme, scenarios) => {
    const page = await openScreen('/fortiswitch/topology', { scenarios });
    const main = page.getByRole('main');
    const graph = main.getByRole('region', { name: 'Switch fabric' });
    await graph.getByRole('button', { name: 'DC1-ISFW-FW01-SW01, FortiSwitch-1048E, Online', exact: true }).click();
    await main.getByRole('region', { name: 'Ports of DC1-ISFW-FW01-SW01' }).getByRole('gridcell', { name: 'port1', exact: true }).waitFor();
    await settled(page);
    await screenshot(page, `switch-fabric-topology-${theme}`);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/fortiswitch/faceplate?switch=S248EFTF23680346');
    const panel = main.getByRole('group', { name: 'Front panel of CAMPUS-PDX-FW01-SW04' });
    await panel.getByRole('button', { name: /^port1: / }).click();
    await main.getByRole('region', { name: 'Details of port1' }).waitFor();
    await settled(page);
    await screenshot(page, `switch-fabric-faceplate-${theme}`);
    await expectNoSeriousA11yViolations(page);
    expectNoProblems(page);
  });
});
