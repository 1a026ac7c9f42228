import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchEndpoint } from '@/lib/api/endpoint.ts';
import { importFirmwareImage } from '@/lib/api/endpoints/firmware.gen.ts';
import { installMockApi, specExample, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import type { FirmwareImportResult } from '@generated/types/entities.ts';
import { backupSystemDb, upgradeCalls } from './upgrade-calls.ts';
import { runFirmwareUpgrade, type UpgradeDeps, type UpgradeOptions, type UpgradeProgress } from './upgrade-chain.ts';

// the image of the spec's examples (downloadImage, archiveImage, validateImage answer for it)
const image = { version: '7.6.2', build: 3521, objid: '06004000FIMG07602-00003521', platform: 'FMG_VM64' };
const downloaded = '/var/tmp/fwimage/FMG_VM64-v7.6.2-build3521-FORTINET.out';
const archived = '/var/tmp/fwimage/FMG_VM64-v7.6.2-build3521-FORTINET.tar';
const uploaded = '/var/tmp/fwimage/upload/FMG_VM64-v7.6.2-build3521-FORTINET.out';
const meta = { bytes: 48211968, downloadname: 'FMG-VM64_backup.dat', filepath: '/var/tmp/backup/sysbackup.dat' };

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  mock.scenario('getTaskProgress', 'done');
});
afterEach(() => mock.dispose());

/** The download task answers these examples of the spec in turn (the last one from then on). */
function taskAnswers(...examples: string[]) {
  let i = 0;
  mock.reply('getTaskProgress', () => specExample('getTaskProgress', examples[Math.min(i++, examples.length - 1)]));
}

/** Uploads a local image as the console does (multipart, field file). */
function uploadImage(file: File): Promise<FirmwareImportResult> {
  return fetchEndpoint(importFirmwareImage, {
    body: { file: file as unknown as string },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', file, file.name);
      return form;
    },
  });
}

/**
 * The real calls of the chain, answered by the spec mock. The backup's progress and file come over the websocket,
 * played here after the real call that starts it; handing the file to the browser and waiting are recorded only.
 */
function deps(over: Partial<UpgradeDeps> = {}) {
  const d: UpgradeDeps = {
    ...upgradeCalls,
    uploadImage,
    backupSystemDb: vi.fn(async (password: string, onPercent: (p: number) => void) => {
      await backupSystemDb(password);
      onPercent(30);
      onPercent(100);
      return meta;
    }),
    saveBackup: vi.fn(),
    sleep: vi.fn(async () => {}),
    ...over,
  };
  return { d };
}

/** The operations called, in order. */
const calls = () => mock.order();
/** The bodies sent to one operation. */
const sent = (id: Parameters<MockApi['callsOf']>[0]) => mock.callsOf(id).map((c) => c.body);

const opts = (over: Partial<UpgradeOptions> = {}): UpgradeOptions => ({ image, backup: false, encrypt: false, ...over }) as UpgradeOptions;

async function run(o: UpgradeOptions, d: UpgradeDeps) {
  const progress: UpgradeProgress[] = [];
  const outcome = await runFirmwareUpgrade(o, d, (p) => progress.push(p));
  return { outcome, progress, messages: progress.map((p) => p.message) };
}

describe('firmware upgrade of a listed image', () => {
  it('downloads, follows the task, archives, validates and upgrades', async () => {
    taskAnswers('running', 'running', 'done');
    const { d } = deps();
    const { outcome, progress, messages } = await run(opts(), d);
    expect(outcome).toEqual({ ok: true, message: 'The upgrade has started and the system is restarting. Please wait for a few moments.' });
    expect(calls()).toEqual(['downloadImage', 'getTaskProgress', 'getTaskProgress', 'getTaskProgress', 'archiveImage', 'validateImage', 'upgradeFirmware']);
    expect(sent('downloadImage')).toEqual([{ objid: image.objid, platform: image.platform, version: image.version, create_task: 1 }]);
    expect(mock.callsOf('getTaskProgress')[0].url.pathname).toMatch(/\/gui\/um\/task\/412$/);
    expect(sent('archiveImage')).toEqual([{ file: downloaded }]);
    expect(sent('validateImage')).toEqual([{ filepath: archived }]);
    expect(sent('upgradeFirmware')).toEqual([{ filepath: archived }]);
    expect(d.sleep).toHaveBeenCalledTimes(2);
    expect(progress.filter((p) => p.phase === 'downloading').map((p) => p.percent)).toEqual([0, 48, 48, 100]);
    expect(messages).toContain('Downloading the selected image file...');
    expect(messages).toContain('The image has been uploaded successfully. The upgrade will start shortly.');
    expect(d.backupSystemDb).not.toHaveBeenCalled();
  });

  it('backs up with the encryption password before the upgrade and saves the file', async () => {
    const { d } = deps();
    let callsWhenSaved = 0;
    vi.mocked(d.saveBackup!).mockImplementation(() => void (callsWhenSaved = mock.calls.length));
    const { outcome, messages } = await run(opts({ backup: true, encrypt: true, password: 'Backup-Passw0rd' }), d);
    expect(outcome.ok).toBe(true);
    expect(calls()).toEqual(['downloadImage', 'getTaskProgress', 'archiveImage', 'validateImage', 'backupSystemDb', 'upgradeFirmware']);
    expect(sent('backupSystemDb')).toEqual([{ password: 'Backup-Passw0rd' }]);
    // the file is saved after the backup and before the upgrade
    expect(d.saveBackup).toHaveBeenCalledWith(meta);
    expect(callsWhenSaved).toBe(5);
    expect(messages).toEqual(
      expect.arrayContaining(['The system is backing up... (0%)', 'The system is backing up... (30%)', 'The system is backing up... (100%)']),
    );
  });

  it('backs up with an empty password when encryption is off', async () => {
    const { d } = deps();
    await run(opts({ backup: true, encrypt: false, password: 'ignored' }), d);
    expect(sent('backupSystemDb')).toEqual([{ password: '' }]);
  });

  it.each<[string, (m: MockApi) => void, string, string]>([
    ['the download call fails', (m) => m.fail('downloadImage'), 'downloading', 'Error download selected image file.'],
    ['the download names no file', (m) => m.reply('downloadImage', { taskid: 1, object_list: [] }), 'downloading', 'Error download selected image file.'],
    ['the download task fails', (m) => m.scenario('getTaskProgress', 'failed'), 'downloading', 'Error download selected image file.'],
    ['the task cannot be read', (m) => m.fail('getTaskProgress', 404), 'downloading', 'Error download selected image file.'],
    ['the archive step fails', (m) => m.fail('archiveImage'), 'archiving', 'Failed to upload file or invalid image.'],
    ['the image is not valid', (m) => m.scenario('validateImage', 'invalid'), 'validating', 'Failed to upload file or invalid image.'],
    ['the upgrade status is not OK', (m) => m.scenario('upgradeFirmware', 'failed'), 'upgrading', 'Upgrade Failed'],
    ['the upgrade call fails', (m) => m.fail('upgradeFirmware'), 'upgrading', 'Upgrade Failed'],
  ])('stops when %s', async (_n, answer, phase, message) => {
    answer(mock);
    const { d } = deps();
    const { outcome } = await run(opts(), d);
    expect(outcome).toMatchObject({ ok: false, phase, message });
  });

  it('stops before the upgrade when the backup fails, with the reason as detail', async () => {
    mock.fail('backupSystemDb');
    const { d } = deps();
    const { outcome } = await run(opts({ backup: true }), d);
    expect(outcome).toEqual({ ok: false, phase: 'backingUp', message: 'Upgrade Failed', detail: 'Internal server error.' });
    expect(mock.callsOf('upgradeFirmware')).toHaveLength(0);
  });

  it('does not go on after a failed validation', async () => {
    mock.scenario('validateImage', 'invalid');
    const { d } = deps();
    await run(opts({ backup: true }), d);
    expect(calls()).toEqual(['downloadImage', 'getTaskProgress', 'archiveImage', 'validateImage']);
  });

  it('gives up on a download task that never ends', async () => {
    mock.scenario('getTaskProgress', 'running');
    const { d } = deps();
    const { outcome } = await run(opts({ maxTaskPolls: 3 }), d);
    expect(outcome).toMatchObject({ ok: false, phase: 'downloading', message: 'Error download selected image file.' });
    expect(mock.callsOf('getTaskProgress')).toHaveLength(3);
  });
});

const file = new File(['image'], 'FMG_VM64-v7.6.2-build3521-FORTINET.out');
const fileOpts = (over: Record<string, unknown> = {}): UpgradeOptions => ({ file, backup: false, encrypt: false, ...over }) as UpgradeOptions;

describe('firmware upgrade of a local file', () => {
  it('uploads, validates and upgrades the stored file, with no download or archive', async () => {
    const { d } = deps();
    const { outcome, progress, messages } = await run(fileOpts({ backup: true, encrypt: true, password: 'Backup-Passw0rd' }), d);
    expect(outcome).toEqual({ ok: true, message: 'The upgrade has started and the system is restarting. Please wait for a few moments.' });
    expect(calls()).toEqual(['importFirmwareImage', 'validateImage', 'backupSystemDb', 'upgradeFirmware']);
    expect(d.saveBackup).toHaveBeenCalledWith(meta);
    expect(sent('importFirmwareImage')).toEqual([['file']]);
    expect(sent('validateImage')).toEqual([{ filepath: uploaded }]);
    expect(sent('upgradeFirmware')).toEqual([{ filepath: uploaded }]);
    expect(progress[0].phase).toBe('uploading');
    expect(messages).toContain('The image has been uploaded successfully. The upgrade will start shortly.');
    expect(messages).toContain('The system is backing up... (30%)');
    expect(messages).not.toContain('Downloading the selected image file...');
  });

  it.each<[string, (m: MockApi) => void, string, string]>([
    ['the upload is refused', (m) => m.scenario('importFirmwareImage', 'invalid'), 'uploading', 'Failed to upload file or invalid image.'],
    ['the upload call fails', (m) => m.fail('importFirmwareImage'), 'uploading', 'Failed to upload file or invalid image.'],
    ['the stored file is not valid', (m) => m.scenario('validateImage', 'invalid'), 'validating', 'Failed to upload file or invalid image.'],
    ['the upgrade status is not OK', (m) => m.scenario('upgradeFirmware', 'failed'), 'upgrading', 'Upgrade Failed'],
  ])('stops when %s', async (_n, answer, phase, message) => {
    answer(mock);
    const { d } = deps();
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

  it.each<[string, (m: MockApi) => void, string]>([
    ['the upgrade status is not OK', (m) => m.scenario('upgradeFirmware', 'failed'), 'upgrading'],
    ['the upgrade call fails', (m) => m.fail('upgradeFirmware'), 'upgrading'],
    ['the backup fails', (m) => m.fail('backupSystemDb'), 'backingUp'],
  ])("say 'Downgrade Failed' when %s", async (_n, answer, phase) => {
    answer(mock);
    const { d } = deps();
    const { outcome } = await run(opts({ image: older, backup: true, currentVersion: '7.4.5' }), d);
    expect(outcome).toMatchObject({ ok: false, phase, message: 'Downgrade Failed' });
  });

  it('keep the download message of their own', async () => {
    mock.fail('downloadImage');
    const { d } = deps();
    const { outcome } = await run(opts({ image: older, currentVersion: '7.4.5' }), d);
    expect(outcome).toMatchObject({ ok: false, phase: 'downloading', message: 'Error download selected image file.' });
  });

  it('of a local file are known once the image is validated', async () => {
    // the uploaded file turns out to be 7.2.9
    mock.reply('validateImage', (_call, valid) => ({ ...(valid as object), version: '7.2.9', build: 1662 }));
    mock.scenario('upgradeFirmware', 'failed');
    const { d } = deps();
    const { outcome } = await run(fileOpts({ currentVersion: '7.4.5' }), d);
    expect(outcome).toMatchObject({ ok: false, phase: 'upgrading', message: 'Downgrade Failed' });
  });

  it('are not assumed without the running version', async () => {
    mock.scenario('upgradeFirmware', 'failed');
    const { d } = deps();
    const { outcome } = await run(opts({ image: older }), d);
    expect(outcome).toMatchObject({ message: 'Upgrade Failed' });
  });
});
