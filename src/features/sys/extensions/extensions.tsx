import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, App, Badge, Button, Descriptions, Drawer, Flex, Progress, Space, Switch, Typography } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { failureText, formatCount, formatDateTime, formatPercent } from '@/lib/format/index.ts';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { httpUrl } from '@/lib/url/safe-url.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { ManagementExtension } from '@generated/types/entities.ts';
import { endpointKey } from '@/lib/api/endpoint.ts';
import { listExtensions, useListExtensions, useSetExtensionEnabled, useStartExtension, useStopExtension } from '@/lib/api/endpoints/sys.gen.ts';
import { msg, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

const STATUS_BADGE = { running: 'success', stopped: 'default', starting: 'processing', error: 'error' } as const;
const NO_EXTENSIONS: ManagementExtension[] = [];

const statusText = (ext: ManagementExtension) => msg(`extensions.status.${ext.status}` as MessageKey);

function StatusBadge({ ext }: { ext: ManagementExtension }) {
  return <Badge status={STATUS_BADGE[ext.status]} text={statusText(ext)} />;
}

/** 'Failed to start FortiSOAR.' with the unit's reason after it (failureText gives the reason after the bare message). */
function failed(key: 'extensions.startFailed' | 'extensions.stopFailed' | 'extensions.enableFailed', name: string, err: unknown): string {
  return `${msg(key, name)}${failureText(err, key).slice(msg(key).length)}`;
}

/** The extension's own interface, only when its address is http(s). */
function OpenLink({ ext, tabIndex }: { ext: ManagementExtension; tabIndex?: number }) {
  const url = httpUrl(ext.url);
  if (!url || ext.status !== 'running') return null;
  return (
    <Typography.Link href={url} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex} aria-label={msg('extensions.openOf', ext.name)}>
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
            { key: 'cpu', label: msg('extensions.cpu'), children: formatPercent(ext.cpu) },
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
  const gridRef = useRef<DataGridHandle<ManagementExtension>>(null);
  const urlState = useGridUrlState();

  const stopExtension = stop.mutateAsync;
  const confirmStop = useCallback(
    (e: ManagementExtension) =>
      modal.confirm({
        title: msg('extensions.stopConfirm', e.name),
        okText: msg('extensions.stop'),
        okButtonProps: { danger: true },
        cancelText: msg('extensions.keep'),
        onOk: () =>
          stopExtension(e.key).then(
            () => void message.success(msg('extensions.stopped', e.name)),
            (err: unknown) => void message.error(failed('extensions.stopFailed', e.name, err)),
          ),
      }),
    [modal, message, stopExtension],
  );

  const { mutate: startExtension, isPending: starting, variables: startingKey } = start;
  const stopping = stop.isPending;
  const { mutate: changeEnabled, isPending: changing, variables: change } = setEnabled;
  const columns = useMemo<GridColumn<ManagementExtension>[]>(() => {
    const busy = starting || stopping;
    return [
      {
        key: 'name',
        name: msg('extensions.name'),
        width: 240,
        // the reason an extension failed is searched and exported with its name
        text: (e) => (e.status === 'error' && e.message ? `${e.name}: ${e.message}` : e.name),
        renderCell: (e) => (
          <Flex vertical>
            <Typography.Text strong>{e.name}</Typography.Text>
            {e.status === 'error' && e.message && (
              <Typography.Text type="danger" ellipsis={{ tooltip: e.message }}>
                {e.message}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      { key: 'version', name: msg('extensions.version'), width: 100 },
      {
        key: 'status',
        name: msg('extensions.status'),
        width: 120,
        text: (e) => statusText(e),
        renderCell: (e) => <StatusBadge ext={e} />,
      },
      {
        key: 'cpu',
        name: msg('extensions.cpu'),
        width: 140,
        sortDescendingFirst: true,
        text: (e) => formatPercent(e.cpu),
        renderCell: (e) => <Progress percent={Math.round(e.cpu * 10) / 10} size="small" aria-label={`${msg('extensions.cpu')} ${e.name}`} />,
      },
      {
        key: 'memory',
        name: msg('extensions.memory'),
        width: 180,
        sortDescendingFirst: true,
        value: (e) => e.memory_mb,
        text: (e) => msg('extensions.memoryOf', e.memory_mb, e.memory_limit_mb),
        renderCell: (e) => (
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
        name: msg('extensions.enabled'),
        width: 100,
        text: (e) => msg(e.enabled ? 'extensions.yes' : 'extensions.no'),
        renderCell: (e, { tabIndex }) => {
          const mine = changing && change?.key === e.key;
          return (
            <Switch
              size="small"
              tabIndex={tabIndex}
              checked={mine ? change.enabled : e.enabled}
              loading={mine}
              disabled={!editable || (changing && !mine)}
              aria-label={msg('extensions.enableOf', e.name)}
              onChange={(enabled) =>
                changeEnabled(
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
        name: msg('extensions.actions'),
        width: 260,
        sortable: false,
        searchable: false,
        exportable: false,
        renderCell: (e, { tabIndex }) => (
          <Space size="small">
            {editable && (e.status === 'stopped' || e.status === 'error') && (
              <Button
                size="small"
                type="primary"
                tabIndex={tabIndex}
                disabled={busy}
                loading={starting && startingKey === e.key}
                aria-label={msg('extensions.startOf', e.name)}
                onClick={() =>
                  startExtension(e.key, {
                    onSuccess: () => void message.success(msg('extensions.started', e.name)),
                    onError: (err) => void message.error(failed('extensions.startFailed', e.name, err)),
                  })
                }
              >
                {msg('extensions.start')}
              </Button>
            )}
            {editable && (e.status === 'running' || e.status === 'starting') && (
              <Button size="small" danger tabIndex={tabIndex} disabled={busy} aria-label={msg('extensions.stopOf', e.name)} onClick={() => confirmStop(e)}>
                {msg('extensions.stop')}
              </Button>
            )}
            <Button size="small" tabIndex={tabIndex} aria-label={msg('extensions.detailsOf', e.name)} onClick={() => setShownKey(e.key)}>
              {msg('extensions.details')}
            </Button>
            <OpenLink ext={e} tabIndex={tabIndex} />
          </Space>
        ),
      },
    ];
  }, [editable, starting, startingKey, stopping, changing, change, startExtension, changeEnabled, confirmStop, message]);

  const list = extensions.data ?? NO_EXTENSIONS;
  return (
    <>
      {!editable && <Alert type="info" showIcon title={msg('extensions.readOnly')} style={{ marginBottom: 12 }} />}
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">
          {extensions.data ? msg('extensions.summary', formatCount(list.length), formatCount(list.filter((e) => e.status === 'running').length)) : null}
        </Typography.Text>
        <ExportCsvButton disabled={!list.length} onExport={() => gridRef.current?.exportCsv('extensions')} />
      </Flex>
      <DataGrid<ManagementExtension>
        ref={gridRef}
        {...urlState}
        aria-label={msg('extensions.listLabel')}
        columns={columns}
        rows={list}
        rowKey={(e) => e.key}
        onRowActivate={(e) => setShownKey(e.key)}
        loading={extensions.isPending}
        error={
          extensions.isError ? (
            <LoadFailed title={errorMessage(extensions.error, 'extensions.loadFailed')} onRetry={() => void extensions.refetch()} />
          ) : undefined
        }
        emptyText={msg('extensions.none')}
        rowHeight={56}
        height={420}
      />
      <ExtensionDetails ext={shown} onClose={() => setShownKey(null)} />
    </>
  );
}
