// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { fetchEndpoint } from '@/lib/api/endpoint.ts';
import { installLatestRevision, retrieveDeviceConfig, revertDeviceConfig } from '@/lib/api/endpoints/devices.gen.ts';

export type ConfigAction = 'retrieve' | 'revert' | 'install';

/** Starts retrieve, revert or install-latest for the devices; answers the task to await. Not generated: one of three operations. */
export async function startConfigAction(action: ConfigAction, adomOid: number, oids: number[]): Promise<number> {
  const init = { params: { path: { adomOid } }, body: { oids } };
  const started =
    action === 'retrieve'
      ? await fetchEndpoint(retrieveDeviceConfig, init)
      : action === 'revert'
        ? await fetchEndpoint(revertDeviceConfig, init)
        : await fetchEndpoint(installLatestRevision, { body: { oids } });
  return started.taskid;
}
