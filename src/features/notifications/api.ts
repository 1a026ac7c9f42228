import { constants } from '@generated/catalog/constants.ts';
import { useApiQuery } from '@/lib/api/operations.ts';
import { useSession } from '@/lib/session/index.ts';
import type { components } from '@generated/api/schema.ts';

export type Notification = components['schemas']['Notification'];

/** listNotifications: entries of the notification bell, polled. */
export function useListNotifications(enabled = true) {
  // polling stops the moment the session ends
  const { signedIn } = useSession();
  return useApiQuery('listNotifications', undefined, {
    refetchInterval: constants.polling.notificationsMs,
    enabled: signedIn && enabled,
  });
}
