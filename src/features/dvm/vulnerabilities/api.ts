// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
/**
 * Server state of the vulnerability view: one query or mutation hook per operation (named after its operationId),
 * their query options and keys, and the combined hooks the dialogs use (useVulnerableDevices, useSetupUpgrade,
 * useVulnerabilitySummary). Matching and template rules live in ./logic.
 */
import { useMemo } from 'react';
import {
  experimental_streamedQuery as streamedQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client.ts';
import { planTemplateAssignment, saveTemplateAssignment } from '@/lib/firmware/template-assignment.ts';
import { MalformedAnswerError } from '@/lib/api/errors.ts';
import { apiQueryKey, apiQueryOptions, useApiMutation } from '@/lib/api/operations.ts';
import {
  buildVulnerableDeviceRows,
  summarizeRiskCounts,
  type Extender,
  type FirmwareTemplate,
  type ManagedDevice,
  type ManagedSwitch,
  type ProductCode,
  type PsirtData,
  type RiskSummary,
  type ScopeMember,
  type VulnerableDevicesResult,
  type VulnerableDeviceRow,
  type Wtp,
  vulnerableSummary,
} from './logic/index.ts';
import { fleetFields } from './fleet-fields.ts';
import { canUseFleetWorker, openFleetSession, type FleetEvent } from './fleet-loader.ts';
import { FLEET_LISTS, type FleetList } from './fleet-protocol.ts';

/** The ADOM the calls are about: some appliance calls take its name, others its object id. */
export interface AdomRef {
  oid: number;
  name: string;
}

export interface ManagedDeviceFilter {
  mgmt_mode?: Array<ManagedDevice['mgmt_mode']>;
  conf_status?: Array<ManagedDevice['conf_status']>;
}

export interface FirmwareVersionsParams {
  product?: ProductCode;
  /** Platforms to list (e.g. FortiGate-60F); all of the product when absent. */
  platforms?: string[];
}

const ALL_FORTIGATE = { scope_member: 'All_FortiGate' } as const;

const byName = (adom: string) => ({ params: { path: { adom } } });
/** An asset list of the ADOM's FortiGates, asking only for the attributes the view reads. */
const assetsOf = <F extends readonly string[]>(adomOid: number, fields: F) => ({
  params: { path: { adomOid }, query: { ...ALL_FORTIGATE, fields: [...fields] } },
});
const devicesInit = (adom: string, filter: ManagedDeviceFilter) => ({
  params: { path: { adom }, query: { ...filter, fields: [...fleetFields.devices] } },
});
const oldExtendersInit = (adom: string) => ({
  params: { path: { adom }, query: { ...ALL_FORTIGATE, fields: [...fleetFields.extenders] } },
});
const versionsInit = (params: FirmwareVersionsParams) => ({
  params: { query: { product: params.product, platform: params.platforms } },
});

/** Cache keys of the vulnerability view's reads (made by the query layer, named after their operations). */
export const vulnerabilityKeys = {
  psirt: (adom: string) => apiQueryKey('getPsirtData', byName(adom)),
  devices: (adom: string, filter: ManagedDeviceFilter = {}) => apiQueryKey('listManagedDevices', devicesInit(adom, filter)),
  wtps: (adomOid: number) => apiQueryKey('listWtps', assetsOf(adomOid, fleetFields.wtps)),
  switches: (adomOid: number) => apiQueryKey('listManagedSwitches', assetsOf(adomOid, fleetFields.switches)),
  extensionExtenders: (adomOid: number) =>
    apiQueryKey('listExtensionControllerExtenders', assetsOf(adomOid, fleetFields.extenders)),
  extenderExtenders: (adom: string) => apiQueryKey('listExtenderControllerExtenders', oldExtendersInit(adom)),
  templates: (adom: string) => apiQueryKey('listFirmwareTemplates', byName(adom)),
  versions: (params: FirmwareVersionsParams = {}) => apiQueryKey('listFirmwareVersions', versionsInit(params)),
  license: apiQueryKey('getFirmwareLicense'),
};

// ---- query options (also usable with queryClient.fetchQuery / prefetchQuery) ----

export const getPsirtDataQuery = (adom: AdomRef) => apiQueryOptions('getPsirtData', byName(adom.name));

export const listManagedDevicesQuery = (adom: AdomRef, filter: ManagedDeviceFilter = {}) =>
  apiQueryOptions('listManagedDevices', devicesInit(adom.name, filter));

export const listWtpsQuery = (adom: AdomRef) => apiQueryOptions('listWtps', assetsOf(adom.oid, fleetFields.wtps));

export const listManagedSwitchesQuery = (adom: AdomRef) =>
  apiQueryOptions('listManagedSwitches', assetsOf(adom.oid, fleetFields.switches));

export const listExtensionControllerExtendersQuery = (adom: AdomRef) =>
  apiQueryOptions('listExtensionControllerExtenders', assetsOf(adom.oid, fleetFields.extenders));

export const listExtenderControllerExtendersQuery = (adom: AdomRef) =>
  apiQueryOptions('listExtenderControllerExtenders', oldExtendersInit(adom.name));

export const listFirmwareTemplatesQuery = (adom: AdomRef) => apiQueryOptions('listFirmwareTemplates', byName(adom.name));

export const listFirmwareVersionsQuery = (params: FirmwareVersionsParams = {}) =>
  apiQueryOptions('listFirmwareVersions', versionsInit(params), { staleTime: 5 * 60_000 });

export const getFirmwareLicenseQuery = apiQueryOptions('getFirmwareLicense', undefined, { staleTime: 5 * 60_000 });

// ---- hooks named after the operations; each waits until it knows the ADOM ----

/** PSIRT data of the ADOM (advisories, byPlatform, devices per risk). */
export function useGetPsirtData(adom: AdomRef | undefined) {
  return useQuery({ ...getPsirtDataQuery(adom ?? NO_ADOM), enabled: !!adom });
}

/** Managed devices of the ADOM, optionally filtered by management mode and configuration status. */
export function useListManagedDevices(adom: AdomRef | undefined, filter: ManagedDeviceFilter = {}) {
  return useQuery({ ...listManagedDevicesQuery(adom ?? NO_ADOM, filter), enabled: !!adom });
}

/** Access points of the ADOM's FortiGates. */
export function useListWtps(adom: AdomRef | undefined) {
  return useQuery({ ...listWtpsQuery(adom ?? NO_ADOM), enabled: !!adom });
}

/** Switches of the ADOM's FortiGates. */
export function useListManagedSwitches(adom: AdomRef | undefined) {
  return useQuery({ ...listManagedSwitchesQuery(adom ?? NO_ADOM), enabled: !!adom });
}

/** Extenders of FortiGates on FortiOS 7.2 and later. */
export function useListExtensionControllerExtenders(adom: AdomRef | undefined) {
  return useQuery({ ...listExtensionControllerExtendersQuery(adom ?? NO_ADOM), enabled: !!adom });
}

/** Extenders of FortiGates before FortiOS 7.2. */
export function useListExtenderControllerExtenders(adom: AdomRef | undefined) {
  return useQuery({ ...listExtenderControllerExtendersQuery(adom ?? NO_ADOM), enabled: !!adom });
}

/** Firmware templates of the ADOM with the devices each holds. */
export function useListFirmwareTemplates(adom: AdomRef | undefined) {
  return useQuery({ ...listFirmwareTemplatesQuery(adom ?? NO_ADOM), enabled: !!adom });
}

/** Firmware images per platform (all platforms of the product when none are given). */
export function useListFirmwareVersions(params: FirmwareVersionsParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listFirmwareVersionsQuery(params), enabled: options.enabled ?? true });
}

/** Whether the firmware upgrade licence is valid (without it versions stay within the current major.minor). */
export function useGetFirmwareLicense(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getFirmwareLicenseQuery, enabled: options.enabled ?? true });
}

const NO_ADOM: AdomRef = { oid: 0, name: '' };

/** Replaces (or appends) a template in the ADOM's cached list. */
function storeTemplate(client: QueryClient, adom: AdomRef, template: FirmwareTemplate) {
  client.setQueryData<FirmwareTemplate[]>(vulnerabilityKeys.templates(adom.name), (list) => {
    if (!list) return list;
    const i = list.findIndex((t) => t.name === template.name);
    return i < 0 ? [...list, template] : list.map((t, j) => (j === i ? template : t));
  });
}

/**
 * Creates a firmware template. On failure the error is an ApiError: show
 * `errorMessage(error, 'psirt.saveTemplateFailed', true)` (server detail when present).
 */
export function useAddFirmwareTemplate(adom: AdomRef) {
  const client = useQueryClient();
  return useApiMutation('addFirmwareTemplate', {
    toInit: (template: FirmwareTemplate) => ({ params: { path: { adom: adom.name } }, body: template }),
    // the template as sent is what the ADOM now holds; the answer only confirms the save
    onSuccess: (_saved, template) => storeTemplate(client, adom, template),
  });
}

/** Saves an existing firmware template (assigning devices to it, or removing devices from it). */
export function useUpdateFirmwareTemplate(adom: AdomRef) {
  const client = useQueryClient();
  return useApiMutation('updateFirmwareTemplate', {
    toInit: (template: FirmwareTemplate) => updateTemplateInit(adom, template),
    onSuccess: (_saved, template) => storeTemplate(client, adom, template),
  });
}

function updateTemplateInit(adom: AdomRef, template: FirmwareTemplate) {
  return { params: { path: { adom: adom.name, template: template.name } }, body: template };
}

export { TemplateAssignmentError } from '@/lib/firmware/template-assignment.ts';

export interface SetupUpgradeVariables {
  /** 'new' creates the template (Create New Firmware Template); 'existing' updates it. */
  mode: 'new' | 'existing';
  template: FirmwareTemplate;
  /** Devices chosen in Choose Devices to Assign. */
  members: ScopeMember[];
  /** The ADOM's templates as listed, to find where each device was assigned before. */
  templates: readonly FirmwareTemplate[];
}

export interface SetupUpgradeResult {
  template: FirmwareTemplate;
  /** Names of the templates the devices were removed from. */
  unassignedFrom: string[];
}

/**
 * Last step of the Setup Upgrade wizard: saves the template holding the chosen devices, then removes those devices
 * from the templates they belonged to before. The template is saved first so that a failed save changes nothing.
 * Errors are TemplateAssignmentError: stage 'save' → `errorMessage(e.cause, 'psirt.saveTemplateFailed', true)`;
 * stage 'unassign' → msg('psirt.unassignFailed').
 */
export function useSetupUpgrade(adom: AdomRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, template, members, templates }: SetupUpgradeVariables): Promise<SetupUpgradeResult> =>
      saveTemplateAssignment(adom.name, planTemplateAssignment(templates, template, members), {
        create: mode === 'new',
        onSaved: (t) => storeTemplate(client, adom, t),
      }),
  });
}

// ---- the combined view ----

export interface VulnerableDevicesState {
  /** Rows and counts; undefined until the PSIRT data and the device list have loaded. */
  data: VulnerableDevicesResult | undefined;
  isPending: boolean;
  /** The PSIRT data or the device list failed: the dialog cannot show anything. */
  isError: boolean;
  error: unknown;
  /** Asset lists (APs, switches, extenders) that failed; their rows are missing but the rest is shown. */
  failedSources: Array<'wtps' | 'switches' | 'extenders'>;
  /** While the fleet is still arriving (rows are shown as they come): rows matched so far. */
  progress: { rows: number; done: boolean };
  refetch: () => void;
}

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

function matchFleet(answers: FleetAnswers): VulnerableDevicesResult {
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

/**
 * useVulnerableDevices where there are no workers (tests in jsdom): loads the PSIRT data, managed devices, access
 * points, switches and both extender lists through the query cache and matches them here
 * (buildVulnerableDeviceRows, the matching the worker runs batch by batch).
 */
function useVulnerableDevicesHere(adom: AdomRef | undefined): VulnerableDevicesState {
  const a = adom ?? NO_ADOM;
  const enabled = !!adom;
  const [psirt, devices, wtps, switches, extA, extB] = useQueries({
    queries: [
      { ...getPsirtDataQuery(a), enabled },
      { ...listManagedDevicesQuery(a), enabled },
      { ...listWtpsQuery(a), enabled },
      { ...listManagedSwitchesQuery(a), enabled },
      { ...listExtensionControllerExtendersQuery(a), enabled },
      { ...listExtenderControllerExtendersQuery(a), enabled },
    ],
  });
  const assetsSettled = [wtps, switches, extA, extB].every((q) => !q.isPending);
  const data = useMemo(() => {
    if (!psirt.data || !devices.data || !assetsSettled) return undefined;
    return matchFleet([psirt.data, devices.data, wtps.data, switches.data, extA.data, extB.data]);
  }, [psirt.data, devices.data, wtps.data, switches.data, extA.data, extB.data, assetsSettled]);
  const failedSources: VulnerableDevicesState['failedSources'] = [];
  if (wtps.isError) failedSources.push('wtps');
  if (switches.isError) failedSources.push('switches');
  if (extA.isError || extB.isError) failedSources.push('extenders');
  const isError = psirt.isError || devices.isError;
  return {
    data,
    // before the ADOM is known there is nothing to show yet either: loading, not 'no vulnerable devices'
    isPending: !isError && data === undefined,
    isError,
    error: psirt.error ?? devices.error,
    failedSources,
    progress: { rows: data?.rows.length ?? 0, done: data !== undefined },
    refetch: () => {
      for (const q of [psirt, devices, wtps, switches, extA, extB]) void q.refetch();
    },
  };
}

// ---- the fleet loaded and matched in a worker ----

/** The fleet as matched so far by the worker, list by list. */
export interface FleetProgress {
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
  const options = { signal };
  switch (list) {
    case 'devices':
      return apiFetch('listManagedDevices', { ...devicesInit(adom.name, {}), fetch }, options);
    case 'wtps':
      return apiFetch('listWtps', { ...assetsOf(adom.oid, fleetFields.wtps), fetch }, options);
    case 'switches':
      return apiFetch('listManagedSwitches', { ...assetsOf(adom.oid, fleetFields.switches), fetch }, options);
    case 'extensionExtenders':
      return apiFetch('listExtensionControllerExtenders', { ...assetsOf(adom.oid, fleetFields.extenders), fetch }, options);
    case 'extenderExtenders':
      return apiFetch('listExtenderControllerExtenders', { ...oldExtendersInit(adom.name), fetch }, options);
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
    client.fetchQuery(getPsirtDataQuery(adom)).then((psirt) => {
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
export const vulnerableFleetQuery = (adom: AdomRef) => ({
  queryKey: [...vulnerabilityKeys.devices(adom.name), 'matched', adom.oid] as const,
  queryFn: streamedQuery<FleetChunk, FleetProgress>({
    streamFn: ({ signal, client }) => streamFleet(adom, client, signal),
    reducer: addChunk,
    initialValue: NO_PROGRESS,
    // a refetch keeps showing the rows it has until the new ones are all in
    refetchMode: 'replace',
  }),
  structuralSharing: false,
});

// keyed by the rows, so that a chunk that only counts (or ends the stream) keeps the same result for the grid
const results = new WeakMap<FleetProgress['byList'], VulnerableDevicesResult | undefined>();

/** The dialog's rows from the fleet so far: managed devices first, then APs, switches, extenders. */
function resultOf(p: FleetProgress): VulnerableDevicesResult | undefined {
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

/** useVulnerableDevices with a worker: the lists are fetched, parsed and matched off the main thread. */
function useVulnerableDevicesInWorker(adom: AdomRef | undefined): VulnerableDevicesState {
  const a = adom ?? NO_ADOM;
  const enabled = !!adom;
  const query = useQuery({ ...vulnerableFleetQuery(a), enabled });
  const progress = query.data;
  const data = progress ? resultOf(progress) : undefined;
  const failedSources: VulnerableDevicesState['failedSources'] = [];
  for (const list of progress?.failed ?? []) {
    const source = list === 'wtps' || list === 'switches' ? list : 'extenders';
    if (list !== 'devices' && !failedSources.includes(source)) failedSources.push(source);
  }
  return {
    data,
    isPending: !query.isError && data === undefined,
    isError: query.isError,
    error: query.error,
    failedSources,
    progress: { rows: progress?.arrived ?? 0, done: progress?.done ?? false },
    refetch: () => void query.refetch(),
  };
}

/**
 * Everything the Vulnerable Devices dialog shows for the ADOM: the PSIRT data, managed devices, access points,
 * switches and both extender lists, matched (see buildVulnerableDeviceRows). In a browser the lists are fetched,
 * parsed and matched in a worker and the rows shown as they come (progress tells how far); without workers they
 * are matched here.
 */
export const useVulnerableDevices: (adom: AdomRef | undefined) => VulnerableDevicesState = canUseFleetWorker
  ? useVulnerableDevicesInWorker
  : useVulnerableDevicesHere;

/** Small summary for the top-bar indicator: reads only the PSIRT data's numDevicesPerRisk. */
export function useVulnerabilitySummary(adom: AdomRef | undefined) {
  const query = useGetPsirtData(adom);
  const summary = useMemo<RiskSummary | undefined>(
    () => (query.data ? summarizeRiskCounts(query.data.numDevicesPerRisk) : undefined),
    [query.data],
  );
  return { ...query, summary };
}
