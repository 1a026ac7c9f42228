import { describe, expect, it } from 'vitest';
import { apState, countStates, regionsOf, siteState } from './sites.ts';

describe('access point states', () => {
  it.each([
    [1, 'up'],
    [2, 'down'],
    [0, 'unknown'],
    [7, 'unknown'],
  ])('_conn-state %s is %s', (s, state) => expect(apState({ '_conn-state': s })).toBe(state));

  it('counts and reads a site', () => {
    const counts = countStates([{ '_conn-state': 1 }, { '_conn-state': 2 }, { '_conn-state': 1 }, { '_conn-state': 0 }]);
    expect(counts).toEqual({ total: 4, up: 2, down: 1, unknown: 1 });
    expect(siteState(counts)).toBe('down');
  });

  it.each([
    [{ total: 3, up: 3, down: 0, unknown: 0 }, 'up'],
    [{ total: 3, up: 2, down: 1, unknown: 0 }, 'down'],
    [{ total: 3, up: 2, down: 0, unknown: 1 }, 'unknown'],
    [{ total: 0, up: 0, down: 0, unknown: 0 }, 'unknown'],
  ])('%o reads %s', (counts, state) => expect(siteState(counts)).toBe(state));
});

describe('regionsOf', () => {
  it('each region once, sorted', () => {
    expect(regionsOf([{ region: 'US West' }, { region: 'US East' }, { region: 'US West' }, { region: '' }])).toEqual(['US East', 'US West']);
  });
});
