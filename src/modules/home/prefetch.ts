import type { QueryClient } from '@tanstack/react-query';
import { endpointQueryOptions } from '@/lib/api/endpoint.ts';
import { getSysInfo } from '@/lib/api/endpoints/session.gen.ts';
import { getSysLicense } from '@/lib/api/endpoints/sys.gen.ts';
import { listTasks } from '@/lib/api/endpoints/tasks.gen.ts';
import { listNotifications } from '@/lib/api/endpoints/notifications.gen.ts';
import { capabilities } from '@/lib/permissions/capabilities.ts';
import { getSysConfigQuery, prefetchSessionStart, session } from '@/lib/session/index.ts';

/**
 * Starts the reads of the home page (the same queries its cards run) as soon as the route is known: right after
 * signing in, while the shell and the page draw, rather than once they have. Notifications are read only by those
 * the configuration allows to see them. Never rejects.
 */
export function prefetchHome(client: QueryClient): void {
  if (!session.get().signedIn) return;
  prefetchSessionStart(client);
  void client.prefetchQuery(endpointQueryOptions(getSysInfo));
  void client.prefetchQuery(endpointQueryOptions(getSysLicense));
  void client.prefetchQuery(endpointQueryOptions(listTasks));
  void client
    .ensureQueryData(getSysConfigQuery)
    .then((config) => {
      if (capabilities(config).showNotificationBell) return client.prefetchQuery(endpointQueryOptions(listNotifications));
    })
    .catch(() => {});
}
