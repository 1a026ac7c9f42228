#!/usr/bin/env node
/**
 * Browser benchmark of the Vulnerable Devices dialog with the 100,000-device fleet (.tmp/fleet-100k, written by
 * `node scripts/gen-fleet.mjs --scale 100000` when missing), in headless Chromium against the production build:
 *
 *   1. dialog open → first rows visible: click on the top-bar indicator (fresh page each run, so the data is
 *      fetched, matched and laid out every time) until the first device row is painted;
 *   2. column search keystroke → grid updated: one key in "Search Device Name" until the grid shows the new rows
 *      (Fabric View, then Device Type View).
 *
 * The fleet's calls are answered by intercepting them in the page (page.route); everything else (sign-in, session,
 * system configuration) comes from the mock appliance. Prints the median and every run in ms.
 *
 *   node scripts/bench-psirt-browser.mjs [--runs 7] [--keys 15] [--dist DIR] [--no-build]
 *   (npm run bench runs it with the other benchmarks; CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildConsole, startServer } from './serve.mjs';
import { startMock } from './lib/mock-server.mjs';
import { root } from './lib/processes.mjs';

const { values: args } = parseArgs({
  args: process.argv.slice(2),
  strict: false,
  options: {
    runs: { type: 'string', default: '7' },
    keys: { type: 'string', default: '15' },
    dist: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const positive = (v, fallback) => (Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : fallback);
const runs = positive(args.runs, 7);
const keys = positive(args.keys, 15);
const distDir = resolve(args.dist ?? join(root, '.tmp', 'bench-dist'));
const fleetDir = join(root, '.tmp', 'fleet-100k');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// ---- fleet and build ----

if (!existsSync(join(fleetDir, 'psirt.json'))) {
  console.log('Writing the 100,000-device fleet…');
  const gen = spawnSync(process.execPath, [join(root, 'scripts', 'gen-fleet.mjs'), '--scale', '100000'], { cwd: root, stdio: 'inherit' });
  if (gen.status !== 0) process.exit(gen.status ?? 1);
}
const fleet = Object.fromEntries(
  ['psirt', 'devices', 'wtps', 'switches', 'extension-extenders', 'extender-extenders'].map((name) => [
    name,
    readFileSync(join(fleetDir, `${name}.json`)),
  ]),
);

if (!args['no-build'] || !existsSync(join(distDir, 'index.html'))) {
  console.log(`Building the console into ${distDir}…`);
  // a production build (React and antd as shipped), with the mock controls so sign-in works against the mock
  const code = await buildConsole(distDir, { CONSOLE_MOCK: '1', NODE_ENV: 'production' });
  if (code !== 0) process.exit(code);
}

// ---- helpers ----

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (ms) => ms.toFixed(1);
function report(label, times) {
  console.log(`${label}: median ${fmt(median(times))} ms (runs: ${times.map(fmt).join(', ')})`);
}

/** Answers the fleet's calls in the page itself, so 100,000 devices never pass through the mock. */
async function routeFleet(page) {
  const json = (body) => (route) => route.fulfill({ status: 200, contentType: 'application/json', body });
  await page.route(/\/api\/gui\/adom\/[^/]+\/psirt(\?|$)/, json(fleet.psirt));
  await page.route(/\/api\/dvmdb\/adom\/[^/]+\/device(\?|$)/, json(fleet.devices));
  await page.route(/\/obj\/wireless-controller\/wtp(\?|$)/, json(fleet.wtps));
  await page.route(/\/obj\/fsp\/managed-switch(\?|$)/, json(fleet.switches));
  await page.route(/\/obj\/extension-controller\/extender(\?|$)/, json(fleet['extension-extenders']));
  await page.route(/\/obj\/extender-controller\/extender(\?|$)/, json(fleet['extender-extenders']));
}

/** Signs in through the sign-in page and walks past the start-up dialogs. */
async function signIn(page) {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await dismissStartup(page);
}

async function dismissStartup(page) {
  for (let i = 0; i < 3; i++) {
    const later = page.getByRole('dialog').getByRole('button', { name: 'Later' });
    const open = page.getByRole('dialog').getByRole('button', { name: 'Open' });
    const which = await Promise.race([
      later.waitFor({ timeout: 3000 }).then(() => later, () => null),
      open.waitFor({ timeout: 3000 }).then(() => open, () => null),
    ]);
    if (!which) return;
    await which.click();
    await which.waitFor({ state: 'hidden' });
  }
}

const INDICATOR = 'button[aria-label^="Vulnerable devices:"]';
const FIRST_ROW = '.ant-modal [role="treegrid"] [role="row"][aria-rowindex="2"]';
const GRID_COUNT = '.ant-modal .console-grid-count';

/** Click on the indicator until the first device row is painted (measured in the page). */
async function measureOpen(page) {
  await page.goto('/');
  await dismissStartup(page);
  await page.locator(INDICATOR).waitFor({ timeout: 60000 });
  await page.evaluate(
    ({ indicator, firstRow }) => {
      const w = /** @type {any} */ (window);
      w.__benchOpen = new Promise((done) => {
        let start = 0;
        document.querySelector(indicator).addEventListener('click', (e) => (start = e.timeStamp), { capture: true, once: true });
        const seen = () => {
          if (!document.querySelector(firstRow)) return false;
          // the next frame is the one that shows it
          requestAnimationFrame(() => setTimeout(() => done(performance.now() - start)));
          return true;
        };
        const observer = new MutationObserver(() => seen() && observer.disconnect());
        observer.observe(document.body, { subtree: true, childList: true });
      });
    },
    { indicator: INDICATOR, firstRow: FIRST_ROW },
  );
  await page.locator(INDICATOR).click();
  return page.evaluate(() => /** @type {any} */ (window).__benchOpen);
}

/** One key in a column search until the grid's row count changes on screen (measured in the page). */
async function measureKeystroke(page, key) {
  const search = page.locator('.ant-modal').getByLabel('Search Device Name');
  await search.fill('');
  await page.waitForFunction(
    (sel) => /^(\d+) of \1 rows$/.test(document.querySelector(sel)?.textContent ?? ''),
    GRID_COUNT,
    { timeout: 60000 },
  );
  await search.focus();
  await page.evaluate((sel) => {
    const w = /** @type {any} */ (window);
    const status = document.querySelector(sel);
    const before = status.textContent;
    w.__benchKey = new Promise((done) => {
      let start = 0;
      document.addEventListener('keydown', (e) => (start = e.timeStamp), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (status.textContent === before) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => done(performance.now() - start)));
      });
      observer.observe(status, { subtree: true, childList: true, characterData: true });
    });
  }, GRID_COUNT);
  await page.keyboard.press(key);
  return page.evaluate(() => /** @type {any} */ (window).__benchKey);
}

// ---- run ----

const mock = await startMock({ logLevel: 'error' });
const server = await startServer({ distDir, apiTarget: mock.url, socketTarget: mock.socketUrl ?? undefined });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
let failed = false;
try {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(60000);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  await routeFleet(page);
  await signIn(page);

  const open = [];
  for (let i = 0; i < runs; i++) open.push(await measureOpen(page));
  const rowCount = await page.locator(GRID_COUNT).textContent();
  console.log(`Vulnerable Devices with the 100,000-device fleet (${rowCount}), headless Chromium, production build`);
  report('dialog open → first rows visible', open);

  // keys that each match some of the fleet's names, so every keystroke changes what the grid shows
  const chars = ['A', 'C', '7', '9', 'X', 'M', 'S', 'D'];
  const fabric = [];
  for (let i = 0; i < keys; i++) fabric.push(await measureKeystroke(page, chars[i % chars.length]));
  report('column search keystroke → grid updated (Fabric View)', fabric);

  await page.locator('.ant-modal').getByLabel('Search Device Name').fill('');
  await page.locator('.ant-modal').getByText('Device Type View', { exact: true }).click();
  await page.locator('.ant-modal [role="treegrid"] button[aria-expanded]').first().waitFor();
  const byType = [];
  for (let i = 0; i < keys; i++) byType.push(await measureKeystroke(page, chars[i % chars.length]));
  report('column search keystroke → grid updated (Device Type View)', byType);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser.close();
  await server.close();
  await mock.stop();
}
process.exit(failed ? 1 : 0);
