/**
 * Every key of specs/messages/en.json is shown by some screen: a message nobody reads is a text kept for nothing, or
 * a text the console forgot to say. A key is read where code names it as a whole string literal
 * (`msg('adom.onlyOne')`, a table of `MessageKey`s, a catalogue's `labelKey`), where code builds it from a fixed prefix
 * and one value (`msg(\`ha.status.${m.status}\`)` reads every `ha.status.<one segment>`), for the plural forms kept
 * beside a key (`dvm.deviceCount.one`) where `msgCount` is called with that key, and where a form names it by `$ref`
 * (`"errorMessage": { "const": { "$ref": "../messages/en.json#/password.mismatch" } }`, written out by codegen).
 * A form does not repeat a message the catalogue holds: it names it, so that the text is written once.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './support/openapi.ts';

const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** The ways a text reads message keys: whole keys, prefixes completed by one value, keys counted by msgCount. */
export interface KeyReads {
  whole: Set<string>;
  prefixes: Set<string>;
  counted: Set<string>;
}

export function keyReads(texts: readonly string[]): KeyReads {
  const reads: KeyReads = { whole: new Set(), prefixes: new Set(), counted: new Set() };
  for (const text of texts) {
    for (const m of text.matchAll(/(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g)) reads.whole.add(m[2]);
    for (const m of text.matchAll(/`([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\$\{[^}`]+\}`/g)) reads.prefixes.add(m[1]);
    for (const m of text.matchAll(/\bmsgCount\(\s*(['"`])([^'"`]+)\1/g)) reads.counted.add(m[2]);
    for (const m of text.matchAll(/"\$ref":\s*"[^"#]*messages\/en\.json#\/([^"]+)"/g)) reads.whole.add(m[1]);
  }
  return reads;
}

/** The keys of `keys` that no read covers. */
export function unusedKeys(keys: readonly string[], reads: KeyReads): string[] {
  const isRead = (key: string): boolean => {
    if (reads.whole.has(key)) return true;
    const cut = key.lastIndexOf('.');
    const prefix = key.slice(0, cut + 1);
    const last = key.slice(cut + 1);
    if (reads.prefixes.has(prefix)) return true;
    return PLURAL_FORMS.has(last) && reads.counted.has(key.slice(0, cut));
  };
  return keys.filter((k) => !isRead(k));
}

/** The hand-written sources and data that may name a message key: the console, its scripts, the catalogues. */
function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const file = join(dir, entry);
    if (statSync(file).isDirectory()) {
      if (entry !== 'node_modules') sourceFiles(file, out);
    } else if (/\.(ts|tsx|mjs|json)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) out.push(file);
  }
  return out;
}

const { $comment: _c, $lazyGroups: _l, ...catalogue } = JSON.parse(readFileSync(join(root, 'specs/messages/en.json'), 'utf8')) as Record<string, string>;

describe('the message catalogue', () => {
  it('recognises a whole key, a prefix completed by a value, and the plural forms msgCount reads', () => {
    const reads = keyReads([
      "msg('adom.onlyOne'); const k: MessageKey = \"shell.logout\";",
      'msg(`ha.status.${m.status}`);',
      "msgCount('dvm.deviceCount', n, a, b);",
      '{ "errorMessage": { "const": { "$ref": "../messages/en.json#/password.mismatch" } } }',
    ]);
    const keys = [
      'adom.onlyOne',
      'shell.logout',
      'ha.status.up',
      'ha.status.down',
      'dvm.deviceCount',
      'dvm.deviceCount.one',
      'password.mismatch',
      // nobody names these: a key in another group, a key two segments past the prefix, a plural form of a key
      // read only by msg, and a longer key that merely begins like a used one
      'adom.lockedByIps',
      'ha.status.sub.up',
      'adom.onlyOne.one',
      'shell.logoutConfirm',
    ];
    expect(unusedKeys(keys, reads)).toEqual(['adom.lockedByIps', 'ha.status.sub.up', 'adom.onlyOne.one', 'shell.logoutConfirm']);
  });

  it('finds the texts a form writes out in its errorMessages, not those it names by $ref', () => {
    const form = {
      properties: { a: { minLength: 1, description: 'Not a message.', errorMessage: { minLength: 'This field is required.' } } },
      errorMessage: { required: { a: 'Say a.', b: { $ref: '../messages/en.json#/validation.required' } } },
    };
    expect(errorMessages(form)).toEqual(['This field is required.', 'Say a.']);
  });

  it('holds no key that no screen reads', () => {
    const files = ['src', 'scripts', 'specs/catalog', 'specs/forms'].flatMap((dir) => sourceFiles(join(root, dir)));
    expect(files.map((f) => relative(root, f))).toContain('src/lib/i18n/messages.ts');
    const reads = keyReads(files.map((f) => readFileSync(f, 'utf8')));
    expect(unusedKeys(Object.keys(catalogue), reads)).toEqual([]);
  });

  it('is named by the forms, not repeated in them: no errorMessage of a form writes out a message the catalogue holds', () => {
    const keyOf = new Map(Object.entries(catalogue).map(([k, text]) => [text, k]));
    const repeated = sourceFiles(join(root, 'specs/forms'))
      .filter((f) => f.endsWith('.schema.json'))
      .flatMap((f) =>
        errorMessages(JSON.parse(readFileSync(f, 'utf8')))
          .filter((text) => keyOf.has(text))
          .map((text) => `${relative(root, f)}: "${text}" is ${keyOf.get(text)}`),
      );
    expect([...new Set(repeated)]).toEqual([]);
  });
});

/** The texts written out in the `errorMessage`s of a schema (a `$ref` to the catalogue is no text). */
export function errorMessages(node: unknown, inside = false): string[] {
  if (typeof node === 'string') return inside ? [node] : [];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node)
    .filter(([k]) => k !== '$ref')
    .flatMap(([k, v]) => errorMessages(v, inside || k === 'errorMessage'));
}
