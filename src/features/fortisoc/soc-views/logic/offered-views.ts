/**
 * Which SOC views an ADOM is offered (spec section 2: the catalogue has endpoint-client, DDoS, firewall and
 * web-firewall variants): an ADOM whose product type a variant names gets that variant's views; any other ADOM the
 * four main groups. Like the dashboards, the choice follows the ADOM's product type and nothing else.
 */
import type { SocGroupDef, SocViewDef } from '../catalog.ts';

export function offeredGroups<G extends Pick<SocGroupDef, 'variant' | 'adomProductTypes'>>(groups: readonly G[], adomProduct: string | undefined): G[] {
  const variants = adomProduct ? groups.filter((g) => g.variant && g.adomProductTypes?.includes(adomProduct)) : [];
  return variants.length ? variants : groups.filter((g) => !g.variant);
}

/** The first view an ADOM is offered: where the bare SOC views address leads. */
export function firstOfferedView(groups: readonly SocGroupDef[], adomProduct: string | undefined): SocViewDef | undefined {
  return offeredGroups(groups, adomProduct)[0]?.views[0];
}

/** Whether the view of this key is among those the ADOM is offered. */
export function isViewOffered(groups: readonly SocGroupDef[], adomProduct: string | undefined, key: string): boolean {
  return offeredGroups(groups, adomProduct).some((g) => g.views.some((v) => v.key === key));
}
