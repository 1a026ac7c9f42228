import { constants } from '@generated/catalog/constants.ts';
import { useApiQuery } from '@/lib/api/operations.ts';
import { useSession } from '@/lib/session/index.ts';
import type { ApiSchema } from '@/lib/api/schemas.ts';

export type PostgresUpgradeStatus = ApiSchema<'PostgresUpgradeStatus'>;

/** getPostgresUpgradeStatus: PostgreSQL upgrade progress, polled every 5 seconds. */
export function useGetPostgresUpgradeStatus(enabled = true) {
  // polling stops the moment the session ends
  const { signedIn } = useSession();
  return useApiQuery('getPostgresUpgradeStatus', undefined, {
    refetchInterval: constants.polling.postgresUpgradeMs,
    enabled: signedIn && enabled,
  });
}
