import { useMemo, useRef } from 'react';
import { Alert, Badge, Button, Typography } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ToolbarActions } from '@/lib/ui/toolbar-actions.tsx';
import { useListWtps } from '@/lib/api/endpoints/devices.gen.ts';
import { useListApStatus } from '@/lib/api/endpoints/objects.gen.ts';
import { accessPointRows, accessPointSummary, type AccessPointRow, type ApState } from './logic.ts';
import { msg } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { formatCount } from '@/lib/format/index.ts';

const BADGE: Record<ApState, 'success' | 'error' | 'default'> = {
  connected: 'success',
  disconnected: 'error',
  unknown: 'default',
};

export interface AccessPointListProps {
  /** list them under their FortiGate (access points managed per device) */
  byFortiGate?: boolean;
}

/**
 * The ADOM's access points: name, serial, platform, firmware, status in words, connected clients, address and the
 * FortiGate that manages each; every column searchable and sortable, CSV export of what is shown.
 */
export function AccessPointList({ byFortiGate = false }: AccessPointListProps) {
  const wtps = useListWtps({ params: { query: { scope_member: 'All_FortiGate' } } });
  const status = useListApStatus();
  const gridRef = useRef<DataGridHandle<AccessPointRow>>(null);
  // the list's searches and sort live in the address
  const urlState = useGridUrlState();
  const { rows, skipped } = useMemo(() => accessPointRows(wtps.data ?? [], status.isError ? undefined : status.data), [wtps.data, status.data, status.isError]);
  const summary = accessPointSummary(rows);

  const columns = useMemo<GridColumn<AccessPointRow>[]>(
    () => [
      { key: 'name', name: msg('fleet.name'), width: 200 },
      { key: 'serial', name: msg('fleet.serial'), width: 170 },
      { key: 'platform', name: msg('fleet.platform'), width: 150 },
      { key: 'firmware', name: msg('fleet.firmware'), width: 150 },
      {
        key: 'status',
        name: msg('fleet.status'),
        width: 110,
        text: (r) => msg(`fleet.status.${r.status}`),
        renderCell: (r) => <Badge status={BADGE[r.status]} text={msg(`fleet.status.${r.status}`)} />,
      },
      {
        key: 'clients',
        name: msg('fleet.clients'),
        width: 90,
        sortDescendingFirst: true,
        value: (r) => r.clients ?? -1,
        text: (r) => (r.clients === undefined ? msg('fleet.status.unknown') : String(r.clients)),
      },
      {
        key: 'ip',
        name: msg('fleet.address'),
        width: 130,
        text: (r) => r.ip || msg('fleet.none'),
      },
      { key: 'fortigate', name: msg('fleet.fortigate'), width: 160 },
    ],
    [],
  );

  return (
    <div className="fleet-list">
      <ToolbarActions>
        <ExportCsvButton disabled={!rows.length} onExport={() => gridRef.current?.exportCsv('access-points')} />
        <Button
          loading={(wtps.isFetching && !wtps.isPending) || (status.isFetching && !status.isPending)}
          onClick={() => {
            void wtps.refetch();
            void status.refetch();
          }}
        >
          {msg('fleet.refresh')}
        </Button>
      </ToolbarActions>
      {wtps.data && (
        <Typography.Paragraph type="secondary" className="fleet-summary" aria-live="polite">
          {msg('fleet.summaryAps', formatCount(summary.total), formatCount(summary.online), formatCount(summary.offline), formatCount(summary.clients))}
        </Typography.Paragraph>
      )}
      {status.isError && <Alert type="warning" showIcon className="fleet-notice" title={errorMessage(status.error, 'fleet.apStatusFailed')} />}
      {skipped > 0 && <Alert type="info" showIcon className="fleet-notice" title={msg('fleet.skipped', skipped)} />}
      <DataGrid<AccessPointRow>
        ref={gridRef}
        {...urlState}
        aria-label={msg('fleet.apListLabel')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.serial}
        groupBy={byFortiGate ? { name: msg('fleet.fortigate'), key: (r) => r.fortigate } : undefined}
        loading={wtps.isPending}
        error={
          wtps.isError ? (
            <LoadFailed title={errorMessage(wtps.error, 'fleet.apsLoadFailed')} onRetry={() => void wtps.refetch()} />
          ) : undefined
        }
        emptyText={msg('fleet.noAps')}
        height={520}
      />
    </div>
  );
}
