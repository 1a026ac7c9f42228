/**
 * Vite plugins of the production build (vite.config.ts):
 *   preloadRoute      index.html gets <link rel="modulepreload"> for the first route's lazy chunk and everything it
 *                     imports statically, so the browser fetches them with the entry instead of after it has run;
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
        // the chunk holding each module (its facade, or a shared chunk when the module is also imported statically)
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const holder = (id: string) =>
          chunks.find((c) => c.facadeModuleId && resolve(c.facadeModuleId) === id) ??
          chunks.find((c) => (c.moduleIds ?? Object.keys(c.modules ?? {})).some((m) => resolve(m) === id));
        const roots: string[] = [];
        for (const id of wanted) {
          const chunk = holder(id);
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
