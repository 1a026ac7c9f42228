/**
 * Helpers for browser tests: Debian's Chromium driven by playwright-core against the production console
 * (see ../global-setup.ts). One browser per test file:
 *
 *   const browser = useBrowser();
 *   it('shows the hostname', async () => {
 *     const page = await newPage(browser(), { persona: 'readOnly', faults: { getSysLicense: 500 } });
 *     await signIn(page);
 *     await expect.poll(() => page.getByRole('banner').textContent()).toContain('FMG-VM64');
 *     await expectNoSeriousA11yViolations(page);
 *     expectNoProblems(page);
 *   });
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/lib/chromium.ts';
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, afterEach, beforeAll, expect, inject, onTestFailed, TestRunner } from 'vitest';
import './context.ts';
import { settled } from './settle.ts';
import { storageKeys } from '../../../src/lib/browser/storage-keys.ts';

/** Local-storage keys of the mock controls (the console's own list). */
const { persona: PERSONA_KEY, scenarios: SCENARIOS_KEY, faults: FAULTS_KEY } = storageKeys;


/** Screenshots land here (ignored by git). */
export const resultsDir = fileURLToPath(new URL('../../../test-results', import.meta.url));

/** The production console, e.g. http://127.0.0.1:41234 (no trailing slash). */
export function baseURL(): string {
  return inject('baseURL');
}

/** The mock appliance itself (Prism), for calls that should bypass the console. */
export function mockURL(): string {
  return inject('mockURL');
}

/** An absolute console URL for a route: `consoleUrl('/vulnerabilities?persona=readOnly')`. */
export function consoleUrl(path = '/'): string {
  return `${baseURL()}${path.startsWith('/') ? path : `/${path}`}`;
}

const userDataDirs = new WeakMap<BrowserContext, string>();

/** The mock appliance keeps each sandbox's changes apart (scripts/lib/mock-control.ts). */
const SANDBOX_COOKIE = 'mock-sandbox';
/** The sandbox of each browser: a new one for every test (null test: one for the whole file). */
const sandboxes = new WeakMap<BrowserContext, { test: string | null; sandbox: string }>();

/**
 * Gives the browser a sandbox of its own on the mock appliance: what one test changes (a template created, the
 * wizard finished) no other test sees, and every test starts from the spec's examples.
 */
export async function enterSandbox(context: BrowserContext, fresh = false): Promise<string> {
  const current = sandboxes.get(context);
  // a test run again after a failure (the browser stage's retry) starts from a sandbox of its own, not the one the
  // failed run changed
  const test = `${expect.getState().currentTestName ?? ''}#${TestRunner.getCurrentTest()?.result?.retryCount ?? 0}`;
  if (current && current.sandbox && !fresh && (current.test === null || current.test === test)) return current.sandbox;
  const sandbox = `t-${randomUUID()}`;
  sandboxes.set(context, { test: current?.test === null ? null : test, sandbox });
  await context.addCookies([{ name: SANDBOX_COOKIE, value: sandbox, url: baseURL() }]);
  return sandbox;
}

/**
 * Starts headless Chromium with its own empty profile. The context's baseURL is the console, so
 * `page.goto('/login')` works. Close it with closeBrowser().
 *
 * Its pages prefer reduced motion, as some administrators' systems do: dialogs, drawers, menus and messages come
 * and go at once, so what a test finds is what is there, never a fade half done. A page opened with
 * `{ motion: 'full' }` gets the animations everyone else sees.
 */
export async function openBrowser(): Promise<BrowserContext> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'console-chromium-'));
  const context = await chromium.launchPersistentContext(
    userDataDir,
    chromiumLaunchOptions({
      baseURL: baseURL(),
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
      timezoneId: 'UTC',
      reducedMotion: 'reduce' as const,
    }),
  );
  context.setDefaultTimeout(15000);
  context.setDefaultNavigationTimeout(30000);
  userDataDirs.set(context, userDataDir);
  return context;
}

export async function closeBrowser(context: BrowserContext | undefined): Promise<void> {
  if (!context) return;
  await context.close().catch(() => {});
  const dir = userDataDirs.get(context);
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/**
 * Opens one browser for the test file (beforeAll) and closes it afterwards (afterAll); returns a getter.
 * Pages opened during a test are closed after it, unless `keepPages` (for files whose tests continue
 * one another's page).
 */
export function useBrowser(options: { keepPages?: boolean } = {}): () => BrowserContext {
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    context = await openBrowser();
    // tests that continue one another's page share one sandbox
    if (options.keepPages) sandboxes.set(context, { test: null, sandbox: '' });
  });
  afterEach(async ({ task }) => {
    if (!context) return;
    if (task.result?.state === 'fail') await Promise.all(context.pages().map((p) => reportFailure(p, task.name)));
    if (options.keepPages) return;
    await Promise.all(context.pages().map((p) => p.close().catch(() => {})));
  });
  afterAll(async () => {
    await closeBrowser(context);
    context = undefined;
  });
  return () => {
    if (!context) throw new Error('useBrowser(): the browser is opened in beforeAll; call the getter inside a test');
    return context;
  };
}

export interface PageOptions {
  /** Mock persona (a named example set): superAdmin (default), readOnly, restrictedAdmin, analyzer, … */
  persona?: string;
  /** A named example for single calls: `{ getSysLicense: 'expired' }`. */
  scenarios?: Record<string, string>;
  /** Make calls fail with an HTTP status: `{ getSysInfo: 500 }`. */
  faults?: Record<string, number>;
  /** The browser's colour-scheme preference. */
  theme?: 'light' | 'dark';
  /** 'full': the page does not prefer reduced motion (the browser's pages do, see openBrowser). */
  motion?: 'full' | 'reduced';
}

export interface ApiFailure {
  method: string;
  url: string;
  status: number;
}

/** What went wrong on a page, recorded from the moment it opened. */
export interface PageProblems {
  /** console.error output (network failures are in apiErrors/failedRequests instead). */
  consoleErrors: string[];
  /** Uncaught exceptions and unhandled rejections. */
  pageErrors: string[];
  /** Content-Security-Policy violations ("directive blocked-uri sample (source:line)"). */
  cspViolations: string[];
  /** /api answers with status >= 400 (422 means the request broke the API spec). */
  apiErrors: ApiFailure[];
  /** Requests that got no answer at all (not counting ones the page itself aborted). */
  failedRequests: string[];
}

interface PageRecord {
  options: PageOptions;
  problems: PageProblems;
  /** the failed test already reported for this page */
  reported?: string;
}

const records = new WeakMap<Page, PageRecord>();

/** Runs in the page before any of its scripts, on every navigation. */
function pageInitScript(seed: { persona: string; scenarios: string; faults: string; keys: string[] }) {
  const [personaKey, scenariosKey, faultsKey] = seed.keys;
  try {
    // seed once per tab, so a reload keeps what the user (or test) changed since
    if (window.top === window && !sessionStorage.getItem('console.test-seeded')) {
      localStorage.setItem(personaKey, seed.persona);
      localStorage.setItem(scenariosKey, seed.scenarios);
      localStorage.setItem(faultsKey, seed.faults);
      sessionStorage.setItem('console.test-seeded', '1');
    }
  } catch {
    // about:blank and other opaque origins have no storage
  }
  document.addEventListener(
    'securitypolicyviolation',
    (e) => {
      const report = (window as unknown as { __reportCspViolation?: (v: string) => void }).__reportCspViolation;
      const where = e.sourceFile ? ` (${e.sourceFile}:${e.lineNumber})` : '';
      report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}${e.sample ? ` "${e.sample}"` : ''}${where}`);
    },
    true,
  );
}

/**
 * Opens a tab with the mock controls seeded (persona, scenarios, faults) and starts recording console
 * errors, page errors, CSP violations and failed API calls. Navigate with `page.goto('/')`.
 * When the current test fails, a screenshot goes to test-results/.
 */
export async function newPage(context: BrowserContext, options: PageOptions = {}): Promise<Page> {
  await enterSandbox(context);
  const page = await context.newPage();
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [], apiErrors: [], failedRequests: [] };
  records.set(page, { options, problems });

  await page.exposeFunction('__reportCspViolation', (violation: string) => {
    problems.cspViolations.push(violation);
  });
  await page.addInitScript(pageInitScript, {
    persona: options.persona ?? 'superAdmin',
    scenarios: JSON.stringify(options.scenarios ?? {}),
    faults: JSON.stringify(options.faults ?? {}),
    keys: [PERSONA_KEY, SCENARIOS_KEY, FAULTS_KEY],
  });
  if (options.theme) await page.emulateMedia({ colorScheme: options.theme });
  if (options.motion === 'full') await page.emulateMedia({ reducedMotion: 'no-preference' });

  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // the failed response itself is recorded below, with its URL
    if (text.startsWith('Failed to load resource')) return;
    const location = message.location();
    problems.consoleErrors.push(location.url ? `${text} (${location.url}:${location.lineNumber})` : text);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.stack ?? error.message));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && url.pathname.startsWith('/api')) {
      problems.apiErrors.push({ method: response.request().method(), url: url.pathname + url.search, status: response.status() });
    }
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    // the page navigated away or cancelled the call itself
    if (failure.includes('ERR_ABORTED')) return;
    problems.failedRequests.push(`${request.method()} ${request.url()}: ${failure}`);
  });

  try {
    onTestFailed(({ task }) => reportFailure(page, task.name));
  } catch {
    // opened outside a test (beforeAll): useBrowser's afterEach reports instead
  }
  return page;
}

/** After a failed test: a screenshot of the page and what it recorded, once per page and test. */
async function reportFailure(page: Page, testName: string): Promise<void> {
  const record = records.get(page);
  if (!record || page.isClosed() || record.reported === testName) return;
  record.reported = testName;
  const file = await screenshot(page, `failed-${testName}`).catch(() => null);
  const summary = describeProblems(record.problems);
  console.error(`[browser] ${testName}: page ${page.url()}${file ? `, screenshot ${file}` : ''}${summary ? `\n${summary}` : ''}`);
}

/** What the page has recorded so far (live arrays). */
export function problemsOf(page: Page): PageProblems {
  const record = records.get(page);
  if (!record) throw new Error('problemsOf(): open the page with newPage()');
  return record.problems;
}

function describeProblems(p: PageProblems, allowedStatuses: Set<number> = new Set()): string {
  const lines: string[] = [];
  const section = (title: string, items: string[]) => {
    if (items.length) lines.push(`${title}:`, ...items.map((i) => `  - ${i}`));
  };
  section('page errors', p.pageErrors);
  section('CSP violations', p.cspViolations);
  section('console errors', p.consoleErrors);
  section(
    'API errors',
    p.apiErrors
      .filter((e) => !allowedStatuses.has(e.status))
      .map((e) => `${e.method} ${e.url} → ${e.status}${e.status === 422 ? ' (the request breaks the API description; test-results/mock.log says why)' : ''}`),
  );
  section('requests without an answer', p.failedRequests);
  return lines.join('\n');
}

/**
 * Fails the test when the page had a page error, a CSP violation, a console error, an unexpected API
 * error or a request without an answer. API errors with the statuses of the page's injected faults are
 * expected, as are those listed in `allowApiStatus`; console errors matching `ignoreConsole` are skipped.
 */
export function expectNoProblems(page: Page, options: { allowApiStatus?: number[]; ignoreConsole?: RegExp[] } = {}): void {
  const record = records.get(page);
  if (!record) throw new Error('expectNoProblems(): open the page with newPage()');
  const allowed = new Set([...Object.values(record.options.faults ?? {}), ...(options.allowApiStatus ?? [])]);
  const problems: PageProblems = {
    ...record.problems,
    consoleErrors: record.problems.consoleErrors.filter((t) => !options.ignoreConsole?.some((re) => re.test(t))),
  };
  const text = describeProblems(problems, allowed);
  if (text) throw new Error(`The page had problems (${page.url()}):\n${text}`);
}

/**
 * Signs in through the sign-in page, by its labels, and waits until the console leaves /login (the
 * sign-in order — startup wizard, password change, ADOM picker — follows there). `persona` (mock builds)
 * chooses who the appliance says signed in; without it the page's persona (from newPage) is used.
 */
export async function signIn(
  page: Page,
  persona?: string,
  credentials: { username?: string; password?: string } = {},
): Promise<void> {
  const onSignInPage = page.url().startsWith(baseURL()) && new URL(page.url()).pathname.startsWith('/login');
  // the persona is read when the page starts, so it goes on the URL rather than into a loaded page
  if (persona) await page.goto(`/login?persona=${encodeURIComponent(persona)}`);
  else if (!onSignInPage) await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(credentials.username ?? 'admin');
  await page.getByLabel('Password', { exact: true }).fill(credentials.password ?? 'admin');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Makes a tab (opened with newPage, before it goes anywhere) start signed in, as a tab is after a reload: the appliance
 * is asked to sign the page's persona in (the call the sign-in page makes, in the test's sandbox) and, with `adom`, to
 * open that ADOM as the picker would; the token, the user name and a finished sign-in order (wizard, password change,
 * ADOM choice) go into the tab's session storage before the console starts. For tests of a screen; the sign-in page
 * and the start-up order themselves are walked with signIn() and signInReady().
 */
export async function startSignedIn(page: Page, options: { adom?: string } = {}): Promise<void> {
  const persona = { 'X-Mock-Persona': records.get(page)?.options.persona ?? 'superAdmin' };
  const request = page.context().request;
  const api = async <T>(method: 'GET' | 'POST', route: string, data?: unknown, token?: string): Promise<T> => {
    const headers = token ? { ...persona, 'X-CSRF-Token': token } : persona;
    const answer = await request.fetch(`${baseURL()}/api${route}`, { method, headers, data });
    if (!answer.ok()) throw new Error(`startSignedIn: ${method} ${route} answered ${answer.status()}: ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  const signedIn = await api<{ csrf_token: string; username?: string }>('POST', '/gui/session/login', { username: 'admin', password: 'admin' });
  // the ADOM list the picker read: the mock build learns from it which ADOM an oid names (src/lib/api/mock-controls.ts)
  const adoms = await api<Array<{ oid: number; name: string }>>('GET', '/gui/adoms');
  if (options.adom) {
    const adom = adoms.find((a) => a.name === options.adom);
    if (!adom) throw new Error(`startSignedIn: no ADOM named ${options.adom} (${adoms.map((a) => a.name).join(', ')})`);
    await api('POST', '/gui/session/adom', { oid: adom.oid }, signedIn.csrf_token);
  }
  await page.addInitScript(
    ({ token, username, adomNames, keys }) => {
      // once per tab: a sign-out or an ended session later in the test stays ended
      if (window.top !== window || sessionStorage.getItem('console.test-signed-in')) return;
      sessionStorage.setItem('console.test-signed-in', '1');
      sessionStorage.setItem(keys.csrf, token);
      sessionStorage.setItem(keys.username, username);
      sessionStorage.setItem(keys.startupProgress, JSON.stringify({ wizard: true, password: true, adom: true }));
      localStorage.setItem(keys.mockAdomNames, JSON.stringify(adomNames));
    },
    {
      keys: storageKeys,
      token: signedIn.csrf_token,
      username: signedIn.username ?? 'admin',
      adomNames: Object.fromEntries(adoms.map((a) => [String(a.oid), a.name])),
    },
  );
}

/** A new tab (newPage) that starts signed in (startSignedIn) on `path`, once the console shows its main area. */
export async function openSignedIn(context: BrowserContext, path = '/', options: PageOptions & { adom?: string } = {}): Promise<Page> {
  const page = await newPage(context, options);
  await startSignedIn(page, { adom: options.adom });
  await page.goto(path);
  await page.getByRole('main').waitFor();
  return page;
}

export interface A11yOptions {
  /** axe rule ids to skip, each with a reason in the test. */
  disableRules?: string[];
  /** CSS selectors to leave out. */
  exclude?: string[];
}

/**
 * Runs axe-core on the page (or only inside `context`, CSS selector(s)) and fails on serious or critical
 * violations with a readable list. Modals and popups render at the end of <body>: pass their selector,
 * or none to check everything.
 */
export async function expectNoSeriousA11yViolations(page: Page, context?: string | string[], options: A11yOptions = {}): Promise<void> {
  // a drawer or dialog still fading in has blended colours that no user reads: measure what is shown once it settles
  await settled(page);
  let builder = new AxeBuilder({ page });
  for (const selector of [context ?? []].flat()) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (!serious.length) return;
  const lines = serious.flatMap((v) => [
    `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'}) ${v.helpUrl}`,
    ...v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
  ]);
  throw new Error(`Accessibility violations on ${page.url()}:\n${lines.join('\n')}`);
}

/** Saves a PNG of the viewport as test-results/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(resultsDir, { recursive: true });
  const safe = name.replace(/[^a-zA-Z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 120) || 'page';
  const file = join(resultsDir, `${safe}.png`);
  await page.screenshot({ path: file });
  return file;
}
