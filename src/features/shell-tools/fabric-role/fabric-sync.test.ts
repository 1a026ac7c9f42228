import { describe, expect, it } from 'vitest';
import type { FabricStats } from '@generated/types/entities.ts';
import { outOfSyncMembers } from './fabric-sync.ts';

type Member = FabricStats['members'][number];
const m = (name: string, in_sync: number, accepted: boolean): Member => ({ name, serial: name, role: 'member', in_sync, accepted });

describe('outOfSyncMembers', () => {
  it('counts accepted members whose in_sync is not 0', () => {
    const stats: FabricStats = {
      types: ['member'],
      members: [m('in-sync', 0, true), m('out', 1, true), m('other-code', 3, true), m('not-accepted', 1, false)],
    };
    expect(outOfSyncMembers(stats).map((x) => x.name)).toEqual(['out', 'other-code']);
  });

  it('is empty without stats', () => {
    expect(outOfSyncMembers(undefined)).toEqual([]);
  });
});
