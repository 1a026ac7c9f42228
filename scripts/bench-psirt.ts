#!/usr/bin/env node
/**
 * Benchmark of the Vulnerable Devices matching: buildVulnerableDeviceRows over the 100,000-device fleet
 * (.tmp/fleet-100k, written by `npx tsx scripts/gen-fleet.ts --scale 100000` when missing) against every advisory.
 * Prints the median, min and max of N runs in ms for the 100,000 managed devices and its ratio to the 150 ms goal,
 * then for the whole fleet with its access points, switches and extenders, its fabric tree and groups, and the
 * splitting of the device list's JSON text as the fleet worker reads it.
 *
 *   npx tsx scripts/bench-psirt.ts [--runs 15] [--goal 150]
 *   (BENCH_PSIRT_GOAL_MS overrides the goal; npm run bench runs it with the other benchmarks)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { VulnerableDevicesInput } from '../src/features/dvm/vulnerabilities/logic/index.ts';
import { root, scriptArgs } from './lib/processes.ts';

const self = fileURLToPath(import.meta.url);

// run once more with gc() exposed, so that every timed run starts from a collected heap
if (!process.env.BENCH_PSIRT_UNDER_TSX) {
  const child = spawnSync(process.execPath, ['--expose-gc', ...scriptArgs(self, ...process.argv.slice(2))], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_PSIRT_UNDER_TSX: '1' },
  });
  process.exit(child.status ?? 1);
}

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}
const runs = option('runs', 15);
const goal = Number(process.env.BENCH_PSIRT_GOAL_MS) || option('goal', 150);
const dir = join(root, '.tmp', 'fleet-100k');

if (!existsSync(join(dir, 'psirt.json'))) {
  const gen = spawnSync(process.execPath, scriptArgs(join(root, 'scripts', 'gen-fleet.ts'), '--scale', '100000'), { cwd: root, stdio: 'inherit' });
  if (gen.status !== 0) process.exit(gen.status ?? 1);
}
/** One of the fleet's files (written by gen-fleet.ts in the shapes of the API description). */
const load = <K extends keyof VulnerableDevicesInput>(name: string): NonNullable<VulnerableDevicesInput[K]> =>
  JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as NonNullable<VulnerableDevicesInput[K]>;
const input = {
  psirt: load<'psirt'>('psirt'),
  devices: load<'devices'>('devices'),
  wtps: load<'wtps'>('wtps'),
  switches: load<'switches'>('switches'),
  extenders: [...load<'extenders'>('extension-extenders'), ...load<'extenders'>('extender-extenders')],
} satisfies VulnerableDevicesInput;

const logic = await import('../src/features/dvm/vulnerabilities/logic/index.ts');

const median = (sorted: readonly number[]): number => (sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2);

interface Measured<T> {
  median: number;
  min: number;
  max: number;
  cpu: number;
  out: T;
}

function measure<T>(fn: () => T): Measured<T> {
  const times: number[] = [];
  const cpu: number[] = [];
  let out: T | undefined;
  for (let i = 0; i < 3; i++) fn(); // warm-up: let the JIT settle
  for (let i = 0; i < runs; i++) {
    // start each run from a collected heap, so a run is not charged with collecting the previous run's rows
    out = undefined;
    globalThis.gc?.();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    out = fn();
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  // CPU time (all threads of the process, GC helpers included) shows the cost when other work shares the machine
  return { median: median(times), min: times[0]!, max: times[times.length - 1]!, cpu: median(cpu), out: out as T };
}

const fmt = (n: number) => n.toFixed(1).padStart(7);
const line = (label: string, m: Measured<unknown>, extra = '') =>
  console.log(`${label.padEnd(44)} median ${fmt(m.median)}  min ${fmt(m.min)}  max ${fmt(m.max)}  cpu ${fmt(m.cpu)}${extra}`);

console.log(
  `fleet: ${input.devices.length} managed devices, ${input.wtps.length} APs, ${input.switches.length} switches, ` +
    `${input.extenders.length} extenders; ${Object.keys(input.psirt.byIrNumber).length} advisories, ` +
    `${Object.keys(input.psirt.byPlatform).length} product versions; ${runs} runs after 3 warm-up runs; wall-clock ms, cpu = median CPU ms`,
);
const devicesOnly = measure(() => logic.buildVulnerableDeviceRows({ psirt: input.psirt, devices: input.devices }));
line(`match ${input.devices.length} managed devices`, devicesOnly, `  (goal ${goal})`);
const full = measure(() => logic.buildVulnerableDeviceRows(input));
const result = full.out;
line(`match the whole fleet (${result.rows.length} rows)`, full);
const tree = measure(() => logic.fabricRows(result.rows, { vulnerableOnly: true }));
line('fabric tree of the whole fleet', tree);
// the fleet worker splits each list's answer as it arrives (pieces of 64 KiB) and parses the elements
const devicesText = JSON.stringify(input.devices);
const split = measure(() => {
  const stream = logic.createJsonArrayStream();
  let n = 0;
  for (let i = 0; i < devicesText.length; i += 65536) n += stream.push(devicesText.slice(i, i + 65536)).length;
  stream.end();
  return n;
});
line(`split and parse the device list (${(devicesText.length / 1e6).toFixed(0)} MB)`, split);
const groups = measure(() => logic.groupByDeviceType(result.vulnerableRows));
line('device type groups of the whole fleet', groups);

// a benchmark reports, it does not judge: the ratio to the goal is printed, the exit code stays 0
console.log(
  `goal: matching ${input.devices.length} devices median ${devicesOnly.median.toFixed(1)} ms = ` +
    `${(devicesOnly.median / goal).toFixed(2)} x the ${goal} ms goal`,
);
