import { describe, expect, it } from 'vitest';
import {
  buildNumber,
  compareVersions,
  isDowngrade,
  majorMinor,
  maxVersion,
  normalizeVersion,
  versionInRange,
} from './versions.ts';

describe('normalizeVersion reads every spelling the appliance reports', () => {
  it.each([
    ['7.0.6', '7.0.6'],
    ['v7.0.6-build0366 (GA)', '7.0.6'],
    ['7.2.6-b1575', '7.2.6'],
    ['FP231F-v7.0.4-build0082', '7.0.4'],
    ['PU231F-v7.0.3', '7.0.3'],
    ['S448EF-v7.2.6-build0471,231012 (GA)', '7.2.6'],
    ['FX201E-v7.0.3', '7.0.3'],
    ['FWF60C-v5.0-build041', null],
    ['', null],
    [null, null],
  ])('%s → %s', (text, expected) => {
    expect(normalizeVersion(text)).toBe(expected);
  });
});

describe('version comparison', () => {
  it.each([
    ['7.0.10', '7.0.9', 1],
    ['7.0.9', '7.0.10', -1],
    ['7.2.0', '7.1.99', 1],
    ['6.4.15', '7.0.0', -1],
    ['7.2.6-b1575', '7.2.6', 0],
  ])('%s vs %s', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });

  it('maxVersion keeps the higher and ignores null', () => {
    expect(maxVersion('7.0.9', '7.0.17')).toBe('7.0.17');
    expect(maxVersion(null, '7.2.3')).toBe('7.2.3');
    expect(maxVersion('7.2.3', null)).toBe('7.2.3');
  });

  it('majorMinor and buildNumber', () => {
    expect(majorMinor('v7.2.6-build1575')).toBe('7.2');
    expect(buildNumber('7.2.6-b1575')).toBe(1575);
    expect(buildNumber('v7.0.6-build0366 (GA)')).toBe(366);
    expect(buildNumber('7.0.6')).toBeNull();
  });
});

describe('versionInRange: inclusive advisory ranges, unstated bounds', () => {
  it.each([
    ['7.0.6', '7.0.0', '7.0.6', true],
    ['7.0.7', '7.0.0', '7.0.6', false],
    ['7.0.0', '7.0.0', '7.0.6', true],
    ['6.4.9', '7.0.0', '7.0.6', false],
    // no maximum: every patch of the minimum's major.minor
    ['6.0.17', '6.0.0', null, true],
    ['6.2.0', '6.0.0', null, false],
    // no minimum: from the maximum's major.minor .0
    ['6.2.0', null, '6.2.0', true],
    ['6.0.9', null, '6.2.0', false],
    // neither bound: nothing is known, nothing matches
    ['7.0.1', null, null, false],
    [null, '7.0.0', '7.0.6', false],
  ])('%s in [%s, %s] → %s', (v, lo, hi, expected) => {
    expect(versionInRange(v, lo, hi)).toBe(expected);
  });
});

describe('isDowngrade: the chosen version is below the running one', () => {
  it.each([
    ['7.2.9', '7.4.5', true],
    ['7.4.4-b2555', 'v7.4.5-build2588 241009 (GA.M)', true],
    ['7.4.5', '7.4.5', false],
    ['7.4.6', '7.4.5', false],
    ['7.6.2-b3521', '7.4.5', false],
    ['', '7.4.5', false],
    ['7.2.9', null, false],
  ])('%s over %s → %s', (target, current, expected) => {
    expect(isDowngrade(target, current)).toBe(expected);
  });
});
