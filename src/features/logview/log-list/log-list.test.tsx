import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { LogsScreen, LiveLogsScreen, LogBrowseScreen, LogGroupsScreen, CustomViewLogsScreen, ThreatHuntingScreen } from './screens.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const LOGS = '/logview/logs/:appUniKey/:devType/:_logtype';
const renderLogs = (path: string) => renderShell(<LogsScreen />, { path, pattern: LOGS });

describe('log list', () => {
  it('submits the route log type and subtype with the URL filter, shows the first page and the total', async () => {
    renderLogs('/logview/logs/fgt/FortiGate/traffic-forward?filter=action%3Ddeny&period=4hour&f.dstport=%3E%3D22');
    const grid = await screen.findByRole('grid', { name: 'Forward Traffic logs' });
    expect(await within(grid).findByText('BR-DET-001')).toBeInTheDocument();
    expect(within(grid).getByText('DC1-ISFW-FW01')).toBeInTheDocument();
    expect(await screen.findByText('2 logs')).toBeInTheDocument();
    const body = mock.callsOf('submitLogSearch')[0].body as { logtype: string; subtype: string; filter: string; timeRange: { start: string; end: string } };
    expect(body.logtype).toBe('traffic');
    expect(body.subtype).toBe('forward');
    // the column filter and the typed filter make one expression
    expect(body.filter).toBe('dstport>=22 and action=deny');
    expect(Date.parse(body.timeRange.end) - Date.parse(body.timeRange.start)).toBe(4 * 3600_000);
    // the first page is asked for at offset 0 with the catalogue page size
    await waitFor(() => expect(mock.callsOf('getLogSearchPage').some((c) => c.url.searchParams.get('limit') === '200' && c.url.searchParams.get('offset') === '0')).toBe(true));
  });

  it('says an unknown log type is not one', async () => {
    renderLogs('/logview/logs/fgt/FortiGate/traffic-nothing');
    expect(await screen.findByText("'traffic-nothing' is not a log type.")).toBeInTheDocument();
  });

  it("shows the analyzer's refusal of a filter under the filter bar and keeps what was typed", async () => {
    mock.fail('submitLogSearch', 400, 'badFilter');
    renderLogs('/logview/logs/fgt/FortiGate/traffic?filter=srcip%3D');
    expect(await screen.findByRole('alert')).toHaveTextContent("Expected a value after 'srcip=' at position 7.");
    expect(screen.getByRole('searchbox', { name: 'Filter' })).toHaveValue('srcip=');
    expect(screen.getByText('Correct the filter to see logs.')).toBeInTheDocument();
  });

  it('says when the search fails, with a retry', async () => {
    mock.fail('submitLogSearch');
    renderLogs('/logview/logs/fgt/FortiGate/traffic');
    expect(await screen.findByText('The log search failed.', { exact: false })).toBeInTheDocument();
    mock.reset('submitLogSearch');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('BR-DET-001')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    mock.scenario('getLogSearchPage', 'empty');
    renderLogs('/logview/logs/fgt/FortiGate/traffic');
    expect(await screen.findByText('No logs match the search.')).toBeInTheDocument();
  });

  it('opens every field of a log with its meaning on Enter, and filters by a value from there', async () => {
    renderLogs('/logview/logs/fgt/FortiGate/traffic');
    const cell = await screen.findByText('BR-DET-001');
    await userEvent.click(cell);
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Log Details');
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByText('Destination Port')).toBeInTheDocument();
    expect(within(drawer).getByText('dstport · Destination port')).toBeInTheDocument();
    expect(within(drawer).getByText('185.199.12.7')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Filter by Destination Port = 22' }));
    await waitFor(() => expect(mock.callsOf('submitLogSearch').at(-1)!.body).toMatchObject({ filter: 'dstport=22' }));
  });

  it('applies the filter bar on Enter', async () => {
    renderLogs('/logview/logs/fgt/FortiGate/traffic');
    await screen.findByText('BR-DET-001');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter' }), 'srccountry!="United States"{Enter}');
    await waitFor(() => expect(mock.callsOf('submitLogSearch').at(-1)!.body).toMatchObject({ filter: 'srccountry!="United States"' }));
  });
});

describe('log browse, log groups and custom log views', () => {
  it('lists the stored files with sizes, each opening its logs', async () => {
    renderShell(<LogBrowseScreen />, { path: '/logview/logbrowse', pattern: '/logview/logbrowse/:viewName?' });
    const row = (await screen.findByText('tlog.1795564800.log.gz')).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('158.4 KB')).toBeInTheDocument();
    expect(within(row).getByText('1,843')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open tlog.1795564800.log.gz of BR-DET-001' })).toHaveAttribute('href', '/logview/logs/fgt/FortiGate/traffic');
  });

  it('searches, sorts and exports the files shown, the searches and sort kept in the address', async () => {
    const downloads = captureDownloads();
    const { router } = renderShell(<LogBrowseScreen />, { path: '/logview/logbrowse', pattern: '/logview/logbrowse/:viewName?' });
    const grid = await screen.findByRole('grid', { name: 'Stored log files' });
    await within(grid).findByText('tlog.1795564800.log.gz');
    const names = () => within(grid).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('gridcell')[0].textContent);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search File Name' }), { target: { value: 'tlog' } });
    await waitFor(() => expect(names()).toEqual(['tlog.1795564800.log.gz', 'tlog.1795478400.log.gz']));
    await userEvent.click(within(grid).getByText('Logs'));
    await waitFor(() => expect(names()).toEqual(['tlog.1795478400.log.gz', 'tlog.1795564800.log.gz']));
    await waitFor(() => expect(router.state.location.search).toBe('?f.name=tlog&sort=-rows'));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    const lines = downloads.lines();
    expect(lines[0]).toBe('File Name,Device,Log Type,From,To,Logs,Size');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['tlog.1795478400.log.gz', 'tlog.1795564800.log.gz']);
    expect(lines[2]).toMatch(/^tlog\.1795564800\.log\.gz,BR-DET-001,traffic,.*,"1,843",158\.4 KB$/);
    downloads.restore();
  });

  it('says when the files cannot be loaded', async () => {
    mock.fail('listLogFiles');
    renderShell(<LogBrowseScreen />, { path: '/logview/logbrowse', pattern: '/logview/logbrowse/:viewName?' });
    expect(await screen.findByText('The log files could not be loaded.', { exact: false })).toBeInTheDocument();
  });

  it('lists the log groups and shows one group with its devices only', async () => {
    renderShell(<LogGroupsScreen />, { path: '/logview/loggroups', pattern: '/logview/loggroups/:viewName?' });
    expect(await screen.findByRole('link', { name: 'Branches' })).toHaveAttribute('href', '/logview/loggroups/Branches');
    mock.dispose();
    mock = installMockApi();
    renderShell(<LogGroupsScreen />, { path: '/logview/loggroups/Branches', pattern: '/logview/loggroups/:viewName?' });
    expect(await screen.findByText('Log group Branches: 2 devices')).toBeInTheDocument();
    await waitFor(() => expect(mock.callsOf('submitLogSearch')[0]?.body).toMatchObject({ devices: ['FGT61FTK19559775', 'FWF61ETK24797772'] }));
  });

  it('searches, sorts and exports the log groups shown', async () => {
    const downloads = captureDownloads();
    renderShell(<LogGroupsScreen />, { path: '/logview/loggroups', pattern: '/logview/loggroups/:viewName?' });
    const grid = await screen.findByRole('grid', { name: 'Log groups' });
    await within(grid).findByRole('link', { name: 'Branches' });
    const names = () => within(grid).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('gridcell')[0].textContent);
    await userEvent.click(within(grid).getByText('Log Group'));
    await waitFor(() => expect(names()).toEqual(['Branches', 'Cloud', 'Data-Centers']));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search Description' }), { target: { value: 'fortigate' } });
    await waitFor(() => expect(names()).toEqual(['Branches', 'Cloud']));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.lines()).toEqual(['Log Group,Description,Devices', 'Branches,Branch office FortiGates,2', 'Cloud,FortiGate-VM in public clouds,1']);
    downloads.restore();
  });

  it("keeps a log group's log type in the address, with the filter beside it", async () => {
    const { router } = renderShell(<LogGroupsScreen />, { path: '/logview/loggroups/Branches?logtype=event', pattern: '/logview/loggroups/:viewName?' });
    await waitFor(() => expect(mock.callsOf('submitLogSearch')[0]?.body).toMatchObject({ logtype: 'event', devices: ['FGT61FTK19559775', 'FWF61ETK24797772'] }));
    expect(screen.getByRole('combobox', { name: 'Log type' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Log type' }));
    await userEvent.click(await screen.findByTitle('Traffic'));
    expect(router.state.location.pathname).toBe('/logview/loggroups/Branches');
    expect(router.state.location.search).toBe('?logtype=traffic');
    await waitFor(() => expect(mock.callsOf('submitLogSearch').at(-1)?.body).toMatchObject({ logtype: 'traffic' }));
  });

  it('opens a custom log view with its filter and columns', async () => {
    renderShell(<CustomViewLogsScreen />, { path: '/logview/customviewlogs/fgt/FortiGate/Denied-SSH-RDP', pattern: '/logview/customviewlogs/:appUniKey/:devType/:viewName' });
    expect(await screen.findByText('View filter: action=deny and dstport=22,3389')).toBeInTheDocument();
    await waitFor(() => expect(mock.callsOf('submitLogSearch')[0]?.body).toMatchObject({ logtype: 'traffic', subtype: 'forward', filter: 'action=deny and dstport=22,3389' }));
    expect(await screen.findByRole('columnheader', { name: /Source Country/ })).toBeInTheDocument();
  });
});

describe('live log list (monitor routes)', () => {
  afterEach(() => vi.useRealTimers());
  const MONITOR = '/logview/monitor/:appUniKey/:devType/:_logtype';

  it('searches again for the newest logs every 10 seconds and reads them; Pause holds it, Resume goes on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderShell(<LiveLogsScreen />, { path: '/logview/monitor/fgt/FortiGate/traffic', pattern: MONITOR });
    expect(await screen.findByText('BR-DET-001')).toBeInTheDocument();
    expect(screen.getByText('Live: the newest logs every 10 seconds')).toBeInTheDocument();
    expect(screen.getByText(/^Updated \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    expect(mock.callsOf('submitLogSearch')).toHaveLength(1);
    const firstPages = () => mock.callsOf('getLogSearchPage').filter((c) => c.url.searchParams.get('limit') === '200').length;
    const read = firstPages();
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(mock.callsOf('submitLogSearch')).toHaveLength(2));
    // the newest logs are read, even when the analyzer gives the new search the task id of the last
    await waitFor(() => expect(firstPages()).toBeGreaterThan(read));

    const pause = screen.getByRole('button', { name: 'Pause' });
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'Resume' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Paused')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(mock.callsOf('submitLogSearch')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(mock.callsOf('submitLogSearch')).toHaveLength(3));
  });

  it("holds while a log's details are open", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderShell(<LiveLogsScreen />, { path: '/logview/monitor/fgt/FortiGate/traffic', pattern: MONITOR });
    const cell = await screen.findByText('BR-DET-001');
    await user.click(cell);
    await user.keyboard('{Enter}');
    await screen.findByText('Log Details');
    expect(await screen.findByText("Paused while a log's details are open")).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(mock.callsOf('submitLogSearch')).toHaveLength(1);
  });

  it('the logs route is not live', async () => {
    renderLogs('/logview/logs/fgt/FortiGate/traffic');
    expect(await screen.findByText('BR-DET-001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Live:/)).not.toBeInTheDocument();
  });
});

describe('threat hunting', () => {
  it('searches, sorts and exports each list on its own, each kept in the address under its name', async () => {
    const downloads = captureDownloads();
    const { router } = renderShell(<ThreatHuntingScreen />, { path: '/logview/threat_hunting' });
    const grid = await screen.findByRole('grid', { name: 'Top Threats' });
    await within(grid).findAllByRole('button', { name: /^Show the logs of / });
    const names = () => within(grid).getAllByRole('button', { name: /^Show the logs of / }).map((b) => b.textContent ?? '');
    const counts = () => within(grid).getAllByRole('row').slice(1).map((r) => Number(within(r).getAllByRole('gridcell')[1].textContent!.replace(/,/g, '')));
    const all = names();
    expect(all.length).toBeGreaterThan(1);
    await userEvent.click(within(grid).getByText('Count'));
    await userEvent.click(within(grid).getByText('Count'));
    await waitFor(() => expect(counts()).toEqual([...counts()].sort((a, b) => a - b)));
    fireEvent.change(within(grid).getByRole('textbox', { name: 'Search Name' }), { target: { value: all[0] } });
    await waitFor(() => expect(names()).toEqual([all[0]]));
    await waitFor(() => expect(router.state.location.search).toBe(`?threats.sort=value&threats.f.key=${encodeURIComponent(all[0]).replace(/%20/g, '+')}`));
    const card = grid.closest<HTMLElement>('.ant-card')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.lines()[0]).toBe('Name,Count');
    expect(downloads.lines()).toHaveLength(2);
    expect(downloads.names[0]).toMatch(/^threat-hunting-threats/);
    downloads.restore();
  });
});
