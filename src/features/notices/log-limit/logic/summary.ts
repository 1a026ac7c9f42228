import type { LogLimitNotice } from '@generated/types/entities.ts';

export interface LogLimitDay {
  date: string;
  used: number;
  over: boolean;
}

export interface LogLimitSummary {
  limit: number;
  /** the days checked, oldest first */
  days: LogLimitDay[];
  /** days above the limit */
  overCount: number;
}

/** The last `window` days of the history (oldest first), each marked when it received more than the daily limit. */
export function logLimitSummary(notice: LogLimitNotice, window: number): LogLimitSummary {
  const days = [...notice.used_gb_day_history]
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(-window)
    .map((d) => ({ date: d.date, used: d.used, over: d.used > notice.daily_max }));
  return { limit: notice.daily_max, days, overCount: days.filter((d) => d.over).length };
}
