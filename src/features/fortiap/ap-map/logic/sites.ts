/** Counting a site's access points by state, and the regions the map zooms to. */

export interface StatefulAp {
  '_conn-state': number;
}

export type ApState = 'up' | 'down' | 'unknown';

/** The spec's _conn-state: 1 up, 2 down, anything else unknown. */
export function apState(ap: StatefulAp): ApState {
  if (ap['_conn-state'] === 1) return 'up';
  if (ap['_conn-state'] === 2) return 'down';
  return 'unknown';
}

export interface ApCounts {
  total: number;
  up: number;
  down: number;
  unknown: number;
}

export function countStates(aps: readonly StatefulAp[]): ApCounts {
  const counts: ApCounts = { total: aps.length, up: 0, down: 0, unknown: 0 };
  for (const ap of aps) counts[apState(ap)]++;
  return counts;
}

/** How a site reads on the map: down when any access point is down, up when all are up, else unknown. */
export function siteState(counts: ApCounts): ApState {
  if (counts.down > 0) return 'down';
  if (counts.total > 0 && counts.up === counts.total) return 'up';
  return 'unknown';
}

/** The regions of the sites, each once, in alphabetical order. */
export function regionsOf(sites: ReadonlyArray<{ region: string }>): string[] {
  return [...new Set(sites.map((s) => s.region).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}
