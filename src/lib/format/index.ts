/**
 * How the console writes figures, one way on every screen, in the one locale of the console (./locale.ts): counts,
 * numbers, percentages, byte sizes, moments, clock times, durations and uptimes. Plurals are the message
 * catalogue's (msgCount in @/lib/i18n/messages.ts).
 */
export { LOCALE } from './locale.ts';
export { formatBytes, formatCount, formatNumber, formatPercent } from './number.ts';
export { formatClockTime, formatDateTime } from './date.ts';
export { formatDuration, formatUptime } from './duration.ts';
export { failureText } from './failure.ts';
