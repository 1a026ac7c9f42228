export declare function median(xs: readonly number[]): number;
export declare function summarize(times: readonly number[]): { median: number; min: number; max: number; runs: number };
/** One line: median, min/max, number of runs and, with a goal, the ratio to it. */
export declare function formatLine(label: string, times: readonly number[], goal?: number): string;
/** The machine's 1, 5 and 15 minute load averages. */
export declare function loadLine(): string;
