/**
 * Which monitor dashboards an administrator is offered (spec section 2): by the appliance variant (all are
 * analyzer-only except the manager's Device Status), by the current ADOM's product type where a dashboard is limited
 * to some, and by licence (the fabric state of security needs the security-rating licence).
 */

export interface DashboardAvailability {
  uuid: string;
  variants: readonly ('manager' | 'analyzer')[];
  adomProductTypes?: readonly string[];
  licence?: string;
}

export interface DashboardContext {
  /** the appliance variants present: an analyzer, a manager, or a manager with the analyzer feature */
  manager: boolean;
  analyzer: boolean;
  /** product type of the current ADOM (e.g. FortiGate, FortiMail); unknown while it loads */
  adomProduct?: string;
  /** licences held, by the catalogue's names (securityRating) */
  licences: ReadonlySet<string>;
}

export function isDashboardAvailable(d: DashboardAvailability, ctx: DashboardContext): boolean {
  const variantOk = (ctx.manager && d.variants.includes('manager')) || (ctx.analyzer && d.variants.includes('analyzer'));
  if (!variantOk) return false;
  if (d.adomProductTypes?.length && (!ctx.adomProduct || !d.adomProductTypes.includes(ctx.adomProduct))) return false;
  if (d.licence && !ctx.licences.has(d.licence)) return false;
  return true;
}

export function visibleDashboards<D extends DashboardAvailability>(all: readonly D[], ctx: DashboardContext): D[] {
  return all.filter((d) => isDashboardAvailable(d, ctx));
}
