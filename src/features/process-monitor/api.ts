import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api/client.ts';
import type { components } from '@generated/api/schema.ts';

export type ProcessInfo = components['schemas']['ProcessInfo'];

/** How often the open drawer refreshes the process list. */
export const PROCESS_REFRESH_MS = 5000;

/** listProcesses: the appliance's processes, refreshed while the drawer is open. */
export function useListProcesses(enabled: boolean) {
  return useQuery({
    queryKey: ['listProcesses'],
    queryFn: () => call(api.GET('/gui/sys/processes')),
    refetchInterval: enabled ? PROCESS_REFRESH_MS : false,
    enabled,
  });
}
