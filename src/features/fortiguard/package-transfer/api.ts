// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { apiFetch, apiUrl } from '@/lib/api/client.ts';
import { uploadUmPackage } from '@/lib/api/package-upload.ts';
import { downloadUrl } from '@/lib/browser/download.ts';
import { awaitTask } from '@/lib/tasks/await-task.ts';
import { sleep } from '@/lib/time/sleep.ts';
import type { ExportFile, TransferDeps } from './logic/transfer.ts';

function downloadExportFile(file: ExportFile): void {
  downloadUrl(apiUrl('downloadUmExportFile', { filepath: file.filepath, downloadname: file.downloadname }), file.downloadname);
}

/** The real calls of a package transfer; `signal` stops awaiting a task when the screen is left. */
export function transferCalls(signal?: AbortSignal): TransferDeps {
  return {
    startExport: (body) => apiFetch('exportUmPackages', { body }),
    upload: (file, onPercent) => uploadUmPackage(file, 'fgdpkg', onPercent),
    startImport: async (filepath) => (await apiFetch('importUmPackages', { body: { filepath } })).taskid,
    awaitTask: (taskid, onPercent) => awaitTask(taskid, { signal, onProgress: (t) => onPercent(t.percent) }),
    // files not yet handed over when the screen is left are not downloaded
    download: (file) => {
      if (!signal?.aborted) downloadExportFile(file);
    },
    sleep,
  };
}
