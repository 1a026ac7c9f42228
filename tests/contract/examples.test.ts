import { describe, expect, it } from 'vitest';
import { loadBundled, operations, validatorFor } from './support/openapi.ts';

const doc = loadBundled();
const ops = operations(doc);
const validate = validatorFor(doc);

interface Case {
  where: string;
  schema: Parameters<typeof validate>[0];
  name: string;
  example: Record<string, unknown>;
}

const cases: Case[] = [];
for (const o of ops) {
  for (const m of o.request) {
    for (const [name, example] of m.examples) cases.push({ where: `${o.operationId} request ${m.mediaType}`, schema: m.schema!, name, example });
  }
  for (const [code, medias] of o.responses) {
    for (const m of medias) {
      for (const [name, example] of m.examples) cases.push({ where: `${o.operationId} ${code} ${m.mediaType}`, schema: m.schema!, name, example });
    }
  }
}

describe('every named example of the API matches its schema', () => {
  it('finds the examples', () => {
    expect(cases.length).toBeGreaterThan(50);
  });

  it.each(cases.map((c) => [`${c.where} · ${c.name}`, c] as const))('%s', (_label, c) => {
    // an Example Object has a summary, a description and a value, nothing else (a stray key usually means a
    // YAML flow mapping whose summary contained a comma)
    expect(Object.keys(c.example).filter((k) => !['summary', 'description', 'value'].includes(k))).toEqual([]);
    expect(c.example).toHaveProperty('value');
    expect(c.schema, 'the media type has a schema').toBeDefined();
    expect(validate(c.schema, c.example.value)).toBeNull();
  });
});
