/**
 * The query layer, from the spec: for every operation an endpoint (cache key, query options, plain call) and a hook,
 * one file per tag under src/lib/api/endpoints/, as Grafana generates its `endpoints.gen.ts` beside the hand-written
 * client. A read (GET, or an operation marked `x-query: { read: true }`) gets `useOpId(init?, options?)`; a change
 * gets `useOpId(options?)`, a mutation hook. The operation's cache rule comes from its `x-query`:
 *
 *   x-query:
 *     staleTime: 300000            # ms, `forever`, or a constants.json path such as `polling.tasksMs`
 *     gcTime: 0
 *     refetchInterval: polling.tasksMs
 *     retry: 1
 *     invalidates: [listFirmwareTemplates]   # answers a change makes stale
 *     read: true                   # a POST that only reads
 *
 * An operation with `{adom}` or `{adomOid}` in its path takes the session's ADOM unless the caller names one.
 */
import type { GeneratedFile } from './generate.ts';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const RULE_TIMES = ['staleTime', 'gcTime', 'refetchInterval', 'retry'] as const;
const X_QUERY_KEYS = new Set<string>([...RULE_TIMES, 'invalidates', 'read']);

/** Where the query layer is written, relative to the project root. */
export const ENDPOINTS_DIR = 'src/lib/api/endpoints';

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export interface EndpointInfo {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  description: string;
  read: boolean;
  adomParam: 'adom' | 'adomOid' | null;
  /** whether a call needs an init (a path parameter other than the ADOM, a required query parameter or body) */
  initRequired: boolean;
  /** the cache rule as TypeScript source (numbers, `Infinity` or `constants.x.y`) */
  rule: Array<[string, string]>;
  invalidates: string[];
}

/** `a.b.c` of constants.json → whether it names a number there. */
function constantAt(constants: JsonObject | null, path: string): boolean {
  let at: Json | undefined = constants;
  for (const key of path.split('.')) at = isObject(at) ? at[key] : undefined;
  return typeof at === 'number';
}

function ruleValue(opId: string, key: string, value: Json, constants: JsonObject | null): string {
  if (typeof value === 'number' && value >= 0) return String(value);
  if (value === 'forever') return 'Infinity';
  if (typeof value === 'string' && constantAt(constants, value)) return `constants.${value}`;
  throw new Error(`${opId}: x-query.${key} must be a number of ms, 'forever' or a number's path in constants.json, not ${JSON.stringify(value)}`);
}

/** Every operation of the bundled document as an endpoint, checked (x-query keys, invalidated operations). */
export function endpointTable(doc: JsonObject, constants: JsonObject | null): EndpointInfo[] {
  const out: EndpointInfo[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as JsonObject)) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      const opId = op.operationId;
      const params = [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])].filter(isObject);
      const adomParam = params.some((p) => p.in === 'path' && p.name === 'adom')
        ? 'adom'
        : params.some((p) => p.in === 'path' && p.name === 'adomOid')
          ? 'adomOid'
          : null;
      const body = isObject(op.requestBody) ? op.requestBody : null;
      const initRequired =
        params.some((p) => p.required === true && !(p.in === 'path' && p.name === adomParam) && p.in !== 'header' && p.in !== 'cookie') ||
        body?.required === true;
      const xq = isObject(op['x-query']) ? op['x-query'] : {};
      for (const key of Object.keys(xq)) {
        if (!X_QUERY_KEYS.has(key)) throw new Error(`${opId}: x-query.${key} is not a cache rule (${[...X_QUERY_KEYS].join(', ')})`);
      }
      const rule: Array<[string, string]> = [];
      for (const key of RULE_TIMES) if (key in xq) rule.push([key, ruleValue(opId, key, xq[key], constants)]);
      const invalidates = Array.isArray(xq.invalidates) ? xq.invalidates.map(String) : [];
      out.push({
        operationId: opId,
        method: method.toUpperCase(),
        path,
        tag: Array.isArray(op.tags) && op.tags.length ? String(op.tags[0]) : 'default',
        summary: typeof op.summary === 'string' ? op.summary : '',
        description: typeof op.description === 'string' ? op.description : '',
        read: method === 'get' || xq.read === true,
        adomParam,
        initRequired,
        rule,
        invalidates,
      });
    }
  }
  const known = new Set(out.map((e) => e.operationId));
  for (const e of out) {
    for (const id of e.invalidates) if (!known.has(id)) throw new Error(`${e.operationId}: x-query.invalidates names no operation '${id}'`);
    if (e.invalidates.length && e.read) throw new Error(`${e.operationId}: a read does not invalidate answers (x-query.invalidates)`);
  }
  return out.sort((a, b) => a.operationId.localeCompare(b.operationId));
}

const hookName = (opId: string) => `use${opId[0].toUpperCase()}${opId.slice(1)}`;

/** A JSDoc block: summary, the description's first paragraph, the call. */
function doc(e: EndpointInfo): string {
  const clean = (s: string) => s.replace(/\*\//g, '*\u2215').trim();
  const first = clean(e.description.split(/\n\s*\n/)[0] ?? '').replace(/\s*\n\s*/g, ' ');
  const lines = [clean(e.summary) ? `${clean(e.summary)}.`.replace(/\.\.$/, '.') : '', first, '', `\`${e.method} ${e.path}\``];
  const body = lines.filter((l, i) => l !== '' || (i > 0 && lines[i - 1] !== '')).map((l) => (l ? ` * ${l}` : ' *'));
  return ['/**', ...body, ' */'].join('\n');
}

function endpointSource(e: EndpointInfo): string {
  const id = JSON.stringify(e.operationId);
  const rule = [...e.rule.map(([k, v]) => `${k}: ${v}`), ...(e.invalidates.length ? [`invalidates: ${JSON.stringify(e.invalidates)}`] : [])];
  const ruleSrc = `{ ${rule.join(', ')} }`.replace('{  }', '{}');
  const p = e.adomParam ? JSON.stringify(e.adomParam) : 'never';
  const make = e.adomParam ? `endpoint(${id}, ${ruleSrc}, ${p})` : `endpoint(${id}, ${ruleSrc})`;
  const lines = [doc(e), `export const ${e.operationId} = /*#__PURE__*/ ${make};`];
  const name = hookName(e.operationId);
  if (e.read) {
    const init = `init${e.initRequired ? '' : '?'}: EndpointInit<${id}, ${p}>`;
    lines.push(
      `/** useQuery of ${e.operationId}${e.adomParam ? ' (the session\'s ADOM unless the init names one)' : ''}. */`,
      `export function ${name}<TQueryFnData = ApiData<${id}>, TData = TQueryFnData>(`,
      `  ${init},`,
      `  options?: EndpointQueryOptions<${id}, TQueryFnData, TData>,`,
      ') {',
      `  return useEndpointQuery(${e.operationId}, init, options);`,
      '}',
    );
  } else {
    lines.push(
      `/** useMutation of ${e.operationId}${e.invalidates.length ? `; reads ${e.invalidates.join(', ')} again after it` : ''}. */`,
      `export function ${name}<TVariables = EndpointInit<${id}, ${p}>, TData = ApiData<${id}>, TContext = unknown>(`,
      `  options?: EndpointMutationOptions<${id}, ${p}, TVariables, TData, TContext>,`,
      ') {',
      `  return useEndpointMutation(${e.operationId}, options);`,
      '}',
    );
  }
  return lines.join('\n');
}

/** One file per tag: `<tag>.gen.ts`, and an index naming them. */
export function endpointFiles(endpoints: EndpointInfo[], header: string): GeneratedFile[] {
  const byTag = new Map<string, EndpointInfo[]>();
  for (const e of endpoints) byTag.set(e.tag, [...(byTag.get(e.tag) ?? []), e]);
  const files: GeneratedFile[] = [];
  for (const [tag, list] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
    const usesConstants = list.some((e) => e.rule.some(([, v]) => v.startsWith('constants.')));
    const reads = list.some((e) => e.read);
    const changes = list.some((e) => !e.read);
    const names = [
      'endpoint',
      ...(reads ? ['useEndpointQuery', 'type EndpointQueryOptions'] : []),
      ...(changes ? ['useEndpointMutation', 'type EndpointMutationOptions'] : []),
      'type ApiData',
      'type EndpointInit',
    ];
    const imports = [
      ...(usesConstants ? ["import { constants } from '@generated/catalog/constants.ts';"] : []),
      `import { ${names.join(', ')} } from '../endpoint.ts';`,
    ];
    const body = list.map(endpointSource).join('\n\n');
    files.push({
      path: `${ENDPOINTS_DIR}/${tag}.gen.ts`,
      base: 'project',
      content: `${header}/* The ${tag} operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */\n${imports.join('\n')}\n\n${body}\n`,
    });
  }
  return files;
}
