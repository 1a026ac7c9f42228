import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch, csrf } from '@/lib/api/client.ts';

/**
 * Signed-in state of the browser tab. The CSRF token returned by sign-in is the proof of a session: it lives in
 * session storage, so a reload keeps the administrator signed in until the appliance says otherwise (401).
 */
const USER_KEY = 'console.username';

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

/** Signs in; on success the CSRF token is kept for every mutating call. Throws ApiError (401 on bad credentials). */
export async function signIn(username: string, password: string): Promise<{ username: string }> {
  const data = await apiFetch('signIn', { body: { username, password } });
  session.start(data.csrf_token, data.username ?? username);
  return { username: data.username ?? username };
}

/**
 * Signs out: tells the appliance (a failure there does not keep the user signed in), forgets the token and drops
 * every cached answer so the next administrator sees nothing of this one's data.
 */
export async function signOut(queryClient: QueryClient, reason: SessionEndReason = 'signedOut'): Promise<void> {
  try {
    await apiFetch('signOut');
  } catch {
    // the session ends locally whatever the appliance answers
  }
  session.end(reason);
  queryClient.clear();
}
