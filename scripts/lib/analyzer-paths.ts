/**
 * /api paths the mock analyzer answers (widget data and Log View, behind its validating proxy); the mock appliance
 * (scripts/appliance/server.ts) hands them on to it and answers every other path itself or from the Prism mock
 * (custom views are the appliance's own, scripts/appliance/rules/custom-views.ts).
 */
export const ANALYZER_PATHS = ['/gui/fortiview/', '/gui/logview/'] as const;

/** Whether an /api path (without the /api prefix) is the analyzer's. */
export function isAnalyzerPath(path: string): boolean {
  return ANALYZER_PATHS.some((p) => path.startsWith(p));
}
