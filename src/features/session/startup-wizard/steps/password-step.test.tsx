import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StartupPasswordFormData } from '@generated/forms/startup-password.ts';
import { PasswordStep, type PasswordStepProps } from './password-step.tsx';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderWithProviders, setMockControls } from '../test/render.tsx';
import { Stateful } from '../test/stateful.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

function renderPassword(props: Partial<PasswordStepProps> = {}) {
  const handlers = { onDone: vi.fn(), onLater: vi.fn(), onBack: vi.fn() };
  renderWithProviders(
    <Stateful<Partial<StartupPasswordFormData>> initial={{}}>
      {(value, set) => <PasswordStep username="admin" required={false} value={value} onChange={set} {...handlers} {...props} />}
    </Stateful>,
  );
  return handlers;
}

async function enter(newPassword: string, confirm: string) {
  const user = userEvent.setup();
  if (newPassword) {
    await user.click(screen.getByLabelText(/New Password/));
    await user.paste(newPassword);
  }
  if (confirm) {
    await user.click(screen.getByLabelText(/Confirm Password/));
    await user.paste(confirm);
  }
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return user;
}

describe('PasswordStep', () => {
  it('requires both fields', async () => {
    setMockControls();
    renderPassword();
    expect(screen.getByRole('heading', { name: 'Change Your Password' })).toHaveFocus();
    await enter('', '');
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(mock.callsOf('changePassword')).toHaveLength(0);
  });

  it('requires matching passwords', async () => {
    setMockControls();
    renderPassword();
    await enter('N3w-Passw0rd!', 'N3w-Passw0rd?');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(mock.callsOf('changePassword')).toHaveLength(0);
  });

  it("replaces the admin's default password", async () => {
    setMockControls();
    const { onDone } = renderPassword();
    await enter('N3w-Passw0rd!', 'N3w-Passw0rd!');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(mock.callsOf('changePassword')[0].body).toEqual({
      username: 'admin',
      old_password: '',
      new_password: 'N3w-Passw0rd!',
    });
  });

  it('asks before keeping a password shorter than 6 characters', async () => {
    setMockControls();
    const { onDone } = renderPassword();
    const user = await enter('abc', 'abc');
    expect(
      await screen.findByText('Your password is shorter than 6 characters! Are you sure you want to continue?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(mock.callsOf('changePassword')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });

  it("shows the appliance's refusal: the field error and its text", async () => {
    setMockControls({ faults: { changePassword: 400 } });
    const { onDone } = renderPassword();
    await enter('N3w-Passw0rd!', 'N3w-Passw0rd!');
    expect(
      await screen.findByText('The password must contain at least one upper-case letter, one digit and one special character.'),
    ).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to change the password of admin.');
    expect(alert).toHaveTextContent('The password of admin was changed too recently.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the failure', async () => {
    setMockControls({ faults: { changePassword: 500 } });
    renderPassword();
    await enter('N3w-Passw0rd!', 'N3w-Passw0rd!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to change the password.');
    expect(screen.getByLabelText(/New Password/)).toHaveValue('N3w-Passw0rd!');
  });

  it('offers Later unless the change is required', async () => {
    setMockControls();
    const { onLater } = renderPassword();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledOnce();
  });

  it('has no Later when the appliance requires the change', () => {
    setMockControls();
    renderPassword({ required: true });
    expect(screen.queryByRole('button', { name: 'Later' })).toBeNull();
    expect(screen.getByText('The password of the admin account must be changed before you continue.')).toBeInTheDocument();
  });
});
