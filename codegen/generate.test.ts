import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { generateAll } from './generate.ts';

const mini = join(import.meta.dirname, 'fixtures', 'mini');

describe('codegen on a small spec', () => {
  it('produces the expected files, each with a do-not-edit banner', async () => {
    const files = await generateAll(mini);
    expect(files.map((f) => f.path)).toEqual([
      'api/operations.ts',
      'api/schema.ts',
      'catalog/colors.ts',
      'forms/hostname.ts',
      'forms/index.ts',
      'messages.ts',
      'openapi.json',
      'types/entities.ts',
    ]);
    for (const f of files) {
      expect(f.content).toMatch(/generated from specs\/.*do not edit, run npm run codegen/);
      await expect(f.content).toMatchFileSnapshot(join(mini, 'expected', f.path));
    }
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

  it('emits a precompiled form validator that carries the spec message and needs no eval', async () => {
    const files = await generateAll(mini);
    const form = files.find((f) => f.path === 'forms/hostname.ts')!.content;
    expect(form).not.toMatch(/new Function|eval\(/);
    expect(form).toContain('Host name cannot contain.');
    expect(form).toContain('export const validateFns = exports;');
  });
});
