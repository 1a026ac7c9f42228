import { expect } from 'vitest';
import type { Request } from '../support/appliance.ts';
import type { Effect } from '../support/effects.ts';

/** ADOM oids of the spec's lists: root (unlocked), Finance (locked by the administrator), Retail-East (by jsmith). */
const ROOT = 3;
const FINANCE = 127;
const RETAIL_EAST = 128;
/** Mail-Gateways: an ADOM of the unit that the super admin's ADOM list does not hold */
const MAIL_GATEWAYS = 201;

type Lock = { state: string; by?: string; lock_type: string; time?: number };
type Adom = { oid: number; name: string; lock: Lock };

const adomIn = (list: unknown, oid: number) => (list as Adom[]).find((a) => a.oid === oid);
const lockRoot: Request = { op: 'lockAdom', path: { oid: ROOT } };
const ssid = { name: 'cafe-wifi', ssid: 'Cafe', security: 'wpa2-only-personal', passphrase: 'coffee-and-cake', vlanid: 310, band: 'dual' };
const createSsid: Request = { op: 'createConfigObject', path: { adom: 'root', kind: 'vap' }, body: ssid };
const rootSsids: Request = { op: 'listConfigObjects', path: { adom: 'root', kind: 'vap' } };
const names = (list: unknown) => (list as { name: string }[]).map((o) => o.name);

export const effects: Effect[] = [
  {
    name: 'locking an ADOM: the ADOM list shows it locked by the administrator',
    write: lockRoot,
    read: { op: 'listAdoms' },
    expect: (after, before, written) => {
      expect(adomIn(before, ROOT)?.lock.state).toBe('unlocked');
      expect(adomIn(after, ROOT)?.lock).toMatchObject({ state: 'locked_by_me', by: 'admin', lock_type: 'normal' });
      expect(adomIn(after, ROOT)?.lock).toEqual(written.body);
    },
  },
  {
    name: 'locking an ADOM: All ADOMs shows who holds the lock',
    write: lockRoot,
    read: { op: 'listAllAdoms' },
    expect: (after) => expect(adomIn(after, ROOT)?.lock).toMatchObject({ state: 'locked_by_me', by: 'admin' }),
  },
  {
    name: 'locking the session ADOM: the current ADOM carries the lock',
    write: lockRoot,
    read: { op: 'getCurrentAdom' },
    expect: (after) => expect(after).toMatchObject({ oid: ROOT, lock: { state: 'locked_by_me', by: 'admin' } }),
  },
  {
    name: 'a restricted administrator locks an ADOM under his own name',
    persona: 'restrictedAdmin',
    write: lockRoot,
    read: { op: 'listAdoms' },
    expect: (after) => expect(adomIn(after, ROOT)?.lock).toMatchObject({ state: 'locked_by_me', by: 'rstadmin' }),
  },
  {
    name: 'locking an ADOM another administrator holds is refused with who holds it; the lock stays his',
    write: { op: 'lockAdom', path: { oid: RETAIL_EAST } },
    status: 409,
    read: { op: 'listAdoms' },
    expect: (after, before, written) => {
      expect(written.body).toEqual({ code: -10, message: 'Workspace is locked by jsmith.' });
      expect(adomIn(after, RETAIL_EAST)?.lock).toEqual(adomIn(before, RETAIL_EAST)?.lock);
    },
  },
  {
    name: 'locking needs workspace mode: without it the lock is refused',
    persona: 'freshAppliance',
    write: lockRoot,
    status: 500,
    read: { op: 'listAdoms' },
    expect: (after) => expect(adomIn(after, ROOT)?.lock.state).toBe('unlocked'),
  },
  {
    name: 'unlocking an ADOM the administrator holds: unlocked in the ADOM list and in All ADOMs',
    write: { op: 'unlockAdom', path: { oid: FINANCE } },
    read: { op: 'listAdoms' },
    expect: (after, before, written) => {
      expect(adomIn(before, FINANCE)?.lock.state).toBe('locked_by_me');
      expect(written.body).toEqual({ state: 'unlocked', lock_type: 'normal' });
      expect(adomIn(after, FINANCE)?.lock).toEqual({ state: 'unlocked', lock_type: 'normal' });
    },
  },
  {
    name: 'unlocking: All ADOMs shows the ADOM unlocked',
    before: [lockRoot],
    write: { op: 'unlockAdom', path: { oid: ROOT } },
    read: { op: 'listAllAdoms' },
    expect: (after, before) => {
      expect(adomIn(before, ROOT)?.lock.state).toBe('locked_by_me');
      expect(adomIn(after, ROOT)?.lock.state).toBe('unlocked');
    },
  },
  {
    name: "unlocking another administrator's lock is refused; the lock stays his",
    write: { op: 'unlockAdom', path: { oid: RETAIL_EAST } },
    status: 500,
    read: { op: 'listAllAdoms' },
    expect: (after, before, written) => {
      expect(written.body).toEqual({ code: -10, message: 'Workspace is locked by jsmith.' });
      expect(adomIn(after, RETAIL_EAST)?.lock).toEqual(adomIn(before, RETAIL_EAST)?.lock);
    },
  },
  {
    name: "changing ADOM: the session's ADOM is the one chosen, with its lock",
    write: { op: 'changeAdom', body: { oid: FINANCE } },
    read: { op: 'getCurrentAdom' },
    expect: (after, before, written) => {
      expect(before).toMatchObject({ oid: ROOT, name: 'root' });
      expect(after).toMatchObject({ oid: FINANCE, name: 'Finance', lock: { state: 'locked_by_me' } });
      expect(written.body).toEqual(after);
    },
  },
  {
    name: 'changing to an ADOM the administrator may not open is refused; the session keeps its ADOM',
    write: { op: 'changeAdom', body: { oid: MAIL_GATEWAYS } },
    status: 403,
    read: { op: 'getCurrentAdom' },
    expect: (after, before, written) => {
      expect(written.body).toEqual({ code: -20, message: 'No permission for the resource.' });
      expect(after).toEqual(before);
    },
  },
  {
    name: 'an object changed in a locked ADOM is an unsaved change of the workspace',
    before: [lockRoot],
    write: createSsid,
    read: { op: 'listDirtyItems' },
    expect: (after, before) => {
      expect(before).toEqual([]);
      expect(after).toEqual([{ type: 'object_category', name: 'SSID', adom: 'root' }]);
    },
  },
  {
    name: "a managed device's own object changed: the device is an unsaved change",
    before: [lockRoot],
    write: { op: 'createConfigObject', path: { adom: 'root', kind: 'vap' }, query: { device: 'BR-DET-001' }, body: ssid },
    read: { op: 'listDirtyItems' },
    expect: (after) => expect(after).toEqual([{ type: 'device', name: 'BR-DET-001', adom: 'root' }]),
  },
  {
    name: 'saving the workspace: nothing is left unsaved, and the change is kept',
    before: [lockRoot, createSsid],
    write: { op: 'saveWorkspace' },
    read: { op: 'listDirtyItems' },
    expect: (after, before, written) => {
      expect(before).toHaveLength(1);
      expect(after).toEqual([]);
      expect(written.body).toEqual([]);
    },
  },
  {
    name: 'saving the workspace keeps the objects as changed',
    before: [lockRoot, createSsid],
    write: { op: 'saveWorkspace' },
    read: rootSsids,
    expect: (after) => expect(names(after)).toContain('cafe-wifi'),
  },
  {
    name: 'discarding the workspace: nothing is left unsaved',
    before: [lockRoot, createSsid],
    write: { op: 'discardWorkspace' },
    read: { op: 'listDirtyItems' },
    expect: (after, before, written) => {
      expect(before).toHaveLength(1);
      expect(after).toEqual([]);
      expect(written.body).toEqual([]);
    },
  },
  {
    name: 'discarding the workspace puts the objects back as last saved',
    before: [lockRoot, createSsid],
    write: { op: 'discardWorkspace' },
    read: rootSsids,
    expect: (after, before) => {
      expect(names(before)).toContain('cafe-wifi');
      expect(names(after)).not.toContain('cafe-wifi');
      expect(names(after)).toEqual(names(before).filter((n) => n !== 'cafe-wifi'));
    },
  },
];
