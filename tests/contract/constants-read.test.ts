/**
 * Every constant of specs/catalog/constants.json is read by the console or its mock servers: a constant nobody
 * reads is a fact kept twice or a fact forgotten, and goes. A constant is read where code names it
 * (`constants.polling.tasksMs`), names an object it belongs to and hands it on whole (`backoff:
 * constants.taskPolling.analyzer`), or destructures it by name (`const { retryCount } = constants.api`); the generated
 * endpoints read the ones an operation's cache rule names (`x-query: { refetchInterval: polling.tasksMs }`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const constants = JSON.parse(readFileSync(join(root, 'specs/catalog/constants.json'), 'utf8')) as Record<string, unknown>;

/** Every leaf of the catalogue as a path (`polling.tasksMs`); arrays are leaves. */
function leaves(value: unknown, path: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [path];
  return Object.entries(value as Record<string, unknown>)
    .filter(([k]) => !k.startsWith('$') && !(path.length === 0 && k === 'description'))
    .flatMap(([k, v]) => leaves(v, [...path, k]));
}

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const file = join(dir, entry);
    if (statSync(file).isDirectory()) out.push(...sources(file));
    else if (/\.(ts|tsx|mjs)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) out.push(readFileSync(file, 'utf8'));
  }
  return out;
}

/** The paths code reads: each reference, or each name destructured from one. */
export function readPaths(text: string): string[] {
  const read: string[] = [];
  for (const m of text.matchAll(/constants\.([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)/g)) {
    const before = text.slice(0, m.index);
    const destructured = /\{([^{}]*)\}\s*=\s*$/.exec(before);
    if (destructured) {
      for (const name of destructured[1].split(',').map((n) => n.split(':')[0].trim()).filter(Boolean)) read.push(`${m[1]}.${name}`);
    } else read.push(m[1]);
  }
  return read;
}

describe('constants.json', () => {
  it('recognises a reference, an object handed on whole and a destructured name', () => {
    expect(readPaths('a(constants.polling.tasksMs); b({ backoff: constants.taskPolling.analyzer });')).toEqual([
      'polling.tasksMs',
      'taskPolling.analyzer',
    ]);
    expect(readPaths('const { retryBaseDelayMs, retryMaxDelayMs: max } = constants.api;')).toEqual([
      'api.retryBaseDelayMs',
      'api.retryMaxDelayMs',
    ]);
  });

  it('holds no constant that nothing reads', () => {
    const read = new Set([...sources(join(root, 'src')), ...sources(join(root, 'scripts'))].flatMap(readPaths));
    const isRead = (leaf: string[]) => leaf.some((_, i) => read.has(leaf.slice(0, i + 1).join('.')));
    expect(leaves(constants).filter((leaf) => !isRead(leaf)).map((leaf) => leaf.join('.'))).toEqual([]);
  });
});
