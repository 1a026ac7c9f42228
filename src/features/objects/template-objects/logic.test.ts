import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { cellText, cloneName, cloneObject, entryFieldText, keyMaxLength, objectKey, withSaved, withoutKeys } from './logic.ts';

const opts = { none: 'None', entries: (n: number) => `${n} entries` };
const security: RJSFSchema = { type: 'string', oneOf: [{ const: 'open', title: 'Open' }, { const: 'wpa3-sae', title: 'WPA3 SAE' }] };
const multi: RJSFSchema = { type: 'array', items: { type: 'string', oneOf: [{ const: 'ping', title: 'PING' }, { const: 'https', title: 'HTTPS' }] } };

describe('object list rules', () => {
  it.each([
    ['guest', [], 'guest_copy'],
    ['guest', ['guest_copy'], 'guest_copy2'],
    ['guest', ['guest_copy', 'guest_copy2'], 'guest_copy3'],
    ['a-very-long-object-name-of-35-chars', [], 'a-very-long-object-name-of-35-_copy'],
  ])('a copy of %s next to %j is named %s', (name, taken, expected) => {
    const out = cloneName(name, new Set(taken));
    expect(out).toBe(expected);
    expect(out.length).toBeLessThanOrEqual(35);
  });

  it('keeps a copy within a shorter key length', () => {
    expect(cloneName('corp-wifi-staff', new Set(), 15)).toBe('corp-wifi-_copy');
  });

  it('clones every field, deeply, under the free name', () => {
    const rules = [{ 'rule-id': 1, action: 'deny' }];
    const copy = cloneObject({ name: 'guest-acl', 'layer3-ipv4-rules': rules }, 'name', new Set(['guest-acl']));
    expect(copy).toEqual({ name: 'guest-acl_copy', 'layer3-ipv4-rules': [{ 'rule-id': 1, action: 'deny' }] });
    expect(copy['layer3-ipv4-rules']).not.toBe(rules);
  });

  it('replaces a renamed object where it was, and adds a new one at the end', () => {
    const list = [{ name: 'a' }, { name: 'b' }];
    expect(withSaved(list, { name: 'b2' }, 'name', 'b')).toEqual([{ name: 'a' }, { name: 'b2' }]);
    expect(withSaved(list, { name: 'c' }, 'name')).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    expect(withoutKeys(list, new Set(['a']), 'name')).toEqual([{ name: 'b' }]);
  });

  it('reads the key from the kind key field', () => {
    expect(objectKey({ 'command-name': 'ntp' }, 'command-name')).toBe('ntp');
    expect(objectKey({}, 'name')).toBe('');
  });

  it.each([
    ['wpa3-sae', security, 'WPA3 SAE'],
    ['unknown-mode', security, 'unknown-mode'],
    [['ping', 'https'], multi, 'PING, HTTPS'],
    [[], multi, 'None'],
    [undefined, security, 'None'],
    [[{ 'rule-id': 1 }, { 'rule-id': 2 }], undefined, '2 entries'],
    [110, undefined, '110'],
  ])('shows %j as %s', (value, schema, text) => {
    expect(cellText(value, schema, opts)).toBe(text);
  });

  it.each([
    [[{ name: 'BR-ATL-001', vdom: 'root' }], 'name', 'BR-ATL-001'],
    [[{ slot: 3, device: 'DC1-7K-FPM03' }, { slot: 4, device: 'DC1-7K-FPM04' }], 'device', 'DC1-7K-FPM03, DC1-7K-FPM04'],
    [[{ slot: 3 }, { slot: 4, device: 'DC1-7K-FPM04' }], 'device', 'DC1-7K-FPM04'],
    [[], 'name', ''],
    [undefined, 'name', ''],
    ['BR-ATL-001', 'name', ''],
  ])('shows the entries %j by their %s as %j', (value, field, text) => {
    expect(entryFieldText(value, field)).toBe(text);
  });

  it('reads the key length from the form', () => {
    expect(keyMaxLength({ properties: { name: { type: 'string', maxLength: 15 } } }, 'name')).toBe(15);
    expect(keyMaxLength({ properties: {} }, 'name')).toBe(35);
  });
});
