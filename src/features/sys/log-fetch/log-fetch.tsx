import { useCallback, useMemo, useRef } from 'react';
import { Alert, App, Badge, Button, Flex, Progress, Space, Tabs, Tag, Typography } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { failureText, formatCount, formatDateTime, formatPercent } from '@/lib/format/index.ts';
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
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn, type SortColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import './log-fetch.css';

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

const stateText = (s: LogFetchSession) => msg(`logFetch.state.${s.state}` as MessageKey);
const NEWEST_FIRST: readonly SortColumn[] = [{ columnKey: 'requested', direction: 'DESC' }];
const NO_PROFILES: LogFetchProfile[] = [];
const NO_SESSIONS: LogFetchSession[] = [];

export interface LogFetchProps {
  /** read-write on system settings, not on an HA secondary (capabilities.canEditSystemSettings) */
  editable: boolean;
}

function Profiles({ editable }: LogFetchProps) {
  const { message } = App.useApp();
  const profiles = useListLogFetchProfiles();
  const request = useRequestLogFetch({ toInit: (name: string) => ({ params: { path: { name } } }) });
  const gridRef = useRef<DataGridHandle<LogFetchProfile>>(null);
  const urlState = useGridUrlState({ prefix: 'profiles.' });

  const { mutate: send, isPending: sending, variables: sendingWith } = request;
  const columns = useMemo<GridColumn<LogFetchProfile>[]>(() => {
    const list: GridColumn<LogFetchProfile>[] = [
      { key: 'name', name: msg('logFetch.name'), width: 170 },
      { key: 'server', name: msg('logFetch.serverIp'), width: 140, value: (p) => p.server_ip },
      { key: 'user', name: msg('logFetch.user'), width: 120 },
      { key: 'adom', name: msg('logFetch.adom'), width: 130 },
      {
        key: 'devices',
        name: msg('logFetch.devices'),
        width: 220,
        value: (p) => p.devices,
        text: (p) => (p.devices.length ? p.devices.join(', ') : msg('logFetch.allDevices')),
        renderCell: (p) =>
          p.devices.length ? (
            <Flex gap={4} style={{ overflow: 'hidden' }}>
              {p.devices.map((d) => (
                <Tag key={d}>{d}</Tag>
              ))}
            </Flex>
          ) : (
            msg('logFetch.allDevices')
          ),
      },
      { key: 'period', name: msg('logFetch.period'), width: 130, value: (p) => p.period_days, text: (p) => msg('logFetch.days', formatCount(p.period_days)) },
      {
        key: 'last',
        name: msg('logFetch.lastFetch'),
        width: 170,
        sortDescendingFirst: true,
        value: (p) => p.last_fetch ?? 0,
        text: (p) => (p.last_fetch ? when(p.last_fetch) : msg('logFetch.never')),
      },
    ];
    if (editable) {
      list.push({
        key: 'actions',
        name: msg('logFetch.actions'),
        width: 150,
        sortable: false,
        searchable: false,
        exportable: false,
        renderCell: (p, { tabIndex }) => (
          <Button
            size="small"
            tabIndex={tabIndex}
            aria-label={msg('logFetch.requestFetchOf', p.name)}
            loading={sending && sendingWith === p.name}
            disabled={sending && sendingWith !== p.name}
            onClick={() =>
              send(p.name, {
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
    return list;
  }, [editable, send, sending, sendingWith, message]);

  const rows = profiles.data ?? NO_PROFILES;
  return (
    <>
      <Flex justify="end" gap={8} style={{ marginBottom: 8 }}>
        <ExportCsvButton size="small" disabled={!rows.length} onExport={() => gridRef.current?.exportCsv('log-fetch-profiles')} />
      </Flex>
      <DataGrid<LogFetchProfile>
        ref={gridRef}
        {...urlState}
        aria-label={msg('logFetch.profilesTab')}
        columns={columns}
        rows={rows}
        rowKey={(p) => p.name}
        loading={profiles.isPending}
        error={
          profiles.isError ? (
            <LoadFailed title={errorMessage(profiles.error, 'logFetch.profilesLoadFailed')} onRetry={() => void profiles.refetch()} />
          ) : undefined
        }
        emptyText={msg('logFetch.noProfiles')}
        height={360}
      />
    </>
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
  const gridRef = useRef<DataGridHandle<LogFetchSession>>(null);
  const urlState = useGridUrlState({ prefix: 'sessions.', defaultSort: NEWEST_FIRST });

  const cancelSession = cancel.mutateAsync;
  const denySession = deny.mutateAsync;
  const confirmCancel = useCallback(
    (s: LogFetchSession) =>
      modal.confirm({
        title: msg('logFetch.cancelConfirm', s.peer),
        okText: msg('logFetch.cancel'),
        okButtonProps: { danger: true },
        cancelText: msg('logFetch.keep'),
        onOk: () =>
          cancelSession(s.id).then(
            () => void message.success(msg('logFetch.cancelled', s.id)),
            (e: unknown) => void message.error(failureText(e, 'logFetch.cancelFailed')),
          ),
      }),
    [modal, message, cancelSession],
  );
  const confirmDeny = useCallback(
    (s: LogFetchSession) =>
      modal.confirm({
        title: msg('logFetch.denyConfirm', s.peer),
        okText: msg('logFetch.deny'),
        okButtonProps: { danger: true },
        cancelText: msg('logFetch.keep'),
        onOk: () =>
          denySession(s.id).then(
            () => void message.success(msg('logFetch.denied', s.peer)),
            (e: unknown) => void message.error(failureText(e, 'logFetch.denyFailed')),
          ),
      }),
    [modal, message, denySession],
  );

  const { mutate: approveSession, isPending: approving, variables: approvingId } = approve;
  const columns = useMemo<GridColumn<LogFetchSession>[]>(() => {
    const list: GridColumn<LogFetchSession>[] = [
      { key: 'direction', name: msg('logFetch.direction'), width: 90, text: (s) => msg(`logFetch.direction.${s.direction}` as MessageKey) },
      { key: 'peer', name: msg('logFetch.peer'), width: 170, text: (s) => `${s.peer} (${s.peer_ip})` },
      { key: 'profile', name: msg('logFetch.profile'), width: 110 },
      { key: 'adom', name: msg('logFetch.adom'), width: 90 },
      {
        key: 'state',
        name: msg('logFetch.state'),
        width: 160,
        value: stateText,
        // the reason under the state is searched and exported with it
        text: (s) => (s.message ? `${stateText(s)}: ${s.message}` : stateText(s)),
        renderCell: (s) => (
          <Flex vertical>
            <Badge status={STATE_BADGE[s.state]} text={stateText(s)} />
            {s.message && (
              <Typography.Text type="secondary" ellipsis={{ tooltip: s.message }}>
                {s.message}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      {
        key: 'progress',
        name: msg('logFetch.progress'),
        width: 110,
        value: (s) => s.percent,
        text: (s) => formatPercent(s.percent),
        renderCell: (s) => (
          <Progress
            percent={s.percent}
            size="small"
            status={s.state === 'failed' || s.state === 'denied' ? 'exception' : s.state === 'running' ? 'active' : undefined}
            aria-label={msg('logFetch.progressOf', s.id)}
          />
        ),
      },
      {
        key: 'range',
        name: msg('logFetch.timeRange'),
        width: 150,
        value: (s) => s.from,
        text: (s) => msg('logFetch.range', when(s.from), when(s.to)),
        renderCell: (s) => <div className="log-fetch-range">{msg('logFetch.range', when(s.from), when(s.to))}</div>,
      },
      { key: 'requested', name: msg('logFetch.requested'), width: 140, sortDescendingFirst: true, text: (s) => when(s.requested) },
      { key: 'logs', name: msg('logFetch.logs'), width: 70, sortDescendingFirst: true, value: (s) => s.logs ?? 0, text: (s) => formatCount(s.logs ?? 0) },
    ];
    if (editable) {
      list.push({
        key: 'actions',
        name: msg('logFetch.actions'),
        width: 190,
        sortable: false,
        searchable: false,
        exportable: false,
        renderCell: (s, { tabIndex }) => (
          <Space size="small">
            {canCancel(s) && (
              <Button size="small" danger tabIndex={tabIndex} disabled={busy} aria-label={msg('logFetch.cancelOf', s.id)} onClick={() => confirmCancel(s)}>
                {msg('logFetch.cancel')}
              </Button>
            )}
            {awaitsApproval(s) && (
              <>
                <Button
                  size="small"
                  type="primary"
                  tabIndex={tabIndex}
                  disabled={busy}
                  loading={approving && approvingId === s.id}
                  aria-label={msg('logFetch.approveOf', s.peer)}
                  onClick={() =>
                    approveSession(s.id, {
                      onSuccess: () => void message.success(msg('logFetch.approved', s.peer)),
                      onError: (e) => void message.error(failureText(e, 'logFetch.approveFailed')),
                    })
                  }
                >
                  {msg('logFetch.approve')}
                </Button>
                <Button size="small" danger tabIndex={tabIndex} disabled={busy} aria-label={msg('logFetch.denyOf', s.peer)} onClick={() => confirmDeny(s)}>
                  {msg('logFetch.deny')}
                </Button>
              </>
            )}
          </Space>
        ),
      });
    }
    return list;
  }, [editable, busy, approving, approvingId, approveSession, confirmCancel, confirmDeny, message]);

  const rows = sessions.data ?? NO_SESSIONS;
  return (
    <>
      <Flex justify="end" gap={8} style={{ marginBottom: 8 }}>
        <ExportCsvButton size="small" disabled={!rows.length} onExport={() => gridRef.current?.exportCsv('log-fetch-sessions')} />
        <Button size="small" onClick={() => void sessions.refetch()} loading={sessions.isFetching && !sessions.isPending}>
          {msg('logFetch.refresh')}
        </Button>
      </Flex>
      <DataGrid<LogFetchSession>
        ref={gridRef}
        {...urlState}
        aria-label={msg('logFetch.sessionsTab')}
        columns={columns}
        rows={rows}
        rowKey={(s) => String(s.id)}
        loading={sessions.isPending}
        error={
          sessions.isError ? (
            <LoadFailed title={errorMessage(sessions.error, 'logFetch.sessionsLoadFailed')} onRetry={() => void sessions.refetch()} />
          ) : undefined
        }
        emptyText={msg('logFetch.noSessions')}
        rowHeight={56}
        height={420}
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
