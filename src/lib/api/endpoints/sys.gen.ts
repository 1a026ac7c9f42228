// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The sys operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { constants } from '@generated/catalog/constants.ts';
import { endpoint, useEndpointQuery, type EndpointQueryOptions, useEndpointMutation, type EndpointMutationOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Approve an incoming log fetch request.
 * Log Fetch, Approve on an incoming request waiting for approval: the transfer starts. Models JSON-RPC exec /sys/log-fetch/session/approve with the session id. A failure says 'Failed to approve the request.'
 *
 * `POST /gui/sys/logfetch/sessions/{id}/approve`
 */
export const approveLogFetchSession = /*#__PURE__*/ endpoint("approveLogFetchSession", { invalidates: ["listLogFetchSessions"] });
/** useMutation of approveLogFetchSession; reads listLogFetchSessions again after it. */
export function useApproveLogFetchSession<TVariables = EndpointInit<"approveLogFetchSession", never>, TData = ApiData<"approveLogFetchSession">, TContext = unknown>(
  options?: EndpointMutationOptions<"approveLogFetchSession", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(approveLogFetchSession, options);
}

/**
 * Cancel a log fetch session.
 * Log Fetch, Cancel on an outgoing session that waits or runs. Models JSON-RPC exec /sys/log-fetch/session/cancel with the session id. A failure says 'Failed to cancel the session.'
 *
 * `POST /gui/sys/logfetch/sessions/{id}/cancel`
 */
export const cancelLogFetchSession = /*#__PURE__*/ endpoint("cancelLogFetchSession", { invalidates: ["listLogFetchSessions"] });
/** useMutation of cancelLogFetchSession; reads listLogFetchSessions again after it. */
export function useCancelLogFetchSession<TVariables = EndpointInit<"cancelLogFetchSession", never>, TData = ApiData<"cancelLogFetchSession">, TContext = unknown>(
  options?: EndpointMutationOptions<"cancelLogFetchSession", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(cancelLogFetchSession, options);
}

/**
 * Delete a CA certificate.
 * Certificates, Delete on a CA certificate after confirmation. Models JSON-RPC delete of /cli/global/system/certificate/ca/{name}. A failure says 'Failed to delete the certificate.'
 *
 * `DELETE /gui/sys/certificate/ca/{name}`
 */
export const deleteCaCertificate = /*#__PURE__*/ endpoint("deleteCaCertificate", { invalidates: ["listCaCertificates"] });
/** useMutation of deleteCaCertificate; reads listCaCertificates again after it. */
export function useDeleteCaCertificate<TVariables = EndpointInit<"deleteCaCertificate", never>, TData = ApiData<"deleteCaCertificate">, TContext = unknown>(
  options?: EndpointMutationOptions<"deleteCaCertificate", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(deleteCaCertificate, options);
}

/**
 * Delete a local certificate.
 * Certificates, Delete on a local certificate after confirmation (not a factory certificate, nor one in use). Models JSON-RPC delete of /cli/global/system/certificate/local/{name}. A failure says 'Failed to delete the certificate.' with the unit's reason.
 *
 * `DELETE /gui/sys/certificate/local/{name}`
 */
export const deleteLocalCertificate = /*#__PURE__*/ endpoint("deleteLocalCertificate", { invalidates: ["listLocalCertificates"] });
/** useMutation of deleteLocalCertificate; reads listLocalCertificates again after it. */
export function useDeleteLocalCertificate<TVariables = EndpointInit<"deleteLocalCertificate", never>, TData = ApiData<"deleteLocalCertificate">, TContext = unknown>(
  options?: EndpointMutationOptions<"deleteLocalCertificate", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(deleteLocalCertificate, options);
}

/**
 * Deny an incoming log fetch request.
 * Log Fetch, Deny on an incoming request waiting for approval. Models JSON-RPC exec /sys/log-fetch/session/deny with the session id. A failure says 'Failed to deny the request.'
 *
 * `POST /gui/sys/logfetch/sessions/{id}/deny`
 */
export const denyLogFetchSession = /*#__PURE__*/ endpoint("denyLogFetchSession", { invalidates: ["listLogFetchSessions"] });
/** useMutation of denyLogFetchSession; reads listLogFetchSessions again after it. */
export function useDenyLogFetchSession<TVariables = EndpointInit<"denyLogFetchSession", never>, TData = ApiData<"denyLogFetchSession">, TContext = unknown>(
  options?: EndpointMutationOptions<"denyLogFetchSession", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(denyLogFetchSession, options);
}

/**
 * FortiCare debug report.
 * Help menu item for super admins: the appliance produces the support debug report (forwarded call exec /sys/tac/report) and the console saves it as a file, then says 'FortiCare Debug Report downloaded.'; a failure says 'Failed to download FortiCare Debug Report.'
 *
 * `POST /gui/sys/tac/report`
 */
export const downloadDebugReport = /*#__PURE__*/ endpoint("downloadDebugReport", {});
/** useMutation of downloadDebugReport. */
export function useDownloadDebugReport<TVariables = EndpointInit<"downloadDebugReport", never>, TData = ApiData<"downloadDebugReport">, TContext = unknown>(
  options?: EndpointMutationOptions<"downloadDebugReport", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(downloadDebugReport, options);
}

/**
 * Analyzer fabric settings and members.
 * Analyzer Fabric Settings (/sys/fazfabric/settings): the unit's role (supervisor, member or standalone), the fabric's name, the members with serial, address and state, and the settings form. Models the JSON-RPC get of /cli/global/system/csf and of /sys/csf/members.
 *
 * `GET /gui/sys/fazfabric/settings`
 */
export const getAnalyzerFabric = /*#__PURE__*/ endpoint("getAnalyzerFabric", {});
/** useQuery of getAnalyzerFabric. */
export function useGetAnalyzerFabric<TQueryFnData = ApiData<"getAnalyzerFabric">, TData = TQueryFnData>(
  init?: EndpointInit<"getAnalyzerFabric", never>,
  options?: EndpointQueryOptions<"getAnalyzerFabric", TQueryFnData, TData>,
) {
  return useEndpointQuery(getAnalyzerFabric, init, options);
}

/**
 * Client IP address.
 * The browser's address as the appliance sees it (util IP-address endpoint), shown in the view-details panel.
 *
 * `GET /gui/util/ip`
 */
export const getClientIp = /*#__PURE__*/ endpoint("getClientIp", { staleTime: Infinity });
/** useQuery of getClientIp. */
export function useGetClientIp<TQueryFnData = ApiData<"getClientIp">, TData = TQueryFnData>(
  init?: EndpointInit<"getClientIp", never>,
  options?: EndpointQueryOptions<"getClientIp", TQueryFnData, TData>,
) {
  return useEndpointQuery(getClientIp, init, options);
}

/**
 * Cloud portal menu.
 * For users signed in through the provider's cloud portal: the portal menu links and the form posted by Return To Portal (original call: cloud portal data get, keys portals and post_params).
 *
 * `GET /gui/cloud/portals`
 */
export const getCloudPortals = /*#__PURE__*/ endpoint("getCloudPortals", { staleTime: Infinity });
/** useQuery of getCloudPortals. */
export function useGetCloudPortals<TQueryFnData = ApiData<"getCloudPortals">, TData = TQueryFnData>(
  init?: EndpointInit<"getCloudPortals", never>,
  options?: EndpointQueryOptions<"getCloudPortals", TQueryFnData, TData>,
) {
  return useEndpointQuery(getCloudPortals, init, options);
}

/**
 * Analyzer fabric members.
 * Fabric role button of the analyzer, polled every 180000 ms: a member counts as a warning when in_sync is not 0; only accepted members are checked (original call: fabric stats get with types `member`).
 *
 * `GET /gui/sys/fabric/stats`
 */
export const getFabricStats = /*#__PURE__*/ endpoint("getFabricStats", { refetchInterval: constants.polling.fabricSyncMs });
/** useQuery of getFabricStats. */
export function useGetFabricStats<TQueryFnData = ApiData<"getFabricStats">, TData = TQueryFnData>(
  init?: EndpointInit<"getFabricStats", never>,
  options?: EndpointQueryOptions<"getFabricStats", TQueryFnData, TData>,
) {
  return useEndpointQuery(getFabricStats, init, options);
}

/**
 * High-availability cluster and its members.
 * High Availability (/sys/ha, also reached from the HA tag of the top bar) lists the cluster's members.
 *
 * `GET /gui/sys/ha`
 */
export const getHaStatus = /*#__PURE__*/ endpoint("getHaStatus", {});
/** useQuery of getHaStatus. */
export function useGetHaStatus<TQueryFnData = ApiData<"getHaStatus">, TData = TQueryFnData>(
  init?: EndpointInit<"getHaStatus", never>,
  options?: EndpointQueryOptions<"getHaStatus", TQueryFnData, TData>,
) {
  return useEndpointQuery(getHaStatus, init, options);
}

/**
 * Online help location.
 * The online help menu opens this URL in a new tab; when it is null the menu says 'The device is unable to locate online help resources directly.'
 *
 * `GET /gui/sys/help-url`
 */
export const getHelpUrl = /*#__PURE__*/ endpoint("getHelpUrl", { staleTime: Infinity });
/** useQuery of getHelpUrl. */
export function useGetHelpUrl<TQueryFnData = ApiData<"getHelpUrl">, TData = TQueryFnData>(
  init?: EndpointInit<"getHelpUrl", never>,
  options?: EndpointQueryOptions<"getHelpUrl", TQueryFnData, TData>,
) {
  return useEndpointQuery(getHelpUrl, init, options);
}

/**
 * Daily log limit and the GB received per day.
 * The daily log-limit notice (from the notification that the limit was exceeded): the daily maximum and the GB received on each of the last 7 days (constants vmSizing.dailyLogLimitDays), drawn as a small chart with the limit line and as a table.
 *
 * `GET /gui/sys/log-limit`
 */
export const getLogLimitNotice = /*#__PURE__*/ endpoint("getLogLimitNotice", {});
/** useQuery of getLogLimitNotice. */
export function useGetLogLimitNotice<TQueryFnData = ApiData<"getLogLimitNotice">, TData = TQueryFnData>(
  init?: EndpointInit<"getLogLimitNotice", never>,
  options?: EndpointQueryOptions<"getLogLimitNotice", TQueryFnData, TData>,
) {
  return useEndpointQuery(getLogLimitNotice, init, options);
}

/**
 * Log-database rebuild progress.
 * Header progress indicator, polled every 5000 ms: phase (ADOM only, log storage upgrade, SQL rebuild, completed), percent and remaining time; `completed` offers the 'Rebuilt Log Database' hint.
 *
 * `GET /gui/sys/log-rebuild`
 */
export const getLogRebuildStatus = /*#__PURE__*/ endpoint("getLogRebuildStatus", { refetchInterval: constants.polling.logRebuildMs });
/** useQuery of getLogRebuildStatus. */
export function useGetLogRebuildStatus<TQueryFnData = ApiData<"getLogRebuildStatus">, TData = TQueryFnData>(
  init?: EndpointInit<"getLogRebuildStatus", never>,
  options?: EndpointQueryOptions<"getLogRebuildStatus", TQueryFnData, TData>,
) {
  return useEndpointQuery(getLogRebuildStatus, init, options);
}

/**
 * PostgreSQL upgrade progress.
 * Polled every 5000 ms while an upgrade runs: the PostgreSQL upgrade dialog shows the hint, remaining time, progress and 'Please don't shutdown system!'; on completion 'PostgreSQL Upgrade was completed.' with 'Continue to Reboot' / 'Continue to Shutdown' when allowed, plus Close.
 *
 * `GET /gui/sys/postgres-upgrade`
 */
export const getPostgresUpgradeStatus = /*#__PURE__*/ endpoint("getPostgresUpgradeStatus", { refetchInterval: constants.polling.postgresUpgradeMs });
/** useQuery of getPostgresUpgradeStatus. */
export function useGetPostgresUpgradeStatus<TQueryFnData = ApiData<"getPostgresUpgradeStatus">, TData = TQueryFnData>(
  init?: EndpointInit<"getPostgresUpgradeStatus", never>,
  options?: EndpointQueryOptions<"getPostgresUpgradeStatus", TQueryFnData, TData>,
) {
  return useEndpointQuery(getPostgresUpgradeStatus, init, options);
}

/**
 * Firmware image certification.
 * Read after sign-in: a non-zero code shows the banner for a firmware image that is not certified (1 non-GA certified, 2 not certified). Original call security-check with method `get`; it reads only, so it needs no CSRF token.
 *
 * `POST /gui/sys/security-check`
 */
export const getSecurityCheck = /*#__PURE__*/ endpoint("getSecurityCheck", { staleTime: Infinity });
/** useQuery of getSecurityCheck. */
export function useGetSecurityCheck<TQueryFnData = ApiData<"getSecurityCheck">, TData = TQueryFnData>(
  init: EndpointInit<"getSecurityCheck", never>,
  options?: EndpointQueryOptions<"getSecurityCheck", TQueryFnData, TData>,
) {
  return useEndpointQuery(getSecurityCheck, init, options);
}

/**
 * Licence and contracts.
 * Licence state of the appliance: registration account, support contracts, firmware licence (limits the choosable firmware versions) and security-rating licence (original call /gui/sys/license, verb get). firmware_upgrade_licensed is the one source of the firmware licence: the console firmware upgrade dialog and the firmware template form both read it.
 *
 * `GET /gui/sys/license`
 */
export const getSysLicense = /*#__PURE__*/ endpoint("getSysLicense", { staleTime: 0 });
/** useQuery of getSysLicense. */
export function useGetSysLicense<TQueryFnData = ApiData<"getSysLicense">, TData = TQueryFnData>(
  init?: EndpointInit<"getSysLicense", never>,
  options?: EndpointQueryOptions<"getSysLicense", TQueryFnData, TData>,
) {
  return useEndpointQuery(getSysLicense, init, options);
}

/**
 * VM licence state.
 * Checked after sign-in on a virtual appliance (original call /gui/vmlicense/status, verb get). expired, mgmt_ip_mismatch and duplicate are blocking: the licence dialog opens with a file upload, and the user is signed out when the problem stays unresolved.
 *
 * `GET /gui/vmlicense/status`
 */
export const getVmLicenseStatus = /*#__PURE__*/ endpoint("getVmLicenseStatus", { staleTime: constants.cache.referenceDataMs, retry: 1 });
/** useQuery of getVmLicenseStatus. */
export function useGetVmLicenseStatus<TQueryFnData = ApiData<"getVmLicenseStatus">, TData = TQueryFnData>(
  init?: EndpointInit<"getVmLicenseStatus", never>,
  options?: EndpointQueryOptions<"getVmLicenseStatus", TQueryFnData, TData>,
) {
  return useEndpointQuery(getVmLicenseStatus, init, options);
}

/**
 * Import a certificate.
 * Certificates, Import (form specs/forms/certificate-import): a local certificate with its private key, or a CA certificate, in PEM. Models JSON-RPC add on /cli/global/system/certificate/local or /cli/global/system/certificate/ca by the type. A failure says 'Failed to import the certificate.' with the unit's reason.
 *
 * `POST /gui/sys/certificate/import`
 */
export const importCertificate = /*#__PURE__*/ endpoint("importCertificate", { invalidates: ["listLocalCertificates","listCaCertificates"] });
/** useMutation of importCertificate; reads listLocalCertificates, listCaCertificates again after it. */
export function useImportCertificate<TVariables = EndpointInit<"importCertificate", never>, TData = ApiData<"importCertificate">, TContext = unknown>(
  options?: EndpointMutationOptions<"importCertificate", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(importCertificate, options);
}

/**
 * Every ADOM of the unit.
 * All ADOMs (/sys/alladoms): every ADOM with its product, version, mode, device count and lock; an ADOM the admin may open can be switched to (changeAdom). Models the JSON-RPC get of /dvmdb/adom with option count (devices).
 *
 * `GET /gui/sys/alladoms`
 */
export const listAllAdoms = /*#__PURE__*/ endpoint("listAllAdoms", {});
/** useQuery of listAllAdoms. */
export function useListAllAdoms<TQueryFnData = ApiData<"listAllAdoms">, TData = TQueryFnData>(
  init?: EndpointInit<"listAllAdoms", never>,
  options?: EndpointQueryOptions<"listAllAdoms", TQueryFnData, TData>,
) {
  return useEndpointQuery(listAllAdoms, init, options);
}

/**
 * CA certificates.
 * Certificates, CA Certificates tab: the certificate authorities the unit trusts. Models the JSON-RPC get of /cli/global/system/certificate/ca.
 *
 * `GET /gui/sys/certificate/ca`
 */
export const listCaCertificates = /*#__PURE__*/ endpoint("listCaCertificates", {});
/** useQuery of listCaCertificates. */
export function useListCaCertificates<TQueryFnData = ApiData<"listCaCertificates">, TData = TQueryFnData>(
  init?: EndpointInit<"listCaCertificates", never>,
  options?: EndpointQueryOptions<"listCaCertificates", TQueryFnData, TData>,
) {
  return useEndpointQuery(listCaCertificates, init, options);
}

/**
 * Installed management extensions.
 * Extension Dashboard (/extension/dashboard): the management extensions installed on the unit with state, CPU and memory use and whether each starts with the unit; polled every 10 s. Models the JSON-RPC get of /cli/global/system/docker and exec /sys/docker/status.
 *
 * `GET /gui/extension/list`
 */
export const listExtensions = /*#__PURE__*/ endpoint("listExtensions", { refetchInterval: constants.polling.extensionsMs });
/** useQuery of listExtensions. */
export function useListExtensions<TQueryFnData = ApiData<"listExtensions">, TData = TQueryFnData>(
  init?: EndpointInit<"listExtensions", never>,
  options?: EndpointQueryOptions<"listExtensions", TQueryFnData, TData>,
) {
  return useEndpointQuery(listExtensions, init, options);
}

/**
 * Local certificates.
 * Certificates (/sys/certificate), Local Certificates tab: the unit's own certificates with subject, issuer, validity and details. Models the JSON-RPC get of /cli/global/system/certificate/local.
 *
 * `GET /gui/sys/certificate/local`
 */
export const listLocalCertificates = /*#__PURE__*/ endpoint("listLocalCertificates", {});
/** useQuery of listLocalCertificates. */
export function useListLocalCertificates<TQueryFnData = ApiData<"listLocalCertificates">, TData = TQueryFnData>(
  init?: EndpointInit<"listLocalCertificates", never>,
  options?: EndpointQueryOptions<"listLocalCertificates", TQueryFnData, TData>,
) {
  return useEndpointQuery(listLocalCertificates, init, options);
}

/**
 * Log fetch client profiles.
 * Log Fetch (/sys/logfetch), Client Profiles tab: the analyzers this unit fetches logs from, with the account and the ADOM and device filters of each request. Models the JSON-RPC get of /cli/global/system/log-fetch/client-profile.
 *
 * `GET /gui/sys/logfetch/profiles`
 */
export const listLogFetchProfiles = /*#__PURE__*/ endpoint("listLogFetchProfiles", {});
/** useQuery of listLogFetchProfiles. */
export function useListLogFetchProfiles<TQueryFnData = ApiData<"listLogFetchProfiles">, TData = TQueryFnData>(
  init?: EndpointInit<"listLogFetchProfiles", never>,
  options?: EndpointQueryOptions<"listLogFetchProfiles", TQueryFnData, TData>,
) {
  return useEndpointQuery(listLogFetchProfiles, init, options);
}

/**
 * Log fetch sessions.
 * Log Fetch, Sessions tab: the requests this unit sent (outgoing) and those other units sent to it (incoming), with state, progress and time range; polled while a session runs. Models the JSON-RPC get of /sys/log-fetch/session.
 *
 * `GET /gui/sys/logfetch/sessions`
 */
export const listLogFetchSessions = /*#__PURE__*/ endpoint("listLogFetchSessions", {});
/** useQuery of listLogFetchSessions. */
export function useListLogFetchSessions<TQueryFnData = ApiData<"listLogFetchSessions">, TData = TQueryFnData>(
  init?: EndpointInit<"listLogFetchSessions", never>,
  options?: EndpointQueryOptions<"listLogFetchSessions", TQueryFnData, TData>,
) {
  return useEndpointQuery(listLogFetchSessions, init, options);
}

/**
 * Running processes.
 * Process monitor drawer (not for restricted admins) lists the appliance's processes with CPU and memory.
 *
 * `GET /gui/sys/processes`
 */
export const listProcesses = /*#__PURE__*/ endpoint("listProcesses", { refetchInterval: constants.polling.processMonitorMs });
/** useQuery of listProcesses. */
export function useListProcesses<TQueryFnData = ApiData<"listProcesses">, TData = TQueryFnData>(
  init?: EndpointInit<"listProcesses", never>,
  options?: EndpointQueryOptions<"listProcesses", TQueryFnData, TData>,
) {
  return useEndpointQuery(listProcesses, init, options);
}

/**
 * Reboot the appliance.
 * 'Continue to Reboot' after the PostgreSQL upgrade completed. On success the console says the system is rebooting and signs the user out; a failure is shown in the dialog ('Failed to reboot the system.').
 *
 * `POST /gui/sys/reboot`
 */
export const rebootSystem = /*#__PURE__*/ endpoint("rebootSystem", {});
/** useMutation of rebootSystem. */
export function useRebootSystem<TVariables = EndpointInit<"rebootSystem", never>, TData = ApiData<"rebootSystem">, TContext = unknown>(
  options?: EndpointMutationOptions<"rebootSystem", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(rebootSystem, options);
}

/**
 * Send a log fetch request with a profile.
 * Log Fetch, Request Fetch on a client profile: sends the profile's request to its server, where it waits for approval; the new session shows among the sessions. Models JSON-RPC exec /sys/log-fetch/request with the profile name. A failure says 'Failed to send the log fetch request.' with the unit's reason.
 *
 * `POST /gui/sys/logfetch/profiles/{name}/fetch`
 */
export const requestLogFetch = /*#__PURE__*/ endpoint("requestLogFetch", { invalidates: ["listLogFetchSessions","listLogFetchProfiles"] });
/** useMutation of requestLogFetch; reads listLogFetchSessions, listLogFetchProfiles again after it. */
export function useRequestLogFetch<TVariables = EndpointInit<"requestLogFetch", never>, TData = ApiData<"requestLogFetch">, TContext = unknown>(
  options?: EndpointMutationOptions<"requestLogFetch", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(requestLogFetch, options);
}

/**
 * Run a CLI command.
 * CLI console drawer (shown when the admin has any permission on system_setting): runs one command line and prints what the appliance answered. A command may change the configuration.
 *
 * `POST /gui/sys/cli`
 */
export const runCliCommand = /*#__PURE__*/ endpoint("runCliCommand", {});
/** useMutation of runCliCommand. */
export function useRunCliCommand<TVariables = EndpointInit<"runCliCommand", never>, TData = ApiData<"runCliCommand">, TContext = unknown>(
  options?: EndpointMutationOptions<"runCliCommand", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(runCliCommand, options);
}

/**
 * Save the analyzer fabric settings.
 * Analyzer Fabric Settings, Save (form specs/forms/analyzer-fabric-settings). Models JSON-RPC set on /cli/global/system/csf. A failure says 'Failed to save the fabric settings.' with the unit's reason.
 *
 * `PUT /gui/sys/fazfabric/settings`
 */
export const saveAnalyzerFabricSettings = /*#__PURE__*/ endpoint("saveAnalyzerFabricSettings", { invalidates: ["getAnalyzerFabric"] });
/** useMutation of saveAnalyzerFabricSettings; reads getAnalyzerFabric again after it. */
export function useSaveAnalyzerFabricSettings<TVariables = EndpointInit<"saveAnalyzerFabricSettings", never>, TData = ApiData<"saveAnalyzerFabricSettings">, TContext = unknown>(
  options?: EndpointMutationOptions<"saveAnalyzerFabricSettings", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(saveAnalyzerFabricSettings, options);
}

/**
 * Enable or disable an extension.
 * Extension Dashboard, the Enabled switch of an extension: whether it starts with the unit. Models JSON-RPC set on /cli/global/system/docker/{key} status enable|disable. A failure says 'Failed to change %s.' and the switch shows the extension as it is.
 *
 * `PUT /gui/extension/{key}/enable`
 */
export const setExtensionEnabled = /*#__PURE__*/ endpoint("setExtensionEnabled", { invalidates: ["listExtensions"] });
/** useMutation of setExtensionEnabled; reads listExtensions again after it. */
export function useSetExtensionEnabled<TVariables = EndpointInit<"setExtensionEnabled", never>, TData = ApiData<"setExtensionEnabled">, TContext = unknown>(
  options?: EndpointMutationOptions<"setExtensionEnabled", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(setExtensionEnabled, options);
}

/**
 * Enable or disable an HA member.
 * The member's switch on High Availability (original call /gui/sys/ha, method setHAMember with sn and enable). A failure gives 'HA member update failed.' and the switch goes back.
 *
 * `POST /gui/sys/ha`
 */
export const setHaMember = /*#__PURE__*/ endpoint("setHaMember", { invalidates: ["getHaStatus"] });
/** useMutation of setHaMember; reads getHaStatus again after it. */
export function useSetHaMember<TVariables = EndpointInit<"setHaMember", never>, TData = ApiData<"setHaMember">, TContext = unknown>(
  options?: EndpointMutationOptions<"setHaMember", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(setHaMember, options);
}

/**
 * Shut the appliance down.
 * 'Continue to Shutdown' after the PostgreSQL upgrade completed. On success the console says the system is shutting down and signs the user out; a failure is shown in the dialog ('Failed to shut down the system.').
 *
 * `POST /gui/sys/shutdown`
 */
export const shutdownSystem = /*#__PURE__*/ endpoint("shutdownSystem", {});
/** useMutation of shutdownSystem. */
export function useShutdownSystem<TVariables = EndpointInit<"shutdownSystem", never>, TData = ApiData<"shutdownSystem">, TContext = unknown>(
  options?: EndpointMutationOptions<"shutdownSystem", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(shutdownSystem, options);
}

/**
 * Start an extension.
 * Extension Dashboard, Start on a stopped extension. Models JSON-RPC exec /sys/docker/start with the extension's key. A failure says 'Failed to start %s.' with the unit's reason.
 *
 * `POST /gui/extension/{key}/start`
 */
export const startExtension = /*#__PURE__*/ endpoint("startExtension", { invalidates: ["listExtensions"] });
/** useMutation of startExtension; reads listExtensions again after it. */
export function useStartExtension<TVariables = EndpointInit<"startExtension", never>, TData = ApiData<"startExtension">, TContext = unknown>(
  options?: EndpointMutationOptions<"startExtension", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(startExtension, options);
}

/**
 * Stop an extension.
 * Extension Dashboard, Stop on a running extension. Models JSON-RPC exec /sys/docker/stop with the extension's key. A failure says 'Failed to stop %s.'
 *
 * `POST /gui/extension/{key}/stop`
 */
export const stopExtension = /*#__PURE__*/ endpoint("stopExtension", { invalidates: ["listExtensions"] });
/** useMutation of stopExtension; reads listExtensions again after it. */
export function useStopExtension<TVariables = EndpointInit<"stopExtension", never>, TData = ApiData<"stopExtension">, TContext = unknown>(
  options?: EndpointMutationOptions<"stopExtension", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(stopExtension, options);
}

/**
 * Upload a VM licence file.
 * Licence file upload (from the blocking licence screen or the licence dialog): a file is required ('Please choose the license file.'); upload progress is shown; status.code other than 0 gives 'Invalid file.'. On success the console reads the licence state, the system information and the licence again, so the new licence shows everywhere. A licence file is the text of a VM licence of the unit's own product: a line -----BEGIN FMG VM LICENSE----- (FAZ on an analyzer), the licence in base64, and the line -----END FMG VM LICENSE-----; any other file is refused (code -6). Original call: POST /flatui/auth/gui/vmlicense/upload (multipart, field file).
 *
 * `POST /flatui/auth/gui/vmlicense/upload`
 */
export const uploadVmLicense = /*#__PURE__*/ endpoint("uploadVmLicense", { invalidates: ["getVmLicenseStatus","getSysInfo","getSysLicense"] });
/** useMutation of uploadVmLicense; reads getVmLicenseStatus, getSysInfo, getSysLicense again after it. */
export function useUploadVmLicense<TVariables = EndpointInit<"uploadVmLicense", never>, TData = ApiData<"uploadVmLicense">, TContext = unknown>(
  options?: EndpointMutationOptions<"uploadVmLicense", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(uploadVmLicense, options);
}
