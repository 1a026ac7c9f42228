/**
 * Test support: the spec's root ADOM cut down to a small fleet, so that jsdom renders it quickly: eight FortiGates
 * with their access points, switches and extenders, an analyzer and a proxy. The spec mock answers the device and
 * asset lists with it; PSIRT data, firmware templates, versions and licence come from the spec's examples as they are.
 */
import type { ApiData } from '@/lib/api/client.ts';
import { specExample, type MockApi } from '@/lib/api/testing/spec-mock.ts';

const rootDevices = specExample('listManagedDevices', 'rootAdom') as ApiData<'listManagedDevices'>;
const names = new Set([...rootDevices.slice(0, 8).map((d) => d.name), 'LOG-FAZ-01', 'DMZ-PROXY-01']);
const managed = <T extends { 'scope member': Array<{ name: string }> }>(items: T[]) =>
  items.filter((x) => names.has(x['scope member'][0]?.name ?? ''));

/** What the test appliance holds in its root ADOM (oid 3). */
export const fleet = {
  psirt: specExample('getPsirtData', 'rootAdom') as ApiData<'getPsirtData'>,
  devices: rootDevices.filter((d) => names.has(d.name)),
  wtps: managed(specExample('listWtps', 'rootAdom') as ApiData<'listWtps'>),
  switches: managed(specExample('listManagedSwitches', 'rootAdom') as ApiData<'listManagedSwitches'>),
  extensionExtenders: managed(specExample('listExtensionControllerExtenders', 'rootAdom') as ApiData<'listExtensionControllerExtenders'>),
  extenderExtenders: managed(specExample('listExtenderControllerExtenders', 'rootAdom') as ApiData<'listExtenderControllerExtenders'>),
  templates: specExample('listFirmwareTemplates', 'rootAdom') as ApiData<'listFirmwareTemplates'>,
  versions: specExample('listFirmwareVersions', 'rootAdom') as ApiData<'listFirmwareVersions'>,
};

/** Makes the mock answer the root ADOM's device and asset lists with the small fleet. */
export function answerWithFleet(mock: MockApi) {
  mock.reply('listManagedDevices', fleet.devices);
  mock.reply('listWtps', fleet.wtps);
  mock.reply('listManagedSwitches', fleet.switches);
  mock.reply('listExtensionControllerExtenders', fleet.extensionExtenders);
  mock.reply('listExtenderControllerExtenders', fleet.extenderExtenders);
}
