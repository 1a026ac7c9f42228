import { describe, expect, it } from 'vitest';
import { deviceVersion, mustUpgradeManually, productCodeOfDevice, psirtPlatformOfDevice } from './products.ts';
import type { OsType } from './types.ts';

describe('psirtPlatformOfDevice: the product a managed device is matched as', () => {
  it.each([
    ['FortiGate', 'FortiGate-60F', 'FortiOS', 'FGT'],
    ['FortiGate', 'FortiWiFi-61F', 'FortiOS', 'FGT'],
    ['FortiGate', 'FortiGate-600F', 'FortiOS', 'FGT'],
    ['FortiGate', 'FortiGate-7040E', 'FortiOS-6K7K', 'FGT'],
    ['FortiGate', 'FortiGate-6300F', 'FortiOS-6K7K', 'FGT'],
    ['FortiCarrier', 'FortiGate-3000F', 'FortiOS', 'FGT'],
    ['FortiFirewall', 'FortiFirewall-3980E', 'FortiOS', 'FGT'],
    ['FortiFirewallCarrier', 'FortiFirewall-3980E', 'FortiOS', 'FGT'],
    ['FortiProxy', 'FortiProxy-VM64', 'FortiProxy', 'FPX'],
    ['FortiAnalyzer', 'FortiAnalyzer-3500G', 'FortiAnalyzer', 'FAZ'],
    ['FortiManager', 'FortiManager-3000G', 'FortiManager', 'FMG'],
  ] as Array<[OsType, string, string, string]>)('%s on %s → %s (%s)', (os_type, platform, psirt, product) => {
    expect(psirtPlatformOfDevice({ os_type, platform })).toBe(psirt);
    expect(productCodeOfDevice({ os_type })).toBe(product);
  });

  it('reads the version from frmversion and _patch', () => {
    expect(deviceVersion({ frmversion: '7.0', _patch: 6 })).toBe('7.0.6');
    expect(deviceVersion({ frmversion: '7.2', _patch: 10 })).toBe('7.2.10');
  });

  it('only analyzers and managers are upgraded manually', () => {
    expect(mustUpgradeManually('FortiAnalyzer')).toBe(true);
    expect(mustUpgradeManually('FortiManager')).toBe(true);
    expect(mustUpgradeManually('FortiGate')).toBe(false);
    expect(mustUpgradeManually('FortiProxy')).toBe(false);
    expect(mustUpgradeManually(null)).toBe(false);
  });
});

describe('the products catalogue (specs/catalog/products.json)', () => {
  it('covers every OS type a managed device can report, each in a listed Device Type View group', async () => {
    const { products } = await import('@generated/catalog/products.ts');
    const schema = (await import('../../../../../specs/schemas/managed-device.schema.json')).default as {
      properties: { os_type: { enum: string[] } };
    };
    const groups = new Set(products.deviceTypeGroups.map((g) => g.key));
    expect(Object.keys(products.osTypes).sort()).toEqual([...schema.properties.os_type.enum].sort());
    for (const entry of Object.values(products.osTypes)) expect(groups.has(entry.deviceTypeGroup)).toBe(true);
  });
});
