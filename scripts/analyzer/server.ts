#!/usr/bin/env node
/**
 * The mock analyzer's data service: answers the widget-data operations (runFortiviewQuery, getFortiviewResult,
 * cancelFortiviewQuery) and Log View's (submitLogSearch, getLogSearchPage, cancelLogSearch, listLogFiles,
 * listLogGroups, listSavedLogViews) with real SQL over the generated log set in DuckDB (the custom views are the mock
 * appliance's, scripts/appliance/rules/custom-views.ts). Each call is found by its operationId (./routes.ts, from the
 * API description's operation table) and answered by the handler of that operation. It stands behind Prism's
 * validating proxy (scripts/lib/mock-server), never called by the console directly, so each request and answer is
 * checked against the spec.
 *
 * Environment: ANALYZER_PORT (default 4030), ANALYZER_HOST, ANALYZER_ROWS (default 5,000,000), ANALYZER_CACHE_DIR,
 * ANALYZER_BREAK_SHAPE=1 (answers a result of the wrong shape: proves that the proxy catches it).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { DuckDBInstance } from '@duckdb/node-api';
import type { components } from '../../generated/api/schema.ts';
import { loadDataset } from './dataset.ts';
import { buildQuery, loadViews, QueryError, type FortiviewRow, type SqlRow, type View, type ViewQuery } from './queries.ts';
import {
  buildSearch, checkpointsSql, countSql, freeTextWith, loadTextValues, logFilesSql, logGroups, pageIdsSql, readCheckpoints, readCount, rowsByIdSql,
  savedViews, toLogFile, toLogRow, type LogRow, type Search, type SearchIndex,
} from './log-search.ts';
import {
  analyzerQueryTypes, analyzerRoutes, ApiFailure, matchRoute, readQuery, type AnalyzerOperationId, type AnalyzerRequest, type Answer, type Handler,
  type Handlers,
} from './routes.ts';

type Schemas = components['schemas'];
type FortiviewResult = Schemas['FortiviewResult'];
type MetricUnit = Schemas['FortiviewMetricRow']['unit'];

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

const notFound = (message: string) => new ApiFailure(404, { code: -3, message });
const TASK_NOT_FOUND = 'Task not found.';

/**
 * The rows of a result as the answer carries them. The generated type of `rows` cannot name the shapes that depend
 * on the family (the schema's allOf of if/then); each family's rows are typed where they are made (queries.ts).
 */
const resultRows = (list: readonly FortiviewRow[]) => list as unknown as FortiviewResult['rows'];
/** A row no family has: the validating proxy must withhold an answer that carries it (ANALYZER_BREAK_SHAPE). */
const WRONG_ROWS = [{ wrong: true }] as unknown as FortiviewResult['rows'];

// ---- FortiView: a widget's run is submitted, polled for its rows, cancelled ----

interface Run {
  viewName: string;
  adom: string;
  family: View['family'];
  status: FortiviewResult['status'];
  started: number;
  /** when it began to execute, after the runs submitted before it */
  begun?: number;
  ended?: number;
  rows: FortiviewRow[];
  unit?: string;
  timeRange: { start: string; end: string };
  message?: string;
  cancel?: () => void;
}

const runs = new Map<string, Run>();

function prune() {
  const now = Date.now();
  for (const [tid, run] of runs) if (run.ended && now - run.ended > KEEP_MS) runs.delete(tid);
  for (const tid of runs.keys()) {
    if (runs.size <= MAX_RUNS) break;
    runs.delete(tid);
  }
}

/**
 * Widget runs execute one at a time, in the order they were submitted, each with all of DuckDB's threads: run
 * together, a dashboard's queries share the threads and all end at about the same time (the first screenful no
 * sooner than the last widget); in turn, the first submitted (the widgets at the top of the page) are answered
 * first, and the whole set takes no longer.
 */
let runQueue: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = runQueue.then(work);
  runQueue = turn.catch(() => {});
  return turn;
}

async function execute(run: Run, view: View, q: ViewQuery): Promise<FortiviewRow[]> {
  const built = buildQuery(view, q);
  // cancelled while it waited for its turn: nothing to run
  if (run.status !== 'running') return [];
  run.begun = Date.now();
  const connection = await instance.connect();
  run.cancel = () => connection.interrupt();
  try {
    const reader = await connection.runAndReadAll(built.sql, built.params);
    const raw: SqlRow[] = reader.getRowObjectsJS();
    run.unit = built.unit;
    if (view.source === 'fleet') {
      return raw
        .flatMap((r) => {
          const d = fleetBySn.get(String(r.devid));
          return d ? [{ d, r }] : [];
        })
        .map(({ d, r }): Schemas['FortiviewDeviceRow'] => ({
          name: d.devname,
          sn: d.devid,
          platform: d.platform,
          osVersion: d.osVersion,
          status: d.status,
          logs: Number(r.logs),
          threats: Number(r.threats),
          // from its performance statistics of the period: none when it sent none (a device down for longer)
          ...(r.cpu == null ? {} : { cpu: percent(r.cpu) }),
          ...(r.memory == null ? {} : { memory: percent(r.memory) }),
        }))
        .sort((a, b) => (b.logs ?? 0) - (a.logs ?? 0) || a.name.localeCompare(b.name));
    }
    if (view.family === 'metric' && view.source !== 'system') {
      const r = raw[0] ?? {};
      return (built.metrics ?? []).map((m, i) => ({
        metric: m,
        label: m,
        value: Math.round(Number(r[`m${i}`] ?? 0) * 100) / 100,
        unit: built.unit as MetricUnit,
      }));
    }
    if (!built.shape) throw new Error(`the view ${view.viewName} has no row shape`);
    return raw.map(built.shape);
  } finally {
    run.cancel = undefined;
    connection.closeSync?.();
  }
}

/** A percentage to one decimal. */
const percent = (v: unknown) => Math.round(Math.min(100, Math.max(0, Number(v))) * 10) / 10;

const runFortiviewQuery: Handler<'runFortiviewQuery'> = ({ path: { adom, viewName }, body }) => {
  const view = views.get(viewName);
  if (!view) throw notFound(`Unknown view '${viewName}'.`);
  const start = Date.parse(body?.timeRange?.start);
  const end = Date.parse(body?.timeRange?.end);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) throw new QueryError('The time range must end after it starts.');
  const q: ViewQuery = { adom, start, end, now: Date.now(), devices: body.devices, limit: body.limit, filter: body.filter, sortBy: body.sortBy };
  // a malformed filter is refused at once, not as a failed run
  buildQuery(view, q);
  prune();
  const tid = `ftv-${randomUUID().slice(0, 12)}`;
  const run: Run = {
    viewName,
    adom,
    family: view.family,
    status: 'running',
    started: Date.now(),
    rows: [],
    timeRange: { start: new Date(start).toISOString(), end: new Date(end).toISOString() },
  };
  runs.set(tid, run);
  inTurn(() => execute(run, view, q)).then(
    (result) => {
      if (run.status !== 'running') return;
      run.rows = result;
      run.status = 'done';
      run.ended = Date.now();
    },
    (error: unknown) => {
      if (run.status !== 'running') return;
      run.status = 'error';
      run.message = error instanceof Error ? error.message : String(error);
      run.ended = Date.now();
    },
 );
  return { tid };
};

const getFortiviewResult: Handler<'getFortiviewResult'> = ({ path: { tid }, query }) => {
  const run = runs.get(tid);
  if (!run) throw notFound(TASK_NOT_FOUND);
  const offset = Math.max(0, Number(query.offset ?? 0) || 0);
  const limit = Math.max(1, Math.min(1000, Number(query.limit ?? 1000) || 1000));
  // progress while it runs: how far into the time a query of its kind usually takes (it never reads 100 before done; 0
  // while it waits for its turn)
  const percentage = run.status !== 'running' ? 100 : run.begun ? Math.min(95, Math.round(((Date.now() - run.begun) / 400) * 100)) : 0;
  return {
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
    rows: breakShape ? WRONG_ROWS : resultRows(run.status === 'done' ? run.rows.slice(offset, offset + limit) : []),
  };
};

const cancelFortiviewQuery: Handler<'cancelFortiviewQuery'> = ({ path: { tid } }) => {
  const run = runs.get(tid);
  if (!run) throw notFound(TASK_NOT_FOUND);
  if (run.status === 'running') {
    run.status = 'cancelled';
    run.ended = Date.now();
    run.cancel?.();
  }
  return { tid };
};

// ---- Log View: a search counts in the background; its pages are read when asked for, in the search's order ----

interface LogSearchTask {
  adom: string;
  search: Search;
  submittedSec: number;
  status: Schemas['LogSearchResult']['status'];
  started: number;
  touched: number;
  ended?: number;
  total?: number;
  index?: SearchIndex;
  message?: string;
  counting?: Promise<void>;
  locating?: Promise<void>;
  startCount: () => void;
  cancel?: () => void;
}

const searches = new Map<string, LogSearchTask>();
/** A page this deep waits for its search's count (which locates it) rather than sorting every log before it. */
const DEEP_OFFSET = 5000;
/** The longest a search's count waits for its first page to be read. */
const COUNT_DELAY_MS = 250;

/** The text columns' values, once read (a word without a field is then matched by them; ILIKE until then). */
let textValues: Map<string, string[]> | null = null;

function pruneSearches() {
  const now = Date.now();
  // a search is kept while its pages are read
  for (const [tid, s] of searches) if (s.ended && now - s.touched > KEEP_MS) searches.delete(tid);
  for (const [tid, s] of searches) {
    if (searches.size <= MAX_RUNS) break;
    if (s.status === 'running') s.status = 'cancelled';
    s.cancel?.();
    searches.delete(tid);
  }
}

/** A search of another ADOM is not found in this one. */
function searchOf(adom: string, tid: string): LogSearchTask {
  const entry = searches.get(tid);
  if (!entry || entry.adom !== adom) throw notFound(TASK_NOT_FOUND);
  entry.touched = Date.now();
  return entry;
}

const submitLogSearch: Handler<'submitLogSearch'> = ({ path: { adom }, body }) => {
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
  const entry: LogSearchTask = { adom, search, submittedSec, status: 'running', started: now, touched: now, startCount: () => {} };
  searches.set(tid, entry);
  // the count starts once the first page is read (the two would share the engine's threads) or soon after the submit
  const timer = setTimeout(() => startCount(entry), COUNT_DELAY_MS);
  entry.startCount = () => {
    clearTimeout(timer);
    startCount(entry);
  };
  return { tid };
};

/** Counts a search in the background (interrupted when it is cancelled). */
function startCount(entry: LogSearchTask) {
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
function startCheckpoints(entry: LogSearchTask) {
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
  })().catch((error: unknown) => console.error('[analyzer] log search checkpoints:', error));
}

/** The logs of a page, in the search's order: their ids first, then their columns. */
async function readPage(entry: LogSearchTask, offset: number, limit: number): Promise<LogRow[]> {
  const connection = await instance.connect();
  try {
    const page = pageIdsSql(entry.search, offset, limit, entry.index);
    const ids = (await connection.runAndReadAll(page.sql, page.params)).getRowObjectsJS().map((r) => Number(r.id));
    const sql = rowsByIdSql(ids);
    if (!sql) return [];
    const byId = new Map<number, SqlRow>((await connection.runAndReadAll(sql)).getRowObjectsJS().map((r) => [Number(r.id), r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toLogRow(row, entry.submittedSec)] : [];
    });
  } finally {
    connection.closeSync?.();
  }
}

const getLogSearchPage: Handler<'getLogSearchPage'> = async ({ path: { adom, tid }, query }) => {
  const entry = searchOf(adom, tid);
  const offset = Math.max(0, Math.floor(Number(query.offset ?? 0)) || 0);
  const limit = Math.max(1, Math.min(1000, Math.floor(Number(query.limit ?? 200)) || 200));
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
  let page: LogRow[] = [];
  if (entry.status !== 'cancelled' && entry.status !== 'error' && !(entry.total !== undefined && offset >= entry.total)) {
    try {
      page = await readPage(entry, offset, limit);
    } finally {
      entry.startCount();
    }
  }
  // progress while it counts: how far into the time a count usually takes (it never reads 100 before done)
  const percentage = entry.status === 'running' ? Math.min(95, Math.round(((Date.now() - entry.started) / 400) * 100)) : 100;
  return {
    tid,
    status: entry.status,
    percentage,
    ...(entry.status === 'done' ? { total: entry.total } : {}),
    offset,
    rows: breakShape ? ([{ wrong: true }] as unknown as LogRow[]) : page,
    ...(entry.status === 'error' && entry.message ? { message: entry.message } : {}),
  };
};

const cancelLogSearch: Handler<'cancelLogSearch'> = ({ path: { adom, tid } }) => {
  const entry = searchOf(adom, tid);
  if (entry.status === 'running') {
    entry.status = 'cancelled';
    entry.ended = Date.now();
    entry.cancel?.();
  }
  return { tid };
};

const listLogFiles: Handler<'listLogFiles'> = async ({ path: { adom }, query }) => {
  const nowSec = Math.floor(Date.now() / 1000);
  const { sql, params } = logFilesSql(adom, query.devid || undefined, nowSec);
  const connection = await instance.connect();
  try {
    const reader = await connection.runAndReadAll(sql, params);
    return { files: reader.getRowObjectsJS().map((r) => toLogFile(r, nowSec)) };
  } finally {
    connection.closeSync?.();
  }
};

// ---- every operation of the analyzer's paths, by operationId ----

const handlers: Handlers = {
  runFortiviewQuery,
  getFortiviewResult,
  cancelFortiviewQuery,
  submitLogSearch,
  getLogSearchPage,
  cancelLogSearch,
  listLogFiles,
  listLogGroups: ({ path: { adom } }) => logGroups(fleet, adom),
  listSavedLogViews: () => savedViews(),
};

const routes = analyzerRoutes();
const queryTypes = analyzerQueryTypes();

// ---- HTTP ----

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
const fail = (res: ServerResponse, status: number, code: number, message: string) => send(res, status, { code, message });

/** The JSON body of a request (undefined when it has none). */
function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      data += c;
      if (data.length > 1_000_000) reject(new QueryError('The query is too large.'));
    });
    req.on('end', () => {
      try {
        resolve(data ? JSON.parse(data) : undefined);
      } catch {
        reject(new QueryError('The query is not JSON.'));
      }
    });
    req.on('error', reject);
  });
}

/** Calls the handler of an operation. */
function dispatch<K extends AnalyzerOperationId>(request: AnalyzerRequest<K>): Answer<K> | Promise<Answer<K>> {
  const handler: Handler<K> = handlers[request.operationId];
  return handler(request);
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://analyzer');
    if (url.pathname === '/health') return send(res, 200, { status: 'ok', rows, textValues: textValues !== null });
    // the console's fault injection: Prefer: code=500 answers that failure
    const prefer = /code=(\d{3})/.exec(String(req.headers.prefer ?? ''));
    if (prefer && Number(prefer[1]) >= 400) return fail(res, Number(prefer[1]), -1, 'Internal server error.');
    const match = matchRoute(routes, req.method ?? 'GET', url.pathname);
    if (match.kind === 'not-found') return fail(res, 404, -3, 'Not found.');
    if (match.kind === 'method-not-allowed') return fail(res, 405, -4, 'Method not allowed.');
    const { operationId } = match;
    const body = req.method === 'POST' || req.method === 'PUT' || req.method === 'PATCH' ? await readBody(req) : undefined;
    // the validating proxy in front has checked the path, query and body against the operation's description
    const request = { operationId, path: match.path, query: readQuery(queryTypes, operationId, url.searchParams), body } as AnalyzerRequest<typeof operationId>;
    return send(res, 200, await dispatch(request));
  } catch (error) {
    if (error instanceof ApiFailure) return send(res, error.status, error.body);
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
  (error: unknown) => console.error('[analyzer] text values:', error),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
