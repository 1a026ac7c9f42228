// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
/**
 * Server state of the vulnerability view that composes several calls: the fleet matched against the PSIRT data
 * (useVulnerableDevices, see ./fleet-stream.ts) and the Setup Upgrade wizard's assignment (useSetupUpgrade).
 * Single reads are the generated hooks (src/lib/api/endpoints); matching and template rules live in ./logic.
 */
import { useMemo } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpointKey, endpointQueryOptions, type AdomRef } from '@/lib/api/endpoint.ts';
import {
  listExtenderControllerExtenders,
  listExtensionControllerExtenders,
  listManagedDevices,
  listManagedSwitches,
  listWtps,
} from '@/lib/api/endpoints/devices.gen.ts';
import { listFirmwareTemplates } from '@/lib/api/endpoints/firmware.gen.ts';
import { getPsirtData } from '@/lib/api/endpoints/psirt.gen.ts';
import { planTemplateAssignment, saveTemplateAssignment } from '@/lib/firmware/template-assignment.ts';
import type { FirmwareTemplate, ScopeMember, VulnerableDevicesResult } from './logic/index.ts';
import { canUseFleetWorker } from './fleet-loader.ts';
import { fleetInit, matchFleet, vulnerableFleetQuery } from './fleet-stream.ts';
import { localFleetView, type FleetView } from './fleet-view.ts';

/** Replaces (or appends) a template in the ADOM's cached list. */
function storeTemplate(client: QueryClient, adom: AdomRef, template: FirmwareTemplate) {
  client.setQueryData<FirmwareTemplate[]>(endpointKey(listFirmwareTemplates, undefined, adom), (list) => {
    if (!list) return list;
    const i = list.findIndex((t) => t.name === template.name);
    return i < 0 ? [...list, template] : list.map((t, j) => (j === i ? template : t));
  });
}

interface SetupUpgradeVariables {
  /** 'new' creates the template (Create New Firmware Template); 'existing' updates it. */
  mode: 'new' | 'existing';
  template: FirmwareTemplate;
  /** Devices chosen in Choose Devices to Assign. */
  members: ScopeMember[];
  /** The ADOM's templates as listed, to find where each device was assigned before. */
  templates: readonly FirmwareTemplate[];
}

/**
 * Last step of the Setup Upgrade wizard: saves the template holding the chosen devices, then removes those devices
 * from the templates they belonged to before. The template is saved first so that a failed save changes nothing.
 * Errors are TemplateAssignmentError: stage 'save' → `errorMessage(e.cause, 'psirt.saveTemplateFailed', true)`;
 * stage 'unassign' → msg('psirt.unassignFailed').
 * Not generated: several calls, each saved template put into the listed templates (no second read of the list).
 */
export function useSetupUpgrade(adom: AdomRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, template, members, templates }: SetupUpgradeVariables) =>
      saveTemplateAssignment(adom.name, planTemplateAssignment(templates, template, members), {
        create: mode === 'new',
        onSaved: (t) => storeTemplate(client, adom, t),
      }),
  });
}

// ---- the combined view ----

interface VulnerableDevicesState {
  /** Counts, and the rows where they are kept; undefined until the PSIRT data and the device list have loaded. */
  data: FleetView | undefined;
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

// one view per match: a dialog opened again over the same answers finds the same view (and its sorted rows)
const localViews = new WeakMap<VulnerableDevicesResult, FleetView>();
const localViewOf = (result: VulnerableDevicesResult) => {
  let view = localViews.get(result);
  if (!view) localViews.set(result, (view = localFleetView(result)));
  return view;
};

/**
 * useVulnerableDevices where there are no workers (tests in jsdom): loads the PSIRT data, managed devices, access
 * points, switches and both extender lists through the query cache and matches them here
 * (buildVulnerableDeviceRows, the matching the worker runs batch by batch), answering the grid from the page.
 */
function useVulnerableDevicesHere(adom: AdomRef | undefined): VulnerableDevicesState {
  const [psirt, devices, wtps, switches, extA, extB] = useQueries({
    queries: [
      endpointQueryOptions(getPsirtData, undefined, { adom }),
      endpointQueryOptions(listManagedDevices, fleetInit.devices, { adom }),
      endpointQueryOptions(listWtps, fleetInit.wtps, { adom }),
      endpointQueryOptions(listManagedSwitches, fleetInit.switches, { adom }),
      endpointQueryOptions(listExtensionControllerExtenders, fleetInit.extenders, { adom }),
      endpointQueryOptions(listExtenderControllerExtenders, fleetInit.extenders, { adom }),
    ],
  });
  const assetsSettled = [wtps, switches, extA, extB].every((q) => !q.isPending);
  const data = useMemo(() => {
    if (!psirt.data || !devices.data || !assetsSettled) return undefined;
    return localViewOf(matchFleet([psirt.data, devices.data, wtps.data, switches.data, extA.data, extB.data]));
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
    progress: { rows: data?.summary.rows ?? 0, done: data !== undefined },
    refetch: () => {
      for (const q of [psirt, devices, wtps, switches, extA, extB]) void q.refetch();
    },
  };
}

/** useVulnerableDevices with a worker: the lists are fetched, parsed, matched and kept off the main thread. */
function useVulnerableDevicesInWorker(adom: AdomRef | undefined): VulnerableDevicesState {
  const query = useQuery(vulnerableFleetQuery(adom));
  const progress = query.data;
  const data = progress?.view;
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
 * parsed, matched and kept in a worker, which the dialog's grid asks for the rows it shows; the first rows show
 * while the rest arrive (progress tells how far). Without workers they are matched and kept here. Not generated:
 * six reads matched into one result.
 */
export const useVulnerableDevices: (adom: AdomRef | undefined) => VulnerableDevicesState = canUseFleetWorker
  ? useVulnerableDevicesInWorker
  : useVulnerableDevicesHere;
