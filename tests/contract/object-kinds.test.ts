import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import ajvErrors from 'ajv-errors';
import { objectKinds } from '@generated/catalog/object-kinds.ts';
import { inlineFormRefs } from '../../codegen/generate.ts';
import { objectKindExamples } from '@generated/objects/registry.ts';

const root = join(import.meta.dirname, '..', '..');
const read = (...p: string[]) => JSON.parse(readFileSync(join(root, ...p), 'utf8'));
/** A form as codegen compiles it: the catalogue's messages it names by `$ref` written out. */
const readForm = (form: string) => inlineFormRefs(read('specs', 'forms', `${form}.schema.json`), join(root, 'specs', 'forms')) as Record<string, unknown>;
const bundled = read('generated', 'openapi.json');
const listExamples = bundled.paths['/gui/adom/{adom}/obj/{kind}'].get.responses['200'].content['application/json'].examples;

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv as never);
ajvErrors(ajv as never);

describe('object kinds against their forms', () => {
  const kinds = Object.entries(objectKinds.kinds);

  it.each(kinds)('every %s of the list example is valid by its form, and has its own key', (key, kind) => {
    const schema = readForm(kind.form);
    const validate = ajv.compile({ ...schema, $id: undefined });
    const objects = listExamples[objectKindExamples[key as keyof typeof objectKindExamples]].value as Record<string, unknown>[];
    expect(objects.length).toBeGreaterThan(0);
    for (const o of objects) {
      const ok = validate(o);
      expect(ok, `${key} ${JSON.stringify(o[kind.keyField])}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
    const names = objects.map((o) => o[kind.keyField]);
    expect(new Set(names).size).toBe(names.length);
    if (kind.singleton) expect(objects).toHaveLength(1);
  });

  it('every kind is a value of the calls’ kind parameter, and every route of a template family shows a kind', () => {
    const param = bundled.paths['/gui/adom/{adom}/obj/{kind}'].get.parameters.find((p: { name: string }) => p.name === 'kind');
    expect(param.schema.enum).toEqual(Object.keys(objectKinds.kinds).sort());
    const routes = read('specs', 'catalog', 'route-groups.json');
    const templateChildren: string[] = [];
    const appKeys = new Set<string>();
    const walk = (list: Array<{ appKey: string; children?: unknown[] }>, inTemplates: boolean) => {
      for (const r of list) {
        appKeys.add(r.appKey);
        if (inTemplates) templateChildren.push(r.appKey);
        walk((r.children ?? []) as never, /templates$/.test(r.appKey));
      }
    };
    for (const g of routes.groups) walk(g.routes, false);
    expect(templateChildren.length).toBe(47);
    const screens = Object.keys(objectKinds.screens);
    expect(screens).toEqual(expect.arrayContaining(templateChildren));
    expect(screens.filter((k) => !appKeys.has(k))).toEqual([]);
  });

  it('the screens of the module toolbars that had no route are object screens: chassis, provisioning templates, monitors, Policy & Objects, fabric, extenders, VPN', () => {
    const kindOf = (appKey: string) => (objectKinds.screens as Record<string, { kind: string }>)[appKey]?.kind;
    expect(
      Object.fromEntries(
        ['dvm.chassis', 'dvm.prvtmpl.system', 'dvm.prvtmpl.ipsec', 'dvm.prvtmpl.sdwan', 'dvm.monitors', 'pno.pkg', 'pno.policy', 'pno.obj.address', 'pno.obj.service', 'fabric.connectors', 'fext.devices', 'fext.templates', 'vpn.ipsec', 'vpn.ssl_list', 'vpn.ssl_portals', 'vpn.ssl_monitor'].map(
          (k) => [k, kindOf(k)],
        ),
      ),
    ).toEqual({
      'dvm.chassis': 'chassis',
      'dvm.prvtmpl.system': 'system-template',
      'dvm.prvtmpl.ipsec': 'ipsec-template',
      'dvm.prvtmpl.sdwan': 'sdwan-template',
      'dvm.monitors': 'device-monitor',
      'pno.pkg': 'policy-package',
      'pno.policy': 'firewall-policy',
      'pno.obj.address': 'address',
      'pno.obj.service': 'service',
      'fabric.connectors': 'fabric-connector',
      'fext.devices': 'extender',
      'fext.templates': 'extender-profile',
      'vpn.ipsec': 'vpn-community',
      'vpn.ssl_list': 'ssl-vpn-setting',
      'vpn.ssl_portals': 'ssl-vpn-portal',
      'vpn.ssl_monitor': 'ssl-vpn-monitor',
    });
  });

  it('the FortiExtenders are the spec’s extender entity: every one of the list example has its fields', () => {
    const entity = read('specs', 'schemas', 'extender.schema.json');
    const objects = listExamples[objectKindExamples.extender].value as Record<string, unknown>[];
    for (const o of objects) for (const field of entity.required as string[]) expect(o, String(o.name)).toHaveProperty([field]);
  });

  it('changes of policy packages and firewall policies are unsaved work of a policy package; of addresses and services, of their category', () => {
    const kinds = objectKinds.kinds as Record<string, { dirty?: unknown }>;
    expect(kinds['policy-package'].dirty).toEqual({ type: 'policy_package', nameField: 'name' });
    expect(kinds['firewall-policy'].dirty).toEqual({ type: 'policy_package', nameField: 'package' });
    expect(kinds.address.dirty).toEqual({ type: 'object_category', name: 'Firewall Addresses' });
    expect(kinds.service.dirty).toEqual({ type: 'object_category', name: 'Firewall Services' });
  });

  it('a kind’s rules refuse what the appliance refuses, each with its message', () => {
    const messages = (form: string, data: unknown) => {
      const validate = ajv.compile({ ...readForm(form), $id: undefined });
      validate(data);
      return (validate.errors ?? []).map((e) => e.message);
    };
    expect(messages('obj-vap', { name: 'x', ssid: 'X', security: 'wpa2-only-personal', passphrase: 'short' })).toContain('The passphrase must be 8 to 63 characters.');
    expect(messages('obj-vap', { name: 'x', ssid: 'X', security: 'wpa3-sae' })).toContain('A passphrase is required for this security mode.');
    expect(messages('obj-vap', { name: 'x', ssid: 'X', security: 'open', vlanid: 4095 })).toContain('VLAN ID must be between 1 and 4094.');
    expect(messages('obj-vap', { name: 'bad/name', ssid: 'X', security: 'open' })).toContain('The name cannot contain \\ / " \' < > & | ; #');
    expect(messages('obj-vlan', { name: 'v', vlanid: 0 })).toContain('VLAN ID must be between 1 and 4094.');
    expect(messages('obj-vlan', { name: 'v', vlanid: 10, ip: '10.0.0.1' })).toContain('Enter an IPv4 address with its prefix length, e.g. 10.10.20.1/24.');
    expect(messages('obj-switch-profile', { name: 'p', 'login-passwd-override': 'enable' })).toContain('Enter the admin password the switches use.');
    expect(messages('obj-system-interface', { name: 'i', mode: 'static' })).toContain('Enter an IP address for a manual interface.');
    expect(messages('obj-custom-command', { 'command-name': 'c' })).toContain('This field is required.');
    expect(messages('obj-address', { name: 'a', type: 'ipmask' })).toContain('Enter the subnet, e.g. 10.10.20.0/24.');
    expect(messages('obj-address', { name: 'a', type: 'ipmask', subnet: '10.0.0.0' })).toContain('Enter an IPv4 address with its prefix length, e.g. 10.10.20.1/24.');
    expect(messages('obj-service', { name: 's', protocol: 'TCP/UDP/SCTP', 'tcp-portrange': '80,443' })).toContain(
      'Enter port ranges as destination[-high][:source[-high]], separated by spaces, e.g. 443 8000-8080.',
    );
    expect(messages('obj-fabric-connector', { name: 'c', type: 'aws', 'use-metadata-iam': 'disable' })).toContain('This field is required.');
    expect(messages('obj-fabric-connector', { name: 'c', type: 'aws', 'use-metadata-iam': 'enable' })).toEqual([]);
    expect(messages('obj-ipsec-template', { name: 't', role: 'spoke', interface: 'wan1', authmethod: 'signature', certificate: 'c' })).toContain('Enter the hub a spoke connects to.');
    expect(messages('obj-vpn-community', { name: 'v', topology: 'star', proposal: [], authmethod: 'psk', 'psk-auto-generate': 'disable' })).toEqual(
      expect.arrayContaining(['Choose at least one proposal.', 'Enter the pre-shared key.']),
    );
    expect(messages('obj-firewall-policy', { name: 'p', package: 'default', srcintf: [], dstintf: ['any'], srcaddr: ['all'], dstaddr: ['all'], service: ['ALL'], schedule: 'always', action: 'accept' })).toContain(
      'Add at least one interface.',
    );
  });
});
