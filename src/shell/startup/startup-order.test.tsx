import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { startupProgress } from '@/features/session/sign-in/index.ts';
import { StartupDialogs, StartupWizardSlot, useStartupStep } from './startup-order.tsx';

// the dialogs themselves belong to their features; here only the order and what the shell does with the answers
vi.mock('@/features/session/password/index.ts', () => ({
  PasswordChangeDialog: (p: { kind: string; onDone(): void; onLater?(): void }) => (
    <div role="dialog" aria-label={`password ${p.kind}`}>
      <button onClick={p.onDone}>Change</button>
      {p.onLater && <button onClick={p.onLater}>Later</button>}
    </div>
  ),
}));
vi.mock('@/features/session/adoms/index.ts', () => ({
  AdomPicker: (p: { onPicked(a: unknown): void }) => (
    <div role="dialog" aria-label="adom picker">
      <button onClick={() => p.onPicked({ oid: 3, name: 'root' })}>Open</button>
    </div>
  ),
}));
vi.mock('@/features/session/startup-wizard/index.ts', () => ({
  StartupWizard: (p: { onFinish(o: string): void }) => (
    <div role="dialog" aria-label="setup wizard">
      <button onClick={() => p.onFinish('incomplete')}>Finish</button>
    </div>
  ),
}));

function Order() {
  const step = useStartupStep();
  return (
    <>
      <output aria-label="step">{step.step}</output>
      {step.step === 'wizard' ? <StartupWizardSlot /> : <StartupDialogs step={step} />}
    </>
  );
}

describe('start-up order', () => {
  let mock: MockApi;
  beforeEach(() => {
    act(() => startupProgress.reset());
    mock = installMockApi();
  });
  afterEach(() => mock.dispose());

  it('wizard first, then (no password change due) the ADOM picker', async () => {
    // a fresh appliance: start-up not complete, no password change due
    mock.persona('freshAppliance');
    renderShell(<Order />);
    await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(startupProgress.get().wizard).toBe(true);
    // a super admin on no default password and no forced change: straight to the picker
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    await waitFor(() => expect(startupProgress.get().adom).toBe(true));
    expect(screen.getByLabelText('step')).toHaveTextContent('done');
  });

  it('forced change has no Later; the optional one has', async () => {
    mock.persona('passwordExpired');
    const { unmount } = renderShell(<Order />);
    expect(await screen.findByRole('dialog', { name: 'password expired' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Later' })).not.toBeInTheDocument();
    unmount();
    act(() => startupProgress.reset());
    mock.persona('defaultPassword');
    renderShell(<Order />);
    expect(await screen.findByRole('dialog', { name: 'password default' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(await screen.findByRole('dialog', { name: 'adom picker' })).toBeInTheDocument();
  });

  it('may not change ADOM: opens the default ADOM without a picker', async () => {
    // the default ADOM is Finance; the session is still in root
    mock.persona('noAdomChange');
    mock.scenario('getCurrentAdom', 'superAdmin');
    renderShell(<Order />);
    await waitFor(() => expect(mock.callsOf('changeAdom').map((c) => c.body)).toEqual([{ oid: 127 }]));
    await waitFor(() => expect(startupProgress.get().adom).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
