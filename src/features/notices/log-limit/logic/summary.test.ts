import { describe, expect, it } from 'vitest';
import { constants } from '@generated/catalog/constants.ts';
import { logLimitSummary } from './summary.ts';

const day = (date: string, used: number) => ({ date, used });

describe('daily log-limit check', () => {
  it('covers the catalogue’s 7 days', () => {
    expect(constants.vmSizing.dailyLogLimitDays).toBe(7);
  });

  it.each([
    ['three days over, one exactly at the limit', [day('2026-11-18', 41), day('2026-11-19', 52.7), day('2026-11-20', 50), day('2026-11-21', 58), day('2026-11-22', 61)], 3],
    ['none over', [day('2026-11-23', 20), day('2026-11-24', 22)], 0],
    ['no history', [], 0],
  ])('%s', (_name, history, over) => {
    const s = logLimitSummary({ daily_max: 50, used_gb_day_history: history }, 7);
    expect(s.overCount).toBe(over);
    expect(s.days.filter((d) => d.over).every((d) => d.used > 50)).toBe(true);
  });

  it('keeps only the last days of the window, oldest first, whatever the order received', () => {
    const history = Array.from({ length: 10 }, (_, i) => day(`2026-11-${String(24 - i).padStart(2, '0')}`, 60));
    const s = logLimitSummary({ daily_max: 50, used_gb_day_history: history }, 7);
    expect(s.days.map((d) => d.date)).toEqual(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']);
    expect(s.overCount).toBe(7);
  });
});
