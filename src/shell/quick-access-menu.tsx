import { useNavigate } from 'react-router';
import { Button, Dropdown } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { links } from '@generated/catalog/links.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { useCapabilities } from '@/lib/session/index.ts';

const SHORTCUTS = links.quickAccess;

/** Quick Access: shortcuts for a super admin signed in by single sign-on. */
export function QuickAccessMenu() {
  const caps = useCapabilities();
  const navigate = useNavigate();
  if (!caps.quickAccess) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: SHORTCUTS.map((s) => ({ key: s.key, label: msg(s.labelKey) })),
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
