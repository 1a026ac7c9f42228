import { useRef, useState } from 'react';
import { Alert, App, Badge, Button, Modal, Space, Typography } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { fortiguard } from '@generated/catalog/fortiguard.ts';
import type { UmServiceDevice } from '@generated/types/entities.ts';
import { useUmPackageService } from '@/lib/api/endpoints/um.gen.ts';
import { actionFailure, usePushDevice, usePushPending, useReloadDevices } from './api.ts';
import { useCurrentAdom } from '@/lib/session/index.ts';
import { formatPackageDate, formatPackageVersion } from './logic/format.ts';
import { msg, msgCount, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { formatCount } from '@/lib/format/index.ts';

type DevicePackage = NonNullable<UmServiceDevice['packages']>[number];

const STATUS_BADGE = { 'up-to-date': 'success', pending: 'warning', unreachable: 'error' } as const;

/** A served device's packages (getOne), read when its Packages dialog opens (a dialog: the grid keeps its searches to itself). */
function DevicePackagesDialog({ device, onClose }: { device: UmServiceDevice | null; onClose: () => void }) {
  const details = useUmPackageService({ body: { method: 'getOne', params: { key: device?.key ?? '' } } }, { enabled: !!device, select: (d) => d as UmServiceDevice });
  const title = msg('fortiguard.packagesOf', device?.devname ?? '');
  return (
    <Modal open={device !== null} title={title} onCancel={onClose} footer={<Button onClick={onClose}>{msg('common.close')}</Button>} width={640} destroyOnHidden>
      {details.isError ? (
        <Alert type="error" showIcon title={errorMessage(details.error, 'fortiguard.detailsFailed')} />
      ) : (
        <DataGrid<DevicePackage>
          aria-label={title}
          columns={PACKAGE_COLUMNS}
          rows={details.data?.packages ?? []}
          rowKey={(p) => p.ext_desc}
          loading={details.isPending}
          height={320}
        />
      )}
    </Modal>
  );
}

const PACKAGE_COLUMNS: GridColumn<DevicePackage>[] = [
  { key: 'ext_desc', name: msg('fortiguard.package'), width: 240 },
  { key: 'device_version', name: msg('fortiguard.deviceVersion'), width: 150, value: (p) => formatPackageVersion(p.device_version) },
  { key: 'latest_version', name: msg('fortiguard.latestVersion'), width: 150, value: (p) => formatPackageVersion(p.latest_version) },
];

const STATUS_RANK = { unreachable: 0, pending: 1, 'up-to-date': 2 } as const;

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
  // a device with nothing pending has nothing to push: choosing it chooses nothing
  const selected = chosen.filter((k) => list.some((d) => d.key === k && d.pending > 0));
  const [packagesOf, setPackagesOf] = useState<UmServiceDevice | null>(null);
  const gridState = useGridUrlState();
  const gridRef = useRef<DataGridHandle<UmServiceDevice>>(null);

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

  const columns: GridColumn<UmServiceDevice>[] = [
    { key: 'devname', name: msg('fortiguard.device'), width: 170 },
    { key: 'key', name: msg('fortiguard.serial'), width: 170 },
    { key: 'platform', name: msg('fortiguard.platform'), width: 140 },
    { key: 'firmware', name: msg('fortiguard.firmware'), width: 120 },
    {
      key: 'status',
      name: msg('fortiguard.status'),
      width: 150,
      value: (d) => STATUS_RANK[d.status],
      text: (d) => msg(`fortiguard.status.${d.status}` as MessageKey),
      renderCell: (d) => <Badge status={STATUS_BADGE[d.status]} text={msg(`fortiguard.status.${d.status}` as MessageKey)} />,
    },
    { key: 'pending', name: msg('fortiguard.pending'), width: 90, sortDescendingFirst: true, text: (d) => formatCount(d.pending) },
    {
      key: 'last',
      name: msg('fortiguard.lastUpdate'),
      width: 170,
      sortDescendingFirst: true,
      value: (d) => d.last_update ?? '',
      text: (d) => (d.last_update ? formatPackageDate(d.last_update) : msg('fortiguard.never')),
    },
    {
      key: 'actions',
      name: msg('fortiguard.actions'),
      minWidth: editable ? 200 : 110,
      sortable: false,
      searchable: false,
      exportable: false,
      renderCell: (d, { tabIndex }) => (
        <Space size={4}>
          <Button size="small" tabIndex={tabIndex} onClick={() => setPackagesOf(d)} aria-label={msg('fortiguard.packagesOf', d.devname)}>
            {msg('fortiguard.packages')}
          </Button>
          {editable && (
            <Button size="small" tabIndex={tabIndex} disabled={d.pending === 0 || busy !== null} loading={busy === d.key} onClick={() => void doPushOne(d)} aria-label={msg('fortiguard.pushNowOf', d.devname)}>
              {msg('fortiguard.pushNow')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  if (devices.isError) {
    return <LoadFailed title={errorMessage(devices.error, 'fortiguard.servicesLoadFailed')} onRetry={() => void devices.refetch()} />;
  }
  return (
    <>
      {!editable && <Alert type="info" showIcon title={msg('fortiguard.readOnly')} style={{ marginBottom: 12 }} />}
      <Space style={{ marginBottom: 12 }} wrap>
        {editable && (
          <>
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
              {msgCount('fortiguard.devicesShown', list.length, formatCount(selected.length), formatCount(list.length))}
            </Typography.Text>
          </>
        )}
        <ExportCsvButton disabled={!list.length} onExport={() => gridRef.current?.exportCsv('package-service-status')} />
      </Space>
      <DataGrid<UmServiceDevice>
        {...gridState}
        ref={gridRef}
        aria-label={msg('fortiguard.servedLabel')}
        columns={columns}
        rows={list}
        rowKey={(d) => d.key}
        rowLabel={(d) => d.devname}
        selection={editable ? 'multi' : 'none'}
        selectedKeys={new Set(selected)}
        onSelectedKeysChange={(keys) => setChosen([...keys])}
        onRowActivate={setPackagesOf}
        loading={devices.isPending}
        emptyText={msg('fortiguard.noServiceDevices')}
        height={520}
      />
      <DevicePackagesDialog device={packagesOf} onClose={() => setPackagesOf(null)} />
    </>
  );
}
