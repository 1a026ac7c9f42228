#!/usr/bin/env node
/**
 * npm run contract:check -- --target <URL> [--header K:V]… [--report junit <file>]
 *   [--analyzer <URL>] [--param name=value]… [--only opId,…] [--skip opId,…] [--spec generated/openapi.json] [--no-prefer]
 *
 * Sends every operation's example requests to the backend at <URL> (the base its paths hang from, e.g.
 * https://appliance/api) and checks each answer against the API description; see scripts/lib/contract-check.ts
 * for the checks. One line per operation and check, a curl line under each failure, the last line
 * `N passed, N failed`; exit code 1 on any failure, 2 on a usage error.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CHECKS, formatResult, junitReport, runContractCheck } from './lib/contract-check.ts';
import { isObject, loadBundledSpec } from './lib/openapi-doc.ts';

const usage =
  'usage: npm run contract:check -- --target <URL> [--header K:V] [--report junit <file>] [--analyzer <URL>] [--param name=value] [--only ids] [--skip ids]';

// `--report junit <file>` takes two values, which parseArgs cannot express
const argv = process.argv.slice(2);
let report: string | null = null;
const at = argv.indexOf('--report');
if (at >= 0) {
  const [format, file] = argv.splice(at, 3).slice(1);
  if (format !== 'junit' || !file) {
    console.error(`--report takes a format and a file: --report junit <file>\n${usage}`);
    process.exit(2);
  }
  report = resolve(file);
}

let args;
try {
  ({ values: args } = parseArgs({
    args: argv,
    options: {
      target: { type: 'string' },
      analyzer: { type: 'string' },
      header: { type: 'string', multiple: true, default: [] },
      param: { type: 'string', multiple: true, default: [] },
      only: { type: 'string' },
      skip: { type: 'string' },
      spec: { type: 'string' },
      concurrency: { type: 'string' },
      'no-prefer': { type: 'boolean', default: false },
    },
  }));
} catch (err) {
  console.error(`${err instanceof Error ? err.message : String(err)}\n${usage}`);
  process.exit(2);
}
if (!args.target || !/^https?:\/\//.test(args.target) || (args.analyzer && !/^https?:\/\//.test(args.analyzer))) {
  console.error(`--target must be the backend's base URL (http:// or https://)\n${usage}`);
  process.exit(2);
}

const pairs = (list: string[], sep: string, what: string): Record<string, string> =>
  Object.fromEntries(
    list.map((item) => {
      const i = item.indexOf(sep);
      if (i <= 0) {
        console.error(`${what} must look like name${sep}value: ${item}`);
        process.exit(2);
      }
      return [item.slice(0, i).trim(), item.slice(i + 1).trim()];
    }),
  );
const list = (s: string | undefined) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : undefined);

const doc = loadBundledSpec(args.spec ? resolve(args.spec) : undefined);
const info = isObject(doc.info) ? doc.info : {};
console.log(`Contract check of ${args.target} against ${info.title ?? 'the API description'} ${info.version ?? ''}`);
console.log(`Checks: ${CHECKS.join(', ')}\n`);
const started = Date.now();
const { results, passed, failed, skipped } = await runContractCheck({
  doc,
  target: args.target,
  analyzerTarget: args.analyzer,
  headers: pairs(args.header, ':', '--header'),
  params: pairs(args.param, '=', '--param'),
  only: list(args.only),
  skip: list(args.skip) ?? [],
  concurrency: args.concurrency ? Number(args.concurrency) : 4,
  preferExamples: !args['no-prefer'],
  onResult: (r) => console.log(formatResult(r)),
});
if (report) {
  writeFileSync(report, junitReport(results, { target: args.target }));
  console.log(`\nJUnit report: ${report}`);
}
const failedOps = new Set(results.filter((r) => r.status === 'fail').map((r) => r.operationId));
console.log(`\n${failedOps.size} of ${new Set(results.map((r) => r.operationId)).size} operations with a failure; ${skipped} checks did not apply; ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
