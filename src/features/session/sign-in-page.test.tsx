import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRoutes, reply, type ApiCall } from '@/shell/testing/api-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { csrf } from '@/lib/api/client.ts';
import { session } from '@/lib/session/index.ts';
import { getPersona } from '@/lib/api/mock-controls.ts';
import { SignInPage } from './sign-in-page.tsx';
import { personas } from './personas.ts';

const fetchMock = vi.hoisted(() => {
  const f = vi.fn();
  globalThis.fetch = f;
  return f;
});

const home = [{ path: '/', element: <p>home page</p> }];

describe('SignInPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('has Username, Password and Log In, and a Persona choice in a mock build', () => {
    renderShell(<SignInPage />, { path: '/login', signedIn: false, routes: home });
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Persona' })).toBeInTheDocument();
  });

  it('lists every persona with a plain description', async () => {
    renderShell(<SignInPage />, { path: '/login', signedIn: false, routes: home });
    await userEvent.click(screen.getByRole('combobox', { name: 'Persona' }));
    for (const p of personas.slice(0, 6)) expect(await screen.findAllByText(p.description)).not.toHaveLength(0);
    expect(personas).toHaveLength(12);
  });

  it('signs in, keeps the CSRF token and goes home', async () => {
    const calls: ApiCall[] = [];
    fetchMock.mockImplementation(apiRoutes({ 'POST /gui/session/login': { csrf_token: 'abcdef0123456789abcdef', username: 'admin' } }, calls));
    const { router } = renderShell(<SignInPage />, { path: '/login', signedIn: false, routes: home });
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[0].body).toEqual({ username: 'admin', password: 'secret' });
    expect(csrf.get()).toBe('abcdef0123456789abcdef');
    expect(session.get()).toEqual({ signedIn: true, username: 'admin' });
  });

  it('a chosen persona is used for the session', async () => {
    fetchMock.mockImplementation(apiRoutes({ 'POST /gui/session/login': { csrf_token: 'abcdef0123456789abcdef', username: 'auditor' } }));
    renderShell(<SignInPage />, { path: '/login', signedIn: false, routes: home });
    await userEvent.type(screen.getByLabelText('Username'), 'auditor');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Persona' }), 'Read-only administrator');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(getPersona()).toBe('readOnly'));
  });

  it('wrong credentials say so and stay on the page', async () => {
    fetchMock.mockImplementation(apiRoutes({ 'POST /gui/session/login': reply(401, { code: -11, message: 'Authentication failure.' }) }));
    renderShell(<SignInPage />, { path: '/login', signedIn: false, routes: home });
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in failed. Check the username and password.');
    expect(session.get().signedIn).toBe(false);
  });

  it('the username is required', async () => {
    renderShell(<SignInPage />, { path: '/login', signedIn: false, routes: home });
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
