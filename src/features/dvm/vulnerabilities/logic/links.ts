import { constants } from '@generated/catalog/constants.ts';
import { links } from '@generated/catalog/links.ts';
import { fillLink } from '@/lib/url/link-template.ts';

/** The provider's PSIRT page of an advisory (IR Number column). */
export function psirtAdvisoryUrl(irNumber: string): string {
  return fillLink(links.external.psirtAdvisory, { id: irNumber });
}

/** The national vulnerability database's page of a CVE (CVE column). */
export function cveUrl(cve: string): string {
  return fillLink(links.external.nvdCve, { id: cve });
}

/** The CVEs a cell shows: at most the catalogue's limit. */
export function visibleCves(cves: readonly string[]): readonly string[] {
  const max = constants.psirt.cveCellMaxEntries;
  return cves.length > max ? cves.slice(0, max) : cves;
}
