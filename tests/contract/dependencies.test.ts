/**
 * package.json says what the code uses, and nothing else.
 *
 * Every file of src/, generated/, codegen/, scripts/, tests/ and the root *.config files is read with a regular
 * expression over its import specifiers (static `import`/`export … from`, `import()` and `require()` with a literal);
 * a specifier maps to its package (`@a/b/c` → `@a/b`, `a/b` → `a`). From that:
 * - every imported package is declared (a type-only import may be covered by its `@types/` package);
 * - a package the browser code imports (src/ and generated/, tests and their helpers aside) is a dependency, and so
 *   is a peer it requires; a dependency is one of those: all else (build, test, script tools) is a devDependency;
 * - every version is exact, and package-lock.json holds that version;
 * - every declared package is imported somewhere, is a peer another declared package requires, or is listed
 *   below with the reason it is needed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** Declared, imported nowhere, and needed all the same. */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  '@redocly/cli': 'run as a command: `redocly build-docs` (scripts/docs-api.ts), `redocly lint` (tests/contract/redocly-lint.test.ts)',
  '@stoplight/prism-cli': 'run as a command: the mock appliance and the validating proxy (scripts/lib/mock-server.ts, tests)',
  '@stoplight/spectral-cli': 'run as a command: `npm run lint:spec`, scripts/test.ts, tests/contract/spectral.test.ts',
  'axe-core': 'the accessibility rules @axe-core/playwright runs (it accepts any 4.13.x); pinned so the browser tests do not change with a patch',
  'eslint-import-resolver-typescript': "named in eslint.config.js as import-x's resolver (`'import-x/resolver': { typescript: … }`)",
  jsdom: 'the unit project\'s test environment (`environment: \'jsdom\'` in vitest.config.ts)',
  tsx: 'runs the TypeScript developer commands: `tsx scripts/….ts` and `tsx codegen/index.ts` in package.json, `node --import tsx` for the scripts they start (scripts/lib/processes.ts)',
};

const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
/** Test files and test helpers inside src/ (the same globs as TESTS in eslint.config.js); not part of the bundle. */
const isTestFile = (rel: string) =>
  /\.test\.tsx?$/.test(rel) || /^src\/(?:.+\/)?(?:testing|test)\//.test(rel) || /^src\/(?:.+\/)?test-[^/]+\.tsx?$/.test(rel);

const IMPORT_SPECIFIERS = [
  // `import x from`, `import type { X } from`, `import` alone, `export { x } from`, `export * as n from`
  /(?<![\w$.])(?:import|export)\s+(?<type>type\s+)?(?:[\w$\s{},*]*?\s*from\s*)?(?<q>['"])(?<spec>[^'"\n]+)\k<q>/g,
  // `import(…)`, `require(…)` with a literal
  /(?<![\w$.])(?:import|require)\s*\(\s*(?<q>['"])(?<spec>[^'"\n]+)\k<q>\s*\)/g,
];

interface Use {
  file: string;
  typeOnly: boolean;
  browser: boolean;
}

const BUILTINS = new Set(builtinModules);

function packageOf(spec: string): string | undefined {
  if (spec.startsWith('node:')) return 'node:';
  if (/^(?:\.|\/|@\/|@generated\/|[a-z]+:)/.test(spec)) return undefined; // relative, absolute, alias, other schemes (virtual:, data:)
  const parts = spec.split('/');
  const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return BUILTINS.has(name) ? 'node:' : name;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return files(path);
    return SOURCE.test(e.name) ? [path] : [];
  });
}

function collectUses(): Map<string, Use[]> {
  const rootConfigs = readdirSync(root)
    .filter((f) => /\.config\.[cm]?[jt]s$/.test(f))
    .map((f) => join(root, f));
  const all = [...['src', 'generated', 'codegen', 'scripts', 'tests'].flatMap((d) => files(join(root, d))), ...rootConfigs];
  const uses = new Map<string, Use[]>();
  for (const path of all) {
    const file = relative(root, path).split(sep).join('/');
    const browser = /^(?:src|generated)\//.test(file) && !isTestFile(file);
    const text = readFileSync(path, 'utf8');
    for (const re of IMPORT_SPECIFIERS) {
      for (const m of text.matchAll(re)) {
        const name = packageOf(m.groups!.spec);
        if (!name) continue;
        if (!uses.has(name)) uses.set(name, []);
        uses.get(name)!.push({ file, typeOnly: Boolean(m.groups!.type), browser });
      }
    }
  }
  return uses;
}

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
const deps = manifest.dependencies ?? {};
const devDeps = manifest.devDependencies ?? {};
const declared = { ...devDeps, ...deps };
const uses = collectUses();
const typesPackage = (name: string) => (name === 'node:' ? '@types/node' : `@types/${name.replace(/^@/, '').replace('/', '__')}`);
/** The peers a package requires (optional ones aside), as package-lock.json records them. */
const requiredPeers = (name: string) => {
  const entry = lock.packages[`node_modules/${name}`] ?? {};
  return Object.keys(entry.peerDependencies ?? {}).filter((peer) => !entry.peerDependenciesMeta?.[peer]?.optional);
};
/** What the bundle runs: each package the browser code imports for its value, and the peers those require. */
const runtime = new Set([...uses].filter(([name, list]) => name !== 'node:' && list.some((u) => u.browser && !u.typeOnly)).map(([name]) => name));
for (const name of runtime) for (const peer of requiredPeers(name)) runtime.add(peer);
const where = (list: Use[]) => [...new Set(list.map((u) => u.file))].slice(0, 3).join(', ');

describe('package.json declares what the code imports', () => {
  it('finds the imports it reads (the walk is not empty)', () => {
    expect(uses.get('react')?.some((u) => u.browser)).toBe(true);
    expect(uses.get('vitest')?.some((u) => !u.browser)).toBe(true);
  });

  it('every package imported by src/, generated/, codegen/, scripts/, tests/ or a root config is declared', () => {
    const missing = [...uses]
      .filter(([name]) => name !== 'node:' && !(name in declared))
      .filter(([name, list]) => !(list.every((u) => u.typeOnly) && typesPackage(name) in declared))
      .map(([name, list]) => `${name} (${where(list)})`);
    expect(missing).toEqual([]);
  });

  it('every package the browser code imports, and every peer it requires, is a dependency, not a devDependency', () => {
    const misplaced = [...runtime]
      .filter((name) => !(name in deps))
      .map((name) => `${name} (${uses.has(name) ? where(uses.get(name)!.filter((u) => u.browser)) : 'a peer of a dependency'})`);
    expect(misplaced).toEqual([]);
  });

  it('every dependency is imported by the browser code or required by it as a peer (build, test and script tools are devDependencies)', () => {
    expect(Object.keys(deps).filter((name) => !runtime.has(name))).toEqual([]);
  });

  it('no package is declared twice', () => {
    expect(Object.keys(deps).filter((name) => name in devDeps)).toEqual([]);
  });
});

describe('package.json declares nothing the code does not use', () => {
  const peersOfDeclared = new Set(Object.keys(declared).flatMap(requiredPeers));
  const imported = (name: string) =>
    uses.has(name) || (name.startsWith('@types/') && [...uses.keys()].some((used) => typesPackage(used) === name));

  it('every declared package is imported somewhere, required as a peer, or listed with the reason it is needed', () => {
    const unused = Object.keys(declared).filter((name) => !imported(name) && !peersOfDeclared.has(name) && !(name in USED_WITHOUT_IMPORT));
    expect(unused).toEqual([]);
  });

  it('the list of packages used without an import is current (each declared, none imported or a required peer)', () => {
    const stale = Object.keys(USED_WITHOUT_IMPORT).filter((name) => !(name in declared) || imported(name) || peersOfDeclared.has(name));
    expect(stale).toEqual([]);
  });
});

describe('versions are exact and the lock holds them', () => {
  it('no dependency or devDependency carries a range', () => {
    const exact = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
    const ranged = Object.entries(declared)
      .filter(([, version]) => !exact.test(version))
      .map(([name, version]) => `${name}@${version}`);
    expect(ranged).toEqual([]);
  });

  it('package-lock.json records package.json as it is and installs each declared version', () => {
    const top = lock.packages[''] ?? {};
    expect(top.dependencies ?? {}).toEqual(deps);
    expect(top.devDependencies ?? {}).toEqual(devDeps);
    const differ = Object.entries(declared)
      .filter(([name, version]) => lock.packages[`node_modules/${name}`]?.version !== version)
      .map(([name, version]) => `${name}: ${version} declared, ${lock.packages[`node_modules/${name}`]?.version ?? 'none'} locked`);
    expect(differ).toEqual([]);
  });
});
