import { useMemo, useRef } from 'react';
import { App, Badge, Button, Flex, Tag, Typography } from 'antd';
import { useChangeAdom } from '@/features/session/adoms/index.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { failureText, formatCount } from '@/lib/format/index.ts';
import { useCurrentAdom } from '@/lib/session/index.ts';
import type { AdomSummary } from '@generated/types/entities.ts';
import { useListAdoms } from '@/lib/api/endpoints/adom.gen.ts';
import { useListAllAdoms } from '@/lib/api/endpoints/sys.gen.ts';
import { msg, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn, type SortColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';

function lockText(lock: AdomSummary['lock']): string {
  if (lock.state === 'unlocked') return msg('allAdoms.unlocked');
  if (lock.state === 'locked_by_me') return msg('allAdoms.lockedByMe');
  if (lock.lock_type === 'ips') return msg('adom.lockedByIps');
  return msg('allAdoms.lockedBy', lock.by ?? '');
}
const LOCK_BADGE = { unlocked: 'default', locked_by_me: 'success', locked_by_other: 'warning' } as const;

const BY_NAME: readonly SortColumn[] = [{ columnKey: 'name', direction: 'ASC' }];
const NO_ADOMS: AdomSummary[] = [];

export interface AllAdomsProps {
  /** the administrator may switch ADOMs (capabilities.mayChangeAdom) */
  canSwitch: boolean;
}

/**
 * All ADOMs: every ADOM of the unit with product, version, mode, devices and lock, every column searchable and
 * sortable (kept in the address), CSV export of what is shown; an ADOM the administrator may open can be switched to
 * (the ADOM selector's own call).
 */
export function AllAdoms({ canSwitch }: AllAdomsProps) {
  const { message } = App.useApp();
  const adoms = useListAllAdoms(undefined, { select: (d) => d as AdomSummary[] });
  const current = useCurrentAdom().data;
  // the ADOM selector's list: only those can be switched to
  const openable = useListAdoms(undefined, { enabled: canSwitch, select: (d) => new Set(d.map((a) => a.oid)) }).data;
  const change = useChangeAdom((adom) => void message.success(msg('allAdoms.switched', adom.name)));
  const gridRef = useRef<DataGridHandle<AdomSummary>>(null);
  const urlState = useGridUrlState({ defaultSort: BY_NAME });

  const currentOid = current?.oid;
  const { mutate: switchTo, isPending: switching, variables: switchingTo } = change;
  const columns = useMemo<GridColumn<AdomSummary>[]>(() => {
    const list: GridColumn<AdomSummary>[] = [
      {
        key: 'name',
        name: msg('allAdoms.name'),
        width: 220,
        renderCell: (a) => (
          <Flex gap={6} align="center">
            <Typography.Text strong>{a.name}</Typography.Text>
            {currentOid === a.oid && <Tag color="blue">{msg('allAdoms.current')}</Tag>}
            {a.disabled && <Tag>{msg('allAdoms.disabled')}</Tag>}
          </Flex>
        ),
      },
      { key: 'desc', name: msg('allAdoms.description'), width: 220 },
      { key: 'product', name: msg('allAdoms.product'), width: 130 },
      { key: 'version', name: msg('allAdoms.version'), width: 100 },
      { key: 'devices', name: msg('allAdoms.devices'), width: 100, sortDescendingFirst: true, text: (a) => formatCount(a.devices) },
      { key: 'mode', name: msg('allAdoms.mode'), width: 110, text: (a) => msg(`allAdoms.mode.${a.mode}` as MessageKey) },
      {
        key: 'lock',
        name: msg('allAdoms.lock'),
        // wide enough for 'Locked by an IPS package update'
        width: 250,
        value: (a) => lockText(a.lock),
        renderCell: (a) => <Badge status={LOCK_BADGE[a.lock.state]} text={lockText(a.lock)} />,
      },
    ];
    if (canSwitch) {
      list.push({
        key: 'switch',
        name: msg('allAdoms.switch'),
        width: 110,
        sortable: false,
        searchable: false,
        exportable: false,
        renderCell: (a, { tabIndex }) =>
          openable?.has(a.oid) && currentOid !== a.oid && !a.disabled ? (
            <Button
              size="small"
              tabIndex={tabIndex}
              aria-label={msg('allAdoms.switchTo', a.name)}
              loading={switching && switchingTo === a.oid}
              disabled={switching && switchingTo !== a.oid}
              onClick={() => switchTo(a.oid, { onError: (e) => void message.error(failureText(e, 'allAdoms.switchFailed')) })}
            >
              {msg('allAdoms.switch')}
            </Button>
          ) : null,
      });
    }
    return list;
  }, [canSwitch, currentOid, openable, switchTo, switching, switchingTo, message]);

  const rows = adoms.data ?? NO_ADOMS;
  return (
    <>
      <Flex justify="end" style={{ marginBottom: 8 }}>
        <ExportCsvButton disabled={!rows.length} onExport={() => gridRef.current?.exportCsv('adoms')} />
      </Flex>
      <DataGrid<AdomSummary>
        ref={gridRef}
        {...urlState}
        aria-label={msg('allAdoms.listLabel')}
        columns={columns}
        rows={rows}
        rowKey={(a) => String(a.oid)}
        rowLabel={(a) => a.name}
        loading={adoms.isPending}
        error={adoms.isError ? <LoadFailed title={errorMessage(adoms.error, 'allAdoms.loadFailed')} onRetry={() => void adoms.refetch()} /> : undefined}
        emptyText={msg('allAdoms.none')}
        height={480}
      />
    </>
  );
}
