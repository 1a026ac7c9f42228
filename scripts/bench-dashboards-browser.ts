#!/usr/bin/env node
/**
 * Browser benchmark of the monitor dashboards, in headless Chromium against the production build served as an
 * appliance serves it (scripts/serve.ts: strict CSP, /api proxy) in front of the mock appliance with the mock
 * analyzer's log set (5,000,000 rows by default, cached under .tmp/analyzer). Nothing is intercepted in the page.
 * Analyzer persona, root ADOM, period of one week (every widget has data).
 *
 *   a. dashboard drawn: Threat Monitor (21 widgets, 19 shown) opened on a fresh page in a viewport tall enough that
 *      every widget is near it, from the navigation's start until 12 widgets, then every widget, show their data
 *      (a chart, a table or "no data"; no loading indicator). Goal for 12 widgets: ≤ 1.5 s.
 *   b. requests at load: Threat Monitor at 1280×800; the widget queries submitted (POST …/run) within 3 s of the
 *      last one, against the widgets within 100 px of the viewport. Goal: no more than those.
 *   c. heap in NOC mode, the same dashboard compared with itself: the JS heap (after a forced garbage collection)
 *      after the first rotation, and after each later rotation that comes back to that dashboard (every N rotations,
 *      N the dashboards the wall turns through), every rotation waited for until its widgets are drawn and the page is
 *      idle (no render or timer still due). Goal: ≤ 1.1×.
 *
 * Prints median, min, max, runs and ratios, and the load average; exits 0 whatever the figures (non-zero only when
 * the benchmark could not run).
 *
 *   npx tsx scripts/bench-dashboards-browser.ts [--runs 5] [--rotations 100] [--rows 5000000] [--dist DIR [--no-build]]
 *   (npm run bench runs it with the other benchmarks; CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import type { Page, Request } from 'playwright-core';
import { dashboards, type DashboardsCatalog } from '../generated/catalog/dashboards.ts';
import { formatLine, loadLine, median } from './lib/bench-stats.ts';
import {
  answerAdomPicker,
  benchArgs,
  heapBytes,
  launchBrowser,
  positive,
  prepareDist,
  probeResult,
  serveWithAnalyzerMock,
  signIn,
  stopOnExit,
} from './lib/bench-browser.ts';

const args = benchArgs({
  runs: { type: 'string', default: '5' },
  rotations: { type: 'string', default: '100' },
  rows: { type: 'string', default: '5000000' },
});
const runs = positive(args.runs, 5);
const rotations = positive(args.rotations, 100);
const rows = positive(args.rows, 5_000_000);

const GOAL_DRAWN_MS = 1500;
const GOAL_HEAP_RATIO = 1.1;
const DRAWN_COUNT = 12;
const catalogue: DashboardsCatalog = dashboards;
const threatMonitor = catalogue.dashboards.find((d) => d.uuid === 'threat-monitor');
if (!threatMonitor) throw new Error('the dashboards catalogue has no threat-monitor');
const THREAT_MONITOR = `/fortiview/noc/${threatMonitor.folder}/threat-monitor`;
/** Where each run of (a) starts: a small dashboard of the same folder, so the menu shows the way to it. */
const START = `/fortiview/noc/${threatMonitor.folder}/dlp-dashboard`;
const RUN_CALL = /\/api\/gui\/fortiview\/adom\/[^/]+\/[^/]+\/run$/;

// ---- everything started is stopped, also on Ctrl-C ----

const stops = stopOnExit();

// ---- in-page probes (run in the browser) ----

/** When a dashboard's widgets showed their data (ms from `since`), and its widget-data calls. */
interface Drawn {
  some: number | null;
  all: number | null;
  frames: number;
  firstSubmit?: number;
  lastAnswer?: number;
  calls?: number;
}

declare global {
  interface Window {
    __armDrawn?: (count: number, since: number, title?: string) => Promise<Drawn>;
    __benchDrawn?: Promise<Drawn>;
    __benchNav?: Promise<Drawn>;
  }
}

/**
 * Init script: `window.__armDrawn(count, since, title?)` answers, once the page's heading is `title`, once `count` widgets and then all of them show their data,
 * their times from `since` (a performance.now time). A widget shows its data when its body holds no loading or
 * waiting indicator and has content. On a dashboard page it is armed at once, from the navigation's start.
 */
function drawnProbe(count: number) {
  const w = window;
  const drawn = (frame: Element) => {
    const body = frame.querySelector('.widget-body');
    return !!body && body.childElementCount > 0 && !body.querySelector('.widget-loading, .widget-waiting, .chart-loading');
  };
  w.__armDrawn = (n, since, title) =>
    new Promise((done) => {
      const result: Drawn = { some: null, all: null, frames: 0 };
      let scheduled = false;
      const check = () => {
        scheduled = false;
        const frames = [...document.querySelectorAll('main .widget-frame')];
        if (!frames.length || (title && ![...document.querySelectorAll('h1')].some((h) => h.textContent === title))) return;
        const shown = frames.filter(drawn).length;
        if (result.some === null && shown >= n) result.some = performance.now() - since;
        if (shown === frames.length) {
          observer.disconnect();
          result.all = performance.now() - since;
          result.frames = frames.length;
          result.some ??= result.all;
          const calls = performance.getEntriesByType('resource').filter((e) => /\/api\/gui\/fortiview\//.test(e.name) && e.startTime >= since);
          const submits = calls.filter((e) => /\/run$/.test(e.name));
          result.firstSubmit = Math.min(...submits.map((e) => e.startTime)) - since;
          result.lastAnswer = Math.max(...calls.map((e) => (e as PerformanceResourceTiming).responseEnd)) - since;
          result.calls = calls.length;
          // the frame after the one that lays them out is the one that shows them
          requestAnimationFrame(() => setTimeout(() => done(result)));
        }
      };
      const observer = new MutationObserver(() => {
        if (scheduled) return;
        scheduled = true;
        requestAnimationFrame(check);
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    });
  if (location.pathname.startsWith('/fortiview/')) w.__benchDrawn = w.__armDrawn(count, 0);
}

// ---- steps ----

/** No widget of the page (or of the NOC wall) loading any more (those far from the viewport wait unasked). */
async function settled(page: Page, scope = 'main') {
  await page.waitForFunction(
    (sel: string) => {
      const frames = document.querySelectorAll(`${sel} .widget-frame`);
      return frames.length > 0 && !document.querySelector(`${sel} .widget-loading, ${sel} .chart-loading`);
    },
    scope,
    { timeout: 60000, polling: 100 },
  );
}

/** The page idle: no task waiting (a render in progress, a timer due) for up to 2 s. */
async function idle(page: Page) {
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 2000 })));
}

// ---- run ----

let failed = false;
try {
  const distDir = await prepareDist(args, stops);
  const server = await serveWithAnalyzerMock(stops, { distDir, rows });

  const { context, page } = await launchBrowser(stops, {
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    persona: 'analyzer',
    initScripts: [[drawnProbe, DRAWN_COUNT]],
  });
  await signIn(page, { pickAdom: true });

  /** A fresh load of the dashboard; the probe's result, or null when it did not finish within a minute. */
  async function openDashboard() {
    await page.goto(THREAT_MONITOR);
    const result = probeResult<Drawn>(page, '__benchDrawn', 60000);
    // a reload may bring the start-up ADOM picker back; the dashboard draws behind it
    await answerAdomPicker(page);
    return result;
  }

  // (a) every widget near a tall viewport: opened from the fortiview menu (the application already running, the
  // widget-data cache cold: each run starts from a fresh load of another dashboard), and as a fresh page load
  const tall = threatMonitor.widgets.reduce((m, w) => Math.max(m, w.y + w.h), 0) * 48 + 600;
  await page.setViewportSize({ width: 1280, height: tall });
  interface Runs {
    some: number[];
    all: number[];
    firstSubmit: number[];
    lastAnswer: number[];
    calls: number;
    frames: number;
  }
  const fromMenu: Runs = { some: [], all: [], firstSubmit: [], lastAnswer: [], calls: 0, frames: 0 };
  const fresh: Runs = { some: [], all: [], firstSubmit: [], lastAnswer: [], calls: 0, frames: 0 };
  const keep = (into: Runs, r: Drawn) => {
    for (const k of ['some', 'all', 'firstSubmit', 'lastAnswer'] as const) into[k].push(r[k] ?? 0);
    into.calls = r.calls ?? 0;
    into.frames = r.frames;
  };
  for (let i = 0; i <= runs; i++) {
    await page.goto(START);
    await answerAdomPicker(page);
    await settled(page);
    // the horizontal menu: the folder opens a pop-up with its dashboards (the folder has the dashboard's title too)
    const menu = page.getByRole('main').getByRole('navigation');
    await menu.getByRole('menuitem', { name: threatMonitor.title, exact: true }).first().click();
    const item = page.locator('.ant-menu-submenu-popup').getByRole('menuitem', { name: threatMonitor.title, exact: true });
    await item.waitFor();
    await page.evaluate(
      ([n, title]) => {
        const w = window;
        w.__benchNav = new Promise((done) =>
          document.addEventListener('click', (e) => done(w.__armDrawn!(n, e.timeStamp, title)), { capture: true, once: true }),
        );
      },
      [DRAWN_COUNT, threatMonitor.title] as const,
    );
    await item.click();
    const r = await probeResult<Drawn>(page, '__benchNav', 60000);
    const f = await openDashboard();
    if (!r || !f) {
      console.error('the dashboard did not draw within a minute');
      failed = true;
      break;
    }
    if (i === 0) continue; // warm-up: the analyzer's first queries, the browser's caches
    keep(fromMenu, r);
    keep(fresh, f);
  }
  const views: [label: string, runs: Runs][] = [
    ['opened from the fortiview menu, from the click', fromMenu],
    ['a fresh page load, from the navigation’s start', fresh],
  ];
  for (const [label, m] of views) {
    console.log(`\n(a) ${threatMonitor.title} drawn, ${label}; viewport 1280×${tall}, default period, ${runs} runs after a warm-up`);
    console.log(`  ${formatLine(`${DRAWN_COUNT} widgets drawn`, m.some, GOAL_DRAWN_MS)}`);
    console.log(`  ${formatLine(`all ${m.frames} widgets drawn`, m.all)}`);
    console.log(`  ${formatLine('first widget query submitted', m.firstSubmit)}`);
    console.log(`  ${formatLine(`last of the ${m.calls} widget-data calls answered`, m.lastAnswer)}`);
  }

  // (b) requests at load at 1280×800
  await page.setViewportSize({ width: 1280, height: 800 });
  const sent: number[] = [];
  const near: number[] = [];
  for (let i = 0; i < runs; i++) {
    const calls: number[] = [];
    const onRequest = (req: Request) => {
      if (req.method() === 'POST' && RUN_CALL.test(new URL(req.url()).pathname)) calls.push(Date.now());
    };
    page.on('request', onRequest);
    await page.goto(THREAT_MONITOR);
    await answerAdomPicker(page);
    await settled(page);
    // quiet for 3 s after the last submit
    for (let last = -1; last !== calls.length; ) {
      last = calls.length;
      await page.waitForTimeout(3000);
    }
    page.off('request', onRequest);
    const visible = await page.evaluate(() => {
      const frames = [...document.querySelectorAll('main .widget-frame')];
      return {
        near: frames.filter((f) => f.getBoundingClientRect().top < innerHeight + 100).length,
        total: frames.length,
      };
    });
    sent.push(calls.length);
    near.push(visible.near);
    if (i === 0) console.log(`\n(b) ${threatMonitor.title} at 1280×800: ${visible.total} widgets on the page`);
  }
  const medSent = median(sent);
  const medNear = median(near);
  console.log(`  widget queries submitted at load: median ${medSent} (min ${Math.min(...sent)}, max ${Math.max(...sent)}, ${runs} loads)`);
  console.log(`  widgets within 100 px of the viewport: median ${medNear}  = ${(medSent / medNear).toFixed(2)} x the goal (queries ≤ widgets near the viewport)`);

  // (c) heap across NOC rotations
  const cdp = await context.newCDPSession(page);
  await page.goto(THREAT_MONITOR);
  await answerAdomPicker(page);
  await settled(page);
  await page.getByRole('main').getByRole('button', { name: 'NOC Mode' }).click();
  const wall = '.noc-mode';
  await page.locator(wall).waitFor();
  const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;
  // the same dashboard compared with itself: the heap after the first rotation, and after each later rotation that
  // comes back to the dashboard it showed (every N rotations, N the dashboards the wall turns through)
  const shownOnWall = async () =>
    (await page.locator(`${wall} .ant-modal-title`).first().innerText()).match(/Dashboard (\d+) of (\d+): ([^\n]*)/);
  const heaps: [rotation: number, bytes: number][] = [];
  const rotationMs: number[] = [];
  let first = 0;
  let firstShown = '';
  let wallSize = 0;
  for (let i = 1; i <= rotations; i++) {
    const t0 = performance.now();
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(50);
    await settled(page, wall);
    rotationMs.push(performance.now() - t0);
    // the heap is read once the page is idle: whatever a rotation still drew after its data is then drawn too
    await idle(page);
    const shown = await shownOnWall();
    if (i === 1) {
      firstShown = shown?.[1] ?? '';
      wallSize = Number(shown?.[2] ?? 0);
      first = await heapBytes(cdp);
      console.log(`\n(c) NOC mode, ${rotations} rotations (→) through ${wallSize} dashboards, each until its widgets are drawn; heap after garbage collection`);
      console.log(`  after rotation 1 (${shown?.[3] ?? '?'}): ${mb(first)}`);
    } else if (shown?.[1] === firstShown) {
      const bytes = await heapBytes(cdp);
      heaps.push([i, bytes]);
      console.log(`  after rotation ${i}, the same dashboard again: ${mb(bytes)}  = ${(bytes / first).toFixed(2)} x after rotation 1`);
    }
  }
  const last = heaps.at(-1);
  if (last) console.log(`  the same dashboard after ${last[0]} rotations: ${(last[1] / first).toFixed(2)} x after rotation 1 (goal ≤ ${GOAL_HEAP_RATIO}×)`);
  else console.log(`  no rotation came back to the first dashboard: run more than ${wallSize} rotations`);
  console.log(`  ${formatLine('one rotation drawn', rotationMs)}`);
  console.log(`\nload ${loadLine()}`);
} catch (err) {
  failed = true;
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
} finally {
  await stops.cleanup();
}
process.exit(failed ? 1 : 0);
