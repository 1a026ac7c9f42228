/**
 * Helpers shared by the benchmark scripts that drive the console in headless Chromium (bench-*-browser.ts):
 * stopping everything they started (also on Ctrl-C), the production build they measure, the browser and its page,
 * signing in, the start-up ADOM picker and the JS heap. The process-level ones (`positive`, `stopOnExit`) serve
 * the other benchmarks too: Playwright and the build are loaded only when first used.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { RunningServer } from '../serve.ts';
import { chromiumLaunchOptions, PAGE_FUNCTION_SHIM } from './chromium.ts';
import { storageKeys } from '../../src/lib/browser/storage-keys.ts';

/** A command-line value as a whole number above 0, or `fallback`. */
export const positive = (v: unknown, fallback: number): number => (Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : fallback);

/** A benchmark's command line as parseArgs reads it without its strict checks. */
export type BenchArgs = Record<string, string | boolean | (string | boolean)[] | undefined>;

/**
 * The browser benchmarks' command line: `options` (node:util parseArgs options) and `--dist DIR`, `--no-build`;
 * unknown arguments are let through (npm run bench passes the same arguments to every benchmark).
 */
export function benchArgs(options: NonNullable<ParseArgsConfig['options']>, argv = process.argv.slice(2)): BenchArgs {
  return parseArgs({
    args: argv,
    strict: false,
    options: { ...options, dist: { type: 'string' }, 'no-build': { type: 'boolean', default: false } },
  }).values;
}

export interface Stops {
  /** Registers a stop; stops run last added first. */
  add(fn: () => unknown): void;
  /** Runs every stop once (later calls answer the same promise). */
  cleanup(): Promise<void>;
  /** Whether one of the signals came. */
  readonly interrupted: boolean;
}

export interface StopOnExitOptions {
  /** Default SIGINT, SIGTERM and SIGHUP. */
  signals?: readonly NodeJS.Signals[];
  /** Print the signal's name when one comes (default true). */
  announce?: boolean;
  /** The process to listen on and exit (tests). */
  proc?: { once(signal: NodeJS.Signals, listener: () => void): unknown; exit(code: number): unknown };
}

/**
 * A registry of stops, run once, last added first, at the end of the run or on one of `signals` (then the process
 * exits with 130). A stop that fails is reported and the others still run; stops added once cleaning has begun
 * are not run. `announce` prints the signal's name; `interrupted` says whether a signal came.
 */
export function stopOnExit({ signals = ['SIGINT', 'SIGTERM', 'SIGHUP'], announce = true, proc = process }: StopOnExitOptions = {}): Stops {
  const stops: (() => unknown)[] = [];
  let cleaning: Promise<void> | null = null;
  let interrupted = false;
  const cleanup = () => {
    cleaning ??= (async () => {
      for (const fn of stops.slice().reverse()) {
        try {
          await fn();
        } catch (e) {
          console.error(`cleanup: ${e instanceof Error ? e.message : e}`);
        }
      }
    })();
    return cleaning;
  };
  for (const signal of signals) {
    proc.once(signal, () => {
      interrupted = true;
      if (announce) console.error(`\n${signal}: stopping`);
      void cleanup().then(() => proc.exit(130));
    });
  }
  return {
    add: (fn) => void stops.push(fn),
    cleanup,
    get interrupted() {
      return interrupted;
    },
  };
}

/**
 * The production build (with the mock controls, so sign-in works against the mock) to measure: `--dist DIR` builds
 * there and keeps it, with `--no-build` reuses the build found there; else a temporary directory, removed at the end.
 */
export async function prepareDist(args: { dist?: unknown; 'no-build'?: unknown }, stops: Stops): Promise<string> {
  const keepDist = typeof args.dist === 'string';
  const distDir = typeof args.dist === 'string' ? resolve(args.dist) : mkdtempSync(join(tmpdir(), 'console-bench-dist-'));
  if (!keepDist) stops.add(async () => rmSync(distDir, { recursive: true, force: true }));
  if (!(keepDist && args['no-build'] && existsSync(join(distDir, 'index.html')))) {
    const { buildConsole } = await import('../serve.ts');
    const started = performance.now();
    const code = await buildConsole(distDir, { CONSOLE_MOCK: '1', NODE_ENV: 'production' });
    if (code !== 0) throw new Error(`vite build exited with ${code}`);
    console.log(`built the console in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return distDir;
}

/**
 * The mock appliance with the mock analyzer's `rows` log rows, and the build in `distDir` served in front of it as an
 * appliance serves it (scripts/serve.ts: strict CSP, /api proxy); both stopped at the end. Answers the server.
 */
export async function serveWithAnalyzerMock(stops: Stops, { distDir, rows }: { distDir: string; rows: number }): Promise<RunningServer> {
  const [{ startMock }, { startServer }] = await Promise.all([import('./mock-server.ts'), import('../serve.ts')]);
  const started = performance.now();
  const mock = await startMock({ logLevel: 'error', analyzerRows: rows });
  stops.add(() => mock.stop());
  console.log(`mock with ${rows.toLocaleString('en')} log rows ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const server = await startServer({ distDir, apiTarget: mock.url, socketTarget: mock.socketUrl ?? undefined, controlTarget: mock.applianceUrl });
  stops.add(() => server.close());
  return server;
}

/**
 * Headless Chromium with a profile of its own against `baseURL` (English, a minute for every wait and navigation),
 * closed and its profile removed at the end; Playwright's signal handlers are off (they would exit before the
 * mock is stopped). `persona` is stored before every page loads; then `initScripts` ([script, argument] pairs) are
 * added in order. Answers the context and its page, whose errors are printed.
 */
export interface LaunchBrowserOptions {
  baseURL: string;
  viewport: { width: number; height: number };
  /** Stored as console.persona before every page loads. */
  persona?: string;
  /** Init scripts added in order, each with its argument. */
  initScripts?: ReadonlyArray<InitScript>;
}

/** A script run in every page before its own, with the argument it is given. */
export type InitScript = readonly [script: (arg: never) => unknown, arg?: unknown];

export async function launchBrowser(stops: Stops, { baseURL, viewport, persona, initScripts = [] }: LaunchBrowserOptions): Promise<{ context: BrowserContext; page: Page }> {
  const { chromium } = await import('playwright-core');
  const userDataDir = mkdtempSync(join(tmpdir(), 'console-bench-chromium-'));
  stops.add(async () => rmSync(userDataDir, { recursive: true, force: true }));
  const context = await chromium.launchPersistentContext(
    userDataDir,
    chromiumLaunchOptions({ baseURL, viewport, locale: 'en-US', handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false }),
  );
  stops.add(() => context.close());
  context.setDefaultTimeout(60000);
  context.setDefaultNavigationTimeout(60000);
  await context.addInitScript(PAGE_FUNCTION_SHIM);
  if (persona) await context.addInitScript(({ key, p }) => localStorage.setItem(key, p), { key: storageKeys.persona, p: persona });
  for (const [script, arg] of initScripts) await context.addInitScript(script as (arg: unknown) => unknown, arg);
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  return { context, page };
}

/**
 * Clicks "Open" in the start-up ADOM picker (root), which a (re)load of a page of the session may bring up again;
 * with `wait`, first waits up to 10 s for it to come up (a fresh page shows it shortly after it starts).
 */
export async function answerAdomPicker(page: Page, { wait = false }: { wait?: boolean } = {}): Promise<void> {
  const open = page.getByRole('dialog', { name: 'Select an ADOM' }).getByRole('button', { name: 'Open' });
  if (wait) await open.waitFor({ timeout: 10000 }).catch(() => {});
  if (await open.isVisible()) {
    await open.click();
    await open.waitFor({ state: 'hidden' });
  }
}

/** Signs in as admin/admin from /login; with `pickAdom`, then answers the ADOM picker the sign-in brings up. */
export async function signIn(page: Page, { pickAdom = false }: { pickAdom?: boolean } = {}): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  if (pickAdom) await answerAdomPicker(page, { wait: true });
}

/** The page's JS heap in use (bytes) after two forced garbage collections, through a CDP session of the page. */
export async function heapBytes(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** What the promise an init script left in `window[name]` resolves to, or null when it does not within `timeoutMs`. */
export function probeResult<T = unknown>(page: Page, name: string, timeoutMs = 60000): Promise<T | null> {
  return page.evaluate(
    ([key, ms]) =>
      Promise.race([(window as unknown as Record<string, Promise<T> | undefined>)[key], new Promise<null>((done) => setTimeout(() => done(null), ms))]),
    [name, timeoutMs] as const,
  ) as Promise<T | null>;
}
