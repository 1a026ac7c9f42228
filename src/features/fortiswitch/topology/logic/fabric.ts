import dagre from '@dagrejs/dagre';
import type { SwitchFabric, SwitchFabricMember } from '@generated/types/entities.ts';

/** The URL search parameter that names the switch shown (topology and faceplate), so a switch can be linked to. */
export const SWITCH_PARAM = 'switch';

/** A device drawn on the fabric graph: a FortiGate at the root of its fabric, or one of its switches. */
export interface FabricNode {
  id: string;
  kind: 'fortigate' | 'switch';
  name: string;
  platform: string;
  /** the FortiGate whose fabric the device belongs to */
  fortigate: string;
  /** a switch's state; a FortiGate has none here */
  status?: SwitchFabricMember['status'];
}

/** A link of the fabric, from the upstream device (source) to the switch plugged into it (target). */
export interface FabricLink {
  id: string;
  source: string;
  target: string;
  /** the port of the upstream device */
  sourcePort: string;
  /** the switch's own uplink port */
  targetPort: string;
}

export interface FabricGraph {
  nodes: FabricNode[];
  links: FabricLink[];
}

/** Node ids of FortiGates cannot meet switch ids (serial numbers): they carry a prefix. */
export const fortigateNodeId = (name: string) => `fortigate:${name}`;

/**
 * The graph of every fabric: a node per FortiGate and per switch, a link from each switch to its upstream switch, or
 * to its FortiGate when it is plugged into the FortiGate or its upstream switch is not part of the same fabric.
 */
export function fabricGraph(fabrics: readonly SwitchFabric[]): FabricGraph {
  const nodes: FabricNode[] = [];
  const links: FabricLink[] = [];
  for (const { fortigate, switches } of fabrics) {
    const root = fortigateNodeId(fortigate.name);
    nodes.push({ id: root, kind: 'fortigate', name: fortigate.name, platform: fortigate.platform, fortigate: fortigate.name });
    const ids = new Set(switches.map((s) => s['switch-id']));
    for (const s of switches) {
      nodes.push({ id: s['switch-id'], kind: 'switch', name: s.name, platform: s.platform, fortigate: fortigate.name, status: s.status });
      const peer = s.uplink.peer;
      const source = peer && ids.has(peer) && peer !== s['switch-id'] ? peer : root;
      links.push({ id: `${source}->${s['switch-id']}`, source, target: s['switch-id'], sourcePort: s.uplink['peer-port'], targetPort: s.uplink.port });
    }
  }
  return { nodes, links };
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * Positions (top-left corners) of the nodes, laid out left to right by dagre: each FortiGate left of its switches,
 * each switch right of the device it is plugged into (a fabric is wider than deep, and a screen is wider than high).
 * Every node has the same size; `gap` is the space between ranks (across) and between nodes of a rank (down).
 */
export function layoutFabric(graph: FabricGraph, size: Size, gap: Size = { width: 120, height: 20 }): Map<string, Point> {
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: 'LR', nodesep: gap.height, ranksep: gap.width, marginx: 0, marginy: 0 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of graph.nodes) g.setNode(n.id, { width: size.width, height: size.height });
  for (const l of graph.links) g.setEdge(l.source, l.target);
  dagre.layout(g);
  const out = new Map<string, Point>();
  for (const n of graph.nodes) {
    const { x, y } = g.node(n.id);
    // dagre gives centres; the graph view places nodes by their top-left corner
    out.set(n.id, { x: x - size.width / 2, y: y - size.height / 2 });
  }
  return out;
}

/** A switch with the FortiGate that manages it. */
export interface LocatedSwitch {
  member: SwitchFabricMember;
  fortigate: string;
}

/** Every switch of the fabrics, in the fabrics' order. */
export function allSwitches(fabrics: readonly SwitchFabric[]): LocatedSwitch[] {
  return fabrics.flatMap((f) => f.switches.map((member) => ({ member, fortigate: f.fortigate.name })));
}

/** The switch of that id, with its FortiGate. */
export function findSwitch(fabrics: readonly SwitchFabric[], switchId: string | null): LocatedSwitch | undefined {
  return switchId === null ? undefined : allSwitches(fabrics).find((s) => s.member['switch-id'] === switchId);
}

/** The listSwitchPorts call of a switch: its FortiGate and its id (none chosen: an empty call, left idle). */
export function portsInit(located: LocatedSwitch | undefined) {
  return { params: { path: { device: located?.fortigate ?? '' }, query: { mkey: located?.member['switch-id'] ?? '' } } };
}

/** A row of the fabric's table view: a switch with what it is plugged into. */
export interface UplinkRow {
  switchId: string;
  name: string;
  platform: string;
  status: SwitchFabricMember['status'];
  fortigate: string;
  /** name of the upstream switch, or of the FortiGate */
  upstream: string;
  uplinkPort: string;
  peerPort: string;
}

/** The table view of the graph: each switch with its upstream device by name, in the fabrics' order. */
export function uplinkRows(fabrics: readonly SwitchFabric[]): UplinkRow[] {
  return fabrics.flatMap((f) => {
    const names = new Map(f.switches.map((s) => [s['switch-id'], s.name]));
    return f.switches.map((s) => ({
      switchId: s['switch-id'],
      name: s.name,
      platform: s.platform,
      status: s.status,
      fortigate: f.fortigate.name,
      upstream: (s.uplink.peer && names.get(s.uplink.peer)) || f.fortigate.name,
      uplinkPort: s.uplink.port,
      peerPort: s.uplink['peer-port'],
    }));
  });
}
