import { useNavigate } from 'react-router';
import { Button, Dropdown } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { links } from '@generated/catalog/links.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import { useDropdownMenu } from '@/lib/ui/use-dropdown-menu.ts';

const SHORTCUTS = links.quickAccess;

/** Quick Access: shortcuts for a super admin signed in by single sign-on. */
export function QuickAccessMenu() {
  const caps = useCapabilities();
  const navigate = useNavigate();
  // Enter and Space act on every item, as a click does
  const menu = useDropdownMenu(({ key }) => {
    const target = SHORTCUTS.find((s) => s.key === key);
    if (target) navigate('route' in target ? links.routes[target.route] : target.path);
  });
  if (!caps.quickAccess) return null;
  return (
    <Dropdown
      trigger={['click']}
      {...menu.dropdownProps}
      menu={{ items: SHORTCUTS.map((s) => ({ key: s.key, label: msg(s.labelKey) })), ...menu.menuProps }}
    >
      <Button type="text" icon={<ThunderboltOutlined />} className="top-bar-button" {...menu.triggerProps}>
        {msg('shell.quickAccess')}
      </Button>
    </Dropdown>
  );
}
