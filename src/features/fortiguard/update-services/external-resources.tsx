import { useRef, useState } from 'react';
import { Alert, App, Badge, Button, Space, Typography } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { formatCount, formatDateTime } from '@/lib/format/index.ts';
import { DataGrid, useGridUrlState, type CellContext, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { httpUrl } from '@/lib/url/safe-url.ts';
import type { UmExternalResource } from '@generated/types/entities.ts';
import { useUmExternalResource } from '@/lib/api/endpoints/um.gen.ts';
import { actionFailure, useRefreshExternalResource } from './api.ts';
import { msg, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';
import './fortiguard.css';

const STATUS_BADGE = { ok: 'success', error: 'error', pending: 'processing' } as const;
const STATUS_RANK = { error: 0, pending: 1, ok: 2 } as const;

export interface ExternalResourcesProps {
  /** read-write on system settings (capabilities.canManageUpdateServices) */
  editable: boolean;
}

/** External Resources: the threat feeds the unit reads and serves to its devices, and reading one again now. */
export function ExternalResources({ editable }: ExternalResourcesProps) {
  const { message } = App.useApp();
  const feeds = useUmExternalResource({ body: { method: 'get' } }, { select: (d) => d as UmExternalResource[] });
  const refresh = useRefreshExternalResource();
  const [busy, setBusy] = useState<string | null>(null);
  const gridState = useGridUrlState();
  const gridRef = useRef<DataGridHandle<UmExternalResource>>(null);

  async function readAgain(feed: UmExternalResource) {
    setBusy(feed.key);
    try {
      await refresh(feed.key);
      void message.success(msg('fortiguard.feedRefreshed', feed.name));
    } catch (error) {
      void message.error(actionFailure(error, 'fortiguard.feedRefreshFailed'));
    } finally {
      setBusy(null);
    }
  }

  const columns: GridColumn<UmExternalResource>[] = [
    { key: 'name', name: msg('fortiguard.feedName'), width: 170 },
    { key: 'type', name: msg('fortiguard.feedType'), width: 140, value: (f) => msg(`fortiguard.feedType.${f.type}` as MessageKey) },
    {
      key: 'url',
      name: msg('fortiguard.feedUrl'),
      width: 280,
      renderCell: (f, { tabIndex }) => {
        // only an http(s) address is a link; anything else is shown as text
        const href = httpUrl(f.url);
        return href ? (
          <a href={href} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex}>
            {f.url}
          </a>
        ) : (
          <Typography.Text>{f.url}</Typography.Text>
        );
      },
    },
    { key: 'refreshRate', name: msg('fortiguard.feedRefreshRate'), width: 120, text: (f) => msg('fortiguard.minutes', formatCount(f.refreshRate)) },
    {
      key: 'lastUpdate',
      name: msg('fortiguard.lastUpdate'),
      width: 180,
      sortDescendingFirst: true,
      value: (f) => (f.lastUpdate ? Date.parse(f.lastUpdate) : 0),
      text: (f) => (f.lastUpdate ? formatDateTime(f.lastUpdate) : msg('fortiguard.never')),
    },
    { key: 'entries', name: msg('fortiguard.feedEntries'), width: 100, sortDescendingFirst: true, text: (f) => formatCount(f.entries) },
    {
      key: 'status',
      name: msg('fortiguard.status'),
      width: 260,
      value: (f) => STATUS_RANK[f.status],
      text: (f) => [msg(`fortiguard.feedStatus.${f.status}` as MessageKey), f.message].filter(Boolean).join(' '),
      renderCell: (f) => (
        <>
          <Badge status={STATUS_BADGE[f.status]} text={msg(`fortiguard.feedStatus.${f.status}` as MessageKey)} />
          {f.message && <Typography.Text type="danger" className="fortiguard-feed-message">{` ${f.message}`}</Typography.Text>}
        </>
      ),
    },
    ...(editable
      ? [
          {
            key: 'actions',
            name: msg('fortiguard.actions'),
            minWidth: 110,
            sortable: false,
            searchable: false,
            exportable: false,
            renderCell: (f: UmExternalResource, { tabIndex }: CellContext) => (
              <Button size="small" tabIndex={tabIndex} loading={busy === f.key} disabled={busy !== null} onClick={() => void readAgain(f)} aria-label={msg('fortiguard.feedRefreshOf', f.name)}>
                {msg('fortiguard.feedRefresh')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  const rows = feeds.data ?? [];

  if (feeds.isError) {
    return <LoadFailed title={errorMessage(feeds.error, 'fortiguard.feedsLoadFailed')} onRetry={() => void feeds.refetch()} />;
  }
  return (
    <>
      {!editable && <Alert type="info" showIcon title={msg('fortiguard.readOnly')} style={{ marginBottom: 12 }} />}
      <Space style={{ marginBottom: 12 }}>
        <ExportCsvButton disabled={!rows.length} onExport={() => gridRef.current?.exportCsv('external-resources')} />
      </Space>
      <DataGrid<UmExternalResource>
        {...gridState}
        ref={gridRef}
        aria-label={msg('fortiguard.feedsLabel')}
        columns={columns}
        rows={rows}
        rowKey={(f) => f.key}
        loading={feeds.isPending}
        emptyText={msg('fortiguard.noFeeds')}
        height={420}
      />
    </>
  );
}
