import { Badge, Table, type TableColumnsType } from 'antd';
import type { SwitchPort } from '@generated/types/entities.ts';
import { linkText, neighborText, poeText, portStateText } from './logic/format.ts';
import { msg } from './text.ts';

const STATE_BADGE = { up: 'success', down: 'default', disabled: 'warning' } as const;

export interface PortsTableProps {
  ports: readonly SwitchPort[];
  caption: string;
}

/** A switch's ports as a table: state, link, PoE, VLAN and the device seen on each. */
export function PortsTable({ ports, caption }: PortsTableProps) {
  const columns: TableColumnsType<SwitchPort> = [
    { key: 'port', title: msg('switchFabric.port'), dataIndex: 'name' },
    { key: 'status', title: msg('switchFabric.status'), render: (_, p) => <Badge status={STATE_BADGE[p.status]} text={portStateText(p.status)} /> },
    { key: 'speed', title: msg('switchFabric.speed'), render: (_, p) => linkText(p) },
    { key: 'poe', title: msg('switchFabric.poe'), render: (_, p) => poeText(p) },
    { key: 'vlan', title: msg('switchFabric.vlan'), dataIndex: 'vlan' },
    { key: 'neighbor', title: msg('switchFabric.neighbor'), render: (_, p) => neighborText(p) },
  ];
  return (
    <Table<SwitchPort>
      aria-label={caption}
      rowKey="name"
      size="small"
      dataSource={[...ports]}
      columns={columns}
      pagination={false}
      className="switch-fabric-ports-table"
    />
  );
}
