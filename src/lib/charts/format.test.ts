import { describe, expect, it } from 'vitest';
import { severity } from '@generated/catalog/severity.ts';
import { formatBytes, formatCount, formatPercent, formatTime, formatValue, severityLevel } from './format.ts';
import { formatDateTime } from '@/lib/format/index.ts';

describe('formatValue', () => {
  it.each<[number | undefined, string | undefined, string]>([
    [0, 'bytes', '0 B'],
    [1023, 'bytes', '1,023 B'],
    [2048, 'bytes', '2 KB'],
    [1893274112, 'bytes', '1.8 GB'],
    [902113280, 'bytes', '860.3 MB'],
    [4211, 'sessions', '4,211'],
    [1204, 'count', '1,204'],
    [-40, 'score', '-40'],
    [23.4, '%', '23.4%'],
    [1830, 'logs/s', '1,830 logs/s'],
    [12.25, 'MB/s', '12.3 MB/s'],
    [8000, 'bit/s', '1,000 B/s'],
    [1234567, undefined, '1,234,567'],
    [undefined, 'bytes', ''],
    [Number.NaN, 'count', ''],
  ])('%s %s → %s', (value, unit, expected) => {
    expect(formatValue(value, unit)).toBe(expected);
  });

  it('writes bytes in powers of 1024 up to petabytes', () => {
    expect(formatBytes(1024 ** 4 * 3)).toBe('3 TB');
    expect(formatBytes(1024 ** 6)).toBe('1,024 PB');
    expect(formatBytes(-2048)).toBe('-2 KB');
  });

  it('writes counts with separators and shares in percent', () => {
    expect(formatCount(182736)).toBe('182,736');
    expect(formatCount(undefined)).toBe('');
    expect(formatPercent(41)).toBe('41%');
  });

  it('writes times in the browser’s zone as every screen does, and leaves text that is no time as it is', () => {
    expect(formatTime('2026-11-24T09:05:00Z')).toBe(formatDateTime('2026-11-24T09:05:00Z'));
    expect(formatTime('yesterday')).toBe('yesterday');
  });
});

describe('severityLevel', () => {
  it('gives each risk of the catalogue its label and colour', () => {
    for (const level of severity.riskLevels) expect(severityLevel(level.risk)).toEqual({ label: level.label, color: level.color });
  });

  it('has none for no severity, and keeps a value off the scale on it', () => {
    expect(severityLevel(undefined)).toBeNull();
    expect(severityLevel(0)).toBeNull();
    expect(severityLevel(9)?.label).toBe('Critical');
  });
});
