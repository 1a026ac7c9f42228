import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateAll } from './generate.ts';

const fixture = join(import.meta.dirname, 'fixtures', 'objects');
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'object-kinds-'));
  cpSync(fixture, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const specs = (...p: string[]) => join(root, 'specs', ...p);
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const write = (file: string, data: unknown) => writeFileSync(file, JSON.stringify(data, null, 2));

/** A new kind as a developer adds one: its form, its list example and its catalogue entry, nothing else. */
function addVlanKind(columns = [{ field: 'name', label: 'Name' }, { field: 'vlanid', label: 'VLAN ID' }]) {
  write(specs('forms', 'obj-vlan.schema.json'), {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'VLAN Definition',
    type: 'object',
    required: ['name', 'vlanid'],
    properties: {
      name: { type: 'string', title: 'Name', maxLength: 15 },
      vlanid: { type: 'integer', title: 'VLAN ID', minimum: 1, maximum: 4094, errorMessage: { maximum: 'VLAN ID must be between 1 and 4094.' } },
    },
  });
  write(specs('examples', 'objects', 'vlan.json'), { summary: 'VLANs', value: [{ name: 'voice', vlanid: 100 }] });
  const catalog = json(specs('catalog', 'object-kinds.json'));
  catalog.kinds.vlan = { label: 'VLAN Definition', plural: 'VLAN Definitions', category: 'fsp/vlan', module: 'switch', form: 'obj-vlan', keyField: 'name', columns, singleton: false, clone: true };
  catalog.screens['fortiswitch.templates.vlandefinition'] = { kind: 'vlan', scope: 'adom' };
  write(specs('catalog', 'object-kinds.json'), catalog);
}

const file = (files: { path: string; content: string }[], path: string) => files.find((f) => f.path === path)?.content;

describe('codegen of the object kinds', () => {
  it('a kind added as spec files only gets its form module, its registry entry, its kind value and its list example', async () => {
    const before = await generateAll(root);
    expect(file(before, 'objects/registry.ts')).not.toContain('vlan');
    addVlanKind();
    const after = await generateAll(root);
    const form = file(after, 'forms/obj-vlan.ts');
    expect(form).toContain('VLAN ID must be between 1 and 4094.');
    expect(form).toContain("export { validateFns } from './validators/obj-vlan.js';");
    expect(file(after, 'forms/validators/obj-vlan.js')).toContain('export const validateFns');
    expect(file(after, 'objects/registry.ts')).toContain(`"vlan": () => import('../forms/obj-vlan.ts'),`);
    expect(file(after, 'objects/registry.ts')).toContain('"vlan": "kindVlan"');
    expect(file(after, 'catalog/object-kinds.ts')).toContain('"fortiswitch.templates.vlandefinition"');
    const doc = JSON.parse(file(after, 'openapi.json')!);
    const get = doc.paths['/gui/adom/{adom}/obj/{kind}'].get;
    expect(get.parameters[1].schema.enum).toEqual(['vap', 'vlan']);
    expect(get.parameters[1]['x-object-kinds']).toBeUndefined();
    const examples = get.responses['200'].content['application/json'].examples;
    expect(Object.keys(examples)).toEqual(['none', 'kindVap', 'kindVlan']);
    expect(examples.kindVlan.value).toEqual([{ name: 'voice', vlanid: 100 }]);
  });

  it('refuses a kind whose column is no field of its form', async () => {
    addVlanKind([{ field: 'vlan-id', label: 'VLAN ID' }]);
    await expect(generateAll(root)).rejects.toThrow("kind vlan: column 'vlan-id' is not a field of obj-vlan");
  });

  it('refuses a column showing a field its list entries do not have', async () => {
    addVlanKind([{ field: 'name', label: 'Name' }]);
    const form = json(specs('forms', 'obj-vlan.schema.json'));
    form.properties.ports = { type: 'array', title: 'Ports', items: { type: 'object', properties: { port: { type: 'string' } } } };
    write(specs('forms', 'obj-vlan.schema.json'), form);
    const catalog = json(specs('catalog', 'object-kinds.json'));
    catalog.kinds.vlan.columns.push({ field: 'ports', label: 'Ports', itemField: 'port' });
    write(specs('catalog', 'object-kinds.json'), catalog);
    await generateAll(root);
    catalog.kinds.vlan.columns[1].itemField = 'name';
    write(specs('catalog', 'object-kinds.json'), catalog);
    await expect(generateAll(root)).rejects.toThrow("kind vlan: column 'ports' shows 'name', which is no field of its entries in obj-vlan");
  });

  it('refuses a dirty item named by a field the form does not require', async () => {
    addVlanKind();
    const catalog = json(specs('catalog', 'object-kinds.json'));
    catalog.kinds.vlan.dirty = { type: 'policy_package', nameField: 'vlanid' };
    write(specs('catalog', 'object-kinds.json'), catalog);
    await generateAll(root);
    catalog.kinds.vlan.dirty = { type: 'policy_package', nameField: 'comments' };
    write(specs('catalog', 'object-kinds.json'), catalog);
    await expect(generateAll(root)).rejects.toThrow("kind vlan: the dirty item is named by 'comments', which obj-vlan does not require");
  });

  it('refuses a kind without its form or its list example', async () => {
    addVlanKind();
    rmSync(specs('examples', 'objects', 'vlan.json'));
    await expect(generateAll(root)).rejects.toThrow('kind vlan: missing specs/examples/objects/vlan.json');
    rmSync(specs('forms', 'obj-vlan.schema.json'));
    await expect(generateAll(root)).rejects.toThrow('kind vlan: missing specs/forms/obj-vlan.schema.json');
  });

  it('refuses a screen of an unknown kind', async () => {
    const catalog = json(specs('catalog', 'object-kinds.json'));
    catalog.screens['fortiap.wifitemplates.profiles'] = { kind: 'wtp-profile', scope: 'adom' };
    write(specs('catalog', 'object-kinds.json'), catalog);
    await expect(generateAll(root)).rejects.toThrow("screen fortiap.wifitemplates.profiles: unknown kind 'wtp-profile'");
  });
});
