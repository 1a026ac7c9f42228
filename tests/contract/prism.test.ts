import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deref, isObject, loadBundled, operations, sample, type JsonObject, type Operation } from './support/openapi.ts';
import { startPrism, type MockServer } from './support/prism.ts';

const doc = loadBundled();
const ops = operations(doc);
let prism: MockServer;

beforeAll(async () => {
  prism = await startPrism();
});
afterAll(async () => {
  await prism?.stop();
});

function paramValue(p: JsonObject): unknown {
  if ('example' in p) return p.example;
  if (isObject(p.examples)) {
    const first = Object.values(p.examples)[0];
    if (isObject(first) && 'value' in first) return first.value;
  }
  return sample(doc, p.schema ?? { type: 'string' });
}

/** The operation's own example request: path and query from parameter examples, body from the first request example. */
function exampleRequest(o: Operation, headers: Record<string, string> = {}): [string, RequestInit] {
  let path = o.path;
  const query = new URLSearchParams();
  const h: Record<string, string> = { ...headers };
  for (const p of o.parameters) {
    const value = paramValue(p);
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    else if (p.in === 'query' && p.required) query.set(String(p.name), String(value));
    else if (p.in === 'header' && p.required) h[String(p.name)] = String(value);
  }
  if (o.secured) h['X-CSRF-Token'] = 'contract-test-csrf-token';
  const init: RequestInit = { method: o.method.toUpperCase(), headers: h };
  const media = o.request[0];
  if (media) {
    const body = media.examples.length ? media.examples[0][1].value : sample(doc, media.schema);
    if (media.mediaType === 'multipart/form-data') {
      const form = new FormData();
      const schema = deref(doc, media.schema);
      const props = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
      for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) {
        const prop = deref(doc, props[k]);
        const isFile = isObject(prop) && (prop.format === 'binary' || 'contentMediaType' in prop);
        if (isFile) form.set(k, new Blob([String(v)]), `${k}.bin`);
        else form.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
      }
      init.body = form;
    } else if (media.mediaType.includes('json')) {
      h['Content-Type'] = media.mediaType;
      init.body = JSON.stringify(body);
    } else {
      h['Content-Type'] = media.mediaType;
      init.body = String(body ?? '');
    }
  }
  const qs = query.toString();
  return [`${prism.url}${path}${qs ? `?${qs}` : ''}`, init];
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  return type.includes('json') && text ? JSON.parse(text) : text;
}

const successExamples = ops.flatMap((o) => {
  const success = o.responses.find(([code]) => code.startsWith('2'));
  if (!success) return [];
  return success[1].flatMap((m) => m.examples.map(([name, ex]) => [`${o.operationId} · ${name}`, o, name, ex.value, m.mediaType] as const));
});

describe('the mock answers every operation of the spec', () => {
  it.each(ops.map((o) => [o.operationId, o] as const))('%s accepts its own example request', async (_id, o) => {
    const [url, init] = exampleRequest(o);
    const res = await fetch(url, init);
    const body = await readBody(res);
    expect(res.status, `${o.method.toUpperCase()} ${o.path} → ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(200);
    expect(res.status, `${o.method.toUpperCase()} ${o.path} → ${JSON.stringify(body)}`).toBeLessThan(300);
  });

  it.each(successExamples)('%s is served with Prefer: example', async (_label, o, name, value, mediaType) => {
    const [url, init] = exampleRequest(o, { Prefer: `example=${name}`, Accept: mediaType });
    const res = await fetch(url, init);
    const body = await readBody(res);
    expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
    expect(body).toEqual(mediaType.includes('json') ? value : String(value));
  });

  it.each(ops.map((o) => [o.operationId, o] as const))('%s fails on demand with Prefer: code=500', async (_id, o) => {
    const [url, init] = exampleRequest(o, { Prefer: 'code=500' });
    const res = await fetch(url, init);
    const body = (await readBody(res)) as { message?: unknown };
    expect(res.status).toBe(500);
    expect(typeof body.message).toBe('string');
  });

  it('validates requests: a body missing its required members is refused with 422', async () => {
    const o = ops.find((x) => {
      const m = x.request.find((r) => r.mediaType.includes('json'));
      const schema = m && deref(doc, m.schema);
      return isObject(schema) && Array.isArray(schema.required) && schema.required.length > 0;
    });
    expect(o).toBeDefined();
    const [url, init] = exampleRequest(o!);
    init.body = '{}';
    const res = await fetch(url, init);
    expect(res.status).toBe(422);
  });

  it('refuses a mutating call without the CSRF token', async () => {
    const secured = ops.find((o) => o.secured && o.operationId === 'signOut') ?? ops.find((o) => o.secured);
    expect(secured).toBeDefined();
    const [url, init] = exampleRequest(secured!);
    delete (init.headers as Record<string, string>)['X-CSRF-Token'];
    const res = await fetch(url, init);
    expect(res.status).toBe(401);
  });
});
