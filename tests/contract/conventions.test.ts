import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBundled, operations, root } from './support/openapi.ts';

const doc = loadBundled();
const ops = operations(doc);
const tags = new Set(((doc.tags ?? []) as { name: string }[]).map((t) => t.name));

describe('every operation follows the API conventions', () => {
  it('operation ids are unique camelCase verb+noun names', () => {
    const ids = ops.map((o) => o.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z]+[A-Z][A-Za-z0-9]*$/.test(id))).toEqual([]);
  });

  it.each(ops.map((o) => [o.operationId, o] as const))('%s: one known tag, a description, a failure with an example', (_id, o) => {
    expect(o.op.tags).toHaveLength(1);
    expect(tags.has(String((o.op.tags as string[])[0]))).toBe(true);
    expect(String(o.op.description ?? '').trim().length).toBeGreaterThan(20);
    const codes = o.responses.map(([c]) => c);
    expect(codes.some((c) => c.startsWith('2'))).toBe(true);
    expect(codes).toContain('500');
    // every response with a body has at least one named example, so the mock can give it on demand
    for (const [code, medias] of o.responses) {
      for (const m of medias) expect(m.examples.length, `${code} ${m.mediaType} has a named example`).toBeGreaterThan(0);
    }
  });

  it('mutating PUT, PATCH and DELETE calls require the CSRF token', () => {
    const unsecured = ops.filter((o) => ['put', 'patch', 'delete'].includes(o.method) && !o.secured).map((o) => o.operationId);
    expect(unsecured).toEqual([]);
  });
});

describe('entity schemas', () => {
  const dir = join(root, 'specs', 'schemas');
  const files = readdirSync(dir).filter((f) => f.endsWith('.schema.json'));
  const docs = files.map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8'))] as const);

  // no $id: a schema is named by its title when bundled, and a relative $id would change how linters resolve refs
  it('each has the 2020-12 dialect, no $id, a PascalCase title and a description', () => {
    const bad = docs
      .filter(
        ([, d]) =>
          d.$schema !== 'https://json-schema.org/draft/2020-12/schema' ||
          d.$id !== undefined ||
          !/^[A-Z][A-Za-z0-9]*$/.test(d.title ?? '') ||
          !d.description,
      )
      .map(([f]) => f);
    expect(bad).toEqual([]);
  });

  it('titles are unique (each becomes one named component)', () => {
    const byTitle = new Map<string, string[]>();
    for (const [f, d] of docs) byTitle.set(d.title, [...(byTitle.get(d.title) ?? []), f]);
    expect([...byTitle.entries()].filter(([, fs]) => fs.length > 1)).toEqual([]);
  });
});
