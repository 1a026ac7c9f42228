import { describe, expect, it } from 'vitest';
import type { SwitchPort } from '@generated/types/entities.ts';
import { bytesText, linkText, neighborText, poeText, portButtonName, speedText } from './format.ts';

describe('speedText', () => {
  it.each([
    [0, 'No link'],
    [10, '10 Mbps'],
    [100, '100 Mbps'],
    [1000, '1 Gbps'],
    [2500, '2.5 Gbps'],
    [10000, '10 Gbps'],
    [100000, '100 Gbps'],
  ])('%s Mbit/s → %s', (mbps, text) => expect(speedText(mbps)).toBe(text));
});

describe('bytesText', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1536, '1.5 KB'],
    [5 * 1024 ** 3, '5.0 GB'],
    [3 * 1024 ** 5, '3072.0 TB'],
  ])('%s → %s', (n, text) => expect(bytesText(n)).toBe(text));
});

describe('port texts', () => {
  const base: SwitchPort = {
    name: 'port3',
    media: 'rj45',
    status: 'up',
    speed: 1000,
    duplex: 'full',
    role: 'access',
    poe_capable: true,
    poe_status: 'delivering',
    poe_power: 6.2,
    vlan: 'voice',
    neighbor: { source: 'lldp', name: 'SEP-CP-8845', port: 'Port 1', mac: '70:79:b3:01:02:03' },
    counters: { rx_bytes: 0, tx_bytes: 0, rx_packets: 0, tx_packets: 0, rx_errors: 0, tx_errors: 0, rx_drops: 0, tx_drops: 0 },
  };

  it.each<[Partial<SwitchPort>, string]>([
    [{}, 'port3: Up, 1 Gbps full duplex, PoE Delivering 6.2 W'],
    [{ status: 'down', speed: 0, duplex: null, poe_status: 'searching', poe_power: 0 }, 'port3: Down, No link, PoE Searching'],
    [{ status: 'disabled', speed: 0, duplex: null, poe_status: 'disabled', poe_power: 0 }, 'port3: Disabled, No link, PoE Disabled'],
    [{ speed: 100, duplex: 'half', poe_capable: false, poe_status: 'none', poe_power: 0 }, 'port3: Up, 100 Mbps half duplex, PoE Not capable'],
  ])('accessible name of %o', (change, name) => {
    expect(portButtonName({ ...base, ...change })).toBe(name);
  });

  it.each<[SwitchPort['neighbor'], string]>([
    [base.neighbor, 'SEP-CP-8845, port Port 1 (LLDP)'],
    [{ source: 'detected', name: 'PRN-HP-M607-04' }, 'PRN-HP-M607-04 (Detected device)'],
    [null, 'None'],
  ])('neighbour %o', (neighbor, text) => {
    expect(neighborText({ neighbor })).toBe(text);
  });

  it('PoE fault and link of a port that is down', () => {
    expect(poeText({ poe_status: 'fault', poe_power: 0 })).toBe('Fault');
    expect(linkText({ speed: 0, duplex: null })).toBe('No link');
  });
});
