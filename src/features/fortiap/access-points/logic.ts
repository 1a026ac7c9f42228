import type { ApStatus, Wtp } from '@generated/types/entities.ts';
import { routeGroups } from '@generated/catalog/route-groups.ts';
import { cachedApFamilyFromPlatform, parseAccessPoint } from '@/features/dvm/vulnerabilities/index.ts';
import { firmwareOf } from '@/lib/firmware/reported.ts';

export type ApState = ApStatus['status'];

/** One row of the managed access points list: its configuration and, when a FortiGate reported it, its live state. */
export interface AccessPointRow {
  serial: string;
  name: string;
  platform: string;
  firmware: string;
  fortigate: string;
  status: ApState;
  /** undefined when the live state could not be read */
  clients: number | undefined;
  ip: string;
}

const CONN_STATE: Record<number, ApState> = { 0: 'unknown', 1: 'connected', 2: 'disconnected' };

/**
 * The access points the list shows, by the spec's parsing rule (local radios and ids that do not match the
 * platform are left out, and counted), each with the live state its FortiGate reported, else its configured one.
 */
export function accessPointRows(wtps: readonly Wtp[], statuses: readonly ApStatus[] | undefined): { rows: AccessPointRow[]; skipped: number } {
  const live = new Map((statuses ?? []).map((s) => [s['wtp-id'], s]));
  const family = cachedApFamilyFromPlatform();
  const rows: AccessPointRow[] = [];
  let skipped = 0;
  for (const w of wtps) {
    if (!parseAccessPoint(w, family).ok) {
      skipped++;
      continue;
    }
    const s = live.get(w['wtp-id']);
    rows.push({
      serial: w['wtp-id'],
      name: w.name,
      platform: w['_platform-name'],
      firmware: firmwareOf(w['_software-version']),
      fortigate: w['scope member'][0]?.name ?? '',
      status: s?.status ?? CONN_STATE[w['_conn-state']] ?? 'unknown',
      clients: statuses ? (s?.clients ?? 0) : undefined,
      ip: s?.ip ?? '',
    });
  }
  return { rows, skipped };
}

/** Counts for the list's summary line. */
export function accessPointSummary(rows: readonly AccessPointRow[]) {
  let online = 0;
  let offline = 0;
  let clients = 0;
  for (const r of rows) {
    if (r.status === 'connected') online++;
    else if (r.status === 'disconnected') offline++;
    clients += r.clients ?? 0;
  }
  return { total: rows.length, online, offline, clients };
}

type Redirect = { to: string; when?: 'centralManagement' };

/** The catalogue's redirect of a route (by app key), if it has one. */
export function routeRedirect(appKey: string): Redirect | undefined {
  type R = { appKey: string; redirect?: Redirect; children?: R[] };
  const find = (routes: readonly R[]): Redirect | undefined => {
    for (const r of routes) {
      if (r.appKey === appKey) return r.redirect;
      const inner = r.children && find(r.children);
      if (inner) return inner;
    }
    return undefined;
  };
  for (const g of routeGroups.groups) {
    const found = find(g.routes as readonly R[]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Where a route with a conditional redirect goes: its target when the condition holds (central management of
 * access points is on), else nowhere (the route shows its own screen). A redirect without a condition always goes.
 */
export function conditionalRedirect(redirect: Redirect | undefined, settings: { centralManagement: boolean }): string | null {
  if (!redirect) return null;
  if (!redirect.when) return redirect.to;
  return settings[redirect.when] ? redirect.to : null;
}
