import { useMemo, useRef } from 'react';
import { Button, Typography } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ToolbarActions } from '@/lib/ui/toolbar-actions.tsx';
import { useListManagedSwitches } from '@/lib/api/endpoints/devices.gen.ts';
import { switchRows, type SwitchRow } from './logic.ts';
import { msg } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { formatCount } from '@/lib/format/index.ts';


export interface SwitchListProps {
  /** list them under their FortiGate */
  byFortiGate?: boolean;
}

/** The ADOM's switches: name, serial, platform, firmware, preferred version and managing FortiGate; CSV export. */
export function SwitchList({ byFortiGate = false }: SwitchListProps) {
  const switches = useListManagedSwitches({ params: { query: { scope_member: 'All_FortiGate' } } });
  const gridRef = useRef<DataGridHandle<SwitchRow>>(null);
  // the list's searches and sort live in the address
  const urlState = useGridUrlState();
  const rows = useMemo(() => switchRows(switches.data ?? []), [switches.data]);
  const fortigates = new Set(rows.map((r) => r.fortigate)).size;
  const columns = useMemo<GridColumn<SwitchRow>[]>(
    () => [
      { key: 'name', name: msg('fleet.name'), width: 200 },
      { key: 'serial', name: msg('fleet.serial'), width: 170 },
      { key: 'platform', name: msg('fleet.platform'), width: 190 },
      { key: 'firmware', name: msg('fleet.firmware'), width: 160 },
      {
        key: 'preferred',
        name: msg('fleet.preferredVersion'),
        width: 150,
        text: (r) => r.preferred || msg('fleet.none'),
      },
      { key: 'fortigate', name: msg('fleet.fortigate'), width: 170 },
    ],
    [],
  );
  return (
    <div className="switch-list">
      <ToolbarActions>
        <ExportCsvButton disabled={!rows.length} onExport={() => gridRef.current?.exportCsv('switches')} />
        <Button loading={switches.isFetching && !switches.isPending} onClick={() => void switches.refetch()}>
          {msg('fleet.refresh')}
        </Button>
      </ToolbarActions>
      {switches.data && (
        <Typography.Paragraph type="secondary" className="switch-summary">
          {msg('fleet.summarySwitches', formatCount(rows.length), formatCount(fortigates))}
        </Typography.Paragraph>
      )}
      <DataGrid<SwitchRow>
        ref={gridRef}
        {...urlState}
        aria-label={msg('fleet.switchListLabel')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.serial}
        groupBy={byFortiGate ? { name: msg('fleet.fortigate'), key: (r) => r.fortigate } : undefined}
        loading={switches.isPending}
        error={
          switches.isError ? (
            <LoadFailed title={errorMessage(switches.error, 'fleet.switchesLoadFailed')} onRetry={() => void switches.refetch()} />
          ) : undefined
        }
        emptyText={msg('fleet.noSwitches')}
        height={520}
      />
    </div>
  );
}
