import { useQuery } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { api, call } from '@/lib/api/client.ts';
import type { components } from '@generated/api/schema.ts';

export type FabricStats = components['schemas']['FabricStats'];

/** getFabricStats: fabric members of the analyzer, polled every 3 minutes. */
export function useGetFabricStats(enabled = true) {
  return useQuery({
    queryKey: ['getFabricStats', 'member'],
    queryFn: () => call(api.GET('/gui/sys/fabric/stats', { params: { query: { types: 'member' } } })),
    refetchInterval: constants.polling.fabricSyncMs,
    enabled,
  });
}
