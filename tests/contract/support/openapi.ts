import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const root = join(import.meta.dirname, '..', '..', '..');

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type JsonObject = { [k: string]: Json };

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export function loadBundled(): JsonObject {
  return JSON.parse(readFileSync(join(root, 'generated', 'openapi.json'), 'utf8')) as JsonObject;
}

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Follows a local `$ref` (path items, responses, parameters, examples) of the bundled document. */
export function deref<T = JsonObject>(doc: JsonObject, node: unknown): T {
  let cur = node;
  for (let hops = 0; isObject(cur) && typeof cur.$ref === 'string' && cur.$ref.startsWith('#/'); hops++) {
    if (hops > 20) throw new Error(`$ref loop at ${cur.$ref}`);
    let target: unknown = doc;
    for (const raw of cur.$ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      target = isObject(target) ? target[key] : undefined;
    }
    if (target === undefined) throw new Error(`unresolved $ref ${cur.$ref}`);
    cur = target;
  }
  return cur as T;
}

export interface MediaExamples {
  mediaType: string;
  schema: JsonObject | undefined;
  examples: [string, JsonObject][];
}

export interface Operation {
  operationId: string;
  method: (typeof HTTP_METHODS)[number];
  path: string;
  op: JsonObject;
  parameters: JsonObject[];
  request: MediaExamples[];
  /** status code → media types */
  responses: [string, MediaExamples[]][];
  secured: boolean;
}

function media(doc: JsonObject, content: unknown): MediaExamples[] {
  if (!isObject(content)) return [];
  return Object.entries(content).map(([mediaType, m]) => {
    const mm = deref(doc, m);
    const examples = isObject(mm.examples)
      ? Object.entries(mm.examples).map(([name, ex]) => [name, deref(doc, ex)] as [string, JsonObject])
      : [];
    return { mediaType, schema: isObject(mm.schema) ? mm.schema : undefined, examples };
  });
}

export function operations(doc: JsonObject): Operation[] {
  const out: Operation[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths as JsonObject)) {
    const item = deref(doc, rawItem);
    const shared = Array.isArray(item.parameters) ? item.parameters.map((p) => deref(doc, p)) : [];
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const own = Array.isArray(op.parameters) ? op.parameters.map((p) => deref(doc, p)) : [];
      const names = new Set(own.map((p) => `${p.in}:${p.name}`));
      const security = (op.security ?? doc.security ?? []) as Json[];
      out.push({
        operationId: String(op.operationId),
        method,
        path,
        op,
        parameters: [...shared.filter((p) => !names.has(`${p.in}:${p.name}`)), ...own],
        request: isObject(op.requestBody) ? media(doc, deref(doc, op.requestBody).content) : [],
        responses: Object.entries((op.responses ?? {}) as JsonObject).map(([code, r]) => [code, media(doc, deref(doc, r).content)]),
        secured: security.some((s) => isObject(s) && 'csrfToken' in s),
      });
    }
  }
  return out;
}

/** One ajv for the whole document: schemas refer to `#/components/schemas/...` of the bundled file. */
export function validatorFor(doc: JsonObject) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi.json', components: doc.components } as never);
  const cache = new Map<string, ReturnType<typeof ajv.compile>>();
  const rebase = (schema: Json): Json =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')) as Json;
  return (schema: JsonObject, value: unknown): string | null => {
    const key = JSON.stringify(schema);
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.compile(rebase(schema) as never);
      cache.set(key, validate);
    }
    return validate(value) ? null : ajv.errorsText(validate.errors, { dataVar: 'value' });
  };
}

/** A small valid value for a schema, for calls whose request has no example (required members only). */
export function sample(doc: JsonObject, node: unknown, depth = 0): unknown {
  const schema = deref(doc, node);
  if (!isObject(schema) || depth > 12) return null;
  if ('const' in schema) return schema.const;
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['oneOf', 'anyOf'] as const) if (Array.isArray(schema[key])) return sample(doc, schema[key][0], depth + 1);
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((s) => sample(doc, s, depth + 1) as object));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const props = isObject(schema.properties) ? schema.properties : {};
      for (const name of (schema.required ?? []) as string[]) out[name] = sample(doc, props[name] ?? {}, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () => sample(doc, schema.items, depth + 1));
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string': {
      const formats: Record<string, string> = {
        email: 'admin@example.com',
        date: '2025-06-15',
        'date-time': '2025-06-15T08:00:00Z',
        uri: 'https://example.com/',
        ipv4: '10.0.0.1',
        ipv6: '2001:db8::1',
        uuid: '00000000-0000-4000-8000-000000000000',
      };
      const base = formats[String(schema.format)] ?? 'x';
      return base.padEnd(Number(schema.minLength ?? 0), 'x');
    }
    default:
      return null;
  }
}
