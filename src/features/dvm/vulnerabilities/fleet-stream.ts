/**
 * The vulnerability view's fleet: the lists it reads (fleetInit), matched against the PSIRT data here
 * (matchFleet, remembered per answers) or, in a browser, streamed through a worker that parses and matches them
 * list by list (vulnerableFleetQuery, resultOf). The hooks are in ./api.ts.
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
  vulnerableSummary,
} from './logic/index.ts';
import { fleetFields } from './fleet-fields.ts';
import { openFleetSession, type FleetEvent } from './fleet-loader.ts';
import { FLEET_LISTS, type FleetList } from './fleet-protocol.ts';

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

/** The fleet as matched so far by the worker, list by list. */
interface FleetProgress {
  byList: Readonly<Record<FleetList, readonly VulnerableDeviceRow[]>>;
  skipped: VulnerableDevicesResult['skipped'];
  advisories: PsirtData['byIrNumber'] | undefined;
  failed: readonly FleetList[];
  /** Rows matched so far, also those not shown yet. */
  arrived: number;
  /** Every list has ended or failed. */
  done: boolean;
}

type FleetChunk =
  | Exclude<FleetEvent, { type: 'rows' }>
  | { type: 'rows'; parts: Array<[FleetList, readonly VulnerableDeviceRow[]]>; skipped: VulnerableDevicesResult['skipped'] }
  | { type: 'arrived'; rows: number }
  | { type: 'psirt'; advisories: PsirtData['byIrNumber'] }
  | { type: 'done' };

const NO_PROGRESS: FleetProgress = {
  byList: { devices: [], wtps: [], switches: [], extensionExtenders: [], extenderExtenders: [] },
  skipped: { managerMode: 0, localRadios: 0, mismatchedAps: 0 },
  advisories: undefined,
  failed: [],
  arrived: 0,
  done: false,
};

function addChunk(acc: FleetProgress, c: FleetChunk): FleetProgress {
  switch (c.type) {
    case 'psirt':
      return { ...acc, advisories: c.advisories };
    case 'rows': {
      const byList = { ...acc.byList };
      for (const [list, rows] of c.parts) byList[list] = byList[list].concat(rows);
      return { ...acc, byList, skipped: c.skipped };
    }
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
  const queue: Array<FleetEvent | Extract<FleetChunk, { type: 'psirt' }>> = [];
  let wake: (() => void) | null = null;
  // a holder, as the callbacks set it while the loop below waits
  const failed: { error?: unknown; is: boolean } = { is: false };
  const push = (c: (typeof queue)[number]) => {
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
  try {
    for (const list of FLEET_LISTS) {
      fetchFleetList(adom, list, session.fetchFor(list), signal).catch((error: unknown) =>
        list === 'devices' ? fail(error) : push({ type: 'failed', list, message: String(error), malformed: false }),
      );
    }
    client.fetchQuery(endpointQueryOptions(getPsirtData, undefined, { adom })).then((psirt) => {
      session.psirt(psirt);
      push({ type: 'psirt', advisories: psirt.byIrNumber });
    }, fail);
    let open = FLEET_LISTS.length;
    // rows after the first batch are held back and shown with the last list: every new set of rows makes the grid
    // sort, index and lay out the whole fleet again, so the fleet is shown twice (first rows, then all), while
    // a light count tells how far it has come
    let shown = false;
    let arrived = 0;
    let skipped = NO_PROGRESS.skipped;
    const held: Array<[FleetList, readonly VulnerableDeviceRow[]]> = [];
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
        arrived += c.rows.length;
        skipped = c.skipped;
        if (shown) {
          held.push([c.list, c.rows]);
          yield { type: 'arrived', rows: arrived };
        } else {
          shown = true;
          yield { type: 'rows', parts: [[c.list, c.rows]], skipped };
          yield { type: 'arrived', rows: arrived };
        }
      } else yield c;
    }
    if (held.length) yield { type: 'rows', parts: held, skipped };
    yield { type: 'done' };
  } finally {
    signal.removeEventListener('abort', stop);
    session.close();
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

// keyed by the rows, so that a chunk that only counts (or ends the stream) keeps the same result for the grid
const results = new WeakMap<FleetProgress['byList'], VulnerableDevicesResult | undefined>();

/** The dialog's rows from the fleet so far: managed devices first, then APs, switches, extenders. */
export function resultOf(p: FleetProgress): VulnerableDevicesResult | undefined {
  if (results.has(p.byList) && (results.get(p.byList) || !p.done)) return results.get(p.byList);
  const b = p.byList;
  const result =
    p.advisories && (b.devices.length > 0 || p.done)
      ? (() => {
          const rows = b.devices.concat(b.wtps, b.switches, b.extensionExtenders, b.extenderExtenders);
          return { rows, ...vulnerableSummary(rows), advisories: p.advisories, skipped: p.skipped };
        })()
      : undefined;
  results.set(p.byList, result);
  return result;
}
