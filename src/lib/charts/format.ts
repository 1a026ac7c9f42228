import { severity as severityCatalog } from '@generated/catalog/severity.ts';
import { formatBytes, formatCount, formatDateTime, formatNumber, formatPercent } from '@/lib/format/index.ts';

export { formatBytes, formatCount, formatPercent };

/** A row's value in its unit: bytes as KB/MB/GB, percentages and rates with their unit, counts with separators. */
export function formatValue(value: number | undefined | null, unit?: string): string {
  if (value == null || !Number.isFinite(value)) return '';
  if (unit === 'bytes') return formatBytes(value);
  if (unit === '%') return formatPercent(value);
  if (unit === 'bit/s') return `${formatBytes(value / 8)}/s`;
  if (unit && unit !== 'count' && unit !== 'sessions' && unit !== 'score') return `${formatNumber(value)} ${unit}`;
  return formatCount(value);
}

/** A time of a row (ISO text), short, in the browser's zone; text that does not parse is shown as it is. */
export function formatTime(iso: string): string {
  return formatDateTime(iso);
}

/** A severity on the risk scale 1–5 with its label and colour from the severity catalogue. */
export function severityLevel(severity: number | undefined): { label: string; color: string } | null {
  if (!severity) return null;
  const level = severityCatalog.riskLevels.find((l) => l.risk === Math.max(1, Math.min(5, Math.round(severity))));
  return level ? { label: level.label, color: level.color } : null;
}
