import type { OutbreakAlert } from '@generated/types/entities.ts';

export type DetectionStatus = OutbreakAlert['status'];

export interface AlertFilter {
  /** risk levels shown; empty: all */
  risks: number[];
  /** detection states shown; empty: all */
  statuses: DetectionStatus[];
  /** words each shown alert contains (name, advisory id, CVE or device name) */
  search: string;
}

export const NO_FILTER: AlertFilter = { risks: [], statuses: [], search: '' };

function text(alert: OutbreakAlert): string {
  return [alert.name, alert.advisory.irNumber, ...(alert.advisory.cve ?? []), ...alert.devices.map((d) => d.name)].join(' ').toLowerCase();
}

/** The alerts the filter lets through, in their order. */
export function filterAlerts(alerts: readonly OutbreakAlert[], filter: AlertFilter): OutbreakAlert[] {
  const words = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  return alerts.filter(
    (a) =>
      (!filter.risks.length || filter.risks.includes(a.risk)) &&
      (!filter.statuses.length || filter.statuses.includes(a.status)) &&
      (!words.length || words.every((w) => text(a).includes(w))),
  );
}

/** Ordering of the detection status column: detected first, then mitigated, then not detected. */
export const STATUS_ORDER: Record<DetectionStatus, number> = { detected: 0, mitigated: 1, notDetected: 2 };

const STATUS_VALUES: readonly DetectionStatus[] = ['detected', 'notDetected', 'mitigated'];

/** The filter a link or reload carries in the URL: ?severity=5&status=detected&q=words (unknown values are ignored). */
export function filterFromParams(params: URLSearchParams): AlertFilter {
  const risk = Number(params.get('severity'));
  const status = params.get('status') as DetectionStatus | null;
  return {
    risks: Number.isInteger(risk) && risk >= 1 && risk <= 5 ? [risk] : [],
    statuses: status && STATUS_VALUES.includes(status) ? [status] : [],
    search: params.get('q') ?? '',
  };
}

/** The URL parameters of a filter (none for an empty one). */
export function filterToParams(filter: AlertFilter): Record<string, string> {
  return {
    ...(filter.risks.length ? { severity: String(filter.risks[0]) } : {}),
    ...(filter.statuses.length ? { status: filter.statuses[0] } : {}),
    ...(filter.search ? { q: filter.search } : {}),
  };
}
