import { useNavigate } from 'react-router';
import { Button, Dropdown } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { msg, type MessageKey } from '@/lib/i18n/messages.ts';
import { useCapabilities } from '@/lib/session/index.ts';

const SHORTCUTS: Array<{ key: string; label: MessageKey; path: string }> = [
  { key: 'taskmonitor', label: 'shell.quickAccess.taskMonitor', path: '/sys/taskmonitor' },
  { key: 'firmwares', label: 'shell.quickAccess.firmware', path: '/fortiguard/firmwares' },
  { key: 'ha', label: 'shell.quickAccess.ha', path: '/sys/ha' },
  { key: 'certificate', label: 'shell.quickAccess.certificates', path: '/sys/certificate' },
  { key: 'alladoms', label: 'shell.quickAccess.allAdoms', path: '/sys/alladoms' },
];

/** Quick Access: shortcuts for a super admin signed in by single sign-on. */
export function QuickAccessMenu() {
  const caps = useCapabilities();
  const navigate = useNavigate();
  if (!caps.quickAccess) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: SHORTCUTS.map((s) => ({ key: s.key, label: msg(s.label) })),
        onClick: ({ key }) => {
          const target = SHORTCUTS.find((s) => s.key === key);
          if (target) navigate(target.path);
        },
      }}
    >
      <Button type="text" icon={<ThunderboltOutlined />} className="top-bar-button">
        {msg('shell.quickAccess')}
      </Button>
    </Dropdown>
  );
}
