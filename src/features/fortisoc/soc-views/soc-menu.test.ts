import { describe, expect, it } from 'vitest';
import { socGroups } from './catalog.ts';
import { offeredGroups } from './logic/offered-views.ts';
import { socMenuItems, withSocViews, type SocMenuItem } from './soc-menu.ts';

describe('FortiSOC’s menu', () => {
  it('lists every view offered under its group', () => {
    const items = socMenuItems(offeredGroups(socGroups, 'FortiGate'));
    expect(items.map((i) => i.label)).toEqual(['Threats and origin', 'Policy and DNS', 'Applications and web', 'VPN, admin and system']);
    expect(items[1].children).toEqual([
      { path: '/fortisoc/socviews/policy-hits', label: 'Policy Hits' },
      { path: '/fortisoc/socviews/create-policy-by-hits', label: 'Create Policy by Hits' },
      { path: '/fortisoc/socviews/dns-logs', label: 'DNS Logs' },
      { path: '/fortisoc/socviews/ztna-servers', label: 'ZTNA Servers' },
    ]);
    // a group heading is no screen of its own
    expect(items.every((i) => i.path.includes('#'))).toBe(true);
  });

  it('opens the SOC Views entry of the catalogue’s menu into the views, and leaves the others', () => {
    const menu: SocMenuItem[] = [
      { path: '/fortisoc/soar/outbreakalerts', label: 'Outbreak Alerts' },
      { path: '/fortisoc/socviews', label: 'SOC Views' },
    ];
    const out = withSocViews(menu, offeredGroups(socGroups, 'FortiDDoS'));
    expect(out[0]).toBe(menu[0]);
    expect(out[1].children?.map((c) => c.label)).toEqual(['DDoS']);
    expect(out[1].children?.[0].children?.map((c) => c.label)).toEqual(['Top DDoS Sources', 'Top DDoS Destinations', 'DDoS Attack Types']);
  });
});
