import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './support/openapi.ts';

interface Finding {
  code: string;
  message: string;
  severity: number;
  source?: string;
  path: string[];
}

/** Runs the project's ruleset (.spectral.yaml) the way `npm run lint:spec` does and returns its findings. */
function lint(file: string): Finding[] {
  const run = spawnSync(join(root, 'node_modules', '.bin', 'spectral'), ['lint', file, '--format', 'json', '--quiet'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const out = run.stdout.trim();
  if (!out.startsWith('[')) throw new Error(`spectral did not report JSON (exit ${run.status}):\n${out}\n${run.stderr}`);
  return JSON.parse(out) as Finding[];
}

const describeError = (f: Finding) => `${f.code} ${f.source?.replace(root, '') ?? ''} ${f.path.join('.')}: ${f.message}`;

describe('the API description passes the lint rules', () => {
  it('specs/openapi.yaml (the split source) has no error', () => {
    expect(lint('specs/openapi.yaml').filter((f) => f.severity === 0).map(describeError)).toEqual([]);
  });

  it('generated/openapi.json (the bundled document: structure and every example) has no error', () => {
    expect(lint('generated/openapi.json').filter((f) => f.severity === 0).map(describeError)).toEqual([]);
  });
});
