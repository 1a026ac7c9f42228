import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { IpConflictDialog } from './ip-conflict-dialog.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

describe('IP Conflicts', () => {
  it('lists the devices of the notification’s ADOM; a row expands into its interfaces in conflict', async () => {
    renderShell(<IpConflictDialog adomOid={128} onClose={() => {}} />);
    const grid = await screen.findByRole('treegrid', { name: 'IP Conflicts' });
    const row = (await within(grid).findByText('FGT-Store-115')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Down')).toBeInTheDocument();
    expect(mock.callsOf('listIpConflicts')[0].url.pathname).toBe('/api/gui/dvm/adom/128/ip-conflicts');
    expect(within(grid).queryByText('198.51.100.14')).toBeNull();
    const first = within(grid).getByText('FGT-Store-114').closest('[role="row"]') as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Expand FGT-Store-114' }));
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(await within(grid).findByText('198.51.100.14')).toBeInTheDocument();
    expect(within(grid).getByText('DHCP')).toBeInTheDocument();
    expect(within(grid).getAllByText('Static').length).toBeGreaterThan(0);
  });

  it('a search for an address opens the device that has it; a sort orders the devices', async () => {
    renderShell(<IpConflictDialog adomOid={128} onClose={() => {}} />);
    const grid = await screen.findByRole('treegrid', { name: 'IP Conflicts' });
    await within(grid).findByText('FGT-Store-115');
    await userEvent.type(within(grid).getByRole('textbox', { name: 'Search IP Address' }), '198.51.100.14');
    await waitFor(() => expect(within(grid).queryByText('FGT-Store-115')).toBeNull());
    expect(within(grid).getByText('FGT-Store-114')).toBeInTheDocument();
    expect(within(grid).getByText('198.51.100.14')).toBeInTheDocument();
    await userEvent.clear(within(grid).getByRole('textbox', { name: 'Search IP Address' }));
    const devices = () => [...grid.querySelectorAll<HTMLElement>('[role="row"][aria-level="1"]')].map((r) => within(r).getAllByRole('gridcell')[0].textContent);
    await waitFor(() => expect(devices()).toContain('FGT-Store-115'));
    await userEvent.click(within(grid).getByText('Device Name'));
    await userEvent.click(within(grid).getByText('Device Name'));
    await waitFor(() => expect(devices()).toEqual([...devices()].sort((a, b) => (b ?? '').localeCompare(a ?? ''))));
    expect(devices()[0]).not.toBe('FGT-Store-114');
  });

  it('exports the devices shown as CSV, each followed by its interfaces', async () => {
    const downloads = captureDownloads();
    renderShell(<IpConflictDialog adomOid={128} onClose={() => {}} />);
    await within(await screen.findByRole('treegrid', { name: 'IP Conflicts' })).findByText('FGT-Store-114');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names).toEqual(['ip-conflicts.csv']);
    const lines = downloads.lines();
    expect(lines[0]).toBe('Device Name,#,Connection,Interfaces in Conflict,Port,IP Address,Mode');
    const device = lines.findIndex((l) => l.startsWith('FGT-Store-114,'));
    expect(lines[device + 1]).toMatch(/^,,,,[^,]+,[\d.]+,(Static|DHCP)$/);
    expect(lines.some((l) => l.includes(',198.51.100.14,'))).toBe(true);
    downloads.restore();
  });

  it('says when no device has a conflict any more, and when the list cannot be read', async () => {
    mock.scenario('listIpConflicts', 'none');
    const { unmount } = renderShell(<IpConflictDialog adomOid={128} onClose={() => {}} />);
    expect(await screen.findByText('No device has an IP conflict.')).toBeInTheDocument();
    unmount();
    mock.reset('listIpConflicts');
    mock.fail('listIpConflicts');
    renderShell(<IpConflictDialog adomOid={128} onClose={() => {}} />);
    expect(await screen.findByText('Failed to load the devices with an IP conflict.', { exact: false })).toBeInTheDocument();
  });

  it('asks nothing while closed', async () => {
    renderShell(<IpConflictDialog adomOid={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mock.callsOf('listIpConflicts')).toHaveLength(0);
  });
});
