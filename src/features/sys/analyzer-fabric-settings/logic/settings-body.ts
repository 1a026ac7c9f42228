import type { AnalyzerFabricSettings } from '@generated/types/entities.ts';

/**
 * What the unit is sent of the settings form: the fields that apply to the chosen role (a supervisor has no upstream,
 * a member no approval nor sync settings); with the fabric off, only the status, role and name.
 */
export function settingsBody(form: AnalyzerFabricSettings): AnalyzerFabricSettings {
  const { status, role, fabric_name, upstream_ip, upstream_port, accept_auth_by_cert, sync_interval } = form;
  const body: AnalyzerFabricSettings = { status, role, fabric_name };
  if (status !== 'enable') return body;
  if (role === 'member') Object.assign(body, { upstream_ip, upstream_port });
  else {
    if (accept_auth_by_cert !== undefined) body.accept_auth_by_cert = accept_auth_by_cert;
    if (sync_interval !== undefined) body.sync_interval = sync_interval;
  }
  return body;
}
