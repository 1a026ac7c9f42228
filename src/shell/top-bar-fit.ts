export interface TopBarFitInput {
  /** the items in bar order, with their measured widths (0 for an item that shows nothing) */
  items: ReadonlyArray<{ key: string; width: number }>;
  /** width the bar has */
  available: number;
  /** space between two shown items */
  gap: number;
  /** width of the More button that takes the collapsed items */
  moreWidth: number;
  /** the order in which items leave the bar when it is too narrow, first to go first; items not listed always stay */
  collapseOrder: readonly string[];
}

/** Width of the shown items (those with a width) in a row with gaps. */
function rowWidth(widths: readonly number[], gap: number): number {
  const shown = widths.filter((w) => w > 0);
  return shown.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, shown.length - 1);
}

/**
 * The items to collapse into the More menu so that the rest fits the bar: none when all fit, else items in
 * `collapseOrder` until the rest and the More button fit (or nothing more may go).
 */
export function itemsToCollapse({ items, available, gap, moreWidth, collapseOrder }: TopBarFitInput): Set<string> {
  const collapsed = new Set<string>();
  const widthOf = new Map(items.map((i) => [i.key, i.width]));
  const remaining = () => items.filter((i) => !collapsed.has(i.key)).map((i) => i.width);
  if (rowWidth(remaining(), gap) <= available) return collapsed;
  for (const key of collapseOrder) {
    if (rowWidth([...remaining(), moreWidth], gap) <= available) break;
    // an item that shows nothing frees no room
    if ((widthOf.get(key) ?? 0) > 0) collapsed.add(key);
  }
  return collapsed;
}
