import { useSyncExternalStore } from 'react';

/**
 * Work the app loading indicator (the bar under the header) shows besides route loads: a screen that navigates
 * only after a call and a refetch (e.g. to a custom view just created) marks that time with `whileAppLoads`.
 */
let pending = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export async function whileAppLoads<T>(work: Promise<T>): Promise<T> {
  pending += 1;
  notify();
  try {
    return await work;
  } finally {
    pending -= 1;
    notify();
  }
}

/** Whether some work marked by `whileAppLoads` is still running. */
export function useAppLoading(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => pending > 0,
  );
}
