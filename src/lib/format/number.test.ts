import { describe, expect, it } from 'vitest';
import { formatBytes, formatClockTime, formatCount, formatDateTime, formatNumber, formatPercent, LOCALE } from './index.ts';

describe('the console formats figures one way, in the catalogue’s locale', () => {
  it('is the message catalogue’s language', () => {
    expect(LOCALE).toBe('en');
  });

  it.each([
    [0, '0', '0', '0%', '0 B'],
    [1, '1', '1', '1%', '1 B'],
    [1536, '1,536', '1,536', '1,536%', '1.5 KB'],
    [12.46, '12.5', '12', '12.5%', '12.5 B'],
    [1_073_741_824, '1,073,741,824', '1,073,741,824', '1,073,741,824%', '1 GB'],
    [5.5 * 1024 ** 4, '6,047,313,952,768', '6,047,313,952,768', '6,047,313,952,768%', '5.5 TB'],
    [-2048, '-2,048', '-2,048', '-2,048%', '-2 KB'],
  ])('%s → number %s, count %s, percent %s, bytes %s', (value, number, count, percent, bytes) => {
    expect(formatNumber(value)).toBe(number);
    expect(formatCount(value)).toBe(count);
    expect(formatPercent(value)).toBe(percent);
    expect(formatBytes(value)).toBe(bytes);
  });

  it('leaves a missing figure empty', () => {
    expect(formatCount(undefined)).toBe('');
    expect(formatPercent(null)).toBe('');
    expect(formatCount(Number.NaN)).toBe('');
  });

  it('writes a clock time on a 24-hour clock and leaves a moment it cannot read as it is', () => {
    const afternoon = new Date(2026, 10, 27, 15, 4, 5);
    expect(formatClockTime(afternoon)).toBe('15:04:05');
    expect(formatClockTime(afternoon.getTime())).toBe('15:04:05');
    expect(formatClockTime('soon')).toBe('soon');
    expect(formatDateTime('2026-11-23T16:02:00Z')).toBe(formatDateTime(Date.parse('2026-11-23T16:02:00Z')));
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });
});
