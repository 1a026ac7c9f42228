import { expect } from 'vitest';
import type { Caller, Request } from '../support/appliance.ts';
import type { Effect } from '../support/effects.ts';

/** ADOM oids of the spec's lists: root (unlocked), Finance (locked by the administrator, two devices out of sync),
 * Retail-East (locked by jsmith) */
const ROOT = 3;
const FINANCE = 127;
const RETAIL_EAST = 128;
/** Finance's devices in the review: FGT-Fin-01 (up) and FGT-Fin-02 (down) */
const FIN_01 = 5101;
const FIN_02 = 5102;
/** root's BR-SEA-002 and Retail-East's STORE-PHL-001, out of sync in their device lists */
const BR_SEA_002 = 213;
const STORE_PHL_001 = 2002;

type Task = { id: number; group: string; title: string; params: unknown[]; percent: number; state: string; user?: string; adom?: string; end_time?: number | null };
type Row = { oid: number; name: string; seq?: number; conf_status?: string };
type Notice = { type: string; adomOid: number | null; params: unknown[]; message?: string };

const financeReview: Request = { op: 'listOutOfSyncDevices', path: { adomOid: FINANCE } };
const rootReview: Request = { op: 'listOutOfSyncDevices', path: { adomOid: ROOT } };
const rootDevices: Request = { op: 'listManagedDevices', path: { adom: 'root' } };
const retrieve = (adomOid: number, oids: number[]): Request => ({ op: 'retrieveDeviceConfig', path: { adomOid }, body: { oids } });
const revert = (adomOid: number, oids: number[]): Request => ({ op: 'revertDeviceConfig', path: { adomOid }, body: { oids } });
const install = (oids: number[]): Request => ({ op: 'installLatestRevision', body: { oids } });
/** a poll of the task list: every task started here moves on by one step */
const pollTasks: Request = { op: 'listTasks' };
const lockRoot: Request = { op: 'lockAdom', path: { oid: ROOT } };

/** the task the last `started` call created */
let task = 0;
const thisTask: Request = {
  op: 'getTaskProgress',
  get path() {
    return { taskid: task };
  },
};

/**
 * Makes the call that starts a task, then polls the task `polls` times. A task goes from start to done in three
 * polls, so after two the next poll (the effect's change) is the one it is done on.
 */
const started =
  (request: Request, polls = 0, first: Request[] = []) =>
  async (caller: Caller) => {
    for (const call of first) expect((await caller.call(call)).status, call.op).toBe(200);
    const answer = await caller.call(request);
    expect(answer.violations, request.op).toBeNull();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    task = (answer.body as { taskid: number }).taskid;
    for (let i = 0; i < polls; i++) {
      const progress = await caller.call(thisTask);
      expect(progress.violations).toBeNull();
      expect((progress.body as Task).state).toBe('running');
    }
  };

const oidsOf = (list: unknown) => (list as Row[]).map((d) => d.oid);
const deviceIn = (list: unknown, oid: number) => (list as Row[]).find((d) => d.oid === oid);
const outOfSyncNotice = (list: unknown) => (list as Notice[]).find((n) => n.type === 'devices_out_of_sync' && n.adomOid === FINANCE);

export const effects: Effect[] = [
  // ---- tasks ----
  {
    name: 'Retrieve adds a running task to the task list, with the devices in its title',
    write: retrieve(FINANCE, [FIN_01]),
    read: pollTasks,
    expect: (after, before, written) => {
      const list = after as Task[];
      expect(list).toHaveLength((before as Task[]).length + 1);
      expect(list[0]).toMatchObject({
        id: (written.body as { taskid: number }).taskid,
        group: 'retrieve',
        title: 'Retrieve configuration of %s',
        params: ['FGT-Fin-01'],
        adom: 'Finance',
        user: 'admin',
        state: 'running',
        end_time: null,
      });
      expect(list[0].percent).toBeGreaterThan(0);
      expect(list[0].percent).toBeLessThan(100);
    },
  },
  {
    name: 'a task is the administrator who started it',
    persona: 'restrictedAdmin',
    before: [lockRoot],
    write: retrieve(ROOT, [BR_SEA_002]),
    read: pollTasks,
    expect: (after, before, written) => {
      expect((after as Task[]).find((t) => t.id === (written.body as { taskid: number }).taskid)).toMatchObject({ user: 'rstadmin', group: 'retrieve' });
      expect((before as Task[]).every((t) => t.user === 'rstadmin')).toBe(true);
    },
  },
  {
    name: 'each poll of the task list moves a started task on until it is done',
    before: started(revert(FINANCE, [FIN_02])),
    write: pollTasks,
    read: pollTasks,
    expect: (after, before, written) => {
      const [first, second, third] = [before, written.body, after].map((list) => (list as Task[]).find((t) => t.id === task));
      expect(first).toMatchObject({ group: 'revert', title: 'Revert configuration of %s', params: ['FGT-Fin-02'], state: 'running' });
      expect(second?.percent).toBeGreaterThan(first?.percent ?? 100);
      expect(third).toMatchObject({ percent: 100, state: 'done' });
      expect(third?.end_time).toEqual(expect.any(Number));
      // the tasks of the examples stay as they are
      expect((after as Task[]).filter((t) => t.id !== task)).toEqual((before as Task[]).filter((t) => t.id !== task));
    },
  },
  {
    name: "each poll of a task's progress moves it on until it is done",
    before: started(install([FIN_02])),
    write: thisTask,
    read: thisTask,
    expect: (after, before, written) => {
      const [first, second] = [before, written.body] as Task[];
      expect(first.state).toBe('running');
      expect(second.percent).toBeGreaterThan(first.percent);
      expect(after).toEqual({ id: task, percent: 100, state: 'done' });
    },
  },
  {
    name: 'Retrieve of a device the ADOM does not have is refused; no task is added',
    write: retrieve(FINANCE, [999999]),
    status: 500,
    read: pollTasks,
    expect: (after, before, written) => {
      expect(written.body).toEqual({ code: -3, message: 'Object does not exist.' });
      expect(after).toEqual(before);
    },
  },
  {
    name: 'Retrieve in an ADOM the administrator has not locked is refused (no write permission); no task is added',
    write: retrieve(ROOT, [BR_SEA_002]),
    status: 500,
    read: pollTasks,
    expect: (after, before, written) => {
      expect(written.body).toEqual({ code: -10147, message: 'no write permission' });
      expect(after).toEqual(before);
    },
  },
  {
    name: 'Revert in an ADOM another administrator holds is refused; the device stays out of sync',
    write: revert(RETAIL_EAST, [STORE_PHL_001]),
    status: 500,
    read: { op: 'listOutOfSyncDevices', path: { adomOid: RETAIL_EAST } },
    expect: (after, before, written) => {
      expect(written.body).toEqual({ code: -6, message: 'Object is locked by another administrator.' });
      expect(oidsOf(before)).toContain(STORE_PHL_001);
      expect(after).toEqual(before);
    },
  },
  {
    name: 'Install Latest Revision on a device of an ADOM the administrator has not locked is refused; no task is added',
    write: install([BR_SEA_002]),
    status: 500,
    read: pollTasks,
    expect: (after, before, written) => {
      expect(written.body).toEqual({ code: -10147, message: 'no write permission' });
      expect(after).toEqual(before);
    },
  },
  {
    name: 'Install Latest Revision of a device no ADOM has is refused; no task is added',
    write: install([999999]),
    status: 500,
    read: pollTasks,
    expect: (after, before) => expect(after).toEqual(before),
  },

  // ---- the out-of-sync review ----
  {
    name: 'while the retrieve runs the device is still out of sync',
    write: retrieve(FINANCE, [FIN_01]),
    read: financeReview,
    expect: (after, before) => {
      expect(oidsOf(before)).toEqual([FIN_01, FIN_02]);
      expect(after).toEqual(before);
    },
  },
  {
    name: 'Retrieve done: the device leaves the review',
    before: started(retrieve(FINANCE, [FIN_01]), 2),
    write: pollTasks,
    read: financeReview,
    expect: (after) => expect(after).toEqual([expect.objectContaining({ seq: 1, oid: FIN_02, name: 'FGT-Fin-02' })]),
  },
  {
    name: 'Revert done: the devices leave the review',
    before: started(revert(FINANCE, [FIN_01, FIN_02]), 2),
    write: thisTask,
    read: financeReview,
    expect: (after) => expect(after).toEqual([]),
  },
  {
    name: 'Install Latest Revision done: the device leaves the review of its ADOM',
    before: started(install([FIN_02]), 2),
    write: pollTasks,
    read: financeReview,
    expect: (after) => expect(oidsOf(after)).toEqual([FIN_01]),
  },
  {
    name: "the bell's out-of-sync notification counts the devices left out of sync",
    before: started(retrieve(FINANCE, [FIN_01]), 2),
    write: pollTasks,
    read: { op: 'listNotifications' },
    expect: (after, before) => {
      expect(outOfSyncNotice(before)).toMatchObject({ params: [2, 'Finance'], message: '2 devices of ADOM Finance are out of sync.' });
      expect(outOfSyncNotice(after)).toMatchObject({ params: [1, 'Finance'], message: '1 device of ADOM Finance is out of sync.' });
      expect(after).toHaveLength((before as Notice[]).length);
    },
  },
  {
    name: "the bell's out-of-sync notification is gone when no device is left out of sync (the bell counts one less)",
    before: started(retrieve(FINANCE, [FIN_01, FIN_02]), 2),
    write: pollTasks,
    read: { op: 'listNotifications' },
    expect: (after, before) => {
      expect(outOfSyncNotice(after)).toBeUndefined();
      expect(after).toEqual((before as Notice[]).filter((n) => n !== outOfSyncNotice(before)));
    },
  },

  // ---- managed devices ----
  {
    name: "an ADOM's review lists the devices its device list shows out of sync",
    before: started(retrieve(ROOT, [BR_SEA_002]), 2, [lockRoot]),
    write: pollTasks,
    read: rootReview,
    expect: (after, before) => {
      expect(oidsOf(before)).toContain(BR_SEA_002);
      expect(deviceIn(before, BR_SEA_002)).toMatchObject({ name: 'BR-SEA-002', platform_str: 'FortiGate-40F', os_ver: 7, mr: 4, sn: 'FGT40FTK20868611', conn_status: 1 });
      expect(oidsOf(after)).toEqual(oidsOf(before).filter((oid) => oid !== BR_SEA_002));
      expect((after as Row[]).map((d) => d.seq)).toEqual((after as Row[]).map((_, i) => i + 1));
    },
  },
  {
    name: 'Retrieve done: the device is in sync in Managed Devices',
    before: started(retrieve(ROOT, [BR_SEA_002]), 2, [lockRoot]),
    write: pollTasks,
    read: rootDevices,
    expect: (after, before) => {
      expect(deviceIn(before, BR_SEA_002)?.conf_status).toBe('outofsync');
      expect(deviceIn(after, BR_SEA_002)?.conf_status).toBe('insync');
      expect((after as Row[]).filter((d) => d.oid !== BR_SEA_002)).toEqual((before as Row[]).filter((d) => d.oid !== BR_SEA_002));
    },
  },
  {
    name: 'Install Latest Revision done: the device leaves the out-of-sync devices of Managed Devices',
    before: started(install([BR_SEA_002]), 2, [lockRoot]),
    write: pollTasks,
    read: { ...rootDevices, query: { conf_status: 'outofsync' } },
    expect: (after, before) => {
      expect((before as Row[]).every((d) => d.conf_status === 'outofsync')).toBe(true);
      expect(oidsOf(after)).toEqual(oidsOf(before).filter((oid) => oid !== BR_SEA_002));
    },
  },
];
