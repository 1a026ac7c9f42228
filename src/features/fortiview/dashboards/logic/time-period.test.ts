import { describe, expect, it } from 'vitest';
import { customToken, lastNToken, parsePeriod, periodOrDefault, periodRange, resolvePeriod, type PeriodKind } from './time-period.ts';

const normal: PeriodKind = {
  default: '1hour',
  lastNUnits: ['hour', 'day', 'week'],
  options: [
    { value: '5min', label: 'Last 5 Minutes', kind: 'preset', seconds: 300 },
    { value: '1hour', label: 'Last 1 Hour', kind: 'preset', seconds: 3600 },
    { value: '1week', label: 'Last 1 Week', kind: 'preset', seconds: 604800 },
    { value: 'lastN', label: 'Last N', kind: 'lastN' },
    { value: 'custom', label: 'Custom', kind: 'custom' },
  ],
};
const system: PeriodKind = {
  default: '1hour',
  options: [
    { value: '1hour', label: 'Last 1 Hour', kind: 'preset', seconds: 3600 },
    { value: '8hour', label: 'Last 8 Hours', kind: 'preset', seconds: 28800 },
  ],
};
const ioc: PeriodKind = {
  default: 'today',
  lastNUnits: ['day'],
  options: [
    { value: 'today', label: 'Today', kind: 'day', dayOffset: 0 },
    { value: 'minus1day', label: 'Yesterday', kind: 'day', dayOffset: 1 },
    { value: 'lastN', label: 'Last N Days', kind: 'lastN' },
  ],
};
const threatmap: PeriodKind = { default: 'realtime', options: [{ value: 'realtime', label: 'Real-time', kind: 'realtime' }, ...normal.options] };

const NOW = Date.UTC(2026, 10, 24, 10, 30, 0);

describe('time periods', () => {
  it.each([
    ['1hour', normal, true],
    ['realtime', normal, false],
    ['realtime', threatmap, true],
    [lastNToken(3, 'day'), normal, true],
    [lastNToken(3, 'hour'), ioc, false], // IoC offers last N days only
    [lastNToken(0, 'day'), normal, false],
    [lastNToken(3, 'day'), system, false], // a system widget has no last N
    [customToken(1, 2), normal, true],
    [customToken(2, 1), normal, false], // ends before it starts
    [customToken(1, 2), system, false],
    ['8hour', normal, false],
    ['<script>', normal, false],
  ])('%s is offered by a kind: %s → %s', (token, kind, offered) => {
    expect(parsePeriod(token, kind) !== null).toBe(offered);
  });

  it('falls back to the kind default for a missing or foreign token', () => {
    expect(periodOrDefault(undefined, normal)).toBe('1hour');
    expect(periodOrDefault('8hour', normal)).toBe('1hour');
    expect(periodOrDefault('8hour', system)).toBe('8hour');
    expect(periodOrDefault(null, ioc)).toBe('today');
    expect(periodOrDefault(null, threatmap)).toBe('realtime');
  });

  it('resolves presets, last N, realtime and custom ranges against now', () => {
    expect(resolvePeriod(parsePeriod('1hour', normal)!, NOW)).toEqual({ start: NOW - 3600_000, end: NOW });
    expect(resolvePeriod(parsePeriod(lastNToken(2, 'week'), normal)!, NOW)).toEqual({ start: NOW - 2 * 604800_000, end: NOW });
    expect(resolvePeriod(parsePeriod('realtime', threatmap)!, NOW)).toEqual({ start: NOW - 300_000, end: NOW });
    expect(resolvePeriod(parsePeriod(customToken(1000, 5000), normal)!, NOW)).toEqual({ start: 1000, end: 5000 });
  });

  it('resolves today from local midnight to now, and a past day as the whole day', () => {
    const today = resolvePeriod(parsePeriod('today', ioc)!, NOW);
    const midnight = new Date(NOW);
    midnight.setHours(0, 0, 0, 0);
    expect(today).toEqual({ start: midnight.getTime(), end: NOW });
    const yesterday = resolvePeriod(parsePeriod('minus1day', ioc)!, NOW);
    expect(yesterday.end).toBe(midnight.getTime());
    expect(yesterday.end - yesterday.start).toBeGreaterThanOrEqual(23 * 3600_000);
  });

  it('sends ISO time ranges, the default where the token is not offered', () => {
    expect(periodRange('5min', normal, NOW)).toEqual({ start: '2026-11-24T10:25:00.000Z', end: '2026-11-24T10:30:00.000Z' });
    expect(periodRange('bogus', normal, NOW)).toEqual({ start: '2026-11-24T09:30:00.000Z', end: '2026-11-24T10:30:00.000Z' });
  });
});
