import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogRebuildProgress } from './log-rebuild-progress.tsx';
import { RebuiltLogDatabaseHint } from './rebuilt-log-database-hint.tsx';

const state = vi.hoisted(() => ({ status: {} as Record<string, unknown> }));
vi.mock('./api.ts', () => ({ useGetLogRebuildStatus: () => state.status }));

const answer = (data: unknown) => ({ data, isError: false });

beforeEach(() => {
  state.status = answer({ adom: null, percent: 0, phase: 'none', remain: 0 });
});

describe('LogRebuildProgress', () => {
  it('is hidden while idle', () => {
    render(<LogRebuildProgress />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the status cannot be read, and a click asks again', async () => {
    const refetch = vi.fn();
    state.status = { data: undefined, isError: true, refetch };
    render(<LogRebuildProgress />);
    const failed = screen.getByRole('button', { name: 'Failed to load the log database rebuild status.' });
    await userEvent.click(failed);
    expect(refetch).toHaveBeenCalled();
  });

  it('shows the ADOM-only phase with the ADOM, percent and remaining time', () => {
    state.status = answer({ adom: 'Finance', percent: 30, phase: 'adom', remain: 540 });
    render(<LogRebuildProgress />);
    expect(screen.getByRole('status', { name: 'Log database rebuild' })).toBeInTheDocument();
    expect(screen.getByText('ADOM only')).toBeInTheDocument();
    expect(screen.getByText('ADOM: Finance')).toBeInTheDocument();
    expect(screen.getByText('Remaining time: 9:00')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
  });

  it.each([
    ['log_storage_upgrade', 'Log storage upgrade'],
    ['sql_rebuild', 'SQL rebuild'],
  ])('shows the %s phase', (phase, label) => {
    state.status = answer({ adom: null, percent: 67, phase, remain: 420 });
    render(<LogRebuildProgress />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('Remaining time: 7:00')).toBeInTheDocument();
  });

  it('on completion gives way to the Rebuilt Log Database hint (one indicator, not two)', () => {
    state.status = answer({ adom: null, percent: 100, phase: 'completed', remain: 0 });
    render(
      <>
        <LogRebuildProgress />
        <RebuiltLogDatabaseHint />
      </>,
    );
    expect(screen.queryByRole('status', { name: 'Log database rebuild' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Rebuilt Log Database')).toBeInTheDocument();
  });
});

describe('RebuiltLogDatabaseHint', () => {
  it('shows once the rebuild completed', () => {
    state.status = answer({ adom: null, percent: 100, phase: 'completed', remain: 0 });
    render(<RebuiltLogDatabaseHint />);
    expect(screen.getByText('Rebuilt Log Database')).toBeInTheDocument();
  });

  it('is hidden otherwise', () => {
    state.status = answer({ adom: null, percent: 67, phase: 'sql_rebuild', remain: 420 });
    render(<RebuiltLogDatabaseHint />);
    expect(screen.queryByText('Rebuilt Log Database')).not.toBeInTheDocument();
  });
});
