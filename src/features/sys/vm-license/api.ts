import { useQueryClient } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import type { VmLicenseUploadResult } from '@generated/types/entities.ts';
import { apiFetch } from '@/lib/api/client.ts';
import { apiQueryKey, useApiQuery } from '@/lib/api/operations.ts';
import { progressFetch } from '@/lib/api/progress-fetch.ts';
import { useSession } from '@/lib/session/index.ts';

/** The VM licence state, read once signed in (and again after an upload). */
export function useVmLicenseStatus() {
  const { signedIn } = useSession();
  return useApiQuery('getVmLicenseStatus', undefined, { enabled: signedIn, staleTime: 5 * 60_000, retry: 1 });
}

/** Uploads a licence file (multipart, field file), reporting the upload's progress. */
export function uploadVmLicense(file: File, onProgress?: (percent: number) => void): Promise<VmLicenseUploadResult> {
  return apiFetch(
    'uploadVmLicense',
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

/** After a licence was accepted: the licence state, system information and licence are read again everywhere. */
export function useRefreshLicence() {
  const qc = useQueryClient();
  return () =>
    Promise.all(
      (['getVmLicenseStatus', 'getSysInfo', 'getSysLicense'] as const).map((op) => qc.invalidateQueries({ queryKey: apiQueryKey(op) })),
    );
}
