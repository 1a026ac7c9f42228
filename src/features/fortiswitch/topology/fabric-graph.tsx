import { useMemo } from 'react';
import { Background, Controls, Handle, Position, ReactFlow, type Edge, type Node, type NodeProps } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { theme } from 'antd';
import { isDarkSurface } from '@/lib/color/contrast.ts';
import type { SwitchFabric } from '@generated/types/entities.ts';
import { fabricGraph, layoutFabric, type FabricNode } from './logic/fabric.ts';
import { statusText } from './logic/format.ts';
import { msg } from './text.ts';

const NODE_SIZE = { width: 200, height: 72 };

type DeviceData = Record<string, unknown> & FabricNode & { selected: boolean; onSelect: (switchId: string) => void };
type DeviceNode = Node<DeviceData, 'device'>;

/** A device of the fabric; a switch is a button that shows its ports, its state said in words and not by colour only. */
function DeviceNodeView({ data }: NodeProps<DeviceNode>) {
  const handles = (
    <>
      <Handle type="target" position={Position.Left} isConnectable={false} />
      <Handle type="source" position={Position.Right} isConnectable={false} />
    </>
  );
  if (data.kind === 'fortigate') {
    return (
      <div className="switch-fabric-node is-fortigate" role="img" aria-label={msg('switchFabric.fortigateNode', data.name, data.platform)}>
        <span className="switch-fabric-node-name">{data.name}</span>
        <span>{data.platform}</span>
        <span>{msg('switchFabric.fortigate')}</span>
        {handles}
      </div>
    );
  }
  const status = statusText(data.status ?? 'offline');
  return (
    <>
      <button
        type="button"
        className={`nodrag nopan switch-fabric-node is-${data.status}`}
        aria-pressed={data.selected}
        aria-label={msg('switchFabric.switchNode', data.name, data.platform, status)}
        onClick={() => data.onSelect(data.id)}
      >
        <span className="switch-fabric-node-name">{data.name}</span>
        <span>{data.platform}</span>
        <span>{status}</span>
      </button>
      {handles}
    </>
  );
}

const NODE_TYPES = { device: DeviceNodeView };

export interface FabricGraphViewProps {
  fabrics: readonly SwitchFabric[];
  selected: string | null;
  onSelect: (switchId: string) => void;
}

/** The fabrics drawn as a graph laid out by dagre, with zoom controls and fit; switches are chosen by click or Enter. */
export function FabricGraphView({ fabrics, selected, onSelect }: FabricGraphViewProps) {
  const { token } = theme.useToken();
  const graph = useMemo(() => fabricGraph(fabrics), [fabrics]);
  const positions = useMemo(() => layoutFabric(graph, NODE_SIZE), [graph]);
  const nodes = useMemo<DeviceNode[]>(
    () =>
      graph.nodes.map((n) => ({
        id: n.id,
        type: 'device',
        position: positions.get(n.id) ?? { x: 0, y: 0 },
        width: NODE_SIZE.width,
        height: NODE_SIZE.height,
        focusable: false,
        selectable: false,
        draggable: false,
        data: { ...n, selected: n.id === selected, onSelect },
      })),
    [graph, positions, selected, onSelect],
  );
  const edges = useMemo<Edge[]>(
    () =>
      graph.links.map((l) => ({
        id: l.id,
        source: l.source,
        target: l.target,
        focusable: false,
        selectable: false,
        label: msg('switchFabric.uplinkPorts', l.targetPort, l.sourcePort),
      })),
    [graph],
  );
  const ariaLabelConfig = useMemo(
    () => ({
      'node.a11yDescription.default': msg('switchFabric.nodeHelp'),
      'node.a11yDescription.keyboardDisabled': msg('switchFabric.nodeHelp'),
      'edge.a11yDescription.default': msg('switchFabric.edgeHelp'),
      'controls.ariaLabel': msg('switchFabric.controls'),
      'controls.zoomIn.ariaLabel': msg('switchFabric.zoomIn'),
      'controls.zoomOut.ariaLabel': msg('switchFabric.zoomOut'),
      'controls.fitView.ariaLabel': msg('switchFabric.fitView'),
    }),
    [],
  );
  return (
    <div className="switch-fabric-graph" role="region" aria-label={msg('switchFabric.graphLabel')}>
      <ReactFlow<DeviceNode, Edge>
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        colorMode={isDarkSurface(token.colorBgContainer) ? 'dark' : 'light'}
        nodesDraggable={false}
        nodesConnectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        // a click anywhere on a switch chooses it (and gives the nodes pointer events)
        onNodeClick={(_, n) => {
          if (n.data.kind === 'switch') onSelect(n.id);
        }}
        fitView
        fitViewOptions={{ padding: 0.04 }}
        minZoom={0.2}
        maxZoom={2}
        ariaLabelConfig={ariaLabelConfig}
        proOptions={{ hideAttribution: true }}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
