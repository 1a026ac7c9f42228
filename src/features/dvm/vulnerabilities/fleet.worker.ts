/**
 * The fleet worker: fetches the ADOM's device and asset lists with the requests the console's client built, splits
 * each answer into its elements as it arrives, matches them against the PSIRT data (createFleetMatcher, the same
 * matching the main thread runs without a worker) and keeps the rows. The page is told how many have arrived, asks
 * for a build of what is in (the first rows early, then the whole fleet), and then asks about the rows: counts and
 * the rows on screen of its searches, sort and expansion, keys for a selection, rows, CSV. Neither the lists nor the
 * rows reach the main thread, only what it shows.
 */
import {
  createFleetMatcher,
  createJsonArrayStream,
  createRowEncoder,
  vulnerableSummary,
  type FleetMatcher,
  type VulnerableDeviceRow,
} from './logic/index.ts';
import type { WindowItem } from '@/lib/grid/grid-model.ts';
import { FLEET_LISTS, type EncodedItem, type FleetAnswer, type FleetAsk, type FleetList, type FromWorker, type ToWorker } from './fleet-protocol.ts';
import { createFleetModels, type FleetModels } from './fleet-view.ts';
import type { ViewMode } from './view-state.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
}
const scope = self as unknown as WorkerScope;

/** Rows counted to the page at once: a small first batch (first rows on screen early), then larger ones. */
const FIRST_BATCH = 2_000;
const BATCH = 25_000;
/** Rows whose search texts are read at a time ahead of a search: a few milliseconds, which a keystroke may wait. */
const WARM_SLICE = 16_000;

interface Session {
  matcher: FleetMatcher | null;
  encode: ReturnType<typeof createRowEncoder>;
  /** Elements parsed before the PSIRT data arrived, per list. */
  waiting: Array<{ list: FleetList; items: unknown[]; ended: boolean }>;
  controllers: Map<FleetList, AbortController>;
  /** Rows matched, per list. */
  rows: Map<FleetList, VulnerableDeviceRow[]>;
  /** Rows matched but not counted to the page yet, per list. */
  uncounted: Map<FleetList, number>;
  posted: number;
  /** Rows matched in all. */
  total: number;
  /** Lists being fetched or read. */
  reading: number;
  /** What the page's questions are answered from (the last build), and how many rows it holds. */
  models: FleetModels | null;
  built: number;
  warming: ReturnType<typeof setTimeout> | undefined;
}

const sessions = new Map<number, Session>();
/** The dialog's sort when it opens (highest severity first). */
const DEFAULT_SORT = [{ columnKey: 'severity', direction: 'DESC' }] as const;

function sessionOf(id: number): Session {
  let s = sessions.get(id);
  if (!s) {
    s = {
      matcher: null,
      encode: createRowEncoder(),
      waiting: [],
      controllers: new Map(),
      rows: new Map(),
      uncounted: new Map(),
      posted: 0,
      total: 0,
      reading: 0,
      models: null,
      built: -1,
      warming: undefined,
    };
    sessions.set(id, s);
  }
  return s;
}

function match(matcher: FleetMatcher, list: FleetList, items: unknown[]): VulnerableDeviceRow[] {
  switch (list) {
    case 'devices':
      return matcher.devices(items as Parameters<FleetMatcher['devices']>[0]);
    case 'wtps':
      return matcher.wtps(items as Parameters<FleetMatcher['wtps']>[0]);
    case 'switches':
      return matcher.switches(items as Parameters<FleetMatcher['switches']>[0]);
    default:
      return matcher.extenders(items as Parameters<FleetMatcher['extenders']>[0]);
  }
}

function flush(id: number, s: Session, list: FleetList, force: boolean) {
  const count = s.uncounted.get(list) ?? 0;
  if (!count || !s.matcher) return;
  if (!force && count < (s.posted === 0 ? FIRST_BATCH : BATCH)) return;
  s.uncounted.set(list, 0);
  s.posted += count;
  scope.postMessage({ type: 'rows', session: id, list, count, skipped: { ...s.matcher.skipped } });
}

/** Elements of a list parsed: matched (or kept until the PSIRT data is in). */
function received(id: number, s: Session, list: FleetList, items: unknown[], ended: boolean) {
  if (!s.matcher) {
    s.waiting.push({ list, items, ended });
    return;
  }
  if (items.length) {
    const rows = match(s.matcher, list, items);
    const kept = s.rows.get(list);
    if (kept) for (const r of rows) kept.push(r);
    else s.rows.set(list, rows);
    s.total += rows.length;
    s.uncounted.set(list, (s.uncounted.get(list) ?? 0) + rows.length);
  }
  flush(id, s, list, ended);
  if (ended) {
    scope.postMessage({ type: 'end', session: id, list });
    listDone(id, s);
  }
}

/** A list has ended or failed: after the last, the whole fleet is prepared before the page asks for it. */
function listDone(id: number, s: Session) {
  if (--s.reading === 0 && sessions.get(id) === s) prepare(s);
}

async function fetchList(id: number, list: FleetList, url: string, headers: Array<[string, string]>) {
  const s = sessionOf(id);
  const controller = new AbortController();
  s.controllers.set(list, controller);
  s.reading++;
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'same-origin', signal: controller.signal });
  } catch (error) {
    scope.postMessage({ type: 'failed', session: id, list, message: String(error), malformed: false });
    listDone(id, s);
    return;
  }
  const head: Extract<FromWorker, { type: 'head' }> = {
    type: 'head',
    session: id,
    list,
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
  };
  if (!response.ok || !response.body) {
    scope.postMessage({ ...head, body: await response.text().catch(() => '') });
    listDone(id, s);
    return;
  }
  scope.postMessage(head);
  const stream = createJsonArrayStream();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const items = stream.push(value);
      if (items.length) received(id, s, list, items, false);
    }
    stream.end();
  } catch (error) {
    scope.postMessage({ type: 'failed', session: id, list, message: String(error), malformed: error instanceof SyntaxError });
    listDone(id, s);
    return;
  }
  received(id, s, list, [], true);
}

/**
 * The rows matched so far become what questions are answered from, with the dialog's first view (Fabric View, by
 * severity) ready: the fleet is shown at once. Kept until more rows are matched.
 */
function prepare(s: Session): FleetModels {
  if (s.models && s.built === s.total) return s.models;
  const rows = FLEET_LISTS.flatMap((list) => s.rows.get(list) ?? []);
  const skipped = { ...(s.matcher?.skipped ?? { managerMode: 0, localRadios: 0, mismatchedAps: 0 }) };
  s.models = createFleetModels({ rows, ...vulnerableSummary(rows), skipped });
  s.built = s.total;
  s.models.model('fabric').query({ filters: {}, sort: DEFAULT_SORT, expansion: [], selected: [] });
  return s.models;
}

/**
 * The page asked for a build of what is in. Once the whole fleet is in, the search texts of every column are read
 * between questions, a slice at a time, so that the first keystroke finds them read (or waits for a slice at
 * most): the Fabric View's first (the default search), then the Device Type View's.
 */
function build(id: number, s: Session) {
  const models = prepare(s);
  scope.postMessage({ type: 'built', session: id, summary: models.summary });
  clearTimeout(s.warming);
  if (s.reading > 0) return;
  const steps = (['fabric', 'type'] as const).flatMap((view) => models.model(view).searchable.map((key) => ({ view, key })));
  const next = () => {
    const step = steps[0];
    if (!step || s.models !== models) return;
    if (models.model(step.view).warm(step.key, WARM_SLICE)) steps.shift();
    s.warming = setTimeout(next, 0);
  };
  s.warming = setTimeout(next, 0);
}

function encodeItems(s: Session, items: WindowItem<VulnerableDeviceRow>[]): { items: EncodedItem[]; rows: VulnerableDeviceRow[] } {
  const rows: VulnerableDeviceRow[] = [];
  const out = items.map((item): EncodedItem => {
    if (item.kind === 'group') return item;
    rows.push(item.row);
    return { ...item, row: rows.length - 1 };
  });
  return { items: out, rows };
}

function answer(s: Session, view: ViewMode, ask: FleetAsk): FleetAnswer {
  const models = s.models!;
  const model = () => models.model(view);
  switch (ask.op) {
    case 'query': {
      const state = model().query(ask.q);
      const { items, rows } = encodeItems(s, model().window(ask.first, ask.last));
      return { op: 'query', state, first: ask.first, items, rows: s.encode(rows) };
    }
    case 'window': {
      const { items, rows } = encodeItems(s, model().window(ask.first, ask.last));
      return { op: 'window', items, rows: s.encode(rows) };
    }
    case 'keys':
      return { op: 'keys', keys: model().keys(ask.scope) };
    case 'csv':
      return { op: 'csv', text: models.csv(view) };
    case 'rows':
      return { op: 'rows', rows: s.encode(models.rows(ask.keys)) };
    case 'vulnerable':
      return { op: 'rows', rows: s.encode(models.vulnerableRows) };
  }
}

scope.onmessage = ({ data }) => {
  if (data.type === 'build') {
    const s = sessions.get(data.session);
    if (s) build(data.session, s);
    return;
  }
  if (data.type === 'ask') {
    const s = sessions.get(data.session);
    // a session that was closed (or never built) has nothing to tell: the page drops the question
    if (s?.models) scope.postMessage({ type: 'answer', session: data.session, id: data.id, answer: answer(s, data.view, data.ask) });
    return;
  }
  if (data.type === 'fetch') void fetchList(data.session, data.list, data.url, data.headers);
  else if (data.type === 'psirt') {
    const s = sessionOf(data.session);
    s.matcher = createFleetMatcher(data.psirt);
    for (const w of s.waiting.splice(0)) received(data.session, s, w.list, w.items, w.ended);
  } else if (data.type === 'abort') {
    const s = sessions.get(data.session);
    if (!s) return;
    if (data.list) s.controllers.get(data.list)?.abort();
    else {
      for (const c of s.controllers.values()) c.abort();
      clearTimeout(s.warming);
      sessions.delete(data.session);
    }
  }
};
