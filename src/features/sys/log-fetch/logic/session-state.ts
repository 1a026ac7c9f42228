import type { LogFetchSession } from '@generated/types/entities.ts';

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
