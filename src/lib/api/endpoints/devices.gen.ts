// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The devices operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { endpoint, useEndpointQuery, type EndpointQueryOptions, useEndpointMutation, type EndpointMutationOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Two configurations of a device to compare.
 * View Diff: the configuration of revision `from` and of revision `to` (or, with current_config, the device's current configuration); the console computes the line differences and shows them side by side.
 *
 * `GET /gui/dvm/device/{deviceId}/revision-diff`
 */
export const getDeviceConfigDiff = /*#__PURE__*/ endpoint("getDeviceConfigDiff", { staleTime: 60000 });
/** useQuery of getDeviceConfigDiff. */
export function useGetDeviceConfigDiff<TQueryFnData = ApiData<"getDeviceConfigDiff">, TData = TQueryFnData>(
  init: EndpointInit<"getDeviceConfigDiff", never>,
  options?: EndpointQueryOptions<"getDeviceConfigDiff", TQueryFnData, TData>,
) {
  return useEndpointQuery(getDeviceConfigDiff, init, options);
}

/**
 * Install the latest revision on devices.
 * Install the manager's latest revision on the devices (original call POST /gui/deployment/adom/devices/install/latestrev with oids), in a task the console awaits.
 *
 * `POST /gui/deployment/adom/devices/install/latestrev`
 */
export const installLatestRevision = /*#__PURE__*/ endpoint("installLatestRevision", {});
/** useMutation of installLatestRevision. */
export function useInstallLatestRevision<TVariables = EndpointInit<"installLatestRevision", never>, TData = ApiData<"installLatestRevision">, TContext = unknown>(
  options?: EndpointMutationOptions<"installLatestRevision", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(installLatestRevision, options);
}

/**
 * A device's revision history.
 * The revisions View Diff compares, newest first.
 *
 * `GET /gui/dvm/device/{deviceId}/revisions`
 */
export const listDeviceRevisions = /*#__PURE__*/ endpoint("listDeviceRevisions", {});
/** useQuery of listDeviceRevisions. */
export function useListDeviceRevisions<TQueryFnData = ApiData<"listDeviceRevisions">, TData = TQueryFnData>(
  init: EndpointInit<"listDeviceRevisions", never>,
  options?: EndpointQueryOptions<"listDeviceRevisions", TQueryFnData, TData>,
) {
  return useEndpointQuery(listDeviceRevisions, init, options);
}

/**
 * Extenders of FortiGates before FortiOS 7.2.
 * The vulnerability view lists the FortiExtenders managed through the older extender controller (FortiOS before 7.2) to match their firmware against the PSIRT data. This call is keyed by the ADOM name. Original call: JSON-RPC forward, method get, url pm/config/adom/{adom name}/obj/extender-controller/extender with scope member All_FortiGate.
 *
 * `GET /pm/config/adom/{adom}/obj/extender-controller/extender`
 */
export const listExtenderControllerExtenders = /*#__PURE__*/ endpoint("listExtenderControllerExtenders", {}, "adom");
/** useQuery of listExtenderControllerExtenders (the session's ADOM unless the init names one). */
export function useListExtenderControllerExtenders<TQueryFnData = ApiData<"listExtenderControllerExtenders">, TData = TQueryFnData>(
  init?: EndpointInit<"listExtenderControllerExtenders", "adom">,
  options?: EndpointQueryOptions<"listExtenderControllerExtenders", TQueryFnData, TData>,
) {
  return useEndpointQuery(listExtenderControllerExtenders, init, options);
}

/**
 * Extenders of FortiGates on FortiOS 7.2 and later.
 * The vulnerability view lists the FortiExtenders managed through the extension controller (FortiOS 7.2 and later) to match their firmware against the PSIRT data. Original call: JSON-RPC forward, method get, url pm/config/adom/{adom oid}/obj/extension-controller/extender with scope member All_FortiGate.
 *
 * `GET /pm/config/adom/{adomOid}/obj/extension-controller/extender`
 */
export const listExtensionControllerExtenders = /*#__PURE__*/ endpoint("listExtensionControllerExtenders", {}, "adomOid");
/** useQuery of listExtensionControllerExtenders (the session's ADOM unless the init names one). */
export function useListExtensionControllerExtenders<TQueryFnData = ApiData<"listExtensionControllerExtenders">, TData = TQueryFnData>(
  init?: EndpointInit<"listExtensionControllerExtenders", "adomOid">,
  options?: EndpointQueryOptions<"listExtensionControllerExtenders", TQueryFnData, TData>,
) {
  return useEndpointQuery(listExtensionControllerExtenders, init, options);
}

/**
 * Devices with an IP address conflict.
 * The IP-conflict device list, opened from the notification of a conflict (which names the ADOM by its oid): each device's row expands into the interfaces in conflict.
 *
 * `GET /gui/dvm/adom/{adomOid}/ip-conflicts`
 */
export const listIpConflicts = /*#__PURE__*/ endpoint("listIpConflicts", {}, "adomOid");
/** useQuery of listIpConflicts (the session's ADOM unless the init names one). */
export function useListIpConflicts<TQueryFnData = ApiData<"listIpConflicts">, TData = TQueryFnData>(
  init?: EndpointInit<"listIpConflicts", "adomOid">,
  options?: EndpointQueryOptions<"listIpConflicts", TQueryFnData, TData>,
) {
  return useEndpointQuery(listIpConflicts, init, options);
}

/**
 * Managed devices of the ADOM.
 * Managed Devices (/dvm/main) lists them with their firmware, connection and configuration status (an out-of-sync device opens the out-of-sync review). The vulnerability view lists the ADOM's managed devices (FortiGates and their variants, proxies, analyzers, managers) to match their firmware against the PSIRT data; manager-mode rows are skipped, analyzer and manager rows must be upgraded manually. Original call: forwarded device-manager get on /dvmdb/adom/{adom name}/device with a filter on mgmt_mode and conf_status, and 'fields' naming the attributes the view reads.
 *
 * `GET /dvmdb/adom/{adom}/device`
 */
export const listManagedDevices = /*#__PURE__*/ endpoint("listManagedDevices", {}, "adom");
/** useQuery of listManagedDevices (the session's ADOM unless the init names one). */
export function useListManagedDevices<TQueryFnData = ApiData<"listManagedDevices">, TData = TQueryFnData>(
  init?: EndpointInit<"listManagedDevices", "adom">,
  options?: EndpointQueryOptions<"listManagedDevices", TQueryFnData, TData>,
) {
  return useEndpointQuery(listManagedDevices, init, options);
}

/**
 * Switches managed by the ADOM's FortiGates.
 * The vulnerability view lists the FortiSwitches of every FortiGate, to match their firmware against the PSIRT data and show them under their FortiGate in the fabric view. Original call: JSON-RPC forward, method get, url pm/config/adom/{adom oid}/obj/fsp/managed-switch with scope member All_FortiGate.
 *
 * `GET /pm/config/adom/{adomOid}/obj/fsp/managed-switch`
 */
export const listManagedSwitches = /*#__PURE__*/ endpoint("listManagedSwitches", {}, "adomOid");
/** useQuery of listManagedSwitches (the session's ADOM unless the init names one). */
export function useListManagedSwitches<TQueryFnData = ApiData<"listManagedSwitches">, TData = TQueryFnData>(
  init?: EndpointInit<"listManagedSwitches", "adomOid">,
  options?: EndpointQueryOptions<"listManagedSwitches", TQueryFnData, TData>,
) {
  return useEndpointQuery(listManagedSwitches, init, options);
}

/**
 * Out-of-sync devices of an ADOM.
 * The out-of-sync device review (from the notification that devices are out of sync): each device with its model, firmware, serial number, address and connection (1 up, 2 down). Retrieve and revert need read-write on device config and the ADOM lock held; View Diff needs read on device config (capabilities).
 *
 * `GET /gui/dvm/adom/{adomOid}/out-of-sync`
 */
export const listOutOfSyncDevices = /*#__PURE__*/ endpoint("listOutOfSyncDevices", {}, "adomOid");
/** useQuery of listOutOfSyncDevices (the session's ADOM unless the init names one). */
export function useListOutOfSyncDevices<TQueryFnData = ApiData<"listOutOfSyncDevices">, TData = TQueryFnData>(
  init?: EndpointInit<"listOutOfSyncDevices", "adomOid">,
  options?: EndpointQueryOptions<"listOutOfSyncDevices", TQueryFnData, TData>,
) {
  return useEndpointQuery(listOutOfSyncDevices, init, options);
}

/**
 * Access points managed by the ADOM's FortiGates.
 * The vulnerability view lists the wireless access points of every FortiGate, to match their firmware against the PSIRT data and show them under their FortiGate in the fabric view. Original call: JSON-RPC forward, method get, url pm/config/adom/{adom oid}/obj/wireless-controller/wtp with scope member All_FortiGate.
 *
 * `GET /pm/config/adom/{adomOid}/obj/wireless-controller/wtp`
 */
export const listWtps = /*#__PURE__*/ endpoint("listWtps", {}, "adomOid");
/** useQuery of listWtps (the session's ADOM unless the init names one). */
export function useListWtps<TQueryFnData = ApiData<"listWtps">, TData = TQueryFnData>(
  init?: EndpointInit<"listWtps", "adomOid">,
  options?: EndpointQueryOptions<"listWtps", TQueryFnData, TData>,
) {
  return useEndpointQuery(listWtps, init, options);
}

/**
 * Retrieve the devices' configurations.
 * Retrieve: the manager reads each device's configuration as a new revision, in a task the console awaits (success 'A task is created to retrieve the device configurations.'; failure 'Failed to retrieve the device configurations.').
 *
 * `POST /gui/dvm/adom/{adomOid}/devices/retrieve`
 */
export const retrieveDeviceConfig = /*#__PURE__*/ endpoint("retrieveDeviceConfig", {}, "adomOid");
/** useMutation of retrieveDeviceConfig. */
export function useRetrieveDeviceConfig<TVariables = EndpointInit<"retrieveDeviceConfig", "adomOid">, TData = ApiData<"retrieveDeviceConfig">, TContext = unknown>(
  options?: EndpointMutationOptions<"retrieveDeviceConfig", "adomOid", TVariables, TData, TContext>,
) {
  return useEndpointMutation(retrieveDeviceConfig, options);
}

/**
 * Revert the devices to the manager's configuration.
 * Revert: the manager installs its latest revision back on each device, in a task the console awaits (success 'A task is created to revert the device configurations.'; failure 'Failed to revert the device configurations.').
 *
 * `POST /gui/dvm/adom/{adomOid}/devices/revert`
 */
export const revertDeviceConfig = /*#__PURE__*/ endpoint("revertDeviceConfig", {}, "adomOid");
/** useMutation of revertDeviceConfig. */
export function useRevertDeviceConfig<TVariables = EndpointInit<"revertDeviceConfig", "adomOid">, TData = ApiData<"revertDeviceConfig">, TContext = unknown>(
  options?: EndpointMutationOptions<"revertDeviceConfig", "adomOid", TVariables, TData, TContext>,
) {
  return useEndpointMutation(revertDeviceConfig, options);
}
