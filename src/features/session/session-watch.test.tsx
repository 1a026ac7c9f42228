import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRoutes, type ApiCall } from '@/shell/testing/api-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { connection } from '@/lib/api/connection.ts';
import { session } from '@/lib/session/index.ts';
import { SessionWatch } from './session-watch.tsx';
import { LostConnectionModal } from './lost-connection-modal.tsx';

const fetchMock = vi.hoisted(() => {
  const f = vi.fn();
  globalThis.fetch = f;
  return f;
});

afterEach(() => {
  connection.reportSuccess();
});

describe('SessionWatch', () => {
  it('opens the Session Timeout modal on a warning and counts down from remaining', async () => {
    fetchMock.mockImplementation(apiRoutes({ 'GET /gui/session/status': { state: 'warning', remaining: 60 } }));
    renderShell(<SessionWatch />);
    const dialog = await screen.findByRole('dialog', { name: 'Session Timeout' });
    expect(dialog).toHaveTextContent('Your session will expire in 60 seconds');
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/expire in 5\d seconds/), { timeout: 5000 });
  });

  it('Extend Session refreshes the session and closes the modal', async () => {
    const calls: ApiCall[] = [];
    fetchMock.mockImplementation(
      apiRoutes(
        { 'GET /gui/session/status': { state: 'warning', remaining: 60 }, 'POST /gui/session/keepalive': { expires_in: 900 } },
        calls,
      ),
    );
    renderShell(<SessionWatch />);
    await screen.findByRole('dialog', { name: 'Session Timeout' });
    const dialog = screen.getByRole('dialog', { name: 'Session Timeout' });
    await userEvent.click(screen.getByRole('button', { name: 'Extend Session' }));
    await waitFor(() => expect(dialog).not.toBeVisible(), { timeout: 3000 });
    const keepalive = calls.find((c) => c.path === '/gui/session/keepalive');
    expect(keepalive?.method).toBe('POST');
    expect(keepalive?.headers.get('X-CSRF-Token')).toBe('test-token-0123456789');
  });

  it('Logout in the modal signs out and goes to the sign-in page', async () => {
    const calls: ApiCall[] = [];
    fetchMock.mockImplementation(
      apiRoutes({ 'GET /gui/session/status': { state: 'warning', remaining: 60 }, 'POST /gui/session/logout': { code: 0 } }, calls),
    );
    const { router } = renderShell(<SessionWatch />, { routes: [{ path: '/login', element: <p>sign-in page</p> }] });
    await screen.findByRole('dialog', { name: 'Session Timeout' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((c) => c.path === '/gui/session/logout')).toBe(true);
    expect(session.get().signedIn).toBe(false);
  });

  it('an expired session returns to sign-in', async () => {
    fetchMock.mockImplementation(apiRoutes({ 'GET /gui/session/status': { state: 'expired', remaining: 0 }, 'POST /gui/session/logout': { code: 0 } }));
    const { router } = renderShell(<SessionWatch />, { routes: [{ path: '/login', element: <p>sign-in page</p> }] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('an active session shows nothing', async () => {
    fetchMock.mockImplementation(apiRoutes({ 'GET /gui/session/status': { state: 'active', remaining: 840 } }));
    renderShell(<SessionWatch />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('LostConnectionModal', () => {
  it('counts failed attempts and closes itself when a call gets through', async () => {
    renderShell(<LostConnectionModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      connection.reportFailure();
      connection.reportFailure();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Connection Lost' });
    expect(dialog).toHaveTextContent('Failed attempts: 2');
    act(() => connection.reportFailure());
    expect(dialog).toHaveTextContent('Failed attempts: 3');
    act(() => connection.reportSuccess());
    await waitFor(() => expect(dialog).not.toBeVisible(), { timeout: 3000 });
  });
});
