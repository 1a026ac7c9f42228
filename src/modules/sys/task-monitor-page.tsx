import { Alert, Badge, Button, Table } from 'antd';
import { useLocation } from 'react-router';
import { errorMessage } from '@/lib/api/errors.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { PageFrame } from '@/shell/page-frame.tsx';
import { TaskProgress, taskTitle } from '@/features/tasks/index.ts';
import { useTasks } from '../queries.ts';

const STATE_BADGE: Record<string, 'default' | 'processing' | 'success' | 'error' | 'warning'> = {
  pending: 'default',
  running: 'processing',
  done: 'success',
  error: 'error',
  cancelled: 'warning',
};

/** Task monitor: every background task with its progress (restricted admins reach it under /rstadm). */
export default function TaskMonitorPage() {
  const tasks = useTasks();
  const { pathname } = useLocation();
  const restricted = pathname.startsWith('/rstadm');
  return (
    <PageFrame
      title={msg('shell.taskMonitor')}
      breadcrumb={[{ title: msg('shell.home'), path: '/' }, { title: msg(restricted ? 'shell.restrictedAdminMode' : 'shell.system') }, { title: msg('shell.taskMonitor') }]}
    >
      {tasks.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(tasks.error, 'shell.tasksFailed')}
          action={
            <Button size="small" onClick={() => void tasks.refetch()}>
              {msg('shell.retry')}
            </Button>
          }
        />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={tasks.isPending}
          dataSource={tasks.data ?? []}
          locale={{ emptyText: msg('shell.taskMonitorEmpty') }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            { key: 'id', title: msg('shell.taskColumnId'), dataIndex: 'id', width: 80 },
            { key: 'title', title: msg('shell.taskColumnTitle'), render: (_, t) => taskTitle(t) },
            { key: 'user', title: msg('shell.taskColumnUser'), dataIndex: 'user', width: 140 },
            {
              key: 'state',
              title: msg('shell.taskColumnState'),
              width: 120,
              render: (_, t) => <Badge status={STATE_BADGE[t.state]} text={t.state} />,
            },
            {
              key: 'percent',
              title: msg('shell.taskColumnProgress'),
              width: 200,
              render: (_, t) => <TaskProgress task={t} />,
            },
          ]}
        />
      )}
    </PageFrame>
  );
}
