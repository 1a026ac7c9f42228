/**
 * Reading the bundled API description (generated/openapi.json) from the developer commands: local `$ref`s,
 * operations with their parameters, request and response media, a small valid value for a schema, and one
 * ajv (JSON Schema 2020-12) validator for the whole document.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { root } from './processes.ts';

/** A JSON value, as the bundled description holds it. */
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type JsonObject = { [k: string]: Json };

/** A request or response media type of an operation, with its schema and named examples. */
export interface MediaExamples {
  mediaType: string;
  schema: JsonObject | undefined;
  examples: [string, JsonObject][];
}

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

export interface SpecOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  op: JsonObject;
  parameters: JsonObject[];
  request: MediaExamples[];
  requestRequired: boolean;
  /** status code → media types */
  responses: [string, MediaExamples[]][];
  secured: boolean;
}

export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch'];
export const MUTATING_METHODS: ReadonlySet<string> = new Set(['post', 'put', 'patch', 'delete']);

export function loadBundledSpec(file = join(root, 'generated', 'openapi.json')): JsonObject {
  return JSON.parse(readFileSync(file, 'utf8')) as JsonObject;
}

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An object member of a node, or an empty object. */
const objectAt = (node: Json | undefined): JsonObject => (isObject(node) ? node : {});
/** An array member of a node, or an empty array. */
const arrayAt = (node: Json | undefined): Json[] => (Array.isArray(node) ? node : []);

/** Follows a local `$ref` of the document until it reaches a node that is not one (an object, if it is one). */
export function deref(doc: JsonObject, node: unknown): JsonObject {
  let cur = node;
  for (let hops = 0; isObject(cur) && typeof cur.$ref === 'string' && cur.$ref.startsWith('#/'); hops++) {
    if (hops > 20) throw new Error(`$ref loop at ${cur.$ref}`);
    let target: Json | undefined = doc;
    for (const raw of cur.$ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      target = isObject(target) ? target[key] : undefined;
    }
    if (target === undefined) throw new Error(`unresolved $ref ${cur.$ref}`);
    cur = target;
  }
  return isObject(cur) ? cur : {};
}

function media(doc: JsonObject, content: Json | undefined): MediaExamples[] {
  if (!isObject(content)) return [];
  return Object.entries(content).map(([mediaType, m]) => {
    const mm = deref(doc, m);
    const examples = isObject(mm.examples) ? Object.entries(mm.examples).map(([name, ex]): [string, JsonObject] => [name, deref(doc, ex)]) : [];
    return { mediaType, schema: isObject(mm.schema) ? mm.schema : undefined, examples };
  });
}

/**
 * Every operation of the document: operationId, method, path, parameters (path item's and its own), request
 * media, responses (status → media) and whether it needs the CSRF token.
 */
export function listOperations(doc: JsonObject): SpecOperation[] {
  const out: SpecOperation[] = [];
  for (const [path, rawItem] of Object.entries(objectAt(doc.paths))) {
    const item = deref(doc, rawItem);
    const shared = arrayAt(item.parameters).map((p) => deref(doc, p));
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const own = arrayAt(op.parameters).map((p) => deref(doc, p));
      const names = new Set(own.map((p) => `${p.in}:${p.name}`));
      const security = arrayAt(op.security ?? doc.security);
      const requestBody = isObject(op.requestBody) ? deref(doc, op.requestBody) : null;
      out.push({
        operationId: String(op.operationId ?? `${method} ${path}`),
        method,
        path,
        op,
        parameters: [...shared.filter((p) => !names.has(`${p.in}:${p.name}`)), ...own],
        request: requestBody ? media(doc, requestBody.content) : [],
        requestRequired: Boolean(requestBody?.required),
        responses: Object.entries(objectAt(op.responses)).map(([code, r]): [string, MediaExamples[]] => [code, media(doc, deref(doc, r).content)]),
        secured: security.some((s) => isObject(s) && 'csrfToken' in s),
      });
    }
  }
  return out;
}

/** A schema with `$ref`s and `allOf` followed far enough to read its type, properties and required members. */
export function flatten(doc: JsonObject, node: unknown, depth = 0): JsonObject {
  const schema = deref(doc, node);
  if (depth > 10) return {};
  if (!Array.isArray(schema.allOf)) return schema;
  const properties: JsonObject = { ...objectAt(schema.properties) };
  const required: Json[] = [...arrayAt(schema.required)];
  const out: JsonObject = { ...schema, properties, required };
  delete out.allOf;
  for (const part of schema.allOf) {
    const p = flatten(doc, part, depth + 1);
    if (out.type === undefined && p.type !== undefined) out.type = p.type;
    Object.assign(properties, objectAt(p.properties));
    required.push(...arrayAt(p.required));
  }
  return out;
}

/** The JSON types a schema allows (empty when it does not say). */
export function schemaTypes(doc: JsonObject, node: unknown): string[] {
  const schema = flatten(doc, node);
  if (Array.isArray(schema.type)) return schema.type.filter((t): t is string => typeof t === 'string');
  if (typeof schema.type === 'string') return [schema.type];
  if ('const' in schema) return [jsonType(schema.const)];
  if (Array.isArray(schema.enum)) return [...new Set(schema.enum.map(jsonType))];
  return [];
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** A small valid value for a schema, for a call whose request has no example (required members only). */
export function sampleValue(doc: JsonObject, node: unknown, depth = 0): Json {
  const schema = deref(doc, node);
  if (depth > 12) return null;
  if ('const' in schema) return schema.const;
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['oneOf', 'anyOf']) {
    const alternatives = schema[key];
    if (Array.isArray(alternatives)) return sampleValue(doc, alternatives[0], depth + 1);
  }
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map((s) => sampleValue(doc, s, depth + 1))) as JsonObject;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: JsonObject = {};
      const props = objectAt(schema.properties);
      for (const name of arrayAt(schema.required)) if (typeof name === 'string') out[name] = sampleValue(doc, props[name] ?? {}, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () => sampleValue(doc, schema.items, depth + 1));
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
      return (formats[String(schema.format)] ?? 'x').padEnd(Number(schema.minLength ?? 0), 'x');
    }
    default:
      return null;
  }
}

/**
 * One ajv 2020-12 for the whole document: schemas refer to `#/components/…` of the bundled file.
 * Returns validate(schema, value) → null when valid, else the messages.
 */
export function schemaValidator(doc: JsonObject): (schema: JsonObject, value: unknown) => { keyword: string; message: string }[] | null {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi.json', components: doc.components ?? {} });
  const cache = new Map<string, ValidateFunction>();
  const rebase = (schema: JsonObject) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')) as JsonObject;
  return (schema, value) => {
    const key = JSON.stringify(schema);
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.compile(rebase(schema));
      cache.set(key, validate);
    }
    if (validate(value)) return null;
    return (validate.errors ?? []).map((e) => ({ keyword: e.keyword, message: `${e.instancePath || '(body)'} ${e.message}` }));
  };
}
