import { constants } from '@generated/catalog/constants.ts';
import { links } from '@generated/catalog/links.ts';
import { fillLink } from '@/lib/url/link-template.ts';

/** Compares dotted versions numerically (7.0.10 > 7.0.3); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.replace(/^v/i, '').split('.').map((n) => parseInt(n, 10) || 0);
  const pb = b.replace(/^v/i, '').split('.').map((n) => parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/**
 * Release-notes document id for an image version: the manager uses the first catalogue id; the analyzer uses the
 * first from 7.0.3 upward and the second below it.
 */
export function releaseNotesDocumentId(variant: 'manager' | 'analyzer', version: string): number {
  const [first, second] = constants.releaseNotes.documentIds;
  if (variant === 'manager') return first;
  return compareVersions(version, constants.releaseNotes.analyzerFirstDocFromVersion) >= 0 ? first : second;
}

/** Link of the Upgrade Firmware step to the release notes of the offered version. */
export function releaseNotesUrl(variant: 'manager' | 'analyzer', productName: string, version: string): string {
  const product = productName.toLowerCase().replace(/\s+/g, '');
  return fillLink(links.external.releaseNotes, { product, version, document: releaseNotesDocumentId(variant, version) });
}
