// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { apiUrl } from '@/lib/api/client.ts';
import { fetchEndpoint } from '@/lib/api/endpoint.ts';
import { exportUmPackages, importUmPackages } from '@/lib/api/endpoints/um.gen.ts';
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
    startExport: (body) => fetchEndpoint(exportUmPackages, { body }),
    upload: (file, onPercent) => uploadUmPackage(file, 'fgdpkg', onPercent),
    startImport: async (filepath) => (await fetchEndpoint(importUmPackages, { body: { filepath } })).taskid,
    awaitTask: (taskid, onPercent) => awaitTask(taskid, { signal, onProgress: (t) => onPercent(t.percent) }),
    // files not yet handed over when the screen is left are not downloaded
    download: (file) => {
      if (!signal?.aborted) downloadExportFile(file);
    },
    sleep,
  };
}
