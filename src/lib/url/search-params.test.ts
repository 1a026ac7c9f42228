import { describe, expect, it } from 'vitest';
import { withParam } from './search-params.ts';

describe('withParam', () => {
  it('sets one parameter and keeps the others, without changing the given ones', () => {
    const before = new URLSearchParams('period=1h&w.a=t:bar');
    expect(withParam(before, 'period', '1week').toString()).toBe('period=1week&w.a=t%3Abar');
    expect(before.get('period')).toBe('1h');
  });
  it('removes a parameter given null', () => {
    expect(withParam(new URLSearchParams('device=FGT&x=1'), 'device', null).toString()).toBe('x=1');
  });
});
