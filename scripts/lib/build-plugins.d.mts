import type { Plugin } from 'vite';

/** The chunks `fileNames` load before they run (themselves and their static imports) and the CSS attached to them. */
export declare function staticClosure(
  bundle: Record<string, { type: string; imports?: string[]; viteMetadata?: { importedCss?: Set<string> } }>,
  fileNames: string[],
): { js: string[]; css: string[] };
/** index.html preloads the lazy chunks of these modules (absolute paths) and their static imports. */
export declare function preloadRoute(modules: string[]): Plugin;
/** Files worth compressing. */
export declare const COMPRESSIBLE: RegExp;
/** Writes .gz and .br beside every compressible file of the build (CONSOLE_PRECOMPRESS=0 turns it off). */
export declare function precompress(options?: { minBytes?: number; gzipLevel?: number; brotliQuality?: number }): Plugin;
