import { deviceSeverity, emptyRiskCounts } from './severity.ts';
import { compareVersions, maxVersion, versionInRange } from '@/lib/firmware/versions.ts';
import type { PsirtAdvisory, PsirtData, Risk } from './types.ts';

/** byPlatform key of a product version: '<platform>_<version>'. */
export function psirtKey(platform: string, version: string): string {
  return `${platform}_${version}`;
}

/** IR numbers of the advisories hitting a product version (empty when none). */
export function vulnerabilitiesFor(psirt: PsirtData, platform: string, version: string | null): readonly string[] {
  return (version && psirt.byPlatform[psirtKey(platform, version)]) || [];
}

/**
 * Suggested upgrade for a product version: among the advisories' affected ranges that hold this version, the
 * highest upgrade_to above it (upgrading to anything lower would leave some advisory open). Null when no advisory
 * names a fixed version.
 */
export function suggestedUpgradeVersion(
  advisories: Iterable<PsirtAdvisory>,
  platform: string,
  version: string,
): string | null {
  let best: string | null = null;
  for (const advisory of advisories) {
    for (const p of advisory.products) {
      if (p.platform !== platform || !p.upgrade_to) continue;
      if (!versionInRange(version, p.minimum_version, p.maximum_version)) continue;
      if (compareVersions(p.upgrade_to, version) <= 0) continue;
      best = maxVersion(best, p.upgrade_to);
    }
  }
  return best;
}

/** Advisories (known to byIrNumber) of a list of IR numbers, highest risk first, then newest IR number first. */
export function sortedAdvisories(irNumbers: readonly string[], byIrNumber: PsirtData['byIrNumber']): PsirtAdvisory[] {
  const list: PsirtAdvisory[] = [];
  for (const ir of irNumbers) {
    const a = byIrNumber[ir];
    if (a) list.push(a);
  }
  return list.sort((a, b) => b.risk - a.risk || (a.ir_number < b.ir_number ? 1 : a.ir_number > b.ir_number ? -1 : 0));
}

/** What a product version is exposed to; shared by every row of the same product version. */
export interface VersionExposure {
  /** IR numbers, highest risk first. */
  irNumbers: readonly string[];
  severity: Risk;
  suggestedVersion: string | null;
}

const NONE: VersionExposure = Object.freeze({ irNumbers: Object.freeze([]) as readonly string[], severity: 1 as Risk, suggestedVersion: null });

/**
 * Looks product versions up in the PSIRT data. Each '<platform>_<version>' is worked out once, so matching a large
 * fleet costs one map lookup per device whatever the number of advisories.
 */
export function createPsirtIndex(psirt: PsirtData): (platform: string, version: string | null) => VersionExposure {
  // nested maps so a lookup builds no key string; each product version is worked out on first use
  const byPlatform = new Map<string, Map<string, VersionExposure>>();
  return (platform, version) => {
    if (!version) return NONE;
    let versions = byPlatform.get(platform);
    if (!versions) byPlatform.set(platform, (versions = new Map()));
    let hit = versions.get(version);
    if (!hit) {
      const advisories = sortedAdvisories(psirt.byPlatform[psirtKey(platform, version)] ?? [], psirt.byIrNumber);
      hit = advisories.length
        ? {
            irNumbers: Object.freeze(advisories.map((a) => a.ir_number)),
            severity: deviceSeverity(advisories.map((a) => a.risk)),
            suggestedVersion: suggestedUpgradeVersion(advisories, platform, version),
          }
        : NONE;
      versions.set(version, hit);
    }
    return hit;
  };
}

export interface DeviceVulnerabilities {
  /** The device's advisories, highest risk first (the dialog's default sort). */
  advisories: PsirtAdvisory[];
  /** '%s Vulnerabilities detected in total'. */
  total: number;
  countsPerRisk: Record<Risk, number>;
}

/** Content of the Device Vulnerabilities dialog for one row. */
export function deviceVulnerabilities(
  irNumbers: readonly string[],
  byIrNumber: PsirtData['byIrNumber'],
): DeviceVulnerabilities {
  const advisories = sortedAdvisories(irNumbers, byIrNumber);
  const countsPerRisk = emptyRiskCounts();
  for (const a of advisories) countsPerRisk[deviceSeverity([a.risk])]++;
  return { advisories, total: advisories.length, countsPerRisk };
}

