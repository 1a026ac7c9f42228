import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api/client.ts';
import { progressFetch } from '@/lib/api/progress-fetch.ts';
import type {
  AdminSetting,
  BackupSchedule,
  BackupStrategyStatus,
  CloudLoginRequest,
  EntitlementUploadResult,
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

/** Query keys of the wizard's reads, named after their operations. */
export const startupKeys = {
  getStartupState: ['getStartupState'] as const,
  getAdminSetting: ['getAdminSetting'] as const,
  getBackupStrategyStatus: ['getBackupStrategyStatus'] as const,
  getBackupSchedule: ['getBackupSchedule'] as const,
  getRevisionSettings: ['getRevisionSettings'] as const,
  getCountryList: ['getCountryList'] as const,
  getResellerList: (country: string) => ['getResellerList', country] as const,
  getOrgList: ['getOrgList'] as const,
  getRemoteAccess: ['getRemoteAccess'] as const,
  getLicenseSelf: ['getLicenseSelf'] as const,
  getSamlSettings: ['getSamlSettings'] as const,
};

// ---------------------------------------------------------------------------------------------------------------
// startup state and settings

export function getStartupState(): Promise<StartupState> {
  return call(api.GET('/gui/startup/state'));
}
export function useGetStartupState() {
  return useQuery({ queryKey: startupKeys.getStartupState, queryFn: getStartupState, staleTime: Infinity });
}

/** The firmware-upgrade-check setting; the console assumes 1 (check on) when the call fails. */
export async function getAdminSetting(): Promise<AdminSetting> {
  try {
    return await call(api.GET('/gui/cli/global/system/admin/setting'));
  } catch {
    return { 'firmware-upgrade-check': 1 };
  }
}
export function useGetAdminSetting() {
  return useQuery({ queryKey: startupKeys.getAdminSetting, queryFn: getAdminSetting, staleTime: Infinity });
}

export function getBackupStrategyStatus(): Promise<BackupStrategyStatus> {
  return call(api.GET('/gui/backup_strategy_status'));
}
export function useGetBackupStrategyStatus() {
  return useQuery({ queryKey: startupKeys.getBackupStrategyStatus, queryFn: getBackupStrategyStatus, staleTime: Infinity });
}

/** Marks the backup strategy as set up, so the wizard does not offer the step again. */
export function setBackupStrategyStatus(): Promise<BackupStrategyStatus> {
  return call(api.POST('/gui/backup_strategy_status', { body: { changed: true } }));
}
export function useSetBackupStrategyStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setBackupStrategyStatus,
    onSuccess: (status) => qc.setQueryData(startupKeys.getBackupStrategyStatus, status),
  });
}

export function getBackupSchedule(): Promise<BackupSchedule> {
  return call(api.GET('/gui/cli/global/system/backup/all-settings'));
}
export function useGetBackupSchedule(enabled = true) {
  return useQuery({ queryKey: startupKeys.getBackupSchedule, queryFn: getBackupSchedule, enabled });
}
export function setBackupSchedule(schedule: BackupSchedule): Promise<BackupSchedule> {
  return call(api.PUT('/gui/cli/global/system/backup/all-settings', { body: schedule }));
}
export function useSetBackupSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setBackupSchedule,
    onSuccess: (saved) => qc.setQueryData(startupKeys.getBackupSchedule, saved),
  });
}

export function getRevisionSettings(): Promise<RevisionSettings> {
  return call(api.GET('/gui/startup/revision-settings'));
}
export function useGetRevisionSettings(enabled = true) {
  return useQuery({ queryKey: startupKeys.getRevisionSettings, queryFn: getRevisionSettings, enabled });
}
export function setRevisionSettings(settings: RevisionSettings): Promise<RevisionSettings> {
  return call(api.PUT('/gui/startup/revision-settings', { body: settings }));
}
export function useSetRevisionSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setRevisionSettings,
    onSuccess: (saved) => qc.setQueryData(startupKeys.getRevisionSettings, saved),
  });
}

export function setHostname(hostname: string): Promise<HostnameChange> {
  return call(api.POST('/gui/startup/hostname', { body: { hostname } }));
}
/** Errors carry `fields.hostname` (ApiError) for the form. */
export function useSetHostname() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setHostname,
    onSuccess: ({ hostname }) =>
      qc.setQueryData<StartupState>(startupKeys.getStartupState, (s) => (s ? { ...s, hostname, hostname_set: true } : s)),
  });
}

/**
 * The password step, through the shell's changePassword operation: the user name, an empty old password (the
 * default password is empty) and the new one. Errors carry `fields` (newpasswd, oldpasswd, user) and the server's text.
 */
export function changeStartupPassword(username: string, newPassword: string): Promise<unknown> {
  return call(api.POST('/gui/sys/admin/password', { body: { username, old_password: '', new_password: newPassword } }));
}
export function useChangeStartupPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ username, newPassword }: { username: string; newPassword: string }) => changeStartupPassword(username, newPassword),
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

/** Throws RegistrationError with the joined errors ('Unknown error.' when none) when the answer is a failure. */
function okAnswer(text: string): TaggedAnswer {
  const answer = parseTaggedText(text);
  if (answer.status !== 'ok') throw new RegistrationError(taggedErrorMessage(answer));
  return answer;
}

export function getCountryList(): Promise<RegistrationChoice[]> {
  return call(api.GET('/gui/register/countries'));
}
export function useGetCountryList(enabled = true) {
  return useQuery({ queryKey: startupKeys.getCountryList, queryFn: getCountryList, enabled, staleTime: Infinity });
}

export async function getOrgList(): Promise<RegistrationChoice[]> {
  return okAnswer(await call(api.POST('/gui/register/getOrgList', { parseAs: 'text' }))).items;
}
export function useGetOrgList(enabled = true) {
  return useQuery({ queryKey: startupKeys.getOrgList, queryFn: getOrgList, enabled });
}

export async function getResellerList(country: string): Promise<RegistrationChoice[]> {
  return okAnswer(await call(api.POST('/gui/register/getResellerList', { body: { country }, parseAs: 'text' }))).items;
}
/** Reloads whenever the country changes; idle without a country. */
export function useGetResellerList(country: string | undefined) {
  return useQuery({
    queryKey: startupKeys.getResellerList(country ?? ''),
    queryFn: () => getResellerList(country!),
    enabled: !!country,
    staleTime: Infinity,
  });
}

/** Resolves with the service's message (or undefined); a failed registration throws RegistrationError. */
export async function registerExistingUser(request: RegisterExistingUserRequest): Promise<string | undefined> {
  return okAnswer(await call(api.POST('/gui/register/registerExistingUser', { body: request, parseAs: 'text' }))).msg;
}
export function useRegisterExistingUser() {
  return useMutation({ mutationFn: registerExistingUser });
}

export async function registerExistingContract(request: RegisterExistingContractRequest): Promise<string | undefined> {
  return okAnswer(await call(api.POST('/gui/register/registerExistingContract', { body: request, parseAs: 'text' }))).msg;
}
export function useRegisterExistingContract() {
  return useMutation({ mutationFn: registerExistingContract });
}

export async function loginFgtCloud(request: CloudLoginRequest): Promise<string | undefined> {
  return okAnswer(await call(api.POST('/gui/register/loginFgtCloud', { body: request, parseAs: 'text' }))).msg;
}
export function useLoginFgtCloud() {
  return useMutation({ mutationFn: loginFgtCloud });
}

export async function getRemoteAccess(): Promise<boolean> {
  return okAnswer(await call(api.POST('/gui/register/getRemoteAccess', { parseAs: 'text' }))).enable === 1;
}
export function useGetRemoteAccess(enabled = true) {
  return useQuery({ queryKey: startupKeys.getRemoteAccess, queryFn: getRemoteAccess, enabled });
}
export async function setRemoteAccess(enable: boolean): Promise<boolean> {
  const answer = okAnswer(
    await call(api.POST('/gui/register/setRemoteAccess', { body: { enable: enable ? 1 : 0 }, parseAs: 'text' })),
  );
  return answer.enable === undefined ? enable : answer.enable === 1;
}
export function useSetRemoteAccess() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setRemoteAccess,
    onSuccess: (enabled) => qc.setQueryData(startupKeys.getRemoteAccess, enabled),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// entitlement file, licence, single sign-on

/** The entitlement file (multipart: key filepath, packettype fgtkey), with the upload's progress when asked. */
export function uploadEntitlementFile(file: File, onProgress?: (percent: number) => void): Promise<EntitlementUploadResult> {
  return call(
    api.POST('/flatui/api/gui/adom/um/package/upload', {
      body: { file: file as unknown as string, key: 'filepath', packettype: 'fgtkey' },
      bodySerializer: (b) => {
        const form = new FormData();
        form.append('key', b.key);
        form.append('packettype', b.packettype);
        form.append('file', file, file.name);
        return form;
      },
      ...(onProgress ? { fetch: progressFetch(onProgress) } : {}),
    }),
  );
}

export function getLicenseSelf(): Promise<LicenseSelf> {
  return call(api.GET('/gui/um/license/self'));
}
export function useGetLicenseSelf(enabled = true) {
  return useQuery({ queryKey: startupKeys.getLicenseSelf, queryFn: getLicenseSelf, enabled });
}

/** The real calls for `importEntitlement` (logic/entitlement.ts); the licence poll uses getLicenseSelf. */
export const entitlementCalls: EntitlementDeps = { upload: uploadEntitlementFile, getLicence: getLicenseSelf };

export function getSamlSettings(): Promise<SamlSettings> {
  return call(api.GET('/gui/cli/global/system/saml'));
}
export function useGetSamlSettings(enabled = true) {
  return useQuery({ queryKey: startupKeys.getSamlSettings, queryFn: getSamlSettings, enabled });
}
export function setSamlSettings(settings: SamlSettings): Promise<SamlSettings> {
  return call(api.PUT('/gui/cli/global/system/saml', { body: settings }));
}
export function useSetSamlSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setSamlSettings,
    onSuccess: (saved) => qc.setQueryData(startupKeys.getSamlSettings, saved),
  });
}
