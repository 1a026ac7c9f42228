/**
 * Where a widget's row drills down to: the log list of the view's logs, filtered to the row. A view's conditions
 * (its `where` in the views catalogue) and the row's key become the filter expression; the view's source decides the
 * log type. Views of system figures, devices or security-rating checks have no logs behind a row.
 */
import { fortiviewViews } from '@generated/catalog/fortiview-views.ts';
import { clause } from '@/lib/logs/filter-expression.ts';

/** Storage names of the views catalogue that the log filter knows by their log field names. */
const FIELD_NAMES: Record<string, string> = { logtype: 'type', os: 'osname' };
const LOG_TYPE_OF_SOURCE: Record<string, string> = { traffic: 'traffic', threat: 'threat', event: 'event' };

interface ViewDef {
  viewName: string;
  family: string;
  source: string;
  dimension?: string;
  target?: string;
  where?: { field: string; values: string[]; not?: boolean }[];
}
const views = new Map((fortiviewViews.views as unknown as ViewDef[]).map((v) => [v.viewName, v]));

export interface DrillDown {
  /** log type of the list (a key of the log-view catalogue) */
  logtype: string;
  /** the filter expression of the row */
  search: string;
}

const name = (field: string) => FIELD_NAMES[field] ?? field;

export function drillDownOf(viewName: string, row: unknown): DrillDown | null {
  const view = views.get(viewName);
  const logtype = view ? LOG_TYPE_OF_SOURCE[view.source] : undefined;
  if (!view || !logtype || !row || typeof row !== 'object') return null;
  const r = row as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);
  const clauses = (view.where ?? []).map((w) => clause(name(w.field), { op: w.not ? '!=' : '=', value: w.values.join(',') }));
  if (view.family === 'top' && view.dimension && text(r.key) !== null) clauses.push(clause(name(view.dimension), { op: '=', value: text(r.key)! }));
  else if (view.family === 'geo' && text(r.country) !== null) clauses.push(clause(name(view.dimension ?? 'srccountry'), { op: '=', value: text(r.country)! }));
  else if (view.family === 'flow' && view.dimension && view.target && text(r.source) !== null && text(r.target) !== null) {
    clauses.push(clause(name(view.dimension), { op: '=', value: text(r.source)! }), clause(name(view.target), { op: '=', value: text(r.target)! }));
  } else return null;
  return { logtype, search: clauses.join(' and ') };
}
