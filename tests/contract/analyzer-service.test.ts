/**
 * The mock analyzer behind Prism's validating proxy: every data view of the catalogue answers a result the spec
 * accepts; time range, top-N, devices, ADOM and filter change the answer; a malformed filter is refused; runs are
 * answered in the order they were submitted; a run can be cancelled; and when the service answers a wrong shape, the
 * proxy reports the violation instead of passing it on.
 * Widgets read rows of their own kind over their period: the devices' performance statistics, the analyzer's cores,
 * the fabric's audits, SD-WAN health checks, ZTNA sessions, sandbox submissions and IoT detections.
 * (Custom views are the mock appliance's: tests/contract/appliance/custom-views.effects.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
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

beforeAll(async () => {
  proxy = await startService({});
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

/** [from, to) hours before now */
const between = (fromHours: number, toHours: number) => ({
  start: new Date(Date.now() - fromHours * HOUR).toISOString(),
  end: new Date(Date.now() - toHours * HOUR).toISOString(),
});
const WEEK = 24 * 7;

describe('widgets read rows of their own kind, over their period', () => {
  it('device status: CPU and memory from each device’s performance statistics of the period; none from a device down since', async () => {
    const hour = (await run('device-status', { timeRange: range(1) })).result.rows;
    const week = (await run('device-status', { timeRange: range(WEEK) })).result.rows;
    const up = hour.filter((d) => d.status === 'up');
    expect(up.length).toBeGreaterThan(10);
    for (const d of up) {
      expect(d.cpu, String(d.sn)).toBeGreaterThan(0);
      expect(d.memory, String(d.sn)).toBeGreaterThan(0);
    }
    // a device that is down has sent no statistics for at least two hours
    const down = hour.filter((d) => d.status === 'down');
    expect(down.length).toBeGreaterThan(0);
    for (const d of down) expect(d).not.toHaveProperty('cpu');
    // another period, other figures
    const weekBySn = new Map(week.map((d) => [d.sn, d]));
    const changed = up.filter((d) => weekBySn.get(d.sn)?.cpu !== d.cpu);
    expect(changed.length).toBeGreaterThan(up.length / 2);
    expect(week.filter((d) => d.status === 'down').some((d) => typeof d.cpu === 'number')).toBe(true);
  });

  it('multi-core CPU: a line per core of the analyzer, whose average is the CPU line', async () => {
    const cores = (await run('sys-multicore', { timeRange: range(1) })).result.rows;
    expect([...new Set(cores.map((r) => r.series))].sort()).toEqual(['CPU0', 'CPU1', 'CPU2', 'CPU3']);
    const cpu = (await run('sys-cpu-memory', { timeRange: range(1) })).result.rows.filter((r) => r.series === 'CPU');
    const at = cpu[3];
    const mean = cores.filter((r) => r.time === at.time).reduce((s, r) => s + Number(r.value), 0) / 4;
    expect(Math.abs(mean - Number(at.value))).toBeLessThan(0.05);
  });

  it('fabric state of security: the audit of the period (none in a period without one) and the score over the period by category', async () => {
    const now = (await run('fabric-audit', { timeRange: range(1) })).result.rows;
    expect(now).toHaveLength(20);
    expect(now.some((c) => c.result === 'failed' && Number(c.devices) > 0)).toBe(true);
    const past = (await run('fabric-audit', { timeRange: between(24 * 20, 24 * 20 - 1) })).result.rows;
    expect(past).toHaveLength(20);
    expect(past.map((c) => `${c.result}/${c.devices}`)).not.toEqual(now.map((c) => `${c.result}/${c.devices}`));
    // audits run every hour: ten minutes between two of them hold none
    expect((await run('fabric-audit', { timeRange: between(0.8, 0.65) })).result.rows).toEqual([]);
    const week = (await run('fabric-score', { timeRange: range(WEEK) })).result.rows;
    expect([...new Set(week.map((r) => r.series))].sort()).toEqual(['Fabric Coverage', 'Optimization', 'Security Posture']);
    const day = (await run('fabric-score', { timeRange: range(24) })).result.rows;
    expect(day.map((r) => r.value)).not.toEqual(week.map((r) => r.value));
    expect(new Set(week.filter((r) => r.series === 'Security Posture').map((r) => r.value)).size).toBeGreaterThan(1);
  });

  it('SD-WAN SLA and latency: from health-check probes of the members, nothing else', async () => {
    const sla = (await run('sdwan-sla', { timeRange: range(WEEK) })).result.rows;
    expect(sla.map((r) => r.key).sort()).toEqual(['lte1', 'wan1', 'wan2']);
    for (const r of sla) {
      expect(Number(r.value)).toBeGreaterThan(0);
      expect(Number(r.value)).toBeLessThanOrEqual(100);
    }
    expect((await run('sdwan-sla', { timeRange: range(WEEK), filter: 'healthcheck=Default_DNS' })).result.rows.length).toBe(3);
    expect((await run('sdwan-sla', { timeRange: range(WEEK), filter: 'subtype!=sdwan' })).result.rows).toEqual([]);
    const latency = (await run('sdwan-latency', { timeRange: range(WEEK) })).result.rows;
    expect([...new Set(latency.map((r) => r.series))].sort()).toEqual(['lte1', 'wan1', 'wan2']);
  });

  it('ZTNA, sandbox and IoT: rows of their own kind', async () => {
    const servers = (await run('ztna-servers', { timeRange: range(WEEK) })).result.rows;
    expect(servers.length).toBeGreaterThan(2);
    for (const r of servers) {
      expect(String(r.key)).toMatch(/^10\.20\./);
      expect(String(r.label)).toMatch(/\.corp\.example$/);
      expect(String(r.detail)).toMatch(/^ZTNA-/);
      expect(Number(r.bytes)).toBeGreaterThan(0);
    }
    const users = (await run('ztna-users', { timeRange: range(WEEK) })).result.rows;
    expect(users.every((r) => String(r.detail).startsWith('ZTNA-'))).toBe(true);
    const verdicts = (await run('sandbox-verdict', { timeRange: range(WEEK) })).result.rows;
    expect(verdicts.map((r) => r.key).sort()).toEqual(['clean', 'high risk', 'low risk', 'malicious', 'medium risk']);
    const files = (await run('sandbox-detection', { timeRange: range(WEEK) })).result.rows;
    expect(files.every((r) => ['clean', 'low risk', 'medium risk', 'high risk', 'malicious'].includes(String(r.detail)))).toBe(true);
    const iot = (await run('iot-inventory', { timeRange: range(WEEK), limit: 20 })).result.rows;
    expect(iot.map((r) => r.key)).toContain('IP Camera');
    expect(iot.map((r) => r.key)).not.toContain('Windows 11');
    // devices, not sessions
    for (const r of iot) expect(Number(r.value)).toBeLessThanOrEqual(Number(r.sessions));
    expect(iot.some((r) => Number(r.value) < Number(r.sessions))).toBe(true);
  });

  it('counts bytes only where the logs carry them: none for threats, real ones for applications', async () => {
    const threats = (await run('top-threats', { timeRange: range(WEEK) })).result.rows;
    expect(threats.length).toBeGreaterThan(0);
    for (const r of threats) for (const f of ['bytes', 'sentbyte', 'rcvdbyte']) expect(r).not.toHaveProperty(f);
    const apps = (await run('top-applications', { timeRange: range(WEEK) })).result.rows;
    expect(apps.every((r) => Number(r.sentbyte) > 0 && Number(r.rcvdbyte) > 0)).toBe(true);
  });
});

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

  it('answers runs in the order they were submitted: when the last is done, every run before it is done', async () => {
    const views = ['top-sources', 'top-destinations', 'top-applications', 'top-threats', 'threat-map', 'top-country'];
    const tids: string[] = [];
    // one after the other, as a dashboard submits its widgets from the top of the page down
    for (const view of views) {
      const answer = await submit(proxy, view, { timeRange: range(24 * 30), limit: 50 });
      expect(answer.status).toBe(200);
      tids.push(((await answer.json()) as { tid: string }).tid);
    }
    const read = async (i: number) =>
      (await (await fetch(`${proxy}/gui/fortiview/adom/root/${views[i]}/run/${tids[i]}?offset=0&limit=1`)).json()) as { status: string; percentage: number };
    const last = views.length - 1;
    for (let i = 0; i < 200 && (await read(last)).status === 'running'; i++) await new Promise((r) => setTimeout(r, 20));
    const states = await Promise.all(views.map((_, i) => read(i)));
    expect(states.map((s) => s.status)).toEqual(views.map(() => 'done'));
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
