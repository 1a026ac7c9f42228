import { expect } from 'vitest';
import type { Request } from '../support/appliance.ts';
import type { Effect } from '../support/effects.ts';

/**
 * The object kinds behind the module toolbars of the spec's table that had no screen: the device manager's chassis,
 * provisioning templates and monitors, Policy & Objects, the fabric connectors, the FortiExtenders and VPN. For each
 * prefix a kind keeps what Create New adds and refuses a name already taken; changes of policy packages, firewall
 * policies and firewall objects are unsaved work of the workspace, listed by their item types.
 */

/** root is unlocked in the spec's ADOM list (oid 3) */
const lockRoot: Request = { op: 'lockAdom', path: { oid: 3 } };

const list = (kind: string, adom = 'root'): Request => ({ op: 'listConfigObjects', path: { adom, kind } });
const create = (kind: string, body: Record<string, unknown>, adom = 'root'): Request => ({ op: 'createConfigObject', path: { adom, kind }, body });
const update = (kind: string, name: string, body: Record<string, unknown>, adom = 'root'): Request => ({
  op: 'updateConfigObject',
  path: { adom, kind, name },
  body,
});
const remove = (kind: string, name: string, adom = 'root'): Request => ({ op: 'deleteConfigObject', path: { adom, kind, name } });
const dirty: Request = { op: 'listDirtyItems' };

const names = (objects: unknown) => (objects as Record<string, unknown>[]).map((o) => o.name);
const find = (objects: unknown, name: string) => (objects as Record<string, unknown>[]).find((o) => o.name === name);
const NAME_EXISTS = { code: -2, message: 'An object with the same name already exists.', fields: { name: 'An object with the same name already exists.' } };

/** A new object of a kind is listed as saved; the same name again is refused with the field error, the list unchanged. */
function keptAndRefused(prefix: string, kind: string, obj: Record<string, unknown>, taken: string): Effect[] {
  return [
    {
      name: `${prefix}: Create New ${kind} is listed with what was saved`,
      before: [lockRoot],
      write: create(kind, obj),
      read: list(kind),
      expect: (after, before) => {
        expect(names(before)).not.toContain(obj.name);
        expect(find(after, obj.name as string)).toEqual(obj);
        expect(names(after)).toEqual([...names(before), obj.name]);
      },
    },
    {
      name: `${prefix}: a ${kind} named ${taken}, a name already taken, is refused on its name; the list is unchanged`,
      before: [lockRoot],
      write: create(kind, { ...obj, name: taken }),
      status: 400,
      read: list(kind),
      expect: (after, before, written) => {
        expect(names(before)).toContain(taken);
        expect(written.body).toEqual(NAME_EXISTS);
        expect(after).toEqual(before);
      },
    },
  ];
}

const chassis = { name: 'DC3-CHASSIS-01', 'chassis-type': 'FortiGate-7121F', ip: '10.30.0.21', 'snmp-community': 'dc3-chassis-ro', 'slot-assignment': [] };
const systemTemplate = { name: 'branch-east', 'dns-primary': '96.45.45.45', 'ntp-type': 'fortiguard', timezone: 'America/New_York', devices: ['BR-NYC-001'] };
const ipsecTemplate = { name: 'spoke-inet-dc2', role: 'spoke', interface: 'wan1', 'remote-gw': 'vpn-dc2.example.com', authmethod: 'psk', psksecret: 'Spoke-Key-2025' };
const sdwanTemplate = { name: 'branch-triple', members: ['wan1', 'wan2', 'lte1'], 'load-balance-mode': 'source-ip-based' };
const monitor = { name: 'dc2-edge-cpu', device: 'DC2-EDGE-FW02', metric: 'cpu', threshold: 85, interval: 60, severity: 'high', status: 'enable' };
const address = { name: 'pos-terminals', type: 'ipmask', subnet: '192.168.60.0/24', 'associated-interface': 'pos' };
const service = { name: 'pos-app', category: 'General', protocol: 'TCP/UDP/SCTP', 'tcp-portrange': '9100-9102' };
const connector = { name: 'aws-prod-use1', type: 'aws', status: 'enable', 'use-metadata-iam': 'enable', region: 'us-east-1', 'update-interval': 60 };
const extenderTemplate = { name: 'fex-511g-stores', model: 'FEX-511G', extension: 'wan-extension', 'default-sim': 'sim1', 'login-password-change': 'no' };
const extender = { name: 'BR-NYC-001-FEX01', id: 'FX511GTF24000017', model: 'FEX-511G', 'scope member': [{ name: 'BR-NYC-001', vdom: 'root' }], authorized: 'enable' };
const community = { name: 'stores-star', topology: 'star', 'ike-version': '2', proposal: ['aes256gcm-prfsha384'], dhgrp: ['20'], authmethod: 'psk', 'psk-auto-generate': 'enable' };
const sslSettings = { name: 'CAMPUS-PDX-FW01', status: 'enable', port: 10443, 'source-interface': ['wan1'], servercert: 'Fortinet_Factory' };
const portal = { name: 'contractors', 'tunnel-mode': 'disable', 'web-mode': 'enable', heading: 'Contractor Portal', theme: 'jade' };
const sslMonitor = { name: 'campus-pdx-sslvpn', device: 'CAMPUS-PDX-FW01', 'max-users': 200, interval: 300, status: 'enable' };
const policy = {
  name: 'pos-to-dc',
  package: 'default',
  srcintf: ['pos'],
  dstintf: ['hub-vpn'],
  srcaddr: ['pos-terminals'],
  dstaddr: ['dc1-servers'],
  service: ['HTTPS'],
  schedule: 'always',
  action: 'accept',
};

export const effects: Effect[] = [
  ...keptAndRefused('/dvm/chassis', 'chassis', chassis, 'DC1-CHASSIS-01'),
  ...keptAndRefused('/dvm/prvtmpl', 'system-template', systemTemplate, 'branch-default'),
  ...keptAndRefused('/dvm/prvtmpl', 'ipsec-template', ipsecTemplate, 'spoke-inet-dc1'),
  ...keptAndRefused('/dvm/prvtmpl', 'sdwan-template', sdwanTemplate, 'branch-dual-inet'),
  ...keptAndRefused('/dvm/monitors', 'device-monitor', monitor, 'dc1-edge-cpu'),
  ...keptAndRefused('/pno', 'address', address, 'branch-lan'),
  ...keptAndRefused('/pno', 'service', service, 'HTTPS'),
  ...keptAndRefused('/pno', 'firewall-policy', policy, 'lan-to-internet'),
  ...keptAndRefused('/pno', 'policy-package', { name: 'retail-stores', 'ngfw-mode': 'profile-based', 'central-nat': 'disable' }, 'default'),
  ...keptAndRefused('/fabric', 'fabric-connector', connector, 'aws-prod-usw2'),
  ...keptAndRefused('/fext', 'extender', extender, 'BR-ATL-001-FEX01'),
  ...keptAndRefused('/fext', 'extender-profile', extenderTemplate, 'fex-201f-branch'),
  ...keptAndRefused('/vpn/ipsec', 'vpn-community', community, 'dc-mesh'),
  ...keptAndRefused('/vpn/ssl_list', 'ssl-vpn-setting', sslSettings, 'DC1-EDGE-FW05'),
  ...keptAndRefused('/vpn/ssl_portals', 'ssl-vpn-portal', portal, 'full-access'),
  ...keptAndRefused('/vpn/ssl_monitor', 'ssl-vpn-monitor', sslMonitor, 'dc1-sslvpn'),
  {
    name: 'a change of a new kind in an ADOM that is not locked is refused (workspace mode); nothing is added',
    write: create('policy-package', { name: 'retail-stores' }),
    status: 500,
    read: list('policy-package'),
    expect: (after, before, written) => {
      expect(written.body).toEqual({ code: -10147, message: 'no write permission' });
      expect(after).toEqual(before);
    },
  },
  {
    name: 'editing a policy package: the workspace lists the package as unsaved work (a policy package)',
    before: [lockRoot],
    write: update('policy-package', 'dc-edge', {
      name: 'dc-edge',
      'install-targets': ['DC1-EDGE-FW05', 'DC2-EDGE-FW02', 'DC1-EDGE-FW06'],
      'ngfw-mode': 'policy-based',
      'inspection-mode': 'flow',
      'central-nat': 'enable',
    }),
    read: dirty,
    expect: (after, before) => {
      expect(before).toEqual([]);
      expect(after).toEqual([{ type: 'policy_package', name: 'dc-edge', adom: 'root' }]);
    },
  },
  {
    name: 'a firewall policy created in a package: that package is unsaved work',
    before: [lockRoot],
    write: create('firewall-policy', { ...policy, package: 'dc-isfw' }),
    read: dirty,
    expect: (after) => expect(after).toEqual([{ type: 'policy_package', name: 'dc-isfw', adom: 'root' }]),
  },
  {
    name: 'a firewall policy moved to another package: both packages are unsaved work',
    before: [lockRoot],
    write: update('firewall-policy', 'web-dmz', {
      name: 'web-dmz',
      package: 'default',
      srcintf: ['wan1'],
      dstintf: ['dmz'],
      srcaddr: ['all'],
      dstaddr: ['dmz-web-vip'],
      service: ['HTTP', 'HTTPS'],
      schedule: 'always',
      action: 'accept',
    }),
    read: dirty,
    expect: (after) =>
      expect(after).toEqual([
        { type: 'policy_package', name: 'dc-edge', adom: 'root' },
        { type: 'policy_package', name: 'default', adom: 'root' },
      ]),
  },
  {
    name: 'a deleted address and an edited service: their object categories are unsaved work',
    before: [lockRoot, remove('address', 'guest-net')],
    write: update('service', 'erp-app', { name: 'erp-app', category: 'General', protocol: 'TCP/UDP/SCTP', 'tcp-portrange': '8000-8020' }),
    read: dirty,
    expect: (after) =>
      expect(after).toEqual([
        { type: 'object_category', name: 'Firewall Addresses', adom: 'root' },
        { type: 'object_category', name: 'Firewall Services', adom: 'root' },
      ]),
  },
  {
    name: 'a new VPN community: its object category (the kind’s label) is unsaved work',
    before: [lockRoot],
    write: create('vpn-community', community),
    read: dirty,
    expect: (after) => expect(after).toEqual([{ type: 'object_category', name: 'IPsec VPN Community', adom: 'root' }]),
  },
  {
    name: 'Discard puts the firewall policies and the package back as they were; nothing is unsaved any more',
    before: async (caller) => {
      for (const request of [
        lockRoot,
        create('firewall-policy', policy),
        remove('firewall-policy', 'guest-to-internet'),
        update('policy-package', 'default', { name: 'default', 'install-targets': ['BR-BOS-001'], comments: 'Branch offices' }),
      ]) {
        const answer = await caller.call(request);
        expect(answer.status, `${request.op}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      }
      expect(await caller.call(dirty).then((a) => a.body)).toEqual([{ type: 'policy_package', name: 'default', adom: 'root' }]);
    },
    write: { op: 'discardWorkspace' },
    read: list('firewall-policy'),
    expect: (after) => {
      expect(names(after)).toContain('guest-to-internet');
      expect(names(after)).not.toContain('pos-to-dc');
    },
  },
  {
    name: 'Save keeps the policy package as edited; nothing is unsaved any more',
    before: [lockRoot, update('policy-package', 'cloud', { name: 'cloud', 'install-targets': ['AWS-USW2-FGT02'], 'inspection-mode': 'flow' })],
    write: { op: 'saveWorkspace' },
    read: list('policy-package'),
    expect: (after, _before, written) => {
      expect(written.body).toEqual([]);
      expect(find(after, 'cloud')).toEqual({ name: 'cloud', 'install-targets': ['AWS-USW2-FGT02'], 'inspection-mode': 'flow' });
    },
  },
];
