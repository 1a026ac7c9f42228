import { useQuery } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { api, call } from '@/lib/api/client.ts';
import type { components } from '@generated/api/schema.ts';

export type Notification = components['schemas']['Notification'];

/** listNotifications: entries of the notification bell, polled. */
export function useListNotifications(enabled = true) {
  return useQuery({
    queryKey: ['listNotifications'],
    queryFn: () => call(api.GET('/gui/notifications')),
    refetchInterval: constants.polling.notificationsMs,
    enabled,
  });
}
