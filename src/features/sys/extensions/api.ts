// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { ManagementExtension } from '@generated/types/entities.ts';
import { apiQueryKey, useApiMutation, useApiQuery } from '@/lib/api/operations.ts';

export type { ManagementExtension };

/** Resource use changes all the time: the list is read again this often (ms). */
export const EXTENSIONS_POLL_MS = 10_000;

/** The installed extensions with their state and resource use. */
export function useExtensions() {
  return useApiQuery('listExtensions', undefined, { select: (d) => d as ManagementExtension[], refetchInterval: EXTENSIONS_POLL_MS });
}

function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: apiQueryKey('listExtensions') });
}

/** Starts an extension. */
export function useStartExtension() {
  const refresh = useRefresh();
  return useApiMutation('startExtension', { toInit: (key: string) => ({ params: { path: { key } } }), onSuccess: refresh });
}

/** Stops an extension. */
export function useStopExtension() {
  const refresh = useRefresh();
  return useApiMutation('stopExtension', { toInit: (key: string) => ({ params: { path: { key } } }), onSuccess: refresh });
}

/** Whether an extension starts with the unit; the list is read again whatever the outcome. */
export function useSetExtensionEnabled() {
  const refresh = useRefresh();
  return useApiMutation('setExtensionEnabled', {
    toInit: ({ key, enabled }: { key: string; enabled: boolean }) => ({ params: { path: { key } }, body: { enabled } }),
    onSettled: refresh,
  });
}
