/**
 * Log View on the mock analyzer, behind Prism's validating proxy (a page that breaks the spec would come back as a
 * VIOLATIONS 500): a search answers pages the spec accepts, in its order, consecutive and without overlap, with its
 * total once counted; the filter expression, devices, subtype, a group log type and the sort change the answer; an
 * unreadable search is refused with what is wrong; a search can be cancelled; the stored log files, log groups and
 * custom log views answer; and a service that answers a page of the wrong shape is caught.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { parse } from 'yaml';
import { findFreePort, waitForPort } from '../../scripts/lib/ports.ts';
import { binPath, root, scriptArgs, startChild, stopChild } from '../../scripts/lib/processes.ts';

const ROWS = 60_000;
const HOUR = 3600_000;
const children: ChildProcess[] = [];
let proxy = '';
let brokenProxy = '';

async function startService(env: Record<string, string>): Promise<string> {
  const port = await findFreePort(4530 + children.length * 2);
  const service = startChild('analyzer', process.execPath, scriptArgs(join(root, 'scripts/analyzer/server.ts')), {
    // a cache of its own: test files run side by side, and two services generating one file would race
    env: { ANALYZER_PORT: String(port), ANALYZER_ROWS: String(ROWS), ANALYZER_CACHE_DIR: join(root, '.tmp/analyzer-logview-test'), ...env },
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
  // the second one reads the cache the first one wrote
  brokenProxy = await startService({ ANALYZER_BREAK_SHAPE: '1' });
}, 180_000);

afterAll(async () => {
  await Promise.all(children.map((c) => stopChild(c)));
});

type Row = Record<string, string | number>;
interface LogPage {
  tid: string;
  status: string;
  percentage: number;
  total?: number;
  offset: number;
  rows: Row[];
  message?: string;
}
interface LogSearch {
  logtype: string;
  subtype?: string;
  timeRange: { start: string; end: string };
  devices?: string[];
  filter?: string;
  sortBy?: { field: string; order: 'asc' | 'desc' };
}
const HEADERS = { 'content-type': 'application/json', 'x-csrf-token': 'token' };
const range = (hours: number) => ({ start: new Date(Date.now() - hours * HOUR).toISOString(), end: new Date().toISOString() });
/** Every log of the set (it spans 30 days). */
const ALL_TIME = 24 * 31;
const logview = (adom = 'root', base = proxy) => `${base}/gui/logview/adom/${adom}`;

async function submit(body: LogSearch, base = proxy) {
  return fetch(`${logview('root', base)}/logsearch`, { method: 'POST', headers: HEADERS, body: JSON.stringify(body) });
}
async function submitted(body: LogSearch) {
  const res = await submit(body);
  expect(res.status, await res.clone().text()).toBe(200);
  const { tid } = (await res.json()) as { tid: string };
  expect(tid).toMatch(/^log-[0-9a-f]{12}$/);
  return tid;
}
async function page(tid: string, offset: number, limit?: number, base = proxy) {
  const res = await fetch(`${logview('root', base)}/logsearch/${tid}?offset=${offset}${limit ? `&limit=${limit}` : ''}`);
  const body = (await res.json()) as LogPage;
  return { status: res.status, page: body };
}
/** A page the spec accepts (the proxy answers 200, not a VIOLATIONS 500). */
async function okPage(tid: string, offset: number, limit?: number) {
  const { status, page: p } = await page(tid, offset, limit);
  expect(status, JSON.stringify(p).slice(0, 500)).toBe(200);
  return p;
}
/** Polls a search until it has counted; answers its first page then. */
async function counted(tid: string, limit = 200) {
  for (let i = 0; i < 400; i++) {
    const p = await okPage(tid, 0, limit);
    if (p.status !== 'running') return p;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the search never finished counting');
}
async function search(body: LogSearch, limit = 200) {
  const tid = await submitted(body);
  return { tid, page: await counted(tid, limit) };
}
/** Every log of a search, page by page (1000 at a time). */
async function walk(tid: string, total: number) {
  const rows: Row[] = [];
  for (let offset = 0; offset < total; offset += 1000) rows.push(...(await okPage(tid, offset, 1000)).rows);
  return rows;
}
/** Whether each row comes after the previous one by `before` (a negative number when a comes first). */
function inOrder(rows: Row[], before: (a: Row, b: Row) => number) {
  return rows.every((r, i) => i === 0 || before(rows[i - 1], r) < 0);
}
const newestFirst = (a: Row, b: Row) => Number(b.eventtime) - Number(a.eventtime) || Number(a.id) - Number(b.id);

describe('log search behind the validating proxy', () => {
  it('answers the first page at once while it counts, then the total', async () => {
    const tid = await submitted({ logtype: 'traffic', timeRange: range(24) });
    const first = await okPage(tid, 0);
    expect(first.rows).toHaveLength(200);
    if (first.status === 'running') {
      expect(first.percentage).toBeLessThan(100);
      expect(first).not.toHaveProperty('total');
    }
    const done = await counted(tid);
    expect(done).toMatchObject({ tid, status: 'done', percentage: 100, offset: 0 });
    expect(done.total).toBeGreaterThan(400);
    // the same rows, at the same times: pages agree on the search's submit time
    expect(done.rows).toEqual(first.rows);
  });

  it('answers rows in the LogRow shape: times in UTC from eventtime, the storage columns under their field names', async () => {
    const { page: p } = await search({ logtype: 'traffic', timeRange: range(24) });
    for (const r of p.rows) {
      const d = new Date(Number(r.eventtime) * 1000).toISOString();
      expect([r.date, r.time]).toEqual([d.slice(0, 10), d.slice(11, 19)]);
      expect(r.type).toBe('traffic');
      expect(typeof r.dstport).toBe('number');
      expect(r).not.toHaveProperty('logtype');
      expect(r).not.toHaveProperty('os');
      expect(Object.values(r)).not.toContain('');
      expect(Number(r.eventtime)).toBeGreaterThan(Date.now() / 1000 - 24 * 3600 - 1);
    }
    expect(p.rows.some((r) => typeof r.osname === 'string')).toBe(true);
    // a traffic log carries no health-check figures (an SD-WAN event does, to 2 decimals)
    expect(p.rows.some((r) => 'latency' in r || 'jitter' in r || 'packetloss' in r)).toBe(false);
    const sdwan = (await search({ logtype: 'event', subtype: 'sdwan', timeRange: range(24 * 7) })).page;
    expect(sdwan.rows.length).toBeGreaterThan(0);
    for (const r of sdwan.rows) {
      expect(r).toMatchObject({ subtype: 'sdwan', healthcheck: expect.any(String), interface: expect.stringMatching(/^(wan1|wan2|lte1)$/) });
      expect(['latency', 'jitter', 'packetloss'].every((f) => Math.round(Number(r[f]) * 100) / 100 === r[f])).toBe(true);
    }
  });

  it('answers consecutive pages without overlap, newest first', async () => {
    const tid = await submitted({ logtype: 'traffic', timeRange: range(24 * 7) });
    const first = await okPage(tid, 0);
    const second = await okPage(tid, 200);
    expect(second.offset).toBe(200);
    const ids = new Set(first.rows.map((r) => r.id));
    expect(second.rows.some((r) => ids.has(r.id))).toBe(false);
    expect(inOrder([...first.rows, ...second.rows], newestFirst)).toBe(true);
    // a page across the two is the end of the first and the start of the second
    const across = await okPage(tid, 150, 100);
    expect(across.rows.map((r) => r.id)).toEqual([...first.rows.slice(150), ...second.rows.slice(0, 50)].map((r) => r.id));
  });

  it('counts a filtered search as many logs as its pages hold', async () => {
    const { tid, page: p } = await search({ logtype: 'traffic', timeRange: range(24 * 3), filter: 'action=deny' });
    expect(p.total).toBeGreaterThan(10);
    expect(p.total).toBeLessThan(1000);
    const rows: Row[] = [];
    for (let offset = 0; offset < p.total! + 14; offset += 7) rows.push(...(await okPage(tid, offset, 7)).rows);
    expect(rows).toHaveLength(p.total!);
    expect(new Set(rows.map((r) => r.id)).size).toBe(p.total);
    expect(rows.every((r) => r.action === 'deny' && r.type === 'traffic')).toBe(true);
    expect(inOrder(rows, newestFirst)).toBe(true);
    // past the end: no rows
    expect((await okPage(tid, p.total!)).rows).toEqual([]);
  });

  it('reads every log of a long search once, in order, however deep the page (newest first, oldest first, by a column)', async () => {
    const orders: [LogSearch['sortBy'], (a: Row, b: Row) => number][] = [
      [undefined, newestFirst],
      [{ field: 'date', order: 'asc' }, (a, b) => Number(a.eventtime) - Number(b.eventtime) || Number(b.id) - Number(a.id)],
      [{ field: 'sentbyte', order: 'desc' }, (a, b) => Number(b.sentbyte) - Number(a.sentbyte) || newestFirst(a, b)],
      // text sorts by its bytes
      [{ field: 'srcip', order: 'asc' }, (a, b) => (a.srcip < b.srcip ? -1 : a.srcip > b.srcip ? 1 : 0) || newestFirst(a, b)],
    ];
    for (const [sortBy, before] of orders) {
      const { tid, page: p } = await search({ logtype: 'traffic', timeRange: range(24 * 10), ...(sortBy ? { sortBy } : {}) });
      // deep enough for the pages past 5,000 to be located by the search's index or checkpoints
      expect(p.total).toBeGreaterThan(6000);
      const once = await walk(tid, p.total!);
      expect(once).toHaveLength(p.total!);
      expect(new Set(once.map((r) => r.id)).size).toBe(p.total);
      expect(inOrder(once, before), JSON.stringify(sortBy)).toBe(true);
      if (sortBy && sortBy.field !== 'date') {
        // in column order, the first walk read deep pages by sorting; by now the search has noted where they start
        await new Promise((r) => setTimeout(r, 500));
        expect((await walk(tid, p.total!)).map((r) => r.id)).toEqual(once.map((r) => r.id));
      }
    }
  }, 120_000);

  it('changes with the filter, a word without a field, the devices, the subtype, a group log type and the sort', async () => {
    const all = (await search({ logtype: 'traffic', timeRange: range(24 * 7) })).page;
    const ssh = (await search({ logtype: 'traffic', timeRange: range(24 * 7), filter: 'dstport=22 or service~ssh' })).page;
    expect(ssh.total).toBeLessThan(all.total!);
    expect(ssh.rows.every((r) => r.dstport === 22 || String(r.service).toLowerCase().includes('ssh'))).toBe(true);

    const word = (await search({ logtype: 'traffic', timeRange: range(24 * 7), filter: 'YOUTUBE' })).page;
    expect(word.total).toBeGreaterThan(0);
    expect(word.total).toBeLessThan(all.total!);
    expect(word.rows.every((r) => Object.values(r).some((v) => typeof v === 'string' && v.toLowerCase().includes('youtube')))).toBe(true);
    const fields = (await search({ logtype: 'traffic', timeRange: range(24 * 7), filter: 'app~youtube or saasname~youtube or hostname~youtube' })).page;
    expect(word.total).toBe(fields.total);

    const device = String(all.rows[0].devid);
    const one = (await search({ logtype: 'traffic', timeRange: range(24 * 7), devices: [device] })).page;
    expect(one.total).toBeLessThan(all.total!);
    expect(new Set(one.rows.map((r) => r.devid))).toEqual(new Set([device]));

    const vpn = (await search({ logtype: 'event', subtype: 'vpn', timeRange: range(24 * 7) })).page;
    expect(vpn.total).toBeGreaterThan(0);
    expect(new Set(vpn.rows.map((r) => r.subtype))).toEqual(new Set(['vpn']));

    const threats = (await search({ logtype: 'threat', timeRange: range(24 * 7) }, 1000)).page;
    const ips = (await search({ logtype: 'ips', timeRange: range(24 * 7) })).page;
    const types = new Set(threats.rows.map((r) => r.type));
    expect(types.size).toBeGreaterThan(3);
    expect(types.has('traffic') || types.has('event')).toBe(false);
    expect(threats.total).toBeGreaterThan(ips.total!);

    const bySize = (await search({ logtype: 'traffic', timeRange: range(24 * 7), sortBy: { field: 'sentbyte', order: 'desc' } })).page;
    const sizes = bySize.rows.map((r) => Number(r.sentbyte));
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    expect(sizes[0]).toBeGreaterThan(sizes.at(-1)!);
    expect(bySize.total).toBe(all.total);

    const byType = (await search({ logtype: 'threat', timeRange: range(24 * 7), filter: 'type=ips,virus and not crlevel=critical' })).page;
    expect(byType.rows.every((r) => (r.type === 'ips' || r.type === 'virus') && r.crlevel !== 'critical')).toBe(true);
  });

  it('refuses what it cannot search, with what is wrong and where', async () => {
    for (const [body, message] of [
      [{ logtype: 'traffic', timeRange: range(1), filter: 'srcip=' }, "Expected a value after 'srcip=' at position 7."],
      [{ logtype: 'traffic', timeRange: range(1), filter: 'srcipp=1.2.3.4' }, "Unknown log field 'srcipp'."],
      [{ logtype: 'traffic', timeRange: range(1), filter: '(action=deny or dstport=22))' }, 'Unbalanced parenthesis at position 28.'],
      [{ logtype: 'traffic', timeRange: range(1), filter: 'dstport=abc' }, "'dstport' takes a number, not 'abc'."],
      [{ logtype: 'traffic', timeRange: range(1), filter: 'action=deny dstport=22' }, "Expected 'and' or 'or' before 'dstport' at position 13."],
      [{ logtype: 'nothing', timeRange: range(1) }, "Unknown log type 'nothing'."],
      [{ logtype: 'traffic', subtype: 'local', timeRange: range(1) }, "Unknown subtype 'local' of Traffic."],
      [{ logtype: 'traffic', timeRange: range(1), sortBy: { field: 'colour', order: 'asc' } }, "Unknown log field 'colour'."],
      [{ logtype: 'traffic', timeRange: { start: range(1).end, end: range(1).start } }, 'The time range must end after it starts.'],
    ] as const) {
      const res = await submit(body as LogSearch);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ code: -2, message });
    }
  });

  it('does not know a search it never had', async () => {
    const { status, page: p } = await page('log-000000000000', 0, 1);
    expect(status).toBe(404);
    expect(p).toEqual({ code: -3, message: 'Task not found.' });
    const cancel = await fetch(`${logview()}/logsearch/log-000000000000`, { method: 'DELETE', headers: { 'x-csrf-token': 'token' } });
    expect(cancel.status).toBe(404);
  });

  it('cancels a search: it stops counting and answers no more logs', async () => {
    const tid = await submitted({ logtype: 'traffic', timeRange: range(24 * 30), filter: 'youtube or netflix' });
    const cancel = await fetch(`${logview()}/logsearch/${tid}`, { method: 'DELETE', headers: { 'x-csrf-token': 'token' } });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toEqual({ tid });
    const after = await okPage(tid, 0);
    expect(after).toMatchObject({ status: 'cancelled', percentage: 100, rows: [] });
    expect(after).not.toHaveProperty('total');
    // cancelling again, or a search already done, is no error
    expect((await fetch(`${logview()}/logsearch/${tid}`, { method: 'DELETE', headers: { 'x-csrf-token': 'token' } })).status).toBe(200);
  });

  it('answers the injected failure of the console (Prefer: code=500)', async () => {
    const res = await fetch(`${logview()}/loggroups`, { headers: { prefer: 'code=500' } });
    expect(res.status).toBe(500);
  });
});

interface LogFile {
  name: string;
  devid: string;
  devname: string;
  logtype: string;
  start: string;
  end: string;
  rows: number;
  size: number;
}

describe('stored log files, log groups and custom log views behind the validating proxy', () => {
  it('lists the files of an ADOM: one per device, kind and day, newest day first, as many logs as a search finds', async () => {
    const res = await fetch(`${logview()}/logfiles`);
    expect(res.status).toBe(200);
    const { files } = (await res.json()) as { files: LogFile[] };
    expect(files.length).toBeGreaterThan(100);
    expect(files.length).toBeLessThanOrEqual(2000);
    const day = (f: LogFile) => Number(/\.(\d+)\.log\.gz$/.exec(f.name)![1]);
    for (const f of files) {
      expect(f.name).toMatch(/^(tlog|elog|alog)\.\d+\.log\.gz$/);
      expect({ tlog: 'traffic', elog: 'event', alog: 'security' }[f.name.slice(0, 4)]).toBe(f.logtype);
      expect(day(f) % 86400).toBe(0);
      expect(Date.parse(f.start)).toBeGreaterThanOrEqual(day(f) * 1000);
      expect(Date.parse(f.end)).toBeLessThan((day(f) + 86400) * 1000);
      expect(Date.parse(f.end)).toBeGreaterThanOrEqual(Date.parse(f.start));
      expect(f.size).toBeGreaterThanOrEqual(f.rows * 80);
    }
    expect(files.map(day)).toEqual([...files.map(day)].sort((a, b) => b - a));

    const devid = files[0].devid;
    const own = ((await (await fetch(`${logview()}/logfiles?devid=${devid}`)).json()) as { files: LogFile[] }).files;
    expect(new Set(own.map((f) => f.devid))).toEqual(new Set([devid]));
    const traffic = own.filter((f) => f.logtype === 'traffic').reduce((n, f) => n + f.rows, 0);
    const found = (await search({ logtype: 'traffic', devices: [devid], timeRange: range(ALL_TIME) })).page;
    expect(found.total).toBe(traffic);

    const none = await fetch(`${logview('No-Such-ADOM')}/logfiles`);
    expect(await none.json()).toEqual({ files: [] });
  });

  it('lists log groups by site, sorted by name, and none for an ADOM without devices', async () => {
    const res = await fetch(`${logview()}/loggroups`);
    expect(res.status).toBe(200);
    const groups = (await res.json()) as { name: string; description?: string; devices: string[] }[];
    const names = groups.map((g) => g.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['Branches', 'Campus', 'Cloud', 'Data-Centers', 'Plants']));
    expect(groups.every((g) => g.devices.length > 0 && g.description)).toBe(true);
    const all = groups.flatMap((g) => g.devices);
    expect(new Set(all).size).toBe(all.length);
    const retail = (await (await fetch(`${logview('Retail-East')}/loggroups`)).json()) as { name: string }[];
    expect(retail.map((g) => g.name)).toEqual(['Cloud', 'Stores']);
    expect(await (await fetch(`${logview('No-Such-ADOM')}/loggroups`)).json()).toEqual([]);
  });

  it('lists the custom log views of the API description in every ADOM', async () => {
    const example = parse(readFileSync(join(root, 'specs/examples/logview/saved-views.yaml'), 'utf8')).value;
    for (const adom of ['root', 'Retail-East']) {
      const res = await fetch(`${logview(adom)}/savedviews`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(example);
    }
  });
});

describe('a service that answers the wrong shape', () => {
  it('is reported as a violation by the proxy', async () => {
    const res = await submit({ logtype: 'traffic', timeRange: range(1) }, brokenProxy);
    const { tid } = (await res.json()) as { tid: string };
    const { status, page: p } = await page(tid, 0, 5, brokenProxy);
    expect(status).toBe(500);
    expect((p as unknown as { type: string }).type).toMatch(/VIOLATIONS$/);
  });
});
