import { Link } from 'react-router';
import { Tag } from 'antd';
import { ApiOutlined, CloudDownloadOutlined, ClusterOutlined } from '@ant-design/icons';
import { msg } from '@/lib/i18n/messages.ts';
import { useCapabilities } from '@/lib/session/index.ts';

/** HA role (a link to High Availability), offline and collector-mode tags of the top bar (neutral colours keep the text readable in both themes). */
export function SystemTags() {
  const caps = useCapabilities();
  return (
    <>
      {caps.haTag && (
        // the HA tag leads to the cluster's members
        <Link to="/sys/ha" className="system-tag-link">
          <Tag icon={<ClusterOutlined />}>{msg(caps.haTag === 'primary' ? 'shell.tagHaPrimary' : 'shell.tagHaSecondary')}</Tag>
        </Link>
      )}
      {caps.offlineTag && <Tag icon={<ApiOutlined />}>{msg('shell.tagOffline')}</Tag>}
      {caps.collectorTag && <Tag icon={<CloudDownloadOutlined />}>{msg('shell.tagCollector')}</Tag>}
    </>
  );
}
