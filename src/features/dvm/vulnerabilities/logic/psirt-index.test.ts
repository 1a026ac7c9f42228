import { describe, expect, it } from 'vitest';
import { createPsirtIndex, deviceVulnerabilities, suggestedUpgradeVersion, vulnerabilitiesFor } from './psirt-index.ts';
import { ADVISORIES, PSIRT } from './test-data.ts';

describe("a device's vulnerabilities come from byPlatform '<platform>_<version>'", () => {
  it.each([
    ['FortiOS', '7.0.1', ['FG-IR-22-377', 'FG-IR-22-398', 'FG-IR-23-149']],
    ['FortiOS', '7.4.0', []],
    ['FortiAP-U', '7.0.3', ['FG-IR-26-131']],
    ['FortiOS', null, []],
  ])('%s %s', (platform, version, expected) => {
    expect(vulnerabilitiesFor(PSIRT, platform, version)).toEqual(expected);
  });
});

describe('suggestedUpgradeVersion: the highest upgrade_to needed for the version', () => {
  it.each([
    // 22-377 → 7.0.7, 22-398 → 7.0.9, 23-149 → 7.0.4: all must be fixed
    ['FortiOS', '7.0.1', '7.0.9'],
    ['FortiOS', '7.2.1', '7.2.3'],
    // only a range without a fixed version: nothing to suggest
    ['FortiOS', '6.4.8', null],
    ['FortiAP', '7.0.4', null],
    ['FortiAP-U', '7.0.3', '7.0.6'],
    // a product's ranges never apply to another product
    ['FortiProxy', '7.0.1', '7.0.7'],
    ['FortiOS', '6.2.0', '6.2.1'],
    ['FortiOS', '7.4.0', null],
  ])('%s %s → %s', (platform, version, expected) => {
    expect(suggestedUpgradeVersion(ADVISORIES, platform, version)).toBe(expected);
  });
});

describe('createPsirtIndex', () => {
  it('orders vulnerabilities by risk and gives severity and suggestion', () => {
    const match = createPsirtIndex(PSIRT);
    expect(match('FortiOS', '7.0.1')).toEqual({
      irNumbers: ['FG-IR-22-398', 'FG-IR-22-377', 'FG-IR-23-149'],
      severity: 5,
      suggestedVersion: '7.0.9',
    });
    expect(match('FortiOS', '7.0.1')).toBe(match('FortiOS', '7.0.1'));
    expect(match('FortiOS', '7.4.0')).toEqual({ irNumbers: [], severity: 1, suggestedVersion: null });
  });

  it('ignores IR numbers the advisory list does not hold', () => {
    const match = createPsirtIndex({ ...PSIRT, byPlatform: { 'FortiOS_7.0.2': ['FG-IR-99-999', 'FG-IR-23-149'] } });
    expect(match('FortiOS', '7.0.2').irNumbers).toEqual(['FG-IR-23-149']);
  });
});

describe('deviceVulnerabilities (Device Vulnerabilities dialog)', () => {
  it('lists advisories highest risk first with counts per severity', () => {
    const d = deviceVulnerabilities(['FG-IR-23-149', 'FG-IR-22-377', 'FG-IR-22-398'], PSIRT.byIrNumber);
    expect(d.total).toBe(3);
    expect(d.advisories.map((a) => a.ir_number)).toEqual(['FG-IR-22-398', 'FG-IR-22-377', 'FG-IR-23-149']);
    expect(d.countsPerRisk).toEqual({ 1: 0, 2: 0, 3: 1, 4: 0, 5: 2 });
  });
});
