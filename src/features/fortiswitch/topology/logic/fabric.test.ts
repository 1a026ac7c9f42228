import { describe, expect, it } from 'vitest';
import type { SwitchFabric, SwitchFabricMember } from '@generated/types/entities.ts';
import { specExample } from '@/lib/api/testing/spec-mock.ts';
import { allSwitches, fabricGraph, findSwitch, fortigateNodeId, layoutFabric, uplinkRows } from './fabric.ts';

const member = (id: string, peer: string | null, port = 'port28', peerPort = 'fortilink'): SwitchFabricMember => ({
  'switch-id': id,
  name: `SW-${id}`,
  platform: 'FortiSwitch-124E-POE',
  os_version: 'S124EP-v7.2.6-build0471 (GA)',
  status: 'online',
  ip: '10.255.1.2',
  uplink: { port, peer, 'peer-port': peerPort },
});

const fabric = (name: string, switches: SwitchFabricMember[]): SwitchFabric => ({
  fortigate: { name, sn: 'FGT61FTK19559775', platform: 'FortiGate-61F' },
  switches,
});

describe('fabricGraph', () => {
  it.each([
    ['a switch plugged into the FortiGate', [member('A', null)], [['fortigate:FGT', 'A', 'fortilink', 'port28']]],
    ['a switch below another', [member('A', null), member('B', 'A', 'port28', 'port27')], [['fortigate:FGT', 'A', 'fortilink', 'port28'], ['A', 'B', 'port27', 'port28']]],
    ['an upstream switch not in the fabric: linked to the FortiGate', [member('B', 'GONE', 'port28', 'port27')], [['fortigate:FGT', 'B', 'port27', 'port28']]],
    ['a switch naming itself as upstream: linked to the FortiGate', [member('A', 'A')], [['fortigate:FGT', 'A', 'fortilink', 'port28']]],
  ])('%s', (_case, switches, links) => {
    const g = fabricGraph([fabric('FGT', switches)]);
    expect(g.links.map((l) => [l.source, l.target, l.sourcePort, l.targetPort])).toEqual(links);
    expect(g.nodes[0]).toMatchObject({ id: fortigateNodeId('FGT'), kind: 'fortigate', name: 'FGT' });
    expect(g.nodes).toHaveLength(switches.length + 1);
  });

  it('no fabric, no node', () => {
    expect(fabricGraph([])).toEqual({ nodes: [], links: [] });
  });
});

describe('layoutFabric', () => {
  const size = { width: 200, height: 70 };
  it('puts each switch right of the device it is plugged into, without overlaps', () => {
    const g = fabricGraph([fabric('FGT', [member('A', null), member('B', 'A'), member('C', 'A'), member('D', null)])]);
    const at = layoutFabric(g, size);
    for (const l of g.links) expect(at.get(l.target)!.x).toBeGreaterThan(at.get(l.source)!.x);
    const boxes = [...at.values()];
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(Math.abs(a.x - b.x) >= size.width || Math.abs(a.y - b.y) >= size.height).toBe(true);
  });

  it('lays out the root ADOM example: every node placed', () => {
    const g = fabricGraph(specExample('listSwitchFabrics', 'rootAdom') as SwitchFabric[]);
    const at = layoutFabric(g, size);
    expect(at.size).toBe(g.nodes.length);
    expect([...at.values()].every((p) => Number.isFinite(p.x) && Number.isFinite(p.y))).toBe(true);
  });
});

describe('uplinkRows and lookups', () => {
  const fabrics = [fabric('FGT-1', [member('A', null), member('B', 'A', 'port28', 'port27')]), fabric('FGT-2', [member('C', null)])];

  it('names the upstream switch, or the FortiGate', () => {
    expect(uplinkRows(fabrics).map((r) => [r.name, r.fortigate, r.upstream, r.uplinkPort, r.peerPort])).toEqual([
      ['SW-A', 'FGT-1', 'FGT-1', 'port28', 'fortilink'],
      ['SW-B', 'FGT-1', 'SW-A', 'port28', 'port27'],
      ['SW-C', 'FGT-2', 'FGT-2', 'port28', 'fortilink'],
    ]);
  });

  it.each([
    ['B', 'FGT-1'],
    ['C', 'FGT-2'],
  ])('finds switch %s under %s', (id, fgt) => {
    expect(findSwitch(fabrics, id)?.fortigate).toBe(fgt);
  });

  it('finds nothing for an unknown id or none', () => {
    expect(findSwitch(fabrics, 'X')).toBeUndefined();
    expect(findSwitch(fabrics, null)).toBeUndefined();
    expect(allSwitches(fabrics)).toHaveLength(3);
  });
});
