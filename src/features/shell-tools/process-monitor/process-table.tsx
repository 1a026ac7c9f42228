import { useRef } from 'react';
import { Flex } from 'antd';
import { formatCount, formatNumber } from '@/lib/format/index.ts';
import { DataGrid, type DataGridHandle, type GridColumn, type SortColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { msg } from './text.ts';
import type { ProcessInfo } from '@generated/types/entities.ts';

export interface ProcessTableProps {
  processes: ProcessInfo[];
  loading: boolean;
}

const columns: GridColumn<ProcessInfo>[] = [
  { key: 'pid', name: msg('processMonitor.pid'), width: 90 },
  { key: 'name', name: msg('processMonitor.name'), width: 200 },
  { key: 'cpu', name: msg('processMonitor.cpu'), width: 110, sortDescendingFirst: true, text: (p) => formatNumber(p.cpu) },
  { key: 'memory', name: msg('processMonitor.memory'), width: 140, sortDescendingFirst: true, text: (p) => formatCount(p.memory) },
  { key: 'state', name: msg('processMonitor.state'), width: 110 },
];

const BUSIEST_FIRST: readonly SortColumn[] = [{ columnKey: 'cpu', direction: 'DESC' }];

/**
 * The process list, busiest first; every column searchable and sortable, CSV export of what is shown. In a drawer,
 * so its searches and sort stay with the grid rather than in the address. This module loads when the drawer opens.
 */
export default function ProcessTable({ processes, loading }: ProcessTableProps) {
  const gridRef = useRef<DataGridHandle<ProcessInfo>>(null);
  return (
    <>
      <Flex justify="end" style={{ marginBottom: 8 }}>
        <ExportCsvButton disabled={!processes.length} onExport={() => gridRef.current?.exportCsv('processes')} />
      </Flex>
      <DataGrid<ProcessInfo>
        ref={gridRef}
        aria-label={msg('processMonitor.title')}
        columns={columns}
        rows={processes}
        rowKey={(p) => String(p.pid)}
        defaultSort={BUSIEST_FIRST}
        loading={loading}
        emptyText={msg('processMonitor.none')}
        height="calc(100vh - 190px)"
      />
    </>
  );
}
