/**
 * One call to the mock appliance as a rule sees it: the operation, its parameters and body typed from the API
 * description (generated/api/schema.ts), the world it belongs to (sandbox and persona), the documents that world
 * keeps, and the Prism mock for the examples.
 */
import type { OperationId } from '../../generated/api/operations.ts';
import { operations as operationTable } from '../../generated/api/operations.ts';
import type { operations } from '../../generated/api/schema.ts';
import { exampleFor } from '../../src/lib/api/mock-examples.ts';
import type { Store } from './store.ts';

export type { OperationId };

type Op<K extends OperationId> = operations[K];
/** The JSON body of an operation's request. */
export type RequestBody<K extends OperationId> = Op<K> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : unknown;
/** The JSON body of an operation's 200 answer. */
export type Answer<K extends OperationId> = Op<K>['responses'] extends { 200: { content: { 'application/json': infer R } } } ? R : unknown;
/** The JSON body of the answer of another status. */
export type AnswerOf<K extends OperationId, S extends number> = Op<K>['responses'] extends { [P in S]: { content: { 'application/json': infer R } } } ? R : never;
export type PathParams<K extends OperationId> = Op<K>['parameters'] extends { path: infer P } ? P : Record<string, never>;

/** What the appliance answers: a status and a JSON body, or bytes with their headers (a forwarded answer). */
export interface Reply {
  status: number;
  body?: unknown;
  bytes?: Buffer;
  headers?: Record<string, string>;
}

/** A call refused with a status the operation declares, and its body. */
export class Refusal extends Error {
  readonly reply: Reply;
  constructor(status: number, body: unknown) {
    super(`refused with ${status}`);
    this.reply = { status, body };
  }
}

export interface Upstream {
  /** the Prism mock: the examples of every operation */
  prism: string;
}

export interface CallInit {
  operationId: OperationId;
  method: string;
  /** the path and query as received (without /api) */
  url: string;
  path: Record<string, string>;
  query: URLSearchParams;
  headers: Record<string, string>;
  raw: Buffer;
  sandbox: string;
  persona: string;
}

export interface SeedFrom<K extends OperationId = OperationId> {
  /** the read whose example seeds the document */
  op: K;
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

const FORWARDED_OUT = new Set(['host', 'connection', 'content-length', 'accept-encoding', 'transfer-encoding', 'keep-alive']);
const FORWARDED_BACK = new Set(['connection', 'content-length', 'transfer-encoding', 'content-encoding', 'keep-alive', 'date']);

/** Sends a request to the Prism mock and reads its whole answer. */
export async function askPrism(base: string, method: string, url: string, headers: Record<string, string>, body?: Buffer): Promise<Reply> {
  const sent: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (!FORWARDED_OUT.has(k)) sent[k] = v;
  const response = await fetch(`${base}${url}`, { method, headers: sent, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
  const back: Record<string, string> = {};
  response.headers.forEach((v, k) => {
    if (!FORWARDED_BACK.has(k)) back[k] = v;
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: back };
}

/** The JSON of an answer, or undefined. */
export function jsonOf(reply: Reply): unknown {
  if (reply.body !== undefined) return reply.body;
  if (!reply.bytes || reply.bytes.length === 0) return undefined;
  try {
    return JSON.parse(reply.bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The call a rule handles, with the documents of its world. Changes are written when the rule returns. */
export class Call<K extends OperationId = OperationId> {
  readonly operationId: K;
  readonly method: string;
  readonly url: string;
  readonly path: PathParams<K> & Record<string, string>;
  readonly query: URLSearchParams;
  readonly headers: Record<string, string>;
  readonly raw: Buffer;
  readonly sandbox: string;
  readonly persona: string;
  readonly world: string;
  /** documents changed by this call, written in one transaction */
  readonly changes = new Map<string, unknown>();
  private parsed: unknown;
  private readonly store: Store;
  private readonly upstream: Upstream;

  constructor(init: CallInit & { operationId: K }, store: Store, upstream: Upstream) {
    this.operationId = init.operationId;
    this.method = init.method;
    this.url = init.url;
    this.path = init.path as PathParams<K> & Record<string, string>;
    this.query = init.query;
    this.headers = init.headers;
    this.raw = init.raw;
    this.sandbox = init.sandbox;
    this.persona = init.persona;
    this.world = worldOf(init.sandbox, init.persona);
    this.store = store;
    this.upstream = upstream;
  }

  /** The request's JSON body (the validating proxy in front has checked it against the description). */
  get body(): RequestBody<K> {
    if (this.parsed === undefined && this.raw.length > 0 && (this.headers['content-type'] ?? '').includes('json')) {
      this.parsed = JSON.parse(this.raw.toString('utf8'));
    }
    return this.parsed as RequestBody<K>;
  }

  /** A multipart request's fields and files. */
  async form(): Promise<FormData> {
    return new Response(new Uint8Array(this.raw), { headers: { 'content-type': this.headers['content-type'] ?? '' } }).formData();
  }

  /** The Prism mock's answer to this very call (its example). */
  forward(): Promise<Reply> {
    return askPrism(this.upstream.prism, this.method, this.url, this.headers, this.raw);
  }

  /** The example another operation answers with for this world (what a document is seeded from). */
  async example<S extends OperationId>(from: SeedFrom<S>): Promise<Answer<S>> {
    return jsonOf(await this.exampleReply(from)) as Answer<S>;
  }

  /** The example of an operation that answers text (the registration service's tagged text), for this world. */
  async exampleText(from: SeedFrom): Promise<string> {
    return (await this.exampleReply(from, 'text/plain')).bytes?.toString('utf8') ?? '';
  }

  private async exampleReply(from: SeedFrom, accept = 'application/json'): Promise<Reply> {
    const { method, path } = operationTable[from.op];
    const query = from.query ? `?${new URLSearchParams(from.query).toString()}` : '';
    const choice = exampleFor(from.op, { path: from.path, query: from.query, body: from.body }, { persona: this.persona, adom: from.path?.adom });
    // a read made by POST (the update manager's proxy calls) needs the CSRF token, which a GET call seeding it has not
    const headers: Record<string, string> = { accept, 'content-type': 'application/json', 'x-csrf-token': this.headers['x-csrf-token'] ?? 'appliance' };
    if (choice) headers.prefer = choice.prefer;
    const body = from.body === undefined ? undefined : Buffer.from(JSON.stringify(from.body));
    const reply = await askPrism(this.upstream.prism, method, `${fillPath(path, from.path ?? {})}${query}`, headers, body);
    if (reply.status >= 400) throw new Error(`seeding from ${from.op} failed: ${reply.status} ${reply.bytes?.toString('utf8').slice(0, 200)}`);
    return reply;
  }

  /** A document of this world as changed so far by this call, or kept, or seeded from an example. */
  async doc<T>(key: string, seed: () => Promise<T> | T): Promise<T> {
    if (this.changes.has(key)) return this.changes.get(key) as T;
    const kept = this.store.get(this.world, key);
    if (kept !== undefined) return structuredClone(kept) as T;
    const seeded = await seed();
    // a document is kept from its first reading, so later examples cannot change what was seen
    this.changes.set(key, seeded);
    return structuredClone(seeded);
  }

  /** A document of this world as kept (or changed by this call), without seeding it. */
  peek<T>(key: string): T | undefined {
    if (this.changes.has(key)) return this.changes.get(key) as T;
    const kept = this.store.get(this.world, key);
    return kept === undefined ? undefined : (structuredClone(kept) as T);
  }

  /** The operation's 200 answer, typed by the description. */
  ok(body: Answer<K>): Reply {
    return { status: 200, body };
  }

  /** Changes a document; written when the rule has answered without failing. */
  set(key: string, value: unknown): void {
    this.changes.set(key, value);
  }
}

export const worldOf = (sandbox: string, persona: string) => `${sandbox}|${persona}`;

/** How the appliance answers one operation from what it keeps. */
export type Rule<K extends OperationId> = (call: Call<K>) => Promise<Reply> | Reply;
/** The rules of a group of operations. */
export type Rules = { [K in OperationId]?: Rule<K> };

