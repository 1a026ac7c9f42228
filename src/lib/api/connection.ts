import { useSyncExternalStore } from 'react';
import { constants } from '@generated/catalog/constants.ts';

/** Lost-connection state: set when a call cannot reach the appliance, cleared by the next call that does. */
interface ConnectionState {
  lost: boolean;
  /** attempts to reach the appliance that failed since the connection was lost: the call that found it lost, then one per reconnect poll */
  failures: number;
}

let state: ConnectionState = { lost: false, failures: 0 };
const listeners = new Set<() => void>();
/** one light call that tells whether the appliance answers again (registered by the client) */
let probe: (() => Promise<unknown>) | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function set(next: ConnectionState) {
  state = next;
  listeners.forEach((l) => l());
}

function stopPolling() {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

/**
 * While the connection is lost, the console tries the appliance once every reconnect poll. Each failed try is one
 * failed attempt, however many of the console's own polls fail in the meantime (they only keep the state lost).
 */
function schedulePoll() {
  stopPolling();
  timer = setTimeout(async () => {
    timer = undefined;
    if (!state.lost || !probe) return;
    try {
      await probe();
    } catch {
      if (state.lost) set({ lost: true, failures: state.failures + 1 });
    }
    // an answer (even a refusal such as 401) means the appliance is reachable: the client reported success
    if (state.lost && timer === undefined) schedulePoll();
  }, constants.api.reconnectPollMs);
}

export const connection = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** a call could not reach the appliance (refused, dropped, or a gateway answered 502/503/504 for it) */
  reportFailure() {
    if (state.lost) return;
    set({ lost: true, failures: 1 });
    schedulePoll();
  },
  /** the appliance answered */
  reportSuccess() {
    stopPolling();
    if (state.lost || state.failures) set({ lost: false, failures: 0 });
  },
  /** The call the reconnect poll makes; it must go through the client so that its answer reports success. */
  setProbe(fn: (() => Promise<unknown>) | undefined) {
    probe = fn;
  },
  /** back to a fresh state (tests) */
  reset() {
    stopPolling();
    state = { lost: false, failures: 0 };
  },
};

export function useConnection(): ConnectionState {
  return useSyncExternalStore(connection.subscribe, connection.get, connection.get);
}
