import { useState } from 'react';
import { Alert, App, Badge, Button, Table, Typography, type TableColumnsType } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { formatDateTime } from '@/lib/format/date.ts';
import { httpUrl } from '@/lib/url/safe-url.ts';
import type { UmExternalResource } from '@generated/types/entities.ts';
import { useUmExternalResource } from '@/lib/api/endpoints/um.gen.ts';
import { actionFailure, useRefreshExternalResource } from './api.ts';
import { msg, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

const STATUS_BADGE = { ok: 'success', error: 'error', pending: 'processing' } as const;
const fmt = new Intl.NumberFormat('en');

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

  const columns: TableColumnsType<UmExternalResource> = [
    { key: 'name', title: msg('fortiguard.feedName'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
    { key: 'type', title: msg('fortiguard.feedType'), render: (_, f) => msg(`fortiguard.feedType.${f.type}` as MessageKey) },
    {
      key: 'url',
      title: msg('fortiguard.feedUrl'),
      render: (_, f) => {
        // only an http(s) address is a link; anything else is shown as text
        const href = httpUrl(f.url);
        return href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {f.url}
          </a>
        ) : (
          <Typography.Text>{f.url}</Typography.Text>
        );
      },
    },
    { key: 'rate', title: msg('fortiguard.feedRefreshRate'), render: (_, f) => msg('fortiguard.minutes', f.refreshRate) },
    { key: 'last', title: msg('fortiguard.lastUpdate'), render: (_, f) => (f.lastUpdate ? formatDateTime(f.lastUpdate) : msg('fortiguard.never')) },
    { key: 'entries', title: msg('fortiguard.feedEntries'), align: 'right', render: (_, f) => fmt.format(f.entries) },
    {
      key: 'status',
      title: msg('fortiguard.status'),
      render: (_, f) => (
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
            title: msg('fortiguard.actions'),
            render: (_: unknown, f: UmExternalResource) => (
              <Button size="small" loading={busy === f.key} disabled={busy !== null} onClick={() => void readAgain(f)} aria-label={msg('fortiguard.feedRefreshOf', f.name)}>
                {msg('fortiguard.feedRefresh')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  if (feeds.isError) {
    return <LoadFailed title={errorMessage(feeds.error, 'fortiguard.feedsLoadFailed')} onRetry={() => void feeds.refetch()} />;
  }
  return (
    <>
      {!editable && <Alert type="info" showIcon title={msg('fortiguard.readOnly')} style={{ marginBottom: 12 }} />}
      <Table<UmExternalResource>
        rowKey="key"
        size="small"
        loading={feeds.isPending}
        dataSource={feeds.data ?? []}
        columns={columns}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: msg('fortiguard.noFeeds') }}
      />
    </>
  );
}
