import { constants } from '@generated/catalog/constants.ts';
import type { FirmwareTemplateFormData } from '@generated/forms/firmware-template.ts';
import { limitVersionsByLicence } from '@/lib/firmware/licence.ts';
import { TEMPLATE_FORM_DEFAULTS } from '@/lib/firmware/template-form.ts';
import { compareVersions, majorMinor, maxVersion, normalizeVersion } from '@/lib/firmware/versions.ts';
import type {
  EnforcedVersion,
  FirmwareTemplate,
  FirmwareVersion,
  FirmwareVersionList,
  ProductCode,
  ScopeMember,
  VulnerableDeviceRow,
} from './types.ts';

/**
 * Name of a template made from the vulnerability view: 'PSIRT_' plus the date string with spaces replaced by
 * underscores (PSIRT_Tue_Nov_18_2025).
 */
export function autoTemplateName(date: Date | string): string {
  const text = typeof date === 'string' ? date : date.toDateString();
  return `${constants.psirt.autoTemplatePrefix}${text.trim().replace(/ /g, '_')}`;
}

type Settings = FirmwareTemplate['fwmprof setting'];

/** Settings of an auto-created template: the Firmware Template form's defaults; no window times, as the form has none. */
export function autoTemplateSettings(enforced: EnforcedVersion[] = []): Settings {
  const d = TEMPLATE_FORM_DEFAULTS;
  return {
    'schedule-type': d['schedule-type'],
    'schedule-day': d['schedule-day'],
    'image-source': d['image-source'],
    'schedule-start-time': null,
    'schedule-end-time': null,
    'enforced version': enforced,
  };
}

/** A new template with the auto-created defaults. */
export function buildAutoTemplate(
  name: string,
  enforced: EnforcedVersion[] = [],
  members: ScopeMember[] = [],
): FirmwareTemplate {
  return { name, type: 'fwmprof', 'fwmprof setting': autoTemplateSettings(enforced), 'scope member': members };
}

/** One enforced-version entry with the auto-created defaults (the form's: auto upgrade path, no flags). */
export function enforcedVersion(platform: string, product: EnforcedVersion['product'], version: string): EnforcedVersion {
  return { platform, product, version, ...TEMPLATE_FORM_DEFAULTS.enforced };
}

/**
 * The image to preselect: the GA build of the suggested version, else the newest image of the suggested version's
 * major.minor, else the first image of the list.
 */
export function recommendedVersion(
  versions: readonly FirmwareVersion[],
  suggested: string | null,
): FirmwareVersion | undefined {
  if (!versions.length) return undefined;
  if (suggested) {
    const exact = versions.find((v) => v.type === 'GA' && normalizeVersion(v.version) === suggested);
    if (exact) return exact;
    const line = majorMinor(suggested);
    let newest: FirmwareVersion | undefined;
    for (const v of versions) {
      if (majorMinor(v.version) === line && (!newest || compareVersions(v.version, newest.version) > 0)) newest = v;
    }
    if (newest) return newest;
  }
  return versions[0];
}

/** Names of the selected rows that cannot go into a template: '%s must be upgraded manually.' */
export function manualUpgradeNames(rows: readonly VulnerableDeviceRow[]): string[] {
  return rows.filter((r) => r.upgradeManually).map((r) => r.name);
}

/**
 * Template members for the selected rows: each managed device itself, each asset through the FortiGate that
 * manages it (templates hold FortiGates; their APs, switches and extenders follow). Rows to upgrade manually
 * are left out.
 */
export function templateMembersFor(rows: readonly VulnerableDeviceRow[]): ScopeMember[] {
  const seen = new Set<string>();
  const out: ScopeMember[] = [];
  for (const r of rows) {
    if (r.upgradeManually) continue;
    const name = r.kind === 'device' ? r.name : r.parentName;
    if (!name || seen.has(name)) continue;
    seen.add(name);
    out.push({ name, vdom: 'root' });
  }
  return out;
}

/**
 * Enforced versions for the selected rows, one per platform: the recommended image for the highest suggested
 * version among that platform's rows, within the licence limit (the lowest current major.minor of the platform's
 * rows when unlicensed). Platforms without a listed image are left out.
 */
export function enforcedVersionsFor(
  rows: readonly VulnerableDeviceRow[],
  versionLists: readonly FirmwareVersionList[],
  licensed: boolean,
): EnforcedVersion[] {
  const byPlatform = new Map<string, { product: ProductCode; suggested: string | null; lowest: string | null }>();
  for (const r of rows) {
    if (r.upgradeManually) continue;
    const g = byPlatform.get(r.platform) ?? { product: r.product, suggested: null, lowest: null };
    g.suggested = maxVersion(g.suggested, r.suggestedVersion);
    if (r.version && (g.lowest === null || compareVersions(r.version, g.lowest) < 0)) g.lowest = r.version;
    byPlatform.set(r.platform, g);
  }
  const lists = new Map(versionLists.map((l) => [l.platform, l]));
  const out: EnforcedVersion[] = [];
  for (const [platform, g] of byPlatform) {
    const list = lists.get(platform);
    if (!list) continue;
    const choice = recommendedVersion(limitVersionsByLicence(list.versions, g.lowest, licensed), g.suggested);
    if (choice && g.product !== 'FAZ' && g.product !== 'FMG') {
      out.push(enforcedVersion(platform, g.product as EnforcedVersion['product'], choice.version));
    }
  }
  return out;
}

/** Firmware Template form of a new template: the auto-created defaults, with the given name and versions. */
export function templateFormDefaults(name: string, enforced: EnforcedVersion[] = []): FirmwareTemplateFormData {
  const s = autoTemplateSettings(enforced);
  return {
    name,
    'schedule-type': s['schedule-type'] as FirmwareTemplateFormData['schedule-type'],
    'schedule-day': s['schedule-day'] as FirmwareTemplateFormData['schedule-day'],
    'image-source': s['image-source'] as FirmwareTemplateFormData['image-source'],
    // the form refuses an empty list (minItems), which its generated type writes as a non-empty tuple
    'enforced version': s['enforced version'] as FirmwareTemplateFormData['enforced version'],
  };
}

