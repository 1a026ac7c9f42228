/**
 * The console's side of the fleet worker (./fleet.worker.ts). A session stands for one load of an ADOM's fleet:
 * its lists are requested through the console's client as usual (CSRF, mock headers, time limit, failure
 * handling), but with a fetch that hands the built request to the worker; the client gets the answer's status and
 * headers, and the body goes to the worker, which matches and keeps the rows and answers questions about them.
 */
import { createRowDecoder, type PsirtData, type VulnerableDeviceRow, type VulnerableDevicesResult } from './logic/index.ts';
import type { WindowItem } from '@/lib/grid/grid-model.ts';
import type { EncodedItem, FleetAnswer, FleetAsk, FleetList, FromWorker, ToWorker } from './fleet-protocol.ts';
import type { FleetSummary } from './fleet-view.ts';
import type { ViewMode } from './view-state.ts';

/** What a session reports, in order, per list: rows matched (any number of batches), then end or failed. */
export type FleetEvent =
  | { type: 'rows'; list: FleetList; count: number; skipped: VulnerableDevicesResult['skipped'] }
  | { type: 'end'; list: FleetList }
  | { type: 'failed'; list: FleetList; message: string; malformed: boolean };

/** An answer of the worker with its rows rebuilt. */
export type DecodedAnswer =
  | { op: 'query'; state: Extract<FleetAnswer, { op: 'query' }>['state']; first: number; items: WindowItem<VulnerableDeviceRow>[] }
  | { op: 'window'; items: WindowItem<VulnerableDeviceRow>[] }
  | { op: 'keys'; keys: string[] }
  | { op: 'csv'; text: string }
  | { op: 'rows'; rows: VulnerableDeviceRow[] };

export interface FleetSession {
  /** A fetch for the client's `fetch` option: the request goes to the worker; the answer's body stays there. */
  fetchFor(list: FleetList): (request: Request) => Promise<Response>;
  /** The PSIRT data to match against (rows come only after it). */
  psirt(data: PsirtData): void;
  /** Makes the rows matched so far what questions are answered from; resolves with their counts. */
  build(): Promise<FleetSummary>;
  /** A question about the rows of the last build. */
  ask(view: ViewMode, ask: FleetAsk): Promise<DecodedAnswer>;
  /** Stops every request of the session and forgets its rows; no more events or answers. */
  close(): void;
}

/** Module workers exist (not in jsdom: there the dialog matches on the main thread). */
export const canUseFleetWorker = typeof Worker !== 'undefined' && typeof TextDecoderStream !== 'undefined';

let worker: Worker | null = null;
let nextSession = 1;
const listeners = new Map<number, (message: FromWorker) => void>();

function fleetWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./fleet.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<FromWorker>) => listeners.get(data.session)?.(data);
  }
  return worker;
}

const send = (message: ToWorker) => fleetWorker().postMessage(message);

export function openFleetSession(onEvent: (event: FleetEvent) => void): FleetSession {
  const session = nextSession++;
  const decode = createRowDecoder();
  const heads = new Map<FleetList, (message: Extract<FromWorker, { type: 'head' }>) => void>();
  const builds: Array<(summary: FleetSummary) => void> = [];
  const asks = new Map<number, (answer: DecodedAnswer) => void>();
  let nextAsk = 1;
  const items = (list: EncodedItem[], rows: VulnerableDeviceRow[]): WindowItem<VulnerableDeviceRow>[] =>
    list.map((item) => (item.kind === 'group' ? item : { ...item, row: rows[item.row] }));
  // rows are rebuilt in the order the answers come (the decoder's tables grow with each)
  const decodeAnswer = (a: FleetAnswer): DecodedAnswer => {
    switch (a.op) {
      case 'query':
        return { op: 'query', state: a.state, first: a.first, items: items(a.items, decode(a.rows)) };
      case 'window':
        return { op: 'window', items: items(a.items, decode(a.rows)) };
      case 'rows':
        return { op: 'rows', rows: decode(a.rows) };
      default:
        return a;
    }
  };
  const failures = new Map<FleetList, (message: Extract<FromWorker, { type: 'failed' }>) => void>();
  let closed = false;
  listeners.set(session, (m) => {
    if (closed) return;
    if (m.type === 'head') heads.get(m.list)?.(m);
    else if (m.type === 'rows') onEvent({ type: 'rows', list: m.list, count: m.count, skipped: m.skipped });
    else if (m.type === 'built') builds.shift()?.(m.summary);
    else if (m.type === 'answer') {
      const done = asks.get(m.id);
      asks.delete(m.id);
      const decoded = decodeAnswer(m.answer);
      done?.(decoded);
    }
    else if (m.type === 'end') onEvent({ type: 'end', list: m.list });
    else {
      // a failure before the answer's head fails the client's call; after it, the list
      const beforeHead = failures.get(m.list);
      if (beforeHead) beforeHead(m);
      else onEvent({ type: 'failed', list: m.list, message: m.message, malformed: m.malformed });
    }
  });
  return {
    fetchFor: (list) => (request) =>
      new Promise<Response>((resolve, reject) => {
        const onAbort = () => {
          send({ type: 'abort', session, list });
          reject(request.signal.reason ?? new DOMException('The request was aborted.', 'AbortError'));
        };
        if (request.signal.aborted) return onAbort();
        request.signal.addEventListener('abort', onAbort, { once: true });
        heads.set(list, (m) => {
          heads.delete(list);
          failures.delete(list);
          request.signal.removeEventListener('abort', onAbort);
          // the client sees the status and headers; a success's body is with the worker ('null' stands for it)
          const headers = m.headers.filter(([name]) => !/^content-(encoding|length)$/i.test(name));
          resolve(new Response(m.body ?? 'null', { status: m.status, statusText: m.statusText, headers }));
        });
        failures.set(list, (m) => {
          heads.delete(list);
          failures.delete(list);
          request.signal.removeEventListener('abort', onAbort);
          reject(new TypeError(m.message));
        });
        send({ type: 'fetch', session, list, url: request.url, headers: [...request.headers] });
      }),
    psirt: (data) => send({ type: 'psirt', session, psirt: data }),
    build: () =>
      new Promise<FleetSummary>((resolve) => {
        builds.push(resolve);
        send({ type: 'build', session });
      }),
    ask: (view, ask) =>
      new Promise<DecodedAnswer>((resolve) => {
        const id = nextAsk++;
        asks.set(id, resolve);
        send({ type: 'ask', session, id, view, ask });
      }),
    close: () => {
      if (closed) return;
      closed = true;
      listeners.delete(session);
      send({ type: 'abort', session });
    },
  };
}
