import { describe, expect, it } from 'vitest';
import { certificateStatus, deleteBlock } from './status.ts';

const DAY = 86400;
const now = 1_795_593_600; // 2026-11-25 08:00 UTC
const cert = (from: number, to: number) => ({ valid_from: from, valid_to: to });

describe('certificateStatus', () => {
  it.each([
    ['valid for a year', cert(now - 100 * DAY, now + 365 * DAY), { kind: 'valid' }],
    ['ends in 31 days: valid', cert(now - DAY, now + 31 * DAY), { kind: 'valid' }],
    ['ends in 30 days: expiring', cert(now - DAY, now + 30 * DAY), { kind: 'expiring', days: 30 }],
    ['ends in half a day: expiring in 1 day', cert(now - DAY, now + DAY / 2), { kind: 'expiring', days: 1 }],
    ['ends now: expired', cert(now - DAY, now), { kind: 'expired' }],
    ['ended yesterday: expired', cert(now - 10 * DAY, now - DAY), { kind: 'expired' }],
    ['starts tomorrow: not yet valid', cert(now + DAY, now + 10 * DAY), { kind: 'notYetValid' }],
    ['starts now: valid', cert(now, now + 100 * DAY), { kind: 'valid' }],
  ])('%s', (_, c, expected) => {
    expect(certificateStatus(c, now * 1000)).toEqual(expected);
  });
});

describe('deleteBlock', () => {
  it.each([
    [{ source: 'factory', in_use: false }, 'factory'],
    [{ source: 'factory', in_use: true }, 'factory'],
    [{ source: 'user', in_use: true }, 'inUse'],
    [{ source: 'fortiguard', in_use: true }, 'inUse'],
    [{ source: 'user', in_use: false }, null],
    [{ source: 'user' }, null],
  ] as const)('%j → %s', (c, expected) => {
    expect(deleteBlock(c)).toBe(expected);
  });
});
