/**
 * The architecture's lint rules bite: each fixture in tests/lint/fixtures is linted as if it stood at the path its
 * `lint-as:` line names, and must report exactly the rule its `expect:` line names (or nothing).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = join(root, 'tests/lint/fixtures');

interface Fixture {
  file: string;
  source: string;
  lintAs: string;
  expect: string;
  /** companion files written beside it for the run (a cycle needs two real modules) */
  with: Array<{ from: string; as: string }>;
}

const header = (source: string, key: string) => [...source.matchAll(new RegExp(`^// ${key}: (.+)$`, 'gm'))].map((m) => m[1].trim());

const all: Fixture[] = readdirSync(fixtures)
  .map((file) => ({ file, source: readFileSync(join(fixtures, file), 'utf8') }))
  .filter(({ source }) => header(source, 'lint-as').length > 0)
  .map(({ file, source }) => ({
    file,
    source,
    lintAs: header(source, 'lint-as')[0],
    expect: header(source, 'expect')[0],
    with: header(source, 'with').map((w) => {
      const [from, as] = w.split(' as ');
      return { from, as };
    }),
  }));

const eslint = new ESLint({ cwd: root });

async function ruleIds(f: Fixture): Promise<string[]> {
  const written = [f.lintAs, ...f.with.map((w) => w.as)];
  const needsDisk = f.with.length > 0;
  try {
    if (needsDisk) {
      for (const [path, text] of [[f.lintAs, f.source], ...f.with.map((w) => [w.as, readFileSync(join(fixtures, w.from), 'utf8')])]) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
    }
    const [result] = await eslint.lintText(f.source, { filePath: join(root, f.lintAs) });
    const fatal = result.messages.filter((m) => m.fatal);
    expect(fatal.map((m) => m.message)).toEqual([]);
    return [...new Set(result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? ''))];
  } finally {
    if (needsDisk) {
      for (const path of written) rmSync(join(root, path), { force: true });
      rmSync(dirname(join(root, f.lintAs)), { recursive: true, force: true });
    }
  }
}

describe('architecture lint rules', () => {
  it('has a fixture for every rule the architecture relies on', () => {
    expect(new Set(all.map((f) => f.expect))).toEqual(
      new Set([
        'console/import-boundaries',
        'console/no-literal-ui-string',
        'import-x/no-cycle',
        'check-file/filename-naming-convention',
        'react-hooks/rules-of-hooks',
        'jsx-a11y/alt-text',
        'no-restricted-imports',
        'nothing',
      ]),
    );
  });

  it.each(all.map((f) => [f.file, f] as const))('%s', async (_name, fixture) => {
    const ids = await ruleIds(fixture);
    expect(ids).toEqual(fixture.expect === 'nothing' ? [] : [fixture.expect]);
  });
});
