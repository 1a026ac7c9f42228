import { Result } from 'antd';
import { msg } from '@/lib/i18n/messages.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import { screenAccess } from '@/lib/permissions/capabilities.ts';
import { HaMembers } from '@/features/sys/ha/index.ts';
import { PageFrame } from '@/shell/page-frame.tsx';

/** High Availability (/sys/ha): the cluster's members, each enabled or disabled by an administrator allowed to. */
export default function HaPage() {
  const caps = useCapabilities();
  if (screenAccess(caps, 'sys', '/sys/ha') !== 'allowed') return <Result status="403" title={msg('shell.noAccess')} />;
  return (
    <PageFrame appKey="sys.ha" title={msg('ha.title')} breadcrumb={[{ title: msg('shell.home'), path: '/' }, { title: msg('shell.system') }, { title: msg('ha.title') }]}>
      <HaMembers editable={caps.canEditHaMembers} />
    </PageFrame>
  );
}
