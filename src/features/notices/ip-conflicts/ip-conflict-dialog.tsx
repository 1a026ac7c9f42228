import { Badge, Button, Modal, Table, type TableColumnsType } from 'antd';
import type { IpConflictDevice } from '@generated/types/entities.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { useListIpConflicts } from '@/lib/api/endpoints/devices.gen.ts';
import { msg, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

export interface IpConflictDialogProps {
  /** the ADOM of the notification; null: closed */
  adomOid: number | null;
  onClose: () => void;
}

type Detail = IpConflictDevice['details'][number];

const DETAIL_COLUMNS: TableColumnsType<Detail> = [
  { key: 'port', title: msg('ipConflict.port'), dataIndex: 'port' },
  { key: 'ip', title: msg('ipConflict.ip'), dataIndex: 'ip' },
  { key: 'mode', title: msg('ipConflict.mode'), render: (_, d) => msg(`ipConflict.mode.${d.mode}` as MessageKey) },
];

const COLUMNS: TableColumnsType<IpConflictDevice> = [
  { key: 'seq', title: msg('ipConflict.seq'), dataIndex: 'seq', width: 56 },
  { key: 'name', title: msg('ipConflict.name'), dataIndex: 'name' },
  {
    key: 'conn',
    title: msg('ipConflict.conn'),
    render: (_, d) => <Badge status={d.conn === 1 ? 'success' : 'error'} text={msg(d.conn === 1 ? 'ipConflict.up' : 'ipConflict.down')} />,
  },
  { key: 'count', title: msg('ipConflict.interfaces'), render: (_, d) => d.details.length },
];

/** The IP-conflict device list of an ADOM: each device expands into its interfaces in conflict (port, IP, mode). */
export function IpConflictDialog({ adomOid, onClose }: IpConflictDialogProps) {
  const open = adomOid !== null;
  const list = useListIpConflicts({ params: { path: { adomOid: adomOid ?? undefined } } }, { enabled: open });
  return (
    <Modal open={open} title={msg('ipConflict.title')} onCancel={onClose} width={720} footer={<Button onClick={onClose}>{msg('common.close')}</Button>}>
      {list.isError ? (
        <LoadFailed title={errorMessage(list.error, 'ipConflict.loadFailed')} onRetry={() => void list.refetch()} />
      ) : (
        <Table<IpConflictDevice>
          rowKey="oid"
          size="small"
          loading={list.isPending}
          dataSource={list.data ?? []}
          columns={COLUMNS}
          pagination={false}
          locale={{ emptyText: msg('ipConflict.none') }}
          expandable={{
            expandedRowRender: (d) => <Table<Detail> rowKey={(r) => `${r.port}-${r.ip}`} size="small" dataSource={d.details} columns={DETAIL_COLUMNS} pagination={false} />,
            rowExpandable: (d) => d.details.length > 0,
          }}
        />
      )}
    </Modal>
  );
}
