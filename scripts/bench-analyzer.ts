#!/usr/bin/env node
/**
 * Benchmark of a widget query as the console makes it: submit → run done, over HTTP through Prism's validating proxy
 * (which checks every request and answer against the spec, as in front of the console), polled with the console's
 * own back-off (constants.json taskPolling.analyzer: the first poll after 100 ms, then 1.5 times longer each time, at
 * most 1 s), at 5,000,000 log rows (the first run generates and caches the set under .tmp/analyzer), for views of
 * each kind over short and long periods. Beside it, the analyzer alone (no proxy, polled every 5 ms): what the
 * service itself takes. Goal: median ≤ 300 ms per widget query as the console makes it. Prints medians, min/max and
 * the ratio to the goal; never fails on a goal.
 *
 *   npm run bench -- --only analyzer [--rows N] [--runs N]
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findFreePort, waitForPort } from './lib/ports.ts';
import { binPath, root, scriptArgs, startChild, stopChild } from './lib/processes.ts';
import { formatLine, loadLine, median } from './lib/bench-stats.ts';
import { constants } from '../generated/catalog/constants.ts';
import type { components } from '../generated/api/schema.ts';

type FortiviewTask = components['schemas']['FortiviewTask'];
type FortiviewResult = components['schemas']['FortiviewResult'];

const { values } = parseArgs({ options: { rows: { type: 'string', default: '5000000' }, runs: { type: 'string', default: '7' } }, strict: false });
const rows = Number(values.rows);
const runs = Number(values.runs);
const GOAL_MS = 300;
const HOUR = 3600_000;

const port = await findFreePort(4230);
const started = Date.now();
const service = startChild('analyzer', process.execPath, scriptArgs(join(root, 'scripts/analyzer/server.ts')), {
  env: { ANALYZER_PORT: String(port), ANALYZER_ROWS: String(rows) },
  onLine: (_n, line) => console.log(`  ${line}`),
});
let proxy: ReturnType<typeof startChild> | null = null;
try {
  await waitForPort(port, { child: service, name: 'analyzer', timeoutMs: 15 * 60_000 });
  const proxyPort = await findFreePort(port + 1);
  proxy = startChild('proxy', process.execPath, [
    binPath('@stoplight/prism-cli', 'prism'), 'proxy', join(root, 'generated/openapi.json'), `http://127.0.0.1:${port}`, '--errors', '-p', String(proxyPort), '-v', 'error',
  ]);
  await waitForPort(proxyPort, { child: proxy, name: 'proxy', timeoutMs: 60_000 });
  console.log(`analyzer and validating proxy ready with ${rows.toLocaleString('en')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s (load ${loadLine()})`);
  const direct = `http://127.0.0.1:${port}`;
  const proxied = `http://127.0.0.1:${proxyPort}`;
  const headers = { 'content-type': 'application/json', 'x-csrf-token': 'token' };
  const backoff = constants.taskPolling.analyzer;
  /** The console's wait after poll `step` (src/lib/api/task-runner.ts backoffDelay). */
  const consoleDelay = (step: number) => Math.min(backoff.maxDelayMs, Math.round(backoff.firstDelayMs * backoff.factor ** step));

  async function query(base: string, view: string, hours: number, limit: number, delay: (step: number) => number, adom = 'root'): Promise<{ ms: number; total: number }> {
    const t0 = performance.now();
    const body = JSON.stringify({ timeRange: { start: new Date(Date.now() - hours * HOUR).toISOString(), end: new Date().toISOString() }, limit });
    const answer = await fetch(`${base}/gui/fortiview/adom/${adom}/${view}/run`, { method: 'POST', headers, body });
    if (answer.status !== 200) throw new Error(`${view}: submit answered ${answer.status} ${(await answer.text()).slice(0, 300)}`);
    const { tid } = (await answer.json()) as FortiviewTask;
    for (let step = 0; ; step++) {
      const res = await fetch(`${base}/gui/fortiview/adom/${adom}/${view}/run/${tid}?offset=0&limit=1000`, { headers });
      if (res.status !== 200) throw new Error(`${view}: poll answered ${res.status} ${(await res.text()).slice(0, 300)}`);
      const result = (await res.json()) as FortiviewResult;
      if (result.status !== 'running') {
        if (result.status !== 'done') throw new Error(`${view}: ${result.status} ${result.message ?? ''}`);
        return { ms: performance.now() - t0, total: result.total };
      }
      await new Promise((r) => setTimeout(r, delay(step)));
    }
  }

  const cases: [label: string, view: string, hours: number, limit: number][] = [
    ['top sources, 1 hour, top 10', 'top-sources', 1, 10],
    ['top applications, 1 day, top 10', 'top-applications', 24, 10],
    ['threat map, 1 week, top 50', 'threat-map', 24 * 7, 50],
    ['application bandwidth over time, 1 day, top 5', 'appOverTime', 24, 5],
    ['top sources, 30 days, top 100', 'top-sources', 24 * 30, 100],
    ['device status, 1 day', 'device-status', 24, 100],
  ];
  const ways: [label: string, base: string, delay: (step: number) => number][] = [
    [`as the console makes it: through the validating proxy, polled after ${backoff.firstDelayMs} ms ×${backoff.factor} (at most ${backoff.maxDelayMs} ms)`, proxied, consoleDelay],
    ['the analyzer alone: no proxy, polled every 5 ms', direct, () => 5],
  ];
  const slowest: number[] = [];
  for (const [label, base, delay] of ways) {
    console.log(`\nwidget query (submit → done), ${label}; goal ≤ ${GOAL_MS} ms; ${runs} runs each after one warm-up`);
    const medians: number[] = [];
    for (const [what, view, hours, limit] of cases) {
      await query(base, view, hours, limit, delay);
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < runs; i++) {
        const r = await query(base, view, hours, limit, delay);
        times.push(r.ms);
        total = r.total;
      }
      medians.push(median(times));
      console.log(`  ${formatLine(`${what} (${total} rows)`, times, GOAL_MS)}`);
    }
    slowest.push(Math.max(...medians));
  }
  const [asConsole = 0, alone = 0] = slowest;
  console.log(
    `\nslowest median as the console makes it ${asConsole.toFixed(1)} ms = ${(asConsole / GOAL_MS).toFixed(2)} x the goal; ` +
      `the analyzer alone ${alone.toFixed(1)} ms (load ${loadLine()})`,
  );
} finally {
  if (proxy) await stopChild(proxy);
  await stopChild(service);
}
