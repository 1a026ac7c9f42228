/** A package version as the console shows it: major.minor with the minor as 5 digits ('92.8123' → '92.08123'). */
export function formatPackageVersion(raw: string): string {
  const [major, minor] = raw.split('.');
  if (major === undefined || minor === undefined || !/^\d+$/.test(major) || !/^\d+$/.test(minor)) return raw;
  return `${major}.${minor.padStart(5, '0')}`;
}

/** A package date as the console shows it: YYMMDDHHMM as 20YY-MM-DD HH:MM:00 ('2611241530' → '2026-11-24 15:30:00'). */
export function formatPackageDate(raw: string | null | undefined): string {
  if (!raw || !/^\d{10}$/.test(raw)) return raw ?? '';
  return `20${raw.slice(0, 2)}-${raw.slice(2, 4)}-${raw.slice(4, 6)} ${raw.slice(6, 8)}:${raw.slice(8, 10)}:00`;
}

/** Whether a date (YYYY-MM-DD) is before today (the browser's day). */
export function isExpired(date: string, today = new Date()): boolean {
  const day = today.toISOString().slice(0, 10);
  return date < day;
}

/** The label the fortiguard catalogue gives a code (product, licence-filter or contract type); the code itself when it has none. */
export function catalogLabel(list: ReadonlyArray<{ value: string; label: string }>, value: string): string {
  return list.find((x) => x.value === value)?.label ?? value;
}
