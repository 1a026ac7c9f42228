import { useQuery } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { api, call } from '@/lib/api/client.ts';
import { useSession } from '@/lib/session/index.ts';
import type { components } from '@generated/api/schema.ts';

export type Notification = components['schemas']['Notification'];

/** listNotifications: entries of the notification bell, polled. */
export function useListNotifications(enabled = true) {
  // polling stops the moment the session ends
  const { signedIn } = useSession();
  return useQuery({
    queryKey: ['listNotifications'],
    queryFn: () => call(api.GET('/gui/notifications')),
    refetchInterval: constants.polling.notificationsMs,
    enabled: signedIn && enabled,
  });
}
