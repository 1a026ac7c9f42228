import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AutoBackupFormData } from '@generated/forms/auto-backup.ts';
import type { RevisionSettingsFormData } from '@generated/forms/revision-settings.ts';
import { BackupStep } from './backup-step.tsx';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderWithProviders, setMockControls } from '../test/render.tsx';
import { Stateful } from '../test/stateful.tsx';
import type { BackupStepProps } from './backup-step.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const superAdminCaps: BackupStepProps['caps'] = { startupBackupStep: 'show', startupAutoBackupForm: true };

interface Forms {
  auto: Partial<AutoBackupFormData> | undefined;
  revision: Partial<RevisionSettingsFormData> | undefined;
}

function renderBackup(caps: BackupStepProps['caps'] = superAdminCaps) {
  const handlers = { onDone: vi.fn(), onLater: vi.fn(), onBack: vi.fn() };
  renderWithProviders(
    <Stateful<Forms> initial={{ auto: undefined, revision: undefined }}>
      {(value, set) => (
        <BackupStep
          caps={caps}
          autoBackup={value.auto}
          onAutoBackupChange={(auto) => set({ ...value, auto })}
          revision={value.revision}
          onRevisionChange={(revision) => set({ ...value, revision })}
          {...handlers}
        />
      )}
    </Stateful>,
  );
  return handlers;
}

const user = () => userEvent.setup();

async function paste(u: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await u.click(field);
  await u.paste(text);
}

describe('BackupStep', () => {
  it('has no empty headings: each form is headed by its name', async () => {
    setMockControls();
    renderBackup();
    expect(await screen.findByRole('heading', { name: 'Automatic Backup' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Revision Settings' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading');
    for (const heading of headings) expect(heading.textContent?.trim(), heading.outerHTML).not.toBe('');
  });

  it('on an HA secondary only says it cannot be set up there', async () => {
    setMockControls();
    const { onDone } = renderBackup({ startupBackupStep: 'haSecondaryBlocked', startupAutoBackupForm: false });
    expect(
      screen.getByText('Backup Strategy cannot be set up on HA Secondary unit. Please complete it on HA Primary.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Later' })).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(mock.calls).toHaveLength(0);
  });

  it("starts from the appliance's settings and saves both forms, then marks the strategy as set up", { timeout: 60000 }, async () => {
    setMockControls();
    const { onDone } = renderBackup();
    expect(screen.getByRole('heading', { name: 'Backup Strategy' })).toHaveFocus();
    const enable = await screen.findByRole('radio', { name: 'Enable' });
    expect(screen.getByRole('radio', { name: 'Disable' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: /Total Number of Revisions to Keep/ })).toHaveValue('100');
    // the schedule's details show once automatic backup is on
    expect(screen.queryByRole('textbox', { name: /Server/ })).toBeNull();
    const u = user();
    await u.click(enable);
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(mock.callsOf('setBackupSchedule')).toHaveLength(0);

    await paste(u, screen.getByRole('textbox', { name: /Server/ }), 'backup.example.com');
    await paste(u, screen.getByRole('textbox', { name: /User Name/ }), 'fmgbackup');
    await paste(u, screen.getByLabelText(/^\*?\s*Password$/), 'S3cure-Backup!');
    await u.click(screen.getByRole('checkbox', { name: 'Auto-Delete Revisions' }));
    await u.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(mock.callsOf('setBackupSchedule')[0].body).toEqual({
      status: 'enable',
      protocol: 'sftp',
      server: 'backup.example.com',
      directory: '/',
      user: 'fmgbackup',
      passwd: 'S3cure-Backup!',
      when: 'daily',
      week_days: [],
      time: '02:00',
    });
    expect(mock.callsOf('setRevisionSettings')[0].body).toEqual({
      max_revisions: 100,
      auto_delete: true,
      delete_older_than_days: 365,
    });
    expect(mock.callsOf('backupStrategyStatus')[0].body).toEqual({ method: 'set', params: { changed: true } });
  });

  it('needs the days of a weekly schedule, the server password and a revision count', { timeout: 60000 }, async () => {
    setMockControls({ scenarios: { getBackupSchedule: 'configured' } });
    renderBackup();
    const u = user();
    const days = await screen.findByRole('checkbox', { name: 'Sunday' });
    await u.click(days);
    const revisions = screen.getByRole('spinbutton', { name: /Total Number of Revisions to Keep/ });
    // the number field keeps the count in range by itself
    await u.clear(revisions);
    await u.type(revisions, '0');
    await u.tab();
    expect(revisions).toHaveValue('1');
    await u.clear(revisions);
    await u.click(screen.getByRole('button', { name: 'Next' }));
    // a weekly schedule without a day, the server password (never sent back) and the revision count
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(3));
    expect(mock.callsOf('setBackupSchedule')).toHaveLength(0);
  });

  it.each([
    [{ setBackupSchedule: 500 }],
    [{ setRevisionSettings: 500 }],
    [{ backupStrategyStatus: 500 }],
  ])('shows the failure to save (%o) and stays', async (faults) => {
    setMockControls({ faults });
    const { onDone } = renderBackup();
    await screen.findByRole('radio', { name: 'Enable' });
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save the backup strategy.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it("puts the appliance's field error on its field", { timeout: 60000 }, async () => {
    setMockControls({ faults: { setBackupSchedule: 400 } });
    renderBackup();
    const u = user();
    await u.click(await screen.findByRole('radio', { name: 'Enable' }));
    await paste(u, screen.getByRole('textbox', { name: /Server/ }), 'backup.example.com');
    await paste(u, screen.getByRole('textbox', { name: /User Name/ }), 'fmgbackup');
    await paste(u, screen.getByLabelText(/^\*?\s*Password$/), 'S3cure-Backup!');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save the backup strategy.');
    expect(screen.getByText('Invalid backup server.')).toBeInTheDocument();
  });

  it('says when the settings cannot be read, and retries', async () => {
    setMockControls({ faults: { getRevisionSettings: 500 } });
    const { onLater } = renderBackup();
    expect(await screen.findByText('Failed to load the backup settings.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const u = user();
    localStorage.setItem('console.faults', '{}');
    await u.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('spinbutton', { name: /Total Number of Revisions to Keep/ })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledOnce();
  });

  it('shows only the revision settings to an admin who is not a super admin', async () => {
    setMockControls();
    renderBackup({ startupBackupStep: 'show', startupAutoBackupForm: false });
    expect(await screen.findByRole('spinbutton', { name: /Total Number of Revisions to Keep/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Enable' })).toBeNull();
    expect(mock.callsOf('getBackupSchedule')).toHaveLength(0);
  });
});
