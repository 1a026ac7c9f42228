import { constants } from '@generated/catalog/constants.ts';
import type { PackageExportRequest, PackageExportStarted, PackageUploadResult } from '@generated/types/entities.ts';
import type { PackageExportFormData } from '@generated/forms/package-export.ts';
import type { MessageKey } from '@/lib/i18n/messages.ts';

export type ExportFile = PackageExportStarted['files'][number];

/** The calls and browser effects a transfer needs (api.ts gives the real ones; tests give their own). */
export interface TransferDeps {
  startExport: (request: PackageExportRequest) => Promise<PackageExportStarted>;
  upload: (file: File, onPercent: (percent: number) => void) => Promise<PackageUploadResult>;
  startImport: (filepath: string) => Promise<number>;
  awaitTask: (taskid: number, onPercent: (percent: number) => void) => Promise<unknown>;
  download: (file: ExportFile) => void;
  sleep: (ms: number) => Promise<void>;
}

export type TransferPhase = 'uploading' | 'starting' | 'running' | 'downloading';
export type OnTransferProgress = (phase: TransferPhase, percent: number) => void;

/** A transfer that stopped: the catalogue message to show and the server's detail, if any. */
export class TransferFailure extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly detail?: string,
  ) {
    super(messageKey);
    this.name = 'TransferFailure';
  }
}

function detailOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error && 'task' in error) return (error as { task: { message?: string } }).task.message;
  return undefined;
}

/** The form's choice as the export call's body: flags 1 exports only the newest version of each package. */
export function exportRequest(form: PackageExportFormData): PackageExportRequest {
  return { category: form.categories, flags: form.newestOnly ? 1 : 0 };
}

/**
 * Hands the files to the browser one after another, `spacingMs` apart (a browser drops downloads that start
 * together).
 */
export async function downloadSpaced(files: readonly ExportFile[], deps: Pick<TransferDeps, 'download' | 'sleep'>, spacingMs = constants.exportDownloadSpacingMs): Promise<void> {
  for (const [i, file] of files.entries()) {
    if (i > 0) await deps.sleep(spacingMs);
    deps.download(file);
  }
}

/**
 * Export: start the task ('Fail to start export task.' when refused), await it ('Failed to run the newly created
 * task.' when it ends in error), then download each file it wrote.
 */
export async function runExport(deps: TransferDeps, request: PackageExportRequest, onProgress: OnTransferProgress): Promise<ExportFile[]> {
  onProgress('starting', 0);
  let started: PackageExportStarted;
  try {
    started = await deps.startExport(request);
  } catch (error) {
    throw new TransferFailure('tasks.exportFailed', error instanceof Error ? error.message : undefined);
  }
  onProgress('running', 0);
  try {
    await deps.awaitTask(started.taskid, (percent) => onProgress('running', percent));
  } catch (error) {
    throw new TransferFailure('tasks.runFailed', detailOf(error));
  }
  onProgress('downloading', 100);
  await downloadSpaced(started.files, deps);
  return started.files;
}

/**
 * Import: upload the file (with its progress; a refused file says why), start the import task ('Fail to start
 * import task.' when refused), and await it ('Failed to run the newly created task.' when it ends in error).
 */
export async function runImport(deps: TransferDeps, file: File, onProgress: OnTransferProgress): Promise<void> {
  onProgress('uploading', 0);
  let uploaded: PackageUploadResult;
  try {
    uploaded = await deps.upload(file, (percent) => onProgress('uploading', percent));
  } catch (error) {
    throw new TransferFailure('transfer.uploadFailed', error instanceof Error ? error.message : undefined);
  }
  if (uploaded.status.code !== 0 || !uploaded.filepath) throw new TransferFailure('transfer.uploadFailed', uploaded.status.message);
  onProgress('starting', 0);
  let taskid: number;
  try {
    taskid = await deps.startImport(uploaded.filepath);
  } catch (error) {
    throw new TransferFailure('tasks.importFailed', error instanceof Error ? error.message : undefined);
  }
  onProgress('running', 0);
  try {
    await deps.awaitTask(taskid, (percent) => onProgress('running', percent));
  } catch (error) {
    throw new TransferFailure('tasks.runFailed', detailOf(error));
  }
}
