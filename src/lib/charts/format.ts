import { severity as severityCatalog } from '@generated/catalog/severity.ts';

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];
const number = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** Bytes as a short figure with its unit (1.8 GB), powers of 1024. */
export function formatBytes(bytes: number): string {
  let v = Math.abs(bytes);
  let i = 0;
  while (v >= 1024 && i < BYTE_UNITS.length - 1) {
    v /= 1024;
    i++;
  }
  return `${bytes < 0 ? '-' : ''}${number.format(v)} ${BYTE_UNITS[i]}`;
}

/** A row's value in its unit: bytes as KB/MB/GB, percentages and rates with their unit, counts with separators. */
export function formatValue(value: number | undefined | null, unit?: string): string {
  if (value == null || !Number.isFinite(value)) return '';
  if (unit === 'bytes') return formatBytes(value);
  if (unit === '%') return formatPercent(value);
  if (unit === 'bit/s') return `${formatBytes(value / 8)}/s`;
  if (unit && unit !== 'count' && unit !== 'sessions' && unit !== 'score') return `${number.format(value)} ${unit}`;
  return integer.format(value);
}

/** A count with the locale's group separators (4,211). */
export function formatCount(value: number | undefined | null): string {
  return value == null ? '' : integer.format(value);
}

/** A share in percent with one decimal at most (41%, 12.5%). */
export function formatPercent(value: number | undefined | null): string {
  return value == null ? '' : `${number.format(value)}%`;
}

/** A time in the browser's zone and locale (ISO text that does not parse is shown as it is). */
export function formatTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
}

/** A severity on the risk scale 1–5 with its label and colour from the severity catalogue. */
export function severityLevel(severity: number | undefined): { label: string; color: string } | null {
  if (!severity) return null;
  const level = severityCatalog.riskLevels.find((l) => l.risk === Math.max(1, Math.min(5, Math.round(severity))));
  return level ? { label: level.label, color: level.color } : null;
}
