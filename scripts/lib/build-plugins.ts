/**
 * Vite plugins of the production build (vite.config.ts):
 *   preloadRoute      index.html gets <link rel="modulepreload"> for the first route's lazy chunk and everything it
 *                     imports statically, so the browser fetches them with the entry instead of after it has run;
 *   compileHint       the chunks of the first screen after signing in start with V8's explicit compile hint, so the
 *                     browser compiles their functions while it fetches them, off the main thread, rather than
 *                     each one on its first call while that screen draws;
 *   precompress       every compressible file of the build is also written gzipped (.gz) and brotli-compressed
 *                     (.br), for scripts/serve.ts (or any static server) to send as it is.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { HtmlTagDescriptor, Logger, Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** What is read of an output file of the build (a Rollup/Rolldown chunk or asset). */
export interface BundleFile {
  type: string;
  fileName?: string;
  imports?: string[];
  facadeModuleId?: string | null;
  moduleIds?: string[];
  modules?: Record<string, unknown>;
  viteMetadata?: { importedCss?: Set<string> };
}

/**
 * The chunks `fileNames` load before they run: themselves and their static imports, transitively (in the
 * order found), with the CSS files Vite attached to any of them.
 */
export function staticClosure(bundle: Readonly<Record<string, BundleFile>>, fileNames: readonly string[]): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css = new Set<string>();
  const seen = new Set<string>();
  const queue = [...fileNames];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (!chunk || chunk.type !== 'chunk') continue;
    js.push(file);
    for (const f of chunk.viteMetadata?.importedCss ?? []) css.add(f);
    queue.push(...(chunk.imports ?? []));
  }
  return { js, css: [...css] };
}

/** The chunk holding a module: its facade, or a shared chunk when the module is also imported statically. */
function chunkHolding(bundle: Readonly<Record<string, BundleFile>>, id: string): BundleFile | undefined {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  return (
    chunks.find((c) => c.facadeModuleId && resolve(c.facadeModuleId) === id) ??
    chunks.find((c) => (c.moduleIds ?? Object.keys(c.modules ?? {})).some((m) => resolve(m) === id))
  );
}

/**
 * Preloads the lazy chunks of `modules` (absolute paths of the modules behind the first route's import()) and
 * their static imports from index.html. Files the page already links are left out.
 */
export function preloadRoute(modules: readonly string[]): Plugin {
  const wanted = new Set(modules.map((m) => resolve(m)));
  let base = '/';
  let logger: Pick<Logger, 'warn'> = console;
  return {
    name: 'console:preload-route',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      logger = config.logger;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx): string | HtmlTagDescriptor[] {
        const bundle = ctx.bundle as Record<string, BundleFile> | undefined;
        if (!bundle) return html;
        const roots: string[] = [];
        for (const id of wanted) {
          const chunk = chunkHolding(bundle, id);
          if (chunk?.fileName) roots.push(chunk.fileName);
          else logger.warn(`preloadRoute: ${id} is in no chunk of the build; nothing preloaded for it`);
        }
        const { js, css } = staticClosure(bundle, roots);
        const linked = (file: string) => html.includes(`"${base}${file}"`);
        return [
          ...css.filter((f) => !linked(f)).map((f): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${f}` }, injectTo: 'head' })),
          ...js.filter((f) => !linked(f)).map((f): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${f}` }, injectTo: 'head' })),
        ];
      },
    },
  };
}

/** V8's magic comment: compile every function of this file eagerly (Chromium 136 and later; others ignore it). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts COMPILE_HINT at the top of the chunks that `modules` (absolute paths of modules behind an import(): the
 * screens drawn right after the first) load, with their static imports, except those the first page loads (the
 * entries and `firstPage`, the modules of its route, with their static imports): most of their functions are never
 * called there, and the first page is drawn before any of this code is needed. A chunk's source map moves down by
 * the line the hint takes.
 *
 * Without the hint V8 only pre-parses a file as it arrives and compiles each function the first time it is called,
 * on the main thread: on the first screen after signing in that is most of the shell's and antd's code, compiled
 * in the middle of React's first render of it. With the hint V8 compiles them while streaming the file in, off the
 * main thread, while the administrator is still typing.
 */
export function compileHint(modules: readonly string[], { firstPage = [] }: { firstPage?: readonly string[] } = {}): Plugin {
  let logger: Pick<Logger, 'warn'> = console;
  return {
    name: 'console:compile-hint',
    apply: 'build',
    // after Vite's own additions to the chunks (the map of a chunk's dependencies goes on its first line)
    enforce: 'post',
    configResolved(config) {
      logger = config.logger;
    },
    generateBundle: {
      order: 'post',
      handler(_options, output) {
        const bundle = output as unknown as Record<string, BundleFile & { code?: string; map?: { mappings: string } | null; isEntry?: boolean }>;
        const holding = (ids: readonly string[]) =>
          ids.flatMap((id) => {
            const chunk = chunkHolding(bundle, resolve(id));
            if (!chunk?.fileName) logger.warn(`compileHint: ${id} is in no chunk of the build`);
            return chunk?.fileName ? [chunk.fileName] : [];
          });
        const entries = Object.values(bundle)
          .filter((c) => c.type === 'chunk' && c.isEntry && c.fileName)
          .map((c) => c.fileName!);
        const onFirstPage = new Set(staticClosure(bundle, [...entries, ...holding(firstPage)]).js);
        for (const file of staticClosure(bundle, holding(modules)).js) {
          const chunk = bundle[file];
          if (!chunk || onFirstPage.has(file) || typeof chunk.code !== 'string' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // the source map: one more line before the first, in the chunk's map and in the map file already made of it
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${file}.map`] as { type: string; source?: unknown } | undefined;
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}

/** Files worth compressing: text. Images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|txt|xml|map)$/i;

/**
 * Writes <file>.gz and <file>.br beside every compressible file of the build of at least `minBytes`, when smaller.
 * Brotli quality 10 is within 2 % of 11 at half its time (the machines that build are small).
 * CONSOLE_PRECOMPRESS=0 turns it off (scripts/serve.ts then compresses on the fly).
 */
export function precompress({ minBytes = 1024, gzipLevel = 9, brotliQuality = 10 }: { minBytes?: number; gzipLevel?: number; brotliQuality?: number } = {}): Plugin {
  return {
    name: 'console:precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      if (process.env.CONSOLE_PRECOMPRESS === '0' || !options.dir) return;
      const dir = options.dir;
      const files = Object.keys(bundle).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const data = await readFile(path);
          if (data.length < minBytes) return;
          const [gz, br] = await Promise.all([
            gzip(data, { level: gzipLevel }),
            brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              },
            }),
          ]);
          if (gz.length < data.length) await writeFile(`${path}.gz`, gz);
          if (br.length < data.length) await writeFile(`${path}.br`, br);
        }),
      );
    },
  };
}
