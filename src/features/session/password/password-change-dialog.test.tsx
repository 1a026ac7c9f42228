import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell, sessionQueryClient } from '@/lib/testing/render.tsx';
import { PasswordChangeDialog, type PasswordChangeDialogProps } from './password-change-dialog.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

/** Opens the dialog once the administrator's configuration has loaded, as the console does. */
async function renderDialog(props: Partial<PasswordChangeDialogProps> = {}) {
  const handlers = { onDone: vi.fn(), onLater: vi.fn(), onCancel: vi.fn() };
  const queryClient = await sessionQueryClient();
  renderShell(<PasswordChangeDialog open kind="voluntary" username="admin" ownAccount {...handlers} {...props} />, { queryClient });
  return handlers;
}

/** What the dialog asked the appliance to change. */
const sent = () => mock.callsOf('changePassword').map((c) => c.body);

// antd gives every dialog the same labelling id under test, so find the confirmation by its text
async function findConfirm() {
  const text = await screen.findByText('Your password is shorter than 6 characters! Are you sure you want to continue?');
  return text.closest<HTMLElement>('[role="dialog"]')!;
}

const user = () => userEvent.setup();

async function fill(label: RegExp, value: string) {
  // the form's code loads on first use: slow on a busy machine
  const input = await screen.findByLabelText(label, {}, { timeout: 15000 });
  await userEvent.clear(input);
  // pasted in one go: each typed character would re-validate the whole form
  if (value) {
    await userEvent.click(input);
    await userEvent.paste(value);
  }
}

describe('PasswordChangeDialog', () => {
  it('changes one’s own password with the old password', async () => {
    const { onDone } = await renderDialog();
    await fill(/^old password/i, 'old-secret');
    await fill(/^new password/i, 'new-secret');
    await fill(/^confirm password/i, 'new-secret');
    await user().click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent()).toEqual([{ username: 'admin', old_password: 'old-secret', new_password: 'new-secret' }]);
  });

  it('hides the old password for another account and sends it empty', async () => {
    const { onDone } = await renderDialog({ ownAccount: false, username: 'bob' });
    await fill(/^new password/i, 'new-secret');
    expect(screen.queryByLabelText(/^old password/i)).not.toBeInTheDocument();
    await fill(/^confirm password/i, 'new-secret');
    await user().click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent()).toEqual([{ username: 'bob', old_password: '', new_password: 'new-secret' }]);
  });

  it('blocks when new and confirm differ', async () => {
    await renderDialog();
    await fill(/^new password/i, 'new-secret');
    await fill(/^confirm password/i, 'other-secret');
    await user().click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('blocks when confirm is empty but the new password is not', async () => {
    await renderDialog();
    await fill(/^new password/i, 'new-secret');
    await user().click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('on a default-password account the new password may not be empty', async () => {
    await renderDialog({ kind: 'default', ownAccount: true });
    await screen.findByLabelText(/^new password/i, {}, { timeout: 5000 });
    await user().click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Passwords field is empty.')).toBeInTheDocument();
    // the conditional rule reports only its own message, nothing at form level
    expect(screen.queryByText(/must match/i)).not.toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('the empty rule also applies to one’s own account flagged with the default password', async () => {
    mock.persona('defaultPassword');
    await renderDialog({ kind: 'voluntary', username: 'operator' });
    await screen.findByLabelText(/^new password/i, {}, { timeout: 5000 });
    await user().click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Passwords field is empty.')).toBeInTheDocument();
  });

  it('asks for confirmation of a password shorter than 6 characters, and sends it when confirmed', async () => {
    const { onDone } = await renderDialog();
    await fill(/^new password/i, 'abc');
    await fill(/^confirm password/i, 'abc');
    await user().click(screen.getByRole('button', { name: 'OK' }));
    const confirm = await findConfirm();
    expect(within(confirm).getByText('Short Password')).toBeInTheDocument();
    expect(sent()).toEqual([]);
    await user().click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent()).toEqual([{ username: 'admin', old_password: '', new_password: 'abc' }]);
  });

  it('a short password is not sent when the confirmation is cancelled', async () => {
    await renderDialog();
    await fill(/^new password/i, 'abc');
    await fill(/^confirm password/i, 'abc');
    await user().click(screen.getByRole('button', { name: 'OK' }));
    const confirm = await findConfirm();
    await user().click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent()).toEqual([]);
  });

  it('shows server field errors on their fields and the user error as a danger message', async () => {
    mock.fail('changePassword', 400, 'fieldErrors');
    const { onDone } = await renderDialog();
    await fill(/^old password/i, 'nope-nope');
    await fill(/^new password/i, 'new-secret');
    await fill(/^confirm password/i, 'new-secret');
    await user().click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The password must contain at least one upper-case letter, one digit and one special character.')).toBeInTheDocument();
    expect(screen.getByText('The old password is incorrect.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The password of admin was changed too recently.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it.each(['expired', 'nonConforming', 'forced'] as const)('%s: no Later, no Cancel, cannot be closed', async (kind) => {
    await renderDialog({ kind });
    await screen.findByLabelText(/^new password/i, {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Later' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await user().keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('default kind offers Later', async () => {
    const { onLater } = await renderDialog({ kind: 'default' });
    await user().click(await screen.findByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('voluntary kind can be cancelled', async () => {
    const { onCancel } = await renderDialog({ kind: 'voluntary' });
    await user().click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('returns focus to the element that opened it', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Change password
          </button>
          <PasswordChangeDialog open={open} kind="voluntary" username="admin" ownAccount onDone={() => {}} onCancel={() => setOpen(false)} />
        </>
      );
    }
    renderShell(<Harness />, { queryClient: await sessionQueryClient() });
    const opener = screen.getByRole('button', { name: 'Change password' });
    await user().click(opener);
    await screen.findByLabelText(/^new password/i, {}, { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await user().keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('is disabled on an HA secondary unit', async () => {
    mock.persona('haSecondary');
    await renderDialog();
    expect(await screen.findByLabelText(/^new password/i)).toBeDisabled();
    expect(screen.getByText('The password cannot be changed on an HA secondary unit.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
  });
});
