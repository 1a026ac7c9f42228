/**
 * The mock appliance restarts as a unit does (POST /__mock/restart): what it kept is there afterwards, and a console
 * using it meanwhile sees no failed call (the front holds requests until the new process answers).
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

it('keeps what was changed across a restart, and answers every call made during it', async () => {
  const caller = appliance.as();
  const saved = { useGlobalTheme: false, userTheme: 'dark', globalTheme: 'light', avatar: null };
  expect((await caller.call({ op: 'saveProfile', body: saved })).status).toBe(200);
  const pid = appliance.mock.children.find((c) => c.label === 'appliance')?.pid;
  const restart = await fetch(`${appliance.mock.applianceUrl}/__mock/restart`, { method: 'POST' });
  expect(restart.status).toBe(202);
  // a console polling all along
  const during = await Promise.all(
    Array.from({ length: 40 }, async (_, i) => {
      await new Promise((r) => setTimeout(r, i * 50));
      return caller.call({ op: i % 2 ? 'getProfile' : 'getSysInfo' });
    }),
  );
  expect(during.map((a) => a.status)).toEqual(during.map(() => 200));
  expect(during.filter((a) => a.violations)).toEqual([]);
  const after = await caller.call({ op: 'getProfile' });
  expect(after.body).toEqual(saved);
  expect(appliance.mock.children.find((c) => c.label === 'appliance')?.pid).not.toBe(pid);
});
