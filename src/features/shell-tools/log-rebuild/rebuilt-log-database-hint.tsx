import { Tag } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { msg } from '@/lib/i18n/messages.ts';
import { useGetLogRebuildStatus } from '@/lib/api/endpoints/sys.gen.ts';
import { useSession } from '@/lib/session/index.ts';

export type RebuiltLogDatabaseHintProps = Record<string, never>;

/** 'Rebuilt Log Database' once a rebuild has completed. */
export function RebuiltLogDatabaseHint(_props: RebuiltLogDatabaseHintProps) {
  // polling stops the moment the session ends
  const { signedIn } = useSession();
  const status = useGetLogRebuildStatus(undefined, { enabled: signedIn });
  if (status.data?.phase !== 'completed') return null;
  return (
    // a neutral tag: antd's green tag text is 2.2:1 on its tint; the icon carries the colour
    <Tag icon={<CheckCircleOutlined className="rebuilt-hint-icon" />}>
      {msg('shell.rebuiltLogDatabase')}
    </Tag>
  );
}
