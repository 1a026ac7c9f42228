import { constants } from '@generated/catalog/constants.ts';
import { useApiQuery } from '@/lib/api/operations.ts';
import type { ApiSchema } from '@/lib/api/schemas.ts';

export type ProcessInfo = ApiSchema<'ProcessInfo'>;

/** How often the open drawer refreshes the process list. */
export const PROCESS_REFRESH_MS = constants.polling.processMonitorMs;

/** listProcesses: the appliance's processes, refreshed while the drawer is open. */
export function useListProcesses(enabled: boolean) {
  return useApiQuery('listProcesses', undefined, { refetchInterval: enabled ? PROCESS_REFRESH_MS : false, enabled });
}
