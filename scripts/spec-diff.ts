#!/usr/bin/env node
/**
 * npm run spec:diff -- [--base <git ref>] [--head <git ref>] [--out <file>]
 *                      [--base-file <openapi.json>] [--head-file <openapi.json>]
 *
 * Compares the bundled API description (generated/openapi.json, written by npm run codegen) at the base ref
 * (HEAD unless told; `--base release` is the newest release tag vX.Y.Z, or the previous commit when there is
 * none) with the working tree's (or the one at --head), and prints breaking changes and the changelog as
 * Markdown. Exit code 1 when there is a breaking change, 2 when the base cannot be read (unknown ref, a shallow
 * clone, no bundled description at that ref), 0 otherwise.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { diffSpecs, formatMarkdown } from './lib/spec-diff.ts';
import { root } from './lib/processes.ts';
import type { JsonObject } from './lib/openapi-doc.ts';

const SPEC_PATH = 'generated/openapi.json';
const RELEASE_TAG = /^v?\d+\.\d+\.\d+$/;

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      base: { type: 'string', default: 'HEAD' },
      head: { type: 'string' },
      'base-file': { type: 'string' },
      'head-file': { type: 'string' },
      out: { type: 'string' },
    },
  }));
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(2);
}

/** The first line of what a failed command said. */
const firstLine = (err: unknown) => {
  const stderr = typeof err === 'object' && err !== null && 'stderr' in err ? err.stderr : undefined;
  return String(stderr ?? (err instanceof Error ? err.message : err)).trim().split('\n')[0];
};

const git = (...a: string[]) => execFileSync('git', a, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 });

/** `release`: the newest tag that looks like a release, else the commit before HEAD. */
function resolveBase(ref: string): string {
  if (ref !== 'release') return ref;
  const tags = git('tag', '--list', '--sort=-v:refname').split('\n').filter((t) => RELEASE_TAG.test(t.trim()));
  return tags[0]?.trim() ?? 'HEAD~1';
}

function readAt(ref: string): JsonObject {
  try {
    return JSON.parse(git('show', `${ref}:${SPEC_PATH}`)) as JsonObject;
  } catch (err) {
    const detail = firstLine(err);
    console.error(`spec:diff: cannot read ${SPEC_PATH} at ${ref} (${detail}); nothing compared.`);
    process.exit(2);
  }
}

const readFile = (file: string) => JSON.parse(readFileSync(resolve(file), 'utf8')) as JsonObject;

let baseLabel: string;
let baseDoc: JsonObject;
if (args['base-file']) {
  baseLabel = args['base-file'];
  baseDoc = readFile(args['base-file']);
} else {
  let ref: string;
  try {
    ref = resolveBase(args.base);
  } catch (err) {
    console.error(`spec:diff: cannot list tags (${String(err instanceof Error ? err.message : err).split('\n')[0]}); nothing compared.`);
    process.exit(2);
  }
  baseLabel = ref;
  baseDoc = readAt(ref);
}
let headLabel = 'working tree';
let headDoc: JsonObject;
if (args['head-file']) {
  headLabel = args['head-file'];
  headDoc = readFile(args['head-file']);
} else if (args.head) {
  headLabel = args.head;
  headDoc = readAt(args.head);
} else headDoc = readFile(resolve(root, SPEC_PATH));

const result = diffSpecs(baseDoc, headDoc);
const markdown = formatMarkdown(result, { base: baseLabel, head: headLabel });
console.log(markdown);
if (args.out) writeFileSync(resolve(args.out), `${markdown}\n`);
console.log(`${result.breaking.length} breaking, ${result.changes.length} other changes`);
process.exitCode = result.breaking.length ? 1 : 0;
