import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { SwitchTopology } from './topology.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

describe('Topology', () => {
  it('draws each FortiGate with its switches, their platform and state in words', async () => {
    renderShell(<SwitchTopology />);
    const graph = await screen.findByRole('region', { name: 'Switch fabric' });
    expect(within(graph).getByRole('img', { name: 'FortiGate CAMPUS-PDX-FW01, FortiGate-101F' })).toBeInTheDocument();
    expect(within(graph).getByRole('button', { name: 'CAMPUS-PDX-FW01-SW04, FortiSwitch-248E-FPOE, Online' })).toBeInTheDocument();
    expect(within(graph).getByRole('button', { name: 'CAMPUS-PDX-FW01-SW03, FortiSwitch-108E-POE, Offline' })).toBeInTheDocument();
    expect(screen.getByText('Select a switch on the graph or in the table to see its ports.')).toBeInTheDocument();
  });

  it('a switch chosen on the graph (by keyboard) shows its ports', async () => {
    renderShell(<SwitchTopology />);
    const node = await screen.findByRole('button', { name: 'BR-DET-001-SW01, FortiSwitch-124E-POE, Online' });
    node.focus();
    await userEvent.keyboard('{Enter}');
    expect(node).toHaveAttribute('aria-pressed', 'true');
    const ports = await screen.findByRole('region', { name: 'Ports of BR-DET-001-SW01' });
    const grid = within(ports).getByRole('grid', { name: 'Ports of BR-DET-001-SW01' });
    // a 124E-POE: 24 copper ports and 4 SFP (the header row besides)
    expect(grid).toHaveAttribute('aria-rowcount', '29');
    expect(within(ports).getByRole('link', { name: 'Open the faceplate of BR-DET-001-SW01' })).toHaveAttribute('href', '/fortiswitch/faceplate?switch=S124EPTF24163946');
    expect(mock.callsOf('listSwitchPorts')[0].url.pathname).toContain('/device/BR-DET-001/');
    expect(mock.callsOf('listSwitchPorts')[0].url.searchParams.get('mkey')).toBe('S124EPTF24163946');
  });

  it('the table view lists every switch with its uplink, and chooses one too', async () => {
    renderShell(<SwitchTopology />);
    await userEvent.click((await screen.findByRole('radio', { name: 'Table' })).closest('label')!);
    const table = screen.getByRole('grid', { name: 'Switch fabric' });
    const row = within(table).getByRole('button', { name: 'DC1-ISFW-FW01-SW01' }).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('FortiSwitch-1048E')).toBeInTheDocument();
    expect(within(row).getByText('DC1-ISFW-FW01-SW02')).toBeInTheDocument();
    expect(within(row).getByText('port54 to port31')).toBeInTheDocument();
    expect(within(row).getByText('Online')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'DC1-ISFW-FW01-SW01' }));
    expect(await screen.findByRole('region', { name: 'Ports of DC1-ISFW-FW01-SW01' })).toBeInTheDocument();
  });

  it('keeps the chosen switch and the view in the URL, so a reload or a link shows them again', async () => {
    const { router } = renderShell(<SwitchTopology />, { path: '/fortiswitch/topology', pattern: '/fortiswitch/topology' });
    await userEvent.click(await screen.findByRole('button', { name: 'BR-DET-001-SW01, FortiSwitch-124E-POE, Online' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Table' }).closest('label')!);
    expect(router.state.location.search).toBe('?switch=S124EPTF24163946&view=table');
  });

  it('opens on the switch and view the URL names', async () => {
    renderShell(<SwitchTopology />, { path: '/fortiswitch/topology?switch=S124EPTF24163946&view=table', pattern: '/fortiswitch/topology' });
    const table = await screen.findByRole('grid', { name: 'Switch fabric' });
    expect(within(table).getByRole('button', { name: 'BR-DET-001-SW01' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('region', { name: 'Ports of BR-DET-001-SW01' })).toBeInTheDocument();
  });

  it('searches, sorts and exports the switches of the table view, kept in the address beside the switch and view', async () => {
    const downloads = captureDownloads();
    const { router } = renderShell(<SwitchTopology />, { path: '/fortiswitch/topology?view=table', pattern: '/fortiswitch/topology' });
    const grid = await screen.findByRole('grid', { name: 'Switch fabric' });
    const names = () => within(grid).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('gridcell')[0].textContent ?? '');
    fireEvent.change(within(grid).getByRole('textbox', { name: 'Search Status' }), { target: { value: 'offline' } });
    await waitFor(() => expect(names()).toContain('CAMPUS-PDX-FW01-SW03'));
    expect(names()).not.toContain('DC1-ISFW-FW01-SW01');
    await userEvent.click(within(grid).getByText('Switch'));
    await userEvent.click(within(grid).getByText('Switch'));
    await waitFor(() => expect(names()).toEqual([...names()].sort((a, b) => b.localeCompare(a))));
    await waitFor(() => expect(router.state.location.search).toBe('?view=table&sw.f.status=offline&sw.sort=-name'));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    const lines = downloads.lines();
    expect(lines[0]).toBe('Switch,Platform,Status,FortiGate,Upstream,Uplink');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(names());
    expect(lines.slice(1).every((l) => l.split(',')[2] === 'Offline')).toBe(true);
    downloads.restore();
  });

  it("searches, sorts and exports a switch's ports", async () => {
    const downloads = captureDownloads();
    const { router } = renderShell(<SwitchTopology />, { path: '/fortiswitch/topology?switch=S124EPTF24163946', pattern: '/fortiswitch/topology' });
    const grid = await screen.findByRole('grid', { name: 'Ports of BR-DET-001-SW01' });
    const ports = () => within(grid).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('gridcell')[0].textContent ?? '');
    fireEvent.change(within(grid).getByRole('textbox', { name: 'Search Port' }), { target: { value: 'port2' } });
    const twenties = ['port2', ...Array.from({ length: 9 }, (_, i) => `port${20 + i}`)];
    await waitFor(() => expect(ports()).toEqual(twenties));
    await userEvent.click(within(grid).getByText('Port'));
    await userEvent.click(within(grid).getByText('Port'));
    await waitFor(() => expect(ports()).toEqual([...twenties].reverse()));
    await waitFor(() => expect(router.state.location.search).toBe('?switch=S124EPTF24163946&ports.f.name=port2&ports.sort=-name'));
    const region = screen.getByRole('region', { name: 'Ports of BR-DET-001-SW01' });
    await userEvent.click(within(region).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names[0]).toMatch(/^ports-of-br-det-001-sw01/);
    const lines = downloads.lines();
    expect(lines[0]).toBe('Port,Status,Speed,PoE,VLAN,Connected device');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([...twenties].reverse());
    downloads.restore();
  });

  it('says when no switch is managed in the ADOM', async () => {
    mock.reply('listSwitchFabrics', []);
    renderShell(<SwitchTopology />);
    expect(await screen.findByText('No switches in this ADOM.')).toBeInTheDocument();
  });

  it('a failed read says so and Retry reads again', async () => {
    mock.fail('listSwitchFabrics');
    renderShell(<SwitchTopology />);
    expect(await screen.findByText(/^Failed to read the switch fabric\./)).toBeInTheDocument();
    mock.dispose();
    mock = installMockApi();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Switch fabric' })).toBeInTheDocument();
  });

  it('a switch whose ports cannot be read says so', async () => {
    mock.fail('listSwitchPorts');
    renderShell(<SwitchTopology />);
    await userEvent.click(await screen.findByRole('button', { name: 'BR-DET-001-SW01, FortiSwitch-124E-POE, Online' }));
    expect(await screen.findByText('Failed to read the ports of BR-DET-001-SW01.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
