import { useQueryClient } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { fetchEndpoint, invalidateAfter } from '@/lib/api/endpoint.ts';
import { uploadVmLicense } from '@/lib/api/endpoints/sys.gen.ts';
import { progressFetch } from '@/lib/api/progress-fetch.ts';

/**
 * Uploads a licence file (multipart, field file) reporting its progress; only a licence the unit accepted has what
 * the spec names read again (not generated: whether to read again depends on the answer's status).
 */
export function useUploadLicenceFile() {
  const qc = useQueryClient();
  return async (file: File, onProgress: (percent: number) => void) => {
    const bodySerializer = () => {
      const form = new FormData();
      form.append('file', file, file.name);
      return form;
    };
    const init = { body: { file: file as unknown as string }, bodySerializer, fetch: progressFetch(onProgress) };
    const result = await fetchEndpoint(uploadVmLicense, init, { timeoutMs: constants.api.uploadTimeoutMs });
    if (result.status.code === 0) await invalidateAfter(qc, uploadVmLicense.rule);
    return result;
  };
}
