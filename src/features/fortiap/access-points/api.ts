// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useApiQuery } from '@/lib/api/operations.ts';
import { useCurrentAdom } from '@/lib/session/index.ts';

const ALL = 'All_FortiGate' as const;

/** The ADOM's access points as configured (wireless-controller wtp). */
export function useWtps() {
  const adom = useCurrentAdom().data;
  return useApiQuery('listWtps', { params: { path: { adomOid: adom?.oid ?? 0 }, query: { scope_member: ALL } } }, { enabled: !!adom });
}

/** Their live state (connected, clients, address), as the FortiGates report it. */
export function useApStatus() {
  const adom = useCurrentAdom().data;
  return useApiQuery('listApStatus', { params: { path: { adom: adom?.name ?? '' } } }, { enabled: !!adom, retry: false });
}

/** Whether the ADOM manages its access points centrally. */
export function useApManagement() {
  const adom = useCurrentAdom().data;
  return useApiQuery('getApManagement', { params: { path: { adom: adom?.name ?? '' } } }, { enabled: !!adom });
}
