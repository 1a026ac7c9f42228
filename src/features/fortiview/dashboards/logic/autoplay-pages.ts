/**
 * The pages an autoplaying widget turns through (autoplayType, spec section 9): a few rows at a time of a ranked
 * list or table, a few whole series at a time of a timeline (a line is never cut into pieces of its points), and the
 * devices a page of cards at a time. A summary of all the rows (devices up and down) is not paged.
 */
import type { Family } from '@/lib/charts/index.ts';

/** Rows, or series of a timeline, per page. */
export const AUTOPLAY_PAGE = 5;
/** Device cards per page. */
export const AUTOPLAY_DEVICES = 10;

/** Whether the rows as shown are turned through by pages: not a summary of every row (the devices' up and down). */
export function pagesRotate(family: Family, displayType: string, asTable: boolean): boolean {
  return asTable || !(family === 'device' && displayType === 'simple');
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < list.length; i += size) pages.push(list.slice(i, i + size));
  return pages;
}

/**
 * The pages of the rows, at least one. A series family is paged by whole series, the largest (by its total) first;
 * each page holds every point of its series, in the order the rows came.
 */
export function autoplayPages(family: Family, rows: readonly unknown[], size = family === 'device' ? AUTOPLAY_DEVICES : AUTOPLAY_PAGE): unknown[][] {
  if (!rows.length) return [[]];
  if (family !== 'series') return chunks(rows, size);
  const totals = new Map<string, number>();
  for (const r of rows as { series: string; value: number }[]) totals.set(r.series, (totals.get(r.series) ?? 0) + (Number(r.value) || 0));
  const order = [...totals].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  return chunks(order, size).map((names) => {
    const page = new Set(names);
    return rows.filter((r) => page.has((r as { series: string }).series));
  });
}
