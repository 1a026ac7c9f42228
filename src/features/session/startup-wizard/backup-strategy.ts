import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointKey, fetchEndpoint } from '@/lib/api/endpoint.ts';
import { backupStrategyStatus } from '@/lib/api/endpoints/startup.gen.ts';

/**
 * The backup-strategy status is one proxy call (backupStrategyStatus): method get reads it (the wizard drops the
 * Backup Strategy step when it says changed), method set with params changed true marks the strategy set up.
 */
export const READ_BACKUP_STRATEGY = { body: { method: 'get' } } as const;

/**
 * Marks the backup strategy set up. Not generated: the call is a read of the spec (its get), so the change is
 * composed here, and its answer, the new status, is stored as the read's so the wizard need not ask again.
 */
export function useMarkBackupStrategyDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchEndpoint(backupStrategyStatus, { body: { method: 'set', params: { changed: true } } }),
    onSuccess: (status) => queryClient.setQueryData(endpointKey(backupStrategyStatus, READ_BACKUP_STRATEGY), status),
  });
}
