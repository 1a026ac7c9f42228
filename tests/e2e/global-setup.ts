/**
 * Browser tests run against what ships: the production bundle, served with the strict Content-Security-Policy
 * by scripts/serve.ts, with /api proxied to the mock appliance.
 *
 * Environment:
 *   E2E_BASE_URL=http://…  use a console that is already running (npm run preview) and start nothing
 *   E2E_DIST_DIR=dir       build into dir and keep it afterwards (npm test measures the bundle from it)
 *   E2E_NO_BUILD=1         with E2E_DIST_DIR: reuse the build already there
 * The mock's log (every request, and why one was refused with 422) goes to test-results/mock.log.
 */
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildConsole, startServer, type RunningServer } from '../../scripts/serve.ts';
import { startMock, type RunningMock } from '../../scripts/lib/mock-server.ts';
import './support/context.ts';

export default async function setup(project: TestProject) {
  const existing = process.env.E2E_BASE_URL;
  if (existing) {
    project.provide('baseURL', existing.replace(/\/+$/, ''));
    project.provide('mockURL', process.env.E2E_MOCK_URL ?? `${existing.replace(/\/+$/, '')}/api`);
    return;
  }

  const keepDist = Boolean(process.env.E2E_DIST_DIR);
  const distDir = keepDist ? resolve(process.env.E2E_DIST_DIR!) : mkdtempSync(join(tmpdir(), 'console-e2e-dist-'));
  let mock: RunningMock | undefined;
  let server: RunningServer | undefined;
  // what the mock said (request violations behind a 422 among it), for reading after a failure
  const resultsDir = fileURLToPath(new URL('../../test-results', import.meta.url));
  mkdirSync(resultsDir, { recursive: true });
  const mockLog = createWriteStream(join(resultsDir, 'mock.log'));
  const teardown = async () => {
    await server?.close();
    await mock?.stop();
    mockLog.end();
    if (!keepDist) rmSync(distDir, { recursive: true, force: true });
  };

  try {
    const reuse = process.env.E2E_NO_BUILD === '1' && existsSync(join(distDir, 'index.html'));
    if (!reuse) {
      const started = Date.now();
      // a mock build: the tests pick personas and inject faults
      const code = await buildConsole(distDir, { CONSOLE_MOCK: '1' });
      if (code !== 0) throw new Error(`vite build failed (exit code ${code}); the browser tests need the production bundle`);
      console.log(`[browser] built the console in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const recent: string[] = [];
    mock = await startMock({
      logLevel: 'info',
      // a smaller log set than npm start's 5,000,000 rows: generated in seconds on a fresh machine
      analyzerRows: Number(process.env.ANALYZER_ROWS ?? 500_000),
      // every run starts from the examples; each test keeps its changes in its own sandbox
      storeFile: join(mkdtempSync(join(tmpdir(), 'console-e2e-store-')), 'state.duckdb'),
      onLine: (name, line) => {
        mockLog.write(`[${name}] ${line}\n`);
        recent.push(`[${name}] ${line}`);
        if (recent.length > 40) recent.shift();
      },
    }).catch((err: Error) => {
      throw new Error(`${err.message}\n${recent.join('\n')}`);
    });
    server = await startServer({ distDir, apiTarget: mock.url, socketTarget: mock.socketUrl ?? undefined, controlTarget: mock.applianceUrl });
    console.log(`[browser] console ${server.url} → mock ${mock.url}${mock.socketUrl ? ` + ${mock.socketUrl}` : ''}`);
  } catch (err) {
    await teardown();
    throw err;
  }

  project.provide('baseURL', server.url);
  project.provide('mockURL', mock.url);
  return teardown;
}
