import { useSyncExternalStore } from 'react';
import { csrf } from '@/lib/api/client.ts';
import { storageKeys } from '@/lib/browser/storage-keys.ts';

/**
 * Signed-in state of the browser tab. The CSRF token returned by sign-in is the proof of a session: it lives in
 * session storage, so a reload keeps the administrator signed in until the appliance says otherwise (401).
 */
const USER_KEY = storageKeys.username;

export interface SessionState {
  signedIn: boolean;
  username: string | null;
}

/** Why the last session of this tab ended, for the sign-in page to say so. */
/** Why a session ended: the user signed out, it timed out, or the VM licence could not be checked. */
export type SessionEndReason = 'signedOut' | 'sessionEnded' | 'licenseUnresolved';
let endReason: SessionEndReason | null = null;

function read(): SessionState {
  const token = csrf.get();
  return { signedIn: token !== '', username: token ? sessionStorage.getItem(USER_KEY) : null };
}

let state: SessionState = read();
const listeners = new Set<() => void>();

function publish() {
  const next = read();
  if (next.signedIn !== state.signedIn || next.username !== state.username) {
    state = next;
    listeners.forEach((l) => l());
  }
}

export const session = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** records a session opened elsewhere (sign-in answer) */
  start(token: string, username: string) {
    endReason = null;
    csrf.set(token);
    sessionStorage.setItem(USER_KEY, username);
    publish();
  },
  /** forgets the session locally (sign-out, or the appliance said 401) */
  end(reason: SessionEndReason = 'signedOut') {
    endReason = reason;
    csrf.clear();
    sessionStorage.removeItem(USER_KEY);
    publish();
  },
};

/** Why the previous session ended (null once a new one starts). */
export function sessionEndReason(): SessionEndReason | null {
  return endReason;
}

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
