import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { lint, loadConfig } from '@redocly/openapi-core';

const root = join(import.meta.dirname, '..', '..');

describe('a second, independent OpenAPI linter (Redocly recommended rules)', () => {
  it('finds no error in the split source specs/openapi.yaml', async () => {
    const config = await loadConfig({});
    const problems = await lint({ ref: join(root, 'specs', 'openapi.yaml'), config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} (${p.location?.[0]?.source?.absoluteRef?.split('/specs/')[1]} ${p.location?.[0]?.pointer})`);
    expect(errors).toEqual([]);
  });
});
