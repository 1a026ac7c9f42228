import { Alert, App, Badge, Button, Flex, Progress, Space, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { formatDateTime } from '@/lib/format/date.ts';
import { failureText } from '@/lib/format/failure.ts';
import { constants } from '@generated/catalog/constants.ts';
import type { LogFetchProfile, LogFetchSession } from '@generated/types/entities.ts';
import {
  useApproveLogFetchSession,
  useCancelLogFetchSession,
  useDenyLogFetchSession,
  useListLogFetchProfiles,
  useListLogFetchSessions,
  useRequestLogFetch,
} from '@/lib/api/endpoints/sys.gen.ts';
import { awaitsApproval, canCancel, isActive } from './logic/session-state.ts';
import { msg, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';
import { exportCsv } from '@/lib/grid/csv.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import type { GridColumn } from '@/lib/grid/types.ts';

const STATE_BADGE = {
  'waiting-approval': 'warning',
  running: 'processing',
  paused: 'default',
  done: 'success',
  cancelled: 'default',
  denied: 'error',
  failed: 'error',
} as const;

const when = (epoch: number) => formatDateTime(epoch * 1000);

/** The columns of Export CSV of the sessions: what the table shows, as text. */
const sessionCsvColumns = (): GridColumn<LogFetchSession>[] => [
  { key: 'id', name: msg('logFetch.session') },
  { key: 'direction', name: msg('logFetch.direction'), text: (s) => msg(`logFetch.direction.${s.direction}` as MessageKey) },
  { key: 'peer', name: msg('logFetch.peer'), text: (s) => `${s.peer} (${s.peer_ip})` },
  { key: 'profile', name: msg('logFetch.profile') },
  { key: 'adom', name: msg('logFetch.adom') },
  { key: 'state', name: msg('logFetch.state'), text: (s) => msg(`logFetch.state.${s.state}` as MessageKey) },
  { key: 'message', name: msg('logFetch.stateMessage'), text: (s) => s.message ?? '' },
  { key: 'percent', name: msg('logFetch.progress'), value: (s) => s.percent },
  { key: 'from', name: msg('logFetch.from'), text: (s) => when(s.from) },
  { key: 'to', name: msg('logFetch.to'), text: (s) => when(s.to) },
  { key: 'requested', name: msg('logFetch.requested'), text: (s) => when(s.requested) },
  { key: 'logs', name: msg('logFetch.logs'), value: (s) => s.logs ?? 0 },
];

export interface LogFetchProps {
  /** read-write on system settings, not on an HA secondary (capabilities.canEditSystemSettings) */
  editable: boolean;
}

function Profiles({ editable }: LogFetchProps) {
  const { message } = App.useApp();
  const profiles = useListLogFetchProfiles();
  const request = useRequestLogFetch({ toInit: (name: string) => ({ params: { path: { name } } }) });

  if (profiles.isError) return <LoadFailed title={errorMessage(profiles.error, 'logFetch.profilesLoadFailed')} onRetry={() => void profiles.refetch()} />;

  const columns: TableColumnsType<LogFetchProfile> = [
    { key: 'name', title: msg('logFetch.name'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
    { key: 'server', title: msg('logFetch.serverIp'), dataIndex: 'server_ip' },
    { key: 'user', title: msg('logFetch.user'), dataIndex: 'user' },
    { key: 'adom', title: msg('logFetch.adom'), dataIndex: 'adom' },
    {
      key: 'devices',
      title: msg('logFetch.devices'),
      render: (_, p) => (p.devices.length ? <Flex wrap gap={4}>{p.devices.map((d) => <Tag key={d}>{d}</Tag>)}</Flex> : msg('logFetch.allDevices')),
    },
    { key: 'period', title: msg('logFetch.period'), render: (_, p) => msg('logFetch.days', p.period_days) },
    { key: 'last', title: msg('logFetch.lastFetch'), render: (_, p) => (p.last_fetch ? when(p.last_fetch) : msg('logFetch.never')) },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      title: msg('logFetch.actions'),
      render: (_, p) => (
        <Button
          size="small"
          aria-label={msg('logFetch.requestFetchOf', p.name)}
          loading={request.isPending && request.variables === p.name}
          disabled={request.isPending && request.variables !== p.name}
          onClick={() =>
            request.mutate(p.name, {
              onSuccess: () => void message.success(msg('logFetch.requestSent', p.name)),
              onError: (e) => void message.error(failureText(e, 'logFetch.requestFailed')),
            })
          }
        >
          {msg('logFetch.requestFetch')}
        </Button>
      ),
    });
  }
  return (
    <Table<LogFetchProfile>
      rowKey="name"
      size="small"
      loading={profiles.isPending}
      dataSource={profiles.data ?? []}
      columns={columns}
      pagination={false}
      locale={{ emptyText: msg('logFetch.noProfiles') }}
    />
  );
}

function Sessions({ editable }: LogFetchProps) {
  const { message, modal } = App.useApp();
  // polled while one of them waits or runs
  const sessions = useListLogFetchSessions(undefined, {
    refetchInterval: (q) => (q.state.data?.some(isActive) ? constants.polling.logFetchSessionsMs : false),
  });
  const byId = (id: number) => ({ params: { path: { id } } });
  const cancel = useCancelLogFetchSession({ toInit: byId });
  const approve = useApproveLogFetchSession({ toInit: byId });
  const deny = useDenyLogFetchSession({ toInit: byId });
  const busy = cancel.isPending || approve.isPending || deny.isPending;

  if (sessions.isError) return <LoadFailed title={errorMessage(sessions.error, 'logFetch.sessionsLoadFailed')} onRetry={() => void sessions.refetch()} />;

  const confirmCancel = (s: LogFetchSession) =>
    modal.confirm({
      title: msg('logFetch.cancelConfirm', s.peer),
      okText: msg('logFetch.cancel'),
      okButtonProps: { danger: true },
      cancelText: msg('logFetch.keep'),
      onOk: () =>
        cancel.mutateAsync(s.id).then(
          () => void message.success(msg('logFetch.cancelled', s.id)),
          (e: unknown) => void message.error(failureText(e, 'logFetch.cancelFailed')),
        ),
    });
  const confirmDeny = (s: LogFetchSession) =>
    modal.confirm({
      title: msg('logFetch.denyConfirm', s.peer),
      okText: msg('logFetch.deny'),
      okButtonProps: { danger: true },
      cancelText: msg('logFetch.keep'),
      onOk: () =>
        deny.mutateAsync(s.id).then(
          () => void message.success(msg('logFetch.denied', s.peer)),
          (e: unknown) => void message.error(failureText(e, 'logFetch.denyFailed')),
        ),
    });

  const columns: TableColumnsType<LogFetchSession> = [
    { key: 'direction', title: msg('logFetch.direction'), render: (_, s) => msg(`logFetch.direction.${s.direction}` as MessageKey) },
    { key: 'peer', title: msg('logFetch.peer'), render: (_, s) => `${s.peer} (${s.peer_ip})` },
    { key: 'profile', title: msg('logFetch.profile'), dataIndex: 'profile' },
    { key: 'adom', title: msg('logFetch.adom'), dataIndex: 'adom' },
    {
      key: 'state',
      title: msg('logFetch.state'),
      render: (_, s) => (
        <Flex vertical>
          <Badge status={STATE_BADGE[s.state]} text={msg(`logFetch.state.${s.state}` as MessageKey)} />
          {s.message && <Typography.Text type="secondary">{s.message}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'progress',
      title: msg('logFetch.progress'),
      width: 160,
      render: (_, s) => (
        <Progress
          percent={s.percent}
          size="small"
          status={s.state === 'failed' || s.state === 'denied' ? 'exception' : s.state === 'running' ? 'active' : undefined}
          aria-label={msg('logFetch.progressOf', s.id)}
        />
      ),
    },
    { key: 'range', title: msg('logFetch.timeRange'), render: (_, s) => msg('logFetch.range', when(s.from), when(s.to)) },
    { key: 'requested', title: msg('logFetch.requested'), render: (_, s) => when(s.requested), sorter: (a, b) => a.requested - b.requested, defaultSortOrder: 'descend' },
    { key: 'logs', title: msg('logFetch.logs'), align: 'right', render: (_, s) => (s.logs ?? 0).toLocaleString() },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      title: msg('logFetch.actions'),
      render: (_, s) => (
        <Space size="small">
          {canCancel(s) && (
            <Button size="small" danger disabled={busy} aria-label={msg('logFetch.cancelOf', s.id)} onClick={() => confirmCancel(s)}>
              {msg('logFetch.cancel')}
            </Button>
          )}
          {awaitsApproval(s) && (
            <>
              <Button
                size="small"
                type="primary"
                disabled={busy}
                loading={approve.isPending && approve.variables === s.id}
                aria-label={msg('logFetch.approveOf', s.peer)}
                onClick={() =>
                  approve.mutate(s.id, {
                    onSuccess: () => void message.success(msg('logFetch.approved', s.peer)),
                    onError: (e) => void message.error(failureText(e, 'logFetch.approveFailed')),
                  })
                }
              >
                {msg('logFetch.approve')}
              </Button>
              <Button size="small" danger disabled={busy} aria-label={msg('logFetch.denyOf', s.peer)} onClick={() => confirmDeny(s)}>
                {msg('logFetch.deny')}
              </Button>
            </>
          )}
        </Space>
      ),
    });
  }
  return (
    <>
      <Flex justify="end" gap={8} style={{ marginBottom: 8 }}>
        <ExportCsvButton
          size="small"
          disabled={!sessions.data?.length}
          onExport={() => exportCsv(sessionCsvColumns(), [...(sessions.data ?? [])].sort((a, b) => b.requested - a.requested), 'log-fetch-sessions')}
        />
        <Button size="small" onClick={() => void sessions.refetch()} loading={sessions.isFetching && !sessions.isPending}>
          {msg('logFetch.refresh')}
        </Button>
      </Flex>
      <Table<LogFetchSession>
        rowKey="id"
        size="small"
        loading={sessions.isPending}
        dataSource={sessions.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: msg('logFetch.noSessions') }}
      />
    </>
  );
}

/**
 * Log Fetch: the client profiles this unit fetches logs with (each can send its request) and the sessions, outgoing
 * and incoming, with their state and progress; an outgoing session can be cancelled, an incoming request approved
 * or denied. Actions need capabilities.canEditSystemSettings.
 */
export function LogFetch({ editable }: LogFetchProps) {
  return (
    <>
      {!editable && <Alert type="info" showIcon title={msg('logFetch.readOnly')} style={{ marginBottom: 12 }} />}
      <Tabs
        aria-label={msg('logFetch.tabs')}
        items={[
          { key: 'profiles', label: msg('logFetch.profilesTab'), children: <Profiles editable={editable} /> },
          { key: 'sessions', label: msg('logFetch.sessionsTab'), children: <Sessions editable={editable} /> },
        ]}
      />
    </>
  );
}
