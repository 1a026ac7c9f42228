// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { ManagedDevice } from '@generated/types/entities.ts';
import { apiQueryKey, useApiQuery } from '@/lib/api/operations.ts';

export type { ManagedDevice };

/** Managed Devices: every device of the ADOM (by name; idle until the ADOM is known). */
export function useListManagedDevices(adom: string | undefined) {
  return useApiQuery('listManagedDevices', { params: { path: { adom: adom ?? '' } } }, { enabled: adom !== undefined });
}

/** Reads the device list again (Refresh); resolves once the new list is in. */
export function useRefreshManagedDevices() {
  const qc = useQueryClient();
  return () => qc.refetchQueries({ queryKey: apiQueryKey('listManagedDevices') }, { throwOnError: true });
}
