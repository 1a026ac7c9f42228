import { constants } from '@generated/catalog/constants.ts';
import { useApiQuery } from '@/lib/api/operations.ts';
import { useSession } from '@/lib/session/index.ts';
import type { ApiSchema } from '@/lib/api/schemas.ts';

export type FabricStats = ApiSchema<'FabricStats'>;

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
