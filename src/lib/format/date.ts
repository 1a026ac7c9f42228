const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** A moment (ISO text or epoch milliseconds) in the browser's zone and locale, short; text that does not parse stays as it is. */
export function formatDateTime(value: string | number): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : dateTime.format(d);
}
