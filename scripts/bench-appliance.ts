#!/usr/bin/env node
/**
 * What the stateful mock appliance costs (npm run bench -- --only appliance):
 *   - a call through the validating proxy and the appliance, against the same call to the Prism mock alone, for a
 *     call the appliance hands on (getSysInfo) and one it answers from its store (getProfile), in alternation;
 *   - the time the mock takes to start (proxy, appliance and Prism), against Prism alone.
 * Medians and ratios; the goals are ≤ 5 ms more per call at the median and ≤ 2 s more to start.
 *
 *   npx tsx scripts/bench-appliance.ts [--calls 300] [--starts 3]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatLine, loadLine, median } from './lib/bench-stats.ts';
import { startMock } from './lib/mock-server.ts';
import { findFreePort, waitForPort } from './lib/ports.ts';
import { binPath, root, startChild, stopChild } from './lib/processes.ts';

const { values: args } = parseArgs({ options: { calls: { type: 'string', default: '300' }, starts: { type: 'string', default: '3' } }, strict: false });
const calls = Number(args.calls);
const starts = Number(args.starts);
const dir = mkdtempSync(join(tmpdir(), 'bench-appliance-'));

async function timeCall(url: string, headers: Record<string, string>): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - t0;
}

console.log(`load average ${loadLine()}`);
const mock = await startMock({ analyzer: false, logLevel: 'error', storeFile: join(dir, 'state.duckdb') });
try {
  const headers = { 'X-Mock-Persona': 'superAdmin', Prefer: 'example=superAdmin', Cookie: 'mock-sandbox=bench' };
  for (const [label, path, prefer] of [
    ['handed on to Prism (getSysInfo)', '/gui/sys/info', 'example=superAdmin'],
    ['answered from the store (getProfile)', '/gui/sys/profile', 'example=default'],
  ] as const) {
    const viaAppliance: number[] = [];
    const prismAlone: number[] = [];
    const h = { ...headers, Prefer: prefer };
    // warm both paths (connections, the document seeded)
    for (let i = 0; i < 20; i++) {
      await timeCall(`${mock.url}${path}`, h);
      await timeCall(`${mock.prismUrl}${path}`, h);
    }
    for (let i = 0; i < calls; i++) {
      viaAppliance.push(await timeCall(`${mock.url}${path}`, h));
      prismAlone.push(await timeCall(`${mock.prismUrl}${path}`, h));
    }
    console.log(formatLine(`${label}, proxy + appliance`, viaAppliance));
    console.log(formatLine(`${label}, Prism alone`, prismAlone));
    const added = median(viaAppliance) - median(prismAlone);
    console.log(`  added at the median: ${added.toFixed(1)} ms (goal ≤ 5 ms): ${added <= 5 ? 'met' : 'NOT met'}`);
  }
} finally {
  await mock.stop();
}

// start-up: the whole mock (without the analyzer, whose log set is its own) against Prism alone
const whole: number[] = [];
const alone: number[] = [];
for (let i = 0; i < starts; i++) {
  let t0 = performance.now();
  const m = await startMock({ analyzer: false, logLevel: 'error', storeFile: join(dir, `start-${i}.duckdb`) });
  whole.push(performance.now() - t0);
  await m.stop();
  const port = await findFreePort(4310);
  t0 = performance.now();
  const prism = startChild('mock', process.execPath, [binPath('@stoplight/prism-cli', 'prism'), 'mock', join(root, 'generated/openapi.json'), '-p', String(port), '-v', 'error']);
  await waitForPort(port, { child: prism, name: 'mock', timeoutMs: 60000 });
  alone.push(performance.now() - t0);
  await stopChild(prism);
}
console.log(formatLine('start: proxy + appliance + Prism', whole));
console.log(formatLine('start: Prism alone', alone));
const addedStart = median(whole) - median(alone);
console.log(`  added to the start at the median: ${(addedStart / 1000).toFixed(2)} s (goal ≤ 2 s): ${addedStart <= 2000 ? 'met' : 'NOT met'}`);
rmSync(dir, { recursive: true, force: true });
