import { useMemo, useState } from 'react';
import { App, Badge, Button, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import { ReloadOutlined, SyncOutlined } from '@ant-design/icons';
import { errorMessage } from '@/lib/api/errors.ts';
import { failureText } from '@/lib/format/failure.ts';
import { useCurrentAdom } from '@/lib/session/index.ts';
import { ToolbarActions } from '@/lib/ui/toolbar-actions.tsx';
import type { ManagedDevice } from '@generated/types/entities.ts';
import { useListManagedDevices } from '@/lib/api/endpoints/devices.gen.ts';
import { CONF_ORDER, CONN_ORDER, compareFirmware, connState, isOutOfSync, matchesSearch } from './logic/devices.ts';
import { msg } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

const CONN_BADGE = { up: 'success', down: 'error', unknown: 'default' } as const;
const CONF_BADGE = { insync: 'success', outofsync: 'warning', unknown: 'default' } as const;

export interface DeviceListProps {
  /** opens the out-of-sync review of the ADOM (by its object id) */
  onReviewOutOfSync: (adomOid: number) => void;
}

/**
 * Managed Devices: the ADOM's devices with their platform, firmware, connection and configuration status, searched
 * and sorted here; an out-of-sync device opens the out-of-sync review. Refresh and Review Out-of-Sync… are the
 * module toolbar's actions.
 */
export function DeviceList({ onReviewOutOfSync }: DeviceListProps) {
  const { message } = App.useApp();
  const adom = useCurrentAdom();
  const devices = useListManagedDevices();
  const [search, setSearch] = useState('');
  const [refreshing, setRefreshing] = useState(false);

  const all = useMemo(() => devices.data ?? [], [devices.data]);
  const shown = useMemo(() => all.filter((d) => matchesSearch(d, search)), [all, search]);
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

  const columns: TableColumnsType<ManagedDevice> = [
    {
      key: 'name',
      title: msg('dvm.deviceName'),
      dataIndex: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
      defaultSortOrder: 'ascend',
    },
    { key: 'platform', title: msg('dvm.platform'), dataIndex: 'platform', sorter: (a, b) => a.platform.localeCompare(b.platform) },
    { key: 'firmware', title: msg('dvm.firmware'), dataIndex: 'firmware', sorter: compareFirmware },
    { key: 'sn', title: msg('dvm.serial'), dataIndex: 'sn' },
    {
      key: 'conn',
      title: msg('dvm.connection'),
      sorter: (a, b) => CONN_ORDER[connState(a)] - CONN_ORDER[connState(b)],
      render: (_, d) => {
        const state = connState(d);
        return <Badge status={CONN_BADGE[state]} text={msg(`dvm.conn.${state}`)} />;
      },
    },
    {
      key: 'conf',
      title: msg('dvm.configStatus'),
      sorter: (a, b) => CONF_ORDER[a.conf_status] - CONF_ORDER[b.conf_status],
      render: (_, d) => (
        <Space size={8}>
          <Badge status={CONF_BADGE[d.conf_status]} text={msg(`dvm.conf.${d.conf_status}`)} />
          {isOutOfSync(d) && adomOid !== undefined && (
            <Button size="small" type="link" onClick={review} aria-label={msg('dvm.reviewDeviceOf', d.name)}>
              {msg('dvm.reviewDevice')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const actions = (
    <ToolbarActions>
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
      <Space wrap style={{ marginBottom: 12 }} align="center">
        <Input.Search
          allowClear
          aria-label={msg('dvm.searchDevices')}
          placeholder={msg('dvm.searchDevicesHint')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 320 }}
        />
        {!devices.isPending && (
          <Typography.Text type="secondary" role="status">
            {msg('dvm.deviceCount', shown.length, all.length)}
            {outOfSync > 0 && ` · ${msg('dvm.outOfSyncCount', outOfSync)}`}
          </Typography.Text>
        )}
      </Space>
      <Table<ManagedDevice>
        rowKey="oid"
        size="small"
        aria-label={msg('dvm.devicesTable')}
        loading={devices.isPending}
        dataSource={shown}
        columns={columns}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: all.length ? msg('dvm.noDeviceMatches') : msg('dvm.noDevices') }}
      />
    </>
  );
}
