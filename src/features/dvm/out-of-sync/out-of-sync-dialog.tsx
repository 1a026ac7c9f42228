import { useEffect, useState } from 'react';
import { Alert, App, Badge, Button, Modal, Progress, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { OutOfSyncDevice } from '@generated/types/entities.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import { useListOutOfSyncDevices } from '@/lib/api/endpoints/devices.gen.ts';
import { ConfigDiffDialog } from './config-diff-dialog.tsx';
import { msg } from './text.ts';
import { useConfigAction } from './use-config-action.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

export interface OutOfSyncDialogProps {
  /** the ADOM of the notification; null: closed */
  adomOid: number | null;
  onClose: () => void;
}

/**
 * The out-of-sync device review: the ADOM's devices whose configuration differs from the manager's latest revision,
 * with Retrieve, Revert and Install Latest Revision on the chosen devices (each a task awaited with its progress)
 * and View Diff per device. Retrieve, revert and install need read-write on device config and the ADOM lock held;
 * View Diff needs read (capabilities).
 */
export default function OutOfSyncDialog({ adomOid, onClose }: OutOfSyncDialogProps) {
  const open = adomOid !== null;
  const { modal } = App.useApp();
  const caps = useCapabilities(adomOid);
  // the notification's ADOM; a closed review calls nothing
  const list = useListOutOfSyncDevices(open ? { params: { path: { adomOid } } } : undefined, { enabled: open });
  const action = useConfigAction(adomOid);
  const [chosen, setChosen] = useState<number[]>([]);
  const [diffOf, setDiffOf] = useState<OutOfSyncDevice | null>(null);

  const devices = list.data ?? [];
  // a device that left the list (back in sync) is no longer chosen
  const selected = chosen.filter((oid) => devices.some((d) => d.oid === oid));
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

  const columns: TableColumnsType<OutOfSyncDevice> = [
    { key: 'seq', title: msg('devconf.seq'), dataIndex: 'seq', width: 48 },
    { key: 'name', title: msg('devconf.name'), dataIndex: 'name' },
    { key: 'platform', title: msg('devconf.platform'), dataIndex: 'platform_str' },
    { key: 'firmware', title: msg('devconf.firmware'), render: (_, d) => msg('devconf.firmwareVersion', d.os_ver, d.mr) },
    { key: 'sn', title: msg('devconf.serial'), dataIndex: 'sn' },
    { key: 'ip', title: msg('devconf.ip'), dataIndex: 'ip' },
    {
      key: 'conn',
      title: msg('devconf.connection'),
      render: (_, d) => <Badge status={d.conn_status === 1 ? 'success' : 'error'} text={msg(d.conn_status === 1 ? 'devconf.up' : 'devconf.down')} />,
    },
    { key: 'status', title: msg('devconf.syncStatus'), render: () => <Badge status="warning" text={msg('devconf.outOfSync')} /> },
    {
      key: 'actions',
      title: msg('devconf.actions'),
      render: (_, d) => (
        <Button size="small" disabled={!caps.canViewDiff} aria-label={msg('devconf.viewDiffOf', d.name)} onClick={() => setDiffOf(d)}>
          {msg('devconf.viewDiff')}
        </Button>
      ),
    },
  ];

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
              {msg('devconf.selected', selected.length, devices.length)}
            </Typography.Text>
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
          <Table<OutOfSyncDevice>
            rowKey="oid"
            size="small"
            loading={list.isPending}
            dataSource={devices}
            columns={columns}
            pagination={false}
            scroll={{ y: 360 }}
            locale={{ emptyText: msg('devconf.none') }}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setChosen(keys as number[]),
              getCheckboxProps: (d) => ({ 'aria-label': msg('devconf.selectDevice', d.name) }),
            }}
          />
        </>
      )}
      <ConfigDiffDialog device={diffOf} onClose={() => setDiffOf(null)} />
    </Modal>
  );
}
