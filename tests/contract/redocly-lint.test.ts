import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { binPath, root } from '../../scripts/lib/processes.ts';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn' | 'off';
  message: string;
  location?: { source?: { ref?: string }; pointer?: string }[];
}

/**
 * Runs `redocly lint` (the same @redocly/cli that builds the API reference in scripts/docs-api.ts) and returns
 * its findings. With no redocly.yaml in the repository it applies Redocly's recommended ruleset, exactly as
 * `npx redocly lint specs/openapi.yaml` does by hand.
 */
function lint(file: string): Problem[] {
  const run = spawnSync(process.execPath, [binPath('@redocly/cli', 'redocly'), 'lint', file, '--format', 'json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  const out = run.stdout.trim();
  if (!out.startsWith('{')) throw new Error(`redocly lint did not report JSON (exit ${run.status}):\n${out}\n${run.stderr}`);
  return (JSON.parse(out) as { problems: Problem[] }).problems;
}

describe('a second, independent OpenAPI linter (Redocly recommended rules)', () => {
  it('finds no error in the split source specs/openapi.yaml', () => {
    const errors = lint('specs/openapi.yaml')
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} (${p.location?.[0]?.source?.ref} ${p.location?.[0]?.pointer})`);
    expect(errors).toEqual([]);
  });
});
