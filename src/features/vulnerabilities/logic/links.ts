import { constants } from '@generated/catalog/constants.ts';

/** The provider's PSIRT page of an advisory (IR Number column). */
export function psirtAdvisoryUrl(irNumber: string): string {
  return `https://www.fortiguard.com/psirt/${encodeURIComponent(irNumber)}`;
}

/** The national vulnerability database's page of a CVE (CVE column). */
export function cveUrl(cve: string): string {
  return `https://nvd.nist.gov/vuln/detail/${encodeURIComponent(cve)}`;
}

/** The CVEs a cell shows: at most the catalogue's limit. */
export function visibleCves(cves: readonly string[]): readonly string[] {
  const max = constants.psirt.cveCellMaxEntries;
  return cves.length > max ? cves.slice(0, max) : cves;
}
