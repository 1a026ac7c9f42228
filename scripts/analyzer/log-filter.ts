/**
 * The log search's filter expression (grammar in specs/schemas/log-search-request.schema.json) into a SQL condition
 * over the log table. Field names are checked against the log-view catalogue's fields and become storage columns;
 * values reach SQL only as bound parameters. An expression that cannot be read throws a QueryError that says what
 * and where (positions count from 1; the end of the text is its length + 1).
 *
 *   expression := or
 *   or         := and ('or' and)*
 *   and        := not ('and' not)*              -- no implicit and: adjacent conditions need the keyword
 *   not        := 'not' not | primary
 *   primary    := '(' or ')' | field op value (',' value)* | text
 *   op         := = != ~ !~ > >= < <=
 *   value      := bare (no spaces, quotes, parentheses, commas) | "quoted, \" for a quote"
 *   text       := a bare word or quoted text without an operator: contained in any text field
 *
 * Keywords (and, or, not) are case-insensitive, and so are field names; a value that is a keyword is quoted.
 */
import { logView, type Field, type LogType } from '../../generated/catalog/log-view.ts';

/** A query or search the analyzer cannot read: the message says what and where (answered as a 400). */
export class QueryError extends Error {}

export type FieldType = Field['type'];

/** The log-view catalogue (specs/catalog/log-view.json): log types and the fields of a log row. */
export const logViewCatalogue: { fields: readonly Field[]; logTypes: readonly LogType[] } = logView;

/** A value bound as a parameter of a query. */
export type SqlValue = string | number | bigint | boolean | null;
/** Binds a value as a parameter of the query and answers its placeholder ($1, $2, …). */
export type Bind = (value: SqlValue) => string;
/** How a word without a field becomes a condition. */
export type FreeText = (term: string, p: Bind) => string;

/** Fields computed from the log's age (the search's time range picks them), not stored columns. */
const TIME_FIELDS = new Set(['date', 'time', 'eventtime']);

/** Fields a log row has, by name: their type, and the storage column (null for those computed from the log's age). */
export const LOG_FIELDS: ReadonlyMap<string, { type: FieldType; column: string | null }> = new Map(
  logViewCatalogue.fields.map((f) => [f.field, { type: f.type, column: TIME_FIELDS.has(f.field) ? null : (f.column ?? f.field) }]),
);

/** A storage column as SQL names it ("user" and "group" are keywords). */
export const quoteColumn = (column: string): string => (column === 'user' || column === 'group' ? `"${column}"` : column);

/** The SQL name of a field's storage column; a field logs do not have is refused. */
export function columnOf(field: string): string {
  const f = LOG_FIELDS.get(field);
  if (!f) throw new QueryError(`Unknown log field '${field}'.`);
  if (!f.column) throw new QueryError(`'${field}' is set by the time period, not by the filter.`);
  return quoteColumn(f.column);
}

/** Storage columns of the text fields (string and IP address): where a word without a field is looked for. */
export const TEXT_COLUMNS: readonly string[] = [...LOG_FIELDS.values()].flatMap((f) => (f.column && (f.type === 'string' || f.type === 'ip') ? [f.column] : []));

export const MAX_FILTER_LENGTH = 2000;
export const MAX_CLAUSES = 64;
const OPS: readonly Operator[] = ['!=', '!~', '>=', '<=', '=', '~', '>', '<'];
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
/** An IPv4 address or its start (10.1.), or an IPv6 one (it has a colon). */
const ADDRESS = /^(\d{1,3}(\.\d{0,3}){0,3}|[0-9a-fA-F]*:[0-9a-fA-F:.]*)$/;
const BARE = /^[^\s"(),]+/;
const WORD = /^[^\s"(),=!<>~]+/;
const KEYWORD = /^(and|or|not)$/i;

/** `%` and `_` (and the escape itself) taken literally in a LIKE pattern with ESCAPE '\'. */
export const escapeLike = (v: string): string => v.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The default reading of a word without a field: any text column contains it, whatever the case. */
export function ilikeText(term: string, p: Bind): string {
  if (term === '') return 'TRUE';
  const pattern = p(`%${escapeLike(term)}%`);
  return `(${TEXT_COLUMNS.map((c) => `${quoteColumn(c)} ILIKE ${pattern} ESCAPE '\\'`).join(' OR ')})`;
}

type Operator = '!=' | '!~' | '>=' | '<=' | '=' | '~' | '>' | '<';

/** A piece of the expression and its position (from 1). */
type Token =
  | { kind: 'string'; value: string; at: number; quoted?: boolean }
  | { kind: 'word'; value: string; at: number }
  | { kind: 'op'; value: Operator; at: number }
  | { kind: '(' | ')' | ',' | 'and' | 'or' | 'not'; value?: undefined; at: number };

/** Splits the text into tokens; a value after an operator or a list's comma is read as a value, whatever it holds. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let expectValue = false;
  let afterValue = false;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const at = i + 1;
    if (c === '"') {
      let value = '';
      let j = i + 1;
      for (; j < text.length && text[j] !== '"'; j++) {
        if (text[j] === '\\' && j + 1 < text.length) j++;
        value += text[j];
      }
      if (j >= text.length) throw new QueryError(`Unclosed quote at position ${at}.`);
      tokens.push({ kind: 'string', value, at, quoted: true });
      i = j + 1;
      afterValue = expectValue;
      expectValue = false;
      continue;
    }
    if (expectValue) {
      expectValue = false;
      const m = BARE.exec(text.slice(i));
      // an operator where a value was expected (srcip==1) is a slip, not a value; quote it to mean it
      if (m && /^[=!<>~]/.test(m[0])) throw new QueryError(`Unexpected '${c}' at position ${at}.`);
      // a keyword where a value was expected is no value (quote it to mean the word)
      if (m && !KEYWORD.test(m[0])) {
        tokens.push({ kind: 'string', value: m[0], at });
        i += m[0].length;
        afterValue = true;
        continue;
      }
    }
    if (c === ',' && afterValue) {
      tokens.push({ kind: ',', at });
      i++;
      expectValue = true;
      afterValue = false;
      continue;
    }
    afterValue = false;
    if (c === '(' || c === ')' || c === ',') {
      tokens.push({ kind: c, at });
      i++;
      continue;
    }
    const op = OPS.find((o) => text.startsWith(o, i));
    if (op) {
      tokens.push({ kind: 'op', value: op, at });
      i += op.length;
      expectValue = true;
      continue;
    }
    const m = WORD.exec(text.slice(i));
    if (!m) throw new QueryError(`Unexpected '${c}' at position ${at}.`);
    const word = m[0];
    tokens.push(KEYWORD.test(word) ? { kind: word.toLowerCase() as 'and' | 'or' | 'not', at } : { kind: 'word', value: word, at });
    i += word.length;
  }
  return tokens;
}

/**
 * Reads a filter expression into a SQL condition, or null for an empty expression. `p` binds a parameter;
 * `freeText` says how a word without a field is matched (default: ILIKE on every text column). Anything but text
 * (or nothing) is refused.
 */
export function parseLogFilter(text: unknown, p: Bind, { freeText = ilikeText }: { freeText?: FreeText } = {}): string | null {
  if (text === undefined || text === null) return null;
  if (typeof text !== 'string') throw new QueryError('The filter must be text.');
  if (text.length > MAX_FILTER_LENGTH) throw new QueryError(`The filter is longer than ${MAX_FILTER_LENGTH} characters.`);
  if (!text.trim()) return null;
  const tokens = tokenize(text);
  const endAt = text.length + 1;
  let pos = 0;
  let clauses = 0;
  const peek = (): Token | undefined => tokens[pos];
  const name = (t: Token) => (t.value !== undefined ? `'${t.value}'` : `'${t.kind}'`);
  const count = () => {
    if (++clauses > MAX_CLAUSES) throw new QueryError(`The filter has more than ${MAX_CLAUSES} conditions.`);
  };

  function values(field: string, op: Operator, opToken: Token): string[] {
    const list: { value: string; text: string }[] = [];
    let after: Token = opToken;
    for (;;) {
      const t = peek();
      if (t?.kind !== 'string') {
        const where = after.kind === ',' ? `after '${field}${op}${list.map((v) => v.text).join(',')},'` : `after '${field}${op}'`;
        throw new QueryError(`Expected a value ${where} at position ${t ? t.at : endAt}.`);
      }
      pos++;
      list.push({ value: t.value, text: t.quoted ? `"${t.value}"` : t.value });
      if (peek()?.kind !== ',') return list.map((v) => v.value);
      after = tokens[pos++]!;
    }
  }

  function clause(fieldToken: Token & { kind: 'word' }, opToken: Token & { kind: 'op' }): string {
    pos++;
    const field = fieldToken.value.toLowerCase();
    const op = opToken.value;
    const known = LOG_FIELDS.get(field);
    if (!known) throw new QueryError(`Unknown log field '${fieldToken.value}'.`);
    const col = columnOf(field);
    const { type } = known;
    const list = values(field, op, opToken);
    count();
    const single = op !== '=' && op !== '!=' && op !== '~' && op !== '!~';
    if (single && list.length > 1) throw new QueryError(`'${op}' takes one value, not a list (at position ${opToken.at}).`);
    const any = (sql: (v: string) => string, join: string) => (list.length > 1 ? `(${list.map(sql).join(join)})` : sql(list[0]!));

    if (type === 'integer' || type === 'number') {
      for (const v of list) if (!NUMBER.test(v)) throw new QueryError(`'${field}' takes a number, not '${v}'.`);
      if (op === '~' || op === '!~') throw new QueryError(`'${field}' is a number: compare it with = != > >= < <=.`);
      const nums = list.map(Number);
      if (op === '=') return `${col} IN (${nums.map(p).join(', ')})`;
      if (op === '!=') return `${col} NOT IN (${nums.map(p).join(', ')})`;
      return `${col} ${op} ${p(nums[0])}`;
    }
    if (type === 'ip') {
      for (const v of list) if (!ADDRESS.test(v)) throw new QueryError(`'${field}' takes an IP address, not '${v}'.`);
      if (single) throw new QueryError(`'${field}' is an IP address: compare it with = != ~ !~.`);
      if (op === '=') return `${col} IN (${list.map(p).join(', ')})`;
      if (op === '!=') return `${col} NOT IN (${list.map(p).join(', ')})`;
      // part of an address matches from its start: 10.1. is a subnet
      const like = op === '~' ? 'LIKE' : 'NOT LIKE';
      return any((v) => `${col} ${like} ${p(`${escapeLike(v)}%`)} ESCAPE '\\'`, op === '~' ? ' OR ' : ' AND ');
    }
    if (single) throw new QueryError(`'${field}' is text: compare it with = != ~ !~.`);
    if (op === '=') return `${col} IN (${list.map(p).join(', ')})`;
    if (op === '!=') return `${col} NOT IN (${list.map(p).join(', ')})`;
    const like = op === '~' ? 'ILIKE' : 'NOT ILIKE';
    return any((v) => `${col} ${like} ${p(`%${escapeLike(v)}%`)} ESCAPE '\\'`, op === '~' ? ' OR ' : ' AND ');
  }

  function primary(): string {
    const t = peek();
    if (!t) throw new QueryError(`Expected a condition at position ${endAt}.`);
    if (t.kind === '(') {
      pos++;
      const first = peek();
      if (first?.kind === ')') throw new QueryError(`Expected a condition at position ${first.at}, not ')'.`);
      const inner = or();
      const close = peek();
      if (close?.kind !== ')') {
        if (!close) throw new QueryError(`Unbalanced parenthesis at position ${t.at}.`);
        throw new QueryError(`Expected 'and', 'or' or ')' before ${name(close)} at position ${close.at}.`);
      }
      pos++;
      return `(${inner})`;
    }
    const next = tokens[pos + 1];
    if (t.kind === 'word' && next?.kind === 'op') {
      pos++;
      return clause(t, next);
    }
    if (t.kind === 'word' || t.kind === 'string') {
      pos++;
      count();
      return freeText(t.value, p);
    }
    if (t.kind === 'op') throw new QueryError(`Expected a field name before '${t.value}' at position ${t.at}.`);
    if (t.kind === ')') throw new QueryError(`Unbalanced parenthesis at position ${t.at}.`);
    throw new QueryError(`Expected a condition at position ${t.at}, not ${name(t)}.`);
  }

  function not(): string {
    if (peek()?.kind === 'not') {
      pos++;
      return `NOT (${not()})`;
    }
    return primary();
  }

  function and(): string {
    const parts = [not()];
    while (peek()?.kind === 'and') {
      pos++;
      parts.push(not());
    }
    return parts.join(' AND ');
  }

  function or(): string {
    const parts = [and()];
    while (peek()?.kind === 'or') {
      pos++;
      parts.push(and());
    }
    return parts.length > 1 ? parts.map((x) => `(${x})`).join(' OR ') : parts[0]!;
  }

  const sql = or();
  const rest = peek();
  if (rest) {
    if (rest.kind === ')') throw new QueryError(`Unbalanced parenthesis at position ${rest.at}.`);
    throw new QueryError(`Expected 'and' or 'or' before ${name(rest)} at position ${rest.at}.`);
  }
  return sql;
}
