/** /api paths (without the prefix) the mock analyzer answers. */
export declare const ANALYZER_PATHS: readonly ['/gui/fortiview/', '/gui/customview/', '/gui/logview/'];
export declare function isAnalyzerPath(path: string): boolean;
