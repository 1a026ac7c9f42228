import { Tag } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { msg } from '@/lib/i18n/messages.ts';
import { useGetLogRebuildStatus } from './api.ts';

export type RebuiltLogDatabaseHintProps = Record<string, never>;

/** 'Rebuilt Log Database' once a rebuild has completed. */
export function RebuiltLogDatabaseHint(_props: RebuiltLogDatabaseHintProps) {
  const status = useGetLogRebuildStatus();
  if (status.data?.phase !== 'completed') return null;
  return (
    <Tag icon={<CheckCircleOutlined />} color="success">
      {msg('shell.rebuiltLogDatabase')}
    </Tag>
  );
}
