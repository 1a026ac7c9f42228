import { expect } from 'vitest';
import type { Request } from '../support/appliance.ts';
import type { Effect } from '../support/effects.ts';

/** root is unlocked in the spec's ADOM list, Finance locked by the administrator, Retail-East by jsmith */
const lock = (oid: number): Request => ({ op: 'lockAdom', path: { oid } });
const lockRoot = lock(3);

const list = (kind: string, adom = 'root', device?: string): Request => ({
  op: 'listConfigObjects',
  path: { adom, kind },
  ...(device ? { query: { device } } : {}),
});
const create = (kind: string, body: Record<string, unknown>, adom = 'root', device?: string): Request => ({
  op: 'createConfigObject',
  path: { adom, kind },
  ...(device ? { query: { device } } : {}),
  body,
});
const update = (kind: string, name: string, body: Record<string, unknown>, adom = 'root'): Request => ({
  op: 'updateConfigObject',
  path: { adom, kind, name },
  body,
});
const remove = (kind: string, name: string, adom = 'root'): Request => ({ op: 'deleteConfigObject', path: { adom, kind, name } });

const keys = (objects: unknown, keyField = 'name') => (objects as Record<string, unknown>[]).map((o) => o[keyField]);
const find = (objects: unknown, name: string, keyField = 'name') => (objects as Record<string, unknown>[]).find((o) => o[keyField] === name);

const ssid = { name: 'cafe-wifi', ssid: 'Cafe', security: 'wpa2-only-personal', passphrase: 'coffee-and-cake', vlanid: 310, band: 'dual' };
const NAME_EXISTS = { code: -2, message: 'An object with the same name already exists.', fields: { name: 'An object with the same name already exists.' } };

export const effects: Effect[] = [
  {
    name: 'Create New: the SSID is listed with what was saved',
    before: [lockRoot],
    write: create('vap', ssid),
    read: list('vap'),
    expect: (after, before, written) => {
      expect(keys(before)).not.toContain('cafe-wifi');
      expect(find(after, 'cafe-wifi')).toEqual(ssid);
      expect(keys(after)).toEqual([...keys(before), 'cafe-wifi']);
      expect(written.body).toEqual(ssid);
    },
  },
  {
    name: 'Clone: a copy of an AP profile under a free name is listed next to the original',
    before: [lockRoot],
    write: create('wtp-profile', {
      name: 'FAP431F-branch_copy',
      platform: '431F',
      'ap-country': 'US',
      'radio-1-band': '802.11ax,n,g-only',
      'radio-2-band': '802.11ax-5G',
      'led-state': 'enable',
    }),
    read: list('wtp-profile'),
    expect: (after) => {
      expect(keys(after)).toContain('FAP431F-branch');
      expect(find(after, 'FAP431F-branch_copy')).toMatchObject({ platform: '431F' });
    },
  },
  {
    name: 'a name already taken is refused with the field error on the name; the list is unchanged',
    before: [lockRoot],
    write: create('vap', { ...ssid, name: 'corp-wifi' }),
    status: 400,
    read: list('vap'),
    expect: (after, before, written) => {
      expect(written.body).toEqual(NAME_EXISTS);
      expect(after).toEqual(before);
    },
  },
  {
    name: "a custom command's name taken: the field error is on its key field, command-name",
    before: [lockRoot],
    write: create('custom-command', { 'command-name': 'ntp-servers', command: 'show system ntp' }),
    status: 400,
    read: list('custom-command'),
    expect: (after, before, written) => {
      expect(written.body).toEqual({
        code: -2,
        message: 'An object with the same name already exists.',
        fields: { 'command-name': 'An object with the same name already exists.' },
      });
      expect(after).toEqual(before);
    },
  },
  {
    name: 'a change in an ADOM that is not locked is refused (workspace mode); nothing is added',
    write: create('vap', ssid),
    status: 500,
    read: list('vap'),
    expect: (after, before, written) => {
      expect(written.body).toEqual({ code: -10147, message: 'no write permission' });
      expect(after).toEqual(before);
    },
  },
  {
    name: 'a change in an ADOM another administrator has locked is refused; nothing is added',
    write: create('vlan', { name: 'cameras', vlanid: 300 }, 'Retail-East'),
    status: 500,
    read: list('vlan', 'Retail-East'),
    expect: (after, before, written) => {
      expect(written.body).toEqual({ code: -6, message: 'Object is locked by another administrator.' });
      expect(after).toEqual(before);
    },
  },
  {
    name: 'an ADOM the administrator already holds (Finance) takes changes without locking again',
    write: create('vlan', { name: 'cameras', vlanid: 300 }, 'Finance'),
    read: list('vlan', 'Finance'),
    expect: (after) => expect(find(after, 'cameras')).toEqual({ name: 'cameras', vlanid: 300 }),
  },
  {
    name: 'without workspace mode no lock is needed',
    persona: 'freshAppliance',
    write: create('vap', ssid),
    read: list('vap'),
    expect: (after) => expect(keys(after)).toContain('cafe-wifi'),
  },
  {
    name: 'the lists are per ADOM: an SSID created in root is not in Finance',
    before: [lockRoot, create('vap', ssid)],
    write: update('vap', 'cafe-wifi', { ...ssid, vlanid: 320 }),
    read: list('vap', 'Finance'),
    expect: (after, before) => {
      expect(keys(after)).not.toContain('cafe-wifi');
      expect(after).toEqual(before);
    },
  },
  {
    name: "the lists are per device: a device's own SSID is not in the ADOM's list",
    before: [lockRoot, create('vap', ssid, 'root', 'BR-DET-001')],
    write: update('vap', 'cafe-wifi', { ...ssid, vlanid: 320 }, 'root'),
    status: 404,
    read: list('vap', 'root', 'BR-DET-001'),
    expect: (after, _before, written) => {
      expect(written.body).toEqual({ code: -3, message: 'Object does not exist.' });
      expect(find(after, 'cafe-wifi')).toEqual(ssid);
    },
  },
  {
    name: 'Edit: the VLAN definition is saved whole, and renamed',
    before: [lockRoot],
    write: update('vlan', 'voice', { name: 'voice-v2', vlanid: 101, ip: '10.255.101.1/24', 'dhcp-server': 'enable' }),
    read: list('vlan'),
    expect: (after, before) => {
      expect(keys(after)).not.toContain('voice');
      expect(find(after, 'voice-v2')).toEqual({ name: 'voice-v2', vlanid: 101, ip: '10.255.101.1/24', 'dhcp-server': 'enable' });
      // in the place it had
      expect(keys(after).indexOf('voice-v2')).toBe(keys(before).indexOf('voice'));
    },
  },
  {
    name: 'Edit: renaming to a name another object has is refused with the field error; the list is unchanged',
    before: [lockRoot],
    write: update('vlan', 'voice', { name: 'video', vlanid: 100 }),
    status: 400,
    read: list('vlan'),
    expect: (after, before, written) => {
      expect(written.body).toEqual(NAME_EXISTS);
      expect(after).toEqual(before);
    },
  },
  {
    name: 'Edit: an object deleted meanwhile is not found',
    before: [lockRoot],
    write: update('qos-policy', 'gone', { name: 'gone', 'default-cos': 1 }),
    status: 404,
    read: list('qos-policy'),
    expect: (after, before, written) => {
      expect(written.body).toEqual({ code: -3, message: 'Object does not exist.' });
      expect(after).toEqual(before);
    },
  },
  {
    name: 'Edit in an ADOM that is not locked is refused; the object is unchanged',
    write: update('qos-policy', 'default', { name: 'default', 'default-cos': 3 }),
    status: 500,
    read: list('qos-policy'),
    expect: (after, before) => expect(after).toEqual(before),
  },
  {
    name: 'Delete: the custom command is gone',
    before: [lockRoot],
    write: remove('custom-command', 'ntp-servers'),
    read: list('custom-command'),
    expect: (after, before, written) => {
      expect(keys(before, 'command-name')).toContain('ntp-servers');
      expect(keys(after, 'command-name')).toEqual(keys(before, 'command-name').filter((k) => k !== 'ntp-servers'));
      expect(written.body).toEqual({ code: 0, message: 'OK' });
    },
  },
  {
    name: 'Delete: an object deleted meanwhile is not found',
    before: [lockRoot, remove('custom-command', 'storm-control')],
    write: remove('custom-command', 'storm-control'),
    status: 404,
    read: list('custom-command'),
    expect: (after, before) => expect(after).toEqual(before),
  },
  {
    name: 'Delete in an ADOM that is not locked is refused; the object stays',
    write: remove('qos-policy', 'voice-qos'),
    status: 500,
    read: list('qos-policy'),
    expect: (after, before, written) => {
      expect(written.body).toEqual({ code: -10147, message: 'no write permission' });
      expect(keys(after)).toContain('voice-qos');
      expect(after).toEqual(before);
    },
  },
  {
    name: 'after unlocking, changes are refused again',
    before: [lockRoot, { op: 'unlockAdom', path: { oid: 3 } }],
    write: create('vap', ssid),
    status: 500,
    read: list('vap'),
    expect: (after) => expect(keys(after)).not.toContain('cafe-wifi'),
  },
];
