import { describe, expect, it } from 'vitest';
import { QueryError, TEXT_COLUMNS, parseLogFilter, type FreeText, type SqlValue } from './log-filter.ts';

function parse(text: string | undefined, freeText?: FreeText) {
  const params: SqlValue[] = [];
  const sql = parseLogFilter(
    text,
    (v: SqlValue) => {
      params.push(v);
      return `$${params.length}`;
    },
    freeText ? { freeText } : undefined,
  );
  return { sql, params };
}
const refused = (text: string) => {
  try {
    parse(text);
  } catch (error) {
    expect(error).toBeInstanceOf(QueryError);
    return (error as Error).message;
  }
  return null;
};
/** Free text as a marker, so that the structure around it reads plainly. */
const marked = (text: string) => parse(text, (term, p) => `TEXT(${p(term)})`);

describe('log filter expression', () => {
  it.each([[''], ['  '], [undefined]])('reads nothing from %j', (text) => {
    expect(parse(text)).toEqual({ sql: null, params: [] });
  });

  describe('operators by field type', () => {
    it.each([
      // text
      ['action=deny', 'action IN ($1)', ['deny']],
      ['action!=deny', 'action NOT IN ($1)', ['deny']],
      ['hostname~example', "hostname ILIKE $1 ESCAPE '\\'", ['%example%']],
      ['hostname!~example', "hostname NOT ILIKE $1 ESCAPE '\\'", ['%example%']],
      // numbers: compared as numbers
      ['dstport=22', 'dstport IN ($1)', [22]],
      ['dstport!=22', 'dstport NOT IN ($1)', [22]],
      ['dstport>1024', 'dstport > $1', [1024]],
      ['dstport>=1024', 'dstport >= $1', [1024]],
      ['sentbyte<100', 'sentbyte < $1', [100]],
      ['sentbyte<=100', 'sentbyte <= $1', [100]],
      ['latency>20.5', 'latency > $1', [20.5]],
      ['crscore>=-1', 'crscore >= $1', [-1]],
      // addresses: = exact, ~ from the start
      ['srcip=10.1.2.3', 'srcip IN ($1)', ['10.1.2.3']],
      ['srcip!=10.1.2.3', 'srcip NOT IN ($1)', ['10.1.2.3']],
      ['srcip~10.1.', "srcip LIKE $1 ESCAPE '\\'", ['10.1.%']],
      ['dstip!~52.', "dstip NOT LIKE $1 ESCAPE '\\'", ['52.%']],
      ['dstip=2001:db8::1', 'dstip IN ($1)', ['2001:db8::1']],
    ])('%s', (text, sql, params) => {
      expect(parse(text)).toEqual({ sql, params });
    });

    it('spaces around the operator are allowed, and field names are read whatever their case', () => {
      expect(parse('dstport >= 1024')).toEqual({ sql: 'dstport >= $1', params: [1024] });
      expect(parse('Action=deny')).toEqual({ sql: 'action IN ($1)', params: ['deny'] });
    });
  });

  describe('fields and their storage columns', () => {
    it.each([
      ['type=ips', 'logtype IN ($1)'],
      ['osname=Windows', 'os IN ($1)'],
      ['user=jsmith', '"user" IN ($1)'],
      ['group=Sales', '"group" IN ($1)'],
      ['subtype=vpn', 'subtype IN ($1)'],
    ])('%s', (text, sql) => {
      expect(parse(text).sql).toBe(sql);
    });
  });

  describe('value lists', () => {
    it.each([
      ['dstport=22,3389', 'dstport IN ($1, $2)', [22, 3389]],
      ['dstport!=22,3389', 'dstport NOT IN ($1, $2)', [22, 3389]],
      ['action=deny, blocked', 'action IN ($1, $2)', ['deny', 'blocked']],
      ['srccountry!=Reserved,"United States"', 'srccountry NOT IN ($1, $2)', ['Reserved', 'United States']],
      ['hostname~youtube,netflix', "(hostname ILIKE $1 ESCAPE '\\' OR hostname ILIKE $2 ESCAPE '\\')", ['%youtube%', '%netflix%']],
      ['hostname!~youtube,netflix', "(hostname NOT ILIKE $1 ESCAPE '\\' AND hostname NOT ILIKE $2 ESCAPE '\\')", ['%youtube%', '%netflix%']],
    ])('%s', (text, sql, params) => {
      expect(parse(text)).toEqual({ sql, params });
    });
  });

  describe('values: bare and quoted', () => {
    it.each([
      ['logdesc="Admin login failed"', ['Admin login failed']],
      ['logdesc="say \\"hi\\""', ['say "hi"']],
      ['logdesc="back\\\\slash"', ['back\\slash']],
      ['logdesc="a,b (c)"', ['a,b (c)']],
      ['action="and"', ['and']],
      ['action=""', ['']],
      // a bare value may hold what is no space, quote, parenthesis or comma
      ['hostname=a=b!c<d>e~f', ['a=b!c<d>e~f']],
      ['filename=invoice-2026.pdf.exe', ['invoice-2026.pdf.exe']],
    ])('%s', (text, params) => {
      expect(parse(text).params).toEqual(params);
    });

    it('takes % and _ in a contains value literally', () => {
      expect(parse('hostname!~"50%_off"')).toEqual({ sql: "hostname NOT ILIKE $1 ESCAPE '\\'", params: ['%50\\%\\_off%'] });
    });
  });

  describe('and, or, not and parentheses', () => {
    it.each([
      ['proto=6 or action=deny and dstport=22', '(proto IN ($1)) OR (action IN ($2) AND dstport IN ($3))'],
      ['proto=6 and action=deny or dstport=22', '(proto IN ($1) AND action IN ($2)) OR (dstport IN ($3))'],
      ['(proto=6 or proto=17) and action=deny', '((proto IN ($1)) OR (proto IN ($2))) AND action IN ($3)'],
      ['not action=deny', 'NOT (action IN ($1))'],
      ['not action=deny and proto=6', 'NOT (action IN ($1)) AND proto IN ($2)'],
      ['not not action=deny', 'NOT (NOT (action IN ($1)))'],
      ['NOT (action=deny OR action=accept)', 'NOT (((action IN ($1)) OR (action IN ($2))))'],
      ['action=deny AnD proto=6', 'action IN ($1) AND proto IN ($2)'],
      ['((action=deny))', '((action IN ($1)))'],
    ])('%s', (text, sql) => {
      expect(parse(text).sql).toBe(sql);
    });
  });

  describe('free text', () => {
    it('a word or quoted text without an operator is looked for in every text field, whatever the case', () => {
      const { sql, params } = parse('youtube');
      expect(params).toEqual(['%youtube%']);
      expect(TEXT_COLUMNS).toEqual(expect.arrayContaining(['devname', 'srcip', 'dstip', 'user', 'hostname', 'attack', 'logtype', 'os']));
      expect(TEXT_COLUMNS).not.toContain('dstport');
      expect(sql).toBe(`(${TEXT_COLUMNS.map((c) => `${c === 'user' || c === 'group' ? `"${c}"` : c} ILIKE $1 ESCAPE '\\'`).join(' OR ')})`);
      expect(parse('"50%"').params).toEqual(['%50\\%%']);
    });

    it.each([
      ['"Brute Force" and action=blocked', 'TEXT($1) AND action IN ($2)', ['Brute Force', 'blocked']],
      ['youtube or netflix', '(TEXT($1)) OR (TEXT($2))', ['youtube', 'netflix']],
      ['not youtube', 'NOT (TEXT($1))', ['youtube']],
      ['(10.1.2.3)', '(TEXT($1))', ['10.1.2.3']],
    ])('%s', (text, sql, params) => {
      expect(marked(text)).toEqual({ sql, params });
    });

    it('matches everything with empty quotes', () => {
      expect(parse('""').sql).toBe('TRUE');
    });
  });

  describe('what it refuses, with what and where', () => {
    it.each([
      ['srcip=', "Expected a value after 'srcip=' at position 7."],
      ['srcip= and dstport=22', "Expected a value after 'srcip=' at position 8."],
      ['srcip=)', "Expected a value after 'srcip=' at position 7."],
      ['action=deny,', "Expected a value after 'action=deny,' at position 13."],
      ['action=and', "Expected a value after 'action=' at position 8."],
      ['action==deny', "Unexpected '=' at position 8."],
      ['srcipp=1.2.3.4', "Unknown log field 'srcipp'."],
      ['(action=deny', 'Unbalanced parenthesis at position 1.'],
      ['action=deny)', 'Unbalanced parenthesis at position 12.'],
      ['(action=deny or (proto=6)', 'Unbalanced parenthesis at position 1.'],
      [')', 'Unbalanced parenthesis at position 1.'],
      ['(action=deny proto=6)', "Expected 'and', 'or' or ')' before 'proto' at position 14."],
      ['()', "Expected a condition at position 2, not ')'."],
      ['dstport=abc', "'dstport' takes a number, not 'abc'."],
      ['dstport=22,ssh', "'dstport' takes a number, not 'ssh'."],
      ['latency>fast', "'latency' takes a number, not 'fast'."],
      ['dstport~22', "'dstport' is a number: compare it with = != > >= < <=."],
      ['action>deny', "'action' is text: compare it with = != ~ !~."],
      ['srcip=abc', "'srcip' takes an IP address, not 'abc'."],
      ['srcip>10.0.0.1', "'srcip' is an IP address: compare it with = != ~ !~."],
      ['dstport>1,2', "'>' takes one value, not a list (at position 8)."],
      ['action=deny dstport=22', "Expected 'and' or 'or' before 'dstport' at position 13."],
      ['youtube netflix', "Expected 'and' or 'or' before 'netflix' at position 9."],
      ['=deny', "Expected a field name before '=' at position 1."],
      ['logdesc="open', 'Unclosed quote at position 9.'],
      ['action=deny and', 'Expected a condition at position 16.'],
      ['not', 'Expected a condition at position 4.'],
      ['and action=deny', "Expected a condition at position 1, not 'and'."],
      ['action=deny or or proto=6', "Expected a condition at position 16, not 'or'."],
      ['x!', "Unexpected '!' at position 2."],
      ['date=2026-11-24', "'date' is set by the time period, not by the filter."],
      ['eventtime>0', "'eventtime' is set by the time period, not by the filter."],
    ])('%j: %s', (text, message) => {
      expect(refused(text)).toBe(message);
    });

    it('refuses an expression over the limits: 2000 characters, 64 conditions', () => {
      expect(refused(`action=${'x'.repeat(1993)}`)).toBeNull();
      expect(refused(`action=${'x'.repeat(1994)}`)).toBe('The filter is longer than 2000 characters.');
      const clauses = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? `dstport=${i}` : `word${i}`)).join(' or ');
      expect(refused(clauses(64))).toBeNull();
      expect(refused(clauses(65))).toBe('The filter has more than 64 conditions.');
    });

    it('refuses a filter that is not text', () => {
      expect(() => parse(42 as unknown as string)).toThrow('The filter must be text.');
    });
  });

  it('never puts a value into the SQL text', () => {
    const { sql, params } = parse(`action="x'; DROP TABLE logs; --" or hostname~"') OR 1=1 --" or "'"`);
    // the only quotes left in the SQL are those of the LIKE escape character
    expect(sql!.replaceAll("ESCAPE '\\'", '')).not.toMatch(/'|DROP|1=1/);
    expect(params).toEqual(["x'; DROP TABLE logs; --", "%') OR 1=1 --%", "%'%"]);
  });
});
