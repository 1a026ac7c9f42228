/**
 * The log search's filter expression (grammar in specs/schemas/log-search-request.schema.json) into a SQL condition
 * over the log table. Field names are checked against the log-view catalogue's fields and become storage columns;
 * values reach SQL only as bound parameters. An expression that cannot be read throws a QueryError that says what
 * and where (its position counts from 1).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib/processes.mjs';
import { QueryError } from './queries.mjs';

const catalogue = JSON.parse(readFileSync(join(root, 'specs/catalog/log-view.json'), 'utf8'));

/** Fields a log row has, by name: their type, and the storage column (null for those computed from the log's age). */
export const LOG_FIELDS = new Map(
  catalogue.fields.map((f) => [f.field, { type: f.type, column: ['date', 'time', 'eventtime'].includes(f.field) ? null : (f.column ?? f.field) }]),
);
export const logViewCatalogue = catalogue;

const quoteColumn = (column) => (column === 'user' || column === 'group' ? `"${column}"` : column);

/** The SQL name of a field's storage column; a field logs do not have is refused. */
export function columnOf(field) {
  const f = LOG_FIELDS.get(field);
  if (!f) throw new QueryError(`Unknown log field '${field}'.`);
  if (!f.column) throw new QueryError(`'${field}' is set by the time period, not by the filter.`);
  return quoteColumn(f.column);
}

/** Text columns a free-text term looks in. */
const TEXT_COLUMNS = ['devname', 'srcip', 'dstip', 'user', 'action', 'service', 'app', 'hostname', 'catdesc', 'attack', 'virus', 'logdesc', 'msg', 'filename', 'sender', 'recipient', 'ssid', 'ap', 'vpntunnel'].map(quoteColumn);

const MAX_LENGTH = 2000;
const MAX_CLAUSES = 64;
const OPS = ['!=', '!~', '>=', '<=', '=', '~', '>', '<'];

function tokenize(text) {
  const tokens = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const at = i + 1;
    if (c === '(' || c === ')' || c === ',') {
      tokens.push({ kind: c, at });
      i++;
      continue;
    }
    const op = OPS.find((o) => text.startsWith(o, i));
    if (op) {
      tokens.push({ kind: 'op', value: op, at });
      i += op.length;
      continue;
    }
    if (c === '"') {
      let value = '';
      let j = i + 1;
      for (; j < text.length && text[j] !== '"'; j++) {
        if (text[j] === '\\' && j + 1 < text.length) j++;
        value += text[j];
      }
      if (j >= text.length) throw new QueryError(`Unclosed quote at position ${at}.`);
      tokens.push({ kind: 'string', value, at });
      i = j + 1;
      continue;
    }
    const m = /^[^\s"(),=!<>~]+/.exec(text.slice(i));
    if (!m) throw new QueryError(`Unexpected '${c}' at position ${at}.`);
    const word = m[0];
    const keyword = /^(and|or|not)$/i.test(word) ? word.toLowerCase() : null;
    tokens.push(keyword ? { kind: keyword, at } : { kind: 'word', value: word, at });
    i += word.length;
  }
  return tokens;
}

const escapeLike = (v) => v.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * @param {string | undefined} text the expression
 * @param {(value: unknown) => string} p pushes a bound parameter and answers its placeholder
 * @returns {string | null} the SQL condition, or null for an empty expression
 */
export function parseLogFilter(text, p) {
  if (!text || !text.trim()) return null;
  if (text.length > MAX_LENGTH) throw new QueryError(`The filter is longer than ${MAX_LENGTH} characters.`);
  const tokens = tokenize(text);
  let pos = 0;
  let clauses = 0;
  const peek = () => tokens[pos];
  const where = (t) => (t ? `at position ${t.at}` : 'at the end');
  const describe = (t) => (t ? (t.value !== undefined ? `'${t.value}'` : `'${t.kind}'`) : 'the end');

  function value(field, op) {
    const t = tokens[pos];
    if (!t || (t.kind !== 'word' && t.kind !== 'string')) {
      throw new QueryError(`Expected a value after '${field}${op}' ${where(t)}.`);
    }
    pos++;
    return t.value;
  }

  function clause(fieldToken) {
    const field = fieldToken.value;
    const opToken = tokens[pos++];
    const op = opToken.value;
    if (!LOG_FIELDS.has(field)) throw new QueryError(`Unknown log field '${field}'.`);
    const col = columnOf(field);
    const { type } = LOG_FIELDS.get(field);
    const values = [value(field, op)];
    while (peek()?.kind === ',') {
      if (op !== '=' && op !== '!=') throw new QueryError(`Only = and != take a list of values (position ${peek().at}).`);
      pos++;
      values.push(value(field, op));
    }
    if (++clauses > MAX_CLAUSES) throw new QueryError(`The filter has more than ${MAX_CLAUSES} conditions.`);
    const numeric = type === 'integer' || type === 'number';
    if (numeric) {
      for (const v of values) if (!/^-?\d+(\.\d+)?$/.test(v)) throw new QueryError(`'${field}' takes a number, not '${v}'.`);
      if (op === '~' || op === '!~') throw new QueryError(`'${field}' is a number: compare it with = != > >= < <=.`);
      const nums = values.map(Number);
      if (op === '=') return `${col} IN (${nums.map(p).join(', ')})`;
      if (op === '!=') return `${col} NOT IN (${nums.map(p).join(', ')})`;
      return `${col} ${op} ${p(nums[0])}`;
    }
    if (op === '=') return `${col} IN (${values.map(p).join(', ')})`;
    if (op === '!=') return `${col} NOT IN (${values.map(p).join(', ')})`;
    if (op === '~' || op === '!~') {
      // an address matches from its start (10.1. is a subnet); text anywhere, whatever the case
      const pattern = type === 'ip' ? `${escapeLike(values[0])}%` : `%${escapeLike(values[0])}%`;
      return `${op === '!~' ? 'NOT ' : ''}${col} ILIKE ${p(pattern)} ESCAPE '\\'`;
    }
    throw new QueryError(`'${field}' is text: compare it with = != ~ !~.`);
  }

  function primary() {
    const t = peek();
    if (!t) throw new QueryError('The filter ends where a condition was expected.');
    if (t.kind === '(') {
      pos++;
      const inner = orExpr();
      const close = peek();
      if (close?.kind !== ')') throw new QueryError(`Unbalanced parenthesis at position ${t.at}.`);
      pos++;
      return `(${inner})`;
    }
    if (t.kind === 'word' && tokens[pos + 1]?.kind === 'op') {
      pos++;
      return clause(t);
    }
    if (t.kind === 'word' || t.kind === 'string') {
      pos++;
      if (++clauses > MAX_CLAUSES) throw new QueryError(`The filter has more than ${MAX_CLAUSES} conditions.`);
      const like = p(`%${escapeLike(t.value)}%`);
      return `(${TEXT_COLUMNS.map((c) => `${c} ILIKE ${like} ESCAPE '\\'`).join(' OR ')})`;
    }
    if (t.kind === 'op') throw new QueryError(`Expected a field name before '${t.value}' at position ${t.at}.`);
    if (t.kind === ')') throw new QueryError(`Unbalanced parenthesis at position ${t.at}.`);
    throw new QueryError(`Expected a condition ${where(t)}, not ${describe(t)}.`);
  }

  function notExpr() {
    if (peek()?.kind === 'not') {
      pos++;
      return `NOT (${notExpr()})`;
    }
    return primary();
  }

  function andExpr() {
    const parts = [notExpr()];
    while (peek()?.kind === 'and') {
      pos++;
      parts.push(notExpr());
    }
    return parts.join(' AND ');
  }

  function orExpr() {
    const parts = [andExpr()];
    while (peek()?.kind === 'or') {
      pos++;
      parts.push(andExpr());
    }
    return parts.length > 1 ? parts.map((x) => `(${x})`).join(' OR ') : parts[0];
  }

  const sql = orExpr();
  const rest = peek();
  if (rest) {
    if (rest.kind === ')') throw new QueryError(`Unbalanced parenthesis at position ${rest.at}.`);
    throw new QueryError(`Expected 'and' or 'or' before ${describe(rest)} at position ${rest.at}.`);
  }
  return sql;
}
