import { useMemo, useRef, type ReactNode } from 'react';
import { Badge, Flex } from 'antd';
import { taskMonitor } from '@generated/catalog/task-monitor.ts';
import { useLocation } from 'react-router';
import { errorMessage } from '@/lib/api/errors.ts';
import { formatPercent } from '@/lib/format/index.ts';
import { DataGrid, useGridUrlState, type CellValue, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { msg } from '@/lib/i18n/messages.ts';
import { PageFrame } from '@/shell/page-frame.tsx';
import { TaskProgress, taskTitle } from '@/features/shell-tools/tasks/index.ts';
import type { Task } from '@generated/types/entities.ts';
import { useListTasks } from '@/lib/api/endpoints/tasks.gen.ts';
import { useSession } from '@/lib/session/index.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

type ColumnKey = (typeof taskMonitor.columns)[number]['key'];

const stateText = (t: Task) => msg(taskMonitor.states[t.state].labelKey);

/** What each column shows of a task, sorts by and searches (the columns, their titles and widths come from the catalogue). */
const CELL: Record<ColumnKey, { value?: (t: Task) => CellValue; text?: (t: Task) => string; render?: (t: Task) => ReactNode }> = {
  id: {},
  title: { value: taskTitle },
  user: {},
  state: {
    value: stateText,
    render: (t) => <Badge status={taskMonitor.states[t.state].badge} text={stateText(t)} />,
  },
  percent: {
    // a cancelled task reads as cancelled, not as the share it reached
    text: (t) => (t.state === 'cancelled' ? stateText(t) : formatPercent(t.percent)),
    render: (t) => <TaskProgress task={t} />,
  },
};

/** Task monitor: every background task with its progress (restricted admins reach it under /rstadm). */
export default function TaskMonitorPage() {
  // the top bar's task poll (one cache entry), stopped when the session ends
  const { signedIn } = useSession();
  const tasks = useListTasks(undefined, { enabled: signedIn });
  const { pathname } = useLocation();
  const restricted = pathname.startsWith('/rstadm');
  const gridRef = useRef<DataGridHandle<Task>>(null);
  const urlState = useGridUrlState();
  const rows = tasks.data ?? [];

  const columns = useMemo<GridColumn<Task>[]>(
    () =>
      taskMonitor.columns.map((c) => {
        const cell = CELL[c.key];
        return {
          key: c.key,
          name: msg(c.titleKey),
          width: 'width' in c ? c.width : undefined,
          sortDescendingFirst: c.key === 'id' || c.key === 'percent',
          value: cell.value,
          text: cell.text,
          renderCell: cell.render,
        };
      }),
    [],
  );

  return (
    <PageFrame
      appKey="sys.taskmonitor"
      title={msg('shell.taskMonitor')}
      breadcrumb={[{ title: msg('shell.home'), path: '/' }, { title: msg(restricted ? 'shell.restrictedAdminMode' : 'shell.system') }, { title: msg('shell.taskMonitor') }]}
    >
      <Flex justify="end" style={{ marginBottom: 8 }}>
        <ExportCsvButton disabled={!rows.length} onExport={() => gridRef.current?.exportCsv('tasks')} />
      </Flex>
      <DataGrid<Task>
        ref={gridRef}
        {...urlState}
        aria-label={msg('shell.taskMonitor')}
        columns={columns}
        rows={rows}
        rowKey={(t) => String(t.id)}
        loading={tasks.isPending}
        error={tasks.isError ? <LoadFailed title={errorMessage(tasks.error, 'shell.tasksFailed')} onRetry={() => void tasks.refetch()} /> : undefined}
        emptyText={msg('shell.taskMonitorEmpty')}
        height={560}
      />
    </PageFrame>
  );
}
