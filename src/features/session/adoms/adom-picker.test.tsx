import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { connection } from '@/lib/api/connection.ts';
import { shouldRetry } from '@/lib/api/query.ts';
import { getSysConfigQuery, session, useSysInfo } from '@/lib/session/index.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { AdomPicker } from './adom-picker.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => {
  mock.dispose();
  connection.reset();
});

/** The console's own retry rule, with back-off delays shortened so the test does not wait seconds. */
async function consoleQueryClient() {
  session.start('test-token-0123456789', 'admin');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry, retryDelay: 5, staleTime: 30_000 }, mutations: { retry: false } },
  });
  await queryClient.fetchQuery(getSysConfigQuery);
  return queryClient;
}

function SysInfoReader() {
  const info = useSysInfo();
  return <p>{info.data ? 'info loaded' : 'info pending'}</p>;
}

describe('ADOM picker', () => {
  it('Open finishes as soon as changeAdom answers, even when a refetched call hangs', async () => {
    const queryClient = await consoleQueryClient();
    const onPicked = vi.fn();
    renderShell(
      <>
        <SysInfoReader />
        <AdomPicker open onPicked={onPicked} />
      </>,
      { queryClient },
    );
    await screen.findByText('info loaded');
    // everything cached is refetched after the switch: this one never answers
    const release = mock.hang('getSysInfo');
    await userEvent.click(await screen.findByRole('radio', { name: /Finance/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(onPicked).toHaveBeenCalledWith(expect.objectContaining({ name: 'Finance' })), { timeout: 3000 });
    expect(mock.callsOf('getSysInfo').length).toBeGreaterThanOrEqual(2);
    release();
  });

  it('Open is not lost when the dialog is drawn anew while the switch is under way', async () => {
    const onPicked = vi.fn();
    const release = mock.hang('changeAdom');
    let redraw = () => {};
    function Redrawn() {
      const [key, setKey] = useState(0);
      redraw = () => setKey((k) => k + 1);
      return <AdomPicker key={key} open onPicked={onPicked} />;
    }
    renderShell(<Redrawn />);
    await userEvent.click(await screen.findByRole('radio', { name: /Finance/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(mock.callsOf('changeAdom')).toHaveLength(1));
    // the picker's subtree is replaced (a parent re-rendered it) before the appliance answers
    act(() => redraw());
    release();
    await waitFor(() => expect(onPicked).toHaveBeenCalledWith(expect.objectContaining({ name: 'Finance' })));
  });

  it('an unreachable appliance: a few retries with back-off, then the message (no storm, no flicker)', async () => {
    const queryClient = await consoleQueryClient();
    mock.unreachable('listAdoms');
    renderShell(<AdomPicker open onPicked={() => {}} />, { queryClient });
    expect(await screen.findByText('Failed to load the ADOM list.')).toBeInTheDocument();
    const tries = constants.api.retryCount + 1;
    expect(mock.callsOf('listAdoms')).toHaveLength(tries);
    // the message stays and nothing more is asked until the admin says Retry
    await new Promise((r) => setTimeout(r, 500));
    expect(mock.callsOf('listAdoms')).toHaveLength(tries);
    expect(screen.getByText('Failed to load the ADOM list.')).toBeInTheDocument();
  });

  it('an unreadable answer is not asked again: the message at once', async () => {
    const queryClient = await consoleQueryClient();
    mock.reply('listAdoms', '<html>captive portal</html>', { type: 'application/json' });
    renderShell(<AdomPicker open onPicked={() => {}} />, { queryClient });
    expect(
      await screen.findByText('Failed to load the ADOM list. The appliance sent an answer the console cannot read.'),
    ).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(mock.callsOf('listAdoms')).toHaveLength(1);
  });

  it('Retry asks again and the picker stays open meanwhile', async () => {
    const queryClient = await consoleQueryClient();
    mock.reply('listAdoms', 'not json', { type: 'application/json' });
    renderShell(<AdomPicker open onPicked={() => {}} />, { queryClient });
    await screen.findByText(/Failed to load the ADOM list\./);
    mock.reset('listAdoms');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: /Finance/ })).toBeInTheDocument();
    expect(mock.callsOf('listAdoms')).toHaveLength(2);
  });
});
