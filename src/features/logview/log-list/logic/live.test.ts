import { describe, expect, it } from 'vitest';
import { logView } from '@generated/catalog/log-view.ts';
import { liveHold, liveInterval } from './live.ts';

const free = { paused: false, detailsOpen: false, scrolledDown: false };

describe('live log list', () => {
  it("searches again every liveRefreshSeconds of the spec's catalogue while nothing holds it", () => {
    expect(liveInterval(true, free, logView.liveRefreshSeconds)).toBe(logView.liveRefreshSeconds * 1000);
    expect(liveHold(free)).toBeNull();
  });

  it('never on the logs route', () => {
    expect(liveInterval(false, free, 10)).toBe(false);
  });

  it.each([
    [{ paused: true }, 'paused'],
    [{ detailsOpen: true }, 'details'],
    [{ scrolledDown: true }, 'scrolled'],
    [{ paused: true, detailsOpen: true, scrolledDown: true }, 'paused'],
  ] as const)('holds while %o: %s', (held, reason) => {
    const state = { ...free, ...held };
    expect(liveHold(state)).toBe(reason);
    expect(liveInterval(true, state, 10)).toBe(false);
  });
});
