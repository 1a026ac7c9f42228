import { describe, expect, it } from 'vitest';
import { connState, firmwareRank, isOutOfSync } from './devices.ts';

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

  it('orders firmware numerically', () => {
    expect(firmwareRank({ frmversion: '7.0', _patch: 10 })).toBeGreaterThan(firmwareRank({ frmversion: '7.0', _patch: 9 }));
    expect(firmwareRank({ frmversion: '6.4', _patch: 15 })).toBeLessThan(firmwareRank({ frmversion: '7.0', _patch: 0 }));
    expect(firmwareRank({ frmversion: '7.2', _patch: 6 })).toBe(firmwareRank({ frmversion: '7.2', _patch: 6 }));
  });
});
