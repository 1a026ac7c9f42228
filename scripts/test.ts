#!/usr/bin/env node
/**
 * npm test: every check and every test, in order —
 *   codegen drift, API changes since the last release (report only), typecheck, architecture lint, API spec lint,
 *   unit + contract tests, browser tests, bundle budget.
 * Each check counts as one test; the last line is `N passed, N failed`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binPath, root, runCommand, scriptArgs } from './lib/processes.ts';
import { BUDGET_KB } from './bundle-size.ts';

/** One stage of the run: a check (passes or fails as a whole), a vitest run (its tests counted) or a report. */
interface StageResult {
  name: string;
  kind: 'check' | 'vitest' | 'info';
  passed: number;
  failed: number;
  skipped?: number;
  seconds: number;
  notes?: string[];
  detail?: string;
}

/** The part of vitest's JSON report that is read. */
interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: { name: string; status: string; message?: string; assertionResults?: { status: string }[] }[];
}

const node = process.execPath;
const work = mkdtempSync(join(tmpdir(), 'console-test-'));
const distDir = join(work, 'dist');
const results: StageResult[] = [];

const tty = process.stdout.isTTY;
const paint = (code: number, text: string) => (tty ? `\x1b[${code}m${text}\x1b[0m` : text);

function banner(title: string) {
  console.log(`\n${paint(1, `━━ ${title} ${'━'.repeat(Math.max(0, 70 - title.length))}`)}`);
}

async function check(name: string, command: string, args: string[], env?: Record<string, string>) {
  banner(name);
  const started = Date.now();
  const code = await runCommand(command, args, { env });
  results.push({ name, kind: 'check', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds: (Date.now() - started) / 1000 });
}

/**
 * Runs checks side by side (each is one process on one core: tsc, eslint and spectral together take the time of the
 * slowest, not of all three); the output of each is printed under its own banner when it ends, in the order given.
 */
async function checksTogether(list: Array<{ name: string; command: string; args: string[] }>) {
  const runs = list.map(({ name, command, args }) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const code = new Promise<number>((done) => {
      child.on('error', (err) => {
        output.push(Buffer.from(`${command}: ${err.message}\n`));
        done(127);
      });
      child.on('close', (exit, signal) => done(exit ?? (signal ? 128 : 1)));
    });
    return { name, output, code, seconds: code.then(() => (Date.now() - started) / 1000) };
  });
  for (const run of runs) {
    const code = await run.code;
    banner(run.name);
    process.stdout.write(Buffer.concat(run.output));
    results.push({ name: run.name, kind: 'check', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds: await run.seconds });
  }
}

/** Runs vitest with the default and JSON reporters and counts its tests. */
async function vitest(name: string, projects: string[], env?: Record<string, string>) {
  banner(name);
  const started = Date.now();
  const report = join(work, `${name.replace(/\W+/g, '-')}.json`);
  const args = [binPath('vitest', 'vitest'), 'run', ...projects.flatMap((p) => ['--project', p])];
  const flaky = join(work, `${name.replace(/\W+/g, '-')}.flaky.txt`);
  args.push('--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  args.push(`--reporter=${join(root, 'scripts/lib/flaky-reporter.ts')}`);
  const code = await runCommand(node, args, { env: { ...env, FLAKY_REPORT: flaky } });
  const notes: string[] = [];
  const entry: StageResult = { name, kind: 'vitest', passed: 0, failed: 0, skipped: 0, seconds: 0, notes };
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
    entry.passed = json.numPassedTests ?? 0;
    entry.failed = json.numFailedTests ?? 0;
    entry.skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    // a file that fails before its tests run (import error, failing beforeAll) has no failed test of its own
    for (const file of json.testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed').length;
      if (file.status === 'failed' && failedTests === 0) {
        entry.failed += 1;
        notes.push(`${file.name.replace(`${root}/`, '')}: ${(file.message ?? 'failed').split('\n')[0]}`);
      }
    }
  }
  // a test that failed once and passed when run again (the browser stage's retry) is named, not hidden
  if (existsSync(flaky)) {
    for (const line of readFileSync(flaky, 'utf8').split('\n').filter(Boolean)) notes.push(`passed on its second run: ${line}`);
  }
  if (code !== 0 && entry.failed === 0) {
    // global setup failed, an unhandled error, or vitest itself crashed
    entry.failed = 1;
    notes.push(`vitest exited with code ${code} outside any test (see the output above)`);
  }
  entry.seconds = (Date.now() - started) / 1000;
  results.push(entry);
}

/**
 * The API changes since the newest release tag (or the previous commit): the changelog is printed, a breaking
 * change is listed in the summary but does not fail the run (the description is meant to evolve; the report
 * is for the reviewer and for the backend teams). A base that cannot be read (a shallow clone) is only noted.
 */
function specChanges() {
  const name = 'API changes (npm run spec:diff -- --base release)';
  banner(name);
  const started = Date.now();
  const r = spawnSync(node, scriptArgs(join(root, 'scripts/spec-diff.ts'), '--base', 'release'), { cwd: root, encoding: 'utf8' });
  process.stdout.write(r.stdout ?? '');
  process.stderr.write(r.stderr ?? '');
  const summary = (r.stdout ?? '').trim().split('\n').at(-1) ?? '';
  const detail = r.status === 2 ? 'no base to compare with' : r.status === 1 ? `${summary} (reported, not failing)` : summary;
  results.push({ name, kind: 'info', passed: 0, failed: 0, detail, seconds: (Date.now() - started) / 1000 });
}

try {
  await check('codegen drift (npm run codegen:check)', node, scriptArgs(join(root, 'codegen/index.ts'), '--check'));
  specChanges();
  await checksTogether([
    { name: 'typecheck (tsc --noEmit)', command: node, args: [binPath('typescript', 'tsc'), '-p', 'tsconfig.json', '--noEmit'] },
    {
      name: 'architecture lint (eslint)',
      command: node,
      args: [
        binPath('eslint', 'eslint'),
        'src',
        'generated',
        'codegen',
        'scripts',
        'tests',
        'eslint.config.js',
        'vite.config.ts',
        'vitest.config.ts',
      ],
    },
    {
      name: 'API spec lint (spectral)',
      command: node,
      args: [binPath('@stoplight/spectral-cli', 'spectral'), 'lint', 'specs/openapi.yaml', '--fail-severity', 'error'],
    },
  ]);
  await vitest('unit and contract tests', ['unit', 'logic', 'contract']);
  // the browser tests build the production bundle into distDir and keep it for the budget below
  await vitest('browser tests', ['browser'], { E2E_DIST_DIR: distDir });
  const budgetArgs = scriptArgs(join(root, 'scripts/bundle-size.ts'), '--dist', distDir);
  if (existsSync(join(distDir, 'index.html'))) budgetArgs.push('--no-build');
  await check(`bundle budget (first screen ≤ ${BUDGET_KB} KB gzipped)`, node, budgetArgs);
} finally {
  rmSync(work, { recursive: true, force: true });
}

banner('summary');
for (const r of results) {
  const ok = r.failed === 0;
  const mark = r.kind === 'info' ? '·' : ok ? paint(32, '✓') : paint(31, '✗');
  const detail =
    r.kind === 'info'
      ? r.detail
      : r.kind === 'vitest' ? `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}` : ok ? 'ok' : 'FAILED';
  console.log(`${mark} ${r.name.padEnd(48)} ${(detail ?? '').padEnd(30)} ${r.seconds.toFixed(1)} s`);
  for (const note of r.notes ?? []) console.log(`    ${note}`);
}
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
