import { describe, expect, it } from 'vitest';
import type { SwitchPort, SwitchPorts } from '@generated/types/entities.ts';
import { specExample } from '@/lib/api/testing/spec-mock.ts';
import { movePort, panelGroups, portNumber, portsUp, type PanelKey } from './faceplate.ts';

const port = (n: number, media: SwitchPort['media'] = 'rj45', status: SwitchPort['status'] = 'up'): SwitchPort => ({
  name: `port${n}`,
  media,
  status,
  speed: status === 'up' ? 1000 : 0,
  duplex: status === 'up' ? 'full' : null,
  role: 'access',
  poe_capable: false,
  poe_status: 'none',
  poe_power: 0,
  vlan: 'default',
  neighbor: null,
  counters: { rx_bytes: 0, tx_bytes: 0, rx_packets: 0, tx_packets: 0, rx_errors: 0, tx_errors: 0, rx_drops: 0, tx_drops: 0 },
});

const range = (from: number, to: number, media?: SwitchPort['media']) => Array.from({ length: to - from + 1 }, (_, i) => port(from + i, media));
const layout = (ports: SwitchPort[]) => panelGroups(ports).map((g) => [g.media, g.firstColumn, g.columns, g.cells.map((c) => `${c.port.name}@${c.column}.${c.row}`).join(' ')]);

describe('portNumber', () => {
  it.each([
    ['port1', 1],
    ['port52', 52],
    ['mgmt', Number.NaN],
  ])('%s → %s', (name, n) => expect(portNumber(name)).toBe(n));
});

describe('panelGroups', () => {
  it.each([
    ['8 copper + 2 SFP (108E)', [...range(1, 8), ...range(9, 10, 'sfp')], [
      ['rj45', 0, 4, 'port1@0.0 port2@0.1 port3@1.0 port4@1.1 port5@2.0 port6@2.1 port7@3.0 port8@3.1'],
      ['sfp', 4, 1, 'port9@4.0 port10@4.1'],
    ]],
    ['ports given out of order', [port(3), port(1), port(2)], [['rj45', 0, 2, 'port1@0.0 port2@0.1 port3@1.0']]],
    ['a block starting on an even port starts below', [port(1), port(2, 'sfp'), port(3, 'sfp')], [
      ['rj45', 0, 1, 'port1@0.0'],
      ['sfp', 1, 2, 'port2@1.1 port3@2.0'],
    ]],
    ['no ports', [], []],
  ])('%s', (_case, ports, expected) => {
    expect(layout(ports)).toEqual(expected);
  });

  it.each([
    ['S124EPTF24163946', 'FortiSwitch-124E-POE', [['rj45', 24], ['sfp', 4]]],
    ['S148FPTF22671173', 'FortiSwitch-148F-POE', [['rj45', 48], ['sfp+', 4]]],
    ['S1048ETF21230386', 'FortiSwitch-1048E', [['sfp+', 48], ['qsfp28', 6]]],
    ['S3032ETF24967538', 'FortiSwitch-3032E', [['qsfp28', 32]]],
  ])('the example of %s (%s) has the real panel', (id, _model, blocks) => {
    const { ports } = specExample('listSwitchPorts', `mkey${id}`) as SwitchPorts;
    const groups = panelGroups(ports);
    expect(groups.map((g) => [g.media, g.cells.length])).toEqual(blocks);
    // odd ports on top
    expect(groups.flatMap((g) => g.cells).every((c) => c.row === (portNumber(c.port.name) % 2 === 1 ? 0 : 1))).toBe(true);
  });
});

describe('movePort', () => {
  const groups = panelGroups([...range(1, 8), ...range(9, 10, 'sfp')]);
  it.each<[string, PanelKey, string]>([
    ['port1', 'ArrowRight', 'port3'],
    ['port2', 'ArrowRight', 'port4'],
    ['port7', 'ArrowRight', 'port9'],
    ['port8', 'ArrowRight', 'port10'],
    ['port9', 'ArrowRight', 'port9'],
    ['port3', 'ArrowLeft', 'port1'],
    ['port1', 'ArrowLeft', 'port1'],
    ['port1', 'ArrowDown', 'port2'],
    ['port2', 'ArrowUp', 'port1'],
    ['port1', 'ArrowUp', 'port1'],
    ['port6', 'Home', 'port1'],
    ['port6', 'End', 'port10'],
    ['gone', 'ArrowRight', 'port1'],
  ])('from %s, %s goes to %s', (from, key, to) => {
    expect(movePort(groups, from, key)).toBe(to);
  });

  it('a column with only a top port: right from the bottom row goes to that top port', () => {
    const odd = panelGroups(range(1, 3));
    expect(movePort(odd, 'port2', 'ArrowRight')).toBe('port3');
  });

  it('an empty panel has nowhere to go', () => {
    expect(movePort([], 'port1', 'Home')).toBeNull();
  });
});

describe('portsUp', () => {
  it('counts the ports with their link up', () => {
    expect(portsUp([port(1), port(2, 'rj45', 'down'), port(3, 'rj45', 'disabled'), port(4)])).toBe(2);
  });
});
