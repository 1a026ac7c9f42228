import { Progress, Typography } from 'antd';
import { msg } from '@/lib/i18n/messages.ts';
import type { Task } from '@generated/types/entities.ts';
import { taskProgressView, taskTitle } from './task-list.ts';

export interface TaskProgressProps {
  task: Task;
}

/** A task's progress bar; a cancelled task shows that it was cancelled instead of a bar (which would read as done). */
export function TaskProgress({ task }: TaskProgressProps) {
  const view = taskProgressView(task);
  if (view.kind === 'cancelled') {
    return (
      <Typography.Text type="secondary" className="task-cancelled">
        {msg('tasks.cancelled')}
      </Typography.Text>
    );
  }
  return <Progress percent={task.percent} size="small" status={view.status} aria-label={`${taskTitle(task)} ${task.percent}%`} />;
}
