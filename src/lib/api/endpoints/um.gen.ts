// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The um operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { endpoint, useEndpointQuery, type EndpointQueryOptions, useEndpointMutation, type EndpointMutationOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Download an exported package file.
 * A file written by the export task, by its path, offered under its download name.
 *
 * `GET /gui/um/object/export/file`
 */
export const downloadUmExportFile = /*#__PURE__*/ endpoint("downloadUmExportFile", {});
/** useQuery of downloadUmExportFile. */
export function useDownloadUmExportFile<TQueryFnData = ApiData<"downloadUmExportFile">, TData = TQueryFnData>(
  init: EndpointInit<"downloadUmExportFile", never>,
  options?: EndpointQueryOptions<"downloadUmExportFile", TQueryFnData, TData>,
) {
  return useEndpointQuery(downloadUmExportFile, init, options);
}

/**
 * Export FortiGuard packages.
 * Starts a task that writes one file per chosen category (original call: exec um/object/export with category and flags). A refused call says 'Fail to start export task.'; a task that ends in error 'Failed to run the newly created task.' When the task is done the console downloads each file, constants.exportDownloadSpacingMs (300 ms) apart.
 *
 * `POST /gui/um/object/export`
 */
export const exportUmPackages = /*#__PURE__*/ endpoint("exportUmPackages", {});
/** useMutation of exportUmPackages. */
export function useExportUmPackages<TVariables = EndpointInit<"exportUmPackages", never>, TData = ApiData<"exportUmPackages">, TContext = unknown>(
  options?: EndpointMutationOptions<"exportUmPackages", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(exportUmPackages, options);
}

/**
 * Devices holding any of some licence types.
 * Licensing Status asks the unit for the devices that hold one of the chosen licence-filter types (section 9) when a licence type is chosen. Original call: forwarded exec /um/license/filter with license_filter.
 *
 * `POST /um/license/filter`
 */
export const filterUmLicenses = /*#__PURE__*/ endpoint("filterUmLicenses", {});
/** useQuery of filterUmLicenses. */
export function useFilterUmLicenses<TQueryFnData = ApiData<"filterUmLicenses">, TData = TQueryFnData>(
  init: EndpointInit<"filterUmLicenses", never>,
  options?: EndpointQueryOptions<"filterUmLicenses", TQueryFnData, TData>,
) {
  return useEndpointQuery(filterUmLicenses, init, options);
}

/**
 * The licence types Licensing Status opens with.
 * The licence filter "Keep this filter" saved (updateUmLicenseFilter): Licensing Status opens with its first licence type chosen; an empty list shows every device. Original call: forwarded get /um/update/license/filter. The seed names only the exec that saves the filter; reading it back is modelled for this screen (an assumption, as um/som/list is).
 *
 * `GET /um/update/license/filter`
 */
export const getUmLicenseFilter = /*#__PURE__*/ endpoint("getUmLicenseFilter", {});
/** useQuery of getUmLicenseFilter. */
export function useGetUmLicenseFilter<TQueryFnData = ApiData<"getUmLicenseFilter">, TData = TQueryFnData>(
  init?: EndpointInit<"getUmLicenseFilter", never>,
  options?: EndpointQueryOptions<"getUmLicenseFilter", TQueryFnData, TData>,
) {
  return useEndpointQuery(getUmLicenseFilter, init, options);
}

/**
 * Import an uploaded FortiGuard package file.
 * After uploadUmPackage (packettype fgdpkg) stored the file, starts the task that imports its packages. A refused call says 'Fail to start import task.'; a task that ends in error 'Failed to run the newly created task.'
 *
 * `POST /gui/um/object/import`
 */
export const importUmPackages = /*#__PURE__*/ endpoint("importUmPackages", {});
/** useMutation of importUmPackages. */
export function useImportUmPackages<TVariables = EndpointInit<"importUmPackages", never>, TData = ApiData<"importUmPackages">, TContext = unknown>(
  options?: EndpointMutationOptions<"importUmPackages", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(importUmPackages, options);
}

/**
 * Firmware images the unit keeps for a product.
 * Firmware Images marks which of the chosen product's images the unit has already downloaded (its "On This Unit" column), by platform, version and build. Original call: forwarded exec um/image/list with product.
 *
 * `POST /um/image/list`
 */
export const listUmImages = /*#__PURE__*/ endpoint("listUmImages", {});
/** useQuery of listUmImages. */
export function useListUmImages<TQueryFnData = ApiData<"listUmImages">, TData = TQueryFnData>(
  init: EndpointInit<"listUmImages", never>,
  options?: EndpointQueryOptions<"listUmImages", TQueryFnData, TData>,
) {
  return useEndpointQuery(listUmImages, init, options);
}

/**
 * The unit's FortiGuard server override list (as modelled).
 * Query Server Status shows, under the devices' queries, which FortiGuard servers the unit itself uses (update servers and rating servers set instead of the public ones) and whether each answers. Original call: forwarded get um/som/list. The seed names only the call; neither its meaning nor its answer is shown. "som" is read here as the server override list (service-override, "SOM", entries), an assumption: the answer's shape is modelled for this screen, not taken from the appliance.
 *
 * `GET /um/som/list`
 */
export const listUmServerOverrides = /*#__PURE__*/ endpoint("listUmServerOverrides", {});
/** useQuery of listUmServerOverrides. */
export function useListUmServerOverrides<TQueryFnData = ApiData<"listUmServerOverrides">, TData = TQueryFnData>(
  init?: EndpointInit<"listUmServerOverrides", never>,
  options?: EndpointQueryOptions<"listUmServerOverrides", TQueryFnData, TData>,
) {
  return useEndpointQuery(listUmServerOverrides, init, options);
}

/**
 * Push updates to one device now.
 * Package Service Status's "Push Now" on a device row: the unit pushes that device's pending packages at once. Original call: forwarded exec /um/device/push with serial and command.
 *
 * `POST /um/device/push`
 */
export const pushUmDevice = /*#__PURE__*/ endpoint("pushUmDevice", { invalidates: ["umPackageService"] });
/** useMutation of pushUmDevice; reads umPackageService again after it. */
export function usePushUmDevice<TVariables = EndpointInit<"pushUmDevice", never>, TData = ApiData<"pushUmDevice">, TContext = unknown>(
  options?: EndpointMutationOptions<"pushUmDevice", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(pushUmDevice, options);
}

/**
 * Read the devices the unit serves again.
 * Package Service Status's Refresh: the device manager reloads its device list, so new and removed devices show. Original call: forwarded dvm/cmd/reload/dev-list.
 *
 * `POST /dvm/cmd/reload/dev-list`
 */
export const reloadUmDeviceList = /*#__PURE__*/ endpoint("reloadUmDeviceList", { invalidates: ["umPackageService"] });
/** useMutation of reloadUmDeviceList; reads umPackageService again after it. */
export function useReloadUmDeviceList<TVariables = EndpointInit<"reloadUmDeviceList", never>, TData = ApiData<"reloadUmDeviceList">, TContext = unknown>(
  options?: EndpointMutationOptions<"reloadUmDeviceList", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(reloadUmDeviceList, options);
}

/**
 * Download priority of FortiGuard packages.
 * Advanced Settings (/fortiguard/advanced): which products and packages the unit downloads first (get), and changing it (set, read-write on system settings). Original call: the proxy API /gui/adom/um/download/priority.
 *
 * `POST /gui/adom/um/download/priority`
 */
export const umDownloadPriority = /*#__PURE__*/ endpoint("umDownloadPriority", {});
/** useQuery of umDownloadPriority. */
export function useUmDownloadPriority<TQueryFnData = ApiData<"umDownloadPriority">, TData = TQueryFnData>(
  init: EndpointInit<"umDownloadPriority", never>,
  options?: EndpointQueryOptions<"umDownloadPriority", TQueryFnData, TData>,
) {
  return useEndpointQuery(umDownloadPriority, init, options);
}

/**
 * External threat feeds, and reading one again now.
 * External Resources (/fortiguard/externalresource): the threat feeds the unit reads and serves (get), and reading one again at once (refresh, key; needs read-write on system settings). The seed names the screen but no call; modelled as a proxy call like the other FortiGuard screens (POST /gui/adom/um/externalresource).
 *
 * `POST /gui/adom/um/externalresource`
 */
export const umExternalResource = /*#__PURE__*/ endpoint("umExternalResource", {});
/** useQuery of umExternalResource. */
export function useUmExternalResource<TQueryFnData = ApiData<"umExternalResource">, TData = TQueryFnData>(
  init: EndpointInit<"umExternalResource", never>,
  options?: EndpointQueryOptions<"umExternalResource", TQueryFnData, TData>,
) {
  return useEndpointQuery(umExternalResource, init, options);
}

/**
 * Firmware images imported by hand, and deleting one.
 * Firmware Images (/fortiguard/firmwares): the image files administrators imported (get; the import itself is importFirmwareImage, with upload progress), and deleting one by its key (del; read-write on system settings). Original call: the proxy API /gui/adom/um/firmwareimportimage.
 *
 * `POST /gui/adom/um/firmwareimportimage`
 */
export const umFirmwareImportImage = /*#__PURE__*/ endpoint("umFirmwareImportImage", {});
/** useQuery of umFirmwareImportImage. */
export function useUmFirmwareImportImage<TQueryFnData = ApiData<"umFirmwareImportImage">, TData = TQueryFnData>(
  init: EndpointInit<"umFirmwareImportImage", never>,
  options?: EndpointQueryOptions<"umFirmwareImportImage", TQueryFnData, TData>,
) {
  return useEndpointQuery(umFirmwareImportImage, init, options);
}

/**
 * Licensing status of the managed devices.
 * Licensing Status (/fortiguard/license): each device's FortiGuard licences by licence-filter type and its support contracts, with their expiry dates. Original call: the proxy API /gui/adom/um/license, method get. This is the only operation of that call; the appliance's own firmware upgrade licence is getSysLicense's firmware_upgrade_licensed.
 *
 * `POST /gui/adom/um/license`
 */
export const umLicense = /*#__PURE__*/ endpoint("umLicense", {});
/** useQuery of umLicense. */
export function useUmLicense<TQueryFnData = ApiData<"umLicense">, TData = TQueryFnData>(
  init: EndpointInit<"umLicense", never>,
  options?: EndpointQueryOptions<"umLicense", TQueryFnData, TData>,
) {
  return useEndpointQuery(umLicense, init, options);
}

/**
 * Packages received from FortiGuard.
 * Package Receive Status (/fortiguard/pkgreceive): the packages the unit received, with their latest version, date and size; showUsedOnly keeps the packages a managed device uses. Lists ask for resultsize 50000000 (fortiguard catalogue). Original call: the proxy API /gui/adom/um/package/receive, method get.
 *
 * `POST /gui/adom/um/package/receive`
 */
export const umPackageReceive = /*#__PURE__*/ endpoint("umPackageReceive", {});
/** useQuery of umPackageReceive. */
export function useUmPackageReceive<TQueryFnData = ApiData<"umPackageReceive">, TData = TQueryFnData>(
  init: EndpointInit<"umPackageReceive", never>,
  options?: EndpointQueryOptions<"umPackageReceive", TQueryFnData, TData>,
) {
  return useEndpointQuery(umPackageReceive, init, options);
}

/**
 * Devices served with packages, and pushing pending updates.
 * Package Service Status (/fortiguard/pkgservice): the devices the unit serves (get), one device's packages (getOne, key), and pushing the pending updates to chosen devices (pushPending, keys) or to all (pushAllPending); pushes need read-write on system settings. A pushed device is up to date with nothing pending; pushPending to a device that is not reachable is refused ('The device is not reachable.'), and pushAllPending leaves such devices pending. Original call: the proxy API /gui/adom/um/package/service.
 *
 * `POST /gui/adom/um/package/service`
 */
export const umPackageService = /*#__PURE__*/ endpoint("umPackageService", {});
/** useQuery of umPackageService. */
export function useUmPackageService<TQueryFnData = ApiData<"umPackageService">, TData = TQueryFnData>(
  init: EndpointInit<"umPackageService", never>,
  options?: EndpointQueryOptions<"umPackageService", TQueryFnData, TData>,
) {
  return useEndpointQuery(umPackageService, init, options);
}

/**
 * A package's versions, and which one is served.
 * The versions the unit keeps of one package (get), and the change of the version it serves to devices (change, key and version; read-write on system settings). Original call: the proxy API /gui/adom/um/package/version.
 *
 * `POST /gui/adom/um/package/version`
 */
export const umPackageVersion = /*#__PURE__*/ endpoint("umPackageVersion", {});
/** useQuery of umPackageVersion. */
export function useUmPackageVersion<TQueryFnData = ApiData<"umPackageVersion">, TData = TQueryFnData>(
  init: EndpointInit<"umPackageVersion", never>,
  options?: EndpointQueryOptions<"umPackageVersion", TQueryFnData, TData>,
) {
  return useEndpointQuery(umPackageVersion, init, options);
}

/**
 * Query databases, and importing one.
 * Query Receive Status (/fortiguard/queryreceive): the query databases the unit serves (get), and importing a database file already copied to the unit (import: folder, file and its MD5 checksum; read-write on system settings). The file's name begins with the service of the database it holds (wf or webfiltering, as or antispam, ob or outbreak, then - or _) and carries its date (YYYYMMDD); the database is current from then on, dated by the file. Another file: 'The file is not a query database.' Original call: the proxy API /gui/adom/um/queryserver.
 *
 * `POST /gui/adom/um/queryserver`
 */
export const umQueryServer = /*#__PURE__*/ endpoint("umQueryServer", {});
/** useQuery of umQueryServer. */
export function useUmQueryServer<TQueryFnData = ApiData<"umQueryServer">, TData = TQueryFnData>(
  init: EndpointInit<"umQueryServer", never>,
  options?: EndpointQueryOptions<"umQueryServer", TQueryFnData, TData>,
) {
  return useEndpointQuery(umQueryServer, init, options);
}

/**
 * Devices sending rating queries to the unit.
 * Query Server Status (/fortiguard/querystatus): each device that asks the unit for ratings, per query service, with its queries in the last hour and day. The seed names the screen but no call; modelled as a proxy call like the other FortiGuard screens (POST /gui/adom/um/querystatus, method get).
 *
 * `POST /gui/adom/um/querystatus`
 */
export const umQueryStatus = /*#__PURE__*/ endpoint("umQueryStatus", {});
/** useQuery of umQueryStatus. */
export function useUmQueryStatus<TQueryFnData = ApiData<"umQueryStatus">, TData = TQueryFnData>(
  init: EndpointInit<"umQueryStatus", never>,
  options?: EndpointQueryOptions<"umQueryStatus", TQueryFnData, TData>,
) {
  return useEndpointQuery(umQueryStatus, init, options);
}

/**
 * Keep the licence types Licensing Status opens with.
 * Licensing Status's "Keep this filter" saves the chosen licence types as the unit's licence filter. Original call: forwarded exec /um/update/license/filter with license_filter.
 *
 * `POST /um/update/license/filter`
 */
export const updateUmLicenseFilter = /*#__PURE__*/ endpoint("updateUmLicenseFilter", { invalidates: ["getUmLicenseFilter"] });
/** useMutation of updateUmLicenseFilter; reads getUmLicenseFilter again after it. */
export function useUpdateUmLicenseFilter<TVariables = EndpointInit<"updateUmLicenseFilter", never>, TData = ApiData<"updateUmLicenseFilter">, TContext = unknown>(
  options?: EndpointMutationOptions<"updateUmLicenseFilter", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(updateUmLicenseFilter, options);
}
