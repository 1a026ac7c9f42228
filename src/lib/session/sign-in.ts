import type { QueryClient } from '@tanstack/react-query';
import { fetchEndpoint } from '@/lib/api/endpoint.ts';
import { signIn as signInCall, signOut as signOutCall } from '@/lib/api/endpoints/session.gen.ts';
import { session, type SessionEndReason } from './session-state.ts';

/**
 * Signs in; on success the CSRF token is kept for every mutating call. Throws ApiError (401 on bad credentials).
 * `started` runs the moment the session starts, before React draws anything for it: the first reads leave then.
 */
export async function signIn(username: string, password: string, started?: () => void): Promise<{ username: string }> {
  const data = await fetchEndpoint(signInCall, { body: { username, password } });
  session.start(data.csrf_token, data.username ?? username);
  started?.();
  return { username: data.username ?? username };
}

/**
 * Signs out: tells the appliance (a failure there does not keep the user signed in), forgets the token and drops
 * every cached answer so the next administrator sees nothing of this one's data.
 */
export async function signOut(queryClient: QueryClient, reason: SessionEndReason = 'signedOut'): Promise<void> {
  try {
    await fetchEndpoint(signOutCall);
  } catch {
    // the session ends locally whatever the appliance answers
  }
  session.end(reason);
  queryClient.clear();
}
