import { useSyncExternalStore } from 'react';
import { storageKeys } from '@/lib/browser/storage-keys.ts';

/**
 * How far the sign-in order has got in this browser session (wizard, password change, ADOM choice), so that a
 * reload does not ask the same questions again. Cleared at sign-in and sign-out.
 */
export interface StartupProgress {
  wizard: boolean;
  password: boolean;
  adom: boolean;
}

const KEY = storageKeys.startupProgress;
const EMPTY: StartupProgress = { wizard: false, password: false, adom: false };

function read(): StartupProgress {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<StartupProgress>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

let state = read();
const listeners = new Set<() => void>();

export const startupProgress = {
  get: () => state,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
  mark(step: keyof StartupProgress) {
    state = { ...state, [step]: true };
    sessionStorage.setItem(KEY, JSON.stringify(state));
    listeners.forEach((l) => l());
  },
  reset() {
    state = EMPTY;
    sessionStorage.removeItem(KEY);
    listeners.forEach((l) => l());
  },
};

export function useStartupProgress(): StartupProgress {
  return useSyncExternalStore(startupProgress.subscribe, startupProgress.get, startupProgress.get);
}
