/**
 * The console's side of the fleet worker (./fleet.worker.ts). A session stands for one load of an ADOM's fleet:
 * its lists are requested through the console's client as usual (CSRF, mock headers, time limit, failure
 * handling), but with a fetch that hands the built request to the worker; the client gets the answer's status and
 * headers, and the body goes to the worker, which posts back matched rows.
 */
import { createRowDecoder, type PsirtData, type VulnerableDeviceRow, type VulnerableDevicesResult } from './logic/index.ts';
import type { FleetList, FromWorker, ToWorker } from './fleet-protocol.ts';

/** What a session reports, in order, per list: rows (any number of batches), then end or failed. */
export type FleetEvent =
  | { type: 'rows'; list: FleetList; rows: VulnerableDeviceRow[]; skipped: VulnerableDevicesResult['skipped'] }
  | { type: 'end'; list: FleetList }
  | { type: 'failed'; list: FleetList; message: string; malformed: boolean };

export interface FleetSession {
  /** A fetch for the client's `fetch` option: the request goes to the worker; the answer's body stays there. */
  fetchFor(list: FleetList): (request: Request) => Promise<Response>;
  /** The PSIRT data to match against (rows come only after it). */
  psirt(data: PsirtData): void;
  /** Stops every request of the session; no more events. */
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
  const failures = new Map<FleetList, (message: Extract<FromWorker, { type: 'failed' }>) => void>();
  let closed = false;
  listeners.set(session, (m) => {
    if (closed) return;
    if (m.type === 'head') heads.get(m.list)?.(m);
    else if (m.type === 'rows') onEvent({ type: 'rows', list: m.list, rows: decode(m.rows), skipped: m.skipped });
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
    close: () => {
      if (closed) return;
      closed = true;
      listeners.delete(session);
      send({ type: 'abort', session });
    },
  };
}
