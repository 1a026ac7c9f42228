import { useRef } from 'react';
import { Badge } from 'antd';
import type { SwitchPort } from '@generated/types/entities.ts';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { linkText, neighborText, poeText, portStateText } from './logic/format.ts';
import { msg } from './text.ts';

const STATE_BADGE = { up: 'success', down: 'default', disabled: 'warning' } as const;
const STATE_RANK = { up: 0, disabled: 1, down: 2 } as const;

const COLUMNS: GridColumn<SwitchPort>[] = [
  { key: 'name', name: msg('switchFabric.port'), width: 90 },
  {
    key: 'status',
    name: msg('switchFabric.status'),
    width: 100,
    value: (p) => STATE_RANK[p.status],
    text: (p) => portStateText(p.status),
    renderCell: (p) => <Badge status={STATE_BADGE[p.status]} text={portStateText(p.status)} />,
  },
  { key: 'speed', name: msg('switchFabric.speed'), width: 130, sortDescendingFirst: true, text: linkText },
  { key: 'poe', name: msg('switchFabric.poe'), width: 140, sortDescendingFirst: true, value: (p) => p.poe_power, text: poeText },
  { key: 'vlan', name: msg('switchFabric.vlan'), width: 90 },
  { key: 'neighbor', name: msg('switchFabric.neighbor'), minWidth: 180, value: neighborText },
];

/** "Ports of BR-DET-001-SW01" → ports-of-br-det-001-sw01 */
const fileName = (caption: string) => caption.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export interface PortsTableProps {
  ports: readonly SwitchPort[];
  caption: string;
}

/**
 * A switch's ports as a grid: state, link, PoE, VLAN and the device seen on each; searched and sorted by any column
 * (kept in the address under `ports.`, beside the topology's own list), CSV of what is shown.
 */
export function PortsTable({ ports, caption }: PortsTableProps) {
  const gridState = useGridUrlState({ prefix: 'ports.' });
  const gridRef = useRef<DataGridHandle<SwitchPort>>(null);
  return (
    <>
      <ExportCsvButton size="small" disabled={!ports.length} onExport={() => gridRef.current?.exportCsv(fileName(caption))} />
      <DataGrid<SwitchPort>
        {...gridState}
        ref={gridRef}
        aria-label={caption}
        columns={COLUMNS}
        rows={ports}
        rowKey={(p) => p.name}
        height={480}
        className="switch-fabric-ports-table"
      />
    </>
  );
}
