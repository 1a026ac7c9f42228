#!/usr/bin/env node
/**
 * The mock analyzer's data service: answers the widget-data operations (runFortiviewQuery, getFortiviewResult,
 * cancelFortiviewQuery) and Log View's (submitLogSearch, getLogSearchPage, cancelLogSearch, listLogFiles,
 * listLogGroups, listSavedLogViews) with real SQL over the generated log set in DuckDB, and keeps the custom views
 * (./custom-views.mjs) on disk. It stands behind Prism's validating proxy
 * (scripts/lib/mock-server.mjs), never called by the console directly, so each answer is checked against the spec.
 *
 * Environment: ANALYZER_PORT (default 4030), ANALYZER_HOST, ANALYZER_ROWS (default 5,000,000), ANALYZER_CACHE_DIR,
 * ANALYZER_STATE_FILE (the custom views; default .tmp/analyzer/custom-views.json),
 * ANALYZER_BREAK_SHAPE=1 (answers a result of the wrong shape: proves that the proxy catches it).
 */
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { DuckDBInstance } from '@duckdb/node-api';
import { loadDataset } from './dataset.mjs';
import { buildQuery, loadViews, QueryError } from './queries.mjs';
import { fabricChecks } from './fabric.mjs';
import { openCustomViewStore, StoreError } from './custom-views.mjs';
import {
  buildSearch, checkpointsSql, countSql, freeTextWith, loadTextValues, logFilesSql, logGroups, pageIdsSql, readCheckpoints, readCount, rowsByIdSql, savedViews, toLogFile, toLogRow,
} from './log-search.mjs';
import { root } from '../lib/processes.mjs';
import { join } from 'node:path';

const port = Number(process.env.ANALYZER_PORT ?? 4030);
const host = process.env.ANALYZER_HOST ?? '127.0.0.1';
const rows = Number(process.env.ANALYZER_ROWS ?? 5_000_000);
const breakShape = process.env.ANALYZER_BREAK_SHAPE === '1';
/** Finished runs are kept this long for late polls, then dropped. */
const KEEP_MS = 5 * 60_000;
const MAX_RUNS = 2000;

const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
const setup = await instance.connect();
const { fleet } = await loadDataset(setup, { rows, cacheDir: process.env.ANALYZER_CACHE_DIR });
const views = loadViews();
const fleetBySn = new Map(fleet.map((d) => [d.devid, d]));

/** @type {Map<string, { viewName: string, adom: string, family: string, status: string, started: number, ended?: number, rows: object[], unit?: string, timeRange: object, message?: string, cancel?: () => void }>} */
const runs = new Map();

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
const fail = (res, status, code, message) => send(res, status, { code, message });

function readBody(req) {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c) => {
      data += c;
      if (data.length > 1_000_000) reject(new QueryError('The query is too large.'));
    });
    req.on('end', () => {
      try {
        resolve(data ? JSON.parse(data) : {});
      } catch {
        reject(new QueryError('The query is not JSON.'));
      }
    });
    req.on('error', reject);
  });
}

function prune() {
  const now = Date.now();
  for (const [tid, run] of runs) if (run.ended && now - run.ended > KEEP_MS) runs.delete(tid);
  while (runs.size > MAX_RUNS) runs.delete(runs.keys().next().value);
}

async function execute(run, view, q) {
  const built = buildQuery(view, q);
  if (view.source === 'fabric') return fabricChecks(q.adom, fleet.filter((d) => d.adom === q.adom).length);
  const connection = await instance.connect();
  run.cancel = () => connection.interrupt();
  try {
    const reader = await connection.runAndReadAll(built.sql, built.params);
    const raw = reader.getRowObjectsJS();
    run.unit = built.unit;
    if (view.source === 'fleet') {
      return raw
        .map((r) => ({ ...r, d: fleetBySn.get(r.devid) }))
        .map(({ d, logs, threats }) => {
          const load = (d.devid.charCodeAt(d.devid.length - 1) % 40) + 5;
          return {
            name: d.devname,
            sn: d.devid,
            platform: d.platform,
            osVersion: d.osVersion,
            status: d.status,
            logs: Number(logs),
            threats: Number(threats),
            ...(d.status === 'up' ? { cpu: load, memory: Math.min(95, load + 25) } : {}),
          };
        })
        .sort((a, b) => b.logs - a.logs || a.name.localeCompare(b.name));
    }
    if (view.family === 'metric' && view.source !== 'system') {
      const r = raw[0] ?? {};
      return built.metrics.map((m, i) => ({ metric: m, label: m, value: Math.round(Number(r[`m${i}`] ?? 0) * 100) / 100, unit: built.unit }));
    }
    return raw.map(built.shape);
  } finally {
    run.cancel = undefined;
    connection.closeSync?.();
  }
}

async function submit(req, res, adom, viewName) {
  const view = views.get(viewName);
  if (!view) return fail(res, 404, -3, `Unknown view '${viewName}'.`);
  const body = await readBody(req);
  const start = Date.parse(body?.timeRange?.start);
  const end = Date.parse(body?.timeRange?.end);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return fail(res, 400, -2, 'The time range must end after it starts.');
  const q = { adom, start, end, now: Date.now(), devices: body.devices, limit: body.limit, filter: body.filter, sortBy: body.sortBy };
  // a malformed filter is refused at once, not as a failed run
  buildQuery(view, q);
  prune();
  const tid = `ftv-${randomUUID().slice(0, 12)}`;
  const run = {
    viewName,
    adom,
    family: view.family,
    status: 'running',
    started: Date.now(),
    rows: [],
    timeRange: { start: new Date(start).toISOString(), end: new Date(end).toISOString() },
  };
  runs.set(tid, run);
  execute(run, view, q).then(
    (result) => {
      if (run.status !== 'running') return;
      run.rows = result;
      run.status = 'done';
      run.ended = Date.now();
    },
    (error) => {
      if (run.status !== 'running') return;
      run.status = 'error';
      run.message = error instanceof Error ? error.message : String(error);
      run.ended = Date.now();
    },
  );
  send(res, 200, { tid });
}

function result(res, url, tid) {
  const run = runs.get(tid);
  if (!run) return fail(res, 404, -3, 'Task not found.');
  const offset = Math.max(0, Number(url.searchParams.get('offset') ?? 0) || 0);
  const limit = Math.max(1, Math.min(1000, Number(url.searchParams.get('limit') ?? 1000) || 1000));
  // progress while it runs: how far into the time a query of its kind usually takes (it never reads 100 before done)
  const percentage = run.status === 'running' ? Math.min(95, Math.round(((Date.now() - run.started) / 400) * 100)) : 100;
  const body = {
    tid,
    viewName: run.viewName,
    status: run.status,
    percentage,
    family: run.family,
    total: run.status === 'done' ? run.rows.length : 0,
    offset,
    ...(run.unit ? { unit: run.unit } : {}),
    timeRange: run.timeRange,
    ...(run.message ? { message: run.message } : {}),
    rows: run.status === 'done' ? run.rows.slice(offset, offset + limit) : [],
  };
  if (breakShape) body.rows = [{ wrong: true }];
  send(res, 200, body);
}

function cancel(res, tid) {
  const run = runs.get(tid);
  if (!run) return fail(res, 404, -3, 'Task not found.');
  if (run.status === 'running') {
    run.status = 'cancelled';
    run.ended = Date.now();
    run.cancel?.();
  }
  send(res, 200, { tid });
}

const customViews = openCustomViewStore(process.env.ANALYZER_STATE_FILE ?? join(root, '.tmp/analyzer/custom-views.json'));
const CUSTOM_VIEW_ROUTE = /^\/gui\/customview\/adom\/([^/]+)(?:\/([A-Za-z0-9_-]{1,64})(\/layout)?)?$/;

async function customView(req, res, [, adom, dashId, layout]) {
  const adomName = decodeURIComponent(adom);
  try {
    if (!dashId && req.method === 'GET') return send(res, 200, customViews.list(adomName));
    if (!dashId && req.method === 'POST') return send(res, 200, customViews.create(adomName, await readBody(req)));
    if (dashId && !layout && req.method === 'PUT') return send(res, 200, customViews.rename(adomName, dashId, (await readBody(req)).name));
    if (dashId && !layout && req.method === 'DELETE') return send(res, 200, customViews.remove(adomName, dashId));
    if (dashId && layout && req.method === 'PUT') return send(res, 200, customViews.saveLayout(adomName, dashId, (await readBody(req)).widgets));
    return fail(res, 405, -4, 'Method not allowed.');
  } catch (error) {
    if (error instanceof StoreError) return send(res, error.status, error.body);
    throw error;
  }
}

// ---- Log View: a search counts in the background; its pages are read when asked for, in the search's order ----

/**
 * @typedef {{ adom: string, search: ReturnType<typeof buildSearch>, submittedSec: number, status: string, started: number,
 *   touched: number, ended?: number, total?: number,
 *   index?: { keys: Float64Array, before: Float64Array } | { checkpoints: { v: unknown, ago: number, id: number }[] },
 *   message?: string, counting?: Promise<void>, locating?: Promise<void>,
 *   startCount: () => void, cancel?: () => void }} LogSearchTask
 */
/** @type {Map<string, LogSearchTask>} */
const searches = new Map();
/** A page this deep waits for its search's count (which locates it) rather than sorting every log before it. */
const DEEP_OFFSET = 5000;
/** The longest a search's count waits for its first page to be read. */
const COUNT_DELAY_MS = 250;

/** The text columns' values, once read (a word without a field is then matched by them; ILIKE until then). */
let textValues = null;

function pruneSearches() {
  const now = Date.now();
  // a search is kept while its pages are read
  for (const [tid, s] of searches) if (s.ended && now - s.touched > KEEP_MS) searches.delete(tid);
  while (searches.size > MAX_RUNS) {
    const [tid, s] = searches.entries().next().value;
    if (s.status === 'running') s.status = 'cancelled';
    s.cancel?.();
    searches.delete(tid);
  }
}

async function submitSearch(req, res, adom) {
  const body = await readBody(req);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new QueryError('The search must be an object.');
  const start = Date.parse(body.timeRange?.start);
  const end = Date.parse(body.timeRange?.end);
  const now = Date.now();
  const submittedSec = Math.floor(now / 1000);
  // a search that cannot be read is refused at once, with what is wrong
  const search = buildSearch(
    { adom, logtype: body.logtype, subtype: body.subtype, start, end, nowSec: submittedSec, devices: body.devices, filter: body.filter, sortBy: body.sortBy },
    textValues ? { freeText: freeTextWith(textValues) } : {},
  );
  pruneSearches();
  const tid = `log-${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  /** @type {LogSearchTask} */
  const entry = { adom, search, submittedSec, status: 'running', started: now, touched: now, startCount: () => {} };
  searches.set(tid, entry);
  // the count starts once the first page is read (the two would share the engine's threads) or soon after the submit
  const timer = setTimeout(() => startCount(entry), COUNT_DELAY_MS);
  entry.startCount = () => {
    clearTimeout(timer);
    startCount(entry);
  };
  send(res, 200, { tid });
}

/** Counts a search in the background (interrupted when it is cancelled). */
function startCount(entry) {
  if (entry.counting || entry.status !== 'running') return;
  entry.counting = (async () => {
    const connection = await instance.connect();
    entry.cancel = () => connection.interrupt();
    const { search } = entry;
    try {
      const counted = readCount(search, (await connection.runAndReadAll(countSql(search), search.params)).getRowObjectsJS());
      if (entry.status !== 'running') return;
      Object.assign(entry, counted);
      entry.status = 'done';
    } catch (error) {
      if (entry.status !== 'running') return;
      entry.status = 'error';
      entry.message = error instanceof Error ? error.message : String(error);
    } finally {
      entry.ended ??= Date.now();
      entry.cancel = undefined;
      connection.closeSync?.();
    }
  })();
}

/**
 * Notes in the background where the pages of a search in column order start (once it is read deep): later deep pages
 * then sort only the logs between two checkpoints. Until then (or if it fails) they sort everything before them.
 */
function startCheckpoints(entry) {
  if (entry.locating || entry.search.agoOrder) return;
  entry.startCount();
  entry.locating = (async () => {
    await entry.counting;
    if (entry.status !== 'done' || (entry.total ?? 0) <= DEEP_OFFSET) return;
    const connection = await instance.connect();
    try {
      entry.index = readCheckpoints((await connection.runAndReadAll(checkpointsSql(entry.search), entry.search.params)).getRowObjectsJS());
    } finally {
      connection.closeSync?.();
    }
  })().catch((error) => console.error('[analyzer] log search checkpoints:', error));
}

/** The logs of a page, in the search's order: their ids first, then their columns. */
async function readPage(entry, offset, limit) {
  const connection = await instance.connect();
  try {
    const page = pageIdsSql(entry.search, offset, limit, entry.index);
    const ids = (await connection.runAndReadAll(page.sql, page.params)).getRowObjectsJS().map((r) => Number(r.id));
    const sql = rowsByIdSql(ids);
    if (!sql) return [];
    const byId = new Map((await connection.runAndReadAll(sql)).getRowObjectsJS().map((r) => [Number(r.id), r]));
    return ids.map((id) => toLogRow(byId.get(id), entry.submittedSec));
  } finally {
    connection.closeSync?.();
  }
}

async function searchPage(res, url, adom, tid) {
  const entry = searches.get(tid);
  if (!entry || entry.adom !== adom) return fail(res, 404, -3, 'Task not found.');
  entry.touched = Date.now();
  const offset = Math.max(0, Math.floor(Number(url.searchParams.get('offset') ?? 0)) || 0);
  const limit = Math.max(1, Math.min(1000, Math.floor(Number(url.searchParams.get('limit') ?? 200)) || 200));
  if (offset >= DEEP_OFFSET) {
    if (entry.search.agoOrder && entry.status === 'running') {
      // deep in a search in time order, its count (which notes where the pages start) finds the page faster than a
      // sort of every log before it would
      entry.startCount();
      await entry.counting;
    } else {
      // in column order the checkpoints take longer than one sort: this page is sorted for while they are noted
      startCheckpoints(entry);
    }
  }
  let rows = [];
  if (entry.status !== 'cancelled' && entry.status !== 'error' && !(entry.total !== undefined && offset >= entry.total)) {
    try {
      rows = await readPage(entry, offset, limit);
    } finally {
      entry.startCount();
    }
  }
  // progress while it counts: how far into the time a count usually takes (it never reads 100 before done)
  const percentage = entry.status === 'running' ? Math.min(95, Math.round(((Date.now() - entry.started) / 400) * 100)) : 100;
  const body = {
    tid,
    status: entry.status,
    percentage,
    ...(entry.status === 'done' ? { total: entry.total } : {}),
    offset,
    rows,
    ...(entry.status === 'error' && entry.message ? { message: entry.message } : {}),
  };
  if (breakShape) body.rows = [{ wrong: true }];
  send(res, 200, body);
}

function cancelSearch(res, adom, tid) {
  const entry = searches.get(tid);
  if (!entry || entry.adom !== adom) return fail(res, 404, -3, 'Task not found.');
  entry.touched = Date.now();
  if (entry.status === 'running') {
    entry.status = 'cancelled';
    entry.ended = Date.now();
    entry.cancel?.();
  }
  send(res, 200, { tid });
}

async function logFiles(res, url, adom) {
  const nowSec = Math.floor(Date.now() / 1000);
  const { sql, params } = logFilesSql(adom, url.searchParams.get('devid') || undefined, nowSec);
  const connection = await instance.connect();
  try {
    const reader = await connection.runAndReadAll(sql, params);
    send(res, 200, { files: reader.getRowObjectsJS().map((r) => toLogFile(r, nowSec)) });
  } finally {
    connection.closeSync?.();
  }
}

const LOGVIEW_ROUTE = /^\/gui\/logview\/adom\/([^/]+)\/(logsearch|logfiles|loggroups|savedviews)(?:\/([^/]+))?$/;

async function logView(req, res, url, [, adom, kind, tid]) {
  const adomName = decodeURIComponent(adom);
  if (kind === 'logsearch' && !tid && req.method === 'POST') return submitSearch(req, res, adomName);
  if (kind === 'logsearch' && tid && req.method === 'GET') return searchPage(res, url, adomName, decodeURIComponent(tid));
  if (kind === 'logsearch' && tid && req.method === 'DELETE') return cancelSearch(res, adomName, decodeURIComponent(tid));
  if (tid || req.method !== 'GET') return fail(res, 405, -4, 'Method not allowed.');
  if (kind === 'logfiles') return logFiles(res, url, adomName);
  if (kind === 'loggroups') return send(res, 200, logGroups(fleet, adomName));
  return send(res, 200, savedViews());
}

const ROUTE = /^\/gui\/fortiview\/adom\/([^/]+)\/([A-Za-z0-9_-]{1,64})\/run(?:\/([^/]+))?$/;

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://analyzer');
    if (url.pathname === '/health') return send(res, 200, { status: 'ok', rows, textValues: textValues !== null });
    // the console's fault injection: Prefer: code=500 answers that failure
    const prefer = /code=(\d{3})/.exec(String(req.headers.prefer ?? ''));
    if (prefer && Number(prefer[1]) >= 400) return fail(res, Number(prefer[1]), -1, 'Internal server error.');
    const lv = LOGVIEW_ROUTE.exec(url.pathname);
    if (lv) return await logView(req, res, url, lv);
    const cv = CUSTOM_VIEW_ROUTE.exec(url.pathname);
    if (cv) return await customView(req, res, cv);
    const m = ROUTE.exec(url.pathname);
    if (!m) return fail(res, 404, -3, 'Not found.');
    const [, adom, viewName, tid] = m;
    const adomName = decodeURIComponent(adom);
    if (req.method === 'POST' && !tid) return await submit(req, res, adomName, viewName);
    if (req.method === 'GET' && tid) return result(res, url, decodeURIComponent(tid));
    if (req.method === 'DELETE' && tid) return cancel(res, decodeURIComponent(tid));
    return fail(res, 405, -4, 'Method not allowed.');
  } catch (error) {
    if (error instanceof QueryError) return fail(res, 400, -2, error.message);
    console.error('[analyzer]', error);
    return fail(res, 500, -1, 'Internal server error.');
  }
});
server.listen(port, host, () => console.log(`[analyzer] answering widget data on http://${host}:${port}`));
// the text columns' values, for words without a field in log filters (read once, after the service answers)
loadTextValues(setup).then(
  (values) => {
    textValues = values;
  },
  (error) => console.error('[analyzer] text values:', error),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
