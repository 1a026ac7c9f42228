#!/usr/bin/env node
/**
 * Benchmark of the mock analyzer's log search, over HTTP through Prism's validating proxy (as the console calls it),
 * at 5,000,000 log rows (the first run generates and caches the set under .tmp/analyzer). Traffic logs, root ADOM:
 *
 *   - first page: from the submit (POST) until the first page (offset 0, limit 200) is answered, over 1 hour,
 *     1 day and 30 days, with a filter, with words without a field, sorted by a column;
 *   - deep page: the page at offset 100,000 of a 30-day search, from the submit, and alone once the search counted;
 *   - deep page sorted by a column: the page at offset 100,000 of a 30-day search sorted by sentbyte, from the
 *     submit, and alone once the search was read deep (and so noted where its pages start);
 *   - total: from the submit until a page says done, with the total;
 *   - the stored log files of the root ADOM.
 *
 * Goal: ≤ 500 ms for each. Prints medians, min/max and the ratio to the goal; never fails on a goal (exit 1 only when
 * a call fails).
 *
 *   npm run bench -- --only bench-logview. [--rows N] [--runs N]
 *   npx tsx scripts/bench-logview.ts [--rows N] [--runs N]
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findFreePort, waitForPort } from './lib/ports.ts';
import { binPath, root, scriptArgs, startChild, stopChild } from './lib/processes.ts';
import { formatLine, loadLine, median } from './lib/bench-stats.ts';
import { positive, stopOnExit } from './lib/bench-browser.ts';
import type { ChildProcess } from 'node:child_process';
import type { components } from '../generated/api/schema.ts';

type Schemas = components['schemas'];
/** A search of the benchmark: its period in hours and what else it sends. */
interface BenchSearch {
  hours: number;
  body?: Partial<Schemas['LogSearchRequest']>;
}

const { values } = parseArgs({ options: { rows: { type: 'string', default: '5000000' }, runs: { type: 'string', default: '7' } }, strict: false });
const rows = positive(values.rows, 5_000_000);
const runs = positive(values.runs, 7);
const GOAL_MS = 500;
const HOUR = 3600_000;
const PAGE = 200;
const DEEP = 100_000;

const children: ChildProcess[] = [];
// the service and its proxy are stopped together, also on Ctrl-C
const stops = stopOnExit({ signals: ['SIGINT', 'SIGTERM'], announce: false });
stops.add(() => Promise.all(children.map((c) => stopChild(c))));

const started = Date.now();
const port = await findFreePort(4330);
const service = startChild('analyzer', process.execPath, scriptArgs(join(root, 'scripts/analyzer/server.ts')), {
  env: { ANALYZER_PORT: String(port), ANALYZER_ROWS: String(rows) },
  onLine: (_n, line) => console.log(`  ${line}`),
});
children.push(service);
let failed = false;
try {
  await waitForPort(port, { child: service, name: 'analyzer', timeoutMs: 15 * 60_000 });
  const proxyPort = await findFreePort(port + 1);
  const proxy = startChild('proxy', process.execPath, [
    binPath('@stoplight/prism-cli', 'prism'), 'proxy', join(root, 'generated/openapi.json'), `http://127.0.0.1:${port}`, '--errors', '-p', String(proxyPort), '-v', 'error',
  ]);
  children.push(proxy);
  await waitForPort(proxyPort, { child: proxy, name: 'proxy', timeoutMs: 60_000 });
  // words without a field are matched by the text columns' values once the service has read them
  for (let i = 0; i < 600; i++) {
    const health = (await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as { textValues?: boolean };
    if (health.textValues) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`analyzer and proxy ready with ${rows.toLocaleString('en')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s (load ${loadLine()})`);
  const logview = `http://127.0.0.1:${proxyPort}/gui/logview/adom/root`;
  const headers = { 'content-type': 'application/json', 'x-csrf-token': 'token' };

  async function submit(search: BenchSearch): Promise<string> {
    const now = Date.now();
    const body: Schemas['LogSearchRequest'] = { logtype: 'traffic', timeRange: { start: new Date(now - search.hours * HOUR).toISOString(), end: new Date(now).toISOString() }, ...search.body };
    const res = await fetch(`${logview}/logsearch`, { method: 'POST', headers, body: JSON.stringify(body) });
    const answer = (await res.json()) as Schemas['LogSearchTask'];
    if (res.status !== 200) throw new Error(`submit ${JSON.stringify(body)}: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
    return answer.tid;
  }
  async function page(tid: string, offset: number, limit = PAGE): Promise<Schemas['LogSearchResult']> {
    const res = await fetch(`${logview}/logsearch/${tid}?offset=${offset}&limit=${limit}`);
    const answer = (await res.json()) as Schemas['LogSearchResult'];
    if (res.status !== 200 || answer.status === 'error') throw new Error(`page ${offset} of ${tid}: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
    return answer;
  }
  async function cancel(tid: string) {
    await fetch(`${logview}/logsearch/${tid}`, { method: 'DELETE', headers: { 'x-csrf-token': 'token' } });
  }
  async function counted(tid: string): Promise<Schemas['LogSearchResult']> {
    for (;;) {
      const p = await page(tid, 0, 1);
      if (p.status === 'done') return p;
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  /** One warm-up, then `runs` times; prints the line and answers the median. */
  async function measure(label: string, fn: () => Promise<{ note: string; after?: () => Promise<unknown> }>): Promise<{ label: string; median: number }> {
    await fn();
    const times: number[] = [];
    let seen = '';
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const { note, after } = await fn();
      times.push(performance.now() - t0);
      seen = note;
      await after?.();
    }
    console.log(`  ${formatLine(`${label}${seen ? ` (${seen})` : ''}`, times, GOAL_MS)}`);
    return { label, median: median(times) };
  }

  const firstPage = (search: BenchSearch) => async () => {
    const tid = await submit(search);
    const p = await page(tid, 0);
    if (p.rows.length === 0) throw new Error(`${JSON.stringify(search)}: an empty first page`);
    return { note: `${p.rows.length} rows`, after: () => cancel(tid) };
  };
  const FILTER = 'action=deny and dstport=22,3389';
  const WORDS = 'youtube and "united states"';
  const BY_SIZE: BenchSearch['body'] = { sortBy: { field: 'sentbyte', order: 'desc' } };
  const deep = DEEP.toLocaleString('en');

  const results: { label: string; median: number }[] = [];
  console.log(`\nlog search through the validating proxy, goal ≤ ${GOAL_MS} ms; ${runs} runs each after one warm-up (load ${loadLine()})`);
  console.log('first page (offset 0, limit 200), from the submit; a new search each run:');
  results.push(await measure('first page, 1 hour', firstPage({ hours: 1 })));
  results.push(await measure('first page, 1 day', firstPage({ hours: 24 })));
  results.push(await measure('first page, 30 days', firstPage({ hours: 24 * 30 })));
  results.push(await measure(`first page, 1 day, filter ${FILTER}`, firstPage({ hours: 24, body: { filter: FILTER } })));
  results.push(await measure(`first page, 30 days, filter ${FILTER}`, firstPage({ hours: 24 * 30, body: { filter: FILTER } })));
  results.push(await measure(`first page, 30 days, words ${WORDS}`, firstPage({ hours: 24 * 30, body: { filter: WORDS } })));
  results.push(await measure('first page, 1 day, sorted by sentbyte desc', firstPage({ hours: 24, body: BY_SIZE })));

  console.log(`page at offset ${deep} (limit 200):`);
  results.push(
    await measure(`page at ${deep}, 30 days, from the submit`, async () => {
      const tid = await submit({ hours: 24 * 30 });
      const p = await page(tid, DEEP);
      if (p.rows.length !== PAGE) throw new Error(`the page at ${DEEP} has ${p.rows.length} rows`);
      return { note: `status ${p.status}` };
    }),
  );
  const counted30 = await submit({ hours: 24 * 30 });
  const total = (await counted(counted30)).total ?? 0;
  let deepOffset = DEEP;
  results.push(
    await measure(`page at ${deep}+, 30 days, once counted`, async () => {
      // a new offset each run
      deepOffset += 1_000;
      const p = await page(counted30, deepOffset);
      if (p.rows.length !== PAGE) throw new Error(`the page at ${deepOffset} has ${p.rows.length} rows`);
      return { note: `of ${total.toLocaleString('en')}` };
    }),
  );
  results.push(
    await measure(`page at ${deep}, 30 days sorted by sentbyte desc, from the submit`, async () => {
      const tid = await submit({ hours: 24 * 30, body: BY_SIZE });
      const p = await page(tid, DEEP);
      if (p.rows.length !== PAGE) throw new Error(`the page at ${DEEP} has ${p.rows.length} rows`);
      return { note: `status ${p.status}`, after: () => cancel(tid) };
    }),
  );
  // read deep once, a search sorted by a column notes where its pages start (a second or so at 5,000,000 rows)
  const sorted30 = await submit({ hours: 24 * 30, body: BY_SIZE });
  await counted(sorted30);
  await page(sorted30, DEEP);
  await new Promise((r) => setTimeout(r, 3000));
  let sortedOffset = DEEP;
  results.push(
    await measure(`page at ${deep}+, 30 days sorted by sentbyte desc, read deep before`, async () => {
      sortedOffset += 1_000;
      const p = await page(sorted30, sortedOffset);
      if (p.rows.length !== PAGE) throw new Error(`the page at ${sortedOffset} has ${p.rows.length} rows`);
      return { note: '' };
    }),
  );

  console.log('total known (status done), from the submit:');
  const totals: [label: string, hours: number, body?: BenchSearch['body']][] = [
    ['total, 1 day', 24],
    ['total, 30 days', 24 * 30],
    [`total, 30 days, words ${WORDS}`, 24 * 30, { filter: WORDS }],
  ];
  for (const [label, hours, body] of totals) {
    results.push(
      await measure(label, async () => {
        const tid = await submit({ hours, body });
        const p = await counted(tid);
        return { note: `${(p.total ?? 0).toLocaleString('en')} logs` };
      }),
    );
  }

  console.log('other lists:');
  results.push(
    await measure('stored log files of the root ADOM', async () => {
      const res = await fetch(`${logview}/logfiles`);
      const answer = (await res.json()) as Schemas['LogFileList'];
      if (res.status !== 200) throw new Error(`logfiles: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
      return { note: `${answer.files.length} files` };
    }),
  );

  const width = Math.max(...results.map((r) => r.label.length));
  console.log(`\n${'measure'.padEnd(width)}  median ms  x goal`);
  for (const r of results) console.log(`${r.label.padEnd(width)}  ${r.median.toFixed(1).padStart(9)}  ${(r.median / GOAL_MS).toFixed(2).padStart(6)}`);
  const worst = results.reduce((a, b) => (b.median > a.median ? b : a));
  console.log(`\nslowest median: ${worst.label}, ${worst.median.toFixed(1)} ms = ${(worst.median / GOAL_MS).toFixed(2)} x the ${GOAL_MS} ms goal (load ${loadLine()})`);
} catch (error) {
  failed = true;
  console.error(`bench-logview: ${error instanceof Error ? error.message : error}`);
} finally {
  await stops.cleanup();
}
process.exit(failed ? 1 : 0);
