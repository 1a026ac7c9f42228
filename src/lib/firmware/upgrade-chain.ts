import { constants } from '@generated/catalog/constants.ts';
import { msg } from './text.ts';
import type {
  BackupFileMeta,
  FirmwareImportResult,
  FirmwareUpgradeResult,
  ImageArchive,
  ImageDownloadResult,
  ImageValidation,
  TaskProgress,
} from '@generated/types/entities.ts';
import { isDowngrade } from './versions.ts';
import { sleep as defaultSleep } from '@/lib/time/sleep.ts';

/** An image the update service holds: downloaded by object id, platform and version. */
export interface UpgradeImage {
  objid: string;
  platform: string;
  version: string;
  build: number;
}

/** The calls of a firmware upgrade, injected so the chain runs against the API, the mock or a test. */
export interface UpgradeDeps {
  downloadImage: (image: UpgradeImage) => Promise<ImageDownloadResult>;
  getTaskProgress: (taskid: number) => Promise<TaskProgress>;
  archiveImage: (file: string) => Promise<ImageArchive>;
  /** uploads a local image file (needed only when the chain is given a file) */
  uploadImage?: (file: File) => Promise<FirmwareImportResult>;
  validateImage: (filepath: string) => Promise<ImageValidation>;
  /** starts the backup and resolves with the finished file (progress from the websocket) */
  backupSystemDb: (password: string, onPercent: (percent: number) => void) => Promise<BackupFileMeta>;
  /** hands the finished backup file to the browser */
  saveBackup?: (meta: BackupFileMeta) => void;
  upgradeFirmware: (filepath: string) => Promise<FirmwareUpgradeResult>;
  sleep?: (ms: number) => Promise<void>;
}

interface UpgradeSettings {
  /** back up the configuration first (the option defaults on for a super admin) */
  backup: boolean;
  /** encrypt the backup with `password` */
  encrypt: boolean;
  password?: string;
  /** the running version: installing a lower one is a downgrade, whose failures say 'Downgrade Failed' */
  currentVersion?: string;
  /** how often the download task is asked for its progress */
  taskPollMs?: number;
  /** give up on a download task that reports nothing new for this many polls */
  maxTaskPolls?: number;
}

/** What to install: an image of the update service (`image`, downloaded) or a local file (`file`, uploaded). */
export type UpgradeOptions = UpgradeSettings & ({ image: UpgradeImage; file?: undefined } | { file: File; image?: undefined });

export type UpgradePhase =
  | 'uploading'
  | 'downloading'
  | 'archiving'
  | 'validating'
  | 'backingUp'
  | 'upgrading'
  | 'restarting';

export interface UpgradeProgress {
  phase: UpgradePhase;
  /** text for the user, from the message catalogue */
  message: string;
  percent?: number;
}

export type UpgradeOutcome =
  | { ok: true; message: string }
  | { ok: false; phase: UpgradePhase; message: string; detail?: string };

const DEFAULT_TASK_POLL_MS = constants.firmwareUpgrade.taskPollMs;
const DEFAULT_MAX_TASK_POLLS = constants.firmwareUpgrade.maxTaskPolls;


class StepFailure extends Error {
  constructor(
    readonly phase: UpgradePhase,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

function detailOf(error: unknown): string | undefined {
  if (error instanceof StepFailure) return error.detail;
  if (error && typeof error === 'object' && 'detail' in error && typeof error.detail === 'string') return error.detail;
  return error instanceof Error && error.message ? error.message : undefined;
}

async function step<T>(phase: UpgradePhase, failMessage: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StepFailure) throw error;
    throw new StepFailure(phase, failMessage, detailOf(error));
  }
}

/**
 * A firmware upgrade: get the image onto the appliance (download it, following its task, and archive it; or upload
 * the local file), validate it, back up if chosen, then upgrade. It succeeds only when the upgrade status is OK; the
 * first failure stops the chain with its message ('Upgrade Failed', or 'Downgrade Failed' when the image is older
 * than the running version).
 */
export async function runFirmwareUpgrade(
  options: UpgradeOptions,
  deps: UpgradeDeps,
  onProgress: (progress: UpgradeProgress) => void = () => {},
): Promise<UpgradeOutcome> {
  const sleep = deps.sleep ?? defaultSleep;
  const pollMs = options.taskPollMs ?? DEFAULT_TASK_POLL_MS;
  const maxPolls = options.maxTaskPolls ?? DEFAULT_MAX_TASK_POLLS;
  const downloadError = msg('firmware.downloadError');
  const invalidImage = msg('firmware.uploadFailed');
  // known up front for a listed image; for a file, once validation reads its version
  let failed = msg(isDowngrade(options.image?.version, options.currentVersion) ? 'firmware.downgradeFailed' : 'firmware.upgradeFailed');
  try {
    let filepath: string;
    if (options.file) {
      // 1. upload the local file
      const file = options.file;
      const upload = deps.uploadImage;
      if (!upload) throw new StepFailure('uploading', invalidImage);
      onProgress({ phase: 'uploading', message: msg('firmware.uploading') });
      const result = await step('uploading', invalidImage, () => upload(file));
      if (result.status.code !== 0 || !result.filepath) throw new StepFailure('uploading', invalidImage, result.status.message);
      filepath = result.filepath;
    } else {
      // 1. download, followed through its task, 2. archive
      const image = options.image;
      onProgress({ phase: 'downloading', message: msg('firmware.downloading'), percent: 0 });
      const download = await step('downloading', downloadError, () => deps.downloadImage(image));
      const file = download.object_list[0]?.file;
      if (!file) throw new StepFailure('downloading', downloadError);
      for (let poll = 0; ; poll++) {
        const task = await step('downloading', downloadError, () => deps.getTaskProgress(download.taskid));
        onProgress({ phase: 'downloading', message: msg('firmware.downloading'), percent: task.percent });
        if (task.state === 'done') break;
        if (task.state === 'error' || task.state === 'cancelled') throw new StepFailure('downloading', downloadError, task.message);
        if (poll + 1 >= maxPolls) throw new StepFailure('downloading', downloadError);
        await sleep(pollMs);
      }
      onProgress({ phase: 'archiving', message: msg('firmware.downloading'), percent: 100 });
      const archive = await step('archiving', invalidImage, () => deps.archiveImage(file));
      filepath = archive.filepath;
    }

    // 3. validate
    onProgress({ phase: 'validating', message: msg(options.file ? 'firmware.uploading' : 'firmware.downloading') });
    const verdict = await step('validating', invalidImage, () => deps.validateImage(filepath));
    if (!verdict.valid) throw new StepFailure('validating', invalidImage, verdict.message);
    if (options.file && isDowngrade(verdict.version, options.currentVersion)) failed = msg('firmware.downgradeFailed');
    onProgress({ phase: 'validating', message: msg('firmware.uploadedStarting') });

    // 4. optional backup, encrypted with the password when chosen
    if (options.backup) {
      const password = options.encrypt ? (options.password ?? '') : '';
      onProgress({ phase: 'backingUp', message: msg('firmware.backingUp', '0%'), percent: 0 });
      const meta = await step('backingUp', failed, () =>
        deps.backupSystemDb(password, (percent) =>
          onProgress({ phase: 'backingUp', message: msg('firmware.backingUp', `${percent}%`), percent }),
        ),
      );
      deps.saveBackup?.(meta);
    }

    // 5. upgrade: only status OK counts
    onProgress({ phase: 'upgrading', message: msg('firmware.uploadedStarting') });
    const result = await step('upgrading', failed, () => deps.upgradeFirmware(filepath));
    if (result.status !== 'OK') throw new StepFailure('upgrading', failed, result.message);
    const done = msg('firmware.restarting');
    onProgress({ phase: 'restarting', message: done });
    return { ok: true, message: done };
  } catch (error) {
    const failure = error instanceof StepFailure ? error : new StepFailure('upgrading', failed, detailOf(error));
    return { ok: false, phase: failure.phase, message: failure.message, detail: failure.detail };
  }
}
