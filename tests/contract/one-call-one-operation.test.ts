import { describe, expect, it } from 'vitest';
import { deref, isObject, loadBundled, operations, type JsonObject, type Operation } from './support/openapi.ts';

/**
 * One contract per appliance call, for the backend teams that read the API description.
 *
 * An appliance call is a path with a verb. The product specification (section 7) writes them two ways:
 *   - proxy calls: a POST to the path whose JSON body names the verb in `method` (get, set, change, …) and carries
 *     its inputs in `params` ("Proxy API (POST)", and the calls it describes as a POST with a method);
 *   - forwarded device-manager calls: `exec <url> (params)` or `get <url>`.
 * The rules, each checked below:
 *   1. A path has at most one read: a GET, or a POST marked `x-query: { read: true }`. Two reads of one path would be
 *      one call modelled twice, with two answers.
 *   2. A proxy call is exactly one operation, a POST, on its path: every verb of the call is a variant of its body.
 *      The body is required; each variant requires `method`, names it as a `const`, and holds nothing but `method`
 *      and `params`; no two variants name the same method; every method the specification names is accepted, and
 *      each accepted method has a request example. The proxy calls are the table below and every path under the
 *      update manager's proxy API (/gui/adom/um/…), including the screens' calls the specification does not name.
 *   3. A forwarded call is one operation of its verb: exec is a POST whose body is the exec's parameters (no
 *      `method`: the path is the verb's object), get is a GET.
 */

/** The specification's proxy calls with the methods it names (their paths as the API description serves them). */
const PROXY_CALLS: Record<string, readonly string[]> = {
  '/gui/adom/um/license': ['get'],
  '/gui/adom/um/package/service': ['get', 'getOne', 'pushPending', 'pushAllPending'],
  '/gui/adom/um/package/receive': ['get'],
  '/gui/adom/um/package/version': ['get', 'change'],
  '/gui/adom/um/download/priority': ['get', 'set'],
  '/gui/adom/um/queryserver': ['get', 'import'],
  '/gui/adom/um/firmwareimage': ['get'],
  '/gui/adom/um/firmwareimage/version': ['get'],
  '/gui/adom/um/firmwareimportimage': ['get', 'del'],
  // "POST /gui/backup_strategy_status method get …; a POST with params changed true marks it done" (set: the
  // specification names no method for the marking; set is the proxy calls' verb for a change)
  '/gui/backup_strategy_status': ['get', 'set'],
  // "security-check, method get"
  '/gui/sys/security-check': ['get'],
};
const PROXY_PREFIX = '/gui/adom/um/';

/** The specification's forwarded device-manager calls: its words, the path served, and the verb. */
const FORWARDED_CALLS: readonly { call: string; path: string; verb: 'exec' | 'get' }[] = [
  { call: 'exec /um/license/filter', path: '/um/license/filter', verb: 'exec' },
  { call: 'exec /um/update/license/filter', path: '/um/update/license/filter', verb: 'exec' },
  { call: 'exec /um/device/push', path: '/um/device/push', verb: 'exec' },
  { call: 'get um/som/list', path: '/um/som/list', verb: 'get' },
  { call: 'exec um/object/export', path: '/gui/um/object/export', verb: 'exec' },
  { call: 'exec um/image/version/list', path: '/um/image/version/list', verb: 'exec' },
  { call: 'exec um/image/list', path: '/um/image/list', verb: 'exec' },
  { call: 'exec um/image/download', path: '/gui/um/image/download', verb: 'exec' },
  { call: 'dvm/cmd/reload/dev-list', path: '/dvm/cmd/reload/dev-list', verb: 'exec' },
  { call: 'Get on /um/license/self', path: '/gui/um/license/self', verb: 'get' },
];

const doc = loadBundled();
const ops = operations(doc);
const byPath = new Map<string, Operation[]>();
for (const o of ops) byPath.set(o.path, [...(byPath.get(o.path) ?? []), o]);

const isRead = (o: Operation) => o.method === 'get' || (isObject(o.op['x-query']) && o.op['x-query'].read === true);
const jsonBody = (o: Operation) => o.request.find((m) => m.mediaType === 'application/json');

/** The variants of a request body: the branches of a top-level oneOf/anyOf, else the schema itself. */
function variants(schema: JsonObject): JsonObject[] {
  const s = deref<JsonObject>(doc, schema);
  const branches = s.oneOf ?? s.anyOf;
  return Array.isArray(branches) ? branches.map((b) => deref<JsonObject>(doc, b)) : [s];
}

/** What is wrong with a proxy call's operation, one line each (empty when it follows the convention). */
function proxyProblems(path: string, seedMethods: readonly string[]): string[] {
  const onPath = byPath.get(path) ?? [];
  if (onPath.length !== 1) return [`${path}: ${onPath.length} operations (${onPath.map((o) => `${o.method} ${o.operationId}`).join(', ')}), not one`];
  const o = onPath[0]!;
  const problems: string[] = [];
  if (o.method !== 'post') problems.push(`${o.operationId}: ${o.method.toUpperCase()}, not POST`);
  const params = o.parameters.filter((p) => p.in === 'query' || p.in === 'path').map((p) => String(p.name));
  if (params.length) problems.push(`${o.operationId}: inputs outside params (${params.join(', ')})`);
  const body = jsonBody(o);
  const required = isObject(o.op.requestBody) && deref<JsonObject>(doc, o.op.requestBody).required === true;
  if (!body?.schema || !required) return [...problems, `${o.operationId}: no required JSON body carrying the method`];
  const methods: string[] = [];
  for (const v of variants(body.schema)) {
    const props = isObject(v.properties) ? v.properties : {};
    const method = isObject(props.method) ? props.method.const : undefined;
    const req = Array.isArray(v.required) ? v.required : [];
    if (typeof method !== 'string' || !req.includes('method')) {
      problems.push(`${o.operationId}: a body variant without a required const method`);
      continue;
    }
    methods.push(method);
    const others = Object.keys(props).filter((k) => k !== 'method' && k !== 'params');
    if (others.length || v.additionalProperties !== false) problems.push(`${o.operationId} ${method}: inputs outside params (${others.join(', ') || 'additional properties'})`);
  }
  const twice = methods.filter((m, i) => methods.indexOf(m) !== i);
  if (twice.length) problems.push(`${o.operationId}: method ${twice.join(', ')} in two variants`);
  const missing = seedMethods.filter((m) => !methods.includes(m));
  if (missing.length) problems.push(`${o.operationId}: the specification's method ${missing.join(', ')} is not accepted`);
  const exampled = new Set(body.examples.map(([, ex]) => (isObject(ex.value) ? ex.value.method : undefined)));
  const unexampled = methods.filter((m) => !exampled.has(m));
  if (unexampled.length) problems.push(`${o.operationId}: no request example of method ${unexampled.join(', ')}`);
  return problems;
}

describe('one operation, one path and one method per appliance call', () => {
  it('a path has at most one read (a GET, or a POST that reads)', () => {
    const twice = [...byPath].filter(([, list]) => list.filter(isRead).length > 1).map(([path, list]) => `${path}: ${list.filter(isRead).map((o) => o.operationId).join(', ')}`);
    expect(twice).toEqual([]);
  });

  it("the update manager's proxy API is all proxy calls", () => {
    const unlisted = [...byPath.keys()].filter((p) => p.startsWith(PROXY_PREFIX) && !(p in PROXY_CALLS));
    // the screens' calls the specification does not name, modelled as proxy calls
    expect(unlisted.sort()).toEqual(['/gui/adom/um/externalresource', '/gui/adom/um/querystatus']);
  });

  it.each([...Object.entries(PROXY_CALLS), ['/gui/adom/um/externalresource', ['get']], ['/gui/adom/um/querystatus', ['get']]] as const)(
    'proxy call %s: one POST whose body names the method (%j) and carries params',
    (path, methods) => {
      expect(proxyProblems(path, methods)).toEqual([]);
    },
  );

  it('a body that names a method is a proxy call: the one operation of its path', () => {
    const split = ops
      .filter((o) => {
        const schema = jsonBody(o)?.schema;
        return schema && variants(schema).some((v) => isObject(v.properties) && 'method' in v.properties);
      })
      .filter((o) => (byPath.get(o.path) ?? []).length !== 1 || o.method !== 'post')
      .map((o) => `${o.method.toUpperCase()} ${o.path} ${o.operationId}`);
    expect(split).toEqual([]);
  });

  it.each(FORWARDED_CALLS.map((f) => [f.call, f] as const))('forwarded %s: one operation of its verb', (_call, { path, verb }) => {
    const onPath = byPath.get(path) ?? [];
    const wanted = verb === 'exec' ? 'post' : 'get';
    const matching = onPath.filter((o) => o.method === wanted);
    expect(matching.map((o) => o.operationId)).toHaveLength(1);
    if (verb === 'exec') {
      const schema = jsonBody(matching[0]!)?.schema;
      expect(schema, 'an exec carries its parameters as the body').toBeDefined();
      // the verb is the call's; the body holds only the exec's parameters
      expect(variants(schema!).some((v) => isObject(v.properties) && 'method' in v.properties)).toBe(false);
    }
  });
});
