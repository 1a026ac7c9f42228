// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The startup operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { endpoint, useEndpointQuery, type EndpointQueryOptions, useEndpointMutation, type EndpointMutationOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Pack the downloaded image as a tar archive.
 * Second step of the wizard's firmware upgrade, after the download task is done. A failure gives 'Failed to upload file or invalid image.' Original call: the tar archive step that follows the image download.
 *
 * `POST /gui/um/image/archive`
 */
export const archiveImage = /*#__PURE__*/ endpoint("archiveImage", {});
/** useMutation of archiveImage. */
export function useArchiveImage<TVariables = EndpointInit<"archiveImage", never>, TData = ApiData<"archiveImage">, TContext = unknown>(
  options?: EndpointMutationOptions<"archiveImage", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(archiveImage, options);
}

/**
 * Backup strategy status, and marking it set up.
 * method get reads whether the backup strategy was set up: the startup wizard drops the Backup Strategy step when changed is true. method set with params changed true marks it done: sent by the Backup Strategy step's Next after the schedule and revision settings are saved, so the wizard does not offer the step again; it answers the new status. Both answer the status, changed true once marked (the appliance keeps it). Original call: POST /gui/backup_strategy_status with method get → data.changed; a POST with params changed true marks it done (the seed names no method for it; set, the proxy calls' verb for a change, is assumed).
 *
 * `POST /gui/backup_strategy_status`
 */
export const backupStrategyStatus = /*#__PURE__*/ endpoint("backupStrategyStatus", { staleTime: Infinity });
/** useQuery of backupStrategyStatus. */
export function useBackupStrategyStatus<TQueryFnData = ApiData<"backupStrategyStatus">, TData = TQueryFnData>(
  init: EndpointInit<"backupStrategyStatus", never>,
  options?: EndpointQueryOptions<"backupStrategyStatus", TQueryFnData, TData>,
) {
  return useEndpointQuery(backupStrategyStatus, init, options);
}

/**
 * Back up the system database.
 * Optional fourth step of the wizard's firmware upgrade (backup option on; with encryption on the password encrypts the file, else it is empty). The call only starts the backup: its progress and result arrive over the websocket GET /api/ws (JSON text frames). The console opens the socket, sends {"type":"subscribe","topic":"backup","request_id":"<request_id>"} (acknowledged with {"type":"subscribed","topic":"backup","request_id":…}) and shows 'The system is backing up... (%s)' with the percent of each progress message until the final message: status done with meta {bytes, downloadname, filepath} (then the file is downloaded with downloadSystemBackup and the upgrade goes on) or status error (the upgrade stops with its message). Every message follows the JSON Schema specs/schemas/backup-result-message.schema.json (BackupResultMessage). In mock mode scripts/mock-socket.ts plays that socket (MOCK_SOCKET_PORT, default 4020; path /api/ws or /ws): it answers a subscribe to topic backup after a short delay with progress 30, 60, 100 and a done message. Original call: /gui/sys/db backup (password; empty if unencrypted).
 *
 * `POST /gui/sys/db/backup`
 */
export const backupSystemDb = /*#__PURE__*/ endpoint("backupSystemDb", {});
/** useMutation of backupSystemDb. */
export function useBackupSystemDb<TVariables = EndpointInit<"backupSystemDb", never>, TData = ApiData<"backupSystemDb">, TContext = unknown>(
  options?: EndpointMutationOptions<"backupSystemDb", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(backupSystemDb, options);
}

/**
 * Download a firmware image from the update service.
 * First step of the wizard's firmware upgrade ('Upgrade Now >'): starts a task that downloads the image (by object id, platform and version of getStartupState.newer_image). The console follows taskid with getTaskProgress ('Downloading the selected image file...'), then archives object_list[0].file. A failure here or in the task gives 'Error download selected image file.' Original call: exec um/image/download (create_task, platform, version).
 *
 * `POST /gui/um/image/download`
 */
export const downloadImage = /*#__PURE__*/ endpoint("downloadImage", {});
/** useMutation of downloadImage. */
export function useDownloadImage<TVariables = EndpointInit<"downloadImage", never>, TData = ApiData<"downloadImage">, TContext = unknown>(
  options?: EndpointMutationOptions<"downloadImage", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(downloadImage, options);
}

/**
 * Download a finished system backup.
 * After the websocket reports a finished backup, the console downloads the file through the browser (a link to this URL with the meta's filepath and downloadname). Original call: the download of the backup file named by the websocket meta.
 *
 * `GET /gui/sys/db/backup/file`
 */
export const downloadSystemBackup = /*#__PURE__*/ endpoint("downloadSystemBackup", {});
/** useQuery of downloadSystemBackup. */
export function useDownloadSystemBackup<TQueryFnData = ApiData<"downloadSystemBackup">, TData = TQueryFnData>(
  init: EndpointInit<"downloadSystemBackup", never>,
  options?: EndpointQueryOptions<"downloadSystemBackup", TQueryFnData, TData>,
) {
  return useEndpointQuery(downloadSystemBackup, init, options);
}

/**
 * Admin settings (firmware upgrade check).
 * The startup wizard reads firmware-upgrade-check to decide whether to look for a newer image at all; when this call fails the console assumes 1 (check on). Original call: get /cli/global/system/admin/setting (field firmware-upgrade-check).
 *
 * `GET /gui/cli/global/system/admin/setting`
 */
export const getAdminSetting = /*#__PURE__*/ endpoint("getAdminSetting", { staleTime: Infinity });
/** useQuery of getAdminSetting. */
export function useGetAdminSetting<TQueryFnData = ApiData<"getAdminSetting">, TData = TQueryFnData>(
  init?: EndpointInit<"getAdminSetting", never>,
  options?: EndpointQueryOptions<"getAdminSetting", TQueryFnData, TData>,
) {
  return useEndpointQuery(getAdminSetting, init, options);
}

/**
 * Automatic backup schedule.
 * Prefills the automatic-backup form of the Backup Strategy step (super admin only). Original call: get /cli/global/system/backup/all-settings.
 *
 * `GET /gui/cli/global/system/backup/all-settings`
 */
export const getBackupSchedule = /*#__PURE__*/ endpoint("getBackupSchedule", {});
/** useQuery of getBackupSchedule. */
export function useGetBackupSchedule<TQueryFnData = ApiData<"getBackupSchedule">, TData = TQueryFnData>(
  init?: EndpointInit<"getBackupSchedule", never>,
  options?: EndpointQueryOptions<"getBackupSchedule", TQueryFnData, TData>,
) {
  return useEndpointQuery(getBackupSchedule, init, options);
}

/**
 * Revision settings.
 * Prefills the revision settings form of the Backup Strategy step. Original call: get of the appliance's revision settings (config revisions kept and auto-deleted).
 *
 * `GET /gui/startup/revision-settings`
 */
export const getRevisionSettings = /*#__PURE__*/ endpoint("getRevisionSettings", {});
/** useQuery of getRevisionSettings. */
export function useGetRevisionSettings<TQueryFnData = ApiData<"getRevisionSettings">, TData = TQueryFnData>(
  init?: EndpointInit<"getRevisionSettings", never>,
  options?: EndpointQueryOptions<"getRevisionSettings", TQueryFnData, TData>,
) {
  return useEndpointQuery(getRevisionSettings, init, options);
}

/**
 * Startup wizard state.
 * The startup wizard reads this when it opens (for a super admin whose getSysConfig says startup_complete false) to title itself ('<product_name> Setup') and to drop the steps already complete: SSO when forticare_license.account_id is not 'N/A', Hostname when hostname_set, Password when the default password is no longer in use (shown and required when need_change_password is non-zero; always hidden on an HA secondary), Firmware when newer_image is null (or getAdminSetting says firmware-upgrade-check 0). The release-notes link of the Firmware step is built from newer_image.version and the document ids of the constants catalogue (releaseNotes.documentIds 723553, 492625): https://docs.fortinet.com/document/<product>/<version>/release-notes/<id>, the analyzer using the first id from 7.0.3 upward. Original call: the appliance's startup-wizard state (forticare_license, admin_has_default_pwd, need_change_password, ha_mode, fmgversion, hostname, sn, username).
 *
 * `GET /gui/startup/state`
 */
export const getStartupState = /*#__PURE__*/ endpoint("getStartupState", { staleTime: Infinity });
/** useQuery of getStartupState. */
export function useGetStartupState<TQueryFnData = ApiData<"getStartupState">, TData = TQueryFnData>(
  init?: EndpointInit<"getStartupState", never>,
  options?: EndpointQueryOptions<"getStartupState", TQueryFnData, TData>,
) {
  return useEndpointQuery(getStartupState, init, options);
}

/**
 * Progress of one task.
 * Polled about once a second while the wizard downloads an image, until state is done (continue) or error/cancelled ('Error download selected image file.'). The examples give the stages of a download; the default is the finished task. Original call: the task monitor's progress of one task by id (percent).
 *
 * `GET /gui/um/task/{taskid}`
 */
export const getTaskProgress = /*#__PURE__*/ endpoint("getTaskProgress", {});
/** useQuery of getTaskProgress. */
export function useGetTaskProgress<TQueryFnData = ApiData<"getTaskProgress">, TData = TQueryFnData>(
  init: EndpointInit<"getTaskProgress", never>,
  options?: EndpointQueryOptions<"getTaskProgress", TQueryFnData, TData>,
) {
  return useEndpointQuery(getTaskProgress, init, options);
}

/**
 * Save the automatic backup schedule.
 * Saves the automatic-backup form; answers the saved schedule. Original call: set /cli/global/system/backup/all-settings.
 *
 * `PUT /gui/cli/global/system/backup/all-settings`
 */
export const setBackupSchedule = /*#__PURE__*/ endpoint("setBackupSchedule", {});
/** useMutation of setBackupSchedule. */
export function useSetBackupSchedule<TVariables = EndpointInit<"setBackupSchedule", never>, TData = ApiData<"setBackupSchedule">, TContext = unknown>(
  options?: EndpointMutationOptions<"setBackupSchedule", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(setBackupSchedule, options);
}

/**
 * Set the host name.
 * Specify Hostname step's Next. Answers the host name now in use. Original call: hostname set through the appliance's system service.
 *
 * `POST /gui/startup/hostname`
 */
export const setHostname = /*#__PURE__*/ endpoint("setHostname", {});
/** useMutation of setHostname. */
export function useSetHostname<TVariables = EndpointInit<"setHostname", never>, TData = ApiData<"setHostname">, TContext = unknown>(
  options?: EndpointMutationOptions<"setHostname", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(setHostname, options);
}

/**
 * Save the revision settings.
 * Saves the revision settings form; answers the saved settings. Original call: set of the appliance's revision settings.
 *
 * `PUT /gui/startup/revision-settings`
 */
export const setRevisionSettings = /*#__PURE__*/ endpoint("setRevisionSettings", {});
/** useMutation of setRevisionSettings. */
export function useSetRevisionSettings<TVariables = EndpointInit<"setRevisionSettings", never>, TData = ApiData<"setRevisionSettings">, TContext = unknown>(
  options?: EndpointMutationOptions<"setRevisionSettings", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(setRevisionSettings, options);
}

/**
 * Install the image and restart.
 * Last step of the wizard's firmware upgrade. Success only when status equals OK: 'The upgrade has started and the system is restarting. Please wait for a few moments.'; any other status stops with 'Upgrade Failed'. Original call: the upgrade call (status must equal OK).
 *
 * `POST /gui/sys/firmware/upgrade`
 */
export const upgradeFirmware = /*#__PURE__*/ endpoint("upgradeFirmware", {});
/** useMutation of upgradeFirmware. */
export function useUpgradeFirmware<TVariables = EndpointInit<"upgradeFirmware", never>, TData = ApiData<"upgradeFirmware">, TContext = unknown>(
  options?: EndpointMutationOptions<"upgradeFirmware", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(upgradeFirmware, options);
}

/**
 * Validate an uploaded or downloaded image.
 * Third step of the wizard's firmware upgrade. valid false (or a failure) gives 'Failed to upload file or invalid image.'; valid true shows 'The image has been uploaded successfully. The upgrade will start shortly.' Original call: validate the uploaded image.
 *
 * `POST /gui/sys/firmware/validate`
 */
export const validateImage = /*#__PURE__*/ endpoint("validateImage", {});
/** useMutation of validateImage. */
export function useValidateImage<TVariables = EndpointInit<"validateImage", never>, TData = ApiData<"validateImage">, TContext = unknown>(
  options?: EndpointMutationOptions<"validateImage", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(validateImage, options);
}
