/**
 * The fleet worker: fetches the ADOM's device and asset lists with the requests the console's client built, splits
 * each answer into its elements as it arrives, matches them against the PSIRT data (createFleetMatcher, the same
 * matching the main thread runs without a worker) and posts the rows in batches. The first rows are posted as soon
 * as the first devices are in; the lists themselves never reach the main thread.
 */
import { createFleetMatcher, createJsonArrayStream, createRowEncoder, type FleetMatcher, type VulnerableDeviceRow } from './logic/index.ts';
import type { FleetList, FromWorker, ToWorker } from './fleet-protocol.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
}
const scope = self as unknown as WorkerScope;

/** Rows posted at once: a small first batch (first rows on screen early), then larger ones (fewer re-renders). */
const FIRST_BATCH = 2_000;
const BATCH = 25_000;

interface Session {
  matcher: FleetMatcher | null;
  encode: ReturnType<typeof createRowEncoder>;
  /** Elements parsed before the PSIRT data arrived, per list. */
  waiting: Array<{ list: FleetList; items: unknown[]; ended: boolean }>;
  controllers: Map<FleetList, AbortController>;
  /** Rows matched but not posted yet, per list. */
  unsent: Map<FleetList, VulnerableDeviceRow[]>;
  posted: number;
}

const sessions = new Map<number, Session>();

function sessionOf(id: number): Session {
  let s = sessions.get(id);
  if (!s) {
    s = { matcher: null, encode: createRowEncoder(), waiting: [], controllers: new Map(), unsent: new Map(), posted: 0 };
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
  const rows = s.unsent.get(list);
  if (!rows || !rows.length || !s.matcher) return;
  if (!force && rows.length < (s.posted === 0 ? FIRST_BATCH : BATCH)) return;
  s.unsent.set(list, []);
  s.posted += rows.length;
  scope.postMessage({ type: 'rows', session: id, list, rows: s.encode(rows), skipped: { ...s.matcher.skipped } });
}

/** Elements of a list parsed: matched (or kept until the PSIRT data is in). */
function received(id: number, s: Session, list: FleetList, items: unknown[], ended: boolean) {
  if (!s.matcher) {
    s.waiting.push({ list, items, ended });
    return;
  }
  if (items.length) {
    const rows = match(s.matcher, list, items);
    const unsent = s.unsent.get(list);
    if (unsent) unsent.push(...rows);
    else s.unsent.set(list, rows);
  }
  flush(id, s, list, ended);
  if (ended) scope.postMessage({ type: 'end', session: id, list });
}

async function fetchList(id: number, list: FleetList, url: string, headers: Array<[string, string]>) {
  const s = sessionOf(id);
  const controller = new AbortController();
  s.controllers.set(list, controller);
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'same-origin', signal: controller.signal });
  } catch (error) {
    scope.postMessage({ type: 'failed', session: id, list, message: String(error), malformed: false });
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
    return;
  }
  received(id, s, list, [], true);
}

scope.onmessage = ({ data }) => {
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
      sessions.delete(data.session);
    }
  }
};
