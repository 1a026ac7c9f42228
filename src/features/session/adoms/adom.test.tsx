import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { installMockApi, specExample, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell, sessionQueryClient, settled } from '@/lib/testing/render.tsx';
import { AdomLockButton } from './adom-lock-button.tsx';
import { AdomPicker } from './adom-picker.tsx';
import { AdomSelector } from './adom-selector.tsx';

// The super admin (the default persona) works in root (unlocked) and sees root, Finance (locked by them),
// Retail-East (locked by jsmith), Retail-West (held by an IPS lock) and more.
let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

/** Renders with the signed-in admin's configuration and current ADOM already loaded, as the shell has them. */
async function show(ui: ReactElement) {
  const queryClient = await sessionQueryClient();
  return renderShell(ui, { queryClient });
}

/** The current ADOM is this one (the spec's answer for switching to it). */
function currentAdomIs(example: 'finance' | 'retailWest') {
  mock.reply('getCurrentAdom', specExample('changeAdom', example));
}

/** Renders the selector and opens its menu once the ADOM list is in (the button spins until then). */
async function openSelector(current: RegExp) {
  const { queryClient } = await show(<AdomSelector />);
  await settled(queryClient);
  const button = screen.getByRole('button', { name: current });
  await userEvent.click(button);
  return button;
}

const bodiesOf = (op: 'changeAdom') => mock.callsOf(op).map((c) => c.body);

describe('AdomSelector', () => {
  it('shows the current ADOM and switches to another one', async () => {
    await openSelector(/ADOM: root/);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Finance' }));
    expect(await screen.findByRole('button', { name: /ADOM: Finance/ })).toBeInTheDocument();
    expect(bodiesOf('changeAdom')).toEqual([{ oid: 127 }]);
  });

  it.each([['{Enter}'], [' ']])('keyboard: %j on an ADOM switches to it', async (key) => {
    const button = await openSelector(/ADOM: root/);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const finance = await screen.findByRole('menuitem', { name: 'Finance' });
    finance.focus();
    await userEvent.keyboard(key);
    await waitFor(() => expect(bodiesOf('changeAdom')).toEqual([{ oid: 127 }]));
    expect(await screen.findByRole('button', { name: /ADOM: Finance/ })).toBeInTheDocument();
  });

  it('says so when the admin has only one ADOM', async () => {
    // the admin's sole ADOM is Retail-East
    mock.persona('singleAdom');
    await openSelector(/ADOM: Retail-East/);
    expect(await screen.findByText('You have only one ADOM.')).toBeInTheDocument();
    expect(mock.callsOf('changeAdom')).toHaveLength(0);
  });

  it('shows the switch failure: the catalogue message, then the server’s text', async () => {
    mock.fail('changeAdom', 403, 'forbidden');
    await openSelector(/ADOM: root/);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Finance' }));
    expect(await screen.findByText('Failed to switch the ADOM. No permission for the resource.')).toBeInTheDocument();
    expect(bodiesOf('changeAdom')).toEqual([{ oid: 127 }]);
    expect(screen.getByRole('button', { name: /ADOM: root/ })).toBeInTheDocument();
  });

  it('shows the ADOM as text when the admin may not switch', async () => {
    // finance-admin works in Finance and may not change ADOM
    mock.persona('noAdomChange');
    await show(<AdomSelector />);
    expect(screen.getByText('ADOM: Finance')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(mock.callsOf('listAdoms')).toHaveLength(0);
  });

  it('is hidden when ADOMs are off', async () => {
    mock.reply('getSysConfig', (_call, config) => ({ ...config, features: { ...config.features, adom_enabled: false } }));
    const { queryClient } = await show(<AdomSelector />);
    await settled(queryClient);
    expect(screen.queryByText(/ADOM/)).not.toBeInTheDocument();
    expect(mock.callsOf('listAdoms')).toHaveLength(0);
  });
});

describe('AdomLockButton', () => {
  it('unlocked: Lock locks the current ADOM', async () => {
    await show(<AdomLockButton />);
    await userEvent.click(screen.getByRole('button', { name: /Lock/ }));
    expect(await screen.findByRole('button', { name: /Unlock/ })).toBeInTheDocument();
    const calls = mock.callsOf('lockAdom');
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url.pathname).toMatch(/\/gui\/adoms\/3\/lock$/);
  });

  it('locked by me: Unlock unlocks it', async () => {
    currentAdomIs('finance');
    await show(<AdomLockButton />);
    await userEvent.click(screen.getByRole('button', { name: /Unlock/ }));
    expect(await screen.findByRole('button', { name: /Lock/ })).toBeInTheDocument();
    const calls = mock.callsOf('unlockAdom');
    expect(calls).toHaveLength(1);
    expect(calls[0].url.pathname).toMatch(/\/gui\/adoms\/127\/unlock$/);
  });

  it('locked by another admin: Lock is disabled and the holder is shown', async () => {
    // retail-admin works in Retail-East, which jsmith holds
    mock.persona('singleAdom');
    await show(<AdomLockButton />);
    expect(screen.getByRole('button', { name: /Lock/ })).toBeDisabled();
    expect(screen.getByText('Locked by jsmith')).toBeInTheDocument();
  });

  it('held by an IPS lock: Lock stays usable and the lock is explained as an IPS package update’s', async () => {
    currentAdomIs('retailWest');
    await show(<AdomLockButton />);
    expect(screen.getByRole('button', { name: /Lock/ })).toBeEnabled();
    expect(screen.getByText('Locked by an IPS package update')).toBeInTheDocument();
  });

  it('shows a lock failure: the catalogue message, then the server’s text', async () => {
    mock.fail('lockAdom', 409, 'lockedByOther');
    await show(<AdomLockButton />);
    await userEvent.click(screen.getByRole('button', { name: /Lock/ }));
    expect(await screen.findByText('Failed to lock the ADOM. Workspace is locked by jsmith.')).toBeInTheDocument();
    expect(mock.callsOf('lockAdom')[0].url.pathname).toMatch(/\/gui\/adoms\/3\/lock$/);
  });

  it('is hidden without the capability (or without workspace mode)', async () => {
    // the read-only auditor may only read ADOM locks
    mock.persona('readOnly');
    const { queryClient } = await show(<AdomLockButton />);
    await settled(queryClient);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('AdomPicker', () => {
  it('lists the ADOMs with the default preselected and opens the chosen one', async () => {
    const onPicked = vi.fn();
    await show(<AdomPicker open onPicked={onPicked} />);
    expect(await screen.findByRole('radio', { name: /root/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Finance/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(onPicked).toHaveBeenCalledWith(expect.objectContaining({ oid: 127, name: 'Finance' })));
    expect(bodiesOf('changeAdom')).toEqual([{ oid: 127 }]);
  });

  it('names each ADOM option by its name alone, with its description apart', async () => {
    // Retail-East without a description
    mock.reply('listAdoms', (_call, adoms) => adoms.map((a) => (a.name === 'Retail-East' ? { ...a, desc: '' } : a)));
    await show(<AdomPicker open onPicked={vi.fn()} />);
    const option = await screen.findByRole('radio', { name: 'root' });
    expect(option).toHaveAccessibleDescription('Default ADOM');
    expect(screen.queryByRole('radio', { name: /rootDefault/ })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Retail-East' })).not.toHaveAttribute('aria-describedby');
  });

  it('shows the empty state', async () => {
    mock.reply('listAdoms', []);
    await show(<AdomPicker open onPicked={vi.fn()} />);
    expect(await screen.findByText('No ADOM is available.')).toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    mock.fail('listAdoms');
    await show(<AdomPicker open onPicked={vi.fn()} />);
    expect(await screen.findByText('Failed to load the ADOM list.')).toBeInTheDocument();
    expect(mock.callsOf('listAdoms')).toHaveLength(1);
    mock.reset('listAdoms');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: /Finance/ })).toBeInTheDocument();
    expect(mock.callsOf('listAdoms')).toHaveLength(2);
  });

  it('waits for the list before showing, so that nothing flashes up for a sole ADOM', async () => {
    const release = mock.hang('listAdoms');
    await show(<AdomPicker open onPicked={vi.fn()} />);
    await waitFor(() => expect(mock.callsOf('listAdoms')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    release();
  });

  it('a sole ADOM opens directly, without asking', async () => {
    const onPicked = vi.fn();
    mock.persona('singleAdom');
    await show(<AdomPicker open onPicked={onPicked} />);
    await waitFor(() => expect(onPicked).toHaveBeenCalledWith(expect.objectContaining({ oid: 128, name: 'Retail-East' })));
    expect(bodiesOf('changeAdom')).toEqual([{ oid: 128 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a sole ADOM that fails to open: the picker shows the server’s text and Open tries again', async () => {
    const onPicked = vi.fn();
    mock.persona('singleAdom');
    mock.reply('changeAdom', { ...(specExample('changeAdom', 'serverError', 500) as object), message: 'ADOM Retail-East is being upgraded.' }, { status: 500 });
    await show(<AdomPicker open onPicked={onPicked} />);
    expect(await screen.findByRole('dialog', { name: 'Select an ADOM' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to switch the ADOM. ADOM Retail-East is being upgraded.');
    expect(onPicked).not.toHaveBeenCalled();
    mock.reset('changeAdom');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(onPicked).toHaveBeenCalledWith(expect.objectContaining({ oid: 128 })));
    expect(bodiesOf('changeAdom')).toEqual([{ oid: 128 }, { oid: 128 }]);
  });

  it('when no ADOM can be opened, the admin may keep the current one rather than being locked out', async () => {
    const onKeepCurrent = vi.fn();
    mock.fail('listAdoms');
    const { unmount } = await show(<AdomPicker open onPicked={vi.fn()} onKeepCurrent={onKeepCurrent} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Current ADOM' }));
    expect(onKeepCurrent).toHaveBeenCalledTimes(1);
    unmount();

    // a failed switch: offered beside Open; before any failure, only Open
    mock.reset('listAdoms');
    const onPicked = vi.fn();
    await show(<AdomPicker open onPicked={onPicked} onKeepCurrent={onKeepCurrent} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Finance/ }));
    expect(screen.queryByRole('button', { name: 'Keep Current ADOM' })).not.toBeInTheDocument();
    mock.fail('changeAdom');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to switch the ADOM.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep Current ADOM' }));
    expect(onKeepCurrent).toHaveBeenCalledTimes(2);
    expect(onPicked).not.toHaveBeenCalled();
    expect(bodiesOf('changeAdom')).toEqual([{ oid: 127 }]);
  });

  it('cannot be dismissed', async () => {
    await show(<AdomPicker open onPicked={vi.fn()} />);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
