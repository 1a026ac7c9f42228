import { Alert, Drawer, Empty, Table, type TableColumnsType } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import { useListProcesses, type ProcessInfo } from './api.ts';

export interface ProcessMonitorDrawerProps {
  open: boolean;
  onClose(): void;
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

/** Drawer listing the appliance's processes, refreshed while open. Not for restricted admins. */
export function ProcessMonitorDrawer({ open, onClose }: ProcessMonitorDrawerProps) {
  const caps = useCapabilities();
  const allowed = caps.showProcessMonitor;
  const processes = useListProcesses(open && allowed);
  if (!allowed) return null;
  return (
    <Drawer open={open} onClose={onClose} title={msg('processMonitor.title')} size={720} destroyOnHidden>
      {processes.isError ? (
        <Alert type="error" showIcon title={errorMessage(processes.error, 'processMonitor.loadFailed')} />
      ) : (
        <Table<ProcessInfo>
          rowKey="pid"
          size="small"
          columns={columns}
          dataSource={processes.data ?? []}
          loading={processes.isLoading}
          pagination={false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={msg('processMonitor.none')} /> }}
        />
      )}
    </Drawer>
  );
}
