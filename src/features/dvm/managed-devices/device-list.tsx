import { useMemo, useRef, useState } from 'react';
import { App, Badge, Button, Space, Typography } from 'antd';
import { ReloadOutlined, SyncOutlined } from '@ant-design/icons';
import { errorMessage } from '@/lib/api/errors.ts';
import { failureText } from '@/lib/format/failure.ts';
import { formatCount } from '@/lib/format/index.ts';
import { useCurrentAdom } from '@/lib/session/index.ts';
import { ToolbarActions } from '@/lib/ui/toolbar-actions.tsx';
import type { ManagedDevice } from '@generated/types/entities.ts';
import { useListManagedDevices } from '@/lib/api/endpoints/devices.gen.ts';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn, type SortColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { filterRows } from '@/lib/grid/filtering.ts';
import { CONF_ORDER, CONN_ORDER, connState, firmwareRank, isOutOfSync } from './logic/devices.ts';
import { msg, msgCount } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

const CONN_BADGE = { up: 'success', down: 'error', unknown: 'default' } as const;
const CONF_BADGE = { insync: 'success', outofsync: 'warning', unknown: 'default' } as const;
const BY_NAME: readonly SortColumn[] = [{ columnKey: 'name', direction: 'ASC' }];

export interface DeviceListProps {
  /** opens the out-of-sync review of the ADOM (by its object id) */
  onReviewOutOfSync: (adomOid: number) => void;
}

/**
 * Managed Devices: the ADOM's devices with their platform, firmware, connection and configuration status, searched
 * and sorted per column (kept in the address); an out-of-sync device opens the out-of-sync review. Export CSV,
 * Refresh and Review Out-of-Sync… are the module toolbar's actions.
 */
export function DeviceList({ onReviewOutOfSync }: DeviceListProps) {
  const { message } = App.useApp();
  const adom = useCurrentAdom();
  const devices = useListManagedDevices();
  const [refreshing, setRefreshing] = useState(false);
  const gridRef = useRef<DataGridHandle<ManagedDevice>>(null);
  const urlState = useGridUrlState({ defaultSort: BY_NAME });

  const all = useMemo(() => devices.data ?? [], [devices.data]);
  const outOfSync = all.filter(isOutOfSync).length;
  const adomOid = adom.data?.oid;

  async function readAgain() {
    setRefreshing(true);
    try {
      await devices.refetch({ throwOnError: true });
      void message.success(msg('dvm.refreshed'));
    } catch (error) {
      void message.error(failureText(error, 'dvm.devicesLoadFailed'));
    } finally {
      setRefreshing(false);
    }
  }

  const review = () => {
    if (adomOid !== undefined) onReviewOutOfSync(adomOid);
  };

  const columns = useMemo<GridColumn<ManagedDevice>[]>(
    () => [
      { key: 'name', name: msg('dvm.deviceName'), width: 200 },
      { key: 'platform', name: msg('dvm.platform'), width: 170 },
      { key: 'firmware', name: msg('dvm.firmware'), width: 210, value: firmwareRank, text: (d) => d.firmware },
      { key: 'sn', name: msg('dvm.serial'), width: 180 },
      {
        key: 'conn',
        name: msg('dvm.connection'),
        width: 130,
        value: (d) => CONN_ORDER[connState(d)],
        text: (d) => msg(`dvm.conn.${connState(d)}`),
        renderCell: (d) => {
          const state = connState(d);
          return <Badge status={CONN_BADGE[state]} text={msg(`dvm.conn.${state}`)} />;
        },
      },
      {
        key: 'conf',
        name: msg('dvm.configStatus'),
        minWidth: 200,
        value: (d) => CONF_ORDER[d.conf_status],
        text: (d) => msg(`dvm.conf.${d.conf_status}`),
        renderCell: (d, { tabIndex }) => (
          <Space size={8}>
            <Badge status={CONF_BADGE[d.conf_status]} text={msg(`dvm.conf.${d.conf_status}`)} />
            {isOutOfSync(d) && adomOid !== undefined && (
              <Button
                size="small"
                type="link"
                tabIndex={tabIndex}
                onClick={() => onReviewOutOfSync(adomOid)}
                aria-label={msg('dvm.reviewDeviceOf', d.name)}
              >
                {msg('dvm.reviewDevice')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [adomOid, onReviewOutOfSync],
  );

  // the count line and the no-match message follow the column searches
  const shown = useMemo(() => filterRows(all, columns, urlState.filters), [all, columns, urlState.filters]);

  const actions = (
    <ToolbarActions>
      <ExportCsvButton disabled={!shown.length} onExport={() => gridRef.current?.exportCsv('managed-devices')} />
      <Button icon={<ReloadOutlined aria-hidden="true" />} loading={refreshing} disabled={devices.isPending && !devices.isError} onClick={() => void readAgain()}>
        {msg('dvm.refresh')}
      </Button>
      <Button icon={<SyncOutlined aria-hidden="true" />} disabled={outOfSync === 0 || adomOid === undefined} onClick={review}>
        {msg('dvm.reviewOutOfSync')}
      </Button>
    </ToolbarActions>
  );

  if (devices.isError) {
    return (
      <>
        {actions}
        <LoadFailed title={errorMessage(devices.error, 'dvm.devicesLoadFailed')} onRetry={() => void devices.refetch()} />
      </>
    );
  }

  return (
    <>
      {actions}
      {!devices.isPending && (
        <Typography.Paragraph type="secondary" role="status" style={{ marginBottom: 12 }}>
          {msgCount('dvm.deviceCount', all.length, formatCount(shown.length), formatCount(all.length))}
          {outOfSync > 0 && ` · ${msg('dvm.outOfSyncCount', formatCount(outOfSync))}`}
        </Typography.Paragraph>
      )}
      <DataGrid<ManagedDevice>
        ref={gridRef}
        {...urlState}
        aria-label={msg('dvm.devicesTable')}
        columns={columns}
        // the rows the searches keep, so that "No device matches." is said when none does
        rows={shown}
        rowKey={(d) => String(d.oid)}
        loading={devices.isPending}
        emptyText={all.length ? msg('dvm.noDeviceMatches') : msg('dvm.noDevices')}
        showRowCount={false}
        height={560}
      />
    </>
  );
}
