import { useMemo, useState } from 'react';
import { App, Badge, Button, Flex, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useChangeAdom } from '@/features/session/adoms/index.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { failureText } from '@/lib/format/failure.ts';
import { useCurrentAdom } from '@/lib/session/index.ts';
import type { AdomSummary } from '@generated/types/entities.ts';
import { useListAdoms } from '@/lib/api/endpoints/adom.gen.ts';
import { useListAllAdoms } from '@/lib/api/endpoints/sys.gen.ts';
import { filterAdoms } from './filter.ts';
import { msg, msgCount, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';
import { exportCsv } from '@/lib/grid/csv.ts';
import type { GridColumn } from '@/lib/grid/types.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';

function lockText(lock: AdomSummary['lock']): string {
  if (lock.state === 'unlocked') return msg('allAdoms.unlocked');
  if (lock.state === 'locked_by_me') return msg('allAdoms.lockedByMe');
  return msg('allAdoms.lockedBy', lock.by ?? '');
}
const LOCK_BADGE = { unlocked: 'default', locked_by_me: 'success', locked_by_other: 'warning' } as const;

/** The columns of Export CSV: what the table shows, as text (the lock with whom it is held by). */
const csvColumns = (): GridColumn<AdomSummary>[] => [
  { key: 'name', name: msg('allAdoms.name') },
  { key: 'desc', name: msg('allAdoms.description') },
  { key: 'product', name: msg('allAdoms.product') },
  { key: 'version', name: msg('allAdoms.version') },
  { key: 'devices', name: msg('allAdoms.devices') },
  { key: 'mode', name: msg('allAdoms.mode'), text: (a) => msg(`allAdoms.mode.${a.mode}` as MessageKey) },
  { key: 'lock', name: msg('allAdoms.lock'), text: (a) => lockText(a.lock) },
];

export interface AllAdomsProps {
  /** the administrator may switch ADOMs (capabilities.mayChangeAdom) */
  canSwitch: boolean;
}

/**
 * All ADOMs: every ADOM of the unit with product, version, mode, devices and lock, searchable and sortable; an ADOM
 * the administrator may open can be switched to (the ADOM selector's own call).
 */
export function AllAdoms({ canSwitch }: AllAdomsProps) {
  const { message } = App.useApp();
  const adoms = useListAllAdoms(undefined, { select: (d) => d as AdomSummary[] });
  const current = useCurrentAdom().data;
  // the ADOM selector's list: only those can be switched to
  const openable = useListAdoms(undefined, { enabled: canSwitch, select: (d) => new Set(d.map((a) => a.oid)) }).data;
  const change = useChangeAdom((adom) => void message.success(msg('allAdoms.switched', adom.name)));
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterAdoms(adoms.data ?? [], search), [adoms.data, search]);

  if (adoms.isError) {
    return (
      <LoadFailed title={errorMessage(adoms.error, 'allAdoms.loadFailed')} onRetry={() => void adoms.refetch()} />
    );
  }

  const columns: TableColumnsType<AdomSummary> = [
    {
      key: 'name',
      title: msg('allAdoms.name'),
      sorter: (a, b) => a.name.localeCompare(b.name),
      defaultSortOrder: 'ascend',
      render: (_, a) => (
        <Flex gap={6} align="center" wrap>
          <Typography.Text strong>{a.name}</Typography.Text>
          {current?.oid === a.oid && <Tag color="blue">{msg('allAdoms.current')}</Tag>}
          {a.disabled && <Tag>{msg('allAdoms.disabled')}</Tag>}
        </Flex>
      ),
    },
    { key: 'desc', title: msg('allAdoms.description'), dataIndex: 'desc' },
    { key: 'product', title: msg('allAdoms.product'), dataIndex: 'product', sorter: (a, b) => a.product.localeCompare(b.product) },
    { key: 'version', title: msg('allAdoms.version'), dataIndex: 'version', sorter: (a, b) => a.version.localeCompare(b.version, undefined, { numeric: true }) },
    { key: 'devices', title: msg('allAdoms.devices'), dataIndex: 'devices', align: 'right', sorter: (a, b) => a.devices - b.devices },
    { key: 'mode', title: msg('allAdoms.mode'), render: (_, a) => msg(`allAdoms.mode.${a.mode}` as MessageKey), sorter: (a, b) => a.mode.localeCompare(b.mode) },
    {
      key: 'lock',
      title: msg('allAdoms.lock'),
      render: (_, a) => <Badge status={LOCK_BADGE[a.lock.state]} text={lockText(a.lock)} />,
      sorter: (a, b) => lockText(a.lock).localeCompare(lockText(b.lock)),
    },
  ];
  if (canSwitch) {
    columns.push({
      key: 'switch',
      title: msg('allAdoms.switch'),
      render: (_, a) =>
        openable?.has(a.oid) && current?.oid !== a.oid && !a.disabled ? (
          <Button
            size="small"
            aria-label={msg('allAdoms.switchTo', a.name)}
            loading={change.isPending && change.variables === a.oid}
            disabled={change.isPending && change.variables !== a.oid}
            onClick={() => change.mutate(a.oid, { onError: (e) => void message.error(failureText(e, 'allAdoms.switchFailed')) })}
          >
            {msg('allAdoms.switch')}
          </Button>
        ) : null,
    });
  }

  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Input.Search allowClear aria-label={msg('allAdoms.search')} placeholder={msg('allAdoms.search')} value={search} onChange={(e) => setSearch(e.target.value)} style={{ maxWidth: 320 }} />
        <Flex align="center" gap={12}>
          {adoms.data && <Typography.Text type="secondary">{msgCount('allAdoms.count', shown.length, shown.length)}</Typography.Text>}
          <ExportCsvButton disabled={!shown.length} onExport={() => exportCsv(csvColumns(), [...shown].sort((a, b) => a.name.localeCompare(b.name)), 'adoms')} />
        </Flex>
      </Flex>
      <Table<AdomSummary>
        rowKey="oid"
        size="small"
        loading={adoms.isPending}
        dataSource={shown}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: msg(adoms.data?.length ? 'allAdoms.noMatch' : 'allAdoms.none') }}
      />
    </>
  );
}
