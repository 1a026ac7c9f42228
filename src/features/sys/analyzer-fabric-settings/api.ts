// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { AnalyzerFabric, AnalyzerFabricSettings } from '@generated/types/entities.ts';
import { apiQueryKey, useApiMutation, useApiQuery } from '@/lib/api/operations.ts';

export type { AnalyzerFabric, AnalyzerFabricSettings };
export type FabricMember = AnalyzerFabric['members'][number];

/** The fabric: role, settings and members. */
export function useAnalyzerFabric() {
  return useApiQuery('getAnalyzerFabric', undefined, { select: (d) => d as AnalyzerFabric });
}

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

/** Saves the settings; the fabric is read again. */
export function useSaveAnalyzerFabricSettings() {
  const qc = useQueryClient();
  return useApiMutation('saveAnalyzerFabricSettings', {
    toInit: (form: AnalyzerFabricSettings) => ({ body: settingsBody(form) }),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiQueryKey('getAnalyzerFabric') }),
  });
}
