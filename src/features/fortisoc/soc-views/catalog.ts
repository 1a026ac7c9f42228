/**
 * The SOC views catalogue of specs/catalog/soc-views.json, typed for the screens: its groups (the four of section 2
 * and the product variants) and their views, with the data view each reads and the display types it offers.
 */
import { socViews as socCatalog } from '@generated/catalog/soc-views.ts';
import type { DisplayType } from '@/lib/charts/index.ts';

export interface SocViewDef {
  /** the view's address under FortiSOC: /fortisoc/socviews/{key} */
  key: string;
  title: string;
  /** the analyzer's data view (specs/catalog/fortiview-views.json) */
  viewName: string;
  displayTypes: readonly DisplayType[];
  default: DisplayType;
  /**
   * Create Policy by Hits: the rows are chosen to propose a policy, from the keys of these data views narrowed to the
   * chosen policies (sources; destinations with their services as details)
   */
  createPolicy?: { sources: string; destinations: string };
}

export interface SocGroupDef {
  key: string;
  title: string;
  /** the product variant of the group; none for the four main groups */
  variant?: 'endpoint' | 'ddos' | 'firewall' | 'web-firewall';
  /** ADOM product types offered the variant */
  adomProductTypes?: readonly string[];
  views: readonly SocViewDef[];
}

export const socGroups = socCatalog.groups as unknown as readonly SocGroupDef[];

/** Where a SOC view lives. */
export const SOC_VIEWS_PATH = '/fortisoc/socviews';

export function socViewPath(key: string): string {
  return `${SOC_VIEWS_PATH}/${encodeURIComponent(key)}`;
}

/** A view of the catalogue by its key, with its group. */
export function socViewByKey(key: string | undefined, groups: readonly SocGroupDef[] = socGroups): { view: SocViewDef; group: SocGroupDef } | undefined {
  if (!key) return undefined;
  for (const group of groups) {
    const view = group.views.find((v) => v.key === key);
    if (view) return { view, group };
  }
  return undefined;
}
