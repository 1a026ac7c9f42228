import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { AnalyzerFabricSettingsScreen } from './analyzer-fabric.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
/** the host names of the members shown, top to bottom */
const hosts = () =>
  within(screen.getByRole('grid', { name: 'Fabric Members' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('gridcell')[0].textContent);

describe('Analyzer Fabric Settings', () => {
  it('shows the role, the fabric and each member with serial, address and state', async () => {
    renderShell(<AnalyzerFabricSettingsScreen editable />);
    const row = (await screen.findByText('FAZ-VMTM24054323')).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('FAZ-Branch-02')).toBeInTheDocument();
    expect(within(row).getByText('10.40.1.20')).toBeInTheDocument();
    expect(within(row).getByText('Offline')).toBeInTheDocument();
    expect(screen.getAllByText('Supervisor').length).toBeGreaterThan(0);
    expect(screen.getByText('FAZ-Fabric')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 online')).toBeInTheDocument();
    expect(screen.getByLabelText('Fabric Name')).toHaveValue('FAZ-Fabric');
  });

  it('searches the members and sorts them, both kept in the address', async () => {
    const { router } = renderShell(<AnalyzerFabricSettingsScreen editable />, { path: '/sys/fazfabric/settings' });
    await screen.findByText('FAZ-VMTM24054323');
    fireEvent.change(screen.getByLabelText('Search Role'), { target: { value: 'member' } });
    await waitFor(() => expect(hosts()).toEqual(['FAZ-Branch-01', 'FAZ-Branch-02']));
    await waitFor(() => expect(router.state.location.search).toBe('?f.role=member'));
    // the most recently seen first
    await userEvent.click(screen.getByText('Last Seen'));
    await waitFor(() => expect(hosts()).toEqual(['FAZ-Branch-01', 'FAZ-Branch-02']));
    await userEvent.click(screen.getByText('Last Seen'));
    await waitFor(() => expect(hosts()).toEqual(['FAZ-Branch-02', 'FAZ-Branch-01']));
    expect(router.state.location.search).toBe('?f.role=member&sort=seen');
  });

  it('exports the members shown as CSV, role and state in words', async () => {
    const downloads = captureDownloads();
    renderShell(<AnalyzerFabricSettingsScreen editable />, { path: '/sys/fazfabric/settings?f.status=off' });
    await waitFor(() => expect(hosts()).toEqual(['FAZ-Branch-02']));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names).toEqual(['fabric-members.csv']);
    const lines = downloads.lines();
    expect(lines[0]).toBe('Host Name,Serial Number,IP Address,Role,Status,Version,Last Seen');
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^FAZ-Branch-02,FAZ-VMTM24054323,10\.40\.1\.20,Member,Offline,7\.4\.5,\S/)]);
    downloads.restore();
  });

  it('says when the unit is in no fabric, and when the fabric cannot be read (Retry reads again)', async () => {
    mock.scenario('getAnalyzerFabric', 'standalone');
    const { unmount } = renderShell(<AnalyzerFabricSettingsScreen editable />);
    expect(await screen.findByText('No member: the fabric is off on this unit.')).toBeInTheDocument();
    expect(screen.getByText('Not in a fabric')).toBeInTheDocument();
    unmount();
    mock.reset('getAnalyzerFabric');
    mock.fail('getAnalyzerFabric');
    renderShell(<AnalyzerFabricSettingsScreen editable />);
    expect(await screen.findByText('Failed to load the analyzer fabric.')).toBeInTheDocument();
    mock.reset('getAnalyzerFabric');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('FAZ-VMTM24054323')).toBeInTheDocument();
  });

  it('saves the settings of a supervisor', async () => {
    renderShell(<AnalyzerFabricSettingsScreen editable />);
    await screen.findByText('FAZ-VMTM24054323');
    type('Fabric Name', 'FAZ-Fabric-2');
    await save();
    expect(await screen.findByText('Analyzer fabric settings saved.')).toBeInTheDocument();
    expect(mock.callsOf('saveAnalyzerFabricSettings')[0].body).toEqual({ status: 'enable', role: 'supervisor', fabric_name: 'FAZ-Fabric-2', accept_auth_by_cert: true, sync_interval: 5 });
  }, 30_000);

  it("gives the name rule's message, and asks a member for the supervisor's address and port", async () => {
    renderShell(<AnalyzerFabricSettingsScreen editable />);
    await screen.findByText('FAZ-VMTM24054323');
    type('Fabric Name', 'FAZ Fabric');
    await userEvent.click(screen.getByRole('radio', { name: 'Member' }));
    await save();
    expect(await screen.findByText("The fabric name can contain only letters, digits, '-' and '_'.")).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    type('Fabric Name', '');
    type('Supervisor IP', '10.10.1.300');
    type('Supervisor Port', '70000');
    expect(await screen.findByText('Please enter a valid IPv4 address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a port from 1 to 65535.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(mock.callsOf('saveAnalyzerFabricSettings')).toHaveLength(0);
  }, 30_000);

  it("gives the sync interval's message", async () => {
    renderShell(<AnalyzerFabricSettingsScreen editable />);
    await screen.findByText('FAZ-VMTM24054323');
    type('Sync Interval (minutes)', '90');
    await save();
    expect(await screen.findByText('Please enter a number of minutes from 1 to 60.')).toBeInTheDocument();
  }, 30_000);

  it("keeps what was typed and says why when the unit refuses", async () => {
    mock.fail('saveAnalyzerFabricSettings');
    renderShell(<AnalyzerFabricSettingsScreen editable />);
    await screen.findByText('FAZ-VMTM24054323');
    type('Fabric Name', 'FAZ-Fabric-2');
    await save();
    expect(await screen.findByText('Failed to save the fabric settings. Internal server error.')).toBeInTheDocument();
    expect(screen.getByLabelText('Fabric Name')).toHaveValue('FAZ-Fabric-2');
  }, 30_000);

  it('shows the settings read-only without the permission', async () => {
    renderShell(<AnalyzerFabricSettingsScreen editable={false} />);
    expect(await screen.findByLabelText('Fabric Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByText(/Changing the fabric settings needs read-write permission/)).toBeInTheDocument();
  });
});
