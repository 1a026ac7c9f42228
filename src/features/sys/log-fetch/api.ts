// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { LogFetchProfile, LogFetchSession } from '@generated/types/entities.ts';
import { apiQueryKey, useApiMutation, useApiQuery } from '@/lib/api/operations.ts';

export type { LogFetchProfile, LogFetchSession };

/** While a session waits or runs, the sessions are read again this often (ms). */
export const SESSION_POLL_MS = 5000;

const ACTIVE: ReadonlySet<LogFetchSession['state']> = new Set(['waiting-approval', 'running']);

/** Whether a session is still under way (so the list is polled). */
export function isActive(session: LogFetchSession): boolean {
  return ACTIVE.has(session.state);
}

/** An outgoing session that has not ended may be cancelled. */
export function canCancel(session: LogFetchSession): boolean {
  return session.direction === 'outgoing' && (ACTIVE.has(session.state) || session.state === 'paused');
}

/** An incoming request that waits for this unit's answer may be approved or denied. */
export function awaitsApproval(session: LogFetchSession): boolean {
  return session.direction === 'incoming' && session.state === 'waiting-approval';
}

/** Client Profiles: the analyzers this unit fetches logs from. */
export function useLogFetchProfiles() {
  return useApiQuery('listLogFetchProfiles', undefined, { select: (d) => d as LogFetchProfile[] });
}

/** Sessions, polled while one of them waits or runs. */
export function useLogFetchSessions() {
  return useApiQuery('listLogFetchSessions', undefined, {
    select: (d) => d as LogFetchSession[],
    refetchInterval: (q) => ((q.state.data as LogFetchSession[] | undefined)?.some(isActive) ? SESSION_POLL_MS : false),
  });
}

function useRefreshSessions() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: apiQueryKey('listLogFetchSessions') });
}

/** Sends a profile's request to its server; the sessions (and the profiles' last request) are read again. */
export function useRequestLogFetch() {
  const qc = useQueryClient();
  const refresh = useRefreshSessions();
  return useApiMutation('requestLogFetch', {
    toInit: (name: string) => ({ params: { path: { name } } }),
    onSuccess: () => Promise.all([refresh(), qc.invalidateQueries({ queryKey: apiQueryKey('listLogFetchProfiles') })]),
  });
}

/** Cancels an outgoing session. */
export function useCancelLogFetchSession() {
  const refresh = useRefreshSessions();
  return useApiMutation('cancelLogFetchSession', { toInit: (id: number) => ({ params: { path: { id } } }), onSuccess: refresh });
}

/** Approves an incoming request. */
export function useApproveLogFetchSession() {
  const refresh = useRefreshSessions();
  return useApiMutation('approveLogFetchSession', { toInit: (id: number) => ({ params: { path: { id } } }), onSuccess: refresh });
}

/** Denies an incoming request. */
export function useDenyLogFetchSession() {
  const refresh = useRefreshSessions();
  return useApiMutation('denyLogFetchSession', { toInit: (id: number) => ({ params: { path: { id } } }), onSuccess: refresh });
}
