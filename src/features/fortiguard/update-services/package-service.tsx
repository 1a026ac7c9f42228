import { useState } from 'react';
import { Alert, App, Badge, Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { fortiguard } from '@generated/catalog/fortiguard.ts';
import type { UmServiceDevice } from '@generated/types/entities.ts';
import { useUmPackageService } from '@/lib/api/endpoints/um.gen.ts';
import { actionFailure, usePushDevice, usePushPending, useReloadDevices } from './api.ts';
import { useCurrentAdom } from '@/lib/session/index.ts';
import { formatPackageDate, formatPackageVersion } from './logic/format.ts';
import { msg, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

type DevicePackage = NonNullable<UmServiceDevice['packages']>[number];

const STATUS_BADGE = { 'up-to-date': 'success', pending: 'warning', unreachable: 'error' } as const;

/** A served device's packages (getOne), read when its row is expanded. */
function DevicePackages({ serial }: { serial: string }) {
  const device = useUmPackageService({ body: { method: 'getOne', params: { key: serial } } }, { select: (d) => d as UmServiceDevice });
  if (device.isError) return <Alert type="error" showIcon title={errorMessage(device.error, 'fortiguard.detailsFailed')} />;
  const columns: TableColumnsType<DevicePackage> = [
    { key: 'name', title: msg('fortiguard.package'), dataIndex: 'ext_desc' },
    { key: 'device', title: msg('fortiguard.deviceVersion'), render: (_, p) => formatPackageVersion(p.device_version) },
    { key: 'latest', title: msg('fortiguard.latestVersion'), render: (_, p) => formatPackageVersion(p.latest_version) },
  ];
  return <Table<DevicePackage> rowKey="ext_desc" size="small" loading={device.isPending} dataSource={device.data?.packages ?? []} columns={columns} pagination={false} />;
}

export interface PackageServiceProps {
  /** read-write on system settings (capabilities.canManageUpdateServices) */
  editable: boolean;
}

/** Package Service Status: the devices the unit serves, whether they are up to date, and pushing their pending updates. */
export function PackageService({ editable }: PackageServiceProps) {
  const { message } = App.useApp();
  const devices = useUmPackageService({ body: { method: 'get', params: { resultsize: fortiguard.packageListResultSize } } }, { select: (d) => d as UmServiceDevice[] });
  const push = usePushPending();
  const pushOne = usePushDevice();
  const reload = useReloadDevices();
  const adom = useCurrentAdom();
  const [busy, setBusy] = useState<string | null>(null);

  async function doPushOne(d: UmServiceDevice) {
    setBusy(d.key);
    try {
      await pushOne(d.key);
      void message.success(msg('fortiguard.pushedOne', d.devname));
    } catch (error) {
      void message.error(actionFailure(error, 'fortiguard.pushFailed'));
    } finally {
      setBusy(null);
    }
  }

  async function doReload() {
    setBusy('#reload');
    try {
      await reload(adom.data?.name);
    } catch (error) {
      void message.error(actionFailure(error, 'fortiguard.reloadFailed'));
    } finally {
      setBusy(null);
    }
  }
  const [chosen, setChosen] = useState<string[]>([]);
  const [pushing, setPushing] = useState<'chosen' | 'all' | null>(null);
  const list = devices.data ?? [];
  const selected = chosen.filter((k) => list.some((d) => d.key === k));

  async function doPush(which: 'chosen' | 'all') {
    setPushing(which);
    try {
      await push(which === 'all' ? 'all' : selected);
      void message.success(msg('fortiguard.pushed'));
      setChosen([]);
    } catch (error) {
      void message.error(actionFailure(error, 'fortiguard.pushFailed'));
    } finally {
      setPushing(null);
    }
  }

  const columns: TableColumnsType<UmServiceDevice> = [
    { key: 'name', title: msg('fortiguard.device'), dataIndex: 'devname', sorter: (a, b) => a.devname.localeCompare(b.devname) },
    { key: 'serial', title: msg('fortiguard.serial'), dataIndex: 'key' },
    { key: 'platform', title: msg('fortiguard.platform'), dataIndex: 'platform' },
    { key: 'firmware', title: msg('fortiguard.firmware'), dataIndex: 'firmware' },
    { key: 'status', title: msg('fortiguard.status'), render: (_, d) => <Badge status={STATUS_BADGE[d.status]} text={msg(`fortiguard.status.${d.status}` as MessageKey)} /> },
    { key: 'pending', title: msg('fortiguard.pending'), dataIndex: 'pending', sorter: (a, b) => a.pending - b.pending },
    { key: 'last', title: msg('fortiguard.lastUpdate'), render: (_, d) => (d.last_update ? formatPackageDate(d.last_update) : msg('fortiguard.never')) },
    ...(editable
      ? [
          {
            key: 'push',
            title: msg('fortiguard.actions'),
            render: (_: unknown, d: UmServiceDevice) => (
              <Button size="small" disabled={d.pending === 0 || busy !== null} loading={busy === d.key} onClick={() => void doPushOne(d)} aria-label={msg('fortiguard.pushNowOf', d.devname)}>
                {msg('fortiguard.pushNow')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  if (devices.isError) {
    return <LoadFailed title={errorMessage(devices.error, 'fortiguard.servicesLoadFailed')} onRetry={() => void devices.refetch()} />;
  }
  return (
    <>
      {!editable && <Alert type="info" showIcon title={msg('fortiguard.readOnly')} style={{ marginBottom: 12 }} />}
      {editable && (
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" disabled={!selected.length || pushing !== null} loading={pushing === 'chosen'} onClick={() => void doPush('chosen')}>
            {msg('fortiguard.pushPending')}
          </Button>
          <Button disabled={!list.some((d) => d.pending > 0) || pushing !== null} loading={pushing === 'all'} onClick={() => void doPush('all')}>
            {msg('fortiguard.pushAllPending')}
          </Button>
          <Button loading={busy === '#reload'} disabled={busy !== null} onClick={() => void doReload()}>
            {msg('fortiguard.reloadDevices')}
          </Button>
          <Typography.Text type="secondary" aria-live="polite">
            {msg('fortiguard.devicesShown', selected.length, list.length)}
          </Typography.Text>
        </Space>
      )}
      <Table<UmServiceDevice>
        rowKey="key"
        size="small"
        loading={devices.isPending}
        dataSource={list}
        columns={columns}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: msg('fortiguard.noServiceDevices') }}
        expandable={{ expandedRowRender: (d) => <DevicePackages serial={d.key} /> }}
        rowSelection={
          editable
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setChosen(keys as string[]),
                getCheckboxProps: (d) => ({ 'aria-label': msg('fortiguard.selectDevice', d.devname), disabled: d.pending === 0 }),
              }
            : undefined
        }
      />
    </>
  );
}
