import type { SysLicense } from '@generated/types/entities.ts';
import { versionRank } from './versions.ts';

/**
 * The firmware upgrade licence, read from the one call that carries it: the appliance's licence (getSysLicense
 * firmware_upgrade_licensed). The console firmware upgrade dialog and the firmware template form both select it
 * with this (`useGetSysLicense(undefined, { select: firmwareLicensed })`); a licence not read yet counts as absent.
 */
export function firmwareLicensed(licence: Pick<SysLicense, 'firmware_upgrade_licensed'> | undefined): boolean {
  return licence?.firmware_upgrade_licensed ?? false;
}

/** major.minor of a version as one comparable number (7.4 → 7004); -1 when nothing parses. */
function lineRank(version: string | null | undefined): number {
  const rank = versionRank(version);
  return rank < 0 ? -1 : Math.floor(rank / 1e3);
}

/**
 * Whether a version may be chosen: with the firmware licence any version may; without it only versions not above
 * the current major.minor (patches of the running line and older lines). Without a known current version nothing
 * is held back, since there is no line to hold it to.
 */
export function allowedByLicence(version: string, currentVersion: string | null | undefined, licensed: boolean): boolean {
  if (licensed || !currentVersion) return true;
  return lineRank(version) <= lineRank(currentVersion);
}

/** Without the firmware licence only versions up to the current major.minor may be chosen. */
export function limitVersionsByLicence<T extends { version: string }>(
  versions: readonly T[],
  currentVersion: string | null,
  licensed: boolean,
): T[] {
  return versions.filter((v) => allowedByLicence(v.version, currentVersion, licensed));
}
