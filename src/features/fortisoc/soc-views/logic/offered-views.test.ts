import { describe, expect, it } from 'vitest';
import { socGroups } from '../catalog.ts';
import { firstOfferedView, isViewOffered, offeredGroups } from './offered-views.ts';

const keys = (product: string | undefined) => offeredGroups(socGroups, product).map((g) => g.key);

describe('offeredGroups: the ADOM’s product type chooses the views', () => {
  it.each([
    ['FortiGate', ['threats', 'policy-dns', 'apps-web', 'vpn-admin-system']],
    ['FortiMail', ['threats', 'policy-dns', 'apps-web', 'vpn-admin-system']],
    ['FortiClient', ['endpoint']],
    ['FortiDDoS', ['ddos']],
    ['FortiFirewall', ['firewall']],
    ['FortiFirewallCarrier', ['firewall']],
    ['FortiWeb', ['web-firewall']],
    [undefined, ['threats', 'policy-dns', 'apps-web', 'vpn-admin-system']],
  ])('%s → %j', (product, expected) => {
    expect(keys(product)).toEqual(expected);
  });

  it('a variant named by no product type is never offered', () => {
    const groups = [
      { key: 'main', views: [] },
      { key: 'odd', variant: 'ddos' as const, views: [] },
    ];
    expect(offeredGroups(groups, 'FortiDDoS').map((g) => g.key)).toEqual(['main']);
  });
});

describe('firstOfferedView and isViewOffered', () => {
  it('the bare address opens the first view of the first group offered', () => {
    expect(firstOfferedView(socGroups, 'FortiGate')?.key).toBe('top-threats');
    expect(firstOfferedView(socGroups, 'FortiClient')?.key).toBe('fct-threats');
    expect(firstOfferedView(socGroups, 'FortiWeb')?.key).toBe('waf-attacks');
  });

  it.each([
    ['FortiGate', 'policy-hits', true],
    ['FortiGate', 'ddos-sources', false],
    ['FortiDDoS', 'ddos-sources', true],
    ['FortiDDoS', 'top-threats', false],
    ['FortiWeb', 'waf-sources', true],
    ['FortiGate', 'no-such-view', false],
  ])('%s offers %s: %s', (product, key, expected) => {
    expect(isViewOffered(socGroups, product, key)).toBe(expected);
  });
});
