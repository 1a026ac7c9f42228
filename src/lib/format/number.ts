import { LOCALE } from './locale.ts';

const decimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** A number with the locale's group separators and at most one decimal (4,211; 12.5). */
export function formatNumber(value: number): string {
  return decimal.format(value);
}

/** A count with the locale's group separators (4,211); empty when there is none. */
export function formatCount(value: number | undefined | null): string {
  return value == null || !Number.isFinite(value) ? '' : integer.format(value);
}

/** A share in percent with one decimal at most (41%, 12.5%); empty when there is none. */
export function formatPercent(value: number | undefined | null): string {
  return value == null || !Number.isFinite(value) ? '' : `${decimal.format(value)}%`;
}

/** A size in bytes in the largest binary unit that keeps it at 1 or more, one decimal at most: 1536 → 1.5 KB. */
export function formatBytes(bytes: number): string {
  let v = Math.abs(bytes);
  let i = 0;
  while (v >= 1024 && i < BYTE_UNITS.length - 1) {
    v /= 1024;
    i++;
  }
  return `${bytes < 0 ? '-' : ''}${decimal.format(v)} ${BYTE_UNITS[i]}`;
}
