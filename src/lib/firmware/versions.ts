/**
 * Version helpers. Versions travel in several spellings: 7.0.6, v7.0.6-build0366 (GA), 7.2.6-b1575,
 * FP231F-v7.0.4-build0082, S448EF-v7.2.6-build0471,231012 (GA). All are read as major.minor.patch.
 */

export interface ParsedVersion {
  major: number;
  minor: number;
  /** null when the text names only major.minor */
  patch: number | null;
}

// a 'v' marks the version in model-prefixed strings, so model digits (FP231F) are never taken for it
const MARKED = /v(\d+)\.(\d+)(?:\.(\d+))?/i;
const PLAIN = /(\d+)\.(\d+)(?:\.(\d+))?/;

export function parseVersion(text: string | null | undefined): ParsedVersion | null {
  if (!text) return null;
  const m = MARKED.exec(text) ?? PLAIN.exec(text);
  if (!m) return null;
  return { major: Number(m[1]), minor: Number(m[2]), patch: m[3] === undefined ? null : Number(m[3]) };
}

/** major.minor.patch of any spelling; null when the patch is missing or nothing parses. */
export function normalizeVersion(text: string | null | undefined): string | null {
  const v = parseVersion(text);
  return v && v.patch !== null ? `${v.major}.${v.minor}.${v.patch}` : null;
}

/** major.minor of any spelling, e.g. '7.0'; null when nothing parses. */
export function majorMinor(text: string | null | undefined): string | null {
  const v = parseVersion(text);
  return v ? `${v.major}.${v.minor}` : null;
}

/** Sortable number for a version (a missing patch counts as 0); -1 when nothing parses. */
export function versionRank(text: string | null | undefined): number {
  const v = parseVersion(text);
  return v ? v.major * 1e6 + v.minor * 1e3 + (v.patch ?? 0) : -1;
}

/** Negative, zero or positive as a is below, equal to or above b (unparsable versions sort first). */
export function compareVersions(a: string | null | undefined, b: string | null | undefined): number {
  return versionRank(a) - versionRank(b);
}

/** The higher of two versions (null loses). */
export function maxVersion(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return compareVersions(b, a) > 0 ? b : a;
}

/** Build number of an image version such as 7.2.6-b1575 or v7.2.6-build1575; null when absent. */
export function buildNumber(text: string | null | undefined): number | null {
  const m = /-b(?:uild)?(\d+)/i.exec(text ?? '');
  return m ? Number(m[1]) : null;
}

/**
 * Whether a version lies in an advisory's inclusive range. A null bound is one the advisory does not state:
 * a null maximum covers every patch of the minimum's major.minor, a null minimum starts at the maximum's
 * major.minor.0, and a range with neither bound matches nothing.
 */
export function versionInRange(
  version: string | null | undefined,
  minimum: string | null | undefined,
  maximum: string | null | undefined,
): boolean {
  const v = versionRank(version);
  if (v < 0 || (!minimum && !maximum)) return false;
  const lo = minimum ? versionRank(minimum) : Math.floor(versionRank(maximum) / 1e3) * 1e3;
  const hi = maximum ? versionRank(maximum) : Math.floor(versionRank(minimum) / 1e3) * 1e3 + 999;
  return v >= lo && v <= hi;
}

/**
 * Installing `target` over `current` goes back to an older version (same version, or an unknown one, is not a
 * downgrade). Failures of a downgrade say 'Downgrade Failed' rather than 'Upgrade Failed'.
 */
export function isDowngrade(target: string | null | undefined, current: string | null | undefined): boolean {
  if (versionRank(target) < 0 || versionRank(current) < 0) return false;
  return compareVersions(target, current) < 0;
}
