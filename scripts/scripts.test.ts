import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialScripts, measure, staticImports } from './bundle-size.ts';
import { startServer, type RunningServer } from './serve.ts';

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'scripts-test-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js"><link rel="stylesheet" href="/assets/index.css"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dist, 'assets/index-a1.js'),
    'import{a as b}from"./vendor-b2.js";import"./runtime-c3.js";const l=()=>import("./lazy-d4.js");b(l);',
  );
  writeFileSync(join(dist, 'assets/vendor-b2.js'), 'export const a=(x)=>x;');
  writeFileSync(join(dist, 'assets/runtime-c3.js'), 'export*from"./shared-e5.js";');
  writeFileSync(join(dist, 'assets/shared-e5.js'), 'export const s=1;');
  writeFileSync(join(dist, 'assets/lazy-d4.js'), `export default ${JSON.stringify('x'.repeat(5000))};`);
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('bundle budget', () => {
  it('follows static imports and leaves import() chunks out', () => {
    expect(staticImports('import{a}from"./x.js";import"./y.js";export*from"./z.js";import("./lazy.js")')).toEqual([
      './x.js',
      './y.js',
      './z.js',
    ]);
    expect(initialScripts(dist).sort()).toEqual(
      ['assets/index-a1.js', 'assets/runtime-c3.js', 'assets/shared-e5.js', 'assets/vendor-b2.js'].sort(),
    );
    const { chunks, initialGzip } = measure(dist);
    expect(chunks.find((c) => c.file === 'assets/lazy-d4.js')?.initial).toBe(false);
    expect(initialGzip).toBe(chunks.filter((c) => c.initial).reduce((s, c) => s + c.gzip, 0));
  });
});

describe('production server', () => {
  let upstream: http.Server;
  let server: RunningServer;
  const seen: string[] = [];

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url} host=${req.headers.host}`);
      res.writeHead(200, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify({ ok: true }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const port = (upstream.address() as { port: number }).port;
    server = await startServer({ distDir: dist, apiTarget: `http://127.0.0.1:${port}/base` });
  });

  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('forwards /api/<path> to <target>/<path> with the query', async () => {
    const response = await fetch(`${server.url}/api/gui/sys/info?x=1`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(seen.at(-1)).toMatch(/^POST \/base\/gui\/sys\/info\?x=1 host=127\.0\.0\.1:\d+$/);
  });

  it('serves assets, the page for client routes and 404 for missing files, never outside dist', async () => {
    const asset = await fetch(`${server.url}/assets/vendor-b2.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const route = await fetch(`${server.url}/vulnerabilities/devices`);
    expect(await route.text()).toContain('<div id="root">');
    expect(route.headers.get('content-security-policy')).not.toContain('unsafe-eval');
    expect((await fetch(`${server.url}/assets/nope.js`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/%2e%2e/%2e%2e/etc/passwd`)).text()).not.toContain('root:');
  });
});

describe('the first-screen budget', () => {
  it('only goes down: BUDGET_KB is no higher than any budget the history of bundle-size gave', async () => {
    const { spawnSync } = await import('node:child_process');
    const { root } = await import('./lib/processes.ts');
    const { BUDGET_KB } = await import('./bundle-size.ts');
    const log = spawnSync('git', ['log', '-p', '--format=', '--', 'scripts/bundle-size.ts', 'scripts/bundle-size.mjs'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
    // a copy without its history (a source archive) has nothing to compare with
    if (log.status !== 0) return;
    const earlier = [...log.stdout.matchAll(/^[-+]export const BUDGET_KB = (\d+(?:\.\d+)?);/gm)].map((m) => Number(m[1]));
    expect(earlier.length).toBeGreaterThan(0);
    expect(BUDGET_KB).toBeLessThanOrEqual(Math.min(...earlier));
  });
});
