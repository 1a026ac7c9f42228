import { describe, expect, it } from 'vitest';
import { constants } from '@generated/catalog/constants.ts';
import { compareVersions, releaseNotesDocumentId, releaseNotesUrl } from './release-notes.ts';

describe('release notes link', () => {
  const [first, second] = constants.releaseNotes.documentIds;

  it('uses the catalogue ids 723553 and 492625', () => {
    expect([first, second]).toEqual([723553, 492625]);
  });

  it.each<['manager' | 'analyzer', string, number]>([
    ['analyzer', '7.0.3', first],
    ['analyzer', '7.0.10', first],
    ['analyzer', '7.6.2', first],
    ['analyzer', '7.0.2', second],
    ['analyzer', '6.4.12', second],
    ['manager', '7.6.2', first],
    ['manager', '6.4.12', first],
  ])('%s %s → document %i', (variant, version, id) => {
    expect(releaseNotesDocumentId(variant, version)).toBe(id);
  });

  it('links the product, version and document', () => {
    expect(releaseNotesUrl('analyzer', 'FortiAnalyzer', '7.6.2')).toBe(
      'https://docs.fortinet.com/document/fortianalyzer/7.6.2/release-notes/723553',
    );
    expect(releaseNotesUrl('analyzer', 'FortiAnalyzer', '7.0.1')).toBe(
      'https://docs.fortinet.com/document/fortianalyzer/7.0.1/release-notes/492625',
    );
  });

  it('compares versions numerically', () => {
    expect(compareVersions('7.0.10', '7.0.3')).toBe(1);
    expect(compareVersions('v7.0.3', '7.0.3')).toBe(0);
    expect(compareVersions('7.0', '7.0.1')).toBe(-1);
  });
});
