import { useQuery } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { api, call } from '@/lib/api/client.ts';
import { useSession } from '@/lib/session/index.ts';
import type { components } from '@generated/api/schema.ts';

export type FabricStats = components['schemas']['FabricStats'];

/** getFabricStats: fabric members of the analyzer, polled every 3 minutes. */
export function useGetFabricStats(enabled = true) {
  // polling stops the moment the session ends
  const { signedIn } = useSession();
  return useQuery({
    queryKey: ['getFabricStats', 'member'],
    queryFn: () => call(api.GET('/gui/sys/fabric/stats', { params: { query: { types: 'member' } } })),
    refetchInterval: constants.polling.fabricSyncMs,
    enabled: signedIn && enabled,
  });
}
