import { constants } from '@generated/catalog/constants.ts';
import { useApiQuery } from '@/lib/api/operations.ts';
import { useSession } from '@/lib/session/index.ts';
import type { ApiSchema } from '@/lib/api/schemas.ts';

export type LogRebuildStatus = ApiSchema<'LogRebuildStatus'>;

/** getLogRebuildStatus: log-database rebuild progress, polled every 5 seconds (one query for every indicator). */
export function useGetLogRebuildStatus(enabled = true) {
  // polling stops the moment the session ends
  const { signedIn } = useSession();
  return useApiQuery('getLogRebuildStatus', undefined, {
    refetchInterval: constants.polling.logRebuildMs,
    enabled: signedIn && enabled,
  });
}
