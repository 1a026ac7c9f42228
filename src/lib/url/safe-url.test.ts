import { describe, expect, it } from 'vitest';
import { httpUrl } from './safe-url.ts';

describe('httpUrl', () => {
  it.each([
    ['https://docs.fortinet.com/document/fortimanager/7.4.5/administration-guide', 'https://docs.fortinet.com/document/fortimanager/7.4.5/administration-guide'],
    ['http://portal.example.com/return?x=1', 'http://portal.example.com/return?x=1'],
    ['  HTTPS://Support.Fortinet.com  ', 'https://support.fortinet.com/'],
  ])('accepts the absolute http(s) URL %s', (value, expected) => {
    expect(httpUrl(value)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['ftp://files.example.com/'],
    ['/relative/path'],
    ['//evil.example.com/path'],
    ['portal.example.com'],
    ['https://'],
    [''],
    ['   '],
  ])('refuses %j', (value) => {
    expect(httpUrl(value)).toBeNull();
  });

  it.each([[null], [undefined], [42], [{ href: 'https://x.example' }]])('refuses the non-string %j', (value) => {
    expect(httpUrl(value)).toBeNull();
  });
});
