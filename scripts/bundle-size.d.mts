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
