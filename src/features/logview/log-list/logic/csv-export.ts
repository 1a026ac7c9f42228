/**
 * CSV export of a log search: every page in turn, `pageSize` rows at a time, each page written as CSV text as soon
 * as it arrives (the rows themselves are not kept), with progress after each page. Stops at `maxRows`, and when
 * the signal aborts (the user cancelled).
 */
import { csvField } from '@/lib/grid/index.ts';

export type LogValue = string | number | undefined;
export type LogRecord = Readonly<Record<string, LogValue>>;

export interface ExportPlan {
  /** field names, in column order */
  fields: readonly string[];
  /** header line's names of the fields */
  headers: readonly string[];
  /** the logs the search matched (the export stops there, or at maxRows) */
  total: number;
  pageSize: number;
  maxRows: number;
}

export interface ExportDeps {
  fetchPage: (offset: number, limit: number, signal: AbortSignal) => Promise<readonly LogRecord[]>;
  onProgress: (written: number, of: number) => void;
  signal: AbortSignal;
}

/** The CSV text of a page of logs: one CRLF-ended line per log. */
export function csvLines(fields: readonly string[], rows: readonly LogRecord[]): string {
  let out = '';
  for (const row of rows) out += `${fields.map((f) => csvField(row[f])).join(',')}\r\n`;
  return out;
}

/** The export's parts (header first), to be joined into one Blob. */
export async function exportLogCsv(plan: ExportPlan, { fetchPage, onProgress, signal }: ExportDeps): Promise<string[]> {
  const parts = [`${plan.headers.map((h) => csvField(h)).join(',')}\r\n`];
  const of = Math.min(plan.total, plan.maxRows);
  let written = 0;
  onProgress(0, of);
  while (written < of) {
    signal.throwIfAborted();
    const limit = Math.min(plan.pageSize, of - written);
    const rows = await fetchPage(written, limit, signal);
    if (!rows.length) break;
    parts.push(csvLines(plan.fields, rows));
    written += rows.length;
    onProgress(written, of);
  }
  return parts;
}
