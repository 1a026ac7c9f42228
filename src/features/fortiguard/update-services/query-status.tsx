import { useState } from 'react';
import { App, Badge, Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import './fortiguard.css';
import { errorMessage } from '@/lib/api/errors.ts';
import { formatDateTime } from '@/lib/format/date.ts';
import type { UmQueryStatus, UmServerOverride } from '@generated/types/entities.ts';
import { useListUmServerOverrides, useUmQueryStatus } from '@/lib/api/endpoints/um.gen.ts';
import { msg, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

const STATUS_BADGE = { active: 'success', idle: 'default', never: 'warning' } as const;
const REACH_BADGE = { reachable: 'success', unreachable: 'error' } as const;
const fmt = new Intl.NumberFormat('en');

/**
 * Query Server Status: the devices asking this unit for ratings, per service, and the servers the unit itself uses.
 * It changes nothing on the unit, so a read-only administrator sees the same screen; Refresh only reads both lists
 * again.
 */
export function QueryServerStatus() {
  const { message } = App.useApp();
  const status = useUmQueryStatus({ body: { method: 'get' } });
  const overrides = useListUmServerOverrides();
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    setRefreshing(true);
    try {
      const [s, o] = await Promise.all([status.refetch(), overrides.refetch()]);
      // a list read before stays on screen when reading it again fails: the failure is said once, here
      const failed = s.isError ? s.error : o.isError ? o.error : null;
      if (failed) void message.error(errorMessage(failed, 'fortiguard.queryStatusRefreshFailed'));
    } finally {
      setRefreshing(false);
    }
  }
  const rows = (status.data ?? []) as UmQueryStatus[];
  const columns: TableColumnsType<UmQueryStatus> = [
    { key: 'device', title: msg('fortiguard.device'), dataIndex: 'devname', sorter: (a, b) => a.devname.localeCompare(b.devname) },
    { key: 'serial', title: msg('fortiguard.serial'), dataIndex: 'serial' },
    { key: 'ip', title: msg('fortiguard.ipAddress'), dataIndex: 'ip' },
    { key: 'service', title: msg('fortiguard.queryService'), render: (_, r) => msg(`fortiguard.queryService.${r.service}` as MessageKey) },
    { key: 'hour', title: msg('fortiguard.queriesHour'), align: 'right', sorter: (a, b) => a.lastHour - b.lastHour, render: (_, r) => fmt.format(r.lastHour) },
    { key: 'day', title: msg('fortiguard.queriesDay'), align: 'right', sorter: (a, b) => a.lastDay - b.lastDay, render: (_, r) => fmt.format(r.lastDay) },
    { key: 'last', title: msg('fortiguard.lastQuery'), render: (_, r) => (r.lastQuery ? formatDateTime(r.lastQuery) : msg('fortiguard.never')) },
    { key: 'status', title: msg('fortiguard.status'), render: (_, r) => <Badge status={STATUS_BADGE[r.status]} text={msg(`fortiguard.queryStatus.${r.status}` as MessageKey)} /> },
  ];
  const serverColumns: TableColumnsType<UmServerOverride> = [
    { key: 'ip', title: msg('fortiguard.server'), render: (_, s) => `${s.ip}:${s.port}` },
    { key: 'type', title: msg('fortiguard.serverType'), render: (_, s) => msg(`fortiguard.serverType.${s.type}` as MessageKey) },
    { key: 'status', title: msg('fortiguard.status'), render: (_, s) => <Badge status={REACH_BADGE[s.status]} text={msg(`fortiguard.reach.${s.status}` as MessageKey)} /> },
  ];
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<ReloadOutlined aria-hidden />} loading={refreshing} disabled={status.isPending && overrides.isPending} onClick={() => void refresh()}>
          {msg('fortiguard.refresh')}
        </Button>
      </Space>
      {status.isError && status.data === undefined ? (
        <LoadFailed title={errorMessage(status.error, 'fortiguard.queryStatusFailed')} onRetry={() => void status.refetch()} />
      ) : (
        <Table<UmQueryStatus>
          rowKey={(r) => `${r.serial}/${r.service}`}
          size="small"
          loading={status.isPending}
          dataSource={rows}
          columns={columns}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          locale={{ emptyText: msg('fortiguard.noQueryDevices') }}
        />
      )}
      <Typography.Title level={2} className="fortiguard-subtitle">
        {msg('fortiguard.serverOverrides')}
      </Typography.Title>
      {overrides.isError && overrides.data === undefined ? (
        <LoadFailed title={errorMessage(overrides.error, 'fortiguard.serverOverridesFailed')} onRetry={() => void overrides.refetch()} />
      ) : (
        <Table<UmServerOverride>
          rowKey={(s) => `${s.type}/${s.ip}:${s.port}`}
          size="small"
          loading={overrides.isPending}
          dataSource={overrides.data ?? []}
          columns={serverColumns}
          pagination={false}
          locale={{ emptyText: msg('fortiguard.noServerOverrides') }}
        />
      )}
    </>
  );
}
