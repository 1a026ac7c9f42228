#!/usr/bin/env node
/**
 * The mock appliance: a stateful service behind Prism's validating proxy (`prism proxy … --errors`), so every
 * request and every answer is still checked against the API description.
 *
 *   - an operation with a rule (./rules) is answered from what the appliance keeps (./store.ts), seeded lazily from
 *     the description's examples for the signed-in persona;
 *   - every other operation, and every call with an injected fault or a named scenario (`X-Mock-Explicit`, or
 *     `Prefer: code=…`), goes on to the Prism mock as it is;
 *   - the analyzer's widget and log operations go on to the mock analyzer service.
 *
 * State is kept per sandbox (the `mock-sandbox` cookie or the `X-Mock-Sandbox` header; `default` otherwise) and per
 * persona (`X-Mock-Persona`). Control, outside the appliance's API:
 *   POST /__mock/reset         the caller's sandbox back to the examples (`?all=1`: every sandbox)
 *   POST /__mock/restart       stop and start again with what the store kept (as a restarted unit)
 *   GET  /__mock/health        ready
 *
 * Environment: APPLIANCE_PORT, APPLIANCE_HOST, PRISM_URL (the Prism mock), ANALYZER_URL (the analyzer service),
 * APPLIANCE_STORE (the store file, default .tmp/appliance/state.duckdb; `:memory:` keeps nothing), APPLIANCE_RESET=1
 * (start from the examples).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { operations as operationTable, type OperationId } from '../../generated/api/operations.ts';
import { isAnalyzerPath } from '../lib/analyzer-paths.ts';
import { RESTART_EXIT_CODE, SANDBOX_COOKIE } from '../lib/mock-control.ts';
import { matchRoute, routesOf } from '../lib/operation-routes.ts';
import { root } from '../lib/processes.ts';
import { askPrism, Call, Refusal, type Reply } from './call.ts';
import { rules } from './rules/index.ts';
import { openStore } from './store.ts';

export const DEFAULT_SANDBOX = 'default';
const DEFAULT_PERSONA = 'superAdmin';

const port = Number(process.env.APPLIANCE_PORT ?? 4050);
const host = process.env.APPLIANCE_HOST ?? '127.0.0.1';
const prism = process.env.PRISM_URL ?? 'http://127.0.0.1:4010';
const analyzer = process.env.ANALYZER_URL ?? null;
const storeFile = process.env.APPLIANCE_STORE ?? join(root, '.tmp/appliance/state.duckdb');

const store = await openStore(storeFile);
if (process.env.APPLIANCE_RESET === '1') await store.reset();

// routes with more fixed segments first, so /a/b/file is not taken by /a/b/{name}
const routes = routesOf(Object.keys(operationTable) as OperationId[]).sort(
  (a, b) => b.segments.filter((s) => !s.startsWith('{')).length - a.segments.filter((s) => !s.startsWith('{')).length,
);

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** The sandbox a request belongs to. */
export function sandboxOf(headers: IncomingMessage['headers']): string {
  const value = (headers['x-mock-sandbox'] as string | undefined) ?? cookie(headers.cookie, SANDBOX_COOKIE) ?? DEFAULT_SANDBOX;
  return value.replace(/[^\w.-]/g, '').slice(0, 80) || DEFAULT_SANDBOX;
}

function send(res: ServerResponse, reply: Reply) {
  const headers: Record<string, string> = { ...(reply.headers ?? {}) };
  let payload: Buffer | string = '';
  if (reply.bytes) payload = reply.bytes;
  else if (reply.body !== undefined) {
    payload = JSON.stringify(reply.body);
    headers['content-type'] = 'application/json';
  }
  headers['content-length'] = String(Buffer.byteLength(payload));
  res.writeHead(reply.status, headers);
  res.end(payload);
}

function flatHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

async function control(req: IncomingMessage, url: URL): Promise<Reply> {
  if (url.pathname === '/__mock/health') return { status: 200, body: { ok: true, documents: store.size() } };
  if (url.pathname === '/__mock/reset' && req.method === 'POST') {
    const all = url.searchParams.get('all') === '1';
    const sandbox = sandboxOf(req.headers);
    await store.reset(all ? undefined : sandbox);
    return { status: 200, body: { reset: all ? 'all' : sandbox } };
  }
  if (url.pathname === '/__mock/restart' && req.method === 'POST') {
    // the unit restarts: answered first, then the process ends and is started again with what the store kept
    setTimeout(() => {
      server.close();
      // the change being written finishes first
      void store.exclusive(async () => undefined).then(() => {
        store.close();
        process.exit(RESTART_EXIT_CODE);
      });
    }, 20);
    return { status: 202, body: { restarting: true } };
  }
  return { status: 404, body: { code: -3, message: 'Object does not exist.' } };
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://appliance');
  if (url.pathname.startsWith('/__mock/')) return send(res, await control(req, url));
  const raw = await readBody(req);
  const headers = flatHeaders(req);
  const method = (req.method ?? 'GET').toUpperCase();
  const target = `${url.pathname}${url.search}`;
  const match = matchRoute(routes, method, url.pathname);
  const operationId = match.kind === 'found' ? match.operationId : null;
  const rule = operationId ? (rules[operationId] as ((call: Call) => Promise<Reply> | Reply) | undefined) : undefined;
  const explicit = headers['x-mock-explicit'] === '1' || /(^|[;,\s])code=/.test(headers.prefer ?? '');
  // the analyzer's data service answers widget and log calls (custom views are kept here)
  if (analyzer && isAnalyzerPath(url.pathname) && !(rule && !explicit)) return send(res, await askPrism(analyzer, method, target, headers, raw));
  if (!operationId || !rule || explicit) return send(res, await askPrism(prism, method, target, headers, raw));
  const call = new Call(
    {
      operationId,
      method,
      url: target,
      path: match.kind === 'found' ? match.path : {},
      query: url.searchParams,
      headers,
      raw,
      sandbox: sandboxOf(req.headers),
      persona: (headers['x-mock-persona'] ?? DEFAULT_PERSONA).replace(/[^\w.-]/g, '') || DEFAULT_PERSONA,
    },
    store,
    { prism },
  );
  const reply = await store.exclusive(async () => {
    let answer: Reply;
    try {
      answer = await rule(call);
    } catch (err) {
      if (err instanceof Refusal) return err.reply;
      throw err;
    }
    if (answer.status < 400) await store.put(call.world, call.changes);
    return answer;
  });
  send(res, reply);
}

const server = createServer((req, res) => {
  handle(req, res).catch((err: unknown) => {
    console.error(`[appliance] ${req.method} ${req.url}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    if (!res.headersSent) send(res, { status: 500, body: { code: -1, message: 'Internal error.' } });
    else res.destroy();
  });
});
server.keepAliveTimeout = 30_000;

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close();
  store.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

server.listen(port, host, () => {
  console.log(`mock appliance on http://${host}:${port} (store ${storeFile}, ${store.size()} documents kept; examples from ${prism})`);
});
