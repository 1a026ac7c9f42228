import type { QueryClient } from '@tanstack/react-query';
import { endpointQueryOptions } from '@/lib/api/endpoint.ts';
import { getSysLicense } from '@/lib/api/endpoints/sys.gen.ts';
import { prefetchNotifications, prefetchSessionStart, session } from '@/lib/session/index.ts';

/**
 * Starts the reads of the home page as soon as the route is known: right after signing in, while the shell and the
 * page draw, rather than once they have. Its cards show the session's reads (system information, ADOM, tasks:
 * prefetchSessionStart), the licence, and the notifications where the configuration shows them. Settles when they
 * have answered or failed, so that the page draws once, with all of them; never rejects.
 */
export function prefetchHome(client: QueryClient): Promise<void> {
  if (!session.get().signedIn) return Promise.resolve();
  const quiet = () => undefined;
  // only a licence the cache does not have: the page reads it anew whenever it is drawn (its cache rule), and going
  // Home again draws the page at once with the one it has meanwhile
  const license = client.ensureQueryData(endpointQueryOptions(getSysLicense)).catch(quiet);
  // the Activity card counts the notifications (the session's start reads them without waiting): drawn without them,
  // the page would draw again as they answer
  const notifications = prefetchNotifications(client);
  return Promise.all([prefetchSessionStart(client), license, notifications]).then(quiet);
}
