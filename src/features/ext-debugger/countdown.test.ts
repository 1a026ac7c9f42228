import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown.ts';

describe('secondsLeft', () => {
  it('counts down to the end and stops at 0', () => {
    expect(secondsLeft(1000, 400_000)).toBe(600);
    expect(secondsLeft(1000, 999_500)).toBe(1);
    expect(secondsLeft(1000, 1_000_000)).toBe(0);
    expect(secondsLeft(1000, 2_000_000)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it.each([
    [600, '10:00'],
    [59, '0:59'],
    [3661, '1:01:01'],
  ])('%s → %s', (s, t) => expect(formatCountdown(s)).toBe(t));
});
