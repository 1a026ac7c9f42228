/**
 * The contract check: sends every operation's example requests (one per named request example) to a backend and
 * checks its answers against the API description, operation by operation:
 *
 *   no-server-error           no 5xx answer to a valid request
 *   status-declared           the status code is one the operation declares
 *   content-type-declared     the Content-Type is one declared for that status
 *   schema-valid              the body is valid against the declared schema (ajv, JSON Schema 2020-12)
 *   rejects-missing-required  the request without a required member (or required query parameter) gets a 4xx
 *   rejects-wrong-type        the request with a member (or query parameter) of the wrong type gets a 4xx
 *   csrf-required             a mutating call that needs the CSRF token gets a 4xx without it
 *
 * A check that does not apply (no required member, no typed member, no CSRF token in the operation's security,
 * a status that is not declared for the checks that read the declaration) is reported as skipped.
 */
import { isAnalyzerPath } from './analyzer-paths.ts';
import {
  deref, flatten, isObject, jsonType, listOperations, sampleValue, schemaTypes, schemaValidator, type Json, type JsonObject, type MediaExamples,
  type SpecOperation,
} from './openapi-doc.ts';

export type CheckName =
  | 'no-server-error'
  | 'status-declared'
  | 'content-type-declared'
  | 'schema-valid'
  | 'rejects-missing-required'
  | 'rejects-wrong-type'
  | 'csrf-required';

type CheckStatus = 'pass' | 'fail' | 'skip';

/** What one check found: pass, fail or skip, why, and for a failure the curl line that repeats the request. */
interface Outcome {
  status: CheckStatus;
  message: string;
  curl?: string;
}

export interface CheckResult extends Outcome {
  operationId: string;
  method: string;
  path: string;
  check: CheckName;
}

/** An example request of an operation, before it is addressed. */
interface RequestSpec {
  example: string | null;
  op: SpecOperation;
  path: string;
  query: Record<string, Json>;
  headers: Record<string, string>;
  media: MediaExamples | null | undefined;
  body: Json | undefined;
}

/** A request as fetch and curl send it. */
interface PreparedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  form?: { fields: Record<string, string>; files: string[] };
  fileContents?: Record<string, string>;
}

/** What the backend answered (status 0: no answer, with the error). */
interface Received {
  status: number;
  contentType: string;
  text: string;
  error?: string;
}

export interface ContractCheckOptions {
  doc: JsonObject;
  target: string;
  /** the base URL of the mock analyzer's paths (/gui/fortiview/, /gui/customview/, /gui/logview/), when not `target` */
  analyzerTarget?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  only?: string[];
  skip?: string[];
  concurrency?: number;
  timeoutMs?: number;
  preferExamples?: boolean;
  onResult?: (r: CheckResult) => void;
}

export const CHECKS: CheckName[] = [
  'no-server-error',
  'status-declared',
  'content-type-declared',
  'schema-valid',
  'rejects-missing-required',
  'rejects-wrong-type',
  'csrf-required',
];

export const CSRF_HEADER = 'X-CSRF-Token';
const PLACEHOLDER_CSRF = 'contract-check';

/** A body or header value of the form a shell reads literally. */
export function shellQuote(value: unknown): string {
  return `'${String(value).replace(/'/g, `'\\''`)}'`;
}

/** The curl command line that sends the same request. */
export function curlLine(req: PreparedRequest): string {
  const parts = ['curl', '-sS', '-i', '-X', req.method, shellQuote(req.url)];
  for (const [k, v] of Object.entries(req.headers)) parts.push('-H', shellQuote(`${k}: ${v}`));
  if (req.form) {
    for (const [k, v] of Object.entries(req.form.fields)) parts.push('-F', shellQuote(`${k}=${v}`));
    for (const k of req.form.files) parts.push('-F', shellQuote(`${k}=@${k}.bin`));
  } else if (req.body !== undefined) parts.push('--data-raw', shellQuote(req.body));
  return parts.join(' ');
}

/** Whether a declared status key ("200", "4XX", "default") covers a status. */
function statusMatches(key: string, status: number): boolean {
  if (key === 'default') return true;
  if (/^[1-5]XX$/i.test(key)) return String(status)[0] === key[0];
  return key === String(status);
}

function mediaMatches(declared: string, actual: string): boolean {
  if (declared === '*/*') return true;
  const [dt, ds] = declared.toLowerCase().split('/');
  const [at, as] = actual.toLowerCase().split('/');
  return (dt === at || dt === '*') && (ds === as || ds === '*');
}

const isJsonMedia = (type: string) => /^application\/([\w.+-]+\+)?json$/i.test(type);

/** Values of another JSON type than the schema allows, in order of preference. */
function wrongValueFor(types: string[]): Json | undefined {
  const allowed = new Set(types);
  if (allowed.has('number')) allowed.add('integer');
  const candidates: Json[] = [12345, 'not-a-number', true, { unexpected: true }, ['unexpected']];
  return candidates.find((c) => !allowed.has(jsonType(c)) && !(jsonType(c) === 'integer' && allowed.has('number')));
}

/**
 * Runs the check. `target` is the base URL the operations' paths are appended to; `analyzerTarget`, when given,
 * takes the mock analyzer's paths (scripts/lib/analyzer-paths.ts) instead. Resolves with one result per
 * operation and check: { operationId, method, path, check, status: 'pass' | 'fail' | 'skip', message, curl? }.
 */
export async function runContractCheck({
  doc,
  target,
  analyzerTarget,
  headers = {},
  params = {},
  only,
  skip = [],
  concurrency = 4,
  timeoutMs = 15000,
  preferExamples = true,
  onResult,
}: ContractCheckOptions): Promise<{ results: CheckResult[]; passed: number; failed: number; skipped: number }> {
  const base = target.replace(/\/+$/, '');
  // as the dev server routes them: the mock analyzer's paths to its own (validating) address when one is given
  const analyzerBase = analyzerTarget?.replace(/\/+$/, '');
  const baseFor = (path: string) => (analyzerBase && isAnalyzerPath(path) ? analyzerBase : base);
  const validate = schemaValidator(doc);
  const userHeaders = Object.fromEntries(Object.entries(headers));
  const hasUserCsrf = Object.keys(userHeaders).some((k) => k.toLowerCase() === CSRF_HEADER.toLowerCase());
  let ops = listOperations(doc);
  if (only?.length) ops = ops.filter((o) => only.includes(o.operationId));
  ops = ops.filter((o) => !skip.includes(o.operationId));

  const paramValue = (p: JsonObject): Json => {
    const name = String(p.name);
    if (name in params) return params[name]!;
    if ('example' in p) return p.example;
    if (isObject(p.examples)) {
      const first = deref(doc, Object.values(p.examples)[0]);
      if (isObject(first) && 'value' in first) return first.value;
    }
    return sampleValue(doc, p.schema ?? { type: 'string' });
  };

  /** The example requests of an operation: one per named request example, or one from the schema. */
  function exampleRequests(o: SpecOperation): RequestSpec[] {
    const media = o.request[0];
    const success = o.responses.find(([code]) => code.startsWith('2'));
    const successNames = new Set((success?.[1] ?? []).flatMap((m) => m.examples.map(([name]) => name)));
    const bodies: { name: string | null; value: Json | undefined }[] = media?.examples.length
      ? media.examples.map(([name, ex]) => ({ name, value: ex.value }))
      : [{ name: null, value: media ? sampleValue(doc, media.schema) : undefined }];
    return bodies.map(({ name, value }) => {
      const query: Record<string, Json> = {};
      const h: Record<string, string> = { ...userHeaders };
      let path = o.path;
      for (const p of o.parameters) {
        const v = paramValue(p);
        const pName = String(p.name);
        if (p.in === 'path') path = path.replace(`{${pName}}`, encodeURIComponent(String(v)));
        else if (p.in === 'query' && (p.required || pName in params)) query[pName] = v;
        else if (p.in === 'header' && (p.required || pName in params)) h[pName] = String(v);
      }
      if (o.secured && !hasUserCsrf) h[CSRF_HEADER] = PLACEHOLDER_CSRF;
      // the mock answers the response example of the same name as the request example (personas, scenarios)
      if (preferExamples && name && successNames.has(name)) h.Prefer = `example=${name}`;
      return { example: name, op: o, path, query, headers: h, media, body: value };
    });
  }

  /** Turns a request description into what fetch and curl need. */
  function materialise(spec: RequestSpec): PreparedRequest {
    const qs = new URLSearchParams(Object.entries(spec.query).map(([k, v]) => [k, String(v)])).toString();
    const req: PreparedRequest = { method: spec.op.method.toUpperCase(), url: `${baseFor(spec.op.path)}${spec.path}${qs ? `?${qs}` : ''}`, headers: { ...spec.headers } };
    const media = spec.media;
    if (media && spec.body !== undefined) {
      if (media.mediaType === 'multipart/form-data') {
        const schema = flatten(doc, media.schema);
        const props = isObject(schema.properties) ? schema.properties : {};
        const form: NonNullable<PreparedRequest['form']> = { fields: {}, files: [] };
        const body = isObject(spec.body) ? spec.body : {};
        for (const [k, v] of Object.entries(body)) {
          const prop = deref(doc, props[k]);
          if (prop.format === 'binary' || 'contentMediaType' in prop) form.files.push(k);
          else form.fields[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
        }
        req.form = form;
        req.fileContents = Object.fromEntries(form.files.map((k) => [k, String(body[k] ?? '')]));
      } else {
        req.headers['Content-Type'] = media.mediaType;
        req.body = isJsonMedia(media.mediaType) ? JSON.stringify(spec.body) : String(spec.body ?? '');
      }
    }
    return req;
  }

  async function send(req: PreparedRequest): Promise<Received> {
    let body: string | FormData | undefined = req.body;
    if (req.form) {
      const form = new FormData();
      for (const [k, v] of Object.entries(req.form.fields)) form.set(k, v);
      for (const k of req.form.files) form.set(k, new Blob([req.fileContents?.[k] ?? '']), `${k}.bin`);
      body = form;
    }
    try {
      const res = await fetch(req.url, { method: req.method, headers: req.headers, body, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
      const text = await res.text();
      return { status: res.status, contentType: (res.headers.get('content-type') ?? '').split(';')[0].trim(), text };
    } catch (err) {
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : undefined;
      return { status: 0, contentType: '', text: '', error: err instanceof Error ? (cause ?? err.message) : String(err) };
    }
  }

  const describe = (res: Received) => {
    const snippet = res.text.length > 300 ? `${res.text.slice(0, 300)}…` : res.text;
    return `${res.status}${res.contentType ? ` ${res.contentType}` : ''}${snippet ? ` ${snippet.replace(/\s+/g, ' ')}` : ''}`;
  };

  /** Whether an answer is the validating proxy's list of violations rather than the backend's own 500. */
  const violationsOf = (res: Received) => {
    if (res.status !== 500 || !res.contentType.includes('json')) return null;
    try {
      const body: unknown = JSON.parse(res.text);
      return isObject(body) && typeof body.type === 'string' && body.type.endsWith('#VIOLATIONS') ? body : null;
    } catch {
      return null;
    }
  };

  /** The answer checks of one example request. Resolves with check → { status, message }. */
  function answerChecks(o: SpecOperation, res: Received): Partial<Record<CheckName, Outcome>> {
    const out: Partial<Record<CheckName, Outcome>> = {};
    if (res.status === 0) {
      const message = `no answer: ${res.error}`;
      for (const c of ['no-server-error', 'status-declared', 'content-type-declared', 'schema-valid'] as const) out[c] = { status: 'fail', message };
      return out;
    }
    const violations = violationsOf(res);
    out['no-server-error'] =
      res.status >= 500
        ? { status: 'fail', message: violations ? `the validating proxy found violations: ${describe(res)}` : `server error ${describe(res)}` }
        : { status: 'pass', message: String(res.status) };
    const declared = o.responses.find(([code]) => code === String(res.status)) ?? o.responses.find(([code]) => statusMatches(code, res.status));
    if (!declared) {
      out['status-declared'] = { status: 'fail', message: `status ${res.status} is not declared (declared: ${o.responses.map(([c]) => c).join(', ')})` };
      out['content-type-declared'] = { status: 'skip', message: 'status not declared' };
      out['schema-valid'] = { status: 'skip', message: 'status not declared' };
      return out;
    }
    out['status-declared'] = { status: 'pass', message: String(res.status) };
    const medias = declared[1];
    if (!medias.length) {
      out['content-type-declared'] = res.text
        ? { status: 'fail', message: `status ${res.status} declares no body, got ${describe(res)}` }
        : { status: 'pass', message: 'no body' };
      out['schema-valid'] = { status: 'skip', message: 'no body declared' };
      return out;
    }
    const media = medias.find((m) => mediaMatches(m.mediaType, res.contentType));
    if (!media) {
      out['content-type-declared'] = {
        status: 'fail',
        message: `Content-Type ${res.contentType || '(none)'} is not declared for ${res.status} (declared: ${medias.map((m) => m.mediaType).join(', ')})`,
      };
      out['schema-valid'] = { status: 'skip', message: 'content type not declared' };
      return out;
    }
    out['content-type-declared'] = { status: 'pass', message: res.contentType };
    if (!media.schema || !isJsonMedia(res.contentType)) {
      out['schema-valid'] = { status: 'skip', message: media.schema ? `${res.contentType} is not JSON` : 'no schema declared' };
      return out;
    }
    let body: unknown;
    try {
      body = JSON.parse(res.text);
    } catch {
      out['schema-valid'] = { status: 'fail', message: `the body is not JSON: ${describe(res)}` };
      return out;
    }
    const errors = validate(media.schema, body);
    out['schema-valid'] = errors
      ? { status: 'fail', message: `${res.status} body: ${errors.map((e) => e.message).join('; ')}` }
      : { status: 'pass', message: 'valid' };
    return out;
  }

  /** A copy of the first example request without a required member, or null when nothing is required. */
  function withoutRequired(spec: RequestSpec): { spec: RequestSpec; what: string } | null {
    const media = spec.media;
    if (media && isJsonMedia(media.mediaType) && isObject(spec.body)) {
      const schema = flatten(doc, media.schema);
      const present = spec.body;
      const name = (Array.isArray(schema.required) ? schema.required : []).find((r): r is string => typeof r === 'string' && r in present);
      if (name) {
        const body = { ...spec.body };
        delete body[name];
        return { spec: { ...spec, body }, what: `body member ${name} left out` };
      }
    }
    const qp = spec.op.parameters.find((p) => p.in === 'query' && p.required && String(p.name) in spec.query);
    if (qp) {
      const query = { ...spec.query };
      delete query[String(qp.name)];
      return { spec: { ...spec, query }, what: `query parameter ${qp.name} left out` };
    }
    if (spec.op.requestRequired && media && isJsonMedia(media.mediaType)) return { spec: { ...spec, body: undefined, media: null }, what: 'required body left out' };
    return null;
  }

  /** A copy of the first example request with a member of the wrong type, or null when nothing is typed. */
  function withWrongType(spec: RequestSpec): { spec: RequestSpec; what: string } | null {
    const media = spec.media;
    if (media && isJsonMedia(media.mediaType) && isObject(spec.body)) {
      const schema = flatten(doc, media.schema);
      const props = isObject(schema.properties) ? schema.properties : {};
      const required = (Array.isArray(schema.required) ? schema.required : []).filter((r): r is string => typeof r === 'string');
      const names = [...new Set([...required, ...Object.keys(spec.body)])].filter((n) => n in props);
      for (const name of names) {
        const types = schemaTypes(doc, props[name]);
        const wrong = types.length ? wrongValueFor(types) : undefined;
        if (wrong !== undefined) return { spec: { ...spec, body: { ...spec.body, [name]: wrong } }, what: `body member ${name} sent as ${jsonType(wrong)} (declared ${types.join(' or ')})` };
      }
    }
    for (const p of spec.op.parameters.filter((x) => x.in === 'query' && String(x.name) in spec.query)) {
      const types = schemaTypes(doc, p.schema);
      if (types.length && !types.includes('string') && types.some((t) => ['integer', 'number', 'boolean'].includes(t))) {
        return { spec: { ...spec, query: { ...spec.query, [String(p.name)]: 'not-a-number' } }, what: `query parameter ${p.name} sent as text (declared ${types.join(' or ')})` };
      }
    }
    return null;
  }

  async function expectRejected(variant: { spec: RequestSpec; what: string }): Promise<Outcome> {
    const req = materialise(variant.spec);
    const res = await send(req);
    if (res.status >= 400 && res.status < 500) return { status: 'pass', message: `${variant.what}: ${res.status}` };
    return { status: 'fail', message: `${variant.what}: expected a 4xx, got ${res.status === 0 ? `no answer (${res.error})` : describe(res)}`, curl: curlLine(req) };
  }

  async function checkOperation(o: SpecOperation): Promise<CheckResult[]> {
    const results = new Map<CheckName, Outcome | null>(CHECKS.map((c) => [c, null]));
    const specs = exampleRequests(o);
    for (const spec of specs) {
      const req = materialise(spec);
      const res = await send(req);
      const label = spec.example ? ` (example ${spec.example})` : '';
      for (const [check, r] of Object.entries(answerChecks(o, res)) as [CheckName, Outcome][]) {
        const prev = results.get(check);
        if (r.status === 'fail' && prev?.status !== 'fail') results.set(check, { ...r, message: `${r.message}${label}`, curl: curlLine(req) });
        else if (r.status === 'pass' && (!prev || prev.status === 'skip')) results.set(check, r);
        else if (!prev) results.set(check, r);
      }
    }
    const first = specs[0]!;
    const missing = withoutRequired(first);
    results.set('rejects-missing-required', missing ? await expectRejected(missing) : { status: 'skip', message: 'nothing required' });
    const wrong = withWrongType(first);
    results.set('rejects-wrong-type', wrong ? await expectRejected(wrong) : { status: 'skip', message: 'no typed member' });
    if (o.secured) {
      const headers = Object.fromEntries(Object.entries(first.headers).filter(([k]) => k.toLowerCase() !== CSRF_HEADER.toLowerCase()));
      const req = materialise({ ...first, headers });
      const res = await send(req);
      results.set(
        'csrf-required',
        res.status >= 400 && res.status < 500
          ? { status: 'pass', message: `without ${CSRF_HEADER}: ${res.status}` }
          : { status: 'fail', message: `without ${CSRF_HEADER}: expected a 4xx, got ${res.status === 0 ? `no answer (${res.error})` : describe(res)}`, curl: curlLine(req) },
      );
    } else results.set('csrf-required', { status: 'skip', message: 'no CSRF token in its security' });
    return CHECKS.map((check) => ({
      operationId: o.operationId,
      method: o.method.toUpperCase(),
      path: o.path,
      check,
      ...(results.get(check) ?? { status: 'skip', message: 'not checked' }),
    }));
  }

  const perOp: (CheckResult[] | undefined)[] = new Array(ops.length);
  let next = 0;
  let reported = 0;
  const flush = () => {
    while (reported < ops.length && perOp[reported]) {
      for (const r of perOp[reported] ?? []) onResult?.(r);
      reported++;
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, concurrency) }, async () => {
      while (next < ops.length) {
        const i = next++;
        perOp[i] = await checkOperation(ops[i]!);
        flush();
      }
    }),
  );
  const results = perOp.flatMap((r) => r ?? []);
  return {
    results,
    passed: results.filter((r) => r.status === 'pass').length,
    failed: results.filter((r) => r.status === 'fail').length,
    skipped: results.filter((r) => r.status === 'skip').length,
  };
}

const XML_ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };
const xml = (s: unknown) => String(s).replace(/[<>&"']/g, (c) => XML_ESCAPES[c] ?? c).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** The results as a JUnit XML report: one test case per operation and check. */
export function junitReport(results: CheckResult[], { name = 'contract-check', target = '' }: { name?: string; target?: string } = {}): string {
  const failed = results.filter((r) => r.status === 'fail').length;
  const skipped = results.filter((r) => r.status === 'skip').length;
  const cases = results.map((r) => {
    const open = `    <testcase classname="${xml(r.operationId)}" name="${xml(r.check)}">`;
    if (r.status === 'fail') return `${open}\n      <failure message="${xml(r.message)}">${xml(`${r.message}\n${r.curl ?? ''}`)}</failure>\n    </testcase>`;
    if (r.status === 'skip') return `${open}\n      <skipped message="${xml(r.message)}"/>\n    </testcase>`;
    return `${open}</testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(name)}" tests="${results.length}" failures="${failed}" skipped="${skipped}">`,
    `  <testsuite name="${xml(`${name} ${target}`.trim())}" tests="${results.length}" failures="${failed}" skipped="${skipped}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

/** One line of the report; a failure is followed by the curl line that repeats it. */
export function formatResult(r: CheckResult): string {
  const mark = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP' }[r.status];
  const line = `${mark}  ${r.operationId.padEnd(34)} ${r.check.padEnd(25)} ${r.method} ${r.path}  ${r.message}`;
  return r.status === 'fail' && r.curl ? `${line}\n      ${r.curl}` : line;
}
