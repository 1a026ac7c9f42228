#!/usr/bin/env node
/**
 * Browser benchmark of the console's first screens against a blank Vite + React page built in the same run, both
 * served by scripts/serve.ts (strict CSP, compression) and opened in headless Chromium with an empty profile per
 * visit (scripts/lib/first-screen.ts):
 *
 *   navigation → sign-in form usable   from the navigation to the frame that shows a username field and an enabled
 *                                       submit button;
 *   sign-in → home drawn                from the click on Log In (admin/admin against the mock appliance) to the
 *                                       frame that shows the home page's "Overview" heading without skeletons;
 *                                       twice: the credentials typed at 120 ms a key (a quick typist: the console
 *                                       fetches the shell while they type) and filled at once (a password manager).
 *
 * The blank page is a tiny React app (a form with the same fields; its Log In loads /home, a page with an
 * "Overview" heading): the floor a Vite + React page reaches on this machine at this moment, so the ratio stays
 * meaningful on a loaded machine. Visits alternate between the two; one warm-up visit of each is left out.
 * Prints median, min, max and the ratio console / blank (goal ≤ 2×), the files fetched, and the load average;
 * exits 0 whatever the figures (non-zero only when the benchmark could not run).
 *
 *   npx tsx scripts/bench-first-screen.ts [--runs 5] [--key-delay 120] [--dist DIR [--no-build]]
 *   (npm run bench runs it with the other benchmarks; npm run bench -- --only first-screen runs only this one)
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildConsole, startServer } from './serve.ts';
import { root } from './lib/processes.ts';
import { formatLine, loadLine, median } from './lib/bench-stats.ts';
import { kb, startConsole, visit, type Visit } from './lib/first-screen.ts';

const GOAL_RATIO = 2;

const { values: args } = parseArgs({
  args: process.argv.slice(2),
  strict: false,
  options: {
    runs: { type: 'string', default: '5' },
    'key-delay': { type: 'string', default: '120' },
    dist: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number.isInteger(Number(args.runs)) && Number(args.runs) > 0 ? Number(args.runs) : 5;
const keyDelayMs = Number.isFinite(Number(args['key-delay'])) && Number(args['key-delay']) >= 0 ? Number(args['key-delay']) : 120;

const BLANK_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="data:," />
    <title>Blank</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`;

const BLANK_MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function SignIn() {
  return (
    <main>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          window.location.assign('/home');
        }}
      >
        <h1>Sign in</h1>
        <label htmlFor="username">Username</label>
        <input id="username" name="username" autoComplete="username" />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" />
        <button type="submit">Log In</button>
      </form>
    </main>
  );
}

function Home() {
  return (
    <main>
      <h1>Overview</h1>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>{window.location.pathname === '/home' ? <Home /> : <SignIn />}</StrictMode>,
);
`;

/** Builds the blank page into outDir with the console's own compression, from sources under .tmp/ (React resolves there). */
async function buildBlank(outDir: string) {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const src = mkdtempSync(join(root, '.tmp', 'blank-app-'));
  try {
    writeFileSync(join(src, 'index.html'), BLANK_HTML);
    writeFileSync(join(src, 'main.jsx'), BLANK_MAIN);
    const { build } = await import('vite');
    const { default: react } = await import('@vitejs/plugin-react');
    const { precompress } = await import('./lib/build-plugins.ts');
    await build({
      root: src,
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      plugins: [react(), precompress()],
      build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false },
    });
  } finally {
    rmSync(src, { recursive: true, force: true });
  }
}

const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp() {
  for (let stop = cleanups.pop(); stop; stop = cleanups.pop()) await stop().catch(() => {});
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    void cleanUp().then(() => process.exit(130));
  });
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'bench-first-screen-'));
  cleanups.push(async () => rmSync(work, { recursive: true, force: true }));
  const distDir = typeof args.dist === 'string' ? resolve(args.dist) : join(work, 'console');
  const blankDir = join(work, 'blank');

  let started = performance.now();
  if (!args['no-build'] || !existsSync(join(distDir, 'index.html'))) {
    const code = await buildConsole(distDir);
    if (code !== 0) throw new Error(`vite build exited with ${code}`);
    console.log(`built the console in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  started = performance.now();
  await buildBlank(blankDir);
  console.log(`built the blank Vite + React page in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const consoleServer = await startConsole(distDir);
  cleanups.push(() => consoleServer.close());
  const blankServer = await startServer({ distDir: blankDir });
  cleanups.push(() => blankServer.close());

  type Target = 'console' | 'blank';
  const results: Record<Target | `${Target}Filled`, Visit[]> = { console: [], blank: [], consoleFilled: [], blankFilled: [] };
  const targets: [name: keyof typeof results, url: string, delay: number][] = [
    ['console', consoleServer.url, keyDelayMs],
    ['blank', blankServer.url, keyDelayMs],
    ['consoleFilled', consoleServer.url, 0],
    ['blankFilled', blankServer.url, 0],
  ];
  for (let i = 0; i <= runs; i++) {
    for (const [name, url, delay] of targets) {
      const v = await visit(url, { keyDelayMs: delay });
      if (v.pageErrors.length) console.error(`${name}: page errors: ${v.pageErrors.join('; ')}`);
      if (i > 0) results[name].push(v);
    }
    process.stdout.write(i === 0 ? 'warm-up done' : ` ${i}`);
  }
  process.stdout.write('\n');

  // every visit opens the sign-in page: all of them count for the form
  const form = (name: Target) => [...results[name], ...results[`${name}Filled`]].map((v) => v.formMs);
  const home = (name: keyof typeof results) => results[name].map((v) => v.homeMs ?? 0);
  const ratio = (a: number[], b: number[]) => median(a) / median(b);
  const verdict = (r: number) => `${r.toFixed(1)}× the blank page (goal ≤ ${GOAL_RATIO}×${r <= GOAL_RATIO ? ', met' : ''})`;

  console.log(`\nFirst screens in headless Chromium, an empty profile per visit, ${runs} visits of each kind after a warm-up`);
  console.log(`load average ${loadLine()} on ${availableParallelism()} cores (figures on a loaded machine vary widely)\n`);
  console.log(formatLine('navigation → sign-in form usable, console        ', form('console')));
  console.log(formatLine('navigation → sign-in form usable, blank React page', form('blank')));
  console.log(`  ratio: ${verdict(ratio(form('console'), form('blank')))}`);
  console.log(`sign-in → home drawn, credentials typed (${keyDelayMs} ms a key):`);
  console.log(formatLine('  console                                         ', home('console')));
  console.log(formatLine('  blank React page                                ', home('blank')));
  console.log(`  ratio: ${verdict(ratio(home('console'), home('blank')))}`);
  console.log('sign-in → home drawn, credentials filled at once:');
  console.log(formatLine('  console                                         ', home('consoleFilled')));
  console.log(formatLine('  blank React page                                ', home('blankFilled')));
  console.log(`  ratio: ${verdict(ratio(home('consoleFilled'), home('blankFilled')))}`);

  const last = (name: Target): Visit => {
    const v = results[name].at(-1);
    if (!v) throw new Error(`no visit of the ${name} page`);
    return v;
  };
  const c = last('console');
  const b = last('blank');
  console.log(
    `\nfetched (gzipped / sent): console sign-in page ${c.signIn.files} files, ${kb(c.signIn.gzip)} / ${kb(c.signIn.wire)}; ` +
      `home page ${c.home.files} more, ${kb(c.home.gzip)} / ${kb(c.home.wire)}; ` +
      `blank page ${b.signIn.files} files, ${kb(b.signIn.gzip)} / ${kb(b.signIn.wire)}`,
  );
}

main()
  .then(cleanUp)
  .then(() => process.exit(0))
  .catch(async (err) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    await cleanUp();
    process.exit(1);
  });
