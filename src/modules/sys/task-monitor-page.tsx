import type { ReactNode } from 'react';
import { Badge, Table, type TableColumnsType } from 'antd';
import { taskMonitor } from '@generated/catalog/task-monitor.ts';
import { useLocation } from 'react-router';
import { errorMessage } from '@/lib/api/errors.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { PageFrame } from '@/shell/page-frame.tsx';
import { TaskProgress, taskTitle } from '@/features/shell-tools/tasks/index.ts';
import type { Task } from '@generated/types/entities.ts';
import { useListTasks } from '@/lib/api/endpoints/tasks.gen.ts';
import { useSession } from '@/lib/session/index.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

type ColumnKey = (typeof taskMonitor.columns)[number]['key'];

/** What each column shows of a task (the columns, their titles and widths come from the catalogue). */
const CELL: Record<ColumnKey, (t: Task) => ReactNode> = {
  id: (t) => t.id,
  title: (t) => taskTitle(t),
  user: (t) => t.user,
  state: (t) => {
    const state = taskMonitor.states[t.state];
    return <Badge status={state.badge} text={msg(state.labelKey)} />;
  },
  percent: (t) => <TaskProgress task={t} />,
};

const COLUMNS: TableColumnsType<Task> = taskMonitor.columns.map((c) => ({
  key: c.key,
  title: msg(c.titleKey),
  width: 'width' in c ? c.width : undefined,
  render: (_: unknown, t: Task) => CELL[c.key](t),
}));

/** Task monitor: every background task with its progress (restricted admins reach it under /rstadm). */
export default function TaskMonitorPage() {
  // the top bar's task poll (one cache entry), stopped when the session ends
  const { signedIn } = useSession();
  const tasks = useListTasks(undefined, { enabled: signedIn });
  const { pathname } = useLocation();
  const restricted = pathname.startsWith('/rstadm');
  return (
    <PageFrame
      appKey="sys.taskmonitor"
      title={msg('shell.taskMonitor')}
      breadcrumb={[{ title: msg('shell.home'), path: '/' }, { title: msg(restricted ? 'shell.restrictedAdminMode' : 'shell.system') }, { title: msg('shell.taskMonitor') }]}
    >
      {tasks.isError ? (
        <LoadFailed title={errorMessage(tasks.error, 'shell.tasksFailed')} onRetry={() => void tasks.refetch()} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={tasks.isPending}
          dataSource={tasks.data ?? []}
          locale={{ emptyText: msg('shell.taskMonitorEmpty') }}
          pagination={{ pageSize: taskMonitor.pageSize, hideOnSinglePage: true }}
          columns={COLUMNS}
        />
      )}
    </PageFrame>
  );
}
