import { useMemo, useRef } from 'react';
import { Badge, Button, Modal, Space } from 'antd';
import type { IpConflictDevice } from '@generated/types/entities.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { useListIpConflicts } from '@/lib/api/endpoints/devices.gen.ts';
import { formatCount } from '@/lib/format/index.ts';
import { DataGrid, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { msg, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

export interface IpConflictDialogProps {
  /** the ADOM of the notification; null: closed */
  adomOid: number | null;
  onClose: () => void;
}

type Detail = IpConflictDevice['details'][number];

/** A row of the tree: a device, or one of its interfaces in conflict under it. */
type Row = { device: IpConflictDevice; detail?: undefined; children: Row[] } | { device: IpConflictDevice; detail: Detail; children?: undefined };

const connText = (d: IpConflictDevice) => msg(d.conn === 1 ? 'ipConflict.up' : 'ipConflict.down');
const modeText = (d: Detail) => msg(`ipConflict.mode.${d.mode}` as MessageKey);

const COLUMNS: GridColumn<Row>[] = [
  { key: 'name', name: msg('ipConflict.name'), width: 190, value: (r) => (r.detail ? undefined : r.device.name) },
  { key: 'seq', name: msg('ipConflict.seq'), width: 64, minWidth: 64, value: (r) => (r.detail ? undefined : r.device.seq) },
  {
    key: 'conn',
    name: msg('ipConflict.conn'),
    width: 110,
    value: (r) => (r.detail ? undefined : connText(r.device)),
    renderCell: (r) => (r.detail ? null : <Badge status={r.device.conn === 1 ? 'success' : 'error'} text={connText(r.device)} />),
  },
  {
    key: 'count',
    name: msg('ipConflict.interfaces'),
    width: 120,
    sortDescendingFirst: true,
    value: (r) => (r.detail ? undefined : r.device.details.length),
    text: (r) => (r.detail ? '' : formatCount(r.device.details.length)),
  },
  { key: 'port', name: msg('ipConflict.port'), width: 100, value: (r) => r.detail?.port },
  { key: 'ip', name: msg('ipConflict.ip'), width: 140, value: (r) => r.detail?.ip },
  { key: 'mode', name: msg('ipConflict.mode'), minWidth: 90, value: (r) => (r.detail ? modeText(r.detail) : undefined) },
];

const rowKey = (r: Row) => (r.detail ? `${r.device.oid}/${r.detail.port}/${r.detail.ip}` : String(r.device.oid));

/**
 * The IP-conflict device list of an ADOM as a tree: each device opens into its interfaces in conflict (port, IP,
 * mode); searched and sorted per column (its state kept with the dialog), exported as CSV.
 */
export function IpConflictDialog({ adomOid, onClose }: IpConflictDialogProps) {
  const open = adomOid !== null;
  const list = useListIpConflicts({ params: { path: { adomOid: adomOid ?? undefined } } }, { enabled: open });
  const gridRef = useRef<DataGridHandle<Row>>(null);
  const rows = useMemo<Row[]>(
    () => (list.data ?? []).map((device) => ({ device, children: device.details.map((detail) => ({ device, detail })) })),
    [list.data],
  );
  return (
    <Modal
      open={open}
      title={msg('ipConflict.title')}
      onCancel={onClose}
      width={900}
      footer={
        <Space>
          <ExportCsvButton disabled={!rows.length} onExport={() => gridRef.current?.exportCsv('ip-conflicts')} />
          <Button onClick={onClose}>{msg('common.close')}</Button>
        </Space>
      }
    >
      {list.isError ? (
        <LoadFailed title={errorMessage(list.error, 'ipConflict.loadFailed')} onRetry={() => void list.refetch()} />
      ) : (
        <DataGrid<Row>
          ref={gridRef}
          aria-label={msg('ipConflict.title')}
          columns={COLUMNS}
          rows={rows}
          rowKey={rowKey}
          rowLabel={(r) => (r.detail ? `${r.detail.port} ${r.detail.ip}` : r.device.name)}
          getChildren={(r) => r.children}
          loading={list.isPending}
          emptyText={msg('ipConflict.none')}
          height={400}
        />
      )}
    </Modal>
  );
}
