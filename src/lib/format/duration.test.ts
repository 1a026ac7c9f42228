import { describe, expect, it } from 'vitest';
import { formatDuration, formatUptime } from './duration.ts';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [59.9, '0:59'],
    [540, '9:00'],
    [600, '10:00'],
    [3600, '1:00:00'],
    [3661, '1:01:01'],
    [3725, '1:02:05'],
    [90061, '25:01:01'],
    [-4, '0:00'],
  ])('%s s → %s', (s, text) => expect(formatDuration(s)).toBe(text));
});

describe('formatUptime', () => {
  it.each([
    [0, '0m'],
    [420, '7m'],
    [3 * 3600 + 300, '3h 5m'],
    [14 * 86400, '14d 0h 0m'],
    [86400 + 61, '1d 0h 1m'],
    [-10, '0m'],
  ])('%s s → %s', (s, text) => expect(formatUptime(s)).toBe(text));
});
