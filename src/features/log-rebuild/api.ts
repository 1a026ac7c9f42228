import { useQuery } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { api, call } from '@/lib/api/client.ts';
import type { components } from '@generated/api/schema.ts';

export type LogRebuildStatus = components['schemas']['LogRebuildStatus'];

/** getLogRebuildStatus: log-database rebuild progress, polled every 5 seconds (one query for every indicator). */
export function useGetLogRebuildStatus(enabled = true) {
  return useQuery({
    queryKey: ['getLogRebuildStatus'],
    queryFn: () => call(api.GET('/gui/sys/log-rebuild')),
    refetchInterval: constants.polling.logRebuildMs,
    enabled,
  });
}
