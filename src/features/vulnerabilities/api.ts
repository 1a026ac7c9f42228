/**
 * Server state of the vulnerability view: one query or mutation hook per operation (named after its operationId),
 * their query options and keys, and the combined hooks the dialogs use (useVulnerableDevices, useSetupUpgrade,
 * useVulnerabilitySummary). Matching and template rules live in ./logic.
 */
import { useMemo } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client.ts';
import { apiQueryKey, apiQueryOptions, useApiMutation } from '@/lib/api/operations.ts';
import {
  buildVulnerableDeviceRows,
  planTemplateAssignment,
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
  type Wtp,
} from './logic/index.ts';
import { fleetFields } from './fleet-fields.ts';

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

/** Which step of saving the upgrade setup failed. */
export class SetupUpgradeError extends Error {
  readonly stage: 'save' | 'unassign';
  readonly cause: unknown;
  /** For stage 'unassign': the templates that could not be updated. */
  readonly templates: string[];
  constructor(stage: 'save' | 'unassign', cause: unknown, templates: string[] = []) {
    super(stage === 'save' ? 'save failed' : 'unassign failed');
    this.name = 'SetupUpgradeError';
    this.stage = stage;
    this.cause = cause;
    this.templates = templates;
  }
}

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
 * Errors are SetupUpgradeError: stage 'save' → `errorMessage(e.cause, 'psirt.saveTemplateFailed', true)`;
 * stage 'unassign' → msg('psirt.unassignFailed').
 */
export function useSetupUpgrade(adom: AdomRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ mode, template, members, templates }: SetupUpgradeVariables): Promise<SetupUpgradeResult> => {
      const plan = planTemplateAssignment(templates, template, members);
      try {
        if (mode === 'new') {
          await apiFetch('addFirmwareTemplate', { params: { path: { adom: adom.name } }, body: plan.target });
        } else {
          await apiFetch('updateFirmwareTemplate', updateTemplateInit(adom, plan.target));
        }
      } catch (e) {
        throw new SetupUpgradeError('save', e);
      }
      storeTemplate(client, adom, plan.target);
      const results = await Promise.allSettled(
        plan.releases.map((t) =>
          apiFetch('updateFirmwareTemplate', updateTemplateInit(adom, t)).then(() => storeTemplate(client, adom, t)),
        ),
      );
      const failed = plan.releases.filter((_, i) => results[i].status === 'rejected').map((t) => t.name);
      if (failed.length) {
        const firstFailure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
        throw new SetupUpgradeError('unassign', firstFailure.reason, failed);
      }
      return { template: plan.target, unassignedFrom: plan.releases.map((t) => t.name) };
    },
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
 * Everything the Vulnerable Devices dialog shows for the ADOM: loads the PSIRT data, managed devices, access
 * points, switches and both extender lists, and matches them (buildVulnerableDeviceRows).
 */
export function useVulnerableDevices(adom: AdomRef | undefined): VulnerableDevicesState {
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
    isPending: enabled && !isError && data === undefined,
    isError,
    error: psirt.error ?? devices.error,
    failedSources,
    refetch: () => {
      for (const q of [psirt, devices, wtps, switches, extA, extB]) void q.refetch();
    },
  };
}

/** Small summary for the top-bar indicator: reads only the PSIRT data's numDevicesPerRisk. */
export function useVulnerabilitySummary(adom: AdomRef | undefined) {
  const query = useGetPsirtData(adom);
  const summary = useMemo<RiskSummary | undefined>(
    () => (query.data ? summarizeRiskCounts(query.data.numDevicesPerRisk) : undefined),
    [query.data],
  );
  return { ...query, summary };
}
