import { describe, expect, it, vi } from 'vitest';
import type { TaskProgress } from '@generated/types/entities.ts';
import { runFirmwareUpgrade, type UpgradeDeps, type UpgradeOptions, type UpgradeProgress } from './upgrade-chain.ts';

const image = { version: '7.6.2', build: 3521, objid: '06004000FIMG07602-00003521', platform: 'FMG_VM64' };
const meta = { bytes: 48211968, downloadname: 'FMG-VM64_backup.dat', filepath: '/var/tmp/backup/sysbackup.dat' };

function deps(over: Partial<UpgradeDeps> = {}, task: TaskProgress[] = [{ id: 412, percent: 100, state: 'done' }]) {
  const taskAnswers = [...task];
  const calls: string[] = [];
  const d: UpgradeDeps = {
    downloadImage: vi.fn(async () => {
      calls.push('download');
      return { taskid: 412, object_list: [{ file: '/var/tmp/fw.out' }] };
    }),
    getTaskProgress: vi.fn(async () => {
      calls.push('task');
      return taskAnswers.length > 1 ? taskAnswers.shift()! : taskAnswers[0];
    }),
    archiveImage: vi.fn(async () => {
      calls.push('archive');
      return { filepath: '/var/tmp/fw.tar' };
    }),
    uploadImage: vi.fn(async () => {
      calls.push('upload');
      return { status: { code: 0, message: 'OK' }, filepath: '/var/tmp/upload/fw.out' };
    }),
    validateImage: vi.fn(async () => {
      calls.push('validate');
      return { valid: true };
    }),
    backupSystemDb: vi.fn(async (_password: string, onPercent: (p: number) => void) => {
      calls.push('backup');
      onPercent(30);
      onPercent(100);
      return meta;
    }),
    saveBackup: vi.fn(() => void calls.push('save')),
    upgradeFirmware: vi.fn(async () => {
      calls.push('upgrade');
      return { status: 'OK' };
    }),
    sleep: vi.fn(async () => {}),
    ...over,
  };
  return { d, calls };
}

const opts = (over: Partial<UpgradeOptions> = {}): UpgradeOptions => ({ image, backup: false, encrypt: false, ...over }) as UpgradeOptions;

async function run(o: UpgradeOptions, d: UpgradeDeps) {
  const progress: UpgradeProgress[] = [];
  const outcome = await runFirmwareUpgrade(o, d, (p) => progress.push(p));
  return { outcome, progress, messages: progress.map((p) => p.message) };
}

describe('firmware upgrade of a listed image', () => {
  it('downloads, follows the task, archives, validates and upgrades', async () => {
    const { d, calls } = deps({}, [
      { id: 412, percent: 10, state: 'running' },
      { id: 412, percent: 60, state: 'running' },
      { id: 412, percent: 100, state: 'done' },
    ]);
    const { outcome, progress, messages } = await run(opts(), d);
    expect(outcome).toEqual({ ok: true, message: 'The upgrade has started and the system is restarting. Please wait for a few moments.' });
    expect(calls).toEqual(['download', 'task', 'task', 'task', 'archive', 'validate', 'upgrade']);
    expect(d.downloadImage).toHaveBeenCalledWith(image);
    expect(d.archiveImage).toHaveBeenCalledWith('/var/tmp/fw.out');
    expect(d.validateImage).toHaveBeenCalledWith('/var/tmp/fw.tar');
    expect(d.upgradeFirmware).toHaveBeenCalledWith('/var/tmp/fw.tar');
    expect(d.sleep).toHaveBeenCalledTimes(2);
    expect(progress.filter((p) => p.phase === 'downloading').map((p) => p.percent)).toEqual([0, 10, 60, 100]);
    expect(messages).toContain('Downloading the selected image file...');
    expect(messages).toContain('The image has been uploaded successfully. The upgrade will start shortly.');
    expect(d.backupSystemDb).not.toHaveBeenCalled();
  });

  it('backs up with the encryption password before the upgrade and saves the file', async () => {
    const { d, calls } = deps();
    const { outcome, messages } = await run(opts({ backup: true, encrypt: true, password: 'Backup-Passw0rd' }), d);
    expect(outcome.ok).toBe(true);
    expect(calls).toEqual(['download', 'task', 'archive', 'validate', 'backup', 'save', 'upgrade']);
    expect(vi.mocked(d.backupSystemDb).mock.calls[0][0]).toBe('Backup-Passw0rd');
    expect(d.saveBackup).toHaveBeenCalledWith(meta);
    expect(messages).toEqual(
      expect.arrayContaining(['The system is backing up... (0%)', 'The system is backing up... (30%)', 'The system is backing up... (100%)']),
    );
  });

  it('backs up with an empty password when encryption is off', async () => {
    const { d } = deps();
    await run(opts({ backup: true, encrypt: false, password: 'ignored' }), d);
    expect(vi.mocked(d.backupSystemDb).mock.calls[0][0]).toBe('');
  });

  it.each<[string, Partial<UpgradeDeps>, TaskProgress[] | undefined, string, string]>([
    ['the download call fails', { downloadImage: async () => Promise.reject(new Error('HTTP 500')) }, undefined, 'downloading', 'Error download selected image file.'],
    ['the download names no file', { downloadImage: async () => ({ taskid: 1, object_list: [] }) }, undefined, 'downloading', 'Error download selected image file.'],
    ['the download task fails', {}, [{ id: 412, percent: 12, state: 'error', message: 'No route.' }], 'downloading', 'Error download selected image file.'],
    ['the task cannot be read', { getTaskProgress: async () => Promise.reject(new Error('HTTP 404')) }, undefined, 'downloading', 'Error download selected image file.'],
    ['the archive step fails', { archiveImage: async () => Promise.reject(new Error('HTTP 500')) }, undefined, 'archiving', 'Failed to upload file or invalid image.'],
    ['the image is not valid', { validateImage: async () => ({ valid: false, message: 'Bad signature.' }) }, undefined, 'validating', 'Failed to upload file or invalid image.'],
    ['the upgrade status is not OK', { upgradeFirmware: async () => ({ status: 'ERR_UPGRADE_PATH' }) }, undefined, 'upgrading', 'Upgrade Failed'],
    ['the upgrade call fails', { upgradeFirmware: async () => Promise.reject(new Error('HTTP 500')) }, undefined, 'upgrading', 'Upgrade Failed'],
  ])('stops when %s', async (_n, over, task, phase, message) => {
    const { d } = deps(over, task);
    const { outcome } = await run(opts(), d);
    expect(outcome).toMatchObject({ ok: false, phase, message });
  });

  it('stops before the upgrade when the backup fails, with the reason as detail', async () => {
    const { d } = deps({ backupSystemDb: async () => Promise.reject(new Error('Backup failed.')) });
    const { outcome } = await run(opts({ backup: true }), d);
    expect(outcome).toEqual({ ok: false, phase: 'backingUp', message: 'Upgrade Failed', detail: 'Backup failed.' });
    expect(d.upgradeFirmware).not.toHaveBeenCalled();
  });

  it('does not go on after a failed validation', async () => {
    const { d, calls } = deps({ validateImage: async () => ({ valid: false }) });
    await run(opts({ backup: true }), d);
    expect(calls).toEqual(['download', 'task', 'archive']);
  });

  it('gives up on a download task that never ends', async () => {
    const { d } = deps({}, [{ id: 412, percent: 5, state: 'running' }]);
    const { outcome } = await run(opts({ maxTaskPolls: 3 }), d);
    expect(outcome).toMatchObject({ ok: false, phase: 'downloading', message: 'Error download selected image file.' });
    expect(d.getTaskProgress).toHaveBeenCalledTimes(3);
  });
});

const file = new File(['image'], 'FMG_VM64-v7.6.2-build3521-FORTINET.out');
const fileOpts = (over: Record<string, unknown> = {}): UpgradeOptions => ({ file, backup: false, encrypt: false, ...over }) as UpgradeOptions;

describe('firmware upgrade of a local file', () => {
  it('uploads, validates and upgrades the stored file, with no download or archive', async () => {
    const { d, calls } = deps();
    const { outcome, progress, messages } = await run(fileOpts({ backup: true, encrypt: true, password: 'Backup-Passw0rd' }), d);
    expect(outcome).toEqual({ ok: true, message: 'The upgrade has started and the system is restarting. Please wait for a few moments.' });
    expect(calls).toEqual(['upload', 'validate', 'backup', 'save', 'upgrade']);
    expect(d.uploadImage).toHaveBeenCalledWith(file);
    expect(d.validateImage).toHaveBeenCalledWith('/var/tmp/upload/fw.out');
    expect(d.upgradeFirmware).toHaveBeenCalledWith('/var/tmp/upload/fw.out');
    expect(progress[0].phase).toBe('uploading');
    expect(messages).toContain('The image has been uploaded successfully. The upgrade will start shortly.');
    expect(messages).toContain('The system is backing up... (30%)');
    expect(messages).not.toContain('Downloading the selected image file...');
  });

  it.each<[string, Partial<UpgradeDeps>, string, string]>([
    ['the upload is refused', { uploadImage: async () => ({ status: { code: -6, message: 'Invalid firmware image file.' } }) }, 'uploading', 'Failed to upload file or invalid image.'],
    ['the upload call fails', { uploadImage: async () => Promise.reject(new Error('HTTP 500')) }, 'uploading', 'Failed to upload file or invalid image.'],
    ['the stored file is not valid', { validateImage: async () => ({ valid: false }) }, 'validating', 'Failed to upload file or invalid image.'],
    ['the upgrade status is not OK', { upgradeFirmware: async () => ({ status: 'ERR_UPGRADE_PATH' }) }, 'upgrading', 'Upgrade Failed'],
  ])('stops when %s', async (_n, over, phase, message) => {
    const { d } = deps(over);
    const { outcome } = await run(fileOpts({ currentVersion: '7.4.5' }), d);
    expect(outcome).toMatchObject({ ok: false, phase, message });
  });

  it('fails without an upload call to use', async () => {
    const { d } = deps({ uploadImage: undefined });
    const { outcome } = await run(fileOpts(), d);
    expect(outcome).toMatchObject({ ok: false, phase: 'uploading', message: 'Failed to upload file or invalid image.' });
  });
});

describe('downgrades', () => {
  const older = { ...image, version: '7.2.9', build: 1662 };

  it.each<[string, Partial<UpgradeDeps>, string]>([
    ['the upgrade status is not OK', { upgradeFirmware: async () => ({ status: 'ERR_DOWNGRADE' }) }, 'upgrading'],
    ['the upgrade call fails', { upgradeFirmware: async () => Promise.reject(new Error('HTTP 500')) }, 'upgrading'],
    ['the backup fails', { backupSystemDb: async () => Promise.reject(new Error('Backup failed.')) }, 'backingUp'],
  ])("say 'Downgrade Failed' when %s", async (_n, over, phase) => {
    const { d } = deps(over);
    const { outcome } = await run(opts({ image: older, backup: true, currentVersion: '7.4.5' }), d);
    expect(outcome).toMatchObject({ ok: false, phase, message: 'Downgrade Failed' });
  });

  it('keep the download message of their own', async () => {
    const { d } = deps({ downloadImage: async () => Promise.reject(new Error('HTTP 500')) });
    const { outcome } = await run(opts({ image: older, currentVersion: '7.4.5' }), d);
    expect(outcome).toMatchObject({ ok: false, phase: 'downloading', message: 'Error download selected image file.' });
  });

  it('of a local file are known once the image is validated', async () => {
    const { d } = deps({
      validateImage: async () => ({ valid: true, version: '7.2.9', build: 1662, platform: 'FMG_VM64' }),
      upgradeFirmware: async () => ({ status: 'ERR_DOWNGRADE' }),
    });
    const { outcome } = await run(fileOpts({ currentVersion: '7.4.5' }), d);
    expect(outcome).toMatchObject({ ok: false, phase: 'upgrading', message: 'Downgrade Failed' });
  });

  it('are not assumed without the running version', async () => {
    const { d } = deps({ upgradeFirmware: async () => ({ status: 'ERR_DOWNGRADE' }) });
    const { outcome } = await run(opts({ image: older }), d);
    expect(outcome).toMatchObject({ message: 'Upgrade Failed' });
  });
});
