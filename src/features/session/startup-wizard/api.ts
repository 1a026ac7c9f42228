// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client.ts';
import { apiQueryKey, useApiMutation, useApiQuery } from '@/lib/api/operations.ts';
import type {
  AdminSetting,
  BackupSchedule,
  BackupStrategyStatus,
  CloudLoginRequest,
  PackageUploadResult,
  HostnameChange,
  LicenseSelf,
  RegisterExistingContractRequest,
  RegisterExistingUserRequest,
  RegistrationChoice,
  RevisionSettings,
  SamlSettings,
  StartupState,
} from '@generated/types/entities.ts';
import { parseTaggedText, RegistrationError, taggedErrorMessage, type TaggedAnswer } from './logic/tagged-text.ts';
import type { EntitlementDeps } from './logic/entitlement.ts';
import { uploadUmPackage } from '@/lib/api/package-upload.ts';

/** Cache keys of the wizard's reads (made by the query layer, named after their operations). */
export const startupKeys = {
  getStartupState: apiQueryKey('getStartupState'),
  getAdminSetting: apiQueryKey('getAdminSetting'),
  getBackupStrategyStatus: apiQueryKey('getBackupStrategyStatus'),
  getBackupSchedule: apiQueryKey('getBackupSchedule'),
  getRevisionSettings: apiQueryKey('getRevisionSettings'),
  getCountryList: apiQueryKey('getCountryList'),
  getResellerList: (country: string) => apiQueryKey('getResellerList', resellerInit(country)),
  getOrgList: apiQueryKey('getOrgList'),
  getRemoteAccess: apiQueryKey('getRemoteAccess'),
  getLicenseSelf: apiQueryKey('getLicenseSelf'),
  getSamlSettings: apiQueryKey('getSamlSettings'),
};

// ---------------------------------------------------------------------------------------------------------------
// startup state and settings

export function getStartupState(): Promise<StartupState> {
  return apiFetch('getStartupState');
}
export function useGetStartupState() {
  return useApiQuery('getStartupState', undefined, { staleTime: Infinity });
}

/** The firmware-upgrade-check setting; the console assumes 1 (check on) when the call fails. */
export async function getAdminSetting(signal?: AbortSignal): Promise<AdminSetting> {
  try {
    return await apiFetch('getAdminSetting', undefined, { signal });
  } catch {
    return { 'firmware-upgrade-check': 1 };
  }
}
export function useGetAdminSetting() {
  return useQuery({
    queryKey: startupKeys.getAdminSetting,
    queryFn: ({ signal }) => getAdminSetting(signal),
    staleTime: Infinity,
  });
}

export function getBackupStrategyStatus(): Promise<BackupStrategyStatus> {
  return apiFetch('getBackupStrategyStatus');
}
export function useGetBackupStrategyStatus() {
  return useApiQuery('getBackupStrategyStatus', undefined, { staleTime: Infinity });
}

/** Marks the backup strategy as set up, so the wizard does not offer the step again. */
export function setBackupStrategyStatus(): Promise<BackupStrategyStatus> {
  return apiFetch('setBackupStrategyStatus', { body: { changed: true } });
}
export function useSetBackupStrategyStatus() {
  const qc = useQueryClient();
  return useApiMutation('setBackupStrategyStatus', {
    toInit: (_: void) => ({ body: { changed: true as const } }),
    onSuccess: (status) => qc.setQueryData(startupKeys.getBackupStrategyStatus, status),
  });
}

export function getBackupSchedule(): Promise<BackupSchedule> {
  return apiFetch('getBackupSchedule');
}
export function useGetBackupSchedule(enabled = true) {
  return useApiQuery('getBackupSchedule', undefined, { enabled });
}
export function setBackupSchedule(schedule: BackupSchedule): Promise<BackupSchedule> {
  return apiFetch('setBackupSchedule', { body: schedule });
}
export function useSetBackupSchedule() {
  const qc = useQueryClient();
  return useApiMutation('setBackupSchedule', {
    toInit: (body: BackupSchedule) => ({ body }),
    onSuccess: (saved) => qc.setQueryData(startupKeys.getBackupSchedule, saved),
  });
}

export function getRevisionSettings(): Promise<RevisionSettings> {
  return apiFetch('getRevisionSettings');
}
export function useGetRevisionSettings(enabled = true) {
  return useApiQuery('getRevisionSettings', undefined, { enabled });
}
export function setRevisionSettings(settings: RevisionSettings): Promise<RevisionSettings> {
  return apiFetch('setRevisionSettings', { body: settings });
}
export function useSetRevisionSettings() {
  const qc = useQueryClient();
  return useApiMutation('setRevisionSettings', {
    toInit: (body: RevisionSettings) => ({ body }),
    onSuccess: (saved) => qc.setQueryData(startupKeys.getRevisionSettings, saved),
  });
}

export function setHostname(hostname: string): Promise<HostnameChange> {
  return apiFetch('setHostname', { body: { hostname } });
}
/** Errors carry `fields.hostname` (ApiError) for the form. */
export function useSetHostname() {
  const qc = useQueryClient();
  return useApiMutation('setHostname', {
    toInit: (hostname: string) => ({ body: { hostname } }),
    onSuccess: ({ hostname }) =>
      qc.setQueryData<StartupState>(startupKeys.getStartupState, (s) => (s ? { ...s, hostname, hostname_set: true } : s)),
  });
}

/**
 * The password step, through the shell's changePassword operation: the user name, an empty old password (the
 * default password is empty) and the new one. Errors carry `fields` (newpasswd, oldpasswd, user) and the server's text.
 */
export function changeStartupPassword(username: string, newPassword: string): Promise<unknown> {
  return apiFetch('changePassword', startupPasswordInit(username, newPassword));
}
function startupPasswordInit(username: string, newPassword: string) {
  return { body: { username, old_password: '', new_password: newPassword } };
}
export function useChangeStartupPassword() {
  const qc = useQueryClient();
  return useApiMutation('changePassword', {
    toInit: ({ username, newPassword }: { username: string; newPassword: string }) => startupPasswordInit(username, newPassword),
    onSuccess: () =>
      qc.setQueryData<StartupState>(startupKeys.getStartupState, (s) =>
        s ? { ...s, admin_has_default_pwd: false, need_change_password: 0 } : s,
      ),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// the wizard's firmware upgrade chain (shared with the console's firmware upgrade)

export {
  archiveImage,
  backupDownloadUrl,
  backupSystemDb,
  backupSystemDbAndWait,
  downloadImage,
  getTaskProgress,
  openBackupSocket,
  saveBackupFile,
  socketUrl,
  upgradeCalls,
  upgradeFirmware,
  validateImage,
  type BackupSocket,
} from '@/lib/firmware/upgrade-calls.ts';

// ---------------------------------------------------------------------------------------------------------------
// registration service (tagged text)

/** The registration service answers tagged text, not JSON. */
const AS_TEXT = { parseAs: 'text' as const };

/** Throws RegistrationError with the joined errors ('Unknown error.' when none) when the answer is a failure. */
function okAnswer(text: string): TaggedAnswer {
  const answer = parseTaggedText(text);
  if (answer.status !== 'ok') throw new RegistrationError(taggedErrorMessage(answer));
  return answer;
}

export function getCountryList(): Promise<RegistrationChoice[]> {
  return apiFetch('getCountryList');
}
export function useGetCountryList(enabled = true) {
  return useApiQuery('getCountryList', undefined, { enabled, staleTime: Infinity });
}

export async function getOrgList(): Promise<RegistrationChoice[]> {
  return okAnswer(await apiFetch('getOrgList', AS_TEXT)).items;
}
export function useGetOrgList(enabled = true) {
  return useApiQuery('getOrgList', AS_TEXT, { enabled, parse: (text) => okAnswer(text).items });
}

export async function getResellerList(country: string): Promise<RegistrationChoice[]> {
  return okAnswer(await apiFetch('getResellerList', resellerInit(country))).items;
}
function resellerInit(country: string) {
  return { body: { country }, ...AS_TEXT };
}
/** Reloads whenever the country changes; idle without a country. */
export function useGetResellerList(country: string | undefined) {
  return useApiQuery('getResellerList', resellerInit(country ?? ''), {
    enabled: !!country,
    staleTime: Infinity,
    parse: (text) => okAnswer(text).items,
  });
}

/** Resolves with the service's message (or undefined); a failed registration throws RegistrationError. */
export async function registerExistingUser(request: RegisterExistingUserRequest): Promise<string | undefined> {
  return okAnswer(await apiFetch('registerExistingUser', { body: request, ...AS_TEXT })).msg;
}
export function useRegisterExistingUser() {
  return useApiMutation('registerExistingUser', {
    toInit: (body: RegisterExistingUserRequest) => ({ body, ...AS_TEXT }),
    parse: (text) => okAnswer(text).msg,
  });
}

export async function registerExistingContract(request: RegisterExistingContractRequest): Promise<string | undefined> {
  return okAnswer(await apiFetch('registerExistingContract', { body: request, ...AS_TEXT })).msg;
}
export function useRegisterExistingContract() {
  return useApiMutation('registerExistingContract', {
    toInit: (body: RegisterExistingContractRequest) => ({ body, ...AS_TEXT }),
    parse: (text) => okAnswer(text).msg,
  });
}

export async function loginFgtCloud(request: CloudLoginRequest): Promise<string | undefined> {
  return okAnswer(await apiFetch('loginFgtCloud', { body: request, ...AS_TEXT })).msg;
}
export function useLoginFgtCloud() {
  return useApiMutation('loginFgtCloud', {
    toInit: (body: CloudLoginRequest) => ({ body, ...AS_TEXT }),
    parse: (text) => okAnswer(text).msg,
  });
}

export async function getRemoteAccess(): Promise<boolean> {
  return okAnswer(await apiFetch('getRemoteAccess', AS_TEXT)).enable === 1;
}
export function useGetRemoteAccess(enabled = true) {
  return useApiQuery('getRemoteAccess', AS_TEXT, { enabled, parse: (text) => okAnswer(text).enable === 1 });
}
export async function setRemoteAccess(enable: boolean): Promise<boolean> {
  return remoteAccessAnswer(await apiFetch('setRemoteAccess', remoteAccessInit(enable)), enable);
}
function remoteAccessInit(enable: boolean) {
  return { body: { enable: enable ? (1 as const) : (0 as const) }, ...AS_TEXT };
}
function remoteAccessAnswer(text: string, asked: boolean): boolean {
  const answer = okAnswer(text);
  return answer.enable === undefined ? asked : answer.enable === 1;
}
export function useSetRemoteAccess() {
  const qc = useQueryClient();
  return useApiMutation('setRemoteAccess', {
    toInit: remoteAccessInit,
    parse: remoteAccessAnswer,
    onSuccess: (enabled) => qc.setQueryData(startupKeys.getRemoteAccess, enabled),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// entitlement file, licence, single sign-on

/** The entitlement file (packettype fgtkey), with the upload's progress when asked. */
export function uploadEntitlementFile(file: File, onProgress?: (percent: number) => void): Promise<PackageUploadResult> {
  return uploadUmPackage(file, 'fgtkey', onProgress);
}

export function getLicenseSelf(): Promise<LicenseSelf> {
  return apiFetch('getLicenseSelf');
}
export function useGetLicenseSelf(enabled = true) {
  return useApiQuery('getLicenseSelf', undefined, { enabled });
}

/** The real calls for `importEntitlement` (logic/entitlement.ts); the licence poll uses getLicenseSelf. */
export const entitlementCalls: EntitlementDeps = { upload: uploadEntitlementFile, getLicence: getLicenseSelf };

export function getSamlSettings(): Promise<SamlSettings> {
  return apiFetch('getSamlSettings');
}
export function useGetSamlSettings(enabled = true) {
  return useApiQuery('getSamlSettings', undefined, { enabled });
}
export function setSamlSettings(settings: SamlSettings): Promise<SamlSettings> {
  return apiFetch('setSamlSettings', { body: settings });
}
export function useSetSamlSettings() {
  const qc = useQueryClient();
  return useApiMutation('setSamlSettings', {
    toInit: (body: SamlSettings) => ({ body }),
    onSuccess: (saved) => qc.setQueryData(startupKeys.getSamlSettings, saved),
  });
}
