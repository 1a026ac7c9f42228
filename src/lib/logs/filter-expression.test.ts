import { describe, expect, it } from 'vitest';
import { addClause, buildFilterExpression, clause, quoteValue } from './filter-expression.ts';

describe('filter expression building', () => {
  it.each([
    ['10.1.2.3', '10.1.2.3'],
    ['deny', 'deny'],
    ['United States', '"United States"'],
    ['say "hi"', '"say \\"hi\\""'],
    ['a\\b', '"a\\\\b"'],
    ['or', '"or"'],
    ['(x)', '"(x)"'],
    ['a=b', '"a=b"'],
  ])('quotes %j as %s', (value, expected) => {
    expect(quoteValue(value)).toBe(expected);
  });

  it('writes a clause for each operator, a list for several values of = and !=', () => {
    expect(clause('action', { op: '=', value: 'deny' })).toBe('action=deny');
    expect(clause('dstport', { op: '>=', value: ' 1024 ' })).toBe('dstport>=1024');
    expect(clause('hostname', { op: '~', value: 'example' })).toBe('hostname~example');
    expect(clause('dstport', { op: '=', value: '22, 3389,' })).toBe('dstport=22,3389');
    expect(clause('srccountry', { op: '!=', value: 'Reserved,United States' })).toBe('srccountry!=Reserved,"United States"');
    // a comma is a list only for = and !=
    expect(clause('msg', { op: '~', value: 'a,b' })).toBe('msg~"a,b"');
  });

  it('joins the column filters (in field order) and the typed text with and, skipping empty ones', () => {
    expect(buildFilterExpression({}, '')).toBe('');
    expect(buildFilterExpression({ srcip: { op: '=', value: '10.1.1.1' }, action: { op: '=', value: 'deny' }, app: { op: '=', value: ' ' } }, '')).toBe(
      'action=deny and srcip=10.1.1.1',
    );
    expect(buildFilterExpression({ action: { op: '=', value: 'deny' } }, 'dstport=22')).toBe('action=deny and dstport=22');
  });

  it('keeps typed text with a top-level or in parentheses, so the column filters narrow all of it', () => {
    expect(buildFilterExpression({ action: { op: '=', value: 'deny' } }, 'dstport=22 or dstport=3389')).toBe('action=deny and (dstport=22 or dstport=3389)');
    // alone, or with its or inside quotes or parentheses, it is left as typed
    expect(buildFilterExpression({}, 'dstport=22 or dstport=3389')).toBe('dstport=22 or dstport=3389');
    expect(buildFilterExpression({ action: { op: '=', value: 'deny' } }, 'msg~"this or that"')).toBe('action=deny and msg~"this or that"');
    expect(buildFilterExpression({ action: { op: '=', value: 'deny' } }, '(a=1 or a=2) and b=3')).toBe('action=deny and (a=1 or a=2) and b=3');
  });

  it('adds a chosen value to the typed text', () => {
    expect(addClause('', 'srcip', '10.1.1.1')).toBe('srcip=10.1.1.1');
    expect(addClause('action=deny', 'srccountry', 'United States')).toBe('action=deny and srccountry="United States"');
    expect(addClause('a=1 or a=2', 'b', '3', '!=')).toBe('(a=1 or a=2) and b!=3');
  });
});

describe('column filter boxes', () => {
  it('reads a leading operator, = when there is none', async () => {
    const { parseColumnFilterText, columnFilterText } = await import('./filter-expression.ts');
    expect(parseColumnFilterText('deny')).toEqual({ op: '=', value: 'deny' });
    expect(parseColumnFilterText('>=1024')).toEqual({ op: '>=', value: '1024' });
    expect(parseColumnFilterText('> 1024')).toEqual({ op: '>', value: '1024' });
    expect(parseColumnFilterText('!=Reserved')).toEqual({ op: '!=', value: 'Reserved' });
    expect(parseColumnFilterText('!~test')).toEqual({ op: '!~', value: 'test' });
    expect(parseColumnFilterText('~example.com')).toEqual({ op: '~', value: 'example.com' });
    expect(parseColumnFilterText('  ')).toBeNull();
    expect(parseColumnFilterText('>=')).toBeNull();
    expect(columnFilterText({ op: '=', value: 'deny' })).toBe('deny');
    expect(columnFilterText({ op: '>=', value: '1024' })).toBe('>=1024');
    expect(columnFilterText(undefined)).toBe('');
  });
});
