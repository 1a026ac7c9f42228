/** Types of log-filter.mjs (the log search's filter expression into SQL). */
export declare class QueryError extends Error {}
export declare const LOG_FIELDS: Map<string, { type: 'string' | 'integer' | 'number' | 'ip'; column: string | null }>;
export declare const logViewCatalogue: { fields: { field: string; type: string; column?: string }[]; logTypes: { key: string; label: string; includes?: string[]; subtypes?: { key: string }[] }[] };
export declare const TEXT_COLUMNS: string[];
export declare const MAX_FILTER_LENGTH: number;
export declare const MAX_CLAUSES: number;
export declare function quoteColumn(column: string): string;
export declare function escapeLike(value: string): string;
export declare function columnOf(field: string): string;
export declare function ilikeText(term: string, p: (value: unknown) => string): string;
export declare function parseLogFilter(
  text: string | undefined,
  p: (value: unknown) => string,
  options?: { freeText?: (term: string, p: (value: unknown) => string) => string },
): string | null;
