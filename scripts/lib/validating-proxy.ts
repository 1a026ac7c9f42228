/**
 * Prism's validating proxy in front of a real backend (npm run dev:real -- --validate): every request and answer is
 * checked against the bundled API description. With --errors, an answer that breaks it is withheld and replaced by
 * a 500 problem+json of type …#VIOLATIONS listing every violation; a request that breaks it gets a 422 of type
 * …#UNPROCESSABLE_ENTITY; a conforming answer (a real 500 too) passes unchanged, with an `sl-violations` header
 * when there were warnings. Prism's own log names no violation, so a thin pass-through in front of it reports each
 * one (onViolation) with its messages.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { findFreePort, waitForPort } from './ports.ts';
import { binPath, root, startChild, stopChild } from './processes.ts';

export const DEFAULT_VALIDATE_PORT = 4050;

export interface ProxyViolation {
  method: string;
  path: string;
  status: number;
  kind: 'response' | 'request' | 'warning';
  messages: string[];
}

export interface ValidatingProxyOptions {
  /** the backend's base URL */
  target: string;
  /** the bundled description (generated/openapi.json) */
  spec?: string;
  /** preferred port */
  port?: number;
  host?: string;
  /** accept the backend's self-signed certificate */
  insecure?: boolean;
  logLevel?: string;
  onLine?: (name: string, line: string) => void;
  onViolation?: (v: ProxyViolation) => void;
}

const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

function messagesOf(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.map((item: unknown) => {
    const v = record(item);
    const where = Array.isArray(v.location) ? ` (${v.location.join('.')})` : '';
    const severity = typeof v.severity === 'string' && v.severity !== 'Error' ? `${v.severity}: ` : '';
    return `${severity}${typeof v.message === 'string' ? v.message : JSON.stringify(item)}${where}`;
  });
}

/** What Prism says about one exchange, or null: kind response (answer withheld), request (refused) or warning. */
export function violationOf(
  status: number,
  headers: Record<string, string | string[] | undefined>,
  body: string,
): { kind: ProxyViolation['kind']; messages: string[] } | null {
  const type = String(headers['content-type'] ?? '');
  if ((status === 500 || status === 422) && type.includes('problem+json')) {
    try {
      const problem = record(JSON.parse(body));
      if (status === 500 && String(problem.type).endsWith('#VIOLATIONS')) return { kind: 'response', messages: messagesOf(problem.validation) };
      if (status === 422 && String(problem.type).endsWith('#UNPROCESSABLE_ENTITY')) return { kind: 'request', messages: messagesOf(problem.validation) };
    } catch {
      return null;
    }
  }
  const header = headers['sl-violations'];
  if (header) {
    try {
      const messages = messagesOf(JSON.parse(String(header)));
      return messages.length ? { kind: 'warning', messages } : null;
    } catch {
      return { kind: 'warning', messages: [String(header)] };
    }
  }
  return null;
}

/** A violation as terminal lines. */
export function formatViolation(v: ProxyViolation): string[] {
  const what = { response: 'the answer breaks the API description (withheld)', request: 'the request breaks the API description', warning: 'warnings' }[v.kind];
  return [`${v.method} ${v.path} → ${v.status}: ${what}`, ...v.messages.map((m) => `    - ${m}`)];
}

export async function startValidatingProxy(
  options: ValidatingProxyOptions,
): Promise<{ url: string; port: number; child: ChildProcess; stop(): Promise<void> }> {
  const host = options.host ?? '127.0.0.1';
  const spec = options.spec ?? join(root, 'generated/openapi.json');
  if (!existsSync(spec)) throw new Error(`${spec} is missing: run npm run codegen`);
  const prismPort = await findFreePort(0, host);
  const child = startChild(
    'validate',
    process.execPath,
    [binPath('@stoplight/prism-cli', 'prism'), 'proxy', spec, options.target, '--errors', '-h', host, '-p', String(prismPort), '-v', options.logLevel ?? 'warn'],
    { onLine: options.onLine, env: options.insecure ? { NODE_TLS_REJECT_UNAUTHORIZED: '0' } : {} },
  );
  try {
    await waitForPort(prismPort, { host, child, name: 'validating proxy', timeoutMs: 60000 });
  } catch (err) {
    await stopChild(child);
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(options.onLine ? message : `${message}\n${child.outputTail()}`);
  }
  const report = options.onViolation ?? ((v: ProxyViolation) => formatViolation(v).forEach((line) => options.onLine?.('validate', line)));

  const front = http.createServer((req, res) => {
    const upstream = http.request({ host, port: prismPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      const status = answer.statusCode ?? 502;
      const type = String(answer.headers['content-type'] ?? '');
      const path = (req.url ?? '/').split('?')[0];
      if ((status === 500 || status === 422) && type.includes('problem+json')) {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const v = violationOf(status, answer.headers, body.toString('utf8'));
          if (v) report({ method: req.method ?? 'GET', path, status, ...v });
          res.writeHead(status, answer.headers);
          res.end(body);
        });
        return;
      }
      const v = violationOf(status, answer.headers, '');
      if (v) report({ method: req.method ?? 'GET', path, status, ...v });
      res.writeHead(status, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (err) => {
      if (res.headersSent) return res.destroy(err);
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: -1, message: `validating proxy unreachable: ${err.message}` }));
    });
    req.pipe(upstream);
  });
  const port = await findFreePort(options.port ?? DEFAULT_VALIDATE_PORT, host);
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, host, resolve);
  });
  const stop = async () => {
    await Promise.all([new Promise<void>((resolve) => front.close(() => resolve())), stopChild(child)]);
  };
  return { url: `http://${host}:${port}`, port, child, stop };
}
