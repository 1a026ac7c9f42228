/**
 * The mock appliance remembers (scripts/appliance): for every rule, the change is made through the validating proxy,
 * and the read that must show it does; the proxy finds no violation in either. The rules' tables are
 * tests/contract/appliance/*.effects.ts, one per part of the appliance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppliance, type ApplianceUnderTest } from './support/appliance.ts';
import type { Answer, Caller } from './support/appliance.ts';
import type { Effect } from './support/effects.ts';

const tables = import.meta.glob<{ effects: Effect[] }>('./appliance/*.effects.ts', { eager: true });

let appliance: ApplianceUnderTest;
/** every change made, to be read again after the appliance has restarted */
const made: { effect: Effect; caller: Caller; before: unknown; written: Answer }[] = [];
beforeAll(async () => {
  appliance = await startAppliance();
});
afterAll(async () => {
  await appliance?.stop();
});

for (const [file, { effects }] of Object.entries(tables)) {
  describe(file.replace('./appliance/', '').replace('.effects.ts', ''), () => {
    for (const effect of effects) {
      it(effect.name, async () => {
        const caller = appliance.as(effect.persona);
        if (typeof effect.before === 'function') await effect.before(caller);
        else {
          for (const request of effect.before ?? []) {
            const answer = await caller.call(request);
            expect(answer.violations, `${request.op} (before)`).toBeNull();
            expect(answer.status, `${request.op} (before): ${JSON.stringify(answer.body)}`).toBeLessThan(300);
          }
        }
        const before = await caller.call(effect.read);
        expect(before.violations, `${effect.read.op} before the change`).toBeNull();
        const written = await caller.call(effect.write);
        expect(written.violations, `${effect.write.op}`).toBeNull();
        if (effect.status) expect(written.status, JSON.stringify(written.body)).toBe(effect.status);
        else expect(written.status, `${effect.write.op}: ${JSON.stringify(written.body)}`).toBeLessThan(300);
        const after = await caller.call(effect.read);
        expect(after.violations, `${effect.read.op} after the change`).toBeNull();
        expect(after.status).toBe(200);
        effect.expect(after.body, before.body, written);
        made.push({ effect, caller, before: before.body, written });
      });
    }
  });
}

describe('after the appliance restarts', () => {
  it('every change above is still shown', async () => {
    expect(made.length).toBeGreaterThan(0);
    await appliance.restart();
    for (const { effect, caller, before, written } of made) {
      const after = await caller.call(effect.read);
      expect(after.status, effect.name).toBe(200);
      (effect.afterRestart ?? effect.expect)(after.body, before, written);
    }
  });
});
