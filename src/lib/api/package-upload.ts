import { constants } from '@generated/catalog/constants.ts';
import type { FirmwareImportResult, PackageUploadResult } from '@generated/types/entities.ts';
import { apiFetch } from './client.ts';
import { progressFetch } from './progress-fetch.ts';

/** fgtkey: an entitlement file; fgdpkg: a FortiGuard package file to import. */
export type PackageType = 'fgtkey' | 'fgdpkg';

/**
 * A file for the update manager (uploadUmPackage, multipart: key filepath and the packet type), with the upload's
 * progress when asked; status.code 0 means the file was accepted.
 */
export function uploadUmPackage(file: File, packettype: PackageType, onProgress?: (percent: number) => void): Promise<PackageUploadResult> {
  return apiFetch(
    'uploadUmPackage',
    {
      body: { file: file as unknown as string, key: 'filepath', packettype },
      bodySerializer: (b) => {
        const form = new FormData();
        form.append('key', b.key);
        form.append('packettype', b.packettype);
        form.append('file', file, file.name);
        return form;
      },
      ...(onProgress ? { fetch: progressFetch(onProgress) } : {}),
    },
    { timeoutMs: constants.api.uploadTimeoutMs },
  );
}

/** A local firmware image file (importFirmwareImage, multipart field file), with the upload's progress when asked. */
export function importFirmwareImage(file: File, onProgress?: (percent: number) => void): Promise<FirmwareImportResult> {
  return apiFetch(
    'importFirmwareImage',
    {
      body: { file: file as unknown as string },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', file, file.name);
        return form;
      },
      ...(onProgress ? { fetch: progressFetch(onProgress) } : {}),
    },
    { timeoutMs: constants.api.uploadTimeoutMs },
  );
}
