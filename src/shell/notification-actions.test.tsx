import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { ShellNotificationBell } from './notification-actions.tsx';
import { ShellUiProvider, useShellUi } from './shell-ui.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

function OverlayShown() {
  const { overlay } = useShellUi();
  return <p>overlay: {overlay ?? 'none'}</p>;
}

function renderBell(path = '/') {
  return renderShell(
    <ShellUiProvider>
      <ShellNotificationBell />
      <OverlayShown />
    </ShellUiProvider>,
    { path, routes: [{ path: '/sys/fazfabric/settings', element: <p>fabric settings</p> }, { path: '/fortisoc/soar/outbreakalerts', element: <p>outbreak alerts</p> }] },
  );
}

async function openBell() {
  await userEvent.click(await screen.findByRole('button', { name: /^Notifications, / }));
}

describe('notifications lead to the screen that resolves them', () => {
  it('manager super admin: licence notices open the licence upload, a new firmware the upgrade dialog', async () => {
    renderBell();
    await openBell();
    const uploads = await screen.findAllByRole('button', { name: 'Upload a licence file' });
    expect(uploads).toHaveLength(2);
    await userEvent.click(uploads[0]!);
    // under jsdom every dialog's title id is the same test id, so the dialog is found by its title's text
    const dialog = (await screen.findByText('Upload Licence', { selector: '.ant-modal-title' })).closest('[role="dialog"]') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await openBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade the firmware' }));
    expect(await screen.findByText('overlay: upgrade')).toBeInTheDocument();
  });

  it('the out-of-sync and IP-conflict notices open their ADOM’s lists; the manager offers no outbreak or fabric screen', async () => {
    renderBell();
    await openBell();
    expect(await screen.findByRole('button', { name: 'Review the devices that are out of sync' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View the devices with an IP conflict' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View the outbreak alerts' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'View the fabric settings' })).toBeNull();
  });

  it('analyzer: outbreak alerts and fabric members lead to their screens', async () => {
    mock.persona('analyzer');
    renderBell();
    await openBell();
    await userEvent.click(await screen.findByRole('button', { name: 'View the outbreak alerts' }));
    expect(await screen.findByText('outbreak alerts')).toBeInTheDocument();
  });

  it('analyzer: a fabric member out of sync leads to the fabric settings', async () => {
    mock.persona('analyzer');
    renderBell();
    await openBell();
    const fabric = await screen.findAllByRole('button', { name: 'View the fabric settings' });
    await userEvent.click(fabric[0]!);
    expect(await screen.findByText('fabric settings')).toBeInTheDocument();
  });

  it('a read-only administrator is not offered the firmware upgrade', async () => {
    mock.persona('readOnly');
    renderBell();
    await openBell();
    await screen.findByRole('button', { name: 'Review the devices that are out of sync' });
    expect(screen.queryByRole('button', { name: 'Upgrade the firmware' })).toBeNull();
  });
});
