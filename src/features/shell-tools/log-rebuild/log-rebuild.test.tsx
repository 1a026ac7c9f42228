import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell, settled } from '@/lib/testing/render.tsx';
import { LogRebuildProgress } from './log-rebuild-progress.tsx';
import { RebuiltLogDatabaseHint } from './rebuilt-log-database-hint.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  mock.scenario('getLogRebuildStatus', 'none');
});
afterEach(() => mock.dispose());

/** Renders and waits for the status to be answered. */
async function show(ui: ReactElement) {
  const result = renderShell(ui);
  await settled(result.queryClient);
  expect(mock.callsOf('getLogRebuildStatus').length).toBeGreaterThan(0);
  return result;
}

describe('LogRebuildProgress', () => {
  it('is hidden while idle', async () => {
    await show(<LogRebuildProgress />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the status cannot be read, and a click asks again', async () => {
    mock.fail('getLogRebuildStatus');
    await show(<LogRebuildProgress />);
    const failed = await screen.findByRole('button', { name: 'Failed to load the log database rebuild status.' });
    mock.scenario('getLogRebuildStatus', 'sqlRebuild');
    await userEvent.click(failed);
    await waitFor(() => expect(mock.callsOf('getLogRebuildStatus')).toHaveLength(2));
    expect(await screen.findByText('SQL rebuild')).toBeInTheDocument();
  });

  it('shows the ADOM-only phase with the ADOM, percent and remaining time', async () => {
    mock.scenario('getLogRebuildStatus', 'adom');
    await show(<LogRebuildProgress />);
    expect(screen.getByRole('status', { name: 'Log database rebuild' })).toBeInTheDocument();
    expect(screen.getByText('ADOM only')).toBeInTheDocument();
    expect(screen.getByText('ADOM: Finance')).toBeInTheDocument();
    expect(screen.getByText('Remaining time: 9:00')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
  });

  it.each([
    ['logStorageUpgrade', 'Log storage upgrade', 'Remaining time: 30:00'],
    ['sqlRebuild', 'SQL rebuild', 'Remaining time: 7:00'],
  ])('shows the %s phase', async (example, label, remaining) => {
    mock.scenario('getLogRebuildStatus', example);
    await show(<LogRebuildProgress />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText(remaining)).toBeInTheDocument();
  });

  it('on completion gives way to the Rebuilt Log Database hint (one indicator, not two)', async () => {
    mock.scenario('getLogRebuildStatus', 'completed');
    await show(
      <>
        <LogRebuildProgress />
        <RebuiltLogDatabaseHint />
      </>,
    );
    expect(screen.queryByRole('status', { name: 'Log database rebuild' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Rebuilt Log Database')).toBeInTheDocument();
    // one query for every indicator
    expect(mock.callsOf('getLogRebuildStatus')).toHaveLength(1);
  });
});

describe('RebuiltLogDatabaseHint', () => {
  it('shows once the rebuild completed', async () => {
    mock.scenario('getLogRebuildStatus', 'completed');
    await show(<RebuiltLogDatabaseHint />);
    expect(screen.getByText('Rebuilt Log Database')).toBeInTheDocument();
  });

  it('is hidden otherwise', async () => {
    mock.scenario('getLogRebuildStatus', 'sqlRebuild');
    await show(<RebuiltLogDatabaseHint />);
    expect(screen.queryByText('Rebuilt Log Database')).not.toBeInTheDocument();
  });
});
