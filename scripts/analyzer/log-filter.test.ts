import { describe, expect, it } from 'vitest';
import { parseLogFilter } from './log-filter.mjs';

function parse(text: string) {
  const params: unknown[] = [];
  const sql = parseLogFilter(text, (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  });
  return { sql, params };
}
const refused = (text: string) => {
  try {
    parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('log filter expression', () => {
  it('reads nothing from an empty expression', () => {
    expect(parse('  ').sql).toBeNull();
  });

  it.each([
    ['action=deny', 'action IN ($1)', ['deny']],
    ['action!=deny', 'action NOT IN ($1)', ['deny']],
    ['dstport=22,3389', 'dstport IN ($1, $2)', [22, 3389]],
    ['srccountry!=Reserved,"United States"', 'srccountry NOT IN ($1, $2)', ['Reserved', 'United States']],
    ['dstport>=1024', 'dstport >= $1', [1024]],
    ['sentbyte<100', 'sentbyte < $1', [100]],
    ['latency>20.5', 'latency > $1', [20.5]],
    ['hostname~example', "hostname ILIKE $1 ESCAPE '\\'", ['%example%']],
    ['hostname!~"50%_off"', "NOT hostname ILIKE $1 ESCAPE '\\'", ['%50\\%\\_off%']],
    ['srcip~10.1.', "srcip ILIKE $1 ESCAPE '\\'", ['10.1.%']],
    ['type=ips', 'logtype IN ($1)', ['ips']],
    ['osname=Windows', 'os IN ($1)', ['Windows']],
    ['user=jsmith', '"user" IN ($1)', ['jsmith']],
    ['logdesc="say \\"hi\\""', 'logdesc IN ($1)', ['say "hi"']],
  ])('%s', (text, sql, params) => {
    expect(parse(text)).toEqual({ sql, params });
  });

  it('binds and tighter than or, keeps parentheses and not', () => {
    expect(parse('a1=1 or action=deny and dstport=22'.replace('a1=1', 'proto=6')).sql).toBe('(proto IN ($1)) OR (action IN ($2) AND dstport IN ($3))');
    expect(parse('(proto=6 or proto=17) and action=deny').sql).toBe('(proto IN ($1)) OR (proto IN ($2))'.replace(/^/, '(').replace(/$/, ')') + ' AND action IN ($3)');
    expect(parse('not action=deny').sql).toBe('NOT (action IN ($1))');
    expect(parse('NOT (action=deny OR action=accept)').sql).toBe('NOT (((action IN ($1)) OR (action IN ($2))))');
  });

  it('matches a word or quoted text without a field in any text field', () => {
    const { sql, params } = parse('"Brute Force" and action=blocked');
    expect(sql).toMatch(/^\(devname ILIKE \$1 ESCAPE '\\' OR srcip ILIKE \$1 .* OR attack ILIKE \$1 .*\) AND action IN \(\$2\)$/);
    expect(params).toEqual(['%Brute Force%', 'blocked']);
  });

  it.each([
    ['srcip=', "Expected a value after 'srcip=' at the end."],
    ['srcip= and a=1', "Expected a value after 'srcip=' at position 8."],
    ['srcipp=1.2.3.4', "Unknown log field 'srcipp'."],
    ['(action=deny', 'Unbalanced parenthesis at position 1.'],
    ['action=deny)', 'Unbalanced parenthesis at position 12.'],
    ['dstport=abc', "'dstport' takes a number, not 'abc'."],
    ['dstport~22', "'dstport' is a number: compare it with = != > >= < <=."],
    ['action>deny', "'action' is text: compare it with = != ~ !~."],
    ['hostname~a,b', 'Only = and != take a list of values (position 11).'],
    ['action=deny dstport=22', "Expected 'and' or 'or' before 'dstport' at position 13."],
    ['=deny', "Expected a field name before '=' at position 1."],
    ['logdesc="open', 'Unclosed quote at position 9.'],
    ['action=deny and', 'The filter ends where a condition was expected.'],
    ['date=2026-11-24', "'date' is set by the time period, not by the filter."],
  ])('refuses %j: %s', (text, message) => {
    expect(refused(text)).toBe(message);
  });

  it('refuses an expression over the limits', () => {
    expect(refused(`action=${'x'.repeat(2000)}`)).toBe('The filter is longer than 2000 characters.');
    expect(refused(Array.from({ length: 65 }, (_, i) => `dstport=${i}`).join(' and '))).toBe('The filter has more than 64 conditions.');
  });
});
