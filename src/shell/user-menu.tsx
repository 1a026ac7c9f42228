import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd';
import {
  CloudUploadOutlined,
  DashboardOutlined,
  ExportOutlined,
  InfoCircleOutlined,
  KeyOutlined,
  LogoutOutlined,
  RollbackOutlined,
  UserOutlined,
  IdcardOutlined,
} from '@ant-design/icons';
import { useGetCloudPortals } from '@/lib/api/endpoints/sys.gen.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { useCapabilities, useSession, useSystemConfig } from '@/lib/session/index.ts';
import { useShellUi } from './shell-ui.tsx';
import { httpUrl } from '@/lib/url/safe-url.ts';
import { useDropdownMenu } from '@/lib/ui/use-dropdown-menu.ts';
import { postToPortal } from './return-to-portal.ts';
import { useAvatarSource } from '@/features/session/profile/index.ts';

/**
 * The profile menu: system information, firmware upgrade, change password and profile (where allowed),
 * process monitor, and logout; cloud users get their portal menu and Return To Portal instead of the system items.
 */
export function UserMenu() {
  const caps = useCapabilities();
  const { username } = useSession();
  const { data: config } = useSystemConfig();
  const { open } = useShellUi();
  const button = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const portals = useGetCloudPortals(undefined, { enabled: caps.cloudPortalMenu });
  // read while drawing, so the menu redraws when the portal list fails (the query only tracks what a render reads)
  const portalsFailed = portals.isError;
  const portalsError = portals.error;

  const name = config?.username ?? username ?? '';
  const avatar = useAvatarSource();
  const items: NonNullable<MenuProps['items']> = [];
  if (caps.showSystemInfo) {
    items.push({ key: 'sysinfo', icon: <InfoCircleOutlined />, label: msg('shell.systemInformation') });
  }
  if (caps.canUpgradeFirmware) {
    items.push({ key: 'upgrade', icon: <CloudUploadOutlined />, label: msg('shell.upgradeFirmware') });
  }
  if (caps.showChangePassword) {
    items.push({
      key: 'password',
      icon: <KeyOutlined />,
      disabled: !caps.canChangePassword,
      title: caps.canChangePassword ? undefined : msg('shell.changePasswordHaSecondary'),
      label: msg('shell.changePassword'),
    });
  }
  if (caps.canChangeProfile) {
    items.push({ key: 'profile', icon: <IdcardOutlined />, label: msg('shell.changeProfile') });
  }
  if (caps.showProcessMonitor) {
    items.push({ key: 'processMonitor', icon: <DashboardOutlined />, label: msg('shell.processMonitor') });
  }
  if (caps.cloudPortalMenu) {
    const list = portals.data?.portals ?? [];
    if (list.length) {
      items.push({ type: 'divider' });
      items.push({
        type: 'group',
        key: 'portals',
        label: msg('shell.portalMenu'),
        children: list.map((p, i) => {
          // a portal whose address is not http(s) stays listed, without a link
          const href = httpUrl(p.url);
          return {
            key: `portal-${i}`,
            icon: <ExportOutlined />,
            label: href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {p.name}
              </a>
            ) : (
              p.name
            ),
          };
        }),
      });
    }
    items.push({ key: 'returnToPortal', icon: <RollbackOutlined />, label: msg('shell.returnToPortal'), disabled: !portals.data });
  }
  items.push({ type: 'divider' });
  items.push({ key: 'logout', icon: <LogoutOutlined />, label: msg('shell.logout') });

  const onClick: MenuProps['onClick'] = ({ key }) => {
    switch (key) {
      case 'sysinfo':
        navigate('/');
        break;
      case 'upgrade':
      case 'password':
      case 'profile':
      case 'processMonitor':
      case 'logout':
        // the menu is gone when the dialog closes: the focus goes back to the button that opened the menu
        open(key, button.current);
        break;
      case 'returnToPortal':
        if (portals.data && !postToPortal(portals.data.post_params)) void message.error(msg('shell.portalMissing'));
        break;
      default:
        if (key.startsWith('portal-') && !httpUrl(portals.data?.portals[Number(key.slice(7))]?.url)) {
          void message.error(msg('shell.portalMissing'));
        }
    }
  };

  // Enter and Space act on every item, as a click does
  const menu = useDropdownMenu(onClick);
  const [openWhenReady, setOpenWhenReady] = useState(false);
  const { setOpen } = menu;
  useEffect(() => {
    if (!config || !openWhenReady) return;
    setOpenWhenReady(false);
    setOpen(true);
  }, [config, openWhenReady, setOpen]);

  return (
    <Dropdown
      trigger={['click']}
      {...menu.dropdownProps}
      menu={{ items, ...menu.menuProps }}
      onOpenChange={(isOpen) => {
        // until the configuration is known the menu would hold Logout alone, and the items arriving while it is open
        // would take the focus from under the user: asked for then, it opens as soon as it can show all of them
        if (isOpen && !config) {
          setOpenWhenReady(true);
          return;
        }
        setOpenWhenReady(false);
        menu.setOpen(isOpen);
        if (isOpen && portalsFailed) void message.error(errorMessage(portalsError, 'shell.cloudPortalsFailed'));
      }}
    >
      <Button
        ref={button}
        type="text"
        className="top-bar-button user-menu-button"
        aria-label={msg('shell.userMenu', name)}
        {...menu.triggerProps}
      >
        {avatar ? (
          <Avatar size="small" src={avatar} alt={msg('shell.userAvatar', name)} />
        ) : (
          <Avatar size="small" icon={<UserOutlined />} />
        )}
        <span className="user-menu-name">{name}</span>
      </Button>
    </Dropdown>
  );
}
