/**
 * /api paths the mock analyzer answers (behind its validating proxy); every other /api path goes to the Prism mock.
 * The dev server (vite.config.ts) and the preview server (scripts/serve.ts) route by this one list.
 */
export const ANALYZER_PATHS = ['/gui/fortiview/', '/gui/customview/', '/gui/logview/'] as const;

/** Whether an /api path (without the /api prefix) is the analyzer's. */
export function isAnalyzerPath(path: string): boolean {
  return ANALYZER_PATHS.some((p) => path.startsWith(p));
}
