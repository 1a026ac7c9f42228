#!/usr/bin/env node
/**
 * Benchmark of the mock analyzer's widget query: submit → run done, over HTTP, at 5,000,000 log rows (the first run
 * generates and caches the set under .tmp/analyzer), for views of each kind over short and long periods.
 * Goal: median ≤ 300 ms per widget query. Prints medians, min/max and the ratio to the goal; never fails on a goal.
 *
 *   npm run bench -- --only analyzer [--rows N] [--runs N]
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findFreePort, waitForPort } from './lib/ports.ts';
import { root, scriptArgs, startChild, stopChild } from './lib/processes.ts';
import { formatLine, loadLine } from './lib/bench-stats.ts';
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
try {
  await waitForPort(port, { child: service, name: 'analyzer', timeoutMs: 15 * 60_000 });
  console.log(`analyzer ready with ${rows.toLocaleString('en')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s (load ${loadLine()})`);
  const base = `http://127.0.0.1:${port}`;

  async function query(view: string, hours: number, limit: number, adom = 'root'): Promise<{ ms: number; total: number }> {
    const t0 = performance.now();
    const body = JSON.stringify({ timeRange: { start: new Date(Date.now() - hours * HOUR).toISOString(), end: new Date().toISOString() }, limit });
    const answer = await fetch(`${base}/gui/fortiview/adom/${adom}/${view}/run`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const { tid } = (await answer.json()) as FortiviewTask;
    for (;;) {
      const res = (await (await fetch(`${base}/gui/fortiview/adom/${adom}/${view}/run/${tid}`)).json()) as FortiviewResult;
      if (res.status !== 'running') {
        if (res.status !== 'done') throw new Error(`${view}: ${res.status} ${res.message ?? ''}`);
        return { ms: performance.now() - t0, total: res.total };
      }
      await new Promise((r) => setTimeout(r, 5));
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
  console.log(`\nwidget query (submit → done), goal ≤ ${GOAL_MS} ms; ${runs} runs each after one warm-up`);
  const medians: number[] = [];
  for (const [label, view, hours, limit] of cases) {
    await query(view, hours, limit);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const r = await query(view, hours, limit);
      times.push(r.ms);
      total = r.total;
    }
    medians.push(times.sort((a, b) => a - b)[times.length >> 1]!);
    console.log(`  ${formatLine(`${label} (${total} rows)`, times, GOAL_MS)}`);
  }
  const worst = Math.max(...medians);
  console.log(`\nslowest median ${worst.toFixed(1)} ms = ${(worst / GOAL_MS).toFixed(2)} x the goal (load ${loadLine()})`);
} finally {
  await stopChild(service);
}
