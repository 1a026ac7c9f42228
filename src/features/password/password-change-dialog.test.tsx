import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { App, ConfigProvider } from 'antd';
import { ApiError } from '@/lib/api/errors.ts';
import { PasswordChangeDialog, type PasswordChangeDialogProps } from './password-change-dialog.tsx';

const session = vi.hoisted(() => ({
  caps: { isHaSecondary: false },
  config: { admin_has_default_pwd: false } as { admin_has_default_pwd: boolean },
}));
vi.mock('@/lib/session/index.ts', () => ({
  useCapabilities: () => session.caps,
  useSystemConfig: () => ({ data: session.config }),
}));

const mutateAsync = vi.fn();
vi.mock('./api.ts', () => ({ useChangePassword: () => ({ mutateAsync, isPending: false }) }));

function renderDialog(props: Partial<PasswordChangeDialogProps> = {}) {
  const handlers = { onDone: vi.fn(), onLater: vi.fn(), onCancel: vi.fn() };
  render(
    <App>
      <PasswordChangeDialog open kind="voluntary" username="admin" ownAccount {...handlers} {...props} />
    </App>,
  );
  return handlers;
}

// antd gives every dialog the same labelling id under test, so find the confirmation by its text
async function findConfirm() {
  const text = await screen.findByText('Your password is shorter than 6 characters! Are you sure you want to continue?');
  return text.closest<HTMLElement>('[role="dialog"]')!;
}

const user = () => userEvent.setup();

async function fill(label: RegExp, value: string) {
  const input = await screen.findByLabelText(label, {}, { timeout: 5000 });
  await userEvent.clear(input);
  // pasted in one go: each typed character would re-validate the whole form
  if (value) {
    await userEvent.click(input);
    await userEvent.paste(value);
  }
}

beforeEach(() => {
  mutateAsync.mockReset();
  mutateAsync.mockResolvedValue({});
  session.caps = { isHaSecondary: false };
  session.config = { admin_has_default_pwd: false };
});

describe('PasswordChangeDialog', () => {
  it('changes one’s own password with the old password', async () => {
    const { onDone } = renderDialog();
    await fill(/^old password/i, 'old-secret');
    await fill(/^new password/i, 'new-secret');
    await fill(/^confirm password/i, 'new-secret');
    await user().click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(mutateAsync).toHaveBeenCalledWith({ username: 'admin', old_password: 'old-secret', new_password: 'new-secret' });
  });

  it('hides the old password for another account and sends it empty', async () => {
    const { onDone } = renderDialog({ ownAccount: false, username: 'bob' });
    await fill(/^new password/i, 'new-secret');
    expect(screen.queryByLabelText(/^old password/i)).not.toBeInTheDocument();
    await fill(/^confirm password/i, 'new-secret');
    await user().click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(mutateAsync).toHaveBeenCalledWith({ username: 'bob', old_password: '', new_password: 'new-secret' });
  });

  it('blocks when new and confirm differ', async () => {
    renderDialog();
    await fill(/^new password/i, 'new-secret');
    await fill(/^confirm password/i, 'other-secret');
    await user().click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('blocks when confirm is empty but the new password is not', async () => {
    renderDialog();
    await fill(/^new password/i, 'new-secret');
    await user().click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('on a default-password account the new password may not be empty', async () => {
    renderDialog({ kind: 'default', ownAccount: true });
    await screen.findByLabelText(/^new password/i, {}, { timeout: 5000 });
    await user().click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Passwords field is empty.')).toBeInTheDocument();
    // the conditional rule reports only its own message, nothing at form level
    expect(screen.queryByText(/must match/i)).not.toBeInTheDocument();
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('the empty rule also applies to one’s own account flagged with the default password', async () => {
    session.config = { admin_has_default_pwd: true };
    renderDialog({ kind: 'voluntary' });
    await screen.findByLabelText(/^new password/i, {}, { timeout: 5000 });
    await user().click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Passwords field is empty.')).toBeInTheDocument();
  });

  it('asks for confirmation of a password shorter than 6 characters, and sends it when confirmed', async () => {
    const { onDone } = renderDialog();
    await fill(/^new password/i, 'abc');
    await fill(/^confirm password/i, 'abc');
    await user().click(screen.getByRole('button', { name: 'OK' }));
    const confirm = await findConfirm();
    expect(within(confirm).getByText('Short Password')).toBeInTheDocument();
    expect(mutateAsync).not.toHaveBeenCalled();
    await user().click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(mutateAsync).toHaveBeenCalledWith({ username: 'admin', old_password: '', new_password: 'abc' });
  });

  it('a short password is not sent when the confirmation is cancelled', async () => {
    renderDialog();
    await fill(/^new password/i, 'abc');
    await fill(/^confirm password/i, 'abc');
    await user().click(screen.getByRole('button', { name: 'OK' }));
    const confirm = await findConfirm();
    await user().click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('shows server field errors on their fields and the user error as a danger message', async () => {
    mutateAsync.mockRejectedValue(
      new ApiError(400, {
        code: -2,
        message: 'Password change failed',
        fields: { newpasswd: 'Must contain a digit', oldpasswd: 'Old password is wrong', user: 'Administrator is locked' },
      }),
    );
    const { onDone } = renderDialog();
    await fill(/^old password/i, 'nope-nope');
    await fill(/^new password/i, 'new-secret');
    await fill(/^confirm password/i, 'new-secret');
    await user().click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Must contain a digit')).toBeInTheDocument();
    expect(screen.getByText('Old password is wrong')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Administrator is locked');
    expect(onDone).not.toHaveBeenCalled();
  });

  it.each(['expired', 'nonConforming', 'forced'] as const)('%s: no Later, no Cancel, cannot be closed', async (kind) => {
    renderDialog({ kind });
    await screen.findByLabelText(/^new password/i, {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Later' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await user().keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('default kind offers Later', async () => {
    const { onLater } = renderDialog({ kind: 'default' });
    await user().click(await screen.findByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('voluntary kind can be cancelled', async () => {
    const { onCancel } = renderDialog({ kind: 'voluntary' });
    await user().click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('returns focus to the element that opened it', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        // without motion the dialog finishes closing at once, as it does when its animation ends
        <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <button type="button" onClick={() => setOpen(true)}>
            Change password
          </button>
          <PasswordChangeDialog open={open} kind="voluntary" username="admin" ownAccount onDone={() => {}} onCancel={() => setOpen(false)} />
        </App>
        </ConfigProvider>
      );
    }
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Change password' });
    await user().click(opener);
    await screen.findByLabelText(/^new password/i, {}, { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await user().keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('is disabled on an HA secondary unit', async () => {
    session.caps = { isHaSecondary: true };
    renderDialog();
    expect(await screen.findByLabelText(/^new password/i)).toBeDisabled();
    expect(screen.getByText('The password cannot be changed on an HA secondary unit.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
  });
});
