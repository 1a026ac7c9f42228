/**
 * The mock appliance as the console reaches it: Prism's validating proxy (`--errors`) in front of the stateful
 * appliance, in front of the Prism mock, with a store of its own for the test file. Calls are made by operationId
 * in a sandbox and as a persona; every answer says whether the proxy found a violation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { operations, type OperationId } from '../../../generated/api/operations.ts';
import { startMock, type RunningMock } from '../../../scripts/lib/mock-server.ts';

export interface Request {
  op: OperationId;
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  /** a JSON body, or FormData for an upload */
  body?: unknown;
}

export interface Answer {
  status: number;
  body: unknown;
  /** what the validating proxy said about the request or the answer (sl-violations) */
  violations: string | null;
}

export interface ApplianceUnderTest {
  mock: RunningMock;
  storeFile: string;
  /** a caller in a sandbox of its own (or the one named), as a persona */
  as(persona?: string, sandbox?: string): Caller;
  /** the store kept on disk: stop and start the appliance again */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface Caller {
  sandbox: string;
  persona: string;
  call(request: Request): Promise<Answer>;
  reset(): Promise<void>;
}

function urlOf(request: Request): string {
  const { path } = operations[request.op];
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(request.path?.[name] ?? '')));
  const query = new URLSearchParams(Object.entries(request.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  return `${filled}${query ? `?${query}` : ''}`;
}

export async function startAppliance(options: { storeFile?: string } = {}): Promise<ApplianceUnderTest> {
  const dir = mkdtempSync(join(tmpdir(), 'console-appliance-'));
  const storeFile = options.storeFile ?? join(dir, 'state.duckdb');
  const lines: string[] = [];
  // a range of its own: test files start their mocks at the same time
  const basePort = 20000 + Math.floor(Math.random() * 800) * 50;
  const start = () =>
    startMock({ analyzer: false, logLevel: 'warn', storeFile, port: basePort, onLine: (name, line) => lines.push(`[${name}] ${line}`) }).catch((err: Error) => {
      throw new Error(`${err.message}\n${lines.slice(-30).join('\n')}`);
    });
  let mock = await start();
  const caller = (persona = 'superAdmin', sandbox = `c-${randomUUID()}`): Caller => ({
    sandbox,
    persona,
    async call(request) {
      const { method } = operations[request.op];
      const headers: Record<string, string> = { 'X-Mock-Persona': persona, Cookie: `mock-sandbox=${sandbox}`, 'X-CSRF-Token': 'contract' };
      let body: BodyInit | undefined;
      if (request.body instanceof FormData) body = request.body;
      else if (request.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(request.body);
      }
      const response = await fetch(`${mock.url}${urlOf(request)}`, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: kept as text
      }
      return { status: response.status, body: parsed, violations: response.headers.get('sl-violations') };
    },
    async reset() {
      await fetch(`${mock.applianceUrl}/__mock/reset`, { method: 'POST', headers: { Cookie: `mock-sandbox=${sandbox}` } });
    },
  });
  return {
    get mock() {
      return mock;
    },
    storeFile,
    as: caller,
    async restart() {
      await mock.stop();
      mock = await start();
    },
    async stop() {
      await mock.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
