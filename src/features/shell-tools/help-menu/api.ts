import { useApiMutation, useApiQuery } from '@/lib/api/operations.ts';

/** getHelpUrl: where the online help of this version lives (null when the appliance cannot tell). */
export function useGetHelpUrl(enabled = true) {
  return useApiQuery('getHelpUrl', undefined, { staleTime: Infinity, enabled });
}

/** downloadDebugReport: the appliance produces the support debug report as a file. */
export function useDownloadDebugReport() {
  return useApiMutation('downloadDebugReport', { toInit: (_: void) => undefined });
}
