import { useQuery } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { api, call } from '@/lib/api/client.ts';
import { useSession } from '@/lib/session/index.ts';
import type { components } from '@generated/api/schema.ts';

export type LogRebuildStatus = components['schemas']['LogRebuildStatus'];

/** getLogRebuildStatus: log-database rebuild progress, polled every 5 seconds (one query for every indicator). */
export function useGetLogRebuildStatus(enabled = true) {
  // polling stops the moment the session ends
  const { signedIn } = useSession();
  return useQuery({
    queryKey: ['getLogRebuildStatus'],
    queryFn: () => call(api.GET('/gui/sys/log-rebuild')),
    refetchInterval: constants.polling.logRebuildMs,
    enabled: signedIn && enabled,
  });
}
