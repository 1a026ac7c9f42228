import { useState } from 'react';
import { Alert, App, Badge, Button, Descriptions, Drawer, Flex, Progress, Space, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { formatDateTime } from '@/lib/format/date.ts';
import { failureText } from '@/lib/format/failure.ts';
import { httpUrl } from '@/lib/url/safe-url.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { ManagementExtension } from '@generated/types/entities.ts';
import { endpointKey } from '@/lib/api/endpoint.ts';
import { listExtensions, useListExtensions, useSetExtensionEnabled, useStartExtension, useStopExtension } from '@/lib/api/endpoints/sys.gen.ts';
import { msg, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

const STATUS_BADGE = { running: 'success', stopped: 'default', starting: 'processing', error: 'error' } as const;

function StatusBadge({ ext }: { ext: ManagementExtension }) {
  return <Badge status={STATUS_BADGE[ext.status]} text={msg(`extensions.status.${ext.status}` as MessageKey)} />;
}

/** The extension's own interface, only when its address is http(s). */
function OpenLink({ ext }: { ext: ManagementExtension }) {
  const url = httpUrl(ext.url);
  if (!url || ext.status !== 'running') return null;
  return (
    <Typography.Link href={url} target="_blank" rel="noopener noreferrer" aria-label={msg('extensions.openOf', ext.name)}>
      {msg('extensions.open')}
    </Typography.Link>
  );
}

function ExtensionDetails({ ext, onClose }: { ext: ManagementExtension | null; onClose: () => void }) {
  return (
    <Drawer open={ext !== null} onClose={onClose} title={ext ? msg('extensions.detailsOf', ext.name) : ''} size={520} closable={{ 'aria-label': msg('extensions.close') }}>
      {ext && (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'name', label: msg('extensions.name'), children: ext.name },
            { key: 'version', label: msg('extensions.version'), children: ext.version },
            { key: 'status', label: msg('extensions.status'), children: <StatusBadge ext={ext} /> },
            { key: 'description', label: msg('extensions.description'), children: ext.description ?? '' },
            { key: 'started', label: msg('extensions.startedAt'), children: ext.started ? formatDateTime(ext.started * 1000) : msg('extensions.notRunning') },
            { key: 'cpu', label: msg('extensions.cpu'), children: `${ext.cpu}%` },
            { key: 'memory', label: msg('extensions.memory'), children: msg('extensions.memoryOf', ext.memory_mb, ext.memory_limit_mb) },
            { key: 'disk', label: msg('extensions.disk'), children: ext.disk_mb !== undefined ? msg('extensions.mb', ext.disk_mb) : '' },
            { key: 'enabled', label: msg('extensions.enabled'), children: msg(ext.enabled ? 'extensions.yes' : 'extensions.no') },
            ...(ext.message ? [{ key: 'error', label: msg('extensions.lastError'), children: ext.message }] : []),
            ...(httpUrl(ext.url) ? [{ key: 'open', label: msg('extensions.open'), children: <OpenLink ext={ext} /> }] : []),
          ]}
        />
      )}
    </Drawer>
  );
}

export interface ExtensionDashboardProps {
  /** read-write on system settings, not on an HA secondary (capabilities.canEditSystemSettings) */
  editable: boolean;
}

/**
 * Extension Dashboard: the installed management extensions with version, state, CPU and memory use and whether each
 * starts with the unit; Start, Stop (after confirmation) and the Enabled switch for an administrator allowed to, and a
 * details panel with every field and the extension's own interface.
 */
export function ExtensionDashboard({ editable }: ExtensionDashboardProps) {
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const extensions = useListExtensions();
  const byKey = (key: string) => ({ params: { path: { key } } });
  const start = useStartExtension({ toInit: byKey });
  const stop = useStopExtension({ toInit: byKey });
  const setEnabled = useSetExtensionEnabled({
    toInit: ({ key, enabled }: { key: string; enabled: boolean }) => ({ params: { path: { key } }, body: { enabled } }),
    // a refused change: the switch shows what the unit now holds
    onError: () => qc.invalidateQueries({ queryKey: endpointKey(listExtensions) }),
  });
  const [shownKey, setShownKey] = useState<string | null>(null);
  const shown = extensions.data?.find((e) => e.key === shownKey) ?? null;

  if (extensions.isError) {
    return (
      <LoadFailed title={errorMessage(extensions.error, 'extensions.loadFailed')} onRetry={() => void extensions.refetch()} />
    );
  }

  /** 'Failed to start FortiSOAR.' with the unit's reason after it (failureText gives the reason after the bare message). */
  const failed = (key: 'extensions.startFailed' | 'extensions.stopFailed' | 'extensions.enableFailed', name: string, err: unknown) =>
    `${msg(key, name)}${failureText(err, key).slice(msg(key).length)}`;

  const confirmStop = (e: ManagementExtension) =>
    modal.confirm({
      title: msg('extensions.stopConfirm', e.name),
      okText: msg('extensions.stop'),
      okButtonProps: { danger: true },
      cancelText: msg('extensions.keep'),
      onOk: () =>
        stop.mutateAsync(e.key).then(
          () => void message.success(msg('extensions.stopped', e.name)),
          (err: unknown) => void message.error(failed('extensions.stopFailed', e.name, err)),
        ),
    });

  const busy = start.isPending || stop.isPending;
  const columns: TableColumnsType<ManagementExtension> = [
    {
      key: 'name',
      title: msg('extensions.name'),
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (_, e) => (
        <Flex vertical>
          <Typography.Text strong>{e.name}</Typography.Text>
          {e.status === 'error' && e.message && <Typography.Text type="danger">{e.message}</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'version', title: msg('extensions.version'), dataIndex: 'version' },
    { key: 'status', title: msg('extensions.status'), render: (_, e) => <StatusBadge ext={e} /> },
    {
      key: 'cpu',
      title: msg('extensions.cpu'),
      width: 140,
      sorter: (a, b) => a.cpu - b.cpu,
      render: (_, e) => <Progress percent={Math.round(e.cpu * 10) / 10} size="small" aria-label={`${msg('extensions.cpu')} ${e.name}`} />,
    },
    {
      key: 'memory',
      title: msg('extensions.memory'),
      width: 180,
      sorter: (a, b) => a.memory_mb - b.memory_mb,
      render: (_, e) => (
        <Flex vertical>
          <Progress
            percent={Math.round((e.memory_mb / e.memory_limit_mb) * 100)}
            size="small"
            showInfo={false}
            aria-label={`${msg('extensions.memory')} ${e.name}`}
          />
          <Typography.Text type="secondary">{msg('extensions.memoryOf', e.memory_mb, e.memory_limit_mb)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'enabled',
      title: msg('extensions.enabled'),
      render: (_, e) => {
        const changing = setEnabled.isPending && setEnabled.variables?.key === e.key;
        return (
          <Switch
            checked={changing ? setEnabled.variables!.enabled : e.enabled}
            loading={changing}
            disabled={!editable || (setEnabled.isPending && !changing)}
            aria-label={msg('extensions.enableOf', e.name)}
            onChange={(enabled) =>
              setEnabled.mutate(
                { key: e.key, enabled },
                {
                  onSuccess: () => void message.success(msg(enabled ? 'extensions.enabledOn' : 'extensions.enabledOff', e.name)),
                  onError: (err) => void message.error(failed('extensions.enableFailed', e.name, err)),
                },
              )
            }
          />
        );
      },
    },
    {
      key: 'actions',
      title: msg('extensions.actions'),
      render: (_, e) => (
        <Space size="small" wrap>
          {editable && (e.status === 'stopped' || e.status === 'error') && (
            <Button
              size="small"
              type="primary"
              disabled={busy}
              loading={start.isPending && start.variables === e.key}
              aria-label={msg('extensions.startOf', e.name)}
              onClick={() =>
                start.mutate(e.key, {
                  onSuccess: () => void message.success(msg('extensions.started', e.name)),
                  onError: (err) => void message.error(failed('extensions.startFailed', e.name, err)),
                })
              }
            >
              {msg('extensions.start')}
            </Button>
          )}
          {editable && (e.status === 'running' || e.status === 'starting') && (
            <Button size="small" danger disabled={busy} aria-label={msg('extensions.stopOf', e.name)} onClick={() => confirmStop(e)}>
              {msg('extensions.stop')}
            </Button>
          )}
          <Button size="small" aria-label={msg('extensions.detailsOf', e.name)} onClick={() => setShownKey(e.key)}>
            {msg('extensions.details')}
          </Button>
          <OpenLink ext={e} />
        </Space>
      ),
    },
  ];

  const list = extensions.data ?? [];
  return (
    <>
      {!editable && <Alert type="info" showIcon title={msg('extensions.readOnly')} style={{ marginBottom: 12 }} />}
      {extensions.data && (
        <Typography.Paragraph type="secondary">
          {msg('extensions.summary', list.length, list.filter((e) => e.status === 'running').length)}
        </Typography.Paragraph>
      )}
      <Table<ManagementExtension>
        rowKey="key"
        size="small"
        loading={extensions.isPending}
        dataSource={list}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: msg('extensions.none') }}
      />
      <ExtensionDetails ext={shown} onClose={() => setShownKey(null)} />
    </>
  );
}
