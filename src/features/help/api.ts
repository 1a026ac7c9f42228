import { useMutation, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api/client.ts';

/** getHelpUrl: where the online help of this version lives (null when the appliance cannot tell). */
export function useGetHelpUrl(enabled = true) {
  return useQuery({
    queryKey: ['getHelpUrl'],
    queryFn: () => call(api.GET('/gui/sys/help-url')),
    staleTime: Infinity,
    enabled,
  });
}

/** downloadDebugReport: the appliance produces the support debug report as a file. */
export function useDownloadDebugReport() {
  return useMutation({
    mutationKey: ['downloadDebugReport'],
    mutationFn: () => call(api.POST('/gui/sys/tac/report')),
  });
}
