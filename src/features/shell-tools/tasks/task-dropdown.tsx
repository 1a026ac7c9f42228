import { Alert, Badge, Button, Empty, Popover, Progress, Spin } from 'antd';
import { ScheduleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/api/errors.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { useListTasks } from '@/lib/api/endpoints/tasks.gen.ts';
import { useCapabilities, useSession } from '@/lib/session/index.ts';
import { activeTasks, taskTitle } from './task-list.ts';

const LIST: React.CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

export type TaskDropdownProps = Record<string, never>;

/** Top-bar task dropdown: tasks under way with their progress, and the way to the task monitor. */
export function TaskDropdown(_props: TaskDropdownProps) {
  const caps = useCapabilities();
  // polling stops the moment the session ends
  const { signedIn } = useSession();
  const tasks = useListTasks(undefined, { enabled: signedIn });
  const active = activeTasks(tasks.data ?? []);

  let content: React.ReactNode;
  if (tasks.isLoading) content = <Spin size="small" />;
  else if (tasks.isError) content = <Alert type="error" showIcon title={errorMessage(tasks.error, 'tasks.loadFailed')} />;
  else if (!active.length) content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={msg('tasks.none')} />;
  else
    content = (
      <ul style={LIST}>
        {active.map((t) => {
          const title = taskTitle(t);
          return (
            <li key={t.id} style={{ padding: '4px 0' }}>
              <div>{title}</div>
              <Progress percent={t.percent} size="small" aria-label={title} />
            </li>
          );
        })}
      </ul>
    );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={msg('tasks.title')}
      content={
        <div style={{ width: 320 }}>
          {content}
          <div style={{ marginTop: 8, textAlign: 'right' }}>
            <Link to={caps.taskMonitorPath}>{msg('tasks.monitor')}</Link>
          </div>
        </div>
      }
    >
      <Button type="text" aria-label={msg('tasks.runningCount', active.length)}>
        <Badge count={active.length} size="small" offset={[6, -2]}>
          <ScheduleOutlined />
        </Badge>
      </Button>
    </Popover>
  );
}
