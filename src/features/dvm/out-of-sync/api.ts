// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client.ts';
import { apiQueryKey, useApiQuery } from '@/lib/api/operations.ts';

export type ConfigAction = 'retrieve' | 'revert' | 'install';

/** The ADOM's out-of-sync devices (closed review: no call). */
export function useOutOfSyncDevices(adomOid: number | null) {
  return useApiQuery('listOutOfSyncDevices', { params: { path: { adomOid: adomOid ?? 0 } } }, { enabled: adomOid !== null });
}

/** Fetches the ADOM's list again (after a task ended). */
export function useRefreshOutOfSync() {
  const qc = useQueryClient();
  return (adomOid: number) => qc.invalidateQueries({ queryKey: apiQueryKey('listOutOfSyncDevices', { params: { path: { adomOid } } }) });
}

/** Starts retrieve, revert or install-latest for the devices; answers the task to await. */
export async function startConfigAction(action: ConfigAction, adomOid: number, oids: number[]): Promise<number> {
  const body = { oids };
  const started =
    action === 'retrieve'
      ? await apiFetch('retrieveDeviceConfig', { params: { path: { adomOid } }, body })
      : action === 'revert'
        ? await apiFetch('revertDeviceConfig', { params: { path: { adomOid } }, body })
        : await apiFetch('installLatestRevision', { body });
  return started.taskid;
}

/** A device's revisions, newest first. */
export function useDeviceRevisions(deviceId: number | null) {
  return useApiQuery('listDeviceRevisions', { params: { path: { deviceId: deviceId ?? 0 } } }, { enabled: deviceId !== null });
}

export interface DiffRequest {
  deviceId: number;
  from: number;
  /** null: the device's current configuration */
  to: number | null;
  options: 'full' | 'changes';
}

/** The two configurations View Diff compares. */
export function useDeviceConfigDiff(request: DiffRequest | null) {
  const query = request
    ? request.to === null
      ? { from: request.from, options: request.options, current_config: true }
      : { from: request.from, to: request.to, options: request.options }
    : { from: 1 };
  return useApiQuery(
    'getDeviceConfigDiff',
    { params: { path: { deviceId: request?.deviceId ?? 0 }, query } },
    { enabled: request !== null, staleTime: 60_000 },
  );
}
