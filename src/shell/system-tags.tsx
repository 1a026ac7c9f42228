import { Tag } from 'antd';
import { msg } from '@/lib/i18n/messages.ts';
import { useCapabilities } from '@/lib/session/index.ts';

/** HA role, offline and collector-mode tags of the top bar. */
export function SystemTags() {
  const caps = useCapabilities();
  return (
    <>
      {caps.haTag && (
        <Tag color={caps.haTag === 'primary' ? 'blue' : 'orange'}>
          {msg(caps.haTag === 'primary' ? 'shell.tagHaPrimary' : 'shell.tagHaSecondary')}
        </Tag>
      )}
      {caps.offlineTag && <Tag color="default">{msg('shell.tagOffline')}</Tag>}
      {caps.collectorTag && <Tag color="purple">{msg('shell.tagCollector')}</Tag>}
    </>
  );
}
