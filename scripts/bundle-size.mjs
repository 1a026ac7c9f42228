#!/usr/bin/env node
/**
 * npm run size: how much JavaScript the first screen downloads, gzipped — the entry script of
 * dist/index.html plus everything it imports statically (its modulepreload links), not the lazily loaded
 * screens. Fails above the budget, so a heavy import into the first chunk is caught before it ships.
 *
 *   node scripts/bundle-size.mjs [--no-build] [--dist DIR] [--budget KB]
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { isAbsolute, join, posix, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib/processes.mjs';

export const BUDGET_KB = 250;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function attributes(tag) {
  const attrs = {};
  for (const m of tag.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return attrs;
}

/** Static imports and re-exports of a built module ("./x.js"), not import() calls. */
export function staticImports(code) {
  const specs = new Set();
  for (const m of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) specs.add(m[1]);
  for (const m of code.matchAll(/\bexport\s*(?:\*(?:\s*as\s*[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g)) specs.add(m[1]);
  return [...specs].filter((s) => s.startsWith('.') || s.startsWith('/'));
}

/**
 * The JS files the first screen loads: entry scripts, modulepreload links and (transitively) their static
 * imports. Paths are relative to distDir.
 */
export function initialScripts(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const queue = [];
  for (const m of html.matchAll(/<script\b[^>]*>/gi)) {
    const a = attributes(m[0].slice(7, -1));
    if (a.src && !/^[a-z]+:\/\//i.test(a.src)) queue.push(a.src);
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attributes(m[0].slice(5, -1));
    if (a.rel === 'modulepreload' && a.href) queue.push(a.href);
  }
  const seen = new Set();
  while (queue.length) {
    const url = queue.shift().split(/[?#]/)[0];
    const file = url.replace(/^\//, '');
    if (seen.has(file) || !existsSync(join(distDir, file))) continue;
    seen.add(file);
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const spec of staticImports(code)) queue.push(spec.startsWith('/') ? spec : posix.join(posix.dirname(file), spec));
  }
  return [...seen];
}

function jsFiles(dir, base = dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...jsFiles(p, base));
    else if (/\.m?js$/.test(entry.name)) out.push(relative(base, p).split('\\').join('/'));
  }
  return out;
}

export function measure(distDir) {
  const gz = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  const initial = initialScripts(distDir);
  const initialSet = new Set(initial);
  const all = jsFiles(distDir).map((file) => ({
    file,
    raw: statSync(join(distDir, file)).size,
    gzip: gz(file),
    initial: initialSet.has(file),
  }));
  all.sort((a, b) => b.gzip - a.gzip);
  const initialGzip = all.filter((c) => c.initial).reduce((sum, c) => sum + c.gzip, 0);
  const initialRaw = all.filter((c) => c.initial).reduce((sum, c) => sum + c.raw, 0);
  return { initial, initialGzip, initialRaw, chunks: all };
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      dist: { type: 'string' },
      budget: { type: 'string' },
    },
  });
  const distDir = args.dist ? (isAbsolute(args.dist) ? args.dist : resolve(process.cwd(), args.dist)) : join(root, 'dist');
  const budgetKb = Number(args.budget ?? BUDGET_KB);
  if (!args['no-build'] || !existsSync(join(distDir, 'index.html'))) {
    const { buildConsole } = await import('./serve.mjs');
    console.log(`Building the console into ${distDir}…`);
    const code = await buildConsole(distDir);
    if (code !== 0) process.exit(code);
  }
  const { initial, initialGzip, initialRaw, chunks } = measure(distDir);
  if (!initial.length) {
    console.error(`No entry script found in ${join(distDir, 'index.html')}.`);
    process.exit(1);
  }
  console.log('\nLargest JavaScript chunks (gzipped):');
  for (const c of chunks.slice(0, 12)) {
    console.log(`  ${c.initial ? '*' : ' '} ${kb(c.gzip).padStart(10)}  ${kb(c.raw).padStart(11)} raw  ${c.file}`);
  }
  console.log('  (* = loaded by the first screen)');
  const lazy = chunks.filter((c) => !c.initial);
  console.log(
    `\nFirst screen: ${kb(initialGzip)} gzipped (${kb(initialRaw)} raw) in ${initial.length} file(s); ` +
      `${lazy.length} lazy chunk(s), ${kb(lazy.reduce((s, c) => s + c.gzip, 0))} gzipped. Budget ${budgetKb} KB.`,
  );
  if (initialGzip > budgetKb * 1024) {
    console.error(`Over budget by ${kb(initialGzip - budgetKb * 1024)}: move heavy screens behind React.lazy / import().`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
