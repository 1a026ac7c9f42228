import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackupEncryptionFormData } from '@generated/forms/backup-encryption.ts';
import { FirmwareStep, type FirmwareStepProps } from './firmware-step.tsx';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { fakeBackupAndWait, renderWithProviders, setMockControls, testEnv } from '../test/render.tsx';
import { Stateful } from '../test/stateful.tsx';
import { upgradeCalls } from '@/lib/firmware/upgrade-calls.ts';
import type { WizardEnv } from '../wizard-env.ts';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const image = { version: '7.6.2', build: 3521, objid: '06004000FIMG07602-00003521', platform: 'FMG_VM64' };

function renderFirmware(props: Partial<FirmwareStepProps> = {}, env?: WizardEnv) {
  const handlers = { onDone: vi.fn(), onLater: vi.fn(), onBack: vi.fn() };
  renderWithProviders(
    <Stateful<Partial<BackupEncryptionFormData>> initial={{ backup: true, encrypt: false }}>
      {(value, set) => (
        <FirmwareStep
          currentVersion="v7.4.5-build2588 241009 (GA.M)"
          image={image}
          variant="manager"
          productName="FortiManager"
          mayBackUp
          value={value}
          onChange={set}
          {...handlers}
          {...props}
        />
      )}
    </Stateful>,
    env,
  );
  return handlers;
}

async function upgradeNow(user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: 'Upgrade Now >' }));
  expect(await screen.findByText('Are you sure you want to upgrade the firmware?')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Upgrade' }));
  return user;
}

async function encryptWith(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('checkbox', { name: 'Encryption' }));
  if (password) {
    await user.click(await screen.findByLabelText(/^\*?\s*Password$/));
    await user.paste(password);
  }
  if (confirm) {
    await user.click(screen.getByLabelText(/Confirm Password/));
    await user.paste(confirm);
  }
  return user;
}

describe('FirmwareStep', () => {
  it('shows the current and latest version with the release notes', () => {
    setMockControls();
    renderFirmware();
    expect(screen.getByRole('heading', { name: 'Upgrade Firmware' })).toHaveFocus();
    expect(screen.getByText('v7.4.5-build2588 241009 (GA.M)')).toBeInTheDocument();
    expect(screen.getByText(/7\.6\.2 \(build 3521\)/)).toBeInTheDocument();
    const notes = screen.getByRole('link', { name: /Release Notes/ });
    expect(notes).toHaveAttribute('href', 'https://docs.fortinet.com/document/fortimanager/7.6.2/release-notes/723553');
    expect(notes).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('checkbox', { name: 'Backup Configuration' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Encryption' })).not.toBeChecked();
    expect(screen.queryByLabelText(/Confirm Password/)).toBeNull();
  });

  it('requires the encryption password and its confirmation', async () => {
    setMockControls();
    renderFirmware();
    const user = await encryptWith('', '');
    await user.click(screen.getByRole('button', { name: 'Upgrade Now >' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.queryByText('Are you sure you want to upgrade the firmware?')).toBeNull();
  });

  it('requires matching passwords of at most 63 characters', async () => {
    setMockControls();
    renderFirmware();
    const user = await encryptWith('a'.repeat(64), 'b');
    await user.click(screen.getByRole('button', { name: 'Upgrade Now >' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('The password cannot be longer than 63 characters.')).toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    setMockControls();
    renderFirmware();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Upgrade Now >' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(mock.calls).toHaveLength(0);
  });

  it('downloads, checks, backs up (encrypted) and upgrades, showing each stage', { timeout: 60000 }, async () => {
    setMockControls();
    // the download task is half way at the first look
    let taskPolls = 0;
    mock.handlers.getTaskProgress = () => (taskPolls++ === 0 ? { body: { id: 412, percent: 48, state: 'running' } } : undefined);
    let releasePoll!: () => void;
    let releaseBackup!: () => void;
    const env = testEnv({
      sleep: () => new Promise<void>((r) => (releasePoll = r)),
      upgrade: {
        ...upgradeCalls,
        saveBackup: vi.fn(),
        backupSystemDb: async (password, onPercent) => {
          onPercent(30);
          await new Promise<void>((r) => (releaseBackup = r));
          return fakeBackupAndWait(password, onPercent);
        },
      },
    });
    const { onDone } = renderFirmware({}, env);
    await encryptWith('Backup-Passw0rd', 'Backup-Passw0rd');
    const user = await upgradeNow();

    expect(await screen.findByText('Downloading the selected image file...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '48'));
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upgrade Later' })).toBeDisabled();
    releasePoll();
    expect(await screen.findByText('The system is backing up... (30%)')).toBeInTheDocument();
    releaseBackup();
    expect(
      await screen.findByText('The upgrade has started and the system is restarting. Please wait for a few moments.'),
    ).toBeInTheDocument();

    expect(mock.calls.map((c) => c.operationId)).toEqual([
      'downloadImage',
      'getTaskProgress',
      'getTaskProgress',
      'archiveImage',
      'validateImage',
      'backupSystemDb',
      'upgradeFirmware',
    ]);
    expect(mock.callsOf('downloadImage')[0].body).toEqual({ ...image, build: undefined, create_task: 1 });
    expect(mock.callsOf('backupSystemDb')[0].body).toEqual({ password: 'Backup-Passw0rd' });
    expect(env.upgrade.saveBackup).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('backs up without a password when encryption is off', async () => {
    setMockControls();
    renderFirmware();
    await upgradeNow();
    expect(await screen.findByText(/The upgrade has started/)).toBeInTheDocument();
    expect(mock.callsOf('backupSystemDb')[0].body).toEqual({ password: '' });
  });

  it.each([
    [{ faults: { downloadImage: 500 } }, 'Error download selected image file.'],
    [{ faults: { getTaskProgress: 500 } }, 'Error download selected image file.'],
    [{ faults: { archiveImage: 500 } }, 'Failed to upload file or invalid image.'],
    [{ scenarios: { validateImage: 'invalid' } }, 'Failed to upload file or invalid image.'],
    [{ faults: { backupSystemDb: 500 } }, 'Upgrade Failed'],
    [{ scenarios: { upgradeFirmware: 'failed' } }, 'Upgrade Failed'],
  ])('stops with the message of the failed stage (%o)', async (controls, text) => {
    setMockControls(controls);
    const { onDone } = renderFirmware();
    await upgradeNow();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText(/The upgrade has started/)).toBeNull();
    // the form stays for another try
    // (jsdom never ends the loading icon's leave animation, so the name may still start with it)
    expect(screen.getByRole('button', { name: /Upgrade Now >$/ })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Backup Configuration' })).toBeChecked();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows the appliance's reason when the upgrade is refused", async () => {
    setMockControls({ scenarios: { upgradeFirmware: 'failed' } });
    renderFirmware();
    await upgradeNow();
    expect(await screen.findByRole('alert')).toHaveTextContent('No upgrade path from the running version.');
  });

  it('leaves the upgrade for later', async () => {
    setMockControls();
    const { onLater } = renderFirmware();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upgrade Later' }));
    expect(onLater).toHaveBeenCalledOnce();
  });

  it('offers no backup to an admin who may not back up', async () => {
    setMockControls();
    renderFirmware({ mayBackUp: false });
    expect(screen.queryByRole('checkbox', { name: 'Backup Configuration' })).toBeNull();
    await upgradeNow();
    expect(await screen.findByText(/The upgrade has started/)).toBeInTheDocument();
    expect(mock.callsOf('backupSystemDb')).toHaveLength(0);
  });
});
