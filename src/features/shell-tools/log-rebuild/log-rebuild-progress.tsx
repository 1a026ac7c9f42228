import { Button, Progress, Space, Tooltip, Typography } from 'antd';
import { DatabaseOutlined, WarningOutlined } from '@ant-design/icons';
import { msg } from './text.ts';
import { useGetLogRebuildStatus } from '@/lib/api/endpoints/sys.gen.ts';
import { useSession } from '@/lib/session/index.ts';
import { formatDuration } from '@/lib/format/duration.ts';
import { rebuildView } from './rebuild-view.ts';

const VISUALLY_HIDDEN: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

export type LogRebuildProgressProps = Record<string, never>;

/** Header indicator of a log-database rebuild under way: phase, percent and remaining time; nothing while idle. */
export function LogRebuildProgress(_props: LogRebuildProgressProps) {
  // polling stops the moment the session ends
  const { signedIn } = useSession();
  const status = useGetLogRebuildStatus(undefined, { enabled: signedIn });
  const view = rebuildView(status.data);
  // a status that cannot be read says so (the poll keeps trying; a click tries at once) rather than nothing
  if (status.isError && !status.data) {
    const failed = msg('logRebuild.loadFailed');
    return (
      <Tooltip title={failed}>
        <Button type="text" size="small" aria-label={failed} onClick={() => void status.refetch()} icon={<DatabaseOutlined />}>
          <WarningOutlined aria-hidden />
        </Button>
      </Tooltip>
    );
  }
  // once completed, the 'Rebuilt Log Database' hint says so on its own
  if (!view || view.phase === 'completed') return null;
  const phase = msg(view.phaseLabel);
  const details = [
    view.adom ? msg('logRebuild.adom', view.adom) : null,
    view.remain !== null ? msg('logRebuild.remaining', formatDuration(view.remain)) : null,
  ].filter(Boolean);
  return (
    <Tooltip title={details.join(' · ') || null}>
      <Space size={6} role="status" aria-label={msg('logRebuild.title')} tabIndex={0}>
        <DatabaseOutlined aria-hidden />
        <Typography.Text className="log-rebuild-phase">{phase}</Typography.Text>
        <Progress
          percent={view.percent}
          size={{ width: 80, height: 6 }}
          aria-label={`${msg('logRebuild.title')}: ${phase}`}
          style={{ width: 120, margin: 0 }}
        />
        {/* the header has no room for the details: sighted users get them in the tooltip */}
        {details.map((d) => (
          <span key={d} style={VISUALLY_HIDDEN}>
            {d}
          </span>
        ))}
      </Space>
    </Tooltip>
  );
}
