import type { AdomLock } from '@generated/types/entities.ts';

export interface LockButtonView {
  /** unlocked and locked by another → Lock; locked by me → Unlock */
  action: 'lock' | 'unlock';
  disabled: boolean;
  /** who holds the lock, when someone else does */
  holder: string | null;
  /** the lock is held by an IPS package update rather than an administrator */
  heldByIps: boolean;
}

/**
 * The lock button for an ADOM lock. Held by another: the Lock button stays, disabled while another
 * administrator's (non-IPS) lock holds the ADOM; an IPS update's lock does not disable it.
 */
export function lockButtonView(lock: AdomLock): LockButtonView {
  switch (lock.state) {
    case 'unlocked':
      return { action: 'lock', disabled: false, holder: null, heldByIps: false };
    case 'locked_by_me':
      return { action: 'unlock', disabled: false, holder: null, heldByIps: false };
    case 'locked_by_other': {
      const heldByIps = lock.lock_type === 'ips';
      return { action: 'lock', disabled: !heldByIps, holder: lock.by ?? null, heldByIps };
    }
  }
}
