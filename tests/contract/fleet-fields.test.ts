import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetFields } from '../../src/features/dvm/vulnerabilities/fleet-fields.ts';
import { startPrism, type MockServer } from './support/prism.ts';

let prism: MockServer;
beforeAll(async () => {
  prism = await startPrism();
});
afterAll(async () => {
  await prism?.stop();
});

/** The fleet calls as the vulnerability view sends them: 'fields' repeated, one attribute each (form, exploded). */
const calls: Array<[string, string, readonly string[]]> = [
  ['listManagedDevices', '/dvmdb/adom/root/device', fleetFields.devices],
  ['listWtps', '/pm/config/adom/3/obj/wireless-controller/wtp?scope_member=All_FortiGate', fleetFields.wtps],
  ['listManagedSwitches', '/pm/config/adom/3/obj/fsp/managed-switch?scope_member=All_FortiGate', fleetFields.switches],
  [
    'listExtensionControllerExtenders',
    '/pm/config/adom/3/obj/extension-controller/extender?scope_member=All_FortiGate',
    fleetFields.extenders,
  ],
  [
    'listExtenderControllerExtenders',
    '/pm/config/adom/root/obj/extender-controller/extender?scope_member=All_FortiGate',
    fleetFields.extenders,
  ],
];

const withFields = (path: string, fields: readonly string[]) =>
  `${prism.url}${path}${path.includes('?') ? '&' : '?'}${fields.map((f) => `fields=${encodeURIComponent(f)}`).join('&')}`;

describe("the fleet calls' fields parameter", () => {
  it.each(calls)('%s accepts the fields the view asks for', async (_id, path, fields) => {
    const res = await fetch(withFields(path, fields));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
  });

  it.each(calls)('%s refuses an attribute its objects do not have', async (_id, path) => {
    const res = await fetch(withFields(path, ['no-such-attribute']));
    expect(res.status).toBe(422);
  });
});
