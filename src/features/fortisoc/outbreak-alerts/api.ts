// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { OutbreakAlert } from '@generated/types/entities.ts';
import { apiQueryKey, useApiQuery } from '@/lib/api/operations.ts';

export type { OutbreakAlert };

/** Outbreak Alerts of the ADOM (idle until the ADOM is known). */
export function useListOutbreakAlerts(adom: string | undefined) {
  return useApiQuery('listOutbreakAlerts', { params: { path: { adom: adom ?? '' } } }, { enabled: adom !== undefined });
}

/** Reads the alerts again (Refresh); resolves once the new list is in. */
export function useRefreshOutbreakAlerts() {
  const qc = useQueryClient();
  return () => qc.refetchQueries({ queryKey: apiQueryKey('listOutbreakAlerts') }, { throwOnError: true });
}
