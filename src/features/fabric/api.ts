import { constants } from '@generated/catalog/constants.ts';
import { useApiQuery } from '@/lib/api/operations.ts';
import { useSession } from '@/lib/session/index.ts';
import type { components } from '@generated/api/schema.ts';

export type FabricStats = components['schemas']['FabricStats'];

/** getFabricStats: fabric members of the analyzer, polled every 3 minutes. */
export function useGetFabricStats(enabled = true) {
  // polling stops the moment the session ends
  const { signedIn } = useSession();
  return useApiQuery(
    'getFabricStats',
    { params: { query: { types: 'member' } } },
    { refetchInterval: constants.polling.fabricSyncMs, enabled: signedIn && enabled },
  );
}
