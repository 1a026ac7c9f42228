import { describe, expect, it } from 'vitest';
import { msg, msgCount } from './messages.ts';
import '@/lib/charts/text.ts';

describe('msgCount: the plural form of a count, from the catalogue', () => {
  it.each([
    [0, 'Devices: 0 devices up, 2 down.'],
    [1, 'Devices: 1 device up, 1 down.'],
    [2, 'Devices: 2 devices up, 0 down.'],
  ])('%s devices up', (up, expected) => {
    expect(msgCount('charts.summaryDevices', up, 'Devices', up, 2 - up)).toBe(expected);
  });

  it('takes the key itself when the catalogue has no other form for the count', () => {
    expect(msgCount('shell.loading', 1)).toBe(msg('shell.loading'));
  });
});
