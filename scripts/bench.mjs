#!/usr/bin/env node
/**
 * npm run bench: runs every benchmark script (scripts/bench-*.mjs) in turn, passing the arguments on.
 * Exits non-zero when one of them does.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, runCommand } from './lib/processes.mjs';

const benches = readdirSync(join(root, 'scripts'))
  .filter((f) => /^bench-.+\.mjs$/.test(f))
  .sort();
if (!benches.length) {
  console.log('No benchmarks yet (scripts/bench-*.mjs).');
  process.exit(0);
}
let failed = 0;
for (const file of benches) {
  console.log(`\n━━ ${file}`);
  const code = await runCommand(process.execPath, [join(root, 'scripts', file), ...process.argv.slice(2)]);
  if (code !== 0) {
    failed += 1;
    console.error(`${file} exited with code ${code}`);
  }
}
process.exit(failed ? 1 : 0);
