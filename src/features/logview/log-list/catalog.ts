/** Log View's catalogue (specs/catalog/log-view.json): log types, the fields of a log row, page sizes. */
import { logView } from '@generated/catalog/log-view.ts';
import type { LogViewCatalog } from '@generated/catalog/log-view.ts';
import { optionCatalogues, type PeriodKind } from '@/features/fortiview/dashboards/index.ts';
export { appOf, logListPath } from '@/lib/logs/log-list-path.ts';

export type LogTypeDef = LogViewCatalog['logTypes'][number];
export type LogFieldDef = LogViewCatalog['fields'][number];

export const logTypes: readonly LogTypeDef[] = logView.logTypes;
export const logFields: readonly LogFieldDef[] = logView.fields;
export const pageSize = logView.pageSize;
export const cachedPages = logView.cachedPages;
export const exportPageSize = logView.exportPageSize;
export const exportMaxRows = logView.exportMaxRows;
export const gridMaxRows = logView.gridMaxRows;
export const liveRefreshSeconds = logView.liveRefreshSeconds;

/** Log View's time periods: the normal kind of section 9. */
export const periodKind = optionCatalogues.timePeriods.normal as PeriodKind;

const fieldIndex = new Map(logFields.map((f) => [f.field, f]));
export function fieldDef(field: string): LogFieldDef | undefined {
  return fieldIndex.get(field);
}

/** A route's log type: a type's key, or a key and one of its subtypes joined by a dash (app-ctrl is a key). */
export interface RouteLogType {
  type: LogTypeDef;
  subtype?: { key: string; label: string };
  /** the route parameter as given */
  param: string;
}

export function parseLogTypeParam(param: string | undefined): RouteLogType | null {
  if (!param) return null;
  const exact = logTypes.find((t) => t.key === param);
  if (exact) return { type: exact, param };
  // the longest key that the parameter starts with, followed by a dash and one of its subtypes
  const candidates = logTypes.filter((t) => param.startsWith(`${t.key}-`)).sort((a, b) => b.key.length - a.key.length);
  for (const type of candidates) {
    const subtype = type.subtypes?.find((s) => s.key === param.slice(type.key.length + 1));
    if (subtype) return { type, subtype, param };
  }
  return null;
}

export function logTypeLabel(t: RouteLogType): string {
  return t.subtype ? t.subtype.label : t.type.label;
}

/** The columns a log type shows unless the user chose others. */
export function defaultColumns(t: RouteLogType): string[] {
  return [...t.type.columns];
}

/** Every log type and subtype a list can show, as options (a subtype is `type-subtype`). */
export const logTypeOptions = logTypes.flatMap((t) => [
  { value: t.key, label: t.label },
  ...(t.subtypes ?? []).map((s) => ({ value: `${t.key}-${s.key}`, label: `${t.label}: ${s.label}` })),
]);
