import { constants } from '@generated/catalog/constants.ts';
import { useApiQuery } from '@/lib/api/operations.ts';
import { useSession } from '@/lib/session/index.ts';
import type { ApiSchema } from '@/lib/api/schemas.ts';

export type Notification = ApiSchema<'Notification'>;

/** listNotifications: entries of the notification bell, polled. */
export function useListNotifications(enabled = true) {
  // polling stops the moment the session ends
  const { signedIn } = useSession();
  return useApiQuery('listNotifications', undefined, {
    refetchInterval: constants.polling.notificationsMs,
    enabled: signedIn && enabled,
  });
}
