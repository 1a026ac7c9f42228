import { describe, expect, it } from 'vitest';
import { compareFirmware, connState, isOutOfSync, matchesSearch } from './devices.ts';

const device = { name: 'BR-SEA-002', platform: 'FortiGate-40F', firmware: 'v7.4.0-build2360 (GA)', sn: 'FGT40FTK20868611' };

describe('device list rules', () => {
  it.each([
    [1, 'up'],
    [2, 'down'],
    [undefined, 'unknown'],
  ] as const)('conn_status %s is %s', (conn_status, state) => {
    expect(connState({ conn_status })).toBe(state);
  });

  it('knows an out-of-sync device', () => {
    expect(isOutOfSync({ conf_status: 'outofsync' })).toBe(true);
    expect(isOutOfSync({ conf_status: 'unknown' })).toBe(false);
  });

  it.each([
    ['', true],
    ['sea', true],
    ['40f 7.4.0', true],
    ['FGT40FTK2086', true],
    ['sea 60f', false],
  ])('search %j matches: %s', (search, expected) => {
    expect(matchesSearch(device, search)).toBe(expected);
  });

  it('orders firmware numerically', () => {
    expect(compareFirmware({ frmversion: '7.0', _patch: 10 }, { frmversion: '7.0', _patch: 9 })).toBeGreaterThan(0);
    expect(compareFirmware({ frmversion: '6.4', _patch: 15 }, { frmversion: '7.0', _patch: 0 })).toBeLessThan(0);
    expect(compareFirmware({ frmversion: '7.2', _patch: 6 }, { frmversion: '7.2', _patch: 6 })).toBe(0);
  });
});
