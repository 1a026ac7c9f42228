import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell, settled } from '@/lib/testing/render.tsx';
import { UserMenu } from './user-menu.tsx';
import { ShellUiProvider, useShellUi } from './shell-ui.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => {
  mock.dispose();
  vi.restoreAllMocks();
});

function OverlayProbe() {
  const { overlay, close } = useShellUi();
  return (
    <>
      <output aria-label="overlay">{overlay ?? 'none'}</output>
      <Modal open={overlay === 'profile'} title="Probe dialog" onCancel={close} onOk={close} />
    </>
  );
}

/** Renders the menu and waits until the signed-in administrator (and a cloud user's portals) are known. */
async function renderMenu() {
  const { queryClient } = renderShell(
    <ShellUiProvider>
      <UserMenu />
      <button type="button">Next control</button>
      <OverlayProbe />
    </ShellUiProvider>,
  );
  await settled(queryClient);
}

async function openMenu(username = 'admin') {
  await renderMenu();
  await userEvent.click(await screen.findByRole('button', { name: `Account menu for ${username}` }));
  return screen.findByRole('menu');
}

const itemNames = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((i) => i.textContent);

describe('UserMenu', () => {
  it('asked for before the configuration is known, opens once it is, with all its items and the focus on the first', async () => {
    const release = mock.hang('getSysConfig');
    renderShell(
      <ShellUiProvider>
        <UserMenu />
      </ShellUiProvider>,
    );
    const button = await screen.findByRole('button', { name: /^Account menu for / });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    release();
    const menu = await screen.findByRole('menu');
    expect(itemNames(menu)[0]).toBe('System Information');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /System Information/ })).toHaveFocus());
  });

  it('super admin: system information, upgrade, password, profile, process monitor, logout', async () => {
    const menu = await openMenu();
    expect(itemNames(menu)).toEqual([
      'System Information',
      'Upgrade Firmware',
      'Change Password',
      'Change Profile',
      'Process Monitor',
      'Logout',
    ]);
  });

  it('opens the chosen dialog', async () => {
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Change Password/ }));
    expect(screen.getByLabelText('overlay')).toHaveTextContent('password');
  });

  it.each<[string, string, string]>([
    ['Change Password', '{Enter}', 'password'],
    ['Change Password', ' ', 'password'],
    ['Logout', '{Enter}', 'logout'],
    ['Logout', ' ', 'logout'],
    ['Process Monitor', '{Enter}', 'processMonitor'],
  ])('keyboard: %s acts on %j', async (item, key, overlay) => {
    await renderMenu();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Account menu for admin' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // the open menu's first item takes the focus
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /System Information/ })).toHaveFocus());
    const target = within(menu).getByRole('menuitem', { name: new RegExp(item) });
    // jsdom has no layout, so the menu's arrow-key moves (which skip invisible items) cannot run here: the item is
    // focused as the arrow keys leave it
    target.focus();
    await user.keyboard(key);
    await waitFor(() => expect(screen.getByLabelText('overlay')).toHaveTextContent(overlay));
  });

  it('keyboard: Escape closes the menu and gives the focus back to its button; opened again, it starts at its first item', async () => {
    await renderMenu();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Account menu for admin' });
    button.focus();
    await user.keyboard(' ');
    const menu = await screen.findByRole('menu');
    const first = within(menu).getByRole('menuitem', { name: /System Information/ });
    await waitFor(() => expect(first).toHaveFocus());
    // (jsdom draws nothing, so the menu's arrow-key moves cannot run here: the item is focused as they leave it)
    within(menu).getByRole('menuitem', { name: /Change Profile/ }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('overlay')).toHaveTextContent('none');

    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(first).toHaveFocus());
    // Tab closes it too, going on from the button to the next control
    await user.keyboard('{Tab}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Next control' })).toHaveFocus();
  });

  it('keyboard: a browser Enter (with its key code) acts once and cancels the key, so the dialog it opens stays open', async () => {
    const menu = await openMenu();
    const target = within(menu).getByRole('menuitem', { name: /Logout/ });
    target.focus();
    // false: the keydown's default was cancelled, so no keypress follows onto the dialog's focused button
    expect(fireEvent.keyDown(target, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 })).toBe(false);
    expect(screen.getByLabelText('overlay')).toHaveTextContent('logout');
  });

  it('gives the focus back to the account button when the dialog it opened closes', async () => {
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Change Profile/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Probe dialog' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu for admin' })).toHaveFocus());
  });

  it('read-only admin: no firmware upgrade', async () => {
    mock.persona('readOnly');
    const menu = await openMenu('auditor');
    expect(itemNames(menu)).toContain('Change Password');
    expect(itemNames(menu)).not.toContain('Upgrade Firmware');
  });

  it('container deployment: no firmware upgrade', async () => {
    mock.reply('getSysConfig', (_call, config) => ({ ...config, features: { ...config.features, container: true } }));
    const menu = await openMenu();
    expect(itemNames(menu)).toContain('System Information');
    expect(itemNames(menu)).not.toContain('Upgrade Firmware');
  });

  it('HA secondary: change password shown but disabled', async () => {
    mock.persona('haSecondary');
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: /Change Password/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('without the able-to-change flag: no password or profile items', async () => {
    // signed in by single sign-on: the password lives with the identity provider
    mock.persona('ssoAdmin');
    const menu = await openMenu('jdoe@example.com');
    expect(itemNames(menu)).toContain('System Information');
    expect(itemNames(menu)).not.toContain('Change Password');
    expect(itemNames(menu)).not.toContain('Change Profile');
  });

  it('restricted admin: no process monitor', async () => {
    mock.persona('restrictedAdmin');
    const menu = await openMenu('rstadmin');
    expect(itemNames(menu)).toContain('Logout');
    expect(itemNames(menu)).not.toContain('Process Monitor');
  });

  it('cloud user: portal menu and Return To Portal instead of system items', async () => {
    mock.persona('cloudUser');
    const menu = await openMenu('cloud.admin@example.com');
    const names = itemNames(menu);
    expect(names).toEqual(expect.arrayContaining(['FortiCloud', 'FortiManager Cloud', 'FortiAnalyzer Cloud', 'Return To Portal']));
    expect(names).not.toContain('System Information');
    expect(names).not.toContain('Upgrade Firmware');
    expect(names).not.toContain('Change Password');
    const link = within(menu).getByRole('link', { name: 'FortiCloud' });
    expect(link).toHaveAttribute('href', 'https://support.fortinet.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('cloud user: a portal list that cannot be loaded says so when the menu opens', async () => {
    mock.persona('cloudUser');
    mock.fail('getCloudPortals', 500);
    await openMenu('cloud.admin@example.com');
    expect(await screen.findByText(/^Failed to load the portal menu\./)).toBeInTheDocument();
  });

  it('cloud user: a portal address that is not http(s) is never posted to nor linked, and the user is told', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    mock.persona('cloudUser');
    mock.reply('getCloudPortals', (_call, answer) => ({
      portals: answer.portals.map((p) => (p.name === 'FortiCloud' ? { ...p, url: 'javascript:alert(document.cookie)' } : p)),
      post_params: { ...answer.post_params, url: 'javascript:alert(document.cookie)' },
    }));
    const menu = await openMenu('cloud.admin@example.com');
    expect(itemNames(menu)).toContain('FortiCloud');
    expect(within(menu).queryByRole('link', { name: 'FortiCloud' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Return To Portal/ }));
    expect(submit).not.toHaveBeenCalled();
    expect(document.querySelector('form[action^="javascript"]')).toBeNull();
    expect(await screen.findByText('The portal address is not available, so the console cannot return to the portal.')).toBeInTheDocument();
  });

  it('cloud user: Return To Portal posts the portal form to its http(s) address', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    mock.persona('cloudUser');
    const menu = await openMenu('cloud.admin@example.com');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Return To Portal/ }));
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe('https://fortimanager.forticloud.com/portal/return');
    expect(Object.fromEntries(new FormData(form))).toEqual({ account: 'cloud.admin@example.com', instance: 'FMG-VMTM24012345' });
  });

  it('shows the saved avatar on the button, with its alt text', async () => {
    mock.scenario('getProfile', 'darkWithAvatar');
    await renderMenu();
    const button = await screen.findByRole('button', { name: 'Account menu for admin' });
    const image = await within(button).findByRole('img', { name: 'Avatar of admin' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('an avatar that is not an image address is not shown: the generic icon stays', async () => {
    for (const avatar of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', '/relative.png']) {
      mock.reply('getProfile', { useGlobalTheme: true, userTheme: 'light', globalTheme: 'light', avatar });
      const { unmount, queryClient } = renderShell(
        <ShellUiProvider>
          <UserMenu />
        </ShellUiProvider>,
      );
      await waitFor(() => expect(mock.callsOf('getProfile').length).toBeGreaterThan(0));
      await settled(queryClient);
      const button = await screen.findByRole('button', { name: 'Account menu for admin' });
      expect(button.querySelector('img')).toBeNull();
      expect(within(button).getByRole('img', { name: 'user' })).toBeInTheDocument();
      unmount();
    }
  });
});
