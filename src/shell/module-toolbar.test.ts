import { describe, expect, it } from 'vitest';
import { moduleToolbarFor } from './module-toolbar.ts';

describe('moduleToolbarFor', () => {
  it.each([
    ['/dvm/main', 'deviceManager'],
    ['/dvm/main/devices/123', 'deviceManager'],
    ['/dvm/chassis', 'deviceManager'],
    ['/dvm/prvtmpl', 'template'],
    ['/dvm/firmwaretemplate/list', 'template'],
    ['/dvm/monitors', 'template'],
    ['/pno', 'provisioning'],
    ['/pno/policy', 'provisioning'],
    ['/fabric', 'fabric'],
    ['/fabric/connectors', 'fabric'],
    ['/fext', 'extender'],
    ['/fortiap', 'accessPoint'],
    ['/fortiap/centrallist', 'accessPoint'],
    ['/fortiswitch/templates/vlandefinition', 'switch'],
    ['/vpn/ipsec', 'ipsecVpn'],
    ['/vpn/ssl_list', 'sslVpn'],
    ['/vpn/ssl_portals', 'sslVpn'],
    ['/vpn/ssl_monitor', 'sslVpn'],
    // the screens of each prefix (specs/catalog/route-groups.json)
    ['/dvm/prvtmpl/system', 'template'],
    ['/dvm/prvtmpl/ipsec', 'template'],
    ['/dvm/prvtmpl/sdwan', 'template'],
    ['/pno/pkg', 'provisioning'],
    ['/pno/obj/address', 'provisioning'],
    ['/pno/obj/service', 'provisioning'],
    ['/fext/devices', 'extender'],
    ['/fext/templates', 'extender'],
    ['/rstadm', 'restrictedAdmin'],
    ['/rstadm/taskmonitor', 'restrictedAdmin'],
  ])('%s → %s', (path, toolbar) => {
    expect(moduleToolbarFor(path)?.toolbar).toBe(toolbar);
  });

  it.each([['/'], ['/dvm'], ['/dvm/mainx'], ['/fortiapx'], ['/vpn'], ['/vpn/ssl'], ['/logview/threat_hunting'], ['/fortiguard/license'], ['/sys/taskmonitor']])(
    '%s → empty toolbar',
    (path) => {
      expect(moduleToolbarFor(path)).toBeNull();
    },
  );
});
