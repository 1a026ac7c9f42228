import { describe, expect, it } from 'vitest';
import { dirtyItems } from './objects.ts';

const adom = { adom: 'root', kind: 'x' };

describe('the unsaved work an object change makes', () => {
  it.each([
    [
      'a firewall policy: the policy package it belongs to',
      { label: 'Firewall Policy', keyField: 'name', dirty: { type: 'policy_package', nameField: 'package' } } as const,
      [{ name: 'lan-to-dc', package: 'default' }],
      [{ type: 'policy_package', name: 'default', adom: 'root' }],
    ],
    [
      'a firewall policy moved to another package: both packages, once each',
      { label: 'Firewall Policy', keyField: 'name', dirty: { type: 'policy_package', nameField: 'package' } } as const,
      [
        { name: 'lan-to-dc', package: 'default' },
        { name: 'lan-to-dc', package: 'dc-edge' },
        { name: 'web-dmz', package: 'dc-edge' },
      ],
      [
        { type: 'policy_package', name: 'default', adom: 'root' },
        { type: 'policy_package', name: 'dc-edge', adom: 'root' },
      ],
    ],
    [
      'a policy package: itself',
      { label: 'Policy Package', keyField: 'name', dirty: { type: 'policy_package', nameField: 'name' } } as const,
      [{ name: 'dc-edge' }],
      [{ type: 'policy_package', name: 'dc-edge', adom: 'root' }],
    ],
    [
      'an address: its object category, by the name the catalogue gives',
      { label: 'Address', keyField: 'name', dirty: { type: 'object_category', name: 'Firewall Addresses' } } as const,
      [{ name: 'branch-lan' }],
      [{ type: 'object_category', name: 'Firewall Addresses', adom: 'root' }],
    ],
    [
      'a kind the catalogue says nothing of: the object category of its label',
      { label: 'SSID', keyField: 'name' } as const,
      [{ name: 'cafe-wifi' }],
      [{ type: 'object_category', name: 'SSID', adom: 'root' }],
    ],
  ])('%s', (_rule, kind, objects, items) => {
    expect(dirtyItems(adom, kind, objects)).toEqual(items);
  });

  it("a device's own objects: the device, whatever the kind", () => {
    const kind = { label: 'Firewall Policy', keyField: 'name', dirty: { type: 'policy_package', nameField: 'package' } } as const;
    expect(dirtyItems({ ...adom, device: 'BR-DET-001' }, kind, [{ name: 'p', package: 'default' }])).toEqual([{ type: 'device', name: 'BR-DET-001', adom: 'root' }]);
  });
});
