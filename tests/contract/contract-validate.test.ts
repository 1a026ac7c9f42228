import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundledSpec } from '../../scripts/lib/openapi-doc.ts';
import { scriptArgs } from '../../scripts/lib/processes.ts';
import { startValidatingProxy, type ProxyViolation } from '../../scripts/lib/validating-proxy.ts';
import { readViolations } from '../../src/lib/api/violation-report.ts';
import { root } from './support/openapi.ts';
import { startSeededBackend, type SeededBackend } from './support/seeded-backend.ts';

const doc = loadBundledSpec();
let backend: SeededBackend;
let proxy: Awaited<ReturnType<typeof startValidatingProxy>>;
const seen: ProxyViolation[] = [];

beforeAll(async () => {
  // getSysConfig answers without a required member; getSysInfo fails for real (a conforming 500)
  backend = await startSeededBackend(doc, { 'schema-valid': 'getSysConfig', 'no-server-error': 'getSysInfo' });
  proxy = await startValidatingProxy({ target: backend.url, port: 0, onViolation: (v) => seen.push(v) });
});
afterAll(async () => {
  await proxy?.stop();
  await backend?.stop();
});

describe('npm run dev:real -- --validate: the validating proxy in front of a backend', () => {
  it("withholds an answer that breaks the description: Prism's 500 of type #VIOLATIONS, reported with its messages", async () => {
    seen.length = 0;
    const res = await fetch(`${proxy.url}/gui/sys/config`);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const verdict = await readViolations(res.clone());
    expect(verdict?.kind).toBe('response');
    expect(verdict?.messages.join('\n')).toMatch(/required property 'username'/);
    expect((await res.json()).type).toMatch(/#VIOLATIONS$/);
    expect(seen).toEqual([expect.objectContaining({ method: 'GET', path: '/gui/sys/config', status: 500, kind: 'response' })]);
    expect(seen[0].messages).toEqual(verdict?.messages);
  });

  it("passes a backend's real 500 through unchanged; the client does not take it for a violation", async () => {
    seen.length = 0;
    const res = await fetch(`${proxy.url}/gui/sys/info`);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await readViolations(res.clone())).toBeNull();
    expect(await res.json()).toEqual({ code: -1, message: 'Internal server error.' });
    expect(seen).toEqual([]);
  });

  it('passes a conforming answer, and refuses a request that breaks the description with a reported 422', async () => {
    seen.length = 0;
    const ok = await fetch(`${proxy.url}/gui/sys/license`);
    expect(ok.status).toBe(200);
    expect(await readViolations(ok)).toBeNull();
    const bad = await fetch(`${proxy.url}/gui/startup/hostname`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': 'token' },
      body: JSON.stringify({ hostname: 5 }),
    });
    expect(bad.status).toBe(422);
    expect(await readViolations(bad)).toEqual({ kind: 'request', messages: ['Request body property hostname must be string (body.hostname)'] });
    expect(seen.map((v) => [v.kind, v.method, v.path])).toEqual([['request', 'POST', '/gui/startup/hostname']]);
  });

  it('start.ts refuses --validate without a backend to check', () => {
    const env = { ...process.env };
    delete env.API_TARGET;
    const r = spawnSync(process.execPath, scriptArgs(join(root, 'scripts/start.ts'), '--validate'), { cwd: root, encoding: 'utf8', env });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('API_TARGET=https://appliance npm run dev:real -- --validate');
  });
});
