import { useSyncExternalStore } from 'react';
import { storageKeys } from '@/lib/browser/storage-keys.ts';

export type ContentMenuMode = 'horizontal' | 'vertical';

const KEY = storageKeys.contentMenuMode;
const listeners = new Set<() => void>();

function read(): ContentMenuMode {
  return localStorage.getItem(KEY) === 'vertical' ? 'vertical' : 'horizontal';
}

/** The user's choice of module menu layout, remembered across sessions. */
export const contentMenuMode = {
  get: read,
  set(mode: ContentMenuMode) {
    localStorage.setItem(KEY, mode);
    listeners.forEach((l) => l());
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
};

export function useContentMenuMode(): [ContentMenuMode, (mode: ContentMenuMode) => void] {
  const mode = useSyncExternalStore(contentMenuMode.subscribe, contentMenuMode.get, contentMenuMode.get);
  return [mode, contentMenuMode.set];
}
