#!/usr/bin/env node
/**
 * Browser benchmark of Log View, in headless Chromium against the production build served as an appliance serves
 * it (scripts/serve.ts: strict CSP, /api proxy) in front of the mock appliance with the mock analyzer's log set
 * (5,000,000 rows by default, cached under .tmp/analyzer). Analyzer persona, root ADOM, traffic logs.
 *
 *   a. first page: a new filter applied in the log list (Enter in the filter bar), from the search's submit
 *      (the POST's start) until the grid shows its first logs. Goal: ≤ 500 ms.
 *   b. scrolling: the grid scrolled from row 0 to row 100,000 in steps of 2,000 rows, each step waited for until
 *      its rows are there; the page requests made against the pages of the rows the grid drew (the viewport and
 *      the few rows it draws beyond it). Goal: no more than those.
 *   c. heap: the JS heap (after a forced garbage collection) after the first page and after the scroll to row
 *      100,000. Goal: ≤ 1.2×.
 *
 * Prints medians, min, max and ratios, and the load average; exits 0 whatever the figures (non-zero only when the
 * benchmark could not run).
 *
 *   npx tsx scripts/bench-logview-browser.ts [--runs 7] [--rows 5000000] [--dist DIR [--no-build]]
 */
import type { Request } from 'playwright-core';
import { formatLine, loadLine } from './lib/bench-stats.ts';
import { answerAdomPicker, benchArgs, heapBytes, launchBrowser, positive, prepareDist, serveWithAnalyzerMock, signIn, stopOnExit } from './lib/bench-browser.ts';

const args = benchArgs({
  runs: { type: 'string', default: '7' },
  rows: { type: 'string', default: '5000000' },
});
const runs = positive(args.runs, 7);
const rows = positive(args.rows, 5_000_000);

const GOAL_FIRST_PAGE_MS = 500;
const GOAL_HEAP_RATIO = 1.2;
const TARGET_ROW = 100_000;
const STEP_ROWS = 2_000;
const ROW_HEIGHT = 32;
const PAGE_SIZE = 200;
const LIST = '/logview/logs/fgt/FortiGate/traffic?period=1week';
/** Filters applied in turn in (a): each a new search, none answered from a cache. */
const FILTERS = ['dstport=443', 'dstport=80', 'action=deny', 'service=HTTPS', 'dstport=53', 'action=accept', 'dstintf=wan2', 'srcintf=port1', 'proto=17', 'dstport=22'];

const stops = stopOnExit();

/**
 * In the page: resolves once the grid's rows in view have all arrived (no placeholder) and there is at least one;
 * with `fresh`, only after the grid has first dropped the rows it showed (a new search is on its way).
 */
function rowsShown(fresh = false): Promise<number> {
  return new Promise((done) => {
    let cleared = !fresh;
    const check = () => {
      const grid = document.querySelector('main [role="grid"]');
      const rows = grid ? grid.querySelectorAll('[role="row"][aria-rowindex]:not([aria-rowindex="1"])') : [];
      const pending = grid?.querySelector('.console-grid-pending');
      if (!cleared) {
        cleared = rows.length === 0 || Boolean(pending);
        return;
      }
      if (rows.length > 0 && !pending) {
        observer.disconnect();
        done(performance.now());
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, characterData: true });
    check();
  });
}

let failed = false;
try {
  const distDir = await prepareDist(args, stops);
  const server = await serveWithAnalyzerMock(stops, { distDir, rows });

  const { context, page } = await launchBrowser(stops, { baseURL: server.url, viewport: { width: 1440, height: 900 }, persona: 'analyzer' });
  await signIn(page, { pickAdom: true });

  // (a) first page after submit
  await page.goto(LIST);
  await answerAdomPicker(page);
  await page.evaluate(rowsShown, false);
  const firstPage: number[] = [];
  const filter = page.getByRole('searchbox', { name: 'Filter' });
  for (let i = 0; i <= runs; i++) {
    const f = FILTERS[i % FILTERS.length];
    await filter.fill(f);
    const shown = page.evaluate(rowsShown, true);
    await filter.press('Enter');
    const at = await shown;
    const submit = await page.evaluate(() => {
      const posts = performance.getEntriesByType('resource').filter((e) => /\/logsearch$/.test(new URL(e.name).pathname));
      return posts.at(-1)?.startTime ?? null;
    });
    if (submit === null) throw new Error('no search was submitted');
    if (i > 0) firstPage.push(at - submit);
  }
  console.log(`\n(a) ${LIST}, a new filter applied; from the search's submit until its first logs are shown, ${runs} runs after a warm-up`);
  console.log(`  ${formatLine('first page shown', firstPage, GOAL_FIRST_PAGE_MS)}`);

  // (b) and (c): scroll to row 100,000
  await filter.fill('');
  await filter.press('Enter');
  await page.waitForURL((u) => !u.searchParams.get('filter'));
  await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  const cdp = await context.newCDPSession(page);
  const total = await page
    .waitForFunction(
      () => {
        const t = document.querySelector('main .log-list-count')?.textContent ?? '';
        return /^[\d,]+ logs$/.test(t) ? Number(t.replace(/\D/g, '')) : 0;
      },
      undefined,
      { timeout: 60000 },
    )
    .then((h) => h.jsonValue());
  if (total < TARGET_ROW + 1000) throw new Error(`the search matched ${total} logs, fewer than ${TARGET_ROW}`);
  const heapFirst = await heapBytes(cdp);
  const offsets: number[] = [];
  const onRequest = (req: Request) => {
    const u = new URL(req.url());
    if (/\/logsearch\/[^/]+$/.test(u.pathname) && u.searchParams.get('limit') === String(PAGE_SIZE)) offsets.push(Number(u.searchParams.get('offset')));
  };
  page.on('request', onRequest);
  const needed = new Set<number>();
  const stepMs: number[] = [];
  for (let row = STEP_ROWS; row <= TARGET_ROW; row += STEP_ROWS) {
    const t0 = Date.now();
    await page.evaluate(
      async ([top, rowHeight]) => {
        const grid = document.querySelector('main [role="grid"]');
        if (grid) grid.scrollTop = top * rowHeight;
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      },
      [row, ROW_HEIGHT] as const,
    );
    await Promise.race([page.evaluate(rowsShown, false), page.waitForTimeout(30000).then(() => Promise.reject(new Error(`the rows at ${row} did not arrive`)))]);
    // the pages of the rows the grid drew (the viewport and the few rows it draws beyond it)
    const drawn = await page.evaluate(() =>
      [...document.querySelectorAll('main [role="grid"] [role="row"][aria-rowindex]')].map((r) => Number(r.getAttribute('aria-rowindex')) - 2).filter((i) => i >= 0),
    );
    for (const i of drawn) needed.add(Math.floor(i / PAGE_SIZE));
    stepMs.push(Date.now() - t0);
  }
  page.off('request', onRequest);
  const heapAfter = await heapBytes(cdp);
  const asked = new Set(offsets.map((o) => o / PAGE_SIZE));
  const extra = [...asked].filter((p) => !needed.has(p));
  console.log(`\n(b) scrolled to row ${TARGET_ROW.toLocaleString('en')} of ${total.toLocaleString('en')} in steps of ${STEP_ROWS.toLocaleString('en')} rows`);
  console.log(`  pages of the rows drawn by the steps: ${needed.size}; page requests: ${offsets.length} (${asked.size} distinct), beyond the pages shown: ${extra.length} = ${(offsets.length / needed.size).toFixed(2)} x the pages needed (goal ≤ 1.00×)`);
  console.log(`  ${formatLine('one step (scroll until its rows are there)', stepMs)}`);
  const mb = (b: number) => `${(b / 1048576).toFixed(1)} MB`;
  console.log(`\n(c) JS heap after garbage collection`);
  console.log(`  after the first page: ${mb(heapFirst)}`);
  console.log(`  after scrolling to row ${TARGET_ROW.toLocaleString('en')}: ${mb(heapAfter)} = ${(heapAfter / heapFirst).toFixed(2)} x (goal ≤ ${GOAL_HEAP_RATIO}×)`);
  console.log(`\nload ${loadLine()}`);
} catch (err) {
  failed = true;
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
} finally {
  await stops.cleanup();
}
process.exit(failed ? 1 : 0);
