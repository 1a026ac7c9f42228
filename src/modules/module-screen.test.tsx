import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { useParams } from 'react-router';
import { ModuleScreen, type ScreenHandle, type ScreenMap } from './module-screen.tsx';

/** A stand-in for a module's screen: says which screen it is and the route parameters it was given. */
function StandIn() {
  return <p>{`screen content ${Object.values(useParams()).filter(Boolean).join(' ')}`.trim()}</p>;
}

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

/** Renders the screen for a persona of the spec (the super admin on the manager by default). */
function renderScreen(path: string, pattern: string, handle: ScreenHandle, persona = 'superAdmin', withScreen = true) {
  mock.persona(persona);
  const screens = withScreen ? { [handle.appKey]: StandIn } : {};
  return renderShell(<ModuleScreen groupKey={handle.groupKey} screens={screens} />, { path, pattern, handle, routes: [{ path: '/fortiap/*', element: <p>other screen</p> }] });
}

describe('ModuleScreen', () => {
  it('takes a screen map keyed by its group\'s app keys only: a wrong key fails the type check (npm run typecheck)', () => {
    // @ts-expect-error 'sys.logfech' is no app key of the catalogue
    const misspelled: ScreenMap<'sys'> = { 'sys.logfech': StandIn };
    // @ts-expect-error 'dvm.main' is a screen of the dvm group, not of sys
    const otherGroup: ScreenMap<'sys'> = { 'dvm.main': StandIn };
    const right: ScreenMap<'sys'> = { 'sys.logfetch': StandIn, 'sys.ha': { page: StandIn } };
    expect(Object.keys({ ...misspelled, ...otherGroup, ...right })).toEqual(['sys.logfech', 'dvm.main', 'sys.logfetch', 'sys.ha']);
  });

  it("frames a screen: breadcrumb, module toolbar, title, module menu and the module's screen", async () => {
    renderScreen('/fortiap/wifitemplates/ssids', '/fortiap/wifitemplates/ssids', {
      groupKey: 'fortiap',
      appKey: 'fortiap.wifitemplates.ssids',
      template: '/fortiap/wifitemplates/ssids',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'SSIDs' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(crumbs).toHaveTextContent('Home/Access Points/WiFi Templates/SSIDs');
    expect(screen.getByRole('toolbar', { name: 'Access Point toolbar' })).toBeInTheDocument();
    expect(screen.getByText('screen content')).toBeInTheDocument();
    expect(document.querySelector('[data-app-key="fortiap.wifitemplates.ssids"]')).not.toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Module navigation' });
    expect(within(menu).getByText('Managed Access Points')).toBeInTheDocument();
  });

  it('gives a parameterised screen its parameters', async () => {
    renderScreen('/logview/logs/fgt/FortiGate/traffic-forward', '/logview/logs/:appUniKey/:devType/:_logtype', {
      groupKey: 'logview',
      appKey: 'logview.logs',
      template: '/logview/logs/{appUniKey}/{devType}/{_logtype}',
    }, 'analyzer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Logs' })).toBeInTheDocument();
    expect(screen.getByText('screen content fgt FortiGate traffic-forward')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('a route the module has no screen for is not a page', async () => {
    renderScreen('/fortiap/centrallist', '/fortiap/centrallist', { groupKey: 'fortiap', appKey: 'fortiap.centrallist', template: '/fortiap/centrallist' }, 'superAdmin', false);
    expect(await screen.findByText('The page you asked for does not exist.')).toBeInTheDocument();
  });

  it('rejects a value outside a parameter enum', async () => {
    renderScreen('/fortiview/xyz/fmg-dash1', '/fortiview/:type/fmg-dash1', {
      groupKey: 'fortiview',
      appKey: 'fortiview.fmg-dash1',
      template: '/fortiview/{type}/fmg-dash1',
    });
    expect(await screen.findByText('The page you asked for does not exist.')).toBeInTheDocument();
  });

  it('a log screen on a manager says it belongs to the other kind of appliance, not that the profile forbids it', async () => {
    renderScreen('/logview/threat_hunting', '/logview/threat_hunting', { groupKey: 'logview', appKey: 'logview.threat_hunting', template: '/logview/threat_hunting' });
    expect(
      await screen.findByText('This screen belongs to the other kind of appliance and is not available on this one, whatever the administrator profile allows.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your administrator profile does not give access to this screen.')).toBeNull();
  });

  it('a device screen on an analyzer says it belongs to the other kind of appliance', async () => {
    renderScreen(
      '/fortiap/centrallist',
      '/fortiap/centrallist',
      { groupKey: 'fortiap', appKey: 'fortiap.centrallist', template: '/fortiap/centrallist' },
      'analyzer',
    );
    expect(await screen.findByText(/belongs to the other kind of appliance/)).toBeInTheDocument();
  });

  it('a group the profile does not allow says so', async () => {
    // no persona of the spec lacks device management: the super admin's profile without it
    mock.reply('getSysConfig', (_call, config) => ({
      ...config,
      user_profile: { ...config.user_profile, permissions: { ...config.user_profile.permissions, device_manager: 'none' } },
    }));
    renderScreen('/fortiap/centrallist', '/fortiap/centrallist', { groupKey: 'fortiap', appKey: 'fortiap.centrallist', template: '/fortiap/centrallist' });
    expect(await screen.findByText('Your administrator profile does not give access to this screen.')).toBeInTheDocument();
  });

  it('the module menu switches between horizontal and vertical, and remembers it', async () => {
    renderScreen('/fortiap/centrallist', '/fortiap/centrallist', { groupKey: 'fortiap', appKey: 'fortiap.centrallist', template: '/fortiap/centrallist' });
    const nav = await screen.findByRole('navigation', { name: 'Module navigation' });
    expect(nav.className).toContain('content-menu-horizontal');
    await userEvent.click(within(nav).getByRole('button', { name: 'Show the module menu beside the page' }));
    expect(screen.getByRole('navigation', { name: 'Module navigation' }).className).toContain('content-menu-vertical');
    expect(localStorage.getItem('console.contentMenuMode')).toBe('vertical');
  });
});
