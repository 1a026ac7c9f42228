/**
 * 200 administrators' creates at once through the validating proxy: every one is kept, in the list at once and
 * after the appliance restarts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAppliance, type ApplianceUnderTest } from './support/appliance.ts';

let appliance: ApplianceUnderTest;
beforeAll(async () => {
  appliance = await startAppliance();
});
afterAll(async () => {
  await appliance?.stop();
});

const names = Array.from({ length: 200 }, (_, i) => `burst-${String(i).padStart(3, '0')}`);
const listed = (body: unknown) => (body as { name: string }[]).map((o) => o.name).filter((n) => n.startsWith('burst-')).sort();

it('keeps all of 200 concurrent creates', async () => {
  const caller = appliance.as();
  // root is in workspace mode: the administrator locks it first
  expect((await caller.call({ op: 'lockAdom', path: { oid: 3 } })).status).toBe(200);
  const answers = await Promise.all(
    names.map((name, i) => caller.call({ op: 'createConfigObject', path: { adom: 'root', kind: 'vap' }, body: { name, ssid: `Burst ${i}`, security: 'open', vlanid: 100 + (i % 3000), band: 'dual' } })),
  );
  expect(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
  expect(answers.filter((a) => a.violations)).toEqual([]);
  expect(listed((await caller.call({ op: 'listConfigObjects', path: { adom: 'root', kind: 'vap' } })).body)).toEqual(names);
  await appliance.restart();
  expect(listed((await caller.call({ op: 'listConfigObjects', path: { adom: 'root', kind: 'vap' } })).body)).toEqual(names);
});
