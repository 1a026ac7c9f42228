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
import { buildSearch, countSql, logFilesSql, logGroups, pageSql, savedViews, toLogFile, toLogRow } from './log-search.mjs';
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

/** @type {Map<string, { adom: string, search: object, submittedSec: number, status: string, started: number, ended?: number, total?: number, message?: string, cancel?: () => void }>} */
const searches = new Map();

function pruneSearches() {
  const now = Date.now();
  for (const [tid, s] of searches) if (s.ended && now - s.ended > KEEP_MS) searches.delete(tid);
  while (searches.size > MAX_RUNS) searches.delete(searches.keys().next().value);
}

async function submitSearch(req, res, adom) {
  const body = await readBody(req);
  const start = Date.parse(body?.timeRange?.start);
  const end = Date.parse(body?.timeRange?.end);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return fail(res, 400, -2, 'The time range must end after it starts.');
  const now = Date.now();
  // a search that cannot be read is refused at once, with what is wrong
  const search = buildSearch({ adom, logtype: body.logtype, subtype: body.subtype, start, end, now, devices: body.devices, filter: body.filter, sortBy: body.sortBy });
  pruneSearches();
  const tid = `log-${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const entry = { adom, search, submittedSec: Math.floor(now / 1000), status: 'running', started: now };
  searches.set(tid, entry);
  (async () => {
    const connection = await instance.connect();
    entry.cancel = () => connection.interrupt();
    try {
      const reader = await connection.runAndReadAll(countSql(search), search.params);
      if (entry.status !== 'running') return;
      entry.total = Number(reader.getRowObjectsJS()[0]?.n ?? 0);
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
  send(res, 200, { tid });
}

async function searchPage(res, url, adom, tid) {
  const entry = searches.get(tid);
  if (!entry || entry.adom !== adom) return fail(res, 404, -3, 'Task not found.');
  const offset = Math.max(0, Math.floor(Number(url.searchParams.get('offset') ?? 0)) || 0);
  const limit = Math.max(1, Math.min(1000, Math.floor(Number(url.searchParams.get('limit') ?? 200)) || 200));
  let rows = [];
  if (entry.status !== 'cancelled' && entry.status !== 'error' && !(entry.total !== undefined && offset >= entry.total)) {
    const connection = await instance.connect();
    try {
      const reader = await connection.runAndReadAll(pageSql(entry.search, offset, limit), entry.search.params);
      rows = reader.getRowObjectsJS().map((r) => toLogRow(r, entry.submittedSec));
    } finally {
      connection.closeSync?.();
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
    ...(entry.message ? { message: entry.message } : {}),
  };
  if (breakShape) body.rows = [{ wrong: true }];
  send(res, 200, body);
}

function cancelSearch(res, adom, tid) {
  const entry = searches.get(tid);
  if (!entry || entry.adom !== adom) return fail(res, 404, -3, 'Task not found.');
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
    if (url.pathname === '/health') return send(res, 200, { status: 'ok', rows });
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
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
