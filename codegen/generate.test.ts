import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { generateAll, inlineFormRefs } from './generate.ts';
import { endpointTable } from './endpoints.ts';

const mini = join(import.meta.dirname, 'fixtures', 'mini');

describe('codegen on a small spec', () => {
  it('produces the expected files, each with a do-not-edit banner', async () => {
    const files = await generateAll(mini);
    expect(files.map((f) => f.path)).toEqual([
      'api/operations.ts',
      'api/schema.ts',
      'catalog/colors.ts',
      'catalog/constants.ts',
      'forms/hostname.ts',
      'forms/index.ts',
      'forms/validators/hostname.d.ts',
      'forms/validators/hostname.js',
      'messages.ts',
      'openapi.json',
      'src/lib/api/endpoints/devices.gen.ts',
      'src/lib/api/endpoints/sys.gen.ts',
      'types/entities.ts',
    ]);
    for (const f of files) {
      expect(f.content).toMatch(/generated from specs\/.*do not edit, run npm run codegen/);
      await expect(f.content).toMatchFileSnapshot(join(mini, 'expected', f.path));
    }
  });

  it('writes out a message of the catalogue that a form names by $ref, and refuses keywords beside it', async () => {
    const files = await generateAll(mini);
    const form = files.find((f) => f.path === 'forms/hostname.ts')!.content;
    expect(form).toContain('"required": {\n      "hostname": "This field is required."\n    }');
    expect(form).not.toContain('$ref');
    const messages = join(mini, 'specs', 'messages', 'en.json');
    expect(inlineFormRefs({ errorMessage: { minLength: { $ref: `${messages}#/validation.required` } } }, mini)).toEqual({
      errorMessage: { minLength: 'This field is required.' },
    });
    expect(() => inlineFormRefs({ $ref: `${messages}#/validation.required`, title: 'x' }, mini)).toThrow(/keywords beside its \$ref/);
    expect(() => inlineFormRefs({ $ref: `${messages}#/validation.nope` }, mini)).toThrow(/not found/);
  });

  it('bundles entity schema files into named components and inlines examples', async () => {
    const files = await generateAll(mini);
    const doc = JSON.parse(files.find((f) => f.path === 'openapi.json')!.content);
    expect(Object.keys(doc.components.schemas)).toEqual(['Platform', 'SysInfo']);
    expect(doc.components.schemas.SysInfo.properties.platform).toEqual({ $ref: '#/components/schemas/Platform' });
    expect(doc.components.schemas.SysInfo.$id).toBeUndefined();
    const examples = doc.paths['/gui/sys/info'].get.responses['200'].content['application/json'].examples;
    expect(examples.superAdmin.value.hostname).toBe('FMG-VM64');
  });

  it('lists persona examples and status codes per operation', async () => {
    const files = await generateAll(mini);
    const ops = files.find((f) => f.path === 'api/operations.ts')!.content;
    expect(ops).toContain('"examples": [\n      "analyzer",\n      "superAdmin"\n    ]');
    expect(ops).toContain('export const operationDocs');
    expect(ops).toMatch(/"getSysInfo": \{\n\s+"tag": "sys",\n\s+"codes": \[/);
  });

  it('finds the operation of a route (derived from the table)', async () => {
    const { operationByRoute } = await import('@generated/api/operations.ts');
    expect(operationByRoute['GET /gui/sys/info']).toBe('getSysInfo');
    expect(operationByRoute['DELETE /gui/fortiview/adom/{adom}/{viewName}/run/{tid}']).toBe('cancelFortiviewQuery');
  });

  it('emits an endpoint and a hook per operation, one file per tag, with the cache rule the spec declares', async () => {
    const files = await generateAll(mini);
    const devices = files.find((f) => f.path === 'src/lib/api/endpoints/devices.gen.ts')!;
    expect(devices.base).toBe('project');
    // a read: its rule (a number, a constants path), the ADOM parameter, the init optional (only the ADOM is in the path)
    expect(devices.content).toContain(
      'export const listDevices = /*#__PURE__*/ endpoint("listDevices", { staleTime: 300000, refetchInterval: constants.polling.devicesMs }, "adom");',
    );
    expect(devices.content).toContain('export function useListDevices<');
    expect(devices.content).toContain('  init?: EndpointInit<"listDevices", "adom">,');
    expect(devices.content).toContain("import { constants } from '@generated/catalog/constants.ts';");
    // the description's first paragraph only, and the call
    expect(devices.content).toContain(' * The device list of the ADOM.\n *\n * `GET /dvm/adom/{adom}/devices`');
    expect(devices.content).not.toContain('second paragraph');
    // a change: a mutation hook that reads the list again
    expect(devices.content).toContain('endpoint("deleteDevice", { invalidates: ["listDevices"] }, "adom")');
    expect(devices.content).toContain('export function useDeleteDevice<');
    expect(devices.content).toContain('useEndpointMutation(deleteDevice, options)');
    const sys = files.find((f) => f.path === 'src/lib/api/endpoints/sys.gen.ts')!.content;
    expect(sys).toContain('endpoint("getSysInfo", {});');
    expect(sys).not.toContain('constants');
  });

  it('refuses a cache rule it does not know, a value it cannot read and an invalidated operation that does not exist', () => {
    const doc = (xq: Record<string, string | number | string[]>) => ({
      paths: {
        '/a': { get: { operationId: 'getA', tags: ['a'], responses: {} } },
        '/b': { post: { operationId: 'setB', tags: ['a'], 'x-query': xq, responses: {} } },
      },
    });
    const constants = { polling: { aMs: 1000 } };
    expect(() => endpointTable(doc({ cacheTime: 5 }), constants)).toThrow("setB: x-query.cacheTime is not a cache rule");
    expect(() => endpointTable(doc({ staleTime: 'polling.bMs' }), constants)).toThrow('setB: x-query.staleTime must be');
    expect(() => endpointTable(doc({ invalidates: ['getC'] }), constants)).toThrow("setB: x-query.invalidates names no operation 'getC'");
    expect(endpointTable(doc({ staleTime: 'forever', invalidates: ['getA'] }), constants)[1]).toMatchObject({
      rule: [['staleTime', 'Infinity']],
      invalidates: ['getA'],
      read: false,
    });
  });

  it('emits a precompiled form validator that carries the spec message and needs no eval', async () => {
    const files = await generateAll(mini);
    const form = files.find((f) => f.path === 'forms/hostname.ts')!.content;
    expect(form).not.toMatch(/new Function|eval\(/);
    expect(form).toContain('Host name cannot contain.');
    expect(form).toContain("export { validateFns } from './validators/hostname.js';");
    const validator = files.find((f) => f.path === 'forms/validators/hostname.js')!.content;
    expect(validator).not.toMatch(/new Function|eval\(/);
    expect(validator).toContain('export const validateFns = exports;');
    expect(files.find((f) => f.path === 'forms/validators/hostname.d.ts')!.content).toContain('export declare const validateFns: ValidatorFunctions;');
  });
});
