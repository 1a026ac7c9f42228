#!/usr/bin/env node
/**
 * npm run bench: runs every benchmark script (scripts/bench-*.ts) in turn, passing the arguments on.
 * Exits non-zero when one of them does.
 *
 *   npm run bench -- [--only NAME[,NAME]] [arguments for the benchmarks]
 *   --only first-screen   runs only the benchmarks whose file name contains one of the names
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, runCommand, scriptArgs } from './lib/processes.ts';

const passed: string[] = [];
const only: string[] = [];
for (let i = 2; i < process.argv.length; i++) {
  const arg = process.argv[i]!;
  if (arg === '--only' && i + 1 < process.argv.length) only.push(...process.argv[++i]!.split(','));
  else if (arg.startsWith('--only=')) only.push(...arg.slice(7).split(','));
  else passed.push(arg);
}
const benches = readdirSync(join(root, 'scripts'))
  .filter((f) => /^bench-.+\.ts$/.test(f) && !f.endsWith('.test.ts'))
  .filter((f) => !only.length || only.some((name) => name && f.includes(name)))
  .sort();
if (!benches.length) {
  console.log('No benchmarks yet (scripts/bench-*.ts).');
  process.exit(0);
}
let failed = 0;
for (const file of benches) {
  console.log(`\n━━ ${file}`);
  const code = await runCommand(process.execPath, scriptArgs(join(root, 'scripts', file), ...passed));
  if (code !== 0) {
    failed += 1;
    console.error(`${file} exited with code ${code}`);
  }
}
process.exit(failed ? 1 : 0);
