/** Types of log-filter.mjs (the log search's filter expression into SQL). */
export declare const LOG_FIELDS: Map<string, { type: 'string' | 'integer' | 'number' | 'ip'; column: string | null }>;
export declare const logViewCatalogue: { fields: { field: string }[]; logTypes: { key: string }[] };
export declare function columnOf(field: string): string;
export declare function parseLogFilter(text: string | undefined, p: (value: unknown) => string): string | null;
