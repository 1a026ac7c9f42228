import { describe, expect, it } from 'vitest';
import { secondsLeft } from './countdown.ts';

describe('secondsLeft', () => {
  it('counts down to the end and stops at 0', () => {
    expect(secondsLeft(1000, 400_000)).toBe(600);
    expect(secondsLeft(1000, 999_500)).toBe(1);
    expect(secondsLeft(1000, 1_000_000)).toBe(0);
    expect(secondsLeft(1000, 2_000_000)).toBe(0);
  });
});
