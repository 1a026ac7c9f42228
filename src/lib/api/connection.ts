import { useSyncExternalStore } from 'react';

/** Lost-connection state: set when a call cannot reach the appliance, cleared by the next call that does. */
interface ConnectionState {
  lost: boolean;
  /** failed attempts since the connection was lost */
  failures: number;
}

let state: ConnectionState = { lost: false, failures: 0 };
const listeners = new Set<() => void>();

function set(next: ConnectionState) {
  state = next;
  listeners.forEach((l) => l());
}

export const connection = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  reportFailure() {
    set({ lost: true, failures: state.failures + 1 });
  },
  reportSuccess() {
    if (state.lost || state.failures) set({ lost: false, failures: 0 });
  },
};

export function useConnection(): ConnectionState {
  return useSyncExternalStore(connection.subscribe, connection.get, connection.get);
}
