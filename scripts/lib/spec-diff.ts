/**
 * Differences between two bundled API descriptions (generated/openapi.json at two points in time), sorted into
 * breaking changes and a changelog. Breaking, by rule:
 *
 *   operation-removed          a method and path the base had is gone
 *   response-code-removed      an operation no longer declares a status code it declared
 *   became-required            a request body member or a parameter is now required (or is new and required,
 *                              or the request body itself became required)
 *   response-property-removed  a property of a response body is gone
 *   type-changed               a member's type changed (except a request member accepting more types, or a
 *                              response member giving fewer)
 *   enum-narrowed              an enumeration lost values (or gained an enumeration it did not have)
 *
 * Every other difference (operations, codes, members and enum values added; members no longer required;
 * summaries and descriptions; examples) goes into the changelog.
 */
import { flatten, isObject, listOperations, schemaTypes, type Json, type JsonObject, type MediaExamples, type SpecOperation } from './openapi-doc.ts';

export type BreakingRule =
  | 'operation-removed'
  | 'response-code-removed'
  | 'became-required'
  | 'response-property-removed'
  | 'type-changed'
  | 'enum-narrowed';

export interface BreakingChange {
  rule: BreakingRule;
  operation: string;
  operationId: string;
  message: string;
}

export interface Change {
  kind: string;
  operation: string;
  operationId: string;
  message: string;
}

export interface SpecDiff {
  breaking: BreakingChange[];
  changes: Change[];
}

type Report = (rule: BreakingRule, message: string) => void;
type Note = (kind: string, message: string) => void;

/** Where a schema comparison is: who sends it (request) or reads it (response), the member's name, what was seen. */
interface SchemaContext {
  dir: 'request' | 'response';
  where: string;
  brk: Report;
  chg: Note;
  seen: Set<string>;
}

export const BREAKING_RULES: Record<BreakingRule, string> = {
  'operation-removed': 'Operation removed',
  'response-code-removed': 'Response code removed',
  'became-required': 'Became required',
  'response-property-removed': 'Response property removed',
  'type-changed': 'Type changed',
  'enum-narrowed': 'Enum narrowed',
};

const key = (o: SpecOperation) => `${o.method.toUpperCase()} ${o.path}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const jsonMedia = (list: MediaExamples[]) => list.find((m) => /json/.test(m.mediaType)) ?? list[0]!;
const list = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : []);

function normaliseTypes(types: string[]): Set<string> {
  return new Set(types.includes('number') ? [...types, 'integer'] : types);
}

export function diffSpecs(baseDoc: JsonObject, headDoc: JsonObject): SpecDiff {
  const breaking: BreakingChange[] = [];
  const changes: Change[] = [];
  const baseOps = new Map(listOperations(baseDoc).map((o) => [key(o), o]));
  const headOps = new Map(listOperations(headDoc).map((o) => [key(o), o]));

  for (const [k, o] of baseOps) {
    if (!headOps.has(k)) breaking.push({ rule: 'operation-removed', operation: k, operationId: o.operationId, message: `${o.operationId} (${k}) was removed` });
  }
  for (const [k, o] of headOps) {
    if (!baseOps.has(k)) changes.push({ kind: 'operation-added', operation: k, operationId: o.operationId, message: `${o.operationId} (${k}) was added` });
  }

  for (const [k, b] of baseOps) {
    const h = headOps.get(k);
    if (!h) continue;
    const ctx = { operation: k, operationId: h.operationId };
    const brk: Report = (rule, message) => breaking.push({ ...ctx, rule, message });
    const chg: Note = (kind, message) => changes.push({ ...ctx, kind, message });

    if (b.operationId !== h.operationId) chg('operation-renamed', `operationId ${b.operationId} is now ${h.operationId}`);
    for (const field of ['summary', 'description']) {
      if (!same(b.op[field], h.op[field])) chg(`${field}-changed`, `${field} changed`);
    }
    if (!same(b.op.deprecated, h.op.deprecated) && h.op.deprecated) chg('deprecated', 'deprecated');

    // parameters
    const pk = (p: JsonObject) => `${p.in} ${p.name}`;
    const baseParams = new Map(b.parameters.map((p) => [pk(p), p]));
    const headParams = new Map(h.parameters.map((p) => [pk(p), p]));
    for (const [n, p] of headParams) {
      const old = baseParams.get(n);
      if (!old) {
        if (p.required) brk('became-required', `new required ${p.in} parameter ${p.name}`);
        else chg('parameter-added', `optional ${p.in} parameter ${p.name} added`);
      } else {
        if (p.required && !old.required) brk('became-required', `${p.in} parameter ${p.name} became required`);
        if (!p.required && old.required) chg('became-optional', `${p.in} parameter ${p.name} became optional`);
        compareSchema(baseDoc, headDoc, old.schema, p.schema, { dir: 'request', where: `${p.in} parameter ${p.name}`, brk, chg, seen: new Set() });
      }
    }
    for (const [n, p] of baseParams) if (!headParams.has(n)) chg('parameter-removed', `${p.in} parameter ${p.name} removed`);

    // request body
    if (h.request.length && !b.request.length) {
      if (h.requestRequired) brk('became-required', 'a request body is now required');
      else chg('request-body-added', 'optional request body added');
    } else if (b.request.length && h.request.length) {
      if (h.requestRequired && !b.requestRequired) brk('became-required', 'the request body became required');
      const bm = jsonMedia(b.request);
      const hm = h.request.find((m) => m.mediaType === bm.mediaType);
      if (!hm) chg('request-media-changed', `request media type ${bm.mediaType} is now ${h.request.map((m) => m.mediaType).join(', ')}`);
      else {
        compareSchema(baseDoc, headDoc, bm.schema, hm.schema, { dir: 'request', where: 'request body', brk, chg, seen: new Set() });
        examplesChanged(bm, hm, 'request', chg);
      }
    } else if (b.request.length && !h.request.length) chg('request-body-removed', 'request body removed');

    // responses
    const baseResp = new Map(b.responses);
    const headResp = new Map(h.responses);
    for (const [code, medias] of baseResp) {
      const hm = headResp.get(code);
      if (!hm) {
        brk('response-code-removed', `response ${code} removed`);
        continue;
      }
      for (const m of medias) {
        const other = hm.find((x) => x.mediaType === m.mediaType);
        if (!other) {
          chg('response-media-changed', `response ${code} no longer declares ${m.mediaType}`);
          continue;
        }
        compareSchema(baseDoc, headDoc, m.schema, other.schema, { dir: 'response', where: `response ${code}`, brk, chg, seen: new Set() });
        examplesChanged(m, other, `response ${code}`, chg);
      }
      for (const m of hm) if (!medias.some((x) => x.mediaType === m.mediaType)) chg('response-media-added', `response ${code} also declares ${m.mediaType}`);
    }
    for (const code of headResp.keys()) if (!baseResp.has(code)) chg('response-code-added', `response ${code} added`);
  }
  return { breaking, changes };
}

function examplesChanged(bm: MediaExamples, hm: MediaExamples, where: string, chg: Note) {
  const bx = new Map(bm.examples);
  const hx = new Map(hm.examples);
  const added = [...hx.keys()].filter((n) => !bx.has(n));
  const removed = [...bx.keys()].filter((n) => !hx.has(n));
  const changed = [...hx.keys()].filter((n) => bx.has(n) && !same(bx.get(n), hx.get(n)));
  if (added.length) chg('examples-added', `${where} examples added: ${added.join(', ')}`);
  if (removed.length) chg('examples-removed', `${where} examples removed: ${removed.join(', ')}`);
  if (changed.length) chg('examples-changed', `${where} examples changed: ${changed.join(', ')}`);
}

/** Compares two schemas member by member; `dir` says whether the console sends (request) or reads (response) it. */
function compareSchema(baseDoc: JsonObject, headDoc: JsonObject, baseNode: Json | undefined, headNode: Json | undefined, ctx: SchemaContext, depth = 0) {
  if (!isObject(baseNode) || !isObject(headNode) || depth > 25) return;
  if (baseNode.$ref || headNode.$ref) {
    if (ctx.seen.has(`${baseNode.$ref ?? ''}|${headNode.$ref ?? ''}`)) return;
    ctx.seen = new Set(ctx.seen).add(`${baseNode.$ref ?? ''}|${headNode.$ref ?? ''}`);
  }
  const b = flatten(baseDoc, baseNode);
  const h = flatten(headDoc, headNode);
  const { where, dir, brk, chg } = ctx;

  const tb = schemaTypes(baseDoc, b).filter(Boolean);
  const th = schemaTypes(headDoc, h).filter(Boolean);
  if (tb.length && th.length && !same([...new Set(tb)].sort(), [...new Set(th)].sort())) {
    const nb = normaliseTypes(tb);
    const nh = normaliseTypes(th);
    const widened = [...nb].every((t) => nh.has(t));
    const narrowed = [...nh].every((t) => nb.has(t));
    const text = `${where}: type ${tb.join(' or ')} → ${th.join(' or ')}`;
    if ((dir === 'request' && widened) || (dir === 'response' && narrowed)) chg('type-relaxed', text);
    else brk('type-changed', text);
  }

  const be = b.enum;
  const he = h.enum;
  if (Array.isArray(be) || Array.isArray(he)) {
    if (Array.isArray(be) && Array.isArray(he)) {
      const removed = be.filter((v) => !he.some((x) => same(x, v)));
      const added = he.filter((v) => !be.some((x) => same(x, v)));
      if (removed.length) brk('enum-narrowed', `${where}: enum values removed: ${removed.map((v) => JSON.stringify(v)).join(', ')}`);
      if (added.length) chg('enum-widened', `${where}: enum values added: ${added.map((v) => JSON.stringify(v)).join(', ')}`);
    } else if (Array.isArray(he)) brk('enum-narrowed', `${where}: now limited to ${he.map((v) => JSON.stringify(v)).join(', ')}`);
    else chg('enum-widened', `${where}: no longer limited to a list of values`);
  }
  if ('const' in b && 'const' in h && !same(b.const, h.const)) brk('enum-narrowed', `${where}: value ${JSON.stringify(b.const)} → ${JSON.stringify(h.const)}`);

  const bp = isObject(b.properties) ? b.properties : {};
  const hp = isObject(h.properties) ? h.properties : {};
  const breq = new Set(list(b.required).map(String));
  const hreq = new Set(list(h.required).map(String));
  for (const name of Object.keys(bp)) {
    const m = `${where}.${name}`;
    if (!(name in hp)) {
      if (dir === 'response') brk('response-property-removed', `${m} removed`);
      else chg('property-removed', `${m} removed`);
      continue;
    }
    compareSchema(baseDoc, headDoc, bp[name], hp[name], { ...ctx, where: m }, depth + 1);
  }
  for (const name of Object.keys(hp)) {
    if (name in bp) continue;
    if (dir === 'request' && hreq.has(name)) brk('became-required', `new required member ${where}.${name}`);
    else chg('property-added', `${where}.${name} added${hreq.has(name) ? ' (always present)' : ''}`);
  }
  for (const name of hreq) {
    if (breq.has(name) || !(name in bp)) continue;
    if (dir === 'request') brk('became-required', `${where}.${name} became required`);
    else chg('became-always-present', `${where}.${name} is now always present`);
  }
  for (const name of breq) {
    if (hreq.has(name) || !(name in hp)) continue;
    chg('became-optional', `${where}.${name} became optional`);
  }
  if (b.items && h.items) compareSchema(baseDoc, headDoc, b.items, h.items, { ...ctx, where: `${where}[]` }, depth + 1);
  if (isObject(b.additionalProperties) && isObject(h.additionalProperties)) {
    compareSchema(baseDoc, headDoc, b.additionalProperties, h.additionalProperties, { ...ctx, where: `${where}{}` }, depth + 1);
  }
  for (const kw of ['oneOf', 'anyOf']) {
    const bk = b[kw];
    const hk = h[kw];
    if (Array.isArray(bk) && Array.isArray(hk) && bk.length === hk.length) {
      bk.forEach((s, i) => compareSchema(baseDoc, headDoc, s, hk[i], { ...ctx, where: `${where}(${kw} ${i + 1})` }, depth + 1));
    } else if (Array.isArray(bk) || Array.isArray(hk)) {
      if (!same(bk, hk)) chg('schema-changed', `${where}: ${kw} alternatives changed`);
    }
  }
}

/** The result as Markdown: breaking changes first, then the changelog grouped by operation. */
export function formatMarkdown({ breaking, changes }: SpecDiff, { base = 'base', head = 'working tree' }: { base?: string; head?: string } = {}): string {
  const out = [`# API changes: ${base} → ${head}`, ''];
  out.push(`## Breaking changes (${breaking.length})`, '');
  if (!breaking.length) out.push('None.', '');
  for (const b of breaking) out.push(`- **${BREAKING_RULES[b.rule]}** \`${b.operation}\` (${b.operationId}): ${b.message}`);
  if (breaking.length) out.push('');
  out.push(`## Changelog (${changes.length})`, '');
  if (!changes.length) out.push('No other changes.', '');
  const byOp = new Map<string, string[]>();
  for (const c of changes) {
    const k = `\`${c.operation}\` (${c.operationId})`;
    const messages = byOp.get(k) ?? [];
    messages.push(c.message);
    byOp.set(k, messages);
  }
  for (const [op, messages] of byOp) {
    out.push(`- ${op}`);
    for (const m of messages) out.push(`  - ${m}`);
  }
  if (byOp.size) out.push('');
  return out.join('\n');
}
