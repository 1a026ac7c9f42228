import { columnText, columnValue, type GridColumn } from './types.ts';
import { downloadBlob } from '@/lib/browser/download.ts';

// Spreadsheet programs run a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: quoted when it holds a comma, quote or line break (quotes doubled); text that a spreadsheet would
 * evaluate as a formula gets a leading apostrophe. Real numbers are written as they are (a negative count is data).
 */
export function csvField(value: string | number | null | undefined): string {
  if (value == null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let s = value;
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The rows as CSV (RFC 4180, CRLF line ends): a header line of column names, then one line per row. */
export function toCsv<R>(columns: readonly GridColumn<R>[], rows: readonly R[]): string {
  const cols = columns.filter((c) => c.exportable !== false);
  const lines = [cols.map((c) => csvField(c.name)).join(',')];
  for (const row of rows) {
    lines.push(
      cols
        .map((c) => {
          const v = c.text ? undefined : columnValue(c, row);
          return csvField(typeof v === 'number' ? v : columnText(c, row));
        })
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name safe on every desktop: no path separators or reserved characters, `.csv` appended once. */
export function csvFileName(name: string): string {
  const base = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').replace(/\.csv$/i, '') || 'export';
  return `${base}.csv`;
}

/**
 * Downloads the rows (as they are passed: filtered and sorted by the caller) as a CSV file. The byte-order mark lets
 * spreadsheet programs read the file as UTF-8.
 */
export function exportCsv<R>(columns: readonly GridColumn<R>[], rows: readonly R[], filename: string): void {
  const blob = new Blob(['\uFEFF', toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' });
  downloadBlob(blob, csvFileName(filename));
}
