import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { fetchEndpoint } from '@/lib/api/endpoint.ts';
import { getSessionStatus, useGetSysInfo } from '@/lib/api/endpoints/session.gen.ts';
import { renderShell, settled } from '@/lib/testing/render.tsx';
import { connection } from '@/lib/api/connection.ts';
import { session } from '@/lib/session/index.ts';
import { SessionWatch } from './session-watch.tsx';
import { LostConnectionModal } from './lost-connection-modal.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => {
  mock.dispose();
  connection.reportSuccess();
});

describe('SessionWatch', () => {
  it('opens the Session Timeout modal on a warning and counts down from remaining', async () => {
    mock.scenario('getSessionStatus', 'timeoutWarning');
    renderShell(<SessionWatch />);
    const dialog = await screen.findByRole('dialog', { name: 'Session Timeout' });
    expect(dialog).toHaveTextContent('Your session will expire in 60 seconds');
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/expire in 5\d seconds/), { timeout: 5000 });
  });

  it('Extend Session refreshes the session and closes the modal', async () => {
    mock.scenario('getSessionStatus', 'timeoutWarning');
    renderShell(<SessionWatch />);
    await screen.findByRole('dialog', { name: 'Session Timeout' });
    const dialog = screen.getByRole('dialog', { name: 'Session Timeout' });
    await userEvent.click(screen.getByRole('button', { name: 'Extend Session' }));
    await waitFor(() => expect(dialog).not.toBeVisible(), { timeout: 3000 });
    const [keepalive] = mock.callsOf('keepSessionAlive');
    expect(keepalive.method).toBe('POST');
    expect(keepalive.headers.get('X-CSRF-Token')).toBe('test-token-0123456789');
  });

  it('Logout in the modal signs out and goes to the sign-in page', async () => {
    mock.scenario('getSessionStatus', 'timeoutWarning');
    const { router } = renderShell(<SessionWatch />, { routes: [{ path: '/login', element: <p>sign-in page</p> }] });
    await screen.findByRole('dialog', { name: 'Session Timeout' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mock.callsOf('signOut')).toHaveLength(1);
    expect(session.get().signedIn).toBe(false);
  });

  it('an expired session returns to sign-in', async () => {
    mock.scenario('getSessionStatus', 'expired');
    const { router } = renderShell(<SessionWatch />, { routes: [{ path: '/login', element: <p>sign-in page</p> }] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('an active session shows nothing', async () => {
    mock.scenario('getSessionStatus', 'active');
    const { queryClient } = renderShell(<SessionWatch />);
    await waitFor(() => expect(mock.callsOf('getSessionStatus')).toHaveLength(1));
    await settled(queryClient);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('LostConnectionModal', () => {
  it('opens when a call cannot reach the appliance, counts that attempt once, and closes itself when a call gets through', async () => {
    renderShell(<LostConnectionModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    mock.unreachable('getSessionStatus');
    await act(() => fetchEndpoint(getSessionStatus).catch(() => undefined));
    const dialog = await screen.findByRole('dialog', { name: 'Connection Lost' });
    expect(dialog).toHaveTextContent('Failed attempts: 1');
    // the console's own calls failing meanwhile are not attempts of their own
    await act(() => fetchEndpoint(getSessionStatus).catch(() => undefined));
    expect(dialog).toHaveTextContent('Failed attempts: 1');
    mock.reset('getSessionStatus');
    await act(() => fetchEndpoint(getSessionStatus));
    await waitFor(() => expect(dialog).not.toBeVisible(), { timeout: 3000 });
  });

  it('reads the appliance’s identity again once it answers (it may have restarted on a new version)', async () => {
    function Version() {
      return <p>{useGetSysInfo().data?.version}</p>;
    }
    renderShell(
      <>
        <LostConnectionModal />
        <Version />
      </>,
    );
    await screen.findByText('7.4.5');
    mock.unreachable('getSessionStatus');
    await act(() => fetchEndpoint(getSessionStatus).catch(() => undefined));
    await screen.findByRole('dialog', { name: 'Connection Lost' });
    mock.reply('getSysInfo', { hostname: 'FMG-HQ-01', product_name: 'FortiManager', variant: 'manager', version: '7.6.2', build: '3521', serial: 'FMG-VMTM24012345', platform: 'FortiManager-VM64' });
    mock.reset('getSessionStatus');
    await act(() => fetchEndpoint(getSessionStatus));
    await screen.findByText('7.6.2');
  });
});
