import { useApiQuery } from '@/lib/api/operations.ts';
import type { components } from '@generated/api/schema.ts';

export type ProcessInfo = components['schemas']['ProcessInfo'];

/** How often the open drawer refreshes the process list. */
export const PROCESS_REFRESH_MS = 5000;

/** listProcesses: the appliance's processes, refreshed while the drawer is open. */
export function useListProcesses(enabled: boolean) {
  return useApiQuery('listProcesses', undefined, { refetchInterval: enabled ? PROCESS_REFRESH_MS : false, enabled });
}
