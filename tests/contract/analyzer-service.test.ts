/**
 * The mock analyzer behind Prism's validating proxy: every data view of the catalogue answers a result the spec
 * accepts; time range, top-N, devices, ADOM and filter change the answer; a malformed filter is refused; a run can be
 * cancelled; and when the service answers a wrong shape, the proxy reports the violation instead of passing it on.
 * Custom views are stateful: created, listed, renamed, laid out and deleted through the proxy, kept across a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { ChildProcess } from 'node:child_process';
import { fortiviewViews } from '@generated/catalog/fortiview-views.ts';
import { findFreePort, waitForPort } from '../../scripts/lib/ports.ts';
import { binPath, root, scriptArgs, startChild, stopChild } from '../../scripts/lib/processes.ts';

const ROWS = 60_000;
const children: ChildProcess[] = [];
let proxy = '';
let brokenProxy = '';

async function startService(env: Record<string, string>): Promise<string> {
  const port = await findFreePort(4130);
  const service = startChild('analyzer', process.execPath, scriptArgs(join(root, 'scripts/analyzer/server.ts')), {
    env: { ANALYZER_PORT: String(port), ANALYZER_ROWS: String(ROWS), ANALYZER_CACHE_DIR: join(root, '.tmp/analyzer-test'), ...env },
  });
  children.push(service);
  await waitForPort(port, { child: service, name: 'analyzer', timeoutMs: 120_000 });
  const proxyPort = await findFreePort(port + 1);
  const prism = startChild('proxy', process.execPath, [
    binPath('@stoplight/prism-cli', 'prism'), 'proxy', join(root, 'generated/openapi.json'), `http://127.0.0.1:${port}`, '--errors', '-p', String(proxyPort), '-v', 'error',
  ]);
  children.push(prism);
  await waitForPort(proxyPort, { child: prism, name: 'proxy', timeoutMs: 60_000 });
  return `http://127.0.0.1:${proxyPort}`;
}

/** The custom views of the first service; a second service on the same file proves they survive a restart. */
const stateFile = join(mkdtempSync(join(tmpdir(), 'analyzer-views-')), 'custom-views.json');

beforeAll(async () => {
  proxy = await startService({ ANALYZER_STATE_FILE: stateFile });
  brokenProxy = await startService({ ANALYZER_BREAK_SHAPE: '1' });
}, 180_000);

afterAll(async () => {
  await Promise.all(children.map((c) => stopChild(c)));
});

const HOUR = 3600_000;
interface Query {
  timeRange: { start: string; end: string };
  limit?: number;
  devices?: string[];
  filter?: string;
}
const range = (hours: number) => ({ start: new Date(Date.now() - hours * HOUR).toISOString(), end: new Date().toISOString() });

async function submit(base: string, view: string, body: Query, adom = 'root') {
  return fetch(`${base}/gui/fortiview/adom/${adom}/${view}/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': 'token' },
    body: JSON.stringify(body),
  });
}

async function run(view: string, body: Query, adom = 'root', base = proxy) {
  const answer = await submit(base, view, body, adom);
  expect(answer.status, await answer.clone().text()).toBe(200);
  const { tid } = (await answer.json()) as { tid: string };
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${base}/gui/fortiview/adom/${adom}/${view}/run/${tid}?offset=0&limit=1000`);
    const result = (await res.json()) as { status: string; rows: Record<string, unknown>[]; total: number; message?: string };
    if (res.status !== 200) return { res, result };
    if (result.status !== 'running') return { res, result };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${view} never finished`);
}

describe('mock analyzer behind the validating proxy', () => {
  it('answers every data view of the catalogue with a result the spec accepts', async () => {
    const failures: string[] = [];
    for (const view of fortiviewViews.views) {
      const { res, result } = await run(view.viewName, { timeRange: range(24 * 7), limit: 10 });
      if (res.status !== 200 || result.status !== 'done') failures.push(`${view.viewName}: ${res.status} ${JSON.stringify(result).slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers top-N: 10 rows, then 20', async () => {
    const ten = await run('top-sources', { timeRange: range(24 * 7), limit: 10 });
    const twenty = await run('top-sources', { timeRange: range(24 * 7), limit: 20 });
    expect(ten.result.rows).toHaveLength(10);
    expect(twenty.result.rows).toHaveLength(20);
  });

  it('counts more over a longer time range, and only the devices and ADOM asked for', async () => {
    const sum = (rows: Record<string, unknown>[]) => rows.reduce((s, r) => s + Number(r.sessions ?? 0), 0);
    const hour = await run('top-applications', { timeRange: range(1), limit: 100 });
    const week = await run('top-applications', { timeRange: range(24 * 7), limit: 100 });
    expect(sum(week.result.rows)).toBeGreaterThan(sum(hour.result.rows));
    const devices = (await run('device-status', { timeRange: range(24) })).result.rows;
    const one = String(devices[0].sn);
    const filtered = await run('device-status', { timeRange: range(24), devices: [one] });
    expect(filtered.result.rows.map((r) => r.sn)).toEqual([one]);
    const retail = (await run('device-status', { timeRange: range(24) }, 'Retail-East')).result.rows;
    expect(retail.length).toBeGreaterThan(0);
    expect(retail.some((r) => devices.some((d) => d.sn === r.sn))).toBe(false);
  });

  it('applies a filter expression, and refuses one it cannot read', async () => {
    const all = await run('top-applications', { timeRange: range(24 * 7), limit: 50 });
    const only = await run('top-applications', { timeRange: range(24 * 7), limit: 50, filter: 'app=YouTube' });
    expect(all.result.rows.length).toBeGreaterThan(1);
    expect(only.result.rows.map((r) => r.key)).toEqual(['YouTube']);
    const bad = await submit(proxy, 'top-applications', { timeRange: range(1), filter: 'srcip==' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/Invalid filter expression/);
  });

  it('cancels a run', async () => {
    const answer = await submit(proxy, 'top-sources', { timeRange: range(24 * 30), limit: 1000 });
    const { tid } = (await answer.json()) as { tid: string };
    const cancel = await fetch(`${proxy}/gui/fortiview/adom/root/top-sources/run/${tid}`, { method: 'DELETE', headers: { 'x-csrf-token': 'token' } });
    expect(cancel.status).toBe(200);
    const after = await fetch(`${proxy}/gui/fortiview/adom/root/top-sources/run/${tid}`);
    expect(['cancelled', 'done']).toContain(((await after.json()) as { status: string }).status);
  });

  it('reports a violation when the service answers a wrong shape', async () => {
    const answer = await submit(brokenProxy, 'top-sources', { timeRange: range(1), limit: 10 });
    const { tid } = (await answer.json()) as { tid: string };
    await new Promise((r) => setTimeout(r, 300));
    const res = await fetch(`${brokenProxy}/gui/fortiview/adom/root/top-sources/run/${tid}`);
    expect(res.status).toBe(500);
    const problem = (await res.json()) as { type: string };
    expect(problem.type).toMatch(/VIOLATIONS$/);
  });
});

const JSON_HEADERS = { 'content-type': 'application/json', 'x-csrf-token': 'token' };
async function call(base: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/gui/customview/adom/${path}`, { method, headers: JSON_HEADERS, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { views?: { uuid: string; name: string; widgets: unknown[] }[]; templates?: { uuid: string; name: string; adomName: string }[] } };
}
const widget = (id: string, x: number, w: number) => ({ id, widget: 'top-sources', x, y: 0, w, h: 9 });

describe('custom views behind the validating proxy', () => {
  it('starts with the templates alone', async () => {
    const { status, body } = await call(proxy, 'GET', 'root');
    expect(status).toBe(200);
    expect(body.views).toEqual([]);
    expect(body.templates!.map((t) => `${t.name} [${t.adomName}]`)).toEqual(['SOC Overview [root]', 'SD-WAN Health [root]', 'Traffic Summary [Datacenter-Firewall]']);
  });

  it('creates a view that is listed in its ADOM only, and refuses a name already taken on the name field', async () => {
    const created = await call(proxy, 'POST', 'root', { name: 'WAN links', widgets: [], subType: 'sdwan', isTemplate: false });
    expect(created.status).toBe(200);
    const uuid = created.body.uuid as string;
    const listed = await call(proxy, 'GET', 'root');
    expect(listed.body.views!.map((v) => [v.uuid, v.name])).toEqual([[uuid, 'WAN links']]);
    expect((await call(proxy, 'GET', 'Web-Proxies')).body.views).toEqual([]);
    const again = await call(proxy, 'POST', 'root', { name: 'wan LINKS', widgets: [], subType: 'generic', isTemplate: false });
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ name: 'A dashboard named "wan LINKS" already exists.' });
  });

  it('refuses a request the spec does not allow before it reaches the service', async () => {
    // isTemplate must be false on create
    const template = await call(proxy, 'POST', 'root', { name: 'Sneaky', widgets: [], isTemplate: true });
    expect(template.status).toBe(422);
    const noName = await call(proxy, 'POST', 'root', { widgets: [], isTemplate: false });
    expect(noName.status).toBe(422);
  });

  it('renames, lays out (x + w ≤ 24) and deletes, and keeps the views across a restart', async () => {
    const { body } = await call(proxy, 'POST', 'root', { name: 'Lifecycle', widgets: [widget('a', 0, 12)], createdFrom: 'tpl-soc-overview', isTemplate: false });
    const uuid = body.uuid as string;
    const renamed = await call(proxy, 'PUT', `root/${uuid}`, { name: 'Renamed' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renamed', createdFrom: 'tpl-soc-overview', isTemplate: false });
    const past = await call(proxy, 'PUT', `root/${uuid}/layout`, { widgets: [widget('a', 13, 12)] });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('Widget a reaches past column 24.');
    const saved = await call(proxy, 'PUT', `root/${uuid}/layout`, { widgets: [widget('a', 12, 12), widget('b', 0, 12)] });
    expect(saved.status).toBe(200);
    expect(saved.body.widgets).toHaveLength(2);

    const restarted = await startService({ ANALYZER_STATE_FILE: stateFile });
    const after = await call(restarted, 'GET', 'root');
    expect(after.body.views!.find((v) => v.uuid === uuid)).toMatchObject({ name: 'Renamed', widgets: [widget('a', 12, 12), widget('b', 0, 12)] });

    expect((await call(proxy, 'DELETE', `root/${uuid}`)).status).toBe(200);
    expect((await call(proxy, 'DELETE', `root/${uuid}`)).status).toBe(404);
    expect((await call(proxy, 'GET', 'root')).body.views!.some((v) => v.uuid === uuid)).toBe(false);
  }, 180_000);
});
