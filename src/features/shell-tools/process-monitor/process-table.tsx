import { Empty, Table, type TableColumnsType } from 'antd';
import { msg } from './text.ts';
import type { ProcessInfo } from '@generated/types/entities.ts';

export interface ProcessTableProps {
  processes: ProcessInfo[];
  loading: boolean;
}

const columns: TableColumnsType<ProcessInfo> = [
  { key: 'pid', dataIndex: 'pid', title: msg('processMonitor.pid'), sorter: (a, b) => a.pid - b.pid, width: 90 },
  { key: 'name', dataIndex: 'name', title: msg('processMonitor.name'), sorter: (a, b) => a.name.localeCompare(b.name) },
  {
    key: 'cpu',
    dataIndex: 'cpu',
    title: msg('processMonitor.cpu'),
    sorter: (a, b) => a.cpu - b.cpu,
    defaultSortOrder: 'descend',
    align: 'right',
    render: (cpu: number) => cpu.toFixed(1),
    width: 110,
  },
  {
    key: 'memory',
    dataIndex: 'memory',
    title: msg('processMonitor.memory'),
    sorter: (a, b) => a.memory - b.memory,
    align: 'right',
    render: (kb: number) => kb.toLocaleString(),
    width: 140,
  },
  { key: 'state', dataIndex: 'state', title: msg('processMonitor.state'), width: 110 },
];

/** The process list, busiest first. antd's Table is heavy: this module loads when the drawer opens. */
export default function ProcessTable({ processes, loading }: ProcessTableProps) {
  return (
    <Table<ProcessInfo>
      rowKey="pid"
      size="small"
      columns={columns}
      dataSource={processes}
      loading={loading}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={msg('processMonitor.none')} /> }}
    />
  );
}
