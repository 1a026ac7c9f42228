import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { ExtensionDashboard } from './extensions.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const rowOf = async (name: string) => (await screen.findByText(name, { exact: true })).closest<HTMLElement>('[role="row"]')!;
/** the names of the extensions shown, top to bottom */
const names = () =>
  within(screen.getByRole('grid', { name: 'Management Extensions' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('gridcell')[0].querySelector('strong')?.textContent);

describe('Extension Dashboard', () => {
  it('lists each extension with version, state, resource use and whether it starts with the unit', async () => {
    renderShell(<ExtensionDashboard editable />);
    const soar = await rowOf('FortiSOAR');
    expect(within(soar).getByText('7.6.1')).toBeInTheDocument();
    expect(within(soar).getByText('Running')).toBeInTheDocument();
    expect(within(soar).getByText('3420 of 8192 MB')).toBeInTheDocument();
    expect(within(soar).getByRole('progressbar', { name: 'CPU FortiSOAR' })).toHaveAttribute('aria-valuenow', '12.4');
    expect(within(soar).getByRole('switch', { name: 'Start FortiSOAR with the unit' })).toBeChecked();
    const link = within(soar).getByRole('link', { name: 'Open FortiSOAR' });
    expect(link).toHaveAttribute('href', 'https://10.10.1.10:4443/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const wlm = await rowOf('Wireless Manager');
    expect(within(wlm).getByText('Error')).toBeInTheDocument();
    expect(within(wlm).getByText('Not enough memory to start: 4096 MB needed, 1900 MB free.')).toBeInTheDocument();
    expect(screen.getByText('4 installed, 2 running')).toBeInTheDocument();
  });

  it('searches a column and sorts, both kept in the address', async () => {
    const { router } = renderShell(<ExtensionDashboard editable />, { path: '/extension/dashboard' });
    await rowOf('FortiSOAR');
    fireEvent.change(screen.getByLabelText('Search Status'), { target: { value: 'running' } });
    await waitFor(() => expect(names()).toEqual(['FortiSOAR', 'Policy Analyzer']));
    await waitFor(() => expect(router.state.location.search).toBe('?f.status=running'));
    fireEvent.change(screen.getByLabelText('Search Status'), { target: { value: '' } });
    await waitFor(() => expect(names()).toHaveLength(4));
    // the busiest first
    await userEvent.click(screen.getByText('Memory'));
    await waitFor(() => expect(names().slice(0, 2)).toEqual(['FortiSOAR', 'Policy Analyzer']));
    expect(router.state.location.search).toBe('?sort=-memory');
  });

  it('exports the extensions shown as CSV, state and use in words', async () => {
    const downloads = captureDownloads();
    renderShell(<ExtensionDashboard editable />, { path: '/extension/dashboard?f.name=soar' });
    await waitFor(() => expect(names()).toEqual(['FortiSOAR']));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names).toEqual(['extensions.csv']);
    expect(downloads.lines()).toEqual(['Name,Version,Status,CPU,Memory,Enabled', 'FortiSOAR,7.6.1,Running,12.4%,3420 of 8192 MB,Yes']);
    downloads.restore();
  });

  it('starts a stopped extension, and says why when it does not start', async () => {
    renderShell(<ExtensionDashboard editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start Universal Connector' }));
    expect(await screen.findByText('Universal Connector is starting.')).toBeInTheDocument();
    expect(mock.callsOf('startExtension')[0].url.pathname).toBe('/api/gui/extension/universal-connector/start');
    mock.fail('startExtension', 500, 'noMemory');
    await userEvent.click(screen.getByRole('button', { name: 'Start Wireless Manager' }));
    expect(await screen.findByText('Failed to start Wireless Manager. Not enough memory to start: 4096 MB needed, 1900 MB free.')).toBeInTheDocument();
  });

  it('stops a running extension after confirmation', async () => {
    renderShell(<ExtensionDashboard editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop Policy Analyzer' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Policy Analyzer stopped.')).toBeInTheDocument();
    expect(mock.callsOf('stopExtension')[0].url.pathname).toBe('/api/gui/extension/policy-analyzer/stop');
  });

  it('enables an extension, and shows it as it is when that fails', async () => {
    renderShell(<ExtensionDashboard editable />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Start Universal Connector with the unit' }));
    expect(await screen.findByText('Universal Connector will start with the unit.')).toBeInTheDocument();
    expect(mock.callsOf('setExtensionEnabled')[0].body).toEqual({ enabled: true });
    mock.fail('setExtensionEnabled');
    await userEvent.click(screen.getByRole('switch', { name: 'Start FortiSOAR with the unit' }));
    expect(await screen.findByText('Failed to change FortiSOAR. Internal server error.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Start FortiSOAR with the unit' })).toBeChecked());
  });

  it('shows every field in the details panel', async () => {
    renderShell(<ExtensionDashboard editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Wireless Manager' }));
    const drawer = await screen.findByRole('dialog', { name: 'Details of Wireless Manager' });
    expect(within(drawer).getByText('Manages and monitors wireless access points of FortiGate devices.')).toBeInTheDocument();
    expect(within(drawer).getByText('2100 MB')).toBeInTheDocument();
    expect(within(drawer).getByText('Not running')).toBeInTheDocument();
    expect(within(drawer).getByText('Not enough memory to start: 4096 MB needed, 1900 MB free.')).toBeInTheDocument();
  });

  it('offers no Start, Stop nor switch without the permission, only the details', async () => {
    renderShell(<ExtensionDashboard editable={false} />);
    expect(await screen.findByRole('switch', { name: 'Start FortiSOAR with the unit' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^(Start|Stop) / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Details of FortiSOAR' })).toBeInTheDocument();
    expect(screen.getByText(/Starting, stopping and enabling extensions needs read-write permission/)).toBeInTheDocument();
  });

  it('says when none is installed, and when the list cannot be read (Retry reads again)', async () => {
    mock.scenario('listExtensions', 'empty');
    const { unmount } = renderShell(<ExtensionDashboard editable />);
    expect(await screen.findByText('No management extension is installed.')).toBeInTheDocument();
    unmount();
    mock.reset('listExtensions');
    mock.fail('listExtensions');
    renderShell(<ExtensionDashboard editable />);
    expect(await screen.findByText('Failed to load the management extensions.')).toBeInTheDocument();
    mock.reset('listExtensions');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('FortiSOAR')).toBeInTheDocument();
  });
});
