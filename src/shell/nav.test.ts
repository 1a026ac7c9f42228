import { describe, expect, it } from 'vitest';
import { capabilities } from '@/lib/permissions/capabilities.ts';
import { superAdminConfig } from '@/lib/permissions/testing/system-config.ts';
import { selectedNavKey, sideNav, type NavItem } from './nav.ts';

const base = superAdminConfig;

const labels = (items: NavItem[]) => items.map((i) => i.label);
const find = (items: NavItem[], key: string): NavItem | undefined =>
  items.flatMap((i) => [i, ...(i.children ?? [])]).find((i) => i.key === key);

describe('sideNav', () => {
  it('manager super admin: device groups, dashboards, vulnerabilities, system', () => {
    const nav = sideNav(capabilities(base));
    expect(labels(nav)).toEqual([
      'Home',
      'Device Manager',
      'Policy & Objects',
      'Access Points',
      'Update and Licence Services',
      'Switches',
      'VPN',
      'FortiExtenders',
      'Security Fabric',
      'FortiView and Monitors',
      'Vulnerabilities',
      'System',
    ]);
    expect(find(nav, 'fortiap')?.path).toBe('/fortiap/centrallist');
    expect(find(nav, 'pno')?.path).toBe('/pno/pkg');
    expect(find(nav, 'vpn')?.path).toBe('/vpn/ipsec');
    expect(find(nav, 'fext')?.path).toBe('/fext/devices');
    expect(find(nav, 'fabric')?.path).toBe('/fabric/connectors');
    expect(find(nav, 'fortiview-noc')?.path).toBe('/fortiview/noc/fmg-dash1');
    expect(find(nav, 'sys.taskmonitor')?.path).toBe('/sys/taskmonitor');
  });

  it('analyzer: logs and SOC, no device groups', () => {
    const nav = sideNav(capabilities({ ...base, variant: 'analyzer', features: { ...base.features, analyzer: true, manager: false } }));
    expect(labels(nav)).toEqual(['Home', 'Security Operations', 'Log View', 'FortiView and Monitors', 'Vulnerabilities', 'System']);
    expect(find(nav, 'fortisoc')?.path).toBe('/fortisoc/soar/outbreakalerts');
  });

  it('restricted admin: only the task monitor, on the restricted-admin page', () => {
    const nav = sideNav(
      capabilities({
        ...base,
        restricted_admin: true,
        user_profile: { ...base.user_profile, super_user_profile: false, permissions: { ...base.user_profile.permissions, device_manager: 'none', system_setting: 'read' } },
      }),
    );
    expect(labels(nav)).toEqual(['Home', 'System']);
    expect(nav[1].children?.map((c) => c.path)).toEqual(['/rstadm/taskmonitor']);
  });
});

describe('selectedNavKey', () => {
  const nav = sideNav(capabilities({ ...base, features: { ...base.features, analyzer: true } }));
  it.each([
    ['/', 'home'],
    ['/fortiap/wifitemplates/ssids', 'fortiap'],
    ['/dvm/prvtmpl/sdwan', 'dvm'],
    ['/pno/obj/address', 'pno'],
    ['/vpn/ssl_portals', 'vpn'],
    ['/fext/templates', 'fext'],
    ['/fabric/connectors', 'fabric'],
    ['/fortiview/ftv/faz-performance-monitor', 'fortiview-ftv'],
    ['/fortiview/noc/custom_view/abc', 'fortiview-noc'],
    ['/sys/taskmonitor', 'sys.taskmonitor'],
    ['/sys/fazfabric/settings', 'sys.fazfabric.settings'],
    ['/vulnerabilities', 'vulnerabilities'],
    ['/nowhere', null],
  ])('%s → %s', (path, key) => {
    expect(selectedNavKey(nav, path)).toBe(key);
  });
});
