/**
 * Widgets a monitor dashboard hides by default (defaultHide, spec section 2: "Some widgets are hidden by default"):
 * the user may show any of them, and which ones are shown lives in the URL (`?show=<widget id>,<widget id>`), so a
 * reload or a shared link shows the same dashboard. A hidden widget leaves no hole: the widgets below it move up.
 */

/** A widget's place on the dashboard's grid. */
export interface Placement {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  defaultHide?: boolean;
}

/** The URL parameter of the hidden widgets shown. */
export const SHOW_PARAM = 'show';
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The widgets of the dashboard that are hidden by default, in reading order. */
export function hiddenByDefault<P extends Placement>(placements: readonly P[]): P[] {
  return placements.filter((p) => p.defaultHide).sort((a, b) => a.y - b.y || a.x - b.x);
}

/** The hidden widgets the URL shows: ids of this dashboard's hidden widgets only (anything else is left out). */
export function parseShown(search: URLSearchParams, placements: readonly Placement[]): Set<string> {
  const hidden = new Set(hiddenByDefault(placements).map((p) => p.id));
  const ids = (search.get(SHOW_PARAM) ?? '').split(',').filter((id) => ID.test(id) && hidden.has(id));
  return new Set(ids);
}

/** A copy of `search` showing the hidden widgets `ids` (none: the parameter goes), other parameters kept. */
export function writeShown(search: URLSearchParams, ids: Iterable<string>): URLSearchParams {
  const next = new URLSearchParams(search);
  const list = [...new Set(ids)].sort();
  if (list.length) next.set(SHOW_PARAM, list.join(','));
  else next.delete(SHOW_PARAM);
  return next;
}

/**
 * The placements shown: every widget not hidden by default, and the hidden ones in `shown`, each moved up as far as
 * the widgets above it allow (a hidden widget leaves no gap; where nothing is hidden, the catalogue's placements).
 */
export function visiblePlacements<P extends Placement>(placements: readonly P[], shown: ReadonlySet<string>): P[] {
  const kept = placements.filter((p) => !p.defaultHide || shown.has(p.id)).sort((a, b) => a.y - b.y || a.x - b.x);
  const placed: P[] = [];
  for (const p of kept) {
    const above = placed.filter((q) => q.x < p.x + p.w && p.x < q.x + q.w);
    const y = Math.min(p.y, Math.max(0, ...above.map((q) => q.y + q.h)));
    placed.push(y === p.y ? p : { ...p, y });
  }
  return placed;
}
