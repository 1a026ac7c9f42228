/**
 * ADOMs and the workspace: the session's ADOM (getCurrentAdom, changed by changeAdom), the ADOM locks (lockAdom and
 * unlockAdom; listAdoms, getCurrentAdom and listAllAdoms show who holds each), and the workspace's unsaved changes
 * (listDirtyItems; saveWorkspace keeps them, discardWorkspace puts the changed documents back as last saved).
 *
 * Other parts of the appliance ask `holdsAdomLock(call, adom)` before a change in an ADOM (workspace mode off: no
 * lock is needed) and record the change with `markDirty(call, item, keys)` before they write its documents.
 */
import { Refusal, type Answer, type Call, type Rules } from '../call.ts';

type Adom = Answer<'getCurrentAdom'>;
export type AdomLock = Adom['lock'];
type AdomSummary = Answer<'listAllAdoms'>[number];
export type DirtyItem = Answer<'listDirtyItems'>[number];

/** the ADOMs the administrator may open, with their locks as this administrator sees them */
const ADOMS = 'adoms';
/** every ADOM of the unit (All ADOMs); an ADOM of the administrator's list shows the lock kept there */
const ALL_ADOMS = 'allAdoms';
/** the session's ADOM */
const CURRENT = 'currentAdom';
/** the workspace's unsaved changes */
const DIRTY = 'workspaceDirty';
/** each document changed since the workspace was last saved, as it was then (what Discard puts back) */
const SAVED = 'workspaceSaved';

const UNLOCKED: AdomLock = { state: 'unlocked', lock_type: 'normal' };
const FORBIDDEN = { code: -20, message: 'No permission for the resource.' };
const NO_ADOM = { code: -3, message: 'Object does not exist.' };

const now = () => Math.floor(Date.now() / 1000);

interface Administrator {
  username: string;
  /** workspace mode on (normal or workflow): changes need the ADOM lock */
  workspace: boolean;
}

const administrators = new Map<string, Administrator>();

/** Who is signed in as this call's persona, and whether the unit runs in workspace mode. */
export async function administrator(call: Call): Promise<Administrator> {
  const known = administrators.get(call.persona);
  if (known) return known;
  const config = await call.example({ op: 'getSysConfig' });
  const found = { username: config.username, workspace: config.features.workspace_mode !== 'disabled' };
  administrators.set(call.persona, found);
  return found;
}

const adomsOf = (call: Call) => call.doc<Adom[]>(ADOMS, () => call.example({ op: 'listAdoms' }));
const allAdomsOf = (call: Call) => call.doc<AdomSummary[]>(ALL_ADOMS, () => call.example({ op: 'listAllAdoms' }));
const currentOf = (call: Call) => call.doc<Adom>(CURRENT, () => call.example({ op: 'getCurrentAdom' }));

const matches = (adom: string | number) => (a: { oid: number; name: string }) => (typeof adom === 'number' ? a.oid === adom : a.name === adom);

/** An ADOM by oid or name: from the administrator's list, else All ADOMs, else the session's ADOM. */
async function findAdom(call: Call, adom: string | number): Promise<Adom | undefined> {
  const mine = (await adomsOf(call)).find(matches(adom));
  if (mine) return mine;
  const any = (await allAdomsOf(call)).find(matches(adom));
  if (any) return { oid: any.oid, name: any.name, desc: any.desc, product: any.product, version: any.version, lock: any.lock };
  const current = await currentOf(call);
  return matches(adom)(current) ? current : undefined;
}

/** The lock of an ADOM (by oid or name) as this administrator sees it; undefined for an ADOM the unit does not have. */
export async function adomLock(call: Call, adom: string | number): Promise<AdomLock | undefined> {
  return (await findAdom(call, adom))?.lock;
}

/** Whether this administrator may change the ADOM now: workspace mode off, or the ADOM locked by this administrator. */
export async function holdsAdomLock(call: Call, adom: string | number): Promise<boolean> {
  if (!(await administrator(call)).workspace) return true;
  return (await adomLock(call, adom))?.state === 'locked_by_me';
}

/** Writes an ADOM's lock where it is read: the administrator's list, else All ADOMs, else the session's ADOM. */
async function setLock(call: Call, oid: number, lock: AdomLock): Promise<void> {
  const adoms = await adomsOf(call);
  const mine = adoms.find((a) => a.oid === oid);
  if (mine) {
    mine.lock = lock;
    call.set(ADOMS, adoms);
    return;
  }
  const all = await allAdomsOf(call);
  const any = all.find((a) => a.oid === oid);
  if (any) {
    any.lock = lock;
    call.set(ALL_ADOMS, all);
    return;
  }
  const current = await currentOf(call);
  if (current.oid === oid) call.set(CURRENT, { ...current, lock });
}

/** The session's ADOM with its lock as it is now. */
export async function currentAdom(call: Call): Promise<Adom> {
  const current = await currentOf(call);
  return (await findAdom(call, current.oid)) ?? current;
}

const dirtyOf = (call: Call) => call.doc<DirtyItem[]>(DIRTY, () => call.example({ op: 'listDirtyItems' }));
const savedOf = (call: Call) => call.doc<Record<string, unknown>>(SAVED, () => ({}));
const sameItem = (a: DirtyItem, b: DirtyItem) => a.type === b.type && a.name === b.name && a.adom === b.adom;

/**
 * Records an unsaved change of the workspace (in workspace mode; otherwise a change is saved at once). Call it
 * after reading the documents `keys` (call.doc) and before writing them: their values now are what Discard puts back.
 */
export async function markDirty(call: Call, item: DirtyItem, keys: readonly string[] = []): Promise<void> {
  if (!(await administrator(call)).workspace) return;
  const dirty = await dirtyOf(call);
  if (!dirty.some((d) => sameItem(d, item))) {
    dirty.push(item);
    call.set(DIRTY, dirty);
  }
  const saved = await savedOf(call);
  let changed = false;
  for (const key of keys) {
    if (key in saved) continue;
    const before = call.peek(key);
    if (before === undefined) throw new Error(`markDirty: ${key} was not read before it changed`);
    saved[key] = before;
    changed = true;
  }
  if (changed) call.set(SAVED, saved);
}

/** The workspace after Save or Discard: nothing unsaved. */
function clean(call: Call): DirtyItem[] {
  call.set(DIRTY, []);
  call.set(SAVED, {});
  return [];
}

export const adomRules: Rules = {
  async listAdoms(call) {
    return call.ok(await adomsOf(call));
  },
  async listAllAdoms(call) {
    const mine = new Map((await adomsOf(call)).map((a) => [a.oid, a.lock]));
    // an ADOM the administrator may open shows the lock the ADOM selector shows
    return call.ok((await allAdomsOf(call)).map((a) => ({ ...a, lock: mine.get(a.oid) ?? a.lock })));
  },
  async getCurrentAdom(call) {
    return call.ok(await currentAdom(call));
  },
  async changeAdom(call) {
    const adom = (await adomsOf(call)).find((a) => a.oid === call.body.oid);
    if (!adom) throw new Refusal(403, FORBIDDEN);
    call.set(CURRENT, adom);
    return call.ok(adom);
  },
  async lockAdom(call) {
    const oid = Number(call.path.oid);
    const adom = await findAdom(call, oid);
    if (!adom) throw new Refusal(500, NO_ADOM);
    const me = await administrator(call);
    if (!me.workspace) throw new Refusal(500, { code: -10, message: 'Workspace mode is disabled.' });
    if (adom.lock.state === 'locked_by_me') return call.ok(adom.lock);
    if (adom.lock.state === 'locked_by_other') throw new Refusal(409, { code: -10, message: `Workspace is locked by ${adom.lock.by ?? ''}.` });
    const lock: AdomLock = { state: 'locked_by_me', by: me.username, lock_type: 'normal', time: now() };
    await setLock(call, oid, lock);
    return call.ok(lock);
  },
  async unlockAdom(call) {
    const oid = Number(call.path.oid);
    const adom = await findAdom(call, oid);
    if (!adom) throw new Refusal(500, NO_ADOM);
    if (adom.lock.state === 'locked_by_other') throw new Refusal(500, { code: -10, message: `Workspace is locked by ${adom.lock.by ?? ''}.` });
    if (adom.lock.state === 'locked_by_me') await setLock(call, oid, UNLOCKED);
    return call.ok(UNLOCKED);
  },
  async listDirtyItems(call) {
    return call.ok(await dirtyOf(call));
  },
  async saveWorkspace(call) {
    return call.ok(clean(call));
  },
  async discardWorkspace(call) {
    // every document changed since the last save goes back to what it was then
    for (const [key, value] of Object.entries(await savedOf(call))) call.set(key, value);
    return call.ok(clean(call));
  },
};
