import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { csrf } from '@/lib/api/client.ts';
import { session } from '@/lib/session/index.ts';
import { getPersona } from '@/lib/api/mock-controls.ts';
import { SignInPage } from './sign-in-page.tsx';
import { personas } from './personas.ts';

let mock: MockApi;

const home = [{ path: '/', element: <p>home page</p> }];

describe('SignInPage', () => {
  beforeEach(() => {
    mock = installMockApi();
  });
  afterEach(() => mock.dispose());

  it('has Username, Password and Log In, and a Persona choice in a mock build', () => {
    renderShell(<SignInPage />, { path: '/login', signedIn: false, routes: home });
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Persona' })).toBeInTheDocument();
  });

  it('opens with the username focused; the eye shows and hides the typed password, keeping it', async () => {
    renderShell(<SignInPage />, { path: '/login', signedIn: false, routes: home });
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'secret');
    expect(password).toHaveAttribute('type', 'password');
    const reveal = screen.getByRole('button', { name: 'Show the typed characters' });
    expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(reveal);
    expect(password).toHaveAttribute('type', 'text');
    expect(reveal).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveValue('secret');
    await userEvent.click(reveal);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('lists every persona with a plain description', async () => {
    renderShell(<SignInPage />, { path: '/login', signedIn: false, routes: home });
    await userEvent.click(screen.getByRole('combobox', { name: 'Persona' }));
    for (const p of personas.slice(0, 6)) expect(await screen.findAllByText(p.description)).not.toHaveLength(0);
    expect(personas).toHaveLength(12);
  });

  it('signs in, keeps the CSRF token and goes home', async () => {
    const { router } = renderShell(<SignInPage />, { path: '/login', signedIn: false, routes: home });
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(mock.callsOf('signIn').map((c) => c.body)).toEqual([{ username: 'admin', password: 'secret' }]);
    // the super admin's token from the spec
    expect(csrf.get()).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    expect(session.get()).toEqual({ signedIn: true, username: 'admin' });
  });

  it('says the session has started, with where the console goes next, before going there: its first reads can leave at once', async () => {
    const told: [string, boolean, string][] = [];
    const { router } = renderShell(
      <SignInPage onSessionStart={(path) => told.push([path, session.get().signedIn, router.state.location.pathname])} />,
      { path: '/login', signedIn: false, routes: home },
    );
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // signed in, still on the sign-in page
    expect(told).toEqual([['/', true, '/login']]);
  });

  it('wrong credentials: no session started, nothing told', async () => {
    mock.fail('signIn', 401);
    let told = false;
    renderShell(<SignInPage onSessionStart={() => (told = true)} />, { path: '/login', signedIn: false, routes: home });
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByRole('alert');
    expect(told).toBe(false);
  });

  it('a chosen persona is used for the session', async () => {
    renderShell(<SignInPage />, { path: '/login', signedIn: false, routes: home });
    await userEvent.type(screen.getByLabelText('Username'), 'auditor');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Persona' }), 'Read-only administrator');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(getPersona()).toBe('readOnly'));
    // the appliance answered for that persona
    await waitFor(() => expect(session.get()).toEqual({ signedIn: true, username: 'auditor' }));
    expect(csrf.get()).toBe('2d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a');
  });

  it('wrong credentials say so and stay on the page', async () => {
    mock.fail('signIn', 401);
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
    expect(mock.calls).toHaveLength(0);
  });

  it.each([
    ['network loss', (m: MockApi) => m.unreachable('signIn'), 'Sign-in failed. The appliance cannot be reached; check the network connection and try again.'],
    ['an unreadable answer', (m: MockApi) => m.reply('signIn', '{"csrf_token": "0f1e', { type: 'application/json' }), 'Sign-in failed. The appliance sent an answer the console cannot read.'],
    [
      'a request refused as invalid (422)',
      (m: MockApi) =>
        m.reply('signIn', { type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY', title: 'Invalid request', status: 422, detail: 'Your request is not valid' }, { status: 422, type: 'application/problem+json' }),
      'Sign-in failed. The appliance did not accept the request; check what was entered.',
    ],
  ])('%s has its own message, not the wrong-credentials one', async (_case, arrange, expected) => {
    arrange(mock);
    renderShell(<SignInPage />, { path: '/login', signedIn: false, routes: home });
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    // the answer may be read for the validating proxy's verdict first: wait for the alert to say why
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(expected));
    expect(screen.queryByText('Sign-in failed. Check the username and password.')).not.toBeInTheDocument();
    expect(session.get().signedIn).toBe(false);
  });

  it('holds the username to 64 and the password to 128 characters, as the API does', async () => {
    renderShell(<SignInPage />, { path: '/login', signedIn: false, routes: home });
    await userEvent.click(screen.getByLabelText('Username'));
    await userEvent.paste('a'.repeat(65));
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.paste('p'.repeat(129));
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('The username cannot be longer than 64 characters.')).toBeInTheDocument();
    expect(await screen.findByText('The password cannot be longer than 128 characters.')).toBeInTheDocument();
    expect(mock.callsOf('signIn')).toHaveLength(0);
  });
});
