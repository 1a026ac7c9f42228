/**
 * The configuration objects of every kind of specs/catalog/object-kinds.json: the list of a kind is kept per ADOM
 * (or per managed device), seeded from the kind's list example; Create New and Clone add an object, Edit saves it
 * (its name may change), Delete removes it.
 *
 * A name already taken in the list is refused with the field error on the kind's key field. In workspace mode a
 * change needs the ADOM locked by this administrator, and it is an unsaved change of the workspace until the
 * workspace is saved: of the device, for a device's own objects; else of what the kind's catalogue entry names (the
 * policy package of a firewall policy, a policy package, an object category such as Firewall Addresses), or of the
 * object category named by the kind's label.
 */
import { objectKinds } from '../../../generated/catalog/object-kinds.ts';
import { Refusal, type Call, type Rules } from '../call.ts';
import { adomLock, holdsAdomLock, markDirty, type DirtyItem } from './adoms.ts';

type ConfigObject = Record<string, unknown>;

interface Scope {
  adom: string;
  kind: string;
  device?: string;
}

interface KindDef {
  label: string;
  keyField: string;
  /** the unsaved item a change makes: a policy package (named by a field of the object) or a named object category */
  dirty?: { type: 'object_category' | 'policy_package'; name?: string; nameField?: string };
}

const NAME_EXISTS = 'An object with the same name already exists.';
const REQUIRED = 'This field is required.';
const NOT_FOUND = { code: -3, message: 'Object does not exist.' };
const LOCKED_BY_OTHER = { code: -6, message: 'Object is locked by another administrator.' };
const NOT_LOCKED = { code: -10147, message: 'no write permission' };

const kinds = objectKinds.kinds as Record<string, KindDef>;

function scopeOf(call: Call<'listConfigObjects' | 'createConfigObject' | 'updateConfigObject' | 'deleteConfigObject'>): Scope {
  const device = call.query.get('device') || undefined;
  return { adom: call.path.adom, kind: call.path.kind, device };
}

/** The document of a kind's objects: per ADOM, or per managed device of the ADOM. */
export const objectsKey = ({ adom, kind, device }: Scope) => (device ? `objects:${adom}:${kind}:${device}` : `objects:${adom}:${kind}`);

async function listOf(call: Call, scope: Scope): Promise<ConfigObject[]> {
  const { adom, kind, device } = scope;
  return call.doc<ConfigObject[]>(objectsKey(scope), () =>
    call.example({ op: 'listConfigObjects', path: { adom, kind }, query: device ? { device } : undefined }) as Promise<ConfigObject[]>,
  );
}

const keyOf = (obj: ConfigObject, keyField: string) => (obj[keyField] === undefined || obj[keyField] === null ? '' : String(obj[keyField]));

/** A change needs the ADOM's lock held by this administrator (in workspace mode). */
async function mayChange(call: Call, scope: Scope): Promise<void> {
  if (await holdsAdomLock(call, scope.adom)) return;
  const lock = await adomLock(call, scope.adom);
  throw new Refusal(500, lock?.state === 'locked_by_other' ? LOCKED_BY_OTHER : NOT_LOCKED);
}

function fieldError(field: string, message: string): Refusal {
  return new Refusal(400, { code: -2, message, fields: { [field]: message } });
}

/** A change: the ADOM's lock is asked for first, then the kind and its list are read. */
async function changing(call: Call, scope: Scope): Promise<{ list: ConfigObject[]; kind: KindDef }> {
  const kind = kinds[scope.kind];
  if (!kind) throw new Error(`no object kind ${scope.kind} in the catalogue`);
  await mayChange(call, scope);
  return { list: await listOf(call, scope), kind };
}

/**
 * The unsaved items of the workspace a change of these objects makes: the device, for a device's own objects; else
 * what the catalogue says of the kind (the policy package a firewall policy belongs to, a policy package itself, a
 * named object category), or the object category named by the kind's label.
 */
export function dirtyItems(scope: Scope, kind: KindDef, objects: readonly ConfigObject[]): DirtyItem[] {
  if (scope.device) return [{ type: 'device', name: scope.device, adom: scope.adom }];
  const { type = 'object_category', name, nameField } = kind.dirty ?? {};
  if (!nameField) return [{ type, name: name ?? kind.label, adom: scope.adom }];
  const names = [...new Set(objects.map((o) => keyOf(o, nameField)).filter(Boolean))];
  return names.map((n) => ({ type, name: n, adom: scope.adom }));
}

/** The change is an unsaved change of the workspace (see dirtyItems); `objects` are the objects before and after it. */
async function record(call: Call, scope: Scope, kind: KindDef, objects: readonly ConfigObject[]): Promise<void> {
  for (const item of dirtyItems(scope, kind, objects)) await markDirty(call, item, [objectsKey(scope)]);
}

export const objectRules: Rules = {
  async listConfigObjects(call) {
    return call.ok(await listOf(call, scopeOf(call)));
  },
  async createConfigObject(call) {
    const scope = scopeOf(call);
    const { list, kind } = await changing(call, scope);
    const obj = call.body as ConfigObject;
    const name = keyOf(obj, kind.keyField);
    if (!name) throw fieldError(kind.keyField, REQUIRED);
    if (list.some((o) => keyOf(o, kind.keyField) === name)) throw fieldError(kind.keyField, NAME_EXISTS);
    await record(call, scope, kind, [obj]);
    call.set(objectsKey(scope), [...list, obj]);
    return call.ok(obj);
  },
  async updateConfigObject(call) {
    const scope = scopeOf(call);
    const { list, kind } = await changing(call, scope);
    const at = list.findIndex((o) => keyOf(o, kind.keyField) === call.path.name);
    if (at < 0) throw new Refusal(404, NOT_FOUND);
    // the whole object is saved; without its key field it keeps its name
    const obj = { ...(call.body as ConfigObject) };
    if (!keyOf(obj, kind.keyField)) obj[kind.keyField] = call.path.name;
    const name = keyOf(obj, kind.keyField);
    if (list.some((o, i) => i !== at && keyOf(o, kind.keyField) === name)) throw fieldError(kind.keyField, NAME_EXISTS);
    await record(call, scope, kind, [list[at], obj]);
    call.set(
      objectsKey(scope),
      list.map((o, i) => (i === at ? obj : o)),
    );
    return call.ok(obj);
  },
  async deleteConfigObject(call) {
    const scope = scopeOf(call);
    const { list, kind } = await changing(call, scope);
    const gone = list.find((o) => keyOf(o, kind.keyField) === call.path.name);
    if (!gone) throw new Refusal(404, NOT_FOUND);
    await record(call, scope, kind, [gone]);
    call.set(
      objectsKey(scope),
      list.filter((o) => keyOf(o, kind.keyField) !== call.path.name),
    );
    return call.ok({ code: 0, message: 'OK' });
  },
};

