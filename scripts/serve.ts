#!/usr/bin/env node
/**
 * npm run preview: the production bundle as an appliance would serve it — a strict Content-Security-Policy
 * (no 'unsafe-eval': forms ship precompiled validators), SPA fallback to index.html, text compressed (brotli or
 * gzip, as the browser accepts: the build's own .br/.gz files, or compressed here once), and /api (HTTP and
 * websocket) proxied to the mock appliance or, with --api URL, to a real one.
 *
 *   npx tsx scripts/serve.ts [--port N] [--host H] [--no-build] [--dist DIR] [--api URL] [--mock-port N]
 *
 * `startServer()` is the same server for the browser tests.
 */
import http, { type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import tls from 'node:tls';
import type { Stats } from 'node:fs';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile as readFileAsync } from 'node:fs/promises';
import { extname, isAbsolute, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import zlib from 'node:zlib';
import { MOCK_CONTROL_PREFIX } from './lib/mock-control.ts';
import { findFreePort } from './lib/ports.ts';
import { binPath, root, runCommand } from './lib/processes.ts';
import type { RunningMock } from './lib/mock-server.ts';

/** The policy every page of the console is served with. */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // the Vulnerable Devices dialog loads and matches its fleet in a same-origin module worker
  'worker-src': ["'self'"],
  // antd writes its component styles into <style> elements at run time (CSS-in-JS). A nonce is not enough
  // with antd 6: its scroll locker (modals, drawers) adds a <style> without the nonce and some components
  // set style attributes, so a nonce-only policy breaks them. Scripts stay strict: no inline, no eval.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'", 'ws:', 'wss:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  // Return To Portal posts the cloud portal's own form back to the provider's cloud
  'form-action': ["'self'", 'https://*.forticloud.com'],
};

export function contentSecurityPolicy(directives: Record<string, string[]> = CSP_DIRECTIVES): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);

// Headers that describe one hop, not the message (RFC 9110 §7.6.1); never forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Where /api/<rest> goes: <target path>/<rest>, the query kept. */
function upstreamPath(target: URL, url: string, stripApi = true): string {
  const base = target.pathname.replace(/\/+$/, '');
  const rest = (stripApi ? url.slice(4) : url) || '/';
  return `${base}${rest.startsWith('/') ? rest : `/${rest}`}`;
}

function forwardedHeaders(req: IncomingMessage, target: URL): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
  headers.host = target.host;
  const forwardedFor = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${req.socket.remoteAddress}` : (req.socket.remoteAddress ?? '');
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = req.socket instanceof tls.TLSSocket && req.socket.encrypted ? 'https' : 'http';
  return headers;
}

const tlsVerify = () => process.env.API_INSECURE !== '1';

function proxyHttp(req: IncomingMessage, res: ServerResponse, target: URL, stripApi = true) {
  const secure = target.protocol === 'https:' || target.protocol === 'wss:';
  const client = secure ? https : http;
  const upstream = client.request(
    {
      protocol: secure ? 'https:' : 'http:',
      hostname: target.hostname,
      port: target.port || (secure ? 443 : 80),
      method: req.method,
      path: upstreamPath(target, req.url ?? '/', stripApi),
      headers: forwardedHeaders(req, target),
      rejectUnauthorized: tlsVerify(),
    },
    (upstreamRes) => {
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(upstreamRes.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
      headers['x-content-type-options'] = 'nosniff';
      res.writeHead(upstreamRes.statusCode ?? 502, headers);
      upstreamRes.pipe(res);
    },
  );
  upstream.on('error', (err) => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'content-type': 'application/json', ...SECURITY_HEADERS });
    res.end(JSON.stringify({ code: 502, message: `The appliance could not be reached (${err.message}).` }));
  });
  req.on('aborted', () => upstream.destroy());
  req.pipe(upstream);
}

function proxyUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, target: URL) {
  const secure = target.protocol === 'https:' || target.protocol === 'wss:';
  const port = Number(target.port || (secure ? 443 : 80));
  const upstream = secure
    ? tls.connect({ host: target.hostname, port, servername: target.hostname, rejectUnauthorized: tlsVerify() })
    : net.connect({ host: target.hostname, port });
  const headers = forwardedHeaders(req, target);
  // an upgrade request keeps its Connection/Upgrade headers
  headers.connection = 'Upgrade';
  headers.upgrade = req.headers.upgrade ?? 'websocket';
  upstream.once(secure ? 'secureConnect' : 'connect', () => {
    const lines = [`${req.method} ${upstreamPath(target, req.url ?? '/')} HTTP/1.1`];
    for (const [name, value] of Object.entries(headers)) {
      for (const v of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${v}`);
    }
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head?.length) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', close);
  socket.on('error', close);
  upstream.on('close', () => socket.destroy());
  socket.on('close', () => upstream.destroy());
}

/** Types worth compressing: text. Images, fonts and wasm are sent as they are. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** Smaller than this, compression saves less than it costs. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * The encoding to answer with for an Accept-Encoding header: 'br', 'gzip' or null (identity). q-values count
 * (`br;q=0` refuses brotli, `*` stands for any coding not named); brotli wins a tie.
 */
export function chooseEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of [header].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const weight = (coding: string): number => q.get(coding) ?? (coding === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

// compressed on the fly (a build without .br/.gz files beside its own), kept while the file is unchanged
const compressedCache = new Map<string, { mtimeMs: number; size: number; data: Buffer }>();
let compressedCacheBytes = 0;
const COMPRESSED_CACHE_LIMIT = 64 * 1024 * 1024;

async function compressedOnTheFly(file: string, stat: Stats, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding}:${file}`;
  const hit = compressedCache.get(key);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.data;
  const raw = await readFileAsync(file);
  // fast settings: the first request waits for them
  const data =
    encoding === 'br'
      ? await brotliAsync(raw, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        })
      : await gzipAsync(raw, { level: 6 });
  if (hit) compressedCacheBytes -= hit.data.length;
  compressedCache.delete(key);
  compressedCache.set(key, { mtimeMs: stat.mtimeMs, size: stat.size, data });
  compressedCacheBytes += data.length;
  for (const [k, v] of compressedCache) {
    if (compressedCacheBytes <= COMPRESSED_CACHE_LIMIT) break;
    compressedCache.delete(k);
    compressedCacheBytes -= v.data.length;
  }
  return data;
}

/**
 * Sends a file of the build, compressed when the client accepts it and the type is text: the build's own
 * <file>.br / <file>.gz when present and not older than the file, otherwise compressed here once and kept.
 */
async function sendStatic(req: IncomingMessage, res: ServerResponse, file: string, headers: Record<string, string>): Promise<void> {
  const stat = statSync(file);
  const type = MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const base: OutgoingHttpHeaders = { 'content-type': type, ...headers };
  const compressible = COMPRESSIBLE_TYPE.test(type);
  if (compressible) base.vary = 'Accept-Encoding';
  const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : null;
  if (encoding && stat.size >= MIN_COMPRESS_BYTES) {
    const sibling = `${file}${SUFFIX[encoding]}`;
    const siblingStat = existsSync(sibling) ? statSync(sibling) : null;
    if (siblingStat?.isFile() && siblingStat.mtimeMs >= stat.mtimeMs) {
      res.writeHead(200, { ...base, 'content-encoding': encoding, 'content-length': siblingStat.size });
      if (req.method === 'HEAD') return void res.end();
      return void createReadStream(sibling).pipe(res);
    }
    const data = await compressedOnTheFly(file, stat, encoding);
    if (data.length < stat.size) {
      res.writeHead(200, { ...base, 'content-encoding': encoding, 'content-length': data.length });
      return void res.end(req.method === 'HEAD' ? undefined : data);
    }
  }
  res.writeHead(200, { ...base, 'content-length': stat.size });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).pipe(res);
}

export interface StartServerOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The built console; default dist/. */
  distDir?: string;
  /** Where /api goes (the mock's or an appliance's base URL): /api/<path> → <apiTarget>/<path>. */
  apiTarget?: string;
  /** Where the /api/ws websocket goes when it differs from apiTarget. */
  socketTarget?: string;
  /** The mock appliance's control calls (/__mock/reset): the stateful appliance itself. */
  controlTarget?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

/** Starts the console's production server. */
export async function startServer({
  port = 0,
  host = '127.0.0.1',
  distDir = join(root, 'dist'),
  apiTarget,
  socketTarget,
  controlTarget,
}: StartServerOptions = {}): Promise<RunningServer> {
  const dist = resolve(distDir);
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: build first (npx vite build)`);
  const api = apiTarget ? new URL(apiTarget) : null;
  const socket = socketTarget ? new URL(socketTarget) : null;
  const control = controlTarget ? new URL(controlTarget) : null;
  const routeFor = (url: string): URL | null => {
    if (socket && (url === '/api/ws' || url.startsWith('/api/ws/') || url.startsWith('/api/ws?'))) return socket;
    return api;
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (res.headersSent) return res.destroy(err);
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
      res.end('Internal error');
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    // the mock appliance's own controls (reset), outside the appliance's API
    if (control && url.startsWith(MOCK_CONTROL_PREFIX)) return proxyHttp(req, res, control, false);
    if (isApiPath(url)) {
      const target = routeFor(url);
      if (!target) {
        res.writeHead(502, { 'content-type': 'application/json', ...SECURITY_HEADERS });
        return void res.end(JSON.stringify({ code: 502, message: 'No appliance is configured for /api.' }));
      }
      return proxyHttp(req, res, target);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', ...SECURITY_HEADERS });
      return void res.end();
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(url, 'http://console').pathname);
    } catch {
      res.writeHead(400, SECURITY_HEADERS);
      return void res.end();
    }
    const file = join(dist, normalize(pathname));
    const inside = file === dist || file.startsWith(dist + sep);
    if (inside && file !== dist && existsSync(file) && statSync(file).isFile() && file !== indexFile) {
      // content-hashed file names never change their content
      const cache = pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      return sendStatic(req, res, file, { 'cache-control': cache, ...SECURITY_HEADERS });
    }
    if (!inside || extname(pathname)) {
      // a missing asset is a 404, never the page: the browser would try to run HTML as a script
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
      return void res.end('Not found');
    }
    // every client-side route gets the single page
    return sendStatic(req, res, indexFile, { 'cache-control': 'no-cache', ...SECURITY_HEADERS });
  }

  server.on('upgrade', (req, sock, head) => {
    const target = isApiPath(req.url ?? '') ? routeFor(req.url ?? '') : null;
    if (!target) {
      sock.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\n\r\n');
      return;
    }
    proxyUpgrade(req, sock, head, target);
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${actualPort}`,
    port: actualPort,
    server,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections?.();
        server.close(() => resolveClose());
      }),
  };
}

/** vite build into `outDir` (a mock build unless CONSOLE_MOCK=0); resolves with the exit code. */
export function buildConsole(outDir: string, env: Record<string, string> = {}): Promise<number> {
  return runCommand(process.execPath, [binPath('vite', 'vite'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    // always a production build, also when started from a test runner that sets NODE_ENV=test
    env: { ...env, NODE_ENV: 'production' },
  });
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      'no-build': { type: 'boolean', default: false },
      dist: { type: 'string' },
      api: { type: 'string' },
      'mock-port': { type: 'string' },
    },
  });
  const distDir = args.dist ? (isAbsolute(args.dist) ? args.dist : resolve(process.cwd(), args.dist)) : join(root, 'dist');
  const realApi = args.api ?? null;
  if (!args['no-build']) {
    // against a real appliance there is no persona switch or fault injection, unless asked for
    const env: Record<string, string> = realApi && process.env.CONSOLE_MOCK === undefined ? { CONSOLE_MOCK: '0' } : {};
    console.log(`Building the console into ${distDir}${env.CONSOLE_MOCK === '0' ? ' (CONSOLE_MOCK=0)' : ''}…`);
    const code = await buildConsole(distDir, env);
    if (code !== 0) process.exit(code);
  }

  let mock: RunningMock | null = null;
  if (!realApi) {
    const { startMock } = await import('./lib/mock-server.ts');
    mock = await startMock({
      port: args['mock-port'] ? Number(args['mock-port']) : undefined,
      logLevel: 'warn',
      onLine: (name, line) => line.trim() && console.log(`[${name}] ${line}`),
    });
  }
  const port = args.port ? Number(args.port) : await findFreePort(4173, args.host);
  let served: RunningServer;
  try {
    served = await startServer({
      port,
      host: args.host,
      distDir,
      apiTarget: realApi ?? mock?.url,
      socketTarget: mock?.socketUrl ?? undefined,
      controlTarget: mock?.applianceUrl,
    });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    await mock?.stop();
    process.exit(1);
  }
  const line = '─'.repeat(64);
  console.log(`\n${line}`);
  console.log(`  Console (production build, strict CSP):  ${served.url}/`);
  console.log(`  API:  /api → ${realApi ?? `mock appliance ${mock?.url}`}`);
  console.log('  Stop: Ctrl-C');
  console.log(`${line}\n`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled([served.close(), mock?.stop()]);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('SIGHUP', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
