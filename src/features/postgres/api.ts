import { useQuery } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { api, call } from '@/lib/api/client.ts';
import { useSession } from '@/lib/session/index.ts';
import type { components } from '@generated/api/schema.ts';

export type PostgresUpgradeStatus = components['schemas']['PostgresUpgradeStatus'];

/** getPostgresUpgradeStatus: PostgreSQL upgrade progress, polled every 5 seconds. */
export function useGetPostgresUpgradeStatus(enabled = true) {
  // polling stops the moment the session ends
  const { signedIn } = useSession();
  return useQuery({
    queryKey: ['getPostgresUpgradeStatus'],
    queryFn: () => call(api.GET('/gui/sys/postgres-upgrade')),
    refetchInterval: constants.polling.postgresUpgradeMs,
    enabled: signedIn && enabled,
  });
}
