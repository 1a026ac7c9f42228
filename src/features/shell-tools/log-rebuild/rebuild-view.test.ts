import { describe, expect, it } from 'vitest';
import { rebuildView } from './rebuild-view.ts';

describe('rebuildView', () => {
  it('is hidden when idle', () => {
    expect(rebuildView({ adom: null, percent: 0, phase: 'none', remain: 0 })).toBeNull();
    expect(rebuildView(undefined)).toBeNull();
  });

  it.each([
    ['adom', 'logRebuild.phaseAdom'],
    ['log_storage_upgrade', 'logRebuild.phaseLogStorageUpgrade'],
    ['sql_rebuild', 'logRebuild.phaseSqlRebuild'],
  ] as const)('%s shows its phase, percent and remaining time', (phase, label) => {
    expect(rebuildView({ adom: 'Finance', percent: 30, phase, remain: 540 })).toEqual({
      phase,
      phaseLabel: label,
      percent: 30,
      remain: 540,
      adom: phase === 'adom' ? 'Finance' : null,
    });
  });

  it('completed is full with no remaining time', () => {
    expect(rebuildView({ adom: null, percent: 99, phase: 'completed', remain: 3 })).toMatchObject({
      phaseLabel: 'logRebuild.phaseCompleted',
      percent: 100,
      remain: null,
    });
  });
});
