/**
 * Which pages of a search the browser keeps: those the grid shows now, then the most recently shown, at most
 * `max` in all. A page that leaves this list is dropped (its rows are fetched again if the user scrolls back).
 */

/** The pages rows [first, last] fall in (pages of `size` rows, within `total` when it is known). */
export function pagesOfRange(first: number, last: number, size: number, total?: number): number[] {
  const end = total === undefined ? last : Math.min(last, total - 1);
  if (end < first || end < 0) return [0];
  const pages: number[] = [];
  for (let p = Math.floor(Math.max(0, first) / size); p <= Math.floor(end / size); p++) pages.push(p);
  return pages;
}

/** The pages to keep: the visible ones first (in order), then the previous list's others, up to `max`. */
export function nextRecentPages(recent: readonly number[], visible: readonly number[], max: number): number[] {
  const out = [...visible];
  for (const p of recent) if (!out.includes(p)) out.push(p);
  return out.slice(0, Math.max(max, visible.length));
}
