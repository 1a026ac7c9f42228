import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSetting, PackageUploadResult, StartupState, SysInfo } from '@generated/types/entities.ts';
import { endpointKey, fetchEndpoint, type ApiData, type Endpoint, type OperationId } from '@/lib/api/endpoint.ts';
import { getAdminSetting, getStartupState, useSetHostname as useSetHostnameCall } from '@/lib/api/endpoints/startup.gen.ts';
import { useChangePassword } from '@/lib/api/endpoints/profile.gen.ts';
import { getSysInfo } from '@/lib/api/endpoints/session.gen.ts';
import { uploadUmPackage } from '@/lib/api/package-upload.ts';

/** The firmware-upgrade-check setting; the console assumes 1 (check on) when the call fails. */
export function readAdminSetting(signal?: AbortSignal): Promise<AdminSetting> {
  return fetchEndpoint(getAdminSetting, undefined, { signal }).catch(() => ({ 'firmware-upgrade-check': 1 }));
}
/** getAdminSetting, not generated as is: a setting that cannot be read is not a failure of the wizard. */
export function useAdminSetting() {
  const { staleTime, gcTime } = getAdminSetting.rule;
  return useQuery({ queryKey: endpointKey(getAdminSetting), queryFn: ({ signal }) => readAdminSetting(signal), staleTime, gcTime });
}

/** Not generated: a change that answers the saved value stores it as the read's answer, so the step need not read it again. */
export function useStoreAnswer<K extends OperationId>(read: Endpoint<K>) {
  const queryClient = useQueryClient();
  return (saved: ApiData<K>) => void queryClient.setQueryData(endpointKey(read), saved);
}

/** Not generated: patches the cached startup state after a step changed part of it. */
function usePatchStartupState() {
  const queryClient = useQueryClient();
  return (patch: (state: StartupState) => StartupState) =>
    void queryClient.setQueryData<StartupState>(endpointKey(getStartupState), (s) => (s ? patch(s) : s));
}

/**
 * setHostname, the new name put into the startup state and the appliance's identity (the header's title); errors
 * carry `fields.hostname` (ApiError) for the form.
 */
export function useSetHostname() {
  const patch = usePatchStartupState();
  const queryClient = useQueryClient();
  return useSetHostnameCall({
    toInit: (hostname: string) => ({ body: { hostname } }),
    onSuccess: ({ hostname }) => {
      patch((s) => ({ ...s, hostname, hostname_set: true }));
      queryClient.setQueryData<SysInfo>(endpointKey(getSysInfo), (info) => (info ? { ...info, hostname } : info));
    },
  });
}

/**
 * After a firmware upgrade the unit restarts on the new version: its identity is read again, so the header shows the
 * version it runs (while it restarts the read fails, and the console reads it again once the unit answers).
 */
export function useReadIdentityAgain() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: endpointKey(getSysInfo) });
}

/**
 * The password step, through changePassword: the user name, an empty old password (the default password is empty)
 * and the new one; the startup state then knows the default password is gone. Errors carry `fields` and the server's text.
 */
export function useChangeStartupPassword() {
  const patch = usePatchStartupState();
  return useChangePassword({
    toInit: ({ username, newPassword }: { username: string; newPassword: string }) => ({
      body: { username, old_password: '', new_password: newPassword },
    }),
    onSuccess: () => patch((s) => ({ ...s, admin_has_default_pwd: false, need_change_password: 0 })),
  });
}

/** The entitlement file (packettype fgtkey), with the upload's progress when asked. */
export function uploadEntitlementFile(file: File, onProgress?: (percent: number) => void): Promise<PackageUploadResult> {
  return uploadUmPackage(file, 'fgtkey', onProgress);
}
