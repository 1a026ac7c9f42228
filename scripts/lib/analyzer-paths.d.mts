/** /api paths (without the prefix) the mock analyzer answers. */
export declare const ANALYZER_PATHS: readonly string[];
export declare function isAnalyzerPath(path: string): boolean;
