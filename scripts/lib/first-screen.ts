/**
 * The console's first screens as the browser sees them: headless Chromium opens the sign-in page with an empty
 * profile, signs in (admin/admin against the mock appliance) and waits for the home page, while the Chrome
 * DevTools Protocol's Network domain records every file it fetches. Sizes are each response body gzipped here
 * (level 9), so the figure does not depend on how the server compresses; the bytes on the wire
 * (encodedDataLength, headers included) are kept beside them.
 *
 * The page marks its own moments (performance.timeOrigin + performance.now(), in the frame that shows them):
 *   form  the sign-in form is drawn and usable: a username field and an enabled submit button;
 *   click the submit button was clicked (kept in session storage, so it survives a page load);
 *   home  the home page is drawn: an "Overview" heading and no skeleton or spinner in the main area.
 * The same marks work for any page with such a form and such a heading (the blank baseline of the bench).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startServer } from '../serve.ts';
import { startMock } from './mock-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PAGE_FUNCTION_SHIM } from './chromium.ts';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

/** The moments the page marks (performance.timeOrigin + performance.now()); null until they happen. */
interface FirstScreenMarks {
  form: number | null;
  home: number | null;
  click: number | null;
  timeOrigin: number;
}

declare global {
  interface Window {
    __firstScreen?: FirstScreenMarks;
  }
}

export type Phase = 'signIn' | 'home';

/** A request of the visit; for a file of the console's origin, its body's size raw and gzipped. */
export interface FetchedFile {
  url: string;
  method: string;
  type: string;
  phase: Phase;
  static: boolean;
  status: number;
  encoding: string;
  wire: number;
  gzip: number;
  raw: number;
  done: boolean;
  failed?: string;
}

export interface FilesSummary {
  files: number;
  gzip: number;
  raw: number;
  wire: number;
}

/** What one visit measured. */
export interface Visit {
  formMs: number;
  homeMs: number | null;
  pageErrors: string[];
  files: FetchedFile[];
  signIn: FilesSummary;
  home: FilesSummary;
  /** calls to /api */
  api: number;
}

/** Headless Chromium with an empty profile of its own; `close()` also removes the profile. */
export async function launchBrowser(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'console-first-screen-'));
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS],
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
      timezoneId: 'UTC',
      // the caller stops everything itself (Playwright's own handlers would exit before the mock is stopped)
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    context.setDefaultTimeout(60000);
    context.setDefaultNavigationTimeout(60000);
    await context.addInitScript(PAGE_FUNCTION_SHIM);
    await context.addInitScript(firstScreenProbe);
    return {
      context,
      close: async () => {
        await context.close().catch(() => {});
        rmSync(userDataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(userDataDir, { recursive: true, force: true });
    throw err;
  }
}

/** The production console in distDir, served by scripts/serve.ts with /api going to a fresh mock appliance. */
export async function startConsole(
  distDir: string,
  { onLine }: { onLine?: (name: string, line: string) => void } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const mock = await startMock({ logLevel: 'error', onLine, analyzer: false });
  try {
    const server = await startServer({ distDir, apiTarget: mock.url, socketTarget: mock.socketUrl ?? undefined });
    return {
      url: server.url,
      close: async () => {
        await server.close();
        await mock.stop();
      },
    };
  } catch (err) {
    await mock.stop();
    throw err;
  }
}

/** Runs in every page before its own scripts: records the form, click and home moments in window.__firstScreen. */
function firstScreenProbe() {
  const CLICK_KEY = 'first-screen.click';
  const marks: FirstScreenMarks = { form: null, home: null, click: null, timeOrigin: performance.timeOrigin };
  try {
    marks.click = Number(sessionStorage.getItem(CLICK_KEY)) || null;
  } catch {
    // an opaque origin has no storage
  }
  window.__firstScreen = marks;
  const formReady = () => {
    const input = document.querySelector<HTMLInputElement>('input[autocomplete="username"]');
    const button = document.querySelector<HTMLButtonElement>('button[type="submit"]');
    return Boolean(input && !input.disabled && button && !button.disabled);
  };
  const homeDrawn = () => {
    const main = document.querySelector('main');
    if (!main || main.querySelector('.ant-skeleton, .page-spinner')) return false;
    return [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === 'Overview');
  };
  let scheduled = false;
  const check = () => {
    if (scheduled || (marks.form && marks.home)) return;
    if (!(!marks.form && formReady()) && !(!marks.home && homeDrawn())) return;
    scheduled = true;
    // the frame that shows it
    requestAnimationFrame(() => {
      scheduled = false;
      const now = performance.timeOrigin + performance.now();
      if (!marks.form && formReady()) marks.form = now;
      if (!marks.home && homeDrawn()) marks.home = now;
    });
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('button[type="submit"]')) return;
      marks.click = performance.timeOrigin + event.timeStamp;
      try {
        sessionStorage.setItem(CLICK_KEY, String(marks.click));
      } catch {
        // no storage: the mark stays on this document only
      }
    },
    true,
  );
}

const isStatic = (url: string, origin: string) => {
  try {
    const u = new URL(url);
    return u.origin === origin && !(u.pathname === '/api' || u.pathname.startsWith('/api/'));
  } catch {
    return false;
  }
};

/**
 * Records what a page fetches through CDP. `phase` names the part of the visit new requests belong to;
 * `quiet()` resolves once no request has been in flight for `quietMs`.
 */
async function recordNetwork(page: Page, origin: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable', { maxTotalBufferSize: 200e6, maxResourceBufferSize: 50e6 });
  const requests = new Map<string, FetchedFile>();
  const bodies: Promise<void>[] = [];
  let inflight = 0;
  let lastChange = Date.now();
  const settle = (r: FetchedFile) => {
    if (r.done) return;
    r.done = true;
    inflight -= 1;
    lastChange = Date.now();
  };
  const recorder = {
    phase: 'signIn' as Phase,
    requests,
    /** Resolves once no request has been in flight for `quietMs` (and their bodies are read). */
    quiet: async (quietMs = 500, timeoutMs = 20000) => {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (inflight <= 0 && Date.now() - lastChange >= quietMs) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await Promise.all(bodies);
    },
    detach: () => cdp.detach().catch(() => {}),
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    // a redirect reuses the request id: the new hop replaces the old one
    const previous = requests.get(e.requestId);
    if (previous && !previous.done) settle(previous);
    requests.set(e.requestId, {
      url: e.request.url,
      method: e.request.method,
      type: e.type ?? 'Other',
      phase: recorder.phase,
      static: isStatic(e.request.url, origin),
      status: 0,
      encoding: '',
      wire: 0,
      gzip: 0,
      raw: 0,
      done: false,
    });
    inflight += 1;
    lastChange = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.status = e.response.status;
    r.type = e.type ?? r.type;
    const headers = Object.fromEntries(Object.entries(e.response.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    r.encoding = headers['content-encoding'] ?? '';
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.wire = e.encodedDataLength;
    if (r.static) {
      bodies.push(
        cdp
          .send('Network.getResponseBody', { requestId: e.requestId })
          .then(({ body, base64Encoded }) => {
            const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
            r.raw = bytes.length;
            r.gzip = gzipSync(bytes, { level: 9 }).length;
          })
          .catch(() => {}),
      );
    }
    settle(r);
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.failed = e.errorText;
    settle(r);
  });
  return recorder;
}

/** Waits for a mark on the page, across page loads (a form that navigates). */
async function waitForMark(page: Page, name: 'form' | 'home', timeoutMs = 60000): Promise<FirstScreenMarks> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const handle = await page.waitForFunction((n) => window.__firstScreen?.[n], name, {
        timeout: Math.max(1, until - Date.now()),
        polling: 'raf',
      });
      await handle.dispose();
      return await page.evaluate(() => ({ ...window.__firstScreen! }));
    } catch (err) {
      if (Date.now() >= until || !/context was destroyed|navigation|Target closed/i.test(String(err instanceof Error ? err.message : err))) throw err;
    }
  }
}

const summarizeFiles = (list: FetchedFile[]): FilesSummary => ({
  files: list.length,
  gzip: list.reduce((s, r) => s + r.gzip, 0),
  raw: list.reduce((s, r) => s + r.raw, 0),
  wire: list.reduce((s, r) => s + r.wire, 0),
});

/**
 * One visit with an empty browser profile: opens `path` (the sign-in page), waits until the form is usable and the
 * network is quiet, signs in, and waits until the home page is drawn and the network is quiet again. With
 * `keyDelayMs` the credentials are typed key by key with that delay, otherwise filled at once.
 *
 * Returns the times (ms) from navigation to the usable form and from the click to the drawn home page, and the
 * files fetched from the console's origin (not /api) in each phase: `signIn` while the sign-in page loads,
 * `home` from the first keystroke of signing in until the home page is drawn.
 */
export async function visit(
  baseURL: string,
  {
    path = '/',
    username = 'admin',
    password = 'admin',
    signIn = true,
    keyDelayMs = 0,
  }: { path?: string; username?: string; password?: string; signIn?: boolean; keyDelayMs?: number } = {},
): Promise<Visit> {
  const { context, close } = await launchBrowser();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const origin = new URL(baseURL).origin;
    const net = await recordNetwork(page, origin);
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${baseURL}${path}`, { waitUntil: 'commit' });
    const atForm = await waitForMark(page, 'form');
    const formMs = (atForm.form ?? atForm.timeOrigin) - atForm.timeOrigin;
    await net.quiet();
    let homeMs: number | null = null;
    if (signIn) {
      net.phase = 'home';
      if (keyDelayMs > 0) {
        // typed as a person types: the page may use that time (the console fetches the shell meanwhile)
        await page.click('input[autocomplete="username"]');
        await page.keyboard.type(username, { delay: keyDelayMs });
        await page.click('input[type="password"]');
        await page.keyboard.type(password, { delay: keyDelayMs });
      } else {
        // filled at once, as a password manager does
        await page.fill('input[autocomplete="username"]', username);
        await page.fill('input[type="password"]', password);
      }
      await page.click('button[type="submit"]');
      const atHome = await waitForMark(page, 'home');
      homeMs = (atHome.home ?? 0) - (atHome.click ?? 0);
      await net.quiet();
    }
    await net.detach();
    const all = [...net.requests.values()];
    const files = all.filter((r) => r.static && !r.failed && r.status > 0);
    return {
      formMs,
      homeMs,
      pageErrors,
      files,
      signIn: summarizeFiles(files.filter((r) => r.phase === 'signIn')),
      home: summarizeFiles(files.filter((r) => r.phase === 'home')),
      api: all.filter((r) => !r.static).length,
    };
  } finally {
    await close();
  }
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
