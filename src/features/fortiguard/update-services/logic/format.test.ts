import { describe, expect, it } from 'vitest';
import { formatPackageDate, formatPackageVersion, isExpired } from './format.ts';

describe('package versions and dates (spec section 9)', () => {
  it.each([
    ['92.8123', '92.08123'],
    ['7.34', '7.00034'],
    ['29.00921', '29.00921'],
    ['1.40', '1.00040'],
    ['beta', 'beta'],
  ])('version %s is shown as %s', (raw, shown) => expect(formatPackageVersion(raw)).toBe(shown));

  it.each([
    ['2611241530', '2026-11-24 15:30:00'],
    ['2601010005', '2026-01-01 00:05:00'],
  ])('date %s is shown as %s', (raw, shown) => expect(formatPackageDate(raw)).toBe(shown));

  it('a date that is not YYMMDDHHMM stays as it is; none is empty', () => {
    expect(formatPackageDate('2026-11-24')).toBe('2026-11-24');
    expect(formatPackageDate(null)).toBe('');
  });
});

describe('expiry', () => {
  it('a licence expires after its last day', () => {
    const today = new Date('2026-11-25T10:00:00Z');
    expect(isExpired('2026-11-24', today)).toBe(true);
    expect(isExpired('2026-11-25', today)).toBe(false);
    expect(isExpired('2027-03-31', today)).toBe(false);
  });
});
