import { LOCALE } from './locale.ts';

const dateTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeStyle: 'short' });
const clock = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

function parse(value: string | number): Date | null {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A moment (ISO text or epoch milliseconds) in the browser's zone, short; text that does not parse stays as it is. */
export function formatDateTime(value: string | number): string {
  const d = parse(value);
  return d ? dateTime.format(d) : String(value);
}

/** The time of day of a moment on a 24-hour clock (15:04:05): "Updated 15:04:05". */
export function formatClockTime(value: string | number | Date): string {
  const d = value instanceof Date ? value : parse(value);
  return d ? clock.format(d) : String(value);
}
