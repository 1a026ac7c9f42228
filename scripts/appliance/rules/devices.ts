/**
 * Managed devices and the out-of-sync review.
 *
 *   - listManagedDevices answers the ADOM's devices as kept (seeded from the ADOM's example), filtered by mgmt_mode
 *     and conf_status.
 *   - listOutOfSyncDevices: in an ADOM whose device list has an example of its own (root, Retail-East) the review is
 *     the devices that list shows out of sync, so the two always agree (the device list carries no address: the
 *     review shows one made from the object id, 10.x.y.1). Any other ADOM's review is kept as seeded from the
 *     review's example (Finance's two devices).
 *   - Retrieve, Revert and Install Latest Revision need the ADOM locked by the administrator (in workspace mode;
 *     refused otherwise, as any change of the ADOM is), and each starts a task (the task list shows it; each poll
 *     moves it on). When it is done the devices are in sync: they leave the review, their configuration status
 *     becomes insync, and the bell's out-of-sync notification of the ADOM counts the devices still out of sync
 *     ('%s devices of ADOM %s are out of sync.'), and is gone when none is left.
 *   - listNotifications answers the bell's notifications as kept, each out-of-sync notification counted from its
 *     ADOM's review as above.
 */
import { exampleFor } from '../../../src/lib/api/mock-examples.ts';
import { Refusal, type Answer, type Call, type Rules } from '../call.ts';
import { adomLock, holdsAdomLock } from './adoms.ts';
import { onTaskDone, startTask, type Completion } from './tasks.ts';

export type ManagedDevice = Answer<'listManagedDevices'>[number];
export type OutOfSyncDevice = Answer<'listOutOfSyncDevices'>[number];
type Notification = Answer<'listNotifications'>[number];
type Adom = Answer<'listAdoms'>[number];

const devicesKey = (adom: string) => `managedDevices:${adom}`;
const reviewKey = (adomOid: number) => `outOfSync:${adomOid}`;
const NOTIFICATIONS = 'notifications';
const OUT_OF_SYNC_NOTICE = 'devices_out_of_sync';
const IN_SYNC = 'devices.inSync';
const NO_DEVICE = { code: -3, message: 'Object does not exist.' };
const LOCKED_BY_OTHER = { code: -6, message: 'Object is locked by another administrator.' };
const NOT_LOCKED = { code: -10147, message: 'no write permission' };

// ---- ADOMs ------------------------------------------------------------------------------------------------------

/** The ADOMs a persona sees never change: their example is read once per persona. */
const adomLists = new Map<string, Promise<Adom[]>>();

function adomsOf(call: Call): Promise<Adom[]> {
  let list = adomLists.get(call.persona);
  if (!list) {
    list = call.example({ op: 'listAdoms' });
    adomLists.set(call.persona, list);
    list.catch(() => adomLists.delete(call.persona));
  }
  return list;
}

async function adomNameOf(call: Call, adomOid: number): Promise<string | undefined> {
  return (await adomsOf(call)).find((a) => a.oid === adomOid)?.name;
}

/** The ADOM's device list is an example of that ADOM (not the one every other ADOM is answered with). */
function ownDeviceList(call: Call, adom: string): boolean {
  return exampleFor('listManagedDevices', { path: { adom } }, { persona: call.persona, adom }) !== null;
}

// ---- managed devices and the review -----------------------------------------------------------------------------

/** The ADOM's managed devices as kept (seeded from the ADOM's example). */
export function managedDevicesOf(call: Call, adom: string): Promise<ManagedDevice[]> {
  return call.doc<ManagedDevice[]>(devicesKey(adom), () => call.example({ op: 'listManagedDevices', path: { adom } }));
}

function reviewRow(device: ManagedDevice, seq: number): OutOfSyncDevice {
  const [major, minor] = device.frmversion.split('.').map(Number);
  return {
    seq,
    name: device.name,
    platform_str: device.platform,
    os_ver: Number.isFinite(major) ? major : 0,
    mr: Number.isFinite(minor) ? minor : 0,
    sn: device.sn,
    ip: `10.${(device.oid >> 8) & 255}.${device.oid & 255}.1`,
    conn_status: device.conn_status === 2 ? 2 : 1,
    flags: 0,
    oid: device.oid,
  };
}

/** The ADOM's devices out of sync, as the review lists them. */
export async function outOfSyncDevicesOf(call: Call, adomOid: number): Promise<OutOfSyncDevice[]> {
  const adom = await adomNameOf(call, adomOid);
  if (adom !== undefined && ownDeviceList(call, adom)) {
    return (await managedDevicesOf(call, adom)).filter((d) => d.conf_status === 'outofsync').map((d, i) => reviewRow(d, i + 1));
  }
  return call.doc<OutOfSyncDevice[]>(reviewKey(adomOid), () => call.example({ op: 'listOutOfSyncDevices', path: { adomOid: String(adomOid) } }));
}

/** The devices are in sync in the ADOM: out of its review, configuration status insync in its device list. */
export async function markInSync(call: Call, adomOid: number, oids: readonly number[]): Promise<void> {
  const done = new Set(oids);
  const adom = await adomNameOf(call, adomOid);
  if (adom !== undefined) {
    const devices = await managedDevicesOf(call, adom);
    if (devices.some((d) => done.has(d.oid) && d.conf_status !== 'insync')) {
      call.set(
        devicesKey(adom),
        devices.map((d) => (done.has(d.oid) ? { ...d, conf_status: 'insync' as const } : d)),
      );
    }
    if (ownDeviceList(call, adom)) return;
  }
  const review = await outOfSyncDevicesOf(call, adomOid);
  const left = review.filter((d) => !done.has(d.oid));
  if (left.length !== review.length) {
    call.set(
      reviewKey(adomOid),
      left.map((d, i) => ({ ...d, seq: i + 1 })),
    );
  }
}

onTaskDone(IN_SYNC, async (call, done: Completion) => {
  const { adoms, oids } = done as Completion & { adoms: number[]; oids: number[] };
  for (const adomOid of adoms) await markInSync(call, adomOid, oids);
});

/** The devices of the ADOM by object id, from its review and its device list; refused when one is unknown. */
async function namesIn(call: Call, adomOid: number, oids: readonly number[]): Promise<string[]> {
  const names = new Map<number, string>();
  for (const d of await outOfSyncDevicesOf(call, adomOid)) names.set(d.oid, d.name);
  const adom = await adomNameOf(call, adomOid);
  if (adom !== undefined && oids.some((oid) => !names.has(oid))) {
    for (const d of await managedDevicesOf(call, adom)) if (!names.has(d.oid)) names.set(d.oid, d.name);
  }
  if (oids.some((oid) => !names.has(oid))) throw new Refusal(500, NO_DEVICE);
  return oids.map((oid) => names.get(oid) as string);
}

/** The devices' configurations change only in an ADOM this administrator holds locked (in workspace mode). */
async function mayChange(call: Call, adomOid: number): Promise<void> {
  if (await holdsAdomLock(call, adomOid)) return;
  throw new Refusal(500, (await adomLock(call, adomOid))?.state === 'locked_by_other' ? LOCKED_BY_OTHER : NOT_LOCKED);
}

interface Action {
  group: string;
  title: string;
}

const RETRIEVE: Action = { group: 'retrieve', title: 'Retrieve configuration of %s' };
const REVERT: Action = { group: 'revert', title: 'Revert configuration of %s' };
const INSTALL: Action = { group: 'install', title: 'Install configuration to %s' };

async function startSync(call: Call, action: Action, adoms: number[], names: string[], oids: number[]) {
  const adom = adoms.length ? await adomNameOf(call, adoms[0]) : undefined;
  const taskid = await startTask(call, {
    group: action.group,
    title: action.title,
    params: [names.join(', ')],
    adom,
    done: { kind: IN_SYNC, adoms, oids },
  });
  return { taskid };
}

/** Retrieve and Revert: the devices of the ADOM in the path. */
async function inAdom(call: Call<'retrieveDeviceConfig'> | Call<'revertDeviceConfig'>, action: Action) {
  const adomOid = Number(call.path.adomOid);
  const oids = call.body.oids;
  await mayChange(call, adomOid);
  return startSync(call, action, [adomOid], await namesIn(call, adomOid, oids), oids);
}

// ---- notifications ------------------------------------------------------------------------------------------------

const outOfSyncText = (count: number, adom: string | number) =>
  count === 1 ? `1 device of ADOM ${adom} is out of sync.` : `${count} devices of ADOM ${adom} are out of sync.`;

/** The bell's notifications, each out-of-sync one counting its ADOM's review (gone when the review is empty). */
export async function notificationsOf(call: Call): Promise<Notification[]> {
  const kept = await call.doc<Notification[]>(NOTIFICATIONS, () => call.example({ op: 'listNotifications' }));
  const shown: Notification[] = [];
  for (const n of kept) {
    if (n.type !== OUT_OF_SYNC_NOTICE || n.adomOid === null) {
      shown.push(n);
      continue;
    }
    const count = (await outOfSyncDevicesOf(call, n.adomOid)).length;
    if (count === 0) continue;
    if (count === n.params[0]) shown.push(n);
    else {
      const adom = n.params[1] ?? (await adomNameOf(call, n.adomOid)) ?? n.adomOid;
      shown.push({ ...n, params: [count, ...n.params.slice(1)], message: outOfSyncText(count, adom) });
    }
  }
  return shown;
}

// ---- rules --------------------------------------------------------------------------------------------------------

const asList = (values: string[]) => (values.length ? new Set(values) : null);

export const deviceRules: Rules = {
  async listManagedDevices(call) {
    const modes = asList(call.query.getAll('mgmt_mode'));
    const states = asList(call.query.getAll('conf_status'));
    const devices = await managedDevicesOf(call, call.path.adom);
    return call.ok(devices.filter((d) => (!modes || modes.has(d.mgmt_mode)) && (!states || states.has(d.conf_status))));
  },

  async listOutOfSyncDevices(call) {
    return call.ok(await outOfSyncDevicesOf(call, Number(call.path.adomOid)));
  },

  retrieveDeviceConfig: (call) => inAdom(call, RETRIEVE).then((started) => call.ok(started)),

  revertDeviceConfig: (call) => inAdom(call, REVERT).then((started) => call.ok(started)),

  async installLatestRevision(call) {
    // the call names devices, not their ADOM: each device is found in the review, then in the device list, of the
    // ADOMs the administrator sees
    const oids = call.body.oids;
    const names = new Map<number, string>();
    const adoms: number[] = [];
    const lists = [
      (adom: Adom) => outOfSyncDevicesOf(call, adom.oid),
      (adom: Adom) => (ownDeviceList(call, adom.name) ? managedDevicesOf(call, adom.name) : Promise.resolve([])),
    ];
    for (const listOf of lists) {
      for (const adom of await adomsOf(call)) {
        if (oids.every((oid) => names.has(oid))) break;
        const found = (await listOf(adom)).filter((d) => oids.includes(d.oid) && !names.has(d.oid));
        for (const d of found) names.set(d.oid, d.name);
        if (found.length && !adoms.includes(adom.oid)) adoms.push(adom.oid);
      }
    }
    if (oids.some((oid) => !names.has(oid))) throw new Refusal(500, NO_DEVICE);
    for (const adomOid of adoms) await mayChange(call, adomOid);
    return call.ok(
      await startSync(
        call,
        INSTALL,
        adoms,
        oids.map((oid) => names.get(oid) as string),
        oids,
      ),
    );
  },

  async listNotifications(call) {
    return call.ok(await notificationsOf(call));
  },
};
