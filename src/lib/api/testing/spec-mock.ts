/**
 * Test support: the one stand-in for the appliance in component tests. It answers the console's calls in-process
 * from the API spec's own examples, the way the mock appliance does (`Prefer: example=<name>` picks a named example,
 * `Prefer: code=<status>` a failure), so component tests use the same personas, scenarios and faults
 * (src/lib/api/mock-controls.ts) as the browser tests, and run the real client: its middleware (CSRF header,
 * 401 handling, lost connection, ADOM-keyed examples), its time limits and the query layer.
 *
 *   const mock = installMockApi();           // in beforeEach; mock.dispose() in afterEach
 *   mock.persona('readOnly');                // who is signed in (getSysConfig, listAdoms, … answer for them)
 *   mock.scenario('getLogRebuildStatus', 'sqlRebuild');
 *   mock.fail('listNotifications');          // the spec's 500 example
 *   const release = mock.hang('getProfile'); // pending until release()
 *   mock.reply('getClientIp', { ip: '10.0.0.1' });
 *   mock.callsOf('saveProfile')[0].body;     // what was sent
 *
 * The client keeps the fetch function it finds when it loads; tests/setup-dom.ts gives it one that asks the
 * installed mock (see ./fetch-switch.ts).
 */
import openapi from '@generated/openapi.json';
import type { Middleware } from 'openapi-fetch';
import { api, type ApiData } from '@/lib/api/client.ts';
import { setPersona } from '@/lib/api/mock-controls.ts';
import { operations, operationByRoute, type OperationId } from '@generated/api/operations.ts';
import { setTestFetch } from './fetch-switch.ts';

type Json = unknown;
interface MediaObject {
  examples?: Record<string, { value?: Json; $ref?: string }>;
}
interface ResponseObject {
  content?: Record<string, MediaObject>;
  $ref?: string;
}
interface OperationObject {
  responses: Record<string, ResponseObject>;
}

const spec = openapi as unknown as {
  paths: Record<string, Record<string, OperationObject>>;
  components?: Record<string, Record<string, unknown>>;
};

/** Follows a local `$ref` (`#/components/responses/Error`) to what it points at. */
function deref<T>(value: T & { $ref?: string }): T {
  let node: unknown = value;
  for (let i = 0; i < 10 && node && typeof node === 'object' && '$ref' in node; i++) {
    const ref = (node as { $ref: string }).$ref;
    node = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  }
  return node as T;
}

export interface RecordedCall {
  operationId: OperationId;
  method: string;
  /** the JSON body, or the multipart field names */
  body: Json;
  url: URL;
  headers: Headers;
}

export interface MockReply {
  status?: number;
  body: Json;
  /** content type of the answer: JSON unless said otherwise (a string body is sent as it is) */
  type?: string;
}

/** Replaces the spec's answer for one call (given the spec's own answer); return undefined to fall back to the spec. */
export type MockHandler = (call: RecordedCall, specAnswer: Json) => MockReply | undefined | Promise<MockReply | undefined>;

interface SpecAnswer {
  status: number;
  type: string;
  body: Json;
}

function operationOf(operationId: OperationId): OperationObject {
  const { method, path } = operations[operationId];
  const op = spec.paths[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`mock-api: ${method} ${path} is not in the spec`);
  return op;
}

/** The examples of one answer of an operation (the first success when no status is given). */
function examplesOf(operationId: OperationId, status?: number): { status: number; type: string; examples: Record<string, Json> } {
  const op = operationOf(operationId);
  const code = status !== undefined ? String(status) : Object.keys(op.responses).find((c) => c.startsWith('2'))!;
  const raw = op.responses[code];
  if (!raw) throw new Error(`mock-api: ${operationId} has no ${code} answer in the spec`);
  const response = deref(raw);
  const [type, media] = Object.entries(response.content ?? {})[0] ?? ['application/json', {}];
  const examples: Record<string, Json> = {};
  for (const [name, example] of Object.entries(media.examples ?? {})) examples[name] = deref(example).value;
  return { status: Number(code), type, examples };
}

/** A named example of an operation's answer, as the spec holds it (a copy): the first success example by default. */
export function specExample(operationId: OperationId, name?: string, status?: number): Json {
  const { examples } = examplesOf(operationId, status);
  const key = name ?? Object.keys(examples)[0];
  if (!key || !(key in examples)) throw new Error(`mock-api: ${operationId} has no example ${name ?? ''} for ${status ?? 'success'}`);
  return structuredClone(examples[key]);
}

function specAnswer(operationId: OperationId, prefer: string | null): SpecAnswer {
  const wantedCode = prefer?.match(/code=(\d+)/)?.[1];
  const wantedExample = prefer?.match(/example=([\w-]+)/)?.[1];
  const { status, type, examples } = examplesOf(operationId, wantedCode ? Number(wantedCode) : undefined);
  if (wantedExample && !(wantedExample in examples)) throw new Error(`mock-api: ${operationId} has no example ${wantedExample}`);
  const name = wantedExample ?? Object.keys(examples)[0];
  return { status, type, body: name ? structuredClone(examples[name]) : null };
}

async function bodyOf(request: Request): Promise<Json> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.clone().json();
  if (type.includes('multipart/form-data')) return [...(await request.clone().formData()).keys()];
  return undefined;
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

type ReplyBody = Json | ((call: RecordedCall, specAnswer: Json) => Json);

interface ReplyOptions {
  status?: number;
  type?: string;
}

/** Answers one operation with a fixed body, or with one made from the call and the spec's answer. */
export interface ReplyControl {
  <K extends OperationId>(operationId: K, answer: (call: RecordedCall, specAnswer: ApiData<K>) => Json, options?: ReplyOptions): void;
  (operationId: OperationId, body: Json, options?: ReplyOptions): void;
}

interface Override {
  example?: string;
  status?: number;
  reply?: { body: ReplyBody; status: number; type?: string };
  hang?: Promise<void>;
  unreachable?: boolean;
}

export interface MockApi {
  calls: RecordedCall[];
  /** operation ids in call order */
  order: () => OperationId[];
  /** calls of one operation, in order */
  callsOf: (operationId: OperationId) => RecordedCall[];
  /** custom answers by operation (win over everything below) */
  handlers: Partial<Record<OperationId, MockHandler>>;
  /** who is signed in: operations with an example of that name answer with it (getSysConfig's superAdmin, readOnly, …) */
  persona: (name: string) => void;
  /** answers one operation with one of its named examples, whoever is signed in */
  scenario: (operationId: OperationId, example: string) => void;
  /** makes one operation fail with the spec's answer for that status (500 by default; a named example of it if given), replacing a custom answer */
  fail: (operationId: OperationId, status?: number, example?: string) => void;
  /** answers one operation with this body (or one made from the call and the spec's answer, which a scenario picks) */
  reply: ReplyControl;
  /** keeps one operation's calls pending until the returned release is called (or the call is aborted) */
  hang: (operationId: OperationId) => () => void;
  /** makes one operation's calls fail as a network failure does (the appliance cannot be reached) */
  unreachable: (operationId: OperationId) => void;
  /** back to the spec's answers for one operation (or all) */
  reset: (operationId?: OperationId) => void;
  dispose: () => void;
}

/** The operation of a request by its method and path (the client's base /api and the spec's path templates). */
const routePatterns = Object.entries(operationByRoute).map(([route, id]) => {
  const [method, path] = route.split(' ') as [string, string];
  const pattern = new RegExp(`^/api${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return { method, pattern, id };
});
function operationOfUrl(method: string, pathname: string): OperationId | undefined {
  return routePatterns.find((r) => r.method === method && r.pattern.test(pathname))?.id;
}

export function installMockApi(handlers: Partial<Record<OperationId, MockHandler>> = {}): MockApi {
  const calls: RecordedCall[] = [];
  const overrides = new Map<OperationId, Override>();
  const pending = new WeakMap<Request, OperationId>();
  const override = (id: OperationId, patch: Override) => overrides.set(id, { ...overrides.get(id), ...patch });

  const mock: MockApi = {
    calls,
    order: () => calls.map((c) => c.operationId),
    callsOf: (id) => calls.filter((c) => c.operationId === id),
    handlers,
    persona: (name) => setPersona(name),
    scenario(id, example) {
      if (!(operations[id].examples as readonly string[]).includes(example)) throw new Error(`mock-api: ${id} has no example ${example}`);
      override(id, { example, status: undefined });
    },
    fail(id, status = 500, example) {
      if (example) specExample(id, example, status);
      else examplesOf(id, status);
      // a failure wins over a custom answer given earlier
      override(id, { status, example, reply: undefined });
    },
    reply: ((id: OperationId, body: ReplyBody, options: ReplyOptions = {}) => {
      override(id, { reply: { body, status: options.status ?? 200, type: options.type } });
    }) as ReplyControl,
    hang(id) {
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      override(id, { hang: gate });
      return () => {
        const current = overrides.get(id);
        if (current?.hang === gate) override(id, { hang: undefined });
        release();
      };
    },
    unreachable(id) {
      override(id, { unreachable: true });
    },
    reset(id) {
      if (id) overrides.delete(id);
      else overrides.clear();
    },
    dispose() {
      api.eject(middleware);
      setTestFetch(undefined);
    },
  };

  // runs after the client's own middleware (so its Prefer header is set): notes which operation a request is
  const middleware: Middleware = {
    onRequest({ request, schemaPath }) {
      const operationId = operationByRoute[`${request.method} ${schemaPath}`];
      if (!operationId) throw new Error(`mock-api: no operation for ${request.method} ${schemaPath}`);
      pending.set(request, operationId);
      return undefined;
    },
  };

  async function answer(request: Request): Promise<Response> {
    // an upload with progress reaches the double again through XMLHttpRequest (./fetch-switch.ts): known by its route
    const operationId = pending.get(request) ?? operationOfUrl(request.method, new URL(request.url).pathname);
    if (!operationId) throw new Error(`mock-api: ${request.method} ${request.url} did not come through the API client`);
    const recorded: RecordedCall = {
      operationId,
      method: request.method,
      body: await bodyOf(request),
      url: new URL(request.url),
      headers: request.headers,
    };
    calls.push(recorded);
    const rule = overrides.get(operationId) ?? {};
    if (rule.hang) await Promise.race([rule.hang, aborted(request.signal)]);
    if (request.signal.aborted) await aborted(request.signal);
    if (rule.unreachable) throw new TypeError('fetch failed');

    let prefer = request.headers.get('Prefer');
    if (rule.status) prefer = rule.example ? `code=${rule.status}, example=${rule.example}` : `code=${rule.status}`;
    else if (rule.example) prefer = `example=${rule.example}`;
    const handler = mock.handlers[operationId];
    let reply: SpecAnswer | undefined;
    try {
      reply = specAnswer(operationId, prefer);
    } catch (err) {
      if (!handler && !rule.reply) throw err;
    }
    let custom = await handler?.(recorded, reply?.body);
    if (!custom && rule.reply) {
      const { body, status, type } = rule.reply;
      custom = { status, type, body: typeof body === 'function' ? (body as (c: RecordedCall, s: Json) => Json)(recorded, reply?.body) : body };
    }
    if (custom) {
      const isText = typeof custom.body === 'string';
      const text = isText ? (custom.body as string) : JSON.stringify(custom.body);
      const type = custom.type ?? (isText ? 'text/plain' : 'application/json');
      return new Response(custom.body === undefined ? null : text, { status: custom.status ?? 200, headers: { 'content-type': type } });
    }
    if (!reply) throw new Error(`mock-api: no answer for ${operationId}`);
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status, headers: { 'content-type': reply.type } });
  }

  api.use(middleware);
  setTestFetch((input, init) => answer(input instanceof Request ? input : new Request(input, init)));
  return mock;
}
