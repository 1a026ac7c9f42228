import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Badge, Button, Modal, Progress, Space, Typography } from 'antd';
import type { OutOfSyncDevice } from '@generated/types/entities.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { useCapabilitiesIn } from '@/lib/session/index.ts';
import { useListOutOfSyncDevices } from '@/lib/api/endpoints/devices.gen.ts';
import { DataGrid, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { formatCount } from '@/lib/format/index.ts';
import { ConfigDiffDialog } from './config-diff-dialog.tsx';
import { msg } from './text.ts';
import { useConfigAction } from './use-config-action.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

const NO_DEVICES: OutOfSyncDevice[] = [];
const firmwareText = (d: OutOfSyncDevice) => msg('devconf.firmwareVersion', d.os_ver, d.mr);
const connText = (d: OutOfSyncDevice) => msg(d.conn_status === 1 ? 'devconf.up' : 'devconf.down');

export interface OutOfSyncDialogProps {
  /** the ADOM of the notification; null: closed */
  adomOid: number | null;
  onClose: () => void;
}

/**
 * The out-of-sync device review: the ADOM's devices whose configuration differs from the manager's latest revision,
 * with Retrieve, Revert and Install Latest Revision on the chosen devices (each a task awaited with its progress)
 * and View Diff per device. Retrieve, revert and install need read-write on device config and the ADOM lock held;
 * View Diff needs read (capabilities). The device list is searched and sorted per column (its state stays with
 * the dialog) and exported as CSV.
 */
export default function OutOfSyncDialog({ adomOid, onClose }: OutOfSyncDialogProps) {
  const open = adomOid !== null;
  const { modal } = App.useApp();
  const caps = useCapabilitiesIn(adomOid);
  // the notification's ADOM; a closed review calls nothing
  const list = useListOutOfSyncDevices(open ? { params: { path: { adomOid } } } : undefined, { enabled: open });
  const action = useConfigAction(adomOid);
  const [chosen, setChosen] = useState<number[]>([]);
  const [diffOf, setDiffOf] = useState<OutOfSyncDevice | null>(null);
  const gridRef = useRef<DataGridHandle<OutOfSyncDevice>>(null);

  const devices = list.data ?? NO_DEVICES;
  // a device that left the list (back in sync) is no longer chosen
  const selected = useMemo(() => chosen.filter((oid) => devices.some((d) => d.oid === oid)), [chosen, devices]);
  const selectedKeys = useMemo(() => new Set(selected.map(String)), [selected]);
  useEffect(() => {
    if (!open) {
      setChosen([]);
      setDiffOf(null);
    }
  }, [open]);

  const mayWrite = caps.canRetrieveConfig && caps.canRevertConfig;
  const none = selected.length === 0;
  const disabled = none || action.busy || !mayWrite;

  function revert() {
    modal.confirm({
      title: msg('devconf.revertConfirmTitle'),
      content: msg('devconf.revertConfirm', selected.length),
      okText: msg('devconf.revert'),
      okButtonProps: { danger: true },
      onOk: () => void action.run('revert', selected),
    });
  }

  const canViewDiff = caps.canViewDiff;
  const columns = useMemo<GridColumn<OutOfSyncDevice>[]>(
    () => [
      { key: 'seq', name: msg('devconf.seq'), width: 64, minWidth: 64 },
      { key: 'name', name: msg('devconf.name'), width: 130 },
      { key: 'platform', name: msg('devconf.platform'), width: 140, value: (d) => d.platform_str },
      { key: 'firmware', name: msg('devconf.firmware'), width: 110, value: (d) => `${d.os_ver}.${d.mr}`, text: firmwareText },
      { key: 'sn', name: msg('devconf.serial'), width: 150 },
      { key: 'ip', name: msg('devconf.ip'), width: 120 },
      {
        key: 'conn',
        name: msg('devconf.connection'),
        width: 110,
        text: connText,
        renderCell: (d) => <Badge status={d.conn_status === 1 ? 'success' : 'error'} text={connText(d)} />,
      },
      {
        key: 'status',
        name: msg('devconf.syncStatus'),
        width: 120,
        value: () => msg('devconf.outOfSync'),
        renderCell: () => <Badge status="warning" text={msg('devconf.outOfSync')} />,
      },
      {
        key: 'actions',
        name: msg('devconf.actions'),
        minWidth: 110,
        sortable: false,
        searchable: false,
        exportable: false,
        renderCell: (d, { tabIndex }) => (
          <Button size="small" tabIndex={tabIndex} disabled={!canViewDiff} aria-label={msg('devconf.viewDiffOf', d.name)} onClick={() => setDiffOf(d)}>
            {msg('devconf.viewDiff')}
          </Button>
        ),
      },
    ],
    [canViewDiff],
  );

  const state = action.state;
  return (
    <Modal
      open={open}
      title={msg('devconf.title')}
      onCancel={onClose}
      width={1040}
      footer={<Button onClick={onClose}>{msg('common.close')}</Button>}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{msg('devconf.intro')}</Typography.Paragraph>
      {list.isError ? (
        <LoadFailed title={errorMessage(list.error, 'devconf.loadFailed')} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Space wrap style={{ marginBottom: 12 }}>
            <Button type="primary" disabled={disabled} loading={action.busy && 'action' in state && state.action === 'retrieve'} onClick={() => void action.run('retrieve', selected)}>
              {msg('devconf.retrieve')}
            </Button>
            <Button danger disabled={disabled} loading={action.busy && 'action' in state && state.action === 'revert'} onClick={revert}>
              {msg('devconf.revert')}
            </Button>
            <Button disabled={disabled} loading={action.busy && 'action' in state && state.action === 'install'} onClick={() => void action.run('install', selected)}>
              {msg('devconf.installLatest')}
            </Button>
            <Typography.Text type="secondary" aria-live="polite">
              {msg('devconf.selected', formatCount(selected.length), formatCount(devices.length))}
            </Typography.Text>
            <ExportCsvButton disabled={!devices.length} onExport={() => gridRef.current?.exportCsv('out-of-sync-devices')} />
          </Space>
          {!mayWrite && <Alert type="info" showIcon title={msg('devconf.needsWrite')} style={{ marginBottom: 12 }} />}
          {!caps.canViewDiff && <Alert type="info" showIcon title={msg('devconf.needsRead')} style={{ marginBottom: 12 }} />}
          <div role="status" aria-live="polite">
            {(state.phase === 'starting' || state.phase === 'running') && (
              <div style={{ marginBottom: 12 }}>
                <Typography.Text>{state.label}</Typography.Text>
                <Progress percent={state.percent} size="small" aria-label={`${state.label} ${state.percent}%`} />
              </div>
            )}
          </div>
          {state.phase === 'failed' && (
            <Alert type="error" showIcon closable onClose={action.dismiss} title={state.message} description={state.detail} style={{ marginBottom: 12 }} />
          )}
          <DataGrid<OutOfSyncDevice>
            ref={gridRef}
            aria-label={msg('devconf.title')}
            columns={columns}
            rows={devices}
            rowKey={(d) => String(d.oid)}
            rowLabel={(d) => d.name}
            loading={list.isPending}
            emptyText={msg('devconf.none')}
            height={360}
            selection="multi"
            selectedKeys={selectedKeys}
            onSelectedKeysChange={(keys) => setChosen([...keys].map(Number))}
          />
        </>
      )}
      <ConfigDiffDialog device={diffOf} onClose={() => setDiffOf(null)} />
    </Modal>
  );
}
