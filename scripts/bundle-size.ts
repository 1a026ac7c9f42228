#!/usr/bin/env node
/**
 * npm run size: what the browser fetches for the console's first screens, measured in headless Chromium (Chrome
 * DevTools Protocol, Network domain) against the production build served by scripts/serve.ts, with /api going
 * to the mock appliance:
 *   - the sign-in page, opened at / with an empty profile, until the form is usable and the network is quiet;
 *   - the home page after signing in as admin/admin, until it is drawn and the network is quiet.
 * Every file from the console's origin counts (page, scripts, styles, fonts, images; not /api calls), each body
 * gzipped at level 9 whatever the server sent, so the figure is the same with or without server compression.
 * Fails when the sign-in page is over the budget.
 *
 *   npx tsx scripts/bundle-size.ts [--no-build] [--dist DIR] [--budget KB] [--path /login]
 *
 * Also exported: the static view of the build (the entry and its static imports), kept for tools that read it.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { isAbsolute, join, posix, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib/processes.ts';
import type { FetchedFile, Visit } from './lib/first-screen.ts';

/** Gzipped kilobytes the sign-in page may make the browser fetch. */
export const BUDGET_KB = 145;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) attrs[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return attrs;
}

/** Static imports and re-exports of a built module ("./x.js"), not import() calls. */
export function staticImports(code: string): string[] {
  const specs = new Set<string>();
  for (const m of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) specs.add(m[1]!);
  for (const m of code.matchAll(/\bexport\s*(?:\*(?:\s*as\s*[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g)) specs.add(m[1]!);
  return [...specs].filter((s) => s.startsWith('.') || s.startsWith('/'));
}

/**
 * The JS files the first screen loads: entry scripts, modulepreload links and (transitively) their static
 * imports. Paths are relative to distDir.
 */
export function initialScripts(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const queue: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*>/gi)) {
    const a = attributes(m[0].slice(7, -1));
    if (a.src && !/^[a-z]+:\/\//i.test(a.src)) queue.push(a.src);
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attributes(m[0].slice(5, -1));
    if (a.rel === 'modulepreload' && a.href) queue.push(a.href);
  }
  const seen = new Set<string>();
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const url = next.split(/[?#]/)[0]!;
    const file = url.replace(/^\//, '');
    if (seen.has(file) || !existsSync(join(distDir, file))) continue;
    seen.add(file);
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const spec of staticImports(code)) queue.push(spec.startsWith('/') ? spec : posix.join(posix.dirname(file), spec));
  }
  return [...seen];
}

function jsFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...jsFiles(p, base));
    else if (/\.m?js$/.test(entry.name)) out.push(relative(base, p).split('\\').join('/'));
  }
  return out;
}

/** A built JS file: its size raw and gzipped, and whether the first screen loads it. */
export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
  initial: boolean;
}

export function measure(distDir: string): { initial: string[]; initialGzip: number; initialRaw: number; chunks: ChunkSize[] } {
  const gz = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  const initial = initialScripts(distDir);
  const initialSet = new Set(initial);
  const all = jsFiles(distDir).map((file): ChunkSize => ({
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

const shortName = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

function printFiles(title: string, files: FetchedFile[]) {
  console.log(`\n${title}`);
  if (!files.length) return void console.log('  (none)');
  const sorted = [...files].sort((a, b) => b.gzip - a.gzip);
  for (const f of sorted) {
    const coding = f.encoding ? ` ${f.encoding}` : '';
    console.log(`  ${kb(f.gzip).padStart(10)}  ${kb(f.raw).padStart(11)} raw  ${kb(f.wire).padStart(10)} sent${coding.padEnd(5)}  ${f.type.padEnd(10)} ${shortName(f.url)}`);
  }
}

/**
 * Opens the console in distDir in headless Chromium and measures what it fetches (see the top of this file).
 * `path` is where the visit starts (/ by default: what an administrator types).
 */
export async function measureInBrowser(distDir: string, { path = '/' }: { path?: string } = {}): Promise<Visit> {
  const { startConsole, visit } = await import('./lib/first-screen.ts');
  const served = await startConsole(distDir);
  try {
    return await visit(served.url, { path });
  } finally {
    await served.close();
  }
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      dist: { type: 'string' },
      budget: { type: 'string' },
      path: { type: 'string', default: '/' },
    },
  });
  const distDir = args.dist ? (isAbsolute(args.dist) ? args.dist : resolve(process.cwd(), args.dist)) : join(root, 'dist');
  const budgetKb = Number(args.budget ?? BUDGET_KB);
  if (!args['no-build'] || !existsSync(join(distDir, 'index.html'))) {
    const { buildConsole } = await import('./serve.ts');
    console.log(`Building the console into ${distDir}…`);
    const code = await buildConsole(distDir);
    if (code !== 0) process.exit(code);
  }
  const started = Date.now();
  const result = await measureInBrowser(distDir, { path: args.path });
  const signInFiles = result.files.filter((f) => f.phase === 'signIn');
  const homeFiles = result.files.filter((f) => f.phase === 'home');
  printFiles(`Sign-in page (${args.path}): what the browser fetched, gzipped / raw / sent over the wire`, signInFiles);
  printFiles('Signing in → home page drawn: fetched in addition', homeFiles);
  const { signIn, home } = result;
  console.log(
    `\nSign-in page: ${kb(signIn.gzip)} gzipped (${kb(signIn.raw)} raw, ${kb(signIn.wire)} sent) in ${signIn.files} file(s). Budget ${budgetKb} KB.` +
      `\nHome page after signing in: ${kb(signIn.gzip + home.gzip)} gzipped in ${signIn.files + home.files} file(s) ` +
      `(${kb(home.gzip)} more in ${home.files}; ${kb(signIn.wire + home.wire)} sent).` +
      `\n(one visit with an empty profile; form usable ${result.formMs.toFixed(0)} ms after navigation, home drawn ` +
      `${result.homeMs?.toFixed(0)} ms after the click: npm run bench measures these properly; checked in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (result.pageErrors.length) console.error(`Page errors:\n  ${result.pageErrors.join('\n  ')}`);
  if (signIn.gzip > budgetKb * 1024) {
    console.error(
      `Over budget by ${kb(signIn.gzip - budgetKb * 1024)}: keep what the sign-in page does not show out of its chunks ` +
        '(React.lazy / import()), and heavy imports out of the entry.',
    );
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
