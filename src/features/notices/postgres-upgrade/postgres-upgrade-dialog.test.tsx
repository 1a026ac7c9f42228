import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell, settled } from '@/lib/testing/render.tsx';
import { PostgresUpgradeDialog } from './postgres-upgrade-dialog.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

/** The spec's completed upgrade, with neither reboot nor shutdown allowed. */
function completedWithoutChoices() {
  mock.scenario('getPostgresUpgradeStatus', 'completed');
  mock.reply('getPostgresUpgradeStatus', (_call, status) => ({ ...(status as object), allow_reboot: false, allow_shutdown: false }));
}

describe('PostgresUpgradeDialog', () => {
  it('stays closed without an upgrade', async () => {
    mock.scenario('getPostgresUpgradeStatus', 'none');
    const { queryClient } = renderShell(<PostgresUpgradeDialog />);
    await settled(queryClient);
    expect(mock.callsOf('getPostgresUpgradeStatus')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows hint, remaining time, percentage and the shutdown warning while upgrading, and cannot be dismissed', async () => {
    mock.scenario('getPostgresUpgradeStatus', 'upgrading');
    renderShell(<PostgresUpgradeDialog />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The PostgreSQL database is being upgraded.');
    expect(screen.getByText('Remaining time: 7:00')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '37');
    expect(screen.getByText('37%')).toBeInTheDocument();
    expect(screen.getByText("Please don't shutdown system!")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('reports completion with reboot and shutdown when allowed', async () => {
    const onContinue = vi.fn();
    mock.scenario('getPostgresUpgradeStatus', 'completed');
    renderShell(<PostgresUpgradeDialog onContinue={onContinue} />);
    expect(await screen.findByText('PostgreSQL Upgrade was completed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Shutdown' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Reboot' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledWith('reboot'));
    // the appliance was asked to reboot, the user told, and signed out
    expect(mock.callsOf('rebootSystem')).toHaveLength(1);
    expect(await screen.findByText('The system is rebooting. Sign in again in a few minutes.')).toBeInTheDocument();
    await waitFor(() => expect(mock.callsOf('signOut')).toHaveLength(1));
  });

  it('says so in the dialog when the appliance refuses to shut down, and stays open', async () => {
    const onContinue = vi.fn();
    mock.scenario('getPostgresUpgradeStatus', 'completed');
    mock.fail('shutdownSystem');
    renderShell(<PostgresUpgradeDialog onContinue={onContinue} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Shutdown' }));
    expect(await screen.findByText('Internal server error.')).toBeInTheDocument();
    expect(screen.getByText('PostgreSQL Upgrade was completed.')).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
    expect(mock.callsOf('signOut')).toHaveLength(0);
  });

  it('offers only Close when neither is allowed, and stays closed when the status is read again', async () => {
    completedWithoutChoices();
    const { queryClient } = renderShell(<PostgresUpgradeDialog />);
    await screen.findByText('PostgreSQL Upgrade was completed.');
    expect(screen.queryByRole('button', { name: 'Continue to Reboot' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Shutdown' })).not.toBeInTheDocument();
    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[closeButtons.length - 1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the next poll still says completed: the dialog does not come back
    await queryClient.refetchQueries();
    await settled(queryClient);
    expect(mock.callsOf('getPostgresUpgradeStatus')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells the console when it holds the screen, so that other dialogs can wait', async () => {
    const onOpenChange = vi.fn();
    completedWithoutChoices();
    renderShell(<PostgresUpgradeDialog onOpenChange={onOpenChange} />);
    await screen.findByText('PostgreSQL Upgrade was completed.');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[closeButtons.length - 1]);
    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
  });
});
