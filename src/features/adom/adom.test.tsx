import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { ApiError } from '@/lib/api/errors.ts';
import type { Adom } from './api.ts';
import { AdomLockButton } from './adom-lock-button.tsx';
import { AdomPicker } from './adom-picker.tsx';
import { AdomSelector } from './adom-selector.tsx';

const root: Adom = { oid: 3, name: 'root', desc: 'Default ADOM', lock: { state: 'unlocked', lock_type: 'normal' } };
const finance: Adom = { oid: 127, name: 'Finance', desc: 'Finance firewalls', lock: { state: 'locked_by_me', by: 'admin', lock_type: 'normal' } };
const east: Adom = { oid: 128, name: 'Retail-East', desc: '', lock: { state: 'locked_by_other', by: 'jsmith', lock_type: 'normal' } };
const west: Adom = { oid: 129, name: 'Retail-West', desc: '', lock: { state: 'locked_by_other', by: 'IPS package update', lock_type: 'ips' } };

const state = vi.hoisted(() => ({
  caps: {} as Record<string, unknown>,
  current: undefined as unknown,
  list: {} as Record<string, unknown>,
  change: { mutate: vi.fn(), isPending: false, isError: false, isIdle: true, error: null as unknown },
  lock: { mutate: vi.fn(), isPending: false },
  unlock: { mutate: vi.fn(), isPending: false },
}));

vi.mock('@/lib/session/index.ts', () => ({
  useCapabilities: () => state.caps,
  useCurrentAdom: () => ({ data: state.current }),
}));
vi.mock('./api.ts', () => ({
  useListAdoms: () => state.list,
  useChangeAdom: () => state.change,
  useLockAdom: () => state.lock,
  useUnlockAdom: () => state.unlock,
}));

const loaded = (data: Adom[]) => ({ data, isSuccess: true, isLoading: false, isError: false, refetch: vi.fn() });

beforeEach(() => {
  state.caps = { adomEnabled: true, mayChangeAdom: true, canLockAdom: true, defaultAdom: 'root' };
  state.current = root;
  state.list = loaded([root, finance, east, west]);
  state.change = { mutate: vi.fn(), isPending: false, isError: false, isIdle: true, error: null };
  state.lock = { mutate: vi.fn(), isPending: false };
  state.unlock = { mutate: vi.fn(), isPending: false };
});

const wrap = (ui: React.ReactNode) => render(<App>{ui}</App>);

describe('AdomSelector', () => {
  it('shows the current ADOM and switches to another one', async () => {
    wrap(<AdomSelector />);
    await userEvent.click(screen.getByRole('button', { name: /ADOM: root/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Finance' }));
    expect(state.change.mutate).toHaveBeenCalledWith(127, expect.anything());
  });

  it.each([['{Enter}'], [' ']])('keyboard: %j on an ADOM switches to it', async (key) => {
    wrap(<AdomSelector />);
    const button = screen.getByRole('button', { name: /ADOM: root/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const finance = await screen.findByRole('menuitem', { name: 'Finance' });
    finance.focus();
    await userEvent.keyboard(key);
    expect(state.change.mutate).toHaveBeenCalledWith(127, expect.anything());
  });

  it('says so when the admin has only one ADOM', async () => {
    state.list = loaded([root]);
    wrap(<AdomSelector />);
    await userEvent.click(screen.getByRole('button', { name: /ADOM: root/ }));
    expect(await screen.findByText('You have only one ADOM.')).toBeInTheDocument();
    expect(state.change.mutate).not.toHaveBeenCalled();
  });

  it('shows the switch failure: the catalogue message, then the server’s text', async () => {
    state.change.mutate = vi.fn((_oid, opts) => opts.onError(new ApiError(403, { code: -11, message: 'No permission for Finance' })));
    wrap(<AdomSelector />);
    await userEvent.click(screen.getByRole('button', { name: /ADOM: root/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Finance' }));
    expect(await screen.findByText('Failed to switch the ADOM. No permission for Finance')).toBeInTheDocument();
  });

  it('shows the ADOM as text when the admin may not switch', () => {
    state.caps = { ...state.caps, mayChangeAdom: false };
    wrap(<AdomSelector />);
    expect(screen.getByText('ADOM: root')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is hidden when ADOMs are off', () => {
    state.caps = { ...state.caps, adomEnabled: false };
    wrap(<AdomSelector />);
    expect(screen.queryByText(/ADOM/)).not.toBeInTheDocument();
  });
});

describe('AdomLockButton', () => {
  it('unlocked: Lock locks the current ADOM', async () => {
    wrap(<AdomLockButton />);
    await userEvent.click(screen.getByRole('button', { name: /Lock/ }));
    expect(state.lock.mutate).toHaveBeenCalledWith(3, expect.anything());
  });

  it('locked by me: Unlock unlocks it', async () => {
    state.current = finance;
    wrap(<AdomLockButton />);
    await userEvent.click(screen.getByRole('button', { name: /Unlock/ }));
    expect(state.unlock.mutate).toHaveBeenCalledWith(127, expect.anything());
  });

  it('locked by another admin: Lock is disabled and the holder is shown', () => {
    state.current = east;
    wrap(<AdomLockButton />);
    expect(screen.getByRole('button', { name: /Lock/ })).toBeDisabled();
    expect(screen.getByText('Locked by jsmith')).toBeInTheDocument();
  });

  it('held by an IPS lock: Lock stays usable and the holder is shown', () => {
    state.current = west;
    wrap(<AdomLockButton />);
    expect(screen.getByRole('button', { name: /Lock/ })).toBeEnabled();
    expect(screen.getByText('Locked by IPS package update')).toBeInTheDocument();
  });

  it('shows a lock failure: the catalogue message, then the server’s text', async () => {
    state.lock.mutate = vi.fn((_oid, opts) => opts.onError(new ApiError(409, { code: -10, message: 'Workspace is locked by jsmith.' })));
    wrap(<AdomLockButton />);
    await userEvent.click(screen.getByRole('button', { name: /Lock/ }));
    expect(await screen.findByText('Failed to lock the ADOM. Workspace is locked by jsmith.')).toBeInTheDocument();
  });

  it('is hidden without the capability (or without workspace mode)', () => {
    state.caps = { ...state.caps, canLockAdom: false };
    wrap(<AdomLockButton />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('AdomPicker', () => {
  it('lists the ADOMs with the default preselected and opens the chosen one', async () => {
    const onPicked = vi.fn();
    state.change.mutate = vi.fn((oid, opts) => opts.onSuccess({ ...finance, oid }));
    wrap(<AdomPicker open onPicked={onPicked} />);
    expect(screen.getByRole('radio', { name: /root/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Finance/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(state.change.mutate).toHaveBeenCalledWith(127, expect.anything());
    await waitFor(() => expect(onPicked).toHaveBeenCalledWith(expect.objectContaining({ oid: 127 })));
  });

  it('names each ADOM option by its name alone, with its description apart', () => {
    wrap(<AdomPicker open onPicked={vi.fn()} />);
    const option = screen.getByRole('radio', { name: 'root' });
    expect(option).toHaveAccessibleDescription('Default ADOM');
    expect(screen.queryByRole('radio', { name: /rootDefault/ })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Retail-East' })).not.toHaveAttribute('aria-describedby');
  });

  it('shows the empty state', () => {
    state.list = loaded([]);
    wrap(<AdomPicker open onPicked={vi.fn()} />);
    expect(screen.getByText('No ADOM is available.')).toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    const refetch = vi.fn();
    state.list = { data: undefined, isLoading: false, isSuccess: false, isError: true, error: new Error('x'), refetch };
    wrap(<AdomPicker open onPicked={vi.fn()} />);
    expect(screen.getByText('Failed to load the ADOM list.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('waits for the list before showing, so that nothing flashes up for a sole ADOM', () => {
    state.list = { data: undefined, isPending: true, isLoading: true, isSuccess: false, isError: false, refetch: vi.fn() };
    wrap(<AdomPicker open onPicked={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a sole ADOM opens directly, without asking', async () => {
    const onPicked = vi.fn();
    state.list = loaded([east]);
    state.change.mutate = vi.fn((oid, opts) => opts.onSuccess({ ...east, oid }));
    wrap(<AdomPicker open onPicked={onPicked} />);
    await waitFor(() => expect(onPicked).toHaveBeenCalledWith(expect.objectContaining({ oid: 128 })));
    expect(state.change.mutate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a sole ADOM that fails to open: the picker shows the server’s text and Open tries again', async () => {
    state.list = loaded([east]);
    state.change = { ...state.change, isError: true, isIdle: false, error: new ApiError(500, { code: -1, message: 'ADOM Retail-East is being upgraded.' }) };
    wrap(<AdomPicker open onPicked={vi.fn()} />);
    expect(await screen.findByRole('dialog', { name: 'Select an ADOM' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to switch the ADOM. ADOM Retail-East is being upgraded.');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(state.change.mutate).toHaveBeenCalledWith(128, expect.anything());
  });

  it('when no ADOM can be opened, the admin may keep the current one rather than being locked out', async () => {
    const onKeepCurrent = vi.fn();
    state.list = { data: undefined, isLoading: false, isSuccess: false, isError: true, error: new Error('x'), refetch: vi.fn() };
    const { unmount } = wrap(<AdomPicker open onPicked={vi.fn()} onKeepCurrent={onKeepCurrent} />);
    await userEvent.click(screen.getByRole('button', { name: 'Keep Current ADOM' }));
    expect(onKeepCurrent).toHaveBeenCalledTimes(1);
    unmount();

    // a failed switch: offered beside Open; before any failure, only Open
    state.list = loaded([root, finance]);
    const view = wrap(<AdomPicker open onPicked={vi.fn()} onKeepCurrent={onKeepCurrent} />);
    expect(screen.queryByRole('button', { name: 'Keep Current ADOM' })).not.toBeInTheDocument();
    view.unmount();
    state.change = { ...state.change, isError: true, isIdle: false, error: new ApiError(500, { code: -1, message: 'Internal server error.' }) };
    wrap(<AdomPicker open onPicked={vi.fn()} onKeepCurrent={onKeepCurrent} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to switch the ADOM.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep Current ADOM' }));
    expect(onKeepCurrent).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed', async () => {
    wrap(<AdomPicker open onPicked={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
