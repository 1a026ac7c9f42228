import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAnalyzerPath } from '../../scripts/lib/analyzer-paths.ts';
import { CHECKS, runContractCheck, type CheckResult } from '../../scripts/lib/contract-check.ts';
import { listOperations, loadBundledSpec } from '../../scripts/lib/openapi-doc.ts';
import { findFreePort, waitForPort } from '../../scripts/lib/ports.ts';
import { scriptArgs, startChild, stopChild } from '../../scripts/lib/processes.ts';
import { startValidatingProxy } from '../../scripts/lib/validating-proxy.ts';
import { root } from './support/openapi.ts';
import { startPrism, type MockServer } from './support/prism.ts';
import { startSeededBackend, type SeededBackend, type SeededFaults } from './support/seeded-backend.ts';

const doc = loadBundledSpec();
const ops = listOperations(doc);

/** One fault per check, each on an operation to which that check applies. */
const SEEDED: SeededFaults = {
  'no-server-error': 'getSysInfo',
  'status-declared': 'getProfile',
  'content-type-declared': 'listAdoms',
  'schema-valid': 'getSysConfig',
  'rejects-missing-required': 'setHostname',
  'rejects-wrong-type': 'saveProfile',
  'csrf-required': 'signOut',
};

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, scriptArgs(join(root, 'scripts/contract-check.ts'), ...args), { cwd: root });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const failures = (results: CheckResult[]) =>
  results
    .filter((r) => r.status === 'fail')
    .map((r) => `${r.operationId} ${r.check}`)
    .sort();

describe('contract check against the Prism mock', () => {
  let prism: MockServer;
  beforeAll(async () => {
    prism = await startPrism();
  });
  afterAll(async () => {
    await prism?.stop();
  });

  it('passes every operation and every check that applies', async () => {
    const { results, failed, passed } = await runContractCheck({ doc, target: prism.url });
    expect(failures(results)).toEqual([]);
    expect(failed).toBe(0);
    // every operation is checked, with every check
    expect(new Set(results.map((r) => r.operationId)).size).toBe(ops.length);
    expect(results).toHaveLength(ops.length * CHECKS.length);
    for (const o of ops) {
      for (const check of ['no-server-error', 'status-declared', 'content-type-declared'] as const) {
        expect(results.find((r) => r.operationId === o.operationId && r.check === check)?.status, `${o.operationId} ${check}`).toBe('pass');
      }
    }
    // every operation that needs the CSRF token was refused without it; invalid requests were really sent
    expect(results.filter((r) => r.check === 'csrf-required' && r.status === 'pass')).toHaveLength(ops.filter((o) => o.secured).length);
    expect(results.filter((r) => r.check === 'rejects-missing-required' && r.status === 'pass').length).toBeGreaterThan(20);
    expect(results.filter((r) => r.check === 'rejects-wrong-type' && r.status === 'pass').length).toBeGreaterThan(20);
    expect(passed).toBeGreaterThan(ops.length * 4);
  });

  it('as npm start runs it: the mock analyzer (behind its validating proxy) answering its own paths, every operation passes', async () => {
    const port = await findFreePort(0);
    const service = startChild('analyzer', process.execPath, scriptArgs(join(root, 'scripts/analyzer/server.ts')), {
      env: {
        ANALYZER_PORT: String(port),
        ANALYZER_HOST: '127.0.0.1',
        ANALYZER_ROWS: '20000',
        ANALYZER_CACHE_DIR: join(root, '.tmp/analyzer-contract-check'),
      },
    });
    let proxy: Awaited<ReturnType<typeof startValidatingProxy>> | undefined;
    try {
      await waitForPort(port, { child: service, name: 'analyzer', timeoutMs: 120_000 });
      proxy = await startValidatingProxy({ target: `http://127.0.0.1:${port}`, port: 0 });
      const seen: string[] = [];
      const analyzerOps = ops.filter((o) => isAnalyzerPath(o.path)).map((o) => o.operationId);
      const { results } = await runContractCheck({ doc, target: prism.url, analyzerTarget: proxy.url, only: analyzerOps, onResult: (r) => seen.push(r.operationId) });
      expect(analyzerOps.length).toBeGreaterThanOrEqual(9);
      expect(new Set(seen)).toEqual(new Set(analyzerOps));
      expect(failures(results)).toEqual([]);
      expect(results.filter((r) => r.check === 'schema-valid' && r.status === 'pass')).toHaveLength(analyzerOps.length);
    } finally {
      await proxy?.stop();
      await stopChild(service);
    }
  }, 150_000);

  it('from the command line: one line per operation and check, `N passed, 0 failed` last, exit 0 and a JUnit report', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-check-'));
    try {
      const file = join(dir, 'junit.xml');
      const { code, stdout } = await runCli(['--target', prism.url, '--only', 'signIn,getSysConfig,setHostname', '--report', 'junit', file]);
      const lines = stdout.trim().split('\n');
      expect(lines.at(-1)).toMatch(/^\d+ passed, 0 failed$/);
      expect(lines.filter((l) => /^(PASS|FAIL|SKIP) /.test(l))).toHaveLength(3 * CHECKS.length);
      expect(code).toBe(0);
      const xml = readFileSync(file, 'utf8');
      expect(xml).toContain('<testsuites name="contract-check" tests="21" failures="0"');
      expect(xml).toContain('<testcase classname="setHostname" name="rejects-missing-required">');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('contract check against a backend with one seeded fault per check', () => {
  let backend: SeededBackend;
  beforeAll(async () => {
    backend = await startSeededBackend(doc, SEEDED);
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('the fault-free twin of the fixture passes (the fixture is correct apart from its seeds)', async () => {
    const clean = await startSeededBackend(doc, {});
    try {
      const { results } = await runContractCheck({ doc, target: clean.url });
      expect(failures(results)).toEqual([]);
    } finally {
      await clean.stop();
    }
  });

  it('reports exactly the seeded (operation, check) pairs', async () => {
    const { results, failed } = await runContractCheck({ doc, target: backend.url });
    const expected = Object.entries(SEEDED)
      .map(([check, id]) => `${id} ${check}`)
      .sort();
    expect(failures(results)).toEqual(expected);
    expect(failed).toBe(expected.length);
    for (const r of results.filter((x) => x.status === 'fail')) expect(r.curl).toMatch(/^curl -sS -i -X (GET|POST|PUT|DELETE|PATCH) '/);
  });

  it('from the command line: a curl line under each failure, `N passed, 7 failed` last and exit 1', async () => {
    const { code, stdout } = await runCli(['--target', backend.url]);
    const lines = stdout.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^\d+ passed, 7 failed$/);
    expect(code).toBe(1);
    const failLines = lines.flatMap((l, i) => (l.startsWith('FAIL ') ? [[l, lines[i + 1]] as const] : []));
    expect(failLines).toHaveLength(7);
    for (const [line, next] of failLines) expect(next.trim(), line).toMatch(/^curl /);
    const csrf = failLines.find(([l]) => l.includes('csrf-required'))!;
    expect(csrf[0]).toContain('signOut');
    expect(csrf[1]).not.toContain('X-CSRF-Token');
    const status = failLines.find(([l]) => l.includes('status-declared'))!;
    expect(status[0]).toMatch(/getProfile .*status 299 is not declared/);
  });

  it('refuses a missing or malformed target with exit code 2', async () => {
    const { code, stderr } = await runCli(['--target', 'not-a-url']);
    expect(code).toBe(2);
    expect(stderr).toContain('--target');
  });
});
