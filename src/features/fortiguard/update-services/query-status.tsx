import { useRef, useState } from 'react';
import { App, Badge, Button, Space, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import './fortiguard.css';
import { errorMessage } from '@/lib/api/errors.ts';
import { formatCount, formatDateTime } from '@/lib/format/index.ts';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import type { UmQueryStatus, UmServerOverride } from '@generated/types/entities.ts';
import { useListUmServerOverrides, useUmQueryStatus } from '@/lib/api/endpoints/um.gen.ts';
import { msg, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

const STATUS_BADGE = { active: 'success', idle: 'default', never: 'warning' } as const;
const REACH_BADGE = { reachable: 'success', unreachable: 'error' } as const;
const STATUS_RANK = { active: 0, idle: 1, never: 2 } as const;

const COLUMNS: GridColumn<UmQueryStatus>[] = [
  { key: 'devname', name: msg('fortiguard.device'), width: 160 },
  { key: 'serial', name: msg('fortiguard.serial'), width: 170 },
  { key: 'ip', name: msg('fortiguard.ipAddress'), width: 130 },
  { key: 'service', name: msg('fortiguard.queryService'), width: 170, value: (r) => msg(`fortiguard.queryService.${r.service}` as MessageKey) },
  { key: 'lastHour', name: msg('fortiguard.queriesHour'), width: 150, sortDescendingFirst: true, text: (r) => formatCount(r.lastHour) },
  { key: 'lastDay', name: msg('fortiguard.queriesDay'), width: 160, sortDescendingFirst: true, text: (r) => formatCount(r.lastDay) },
  {
    key: 'lastQuery',
    name: msg('fortiguard.lastQuery'),
    width: 180,
    sortDescendingFirst: true,
    value: (r) => (r.lastQuery ? Date.parse(r.lastQuery) : 0),
    text: (r) => (r.lastQuery ? formatDateTime(r.lastQuery) : msg('fortiguard.never')),
  },
  {
    key: 'status',
    name: msg('fortiguard.status'),
    minWidth: 130,
    value: (r) => STATUS_RANK[r.status],
    text: (r) => msg(`fortiguard.queryStatus.${r.status}` as MessageKey),
    renderCell: (r) => <Badge status={STATUS_BADGE[r.status]} text={msg(`fortiguard.queryStatus.${r.status}` as MessageKey)} />,
  },
];

const SERVER_COLUMNS: GridColumn<UmServerOverride>[] = [
  { key: 'server', name: msg('fortiguard.server'), width: 200, value: (s) => `${s.ip}:${s.port}` },
  { key: 'type', name: msg('fortiguard.serverType'), width: 160, value: (s) => msg(`fortiguard.serverType.${s.type}` as MessageKey) },
  {
    key: 'status',
    name: msg('fortiguard.status'),
    minWidth: 130,
    value: (s) => msg(`fortiguard.reach.${s.status}` as MessageKey),
    renderCell: (s) => <Badge status={REACH_BADGE[s.status]} text={msg(`fortiguard.reach.${s.status}` as MessageKey)} />,
  },
];

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
  // two lists on one page: each keeps its searches and sort under its own name in the address
  const statusGrid = useGridUrlState({ prefix: 'q.' });
  const serverGrid = useGridUrlState({ prefix: 'srv.' });
  const statusRef = useRef<DataGridHandle<UmQueryStatus>>(null);
  const serverRef = useRef<DataGridHandle<UmServerOverride>>(null);

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

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<ReloadOutlined aria-hidden />} loading={refreshing} disabled={status.isPending && overrides.isPending} onClick={() => void refresh()}>
          {msg('fortiguard.refresh')}
        </Button>
        <ExportCsvButton disabled={!rows.length} onExport={() => statusRef.current?.exportCsv('query-server-status')} />
      </Space>
      {status.isError && status.data === undefined ? (
        <LoadFailed title={errorMessage(status.error, 'fortiguard.queryStatusFailed')} onRetry={() => void status.refetch()} />
      ) : (
        <DataGrid<UmQueryStatus>
          {...statusGrid}
          ref={statusRef}
          aria-label={msg('fortiguard.queryDevicesLabel')}
          columns={COLUMNS}
          rows={rows}
          rowKey={(r) => `${r.serial}/${r.service}`}
          loading={status.isPending}
          emptyText={msg('fortiguard.noQueryDevices')}
          height={420}
        />
      )}
      <Space className="fortiguard-subtitle-bar">
        <Typography.Title level={2} className="fortiguard-subtitle">
          {msg('fortiguard.serverOverrides')}
        </Typography.Title>
        <ExportCsvButton size="small" disabled={!overrides.data?.length} onExport={() => serverRef.current?.exportCsv('fortiguard-servers')} />
      </Space>
      {overrides.isError && overrides.data === undefined ? (
        <LoadFailed title={errorMessage(overrides.error, 'fortiguard.serverOverridesFailed')} onRetry={() => void overrides.refetch()} />
      ) : (
        <DataGrid<UmServerOverride>
          {...serverGrid}
          ref={serverRef}
          aria-label={msg('fortiguard.serverOverrides')}
          columns={SERVER_COLUMNS}
          rows={overrides.data ?? []}
          rowKey={(s) => `${s.type}/${s.ip}:${s.port}`}
          loading={overrides.isPending}
          emptyText={msg('fortiguard.noServerOverrides')}
          height={260}
        />
      )}
    </>
  );
}
