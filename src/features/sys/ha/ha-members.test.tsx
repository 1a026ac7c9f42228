import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { HaMembers } from './ha-members.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

/** the host names of the members shown, top to bottom */
const hosts = () =>
  within(screen.getByRole('grid', { name: 'Cluster Members' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('gridcell')[0].textContent);

describe('High Availability members', () => {
  it('lists each member with its role, address and state', async () => {
    renderShell(<HaMembers editable />);
    const row = (await screen.findByText('FMG-DR-01')).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('Secondary')).toBeInTheDocument();
    expect(within(row).getByText('10.30.1.10')).toBeInTheDocument();
    expect(within(row).getByText('Down')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Enable FMG-DR-01' })).not.toBeChecked();
    expect(screen.getByText('Cluster FMG-HA, this unit is the primary.')).toBeInTheDocument();
  });

  it('searches a column and sorts, both kept in the address', async () => {
    const { router } = renderShell(<HaMembers editable />, { path: '/sys/ha' });
    await screen.findByText('FMG-DR-01');
    fireEvent.change(screen.getByLabelText('Search Role'), { target: { value: 'second' } });
    await waitFor(() => expect(hosts()).toEqual(['FMG-HQ-02', 'FMG-DR-01']));
    await waitFor(() => expect(router.state.location.search).toBe('?f.role=second'));
    await userEvent.click(screen.getByText('IP Address'));
    await waitFor(() => expect(hosts()).toEqual(['FMG-HQ-02', 'FMG-DR-01']));
    await userEvent.click(screen.getByText('IP Address'));
    await waitFor(() => expect(hosts()).toEqual(['FMG-DR-01', 'FMG-HQ-02']));
    expect(router.state.location.search).toBe('?f.role=second&sort=-ip');
  });

  it('exports the members shown as CSV, role, state and enabled in words', async () => {
    const downloads = captureDownloads();
    renderShell(<HaMembers editable />, { path: '/sys/ha?f.status=down' });
    await waitFor(() => expect(hosts()).toEqual(['FMG-DR-01']));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names).toEqual(['ha-members.csv']);
    expect(downloads.lines()).toEqual(['Host Name,Serial Number,Role,IP Address,Status,Enabled', 'FMG-DR-01,FMG-VM0A11000103,Secondary,10.30.1.10,Down,No']);
    downloads.restore();
  });

  it('enables or disables a member by its serial number', async () => {
    renderShell(<HaMembers editable />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Enable FMG-HQ-02' }));
    await waitFor(() => expect(mock.callsOf('setHaMember')).toHaveLength(1));
    expect(mock.callsOf('setHaMember')[0].body).toEqual({ sn: 'FMG-VM0A11000102', enable: false });
    expect(await screen.findByText('HA member FMG-HQ-02 updated.')).toBeInTheDocument();
  });

  it("says 'HA member update failed.' and shows the member as it is", async () => {
    mock.fail('setHaMember');
    renderShell(<HaMembers editable />);
    const toggle = await screen.findByRole('switch', { name: 'Enable FMG-HQ-02' });
    await userEvent.click(toggle);
    expect(await screen.findByText('HA member update failed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Enable FMG-HQ-02' })).toBeChecked());
  });

  it('without the permission the switches are disabled and the reason is given', async () => {
    renderShell(<HaMembers editable={false} />);
    expect(await screen.findByRole('switch', { name: 'Enable FMG-HQ-02' })).toBeDisabled();
    expect(screen.getByText('Changing the members needs read-write permission on system settings, on the primary unit.')).toBeInTheDocument();
  });

  it('says so for a unit without a cluster, and when the cluster cannot be read', async () => {
    mock.scenario('getHaStatus', 'standalone');
    const { unmount } = renderShell(<HaMembers editable />);
    expect(await screen.findByText('This unit is not part of an HA cluster.')).toBeInTheDocument();
    unmount();
    mock.scenario('getHaStatus', 'cluster');
    mock.fail('getHaStatus');
    renderShell(<HaMembers editable />);
    expect(await screen.findByText('Failed to load the HA cluster.', { exact: false })).toBeInTheDocument();
  });
});
