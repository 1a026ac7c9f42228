import { describe, expect, it } from 'vitest';
import { parseTaggedText, registrationResult } from './tagged-text.ts';

describe('registration tagged text', () => {
  it('reads a success message', () => {
    expect(registrationResult('<status>ok</status>\n<msg>FortiCare product registration successful.</msg>\n')).toEqual({
      ok: true,
      message: 'FortiCare product registration successful.',
    });
  });

  it('joins the error list of a failure', () => {
    const text = '<status>error</status>\n<error>Invalid account ID or password.</error>\n<error>Reseller is required.</error>';
    expect(registrationResult(text)).toEqual({ ok: false, message: 'Invalid account ID or password. Reseller is required.' });
  });

  it.each([
    ['a failure without errors', '<status>error</status>'],
    ['an empty answer', ''],
    ['an answer without status', '<msg>hello</msg>'],
    ['null', null],
  ])('gives Unknown error. for %s', (_n, text) => {
    expect(registrationResult(text)).toEqual({ ok: false, message: 'Unknown error.' });
  });

  it('reads list items, decoding entities, without taking their tags as top-level ones', () => {
    const answer = parseTaggedText(
      '<status>ok</status><item><id>31002</id><text>Contoso Integration &amp; Services</text></item><item><id> 7 </id><text>A &lt;B&gt; &#39;C&#39;</text></item>',
    );
    expect(answer.status).toBe('ok');
    expect(answer.items).toEqual([
      { id: '31002', text: 'Contoso Integration & Services' },
      { id: '7', text: "A <B> 'C'" },
    ]);
    expect(answer.msg).toBeUndefined();
  });

  it('reads the remote-access state', () => {
    expect(parseTaggedText('<status>ok</status><enable>1</enable>').enable).toBe(1);
    expect(parseTaggedText('<status>ok</status><enable>0</enable>').enable).toBe(0);
    expect(parseTaggedText('<status>ok</status>').enable).toBeUndefined();
  });

  it('reads the cloud account and organisation the unit is signed in under, none when it is not', () => {
    const answer = parseTaggedText('<status>ok</status>\n<enable>1</enable>\n<account>netops@example.com</account>\n<org>R&amp;D &lt;EMEA&gt;</org>\n');
    expect(answer).toMatchObject({ enable: 1, account: 'netops@example.com', org: 'R&D <EMEA>' });
    expect(parseTaggedText('<status>ok</status><enable>0</enable><account> </account>')).toMatchObject({ account: undefined, org: undefined });
  });

  it('tolerates white space and case in the status', () => {
    expect(parseTaggedText('  <status> OK </status>').status).toBe('ok');
  });
});
