/**
 * A live log list (the monitor and utm-monitor routes) searches again for the newest logs every few seconds, unless
 * that would take away what the user is looking at: it holds while they have paused it, while a log's details are
 * open, and while they have scrolled down from the newest logs.
 */
export type LiveHold = 'paused' | 'details' | 'scrolled';

export interface LiveState {
  paused: boolean;
  detailsOpen: boolean;
  /** the first row in view is not the first of the list */
  scrolledDown: boolean;
}

/** Why the live list does not search again now, or null when it does. */
export function liveHold({ paused, detailsOpen, scrolledDown }: LiveState): LiveHold | null {
  if (paused) return 'paused';
  if (detailsOpen) return 'details';
  if (scrolledDown) return 'scrolled';
  return null;
}

/** How often the search runs again: every `seconds` while nothing holds it, else never. */
export function liveInterval(live: boolean, state: LiveState, seconds: number): number | false {
  return live && liveHold(state) === null ? seconds * 1000 : false;
}
