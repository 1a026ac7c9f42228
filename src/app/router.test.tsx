import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { settled, testQueryClient } from '@/lib/testing/render.tsx';
import { session } from '@/lib/session/index.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { groups, screensOf } from '@/shell/route-catalog.ts';
import type { ScreenHandle } from '@/modules/module-screen.tsx';
import { appRouterTable, appRoutes } from './router.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  session.end();
});
afterEach(() => {
  mock.dispose();
  session.end();
});

function openConsole(path: string, client = testQueryClient()) {
  const { routes, patchRoutesOnNavigation } = appRouterTable(client);
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function logIn() {
  await userEvent.type(await screen.findByLabelText('Username'), 'admin');
  await userEvent.type(screen.getByLabelText('Password'), 'admin');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('signing in: the console draws once its first reads have answered', () => {
  it('keeps the sign-in page, its Log In busy, until the configuration has answered; then the home page, complete', async () => {
    const release = mock.hang('getSysConfig');
    const router = openConsole('/login');
    await logIn();
    await waitFor(() => expect(mock.callsOf('getSysConfig')).toHaveLength(1));
    // the other reads of the first frame went out together, not one after the other
    for (const op of ['getCurrentAdom', 'getSysInfo', 'getProfile', 'listTasks', 'getSysLicense'] as const) {
      await waitFor(() => expect(mock.callsOf(op)).toHaveLength(1));
    }
    // what was typed stays in view while the console gets ready
    expect(screen.getByRole('button', { name: 'Log In' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(screen.queryByRole('heading', { name: 'Overview' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    // drawn with what the reads answered, not with loading placeholders first
    expect(await screen.findByText('FMG-VMTM24012345')).toBeInTheDocument();
    // each first read was made once: the shell found the answers the route had fetched
    for (const op of ['getSysConfig', 'getCurrentAdom', 'getSysInfo', 'getProfile', 'listTasks'] as const) {
      expect(mock.callsOf(op)).toHaveLength(1);
    }
  });

  it('a slow appliance: after firstFrameWaitMs the console draws with its loading state instead of waiting on', async () => {
    const release = mock.hang('getSysConfig');
    const router = openConsole('/login');
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: constants.session.firstFrameWaitMs + 2000 });
    expect(await screen.findByText(msg('shell.loading'))).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  });

  it('a configuration that cannot be read: the console draws at once with the message and Retry, which reads it again', async () => {
    mock.fail('getSysConfig');
    openConsole('/login');
    await logIn();
    expect(await screen.findByText(msg('shell.sysConfigFailed'))).toBeInTheDocument();
    const before = mock.callsOf('getSysConfig').length;
    mock.reset('getSysConfig');
    await userEvent.click(screen.getByRole('button', { name: msg('shell.retry') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(mock.callsOf('getSysConfig').length).toBeGreaterThan(before);
  });

  it('a signed-out visitor of a screen signs in and lands on that screen', async () => {
    const router = openConsole('/sys/logfetch');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sys/logfetch'), { timeout: 5000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log Fetch' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('going Home again draws the page at once with the licence it has, whatever the appliance takes to answer again', async () => {
    const router = openConsole('/login');
    await logIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    await router.navigate('/no-such-page');
    const release = mock.hang('getSysLicense');
    const reads = mock.callsOf('getSysLicense').length;
    const started = performance.now();
    await router.navigate('/');
    // the route did not wait for a licence it had
    expect(performance.now() - started).toBeLessThan(constants.session.firstFrameWaitMs / 2);
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(mock.callsOf('getSysLicense').length).toBeLessThanOrEqual(reads + 1);
    release();
  });

  it('reads the licence once for the home page that signing in opens: the page shows the answer its route read', async () => {
    const client = testQueryClient();
    openConsole('/login', client);
    await logIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    await settled(client);
    expect(mock.callsOf('getSysLicense')).toHaveLength(1);
  });

  it('a first read that failed does not hold up a choice written to the address', async () => {
    mock.fail('listTasks');
    const router = openConsole('/login');
    await logIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    const reads = mock.callsOf('listTasks').length;
    const release = mock.hang('listTasks');
    const started = performance.now();
    await router.navigate('/?view=x');
    expect(performance.now() - started).toBeLessThan(constants.session.firstFrameWaitMs / 2);
    expect(router.state.location.search).toBe('?view=x');
    expect(mock.callsOf('listTasks')).toHaveLength(reads);
    release();
  });

  it('wrong credentials: the page stays as it was, with the message, and nothing of the console is read', async () => {
    mock.fail('signIn', 401);
    const router = openConsole('/login');
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(msg('shell.signIn.failed'));
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(screen.getByRole('button', { name: 'Log In' })).not.toHaveAttribute('aria-busy');
    expect(router.state.location.pathname).toBe('/login');
    expect(mock.callsOf('getSysConfig')).toHaveLength(0);
  });
});

describe('the route groups join the route table on the first navigation that needs them', () => {
  /** An address of a screen's template, each parameter filled and each optional one left out. */
  const addressOf = (template: string) => template.replace(/\/\{[^}]+\?\}/g, '').replace(/\{[^}]+\}/g, 'x1');
  const appKeyAt = (routes: Parameters<typeof matchRoutes>[0], path: string) =>
    (matchRoutes(routes, path)?.at(-1)?.route.handle as ScreenHandle | undefined)?.appKey;

  it('the page starts without them; an address only the catch-all matches brings every screen of every group, found as before', async () => {
    const client = testQueryClient();
    const { routes, patchRoutesOnNavigation } = appRouterTable(client);
    const router = createMemoryRouter(routes, { initialEntries: ['/login'], patchRoutesOnNavigation });
    const screens = groups.flatMap((g) => screensOf(g)).filter((s) => !s.route.redirect);
    expect(screens.length).toBeGreaterThan(100);
    // not matched while the sign-in page starts
    expect(screens.filter((s) => appKeyAt(router.routes, addressOf(s.template)))).toEqual([]);

    await router.navigate('/no-such-page');
    expect(router.state.location.pathname).toBe('/no-such-page');
    const full = appRoutes(client);
    for (const screen of screens) {
      const address = addressOf(screen.template);
      expect(appKeyAt(router.routes, address), address).toBe(appKeyAt(full, address));
      expect(appKeyAt(router.routes, address), address).toBe(screen.route.appKey);
    }
    router.dispose();
  });
});
