import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { PostgresUpgradeDialog } from './postgres-upgrade-dialog.tsx';

const state = vi.hoisted(() => ({ status: {} as Record<string, unknown> }));
vi.mock('./api.ts', () => ({ useGetPostgresUpgradeStatus: () => state.status }));

const answer = (data: Record<string, unknown>) => ({
  data: { status: 'none', percent: 0, remain: 0, allow_reboot: false, allow_shutdown: false, ...data },
  isError: false,
});

beforeEach(() => {
  state.status = answer({});
});

describe('PostgresUpgradeDialog', () => {
  it('stays closed without an upgrade', () => {
    render(<PostgresUpgradeDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows hint, remaining time, percentage and the shutdown warning while upgrading, and cannot be dismissed', async () => {
    state.status = answer({ status: 'upgrading', percent: 37, remain: 420 });
    render(<PostgresUpgradeDialog />);
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
    state.status = answer({ status: 'completed', percent: 100, allow_reboot: true, allow_shutdown: true });
    render(<PostgresUpgradeDialog onContinue={onContinue} />);
    expect(await screen.findByText('PostgreSQL Upgrade was completed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Shutdown' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Reboot' }));
    expect(onContinue).toHaveBeenCalledWith('reboot');
  });

  it('offers only Close when neither is allowed, and stays closed afterwards', async () => {
    state.status = answer({ status: 'completed', percent: 100 });
    // without motion the dialog leaves the page as soon as it closes
    const ui = (
      <ConfigProvider theme={{ token: { motion: false } }}>
        <PostgresUpgradeDialog />
      </ConfigProvider>
    );
    const { rerender } = render(ui);
    await screen.findByText('PostgreSQL Upgrade was completed.');
    expect(screen.queryByRole('button', { name: 'Continue to Reboot' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Shutdown' })).not.toBeInTheDocument();
    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[closeButtons.length - 1]);
    rerender(ui);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tells the console when it holds the screen, so that other dialogs can wait', async () => {
    const onOpenChange = vi.fn();
    state.status = answer({ status: 'completed', percent: 100 });
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <PostgresUpgradeDialog onOpenChange={onOpenChange} />
      </ConfigProvider>,
    );
    await screen.findByText('PostgreSQL Upgrade was completed.');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[closeButtons.length - 1]);
    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
  });
});
