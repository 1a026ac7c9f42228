/** Gzipped kilobytes the sign-in page may make the browser fetch. */
export declare const BUDGET_KB: number;
/** Static imports and re-exports of a built module ("./x.js"), not import() calls. */
export declare function staticImports(code: string): string[];
/** The JS files (relative to distDir) the first screen loads. */
export declare function initialScripts(distDir: string): string[];
export declare function measure(distDir: string): {
  initial: string[];
  initialGzip: number;
  initialRaw: number;
  chunks: { file: string; raw: number; gzip: number; initial: boolean }[];
};
/** What the browser fetched, per file, in one visit of the console in distDir (sign-in page, then home page). */
export declare function measureInBrowser(
  distDir: string,
  options?: { path?: string },
): Promise<{
  formMs: number;
  homeMs: number | null;
  pageErrors: string[];
  files: { url: string; type: string; phase: 'signIn' | 'home'; gzip: number; raw: number; wire: number; encoding: string }[];
  signIn: { files: number; gzip: number; raw: number; wire: number };
  home: { files: number; gzip: number; raw: number; wire: number };
}>;
