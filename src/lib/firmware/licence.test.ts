import { describe, expect, it } from 'vitest';
import { specExample } from '@/lib/api/testing/spec-mock.ts';
import { allowedByLicence, firmwareLicensed, limitVersionsByLicence } from './licence.ts';

const IMAGES = ['7.4.0-b2360', '7.2.6-b1575', '7.2.2-b1255', '7.0.9-b0444', '7.0.7-b0367', '7.0.1-b0157'].map((version) => ({ version }));

describe('limitVersionsByLicence: without the licence, nothing above the current major.minor', () => {
  it.each([
    [true, '7.0.1', 6],
    [false, '7.0.1', 3],
    [false, '7.2.2', 5],
    [false, '6.4.8', 0],
    [false, null, 6],
  ])('licensed %s, current %s → %s versions', (licensed, current, n) => {
    expect(limitVersionsByLicence(IMAGES, current, licensed)).toHaveLength(n);
  });

  it('keeps the order and the entries it was given', () => {
    expect(limitVersionsByLicence(IMAGES, '7.2.2', false).map((v) => v.version)).toEqual([
      '7.2.6-b1575',
      '7.2.2-b1255',
      '7.0.9-b0444',
      '7.0.7-b0367',
      '7.0.1-b0157',
    ]);
  });
});

describe('allowedByLicence', () => {
  it.each([
    // a newer patch of the running line is allowed, a newer line is not
    ['7.4.6', '7.4.5', false, true],
    ['7.6.2', '7.4.5', false, false],
    ['8.0.0', '7.4.5', false, false],
    // going back is always allowed
    ['7.2.9', '7.4.5', false, true],
    // the appliance's own spelling of its version
    ['7.4.7', 'v7.4.5-build2588 241009 (GA.M)', false, true],
    ['7.6.0', 'v7.4.5-build2588 241009 (GA.M)', false, false],
    // licensed, or nothing to compare with
    ['7.6.2', '7.4.5', true, true],
    ['7.6.2', null, false, true],
  ])('%s with %s running, licensed %s → %s', (version, current, licensed, expected) => {
    expect(allowedByLicence(version, current, licensed)).toBe(expected);
  });
});

describe("firmwareLicensed: the firmware licence is the appliance licence's firmware_upgrade_licensed", () => {
  it.each([
    ['superAdmin', true],
    ['noFirmwareLicence', false],
    ['unregistered', false],
  ] as const)('getSysLicense %s → %s', (example, expected) => {
    expect(firmwareLicensed(specExample('getSysLicense', example) as { firmware_upgrade_licensed: boolean })).toBe(expected);
  });

  it('counts a licence not read yet as absent', () => {
    expect(firmwareLicensed(undefined)).toBe(false);
  });
});
