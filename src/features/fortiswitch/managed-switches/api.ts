import { useApiQuery } from '@/lib/api/operations.ts';
import { useCurrentAdom } from '@/lib/session/index.ts';

const ALL = 'All_FortiGate' as const;

/** The ADOM's switches (fsp managed-switch). */
export function useManagedSwitches() {
  const adom = useCurrentAdom().data;
  return useApiQuery('listManagedSwitches', { params: { path: { adomOid: adom?.oid ?? 0 }, query: { scope_member: ALL } } }, { enabled: !!adom });
}
