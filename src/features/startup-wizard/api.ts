import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api/client.ts';
import type {
  AdminSetting,
  BackupDoneMessage,
  BackupFileMeta,
  BackupResultMessage,
  BackupSchedule,
  BackupStrategyStatus,
  CloudLoginRequest,
  EntitlementUploadResult,
  FirmwareUpgradeResult,
  HostnameChange,
  ImageArchive,
  ImageDownloadResult,
  ImageValidation,
  LicenseSelf,
  RegisterExistingContractRequest,
  RegisterExistingUserRequest,
  RegistrationChoice,
  RevisionSettings,
  SamlSettings,
  StartupState,
  SystemBackupStarted,
  TaskProgress,
} from '@generated/types/entities.ts';
import { parseTaggedText, RegistrationError, taggedErrorMessage, type TaggedAnswer } from './logic/tagged-text.ts';
import type { UpgradeDeps, UpgradeImage } from './logic/upgrade.ts';
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
// the wizard's firmware upgrade chain

export function downloadImage(image: UpgradeImage): Promise<ImageDownloadResult> {
  return call(
    api.POST('/gui/um/image/download', {
      body: { objid: image.objid, platform: image.platform, version: image.version, create_task: 1 },
    }),
  );
}
export function getTaskProgress(taskid: number): Promise<TaskProgress> {
  return call(api.GET('/gui/um/task/{taskid}', { params: { path: { taskid } } }));
}
export function archiveImage(file: string): Promise<ImageArchive> {
  return call(api.POST('/gui/um/image/archive', { body: { file } }));
}
export function validateImage(filepath: string): Promise<ImageValidation> {
  return call(api.POST('/gui/sys/firmware/validate', { body: { filepath } }));
}
/** Starts the backup only; follow it with `subscribeBackup` (or use `backupSystemDbAndWait`). */
export function backupSystemDb(password: string): Promise<SystemBackupStarted> {
  return call(api.POST('/gui/sys/db/backup', { body: { password } }));
}
export function upgradeFirmware(filepath: string): Promise<FirmwareUpgradeResult> {
  return call(api.POST('/gui/sys/firmware/upgrade', { body: { filepath } }));
}

/** URL of the finished backup file (downloadSystemBackup), for a download link. */
export function backupDownloadUrl(meta: BackupFileMeta): string {
  const q = new URLSearchParams({ filepath: meta.filepath, downloadname: meta.downloadname });
  return `${globalThis.location?.origin ?? ''}/api/gui/sys/db/backup/file?${q}`;
}

/** Hands a finished backup to the browser's download. */
export function saveBackupFile(meta: BackupFileMeta): void {
  const a = document.createElement('a');
  a.href = backupDownloadUrl(meta);
  a.download = meta.downloadname;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/** The console's websocket (the dev and preview servers proxy it to the appliance or the mock socket). */
export function socketUrl(): string {
  const loc = globalThis.location;
  if (!loc) return 'ws://localhost/api/ws';
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/api/ws`;
}

export interface BackupSocket {
  /** resolves with the finished file, rejects with the error message of a failed backup */
  done: Promise<BackupFileMeta>;
  /** subscribe to one backup's messages (request_id from backupSystemDb) */
  subscribe: (requestId?: string) => void;
  close: () => void;
}

const BACKUP_TIMEOUT_MS = 30 * 60_000;

/**
 * Opens the websocket and waits until it is connected, so that no message of the backup about to start is missed.
 * Messages follow specs/schemas/backup-result-message.schema.json.
 */
export function openBackupSocket(
  onPercent: (percent: number) => void,
  { url = socketUrl(), timeoutMs = BACKUP_TIMEOUT_MS }: { url?: string; timeoutMs?: number } = {},
): Promise<BackupSocket> {
  return new Promise((resolveOpen, rejectOpen) => {
    const ws = new WebSocket(url);
    let requestId: string | undefined;
    let settle: { resolve: (m: BackupFileMeta) => void; reject: (e: Error) => void };
    const done = new Promise<BackupFileMeta>((resolve, reject) => (settle = { resolve, reject }));
    // the caller may fail before awaiting `done`; keep that from surfacing as an unhandled rejection
    done.catch(() => {});
    const timer = setTimeout(() => {
      settle.reject(new Error('The backup did not finish in time.'));
      ws.close();
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      ws.close();
    };
    ws.onopen = () =>
      resolveOpen({
        done,
        subscribe: (id) => {
          requestId = id;
          ws.send(JSON.stringify({ type: 'subscribe', topic: 'backup', ...(id ? { request_id: id } : {}) }));
        },
        close: finish,
      });
    ws.onerror = () => {
      rejectOpen(new Error('Cannot connect to the appliance.'));
      settle.reject(new Error('The connection to the appliance was lost.'));
      clearTimeout(timer);
    };
    ws.onclose = () => {
      clearTimeout(timer);
      settle.reject(new Error('The connection to the appliance was lost.'));
    };
    ws.onmessage = (event) => {
      let m: BackupResultMessage;
      try {
        m = JSON.parse(String(event.data)) as BackupResultMessage;
      } catch {
        return;
      }
      if (m?.topic !== 'backup' || (requestId && m.request_id && m.request_id !== requestId)) return;
      if (m.status === 'progress') onPercent(m.percent);
      else if (m.status === 'done') {
        settle.resolve((m as BackupDoneMessage).meta);
        finish();
      } else if (m.status === 'error') {
        settle.reject(new Error(m.message));
        finish();
      }
    };
  });
}

/** Backs up the system database and resolves when the websocket reports the finished file. */
export async function backupSystemDbAndWait(password: string, onPercent: (percent: number) => void): Promise<BackupFileMeta> {
  const socket = await openBackupSocket(onPercent);
  try {
    const started = await backupSystemDb(password);
    socket.subscribe(started.request_id);
    return await socket.done;
  } finally {
    socket.close();
  }
}

/** The real calls for `runStartupUpgrade` (logic/upgrade.ts). */
export const upgradeCalls: UpgradeDeps = {
  downloadImage,
  getTaskProgress,
  archiveImage,
  validateImage,
  backupSystemDb: backupSystemDbAndWait,
  saveBackup: saveBackupFile,
  upgradeFirmware,
};

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

export function uploadEntitlementFile(file: File): Promise<EntitlementUploadResult> {
  return call(
    api.POST('/flatui/api/gui/adom/um/package/upload', {
      body: { file: file as unknown as string, key: 'filepath', packettype: 'fgtkey' },
      bodySerializer: (b) => {
        const form = new FormData();
        form.append('key', b.key);
        form.append('packettype', b.packettype);
        form.append('file', b.file as unknown as Blob, file.name);
        return form;
      },
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
