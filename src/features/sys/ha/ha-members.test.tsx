import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { HaMembers } from './ha-members.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

describe('High Availability members', () => {
  it('lists each member with its role, address and state', async () => {
    renderShell(<HaMembers editable />);
    const row = (await screen.findByText('FMG-DR-01')).closest('tr')!;
    expect(within(row).getByText('Secondary')).toBeInTheDocument();
    expect(within(row).getByText('10.30.1.10')).toBeInTheDocument();
    expect(within(row).getByText('Down')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Enable FMG-DR-01' })).not.toBeChecked();
    expect(screen.getByText('Cluster FMG-HA, this unit is the primary.')).toBeInTheDocument();
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
