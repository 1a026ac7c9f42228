import { describe, expect, it } from 'vitest';
import { links } from '@generated/catalog/links.ts';
import { fillLink } from './link-template.ts';

describe('fillLink', () => {
  it.each([
    [links.external.psirtAdvisory, { id: 'FG-IR-24-015' }, 'https://www.fortiguard.com/psirt/FG-IR-24-015'],
    [links.external.nvdCve, { id: 'CVE-2024-21762' }, 'https://nvd.nist.gov/vuln/detail/CVE-2024-21762'],
    // identifiers are encoded: a crafted id cannot leave the path segment
    [links.external.psirtAdvisory, { id: '../x?y=1' }, 'https://www.fortiguard.com/psirt/..%2Fx%3Fy%3D1'],
    [
      links.external.releaseNotes,
      { product: 'fortimanager', version: '7.6.2', document: 723553 },
      'https://docs.fortinet.com/document/fortimanager/7.6.2/release-notes/723553',
    ],
    ['https://example.com/{missing}', {}, 'https://example.com/'],
  ])('%s with %o', (template, params, expected) => {
    expect(fillLink(template, params)).toBe(expected);
  });
});
