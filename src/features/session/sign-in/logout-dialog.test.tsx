import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { LogoutDialog } from './logout-dialog.tsx';
import { groupDirtyItems } from './dirty-items.ts';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const dirty = [
  { type: 'policy_package', name: 'default', adom: 'root' },
  { type: 'device', name: 'FGT-Branch-01' },
  { type: 'adom', name: 'Finance' },
  { type: 'device', name: 'FGT-Branch-02' },
  { type: 'object_category', name: 'Firewall Addresses' },
];

const loginRoute = [{ path: '/login', element: <p>sign-in page</p> }];

describe('groupDirtyItems', () => {
  it('groups by type in a fixed order', () => {
    expect(groupDirtyItems(dirty as never)).toEqual([
      { type: 'device', label: 'shell.dirtyDevice', names: ['FGT-Branch-01', 'FGT-Branch-02'] },
      { type: 'object_category', label: 'shell.dirtyObjectCategory', names: ['Firewall Addresses'] },
      { type: 'adom', label: 'shell.dirtyAdom', names: ['Finance'] },
      { type: 'policy_package', label: 'shell.dirtyPolicyPackage', names: ['default (root)'] },
    ]);
  });
});

describe('LogoutDialog', () => {
  it('lists unsaved items by type and saves before logging out', async () => {
    mock.scenario('listDirtyItems', 'dirty');
    const { router } = renderShell(<LogoutDialog open onCancel={() => {}} />, { routes: loginRoute });
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    const devices = within(dialog).getByRole('region', { name: 'Devices' });
    expect(within(devices).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['FGT-Finance-01 (Finance)']);
    expect(within(dialog).getByRole('region', { name: 'Policy Packages' })).toHaveTextContent('Finance-Default (Finance)');
    expect(within(dialog).getByRole('region', { name: 'ADOMs' })).toHaveTextContent('Finance');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Discard and Logout' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mock.order()).toEqual(['listDirtyItems', 'saveWorkspace', 'signOut']);
  });

  it('Discard and Logout discards first', async () => {
    mock.scenario('listDirtyItems', 'dirty');
    const { router } = renderShell(<LogoutDialog open onCancel={() => {}} />, { routes: loginRoute });
    await userEvent.click(await screen.findByRole('button', { name: 'Discard and Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mock.order()).toEqual(['listDirtyItems', 'discardWorkspace', 'signOut']);
  });

  it('a failed save keeps the user signed in with the catalogue message and the appliance’s reason', async () => {
    mock.scenario('listDirtyItems', 'dirty');
    mock.fail('saveWorkspace');
    const { router } = renderShell(<LogoutDialog open onCancel={() => {}} />, { routes: loginRoute });
    await userEvent.click(await screen.findByRole('button', { name: 'Save and Logout' }));
    expect(await screen.findByText('Failed to save the workspace. Internal server error.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(mock.callsOf('signOut')).toHaveLength(0);
  });

  it('without unsaved changes: a plain confirmation with Cancel', async () => {
    const onCancel = vi.fn();
    mock.scenario('listDirtyItems', 'clean');
    const { router } = renderShell(<LogoutDialog open onCancel={onCancel} />, { routes: loginRoute });
    const dialog = await screen.findByRole('dialog', { name: 'Logout' });
    expect(await within(dialog).findByText('Are you sure you want to log out?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mock.callsOf('signOut')).toHaveLength(1);
  });
});
