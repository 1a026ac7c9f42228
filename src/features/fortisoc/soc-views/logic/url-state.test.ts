import { describe, expect, it } from 'vitest';
import { parseSocViewUrl, withChange, writeSocViewUrl } from './url-state.ts';

describe('SOC view choices in the address', () => {
  it.each([
    ['', {}],
    ['?display=bar&period=1week&top=20', { displayType: 'bar', period: '1week', topN: 20 }],
    ['?table=1&refresh=300', { asTable: true, refreshSeconds: 300 }],
    ['?display=bar%20x&top=abc&table=yes&period=', {}],
    ['?period=last-3-day', { period: 'last-3-day' }],
  ])('%s reads as %j', (query, expected) => {
    expect(parseSocViewUrl(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes the choices and keeps the other parameters (a grid’s searches and sort)', () => {
    const next = writeSocViewUrl(new URLSearchParams('hits.sort=-value&display=table&top=100'), { displayType: 'bar', topN: 10, asTable: true });
    expect(next.toString()).toBe('hits.sort=-value&display=bar&top=10&table=1');
  });

  it('round-trips', () => {
    const state = { displayType: 'treemap', period: '4hour', topN: 12, refreshSeconds: 60, asTable: true };
    expect(parseSocViewUrl(writeSocViewUrl(new URLSearchParams(), state))).toEqual(state);
  });

  it('a change to undefined drops the choice (back to the view’s default)', () => {
    expect(withChange({ displayType: 'bar', asTable: true }, { asTable: undefined })).toEqual({ displayType: 'bar' });
    expect(withChange({}, { topN: 20 })).toEqual({ topN: 20 });
  });
});
