// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import type { SwitchFabric, SwitchFabricMember, SwitchPort, SwitchPorts } from '@generated/types/entities.ts';
import { useApiQuery } from '@/lib/api/operations.ts';

export type { SwitchFabric, SwitchFabricMember, SwitchPort, SwitchPorts };

/** The fabric monitor is read again as often as the fabric view of the spec (every 3 minutes). */
const FABRIC_REFRESH_MS = 180_000;

/** The switch fabric of every FortiGate of the ADOM (null: the ADOM is not known yet). */
export function useListSwitchFabrics(adomOid: number | null) {
  return useApiQuery(
    'listSwitchFabrics',
    { params: { path: { adomOid: adomOid ?? 0 }, query: { scope_member: 'All_FortiGate' } } },
    { enabled: adomOid !== null, refetchInterval: FABRIC_REFRESH_MS },
  );
}

/** Which switch's ports to read: the switch and the FortiGate that manages it. */
export interface PortsTarget {
  adomOid: number;
  fortigate: string;
  switchId: string;
}

/** The ports of one switch (null: none chosen). */
export function useListSwitchPorts(target: PortsTarget | null) {
  return useApiQuery(
    'listSwitchPorts',
    {
      params: {
        path: { adomOid: target?.adomOid ?? 0, device: target?.fortigate ?? '' },
        query: { mkey: target?.switchId ?? '' },
      },
    },
    { enabled: target !== null, refetchInterval: FABRIC_REFRESH_MS },
  );
}
