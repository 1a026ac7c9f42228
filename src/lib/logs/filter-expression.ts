/**
 * Builds the filter expression a log search sends (grammar in specs/schemas/log-search-request.schema.json): the
 * per-column filters become clauses `field op value` joined by `and`, and the filter bar's own text is kept as it
 * was typed (in parentheses when it has an `or`, so the column filters narrow all of it). The analyzer reads the
 * expression and refuses one it cannot, with a message that says where; nothing here re-checks its grammar.
 */

export type FilterOp = '=' | '!=' | '~' | '!~' | '>' | '>=' | '<' | '<=';

export const FILTER_OPS: readonly FilterOp[] = ['=', '!=', '~', '!~', '>', '>=', '<', '<='];

/** One column's filter: an operator and its value (`a,b` for any of several values with = and !=). */
export interface ColumnFilter {
  op: FilterOp;
  value: string;
}

export type ColumnFilters = Readonly<Record<string, ColumnFilter>>;

const BARE = /^[^\s"(),=!<>~\\]+$/;
const KEYWORD = /^(and|or|not)$/i;

/** A value as the grammar takes it: bare when it can be, else in double quotes with quotes escaped. */
export function quoteValue(value: string): string {
  if (BARE.test(value) && !KEYWORD.test(value)) return value;
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A clause of a column filter; several comma-separated values of = or != stay a list. */
export function clause(field: string, { op, value }: ColumnFilter): string {
  const v = value.trim();
  if ((op === '=' || op === '!=') && v.includes(',')) {
    const values = v.split(',').map((s) => s.trim()).filter(Boolean);
    return `${field}${op}${values.map(quoteValue).join(',')}`;
  }
  return `${field}${op}${quoteValue(v)}`;
}

/** Whether text holds a top-level `or` (outside quotes and parentheses). */
function hasTopLevelOr(text: string): boolean {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && /\s/.test(c) && /^or\s/i.test(text.slice(i + 1))) return true;
  }
  return false;
}

/** The expression of the column filters and the filter bar's text, or '' when there is neither. */
export function buildFilterExpression(columns: ColumnFilters, text: string): string {
  const parts = Object.entries(columns)
    .filter(([, f]) => f.value.trim() !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, f]) => clause(field, f));
  const typed = text.trim();
  if (typed) parts.push(parts.length && hasTopLevelOr(typed) ? `(${typed})` : typed);
  return parts.join(' and ');
}

/** The filter bar's text with one more clause (a value chosen in the details or a drill-down) added to it. */
export function addClause(text: string, field: string, value: string, op: FilterOp = '='): string {
  const next = clause(field, { op, value });
  const typed = text.trim();
  if (!typed) return next;
  return `${hasTopLevelOr(typed) ? `(${typed})` : typed} and ${next}`;
}

/** A column filter box's text: an operator may lead it (`>1024`, `!=deny`, `~example`); `=` when none does. */
export function parseColumnFilterText(text: string): ColumnFilter | null {
  const t = text.trim();
  if (!t) return null;
  const op = [...FILTER_OPS].sort((a, b) => b.length - a.length).find((o) => t.startsWith(o));
  const value = op ? t.slice(op.length).trim() : t;
  if (!value) return null;
  return { op: op ?? '=', value };
}

/** A column filter as its box shows it (the `=` is implied). */
export function columnFilterText(f: ColumnFilter | undefined): string {
  if (!f) return '';
  return f.op === '=' ? f.value : `${f.op}${f.value}`;
}
