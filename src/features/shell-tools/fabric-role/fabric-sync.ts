import type { FabricStats } from '@generated/types/entities.ts';

/** Members that count as a sync warning: accepted into the fabric and in_sync not 0 (unaccepted ones are not checked). */
export function outOfSyncMembers(stats: FabricStats | undefined): FabricStats['members'] {
  return (stats?.members ?? []).filter((m) => m.accepted && m.in_sync !== 0);
}
