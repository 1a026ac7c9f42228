/**
 * The vulnerability view's fleet: the lists it reads (fleetInit), matched against the PSIRT data here
 * (matchFleet, remembered per answers) or, in a browser, streamed through a worker that parses, matches and keeps
 * them (vulnerableFleetQuery: the page holds a FleetView). The hooks are in ./api.ts.
 */
import { experimental_streamedQuery as streamedQuery, queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { endpointKey, endpointQueryOptions, fetchEndpoint, type AdomRef } from '@/lib/api/endpoint.ts';
import {
  listExtenderControllerExtenders,
  listExtensionControllerExtenders,
  listManagedDevices,
  listManagedSwitches,
  listWtps,
} from '@/lib/api/endpoints/devices.gen.ts';
import { getPsirtData } from '@/lib/api/endpoints/psirt.gen.ts';
import { MalformedAnswerError } from '@/lib/api/errors.ts';
import {
  buildVulnerableDeviceRows,
  type Extender,
  type ManagedDevice,
  type ManagedSwitch,
  type PsirtData,
  type VulnerableDevicesResult,
  type VulnerableDeviceRow,
  type Wtp,
} from './logic/index.ts';
import type { GridSource } from '@/lib/grid/grid-source.ts';
import { fleetFields } from './fleet-fields.ts';
import { openFleetSession, type DecodedAnswer, type FleetEvent, type FleetSession } from './fleet-loader.ts';
import { FLEET_LISTS, type FleetAsk, type FleetList } from './fleet-protocol.ts';
import type { FleetSummary, FleetView } from './fleet-view.ts';
import type { ViewMode } from './view-state.ts';

const ALL_FORTIGATE = { scope_member: 'All_FortiGate' } as const;

/** The fleet's lists as the view reads them: only the attributes it uses; the asset lists of the ADOM's FortiGates. */
export const fleetInit = {
  devices: { params: { query: { fields: [...fleetFields.devices] } } },
  wtps: { params: { query: { ...ALL_FORTIGATE, fields: [...fleetFields.wtps] } } },
  switches: { params: { query: { ...ALL_FORTIGATE, fields: [...fleetFields.switches] } } },
  extenders: { params: { query: { ...ALL_FORTIGATE, fields: [...fleetFields.extenders] } } },
};

type FleetAnswers = readonly [
  PsirtData,
  ManagedDevice[],
  Wtp[] | undefined,
  ManagedSwitch[] | undefined,
  Extender[] | undefined,
  Extender[] | undefined,
];

/**
 * The last match per device list, with the answers it was made from. Matching 100,000 devices takes a good part of
 * a second on a slow machine: a dialog that opens again (or a second view of the same ADOM) over the same cached
 * answers reuses it instead of matching again. Held weakly, so it goes when the answers leave the query cache.
 */
const matches = new WeakMap<ManagedDevice[], { answers: FleetAnswers; result: VulnerableDevicesResult }>();

export function matchFleet(answers: FleetAnswers): VulnerableDevicesResult {
  const [psirt, devices, wtps, switches, extA, extB] = answers;
  const last = matches.get(devices);
  if (last && last.answers.every((a, i) => a === answers[i])) return last.result;
  const result = buildVulnerableDeviceRows({
    psirt,
    devices,
    wtps: wtps ?? [],
    switches: switches ?? [],
    extenders: [...(extA ?? []), ...(extB ?? [])],
  });
  matches.set(devices, { answers, result });
  return result;
}

/** The fleet as the worker has matched it so far. */
interface FleetProgress {
  /** what the dialog shows: the first rows, then the whole fleet */
  view: FleetView | undefined;
  failed: readonly FleetList[];
  /** Rows matched so far, also those not shown yet. */
  arrived: number;
  /** Every list has ended or failed. */
  done: boolean;
}

type FleetChunk =
  | Exclude<FleetEvent, { type: 'rows' }>
  | { type: 'view'; view: FleetView }
  | { type: 'arrived'; rows: number }
  | { type: 'done' };

const NO_PROGRESS: FleetProgress = { view: undefined, failed: [], arrived: 0, done: false };

function addChunk(acc: FleetProgress, c: FleetChunk): FleetProgress {
  switch (c.type) {
    case 'view':
      return { ...acc, view: c.view };
    case 'arrived':
      return { ...acc, arrived: c.rows };
    case 'failed':
      return { ...acc, failed: [...acc.failed, c.list] };
    case 'done':
      return { ...acc, done: true };
    default:
      return acc;
  }
}

// a session's rows stay in the worker while a view of them may still be asked (the query cache keeps it)
const sessionsInUse = new FinalizationRegistry<FleetSession>((session) => session.close());

let nextVersion = 1;

/** The page's view of the rows a session's last build holds. */
function workerFleetView(session: FleetSession, summary: FleetSummary, advisories: PsirtData['byIrNumber'], keeper: object): FleetView {
  const version = nextVersion++;
  const sources = new Map<ViewMode, GridSource<VulnerableDeviceRow>>();
  const ask = <Op extends DecodedAnswer['op']>(view: ViewMode, a: FleetAsk & { op: string }) =>
    session.ask(view, a) as Promise<Extract<DecodedAnswer, { op: Op }>>;
  return {
    summary,
    advisories,
    source(view) {
      let s = sources.get(view);
      if (!s) {
        s = {
          version,
          keeper,
          query: (q, first, last) => ask<'query'>(view, { op: 'query', q, first, last }),
          window: (first, last) => ask<'window'>(view, { op: 'window', first, last }).then((a) => a.items),
          keys: (scope) => ask<'keys'>(view, { op: 'keys', scope }).then((a) => a.keys),
          csv: () => ask<'csv'>(view, { op: 'csv' }).then((a) => a.text),
        } as GridSource<VulnerableDeviceRow>;
        sources.set(view, s);
      }
      return s;
    },
    rows: (keys) => ask<'rows'>('fabric', { op: 'rows', keys }).then((a) => a.rows),
    vulnerableRows: () => ask<'rows'>('fabric', { op: 'vulnerable' }).then((a) => a.rows),
  };
}

/** One list of the fleet through the console's client, its body going to the worker (see fleet-loader.ts). */
function fetchFleetList(adom: AdomRef, list: FleetList, fetch: (r: Request) => Promise<Response>, signal: AbortSignal) {
  const options = { adom, signal };
  switch (list) {
    case 'devices':
      return fetchEndpoint(listManagedDevices, { ...fleetInit.devices, fetch }, options);
    case 'wtps':
      return fetchEndpoint(listWtps, { ...fleetInit.wtps, fetch }, options);
    case 'switches':
      return fetchEndpoint(listManagedSwitches, { ...fleetInit.switches, fetch }, options);
    case 'extensionExtenders':
      return fetchEndpoint(listExtensionControllerExtenders, { ...fleetInit.extenders, fetch }, options);
    case 'extenderExtenders':
      return fetchEndpoint(listExtenderControllerExtenders, { ...fleetInit.extenders, fetch }, options);
  }
}

/**
 * The ADOM's fleet, chunk by chunk: the PSIRT data (from the query cache, shared with the top-bar indicator), then
 * rows as the worker matches them, list by list. A failed device list or PSIRT data fails the whole; a failed
 * asset list is reported and the rest goes on.
 */
async function* streamFleet(adom: AdomRef, client: QueryClient, signal: AbortSignal): AsyncGenerator<FleetChunk> {
  const queue: FleetEvent[] = [];
  let wake: (() => void) | null = null;
  // a holder, as the callbacks set it while the loop below waits
  const failed: { error?: unknown; is: boolean } = { is: false };
  const push = (c: FleetEvent) => {
    queue.push(c);
    wake?.();
  };
  const fail = (error: unknown) => {
    if (!failed.is) Object.assign(failed, { error, is: true });
    wake?.();
  };
  const session = openFleetSession(push);
  const stop = () => session.close();
  signal.addEventListener('abort', stop, { once: true });
  // every view of the session holds this; when none is left, the worker forgets the rows
  const keeper = {};
  let kept = false;
  try {
    for (const list of FLEET_LISTS) {
      fetchFleetList(adom, list, session.fetchFor(list), signal).catch((error: unknown) =>
        list === 'devices' ? fail(error) : push({ type: 'failed', list, message: String(error), malformed: false }),
      );
    }
    let advisories: PsirtData['byIrNumber'] = {};
    client.fetchQuery(endpointQueryOptions(getPsirtData, undefined, { adom })).then((psirt) => {
      advisories = psirt.byIrNumber;
      session.psirt(psirt);
    }, fail);
    let open = FLEET_LISTS.length;
    // the first rows are shown as soon as they are matched, then the whole fleet once every list is in; between
    // the two a light count tells how far it has come
    let shown = false;
    let arrived = 0;
    while (open > 0) {
      if (failed.is) throw failed.error;
      const c = queue.shift();
      if (!c) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      if (c.type === 'failed' && c.list === 'devices') throw c.malformed ? new MalformedAnswerError(c.message) : new Error(c.message);
      if (c.type === 'end' || c.type === 'failed') open--;
      if (c.type === 'rows') {
        arrived += c.count;
        yield { type: 'arrived', rows: arrived };
        if (!shown) {
          shown = true;
          yield { type: 'view', view: workerFleetView(session, await session.build(), advisories, keeper) };
        }
      } else yield c;
    }
    yield { type: 'view', view: workerFleetView(session, await session.build(), advisories, keeper) };
    sessionsInUse.register(keeper, session);
    kept = true;
    yield { type: 'done' };
  } finally {
    signal.removeEventListener('abort', stop);
    if (!kept || signal.aborted) session.close();
  }
}

/** Query options of the fleet matched by the worker, cached under the device list's key (invalidated with it). */
export const vulnerableFleetQuery = (adom: AdomRef | undefined) =>
  queryOptions({
    queryKey: [...endpointKey(listManagedDevices, fleetInit.devices, adom), 'matched', adom?.oid] as const,
    // idle until the ADOM is known
    queryFn: adom
      ? streamedQuery<FleetChunk, FleetProgress>({
          streamFn: ({ signal, client }) => streamFleet(adom, client, signal),
          reducer: addChunk,
          initialValue: NO_PROGRESS,
          // a refetch keeps showing the rows it has until the new ones are all in
          refetchMode: 'replace',
        })
      : skipToken,
    structuralSharing: false,
  });

