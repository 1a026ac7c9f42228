import { afterEach, describe, expect, it, vi } from 'vitest';
import { constants } from '@generated/catalog/constants.ts';
import { sleep } from '@/lib/time/sleep.ts';
import { TaskFailedError } from '@/lib/tasks/await-task.ts';
import { downloadSpaced, exportRequest, runExport, runImport, TransferFailure, type ExportFile, type TransferDeps } from './transfer.ts';

const files: ExportFile[] = [
  { category: 'antivirus', filepath: '/var/tmp/export/av.pkg', downloadname: 'av.pkg' },
  { category: 'ips', filepath: '/var/tmp/export/ips.pkg', downloadname: 'ips.pkg' },
  { category: 'geoip', filepath: '/var/tmp/export/geo.pkg', downloadname: 'geo.pkg' },
];

function deps(patch: Partial<TransferDeps> = {}): TransferDeps {
  return {
    startExport: vi.fn(async () => ({ taskid: 741, files })),
    upload: vi.fn(async (_f: File, onPercent: (p: number) => void) => {
      onPercent(50);
      onPercent(100);
      return { status: { code: 0, message: 'OK' }, filepath: '/var/tmp/fgdpkg/av.pkg' };
    }),
    startImport: vi.fn(async () => 742),
    awaitTask: vi.fn(async (_id: number, onPercent: (p: number) => void) => onPercent(100)),
    download: vi.fn(),
    sleep: async () => {},
    ...patch,
  };
}

const file = new File(['pkg'], 'av.pkg');
const failure = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as TransferFailure);

afterEach(() => vi.useRealTimers());

describe('exportRequest', () => {
  it('the newest-only choice is flags 1, every version flags 0', () => {
    expect(exportRequest({ categories: ['ips'], newestOnly: true })).toEqual({ category: ['ips'], flags: 1 });
    expect(exportRequest({ categories: ['ips', 'geoip'], newestOnly: false })).toEqual({ category: ['ips', 'geoip'], flags: 0 });
  });
});

describe('downloadSpaced', () => {
  it(`starts each file ${constants.exportDownloadSpacingMs} ms after the one before`, async () => {
    expect(constants.exportDownloadSpacingMs).toBe(300);
    vi.useFakeTimers();
    const download = vi.fn();
    const done = downloadSpaced(files, { download, sleep });
    await vi.advanceTimersByTimeAsync(0);
    expect(download).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(download).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(download).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(300);
    await done;
    expect(download.mock.calls.map(([f]) => (f as ExportFile).downloadname)).toEqual(['av.pkg', 'ips.pkg', 'geo.pkg']);
  });
});

describe('runExport', () => {
  it('starts the task, awaits it, then downloads every file it wrote', async () => {
    const d = deps();
    const phases: string[] = [];
    await expect(runExport(d, { category: ['antivirus', 'ips', 'geoip'], flags: 1 }, (phase) => phases.push(phase))).resolves.toEqual(files);
    expect(d.awaitTask).toHaveBeenCalledWith(741, expect.any(Function));
    expect(d.download).toHaveBeenCalledTimes(3);
    expect([...new Set(phases)]).toEqual(['starting', 'running', 'downloading']);
  });

  it("a refused start says 'Fail to start export task.' and downloads nothing", async () => {
    const d = deps({ startExport: vi.fn(async () => Promise.reject(new Error('Internal error.'))) });
    const e = await failure(runExport(d, { category: ['ips'], flags: 0 }, () => {}));
    expect(e).toBeInstanceOf(TransferFailure);
    expect(e?.messageKey).toBe('tasks.exportFailed');
    expect(d.download).not.toHaveBeenCalled();
  });

  it("a task that ends in error says 'Failed to run the newly created task.' with its detail", async () => {
    const d = deps({ awaitTask: vi.fn(async () => Promise.reject(new TaskFailedError({ id: 741, percent: 20, state: 'error', message: 'Disk full.' }))) });
    const e = await failure(runExport(d, { category: ['ips'], flags: 0 }, () => {}));
    expect(e).toMatchObject({ messageKey: 'tasks.runFailed', detail: 'Disk full.' });
    expect(d.download).not.toHaveBeenCalled();
  });
});

describe('runImport', () => {
  it('uploads the file with its progress, then starts and awaits the import task of the stored file', async () => {
    const d = deps();
    const seen: string[] = [];
    await runImport(d, file, (phase, percent) => seen.push(`${phase} ${percent}`));
    expect(d.startImport).toHaveBeenCalledWith('/var/tmp/fgdpkg/av.pkg');
    expect(d.awaitTask).toHaveBeenCalledWith(742, expect.any(Function));
    expect(seen).toEqual(['uploading 0', 'uploading 50', 'uploading 100', 'starting 0', 'running 0', 'running 100']);
  });

  it('a refused file says so with the reason, and starts no task', async () => {
    const d = deps({ upload: vi.fn(async () => ({ status: { code: -6, message: 'The file is not a FortiGuard package.' } })) });
    const e = await failure(runImport(d, file, () => {}));
    expect(e).toMatchObject({ messageKey: 'transfer.uploadFailed', detail: 'The file is not a FortiGuard package.' });
    expect(d.startImport).not.toHaveBeenCalled();
  });

  it("a refused start says 'Fail to start import task.'; a failed task 'Failed to run the newly created task.'", async () => {
    const refused = deps({ startImport: vi.fn(async () => Promise.reject(new Error('Internal error.'))) });
    expect((await failure(runImport(refused, file, () => {})))?.messageKey).toBe('tasks.importFailed');
    const failed = deps({ awaitTask: vi.fn(async () => Promise.reject(new TaskFailedError({ id: 742, percent: 60, state: 'cancelled' }))) });
    expect((await failure(runImport(failed, file, () => {})))?.messageKey).toBe('tasks.runFailed');
  });
});
