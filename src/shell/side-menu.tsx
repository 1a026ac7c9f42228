import { memo, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Menu, type MenuProps } from 'antd';
import {
  AlertOutlined,
  ApartmentOutlined,
  BugOutlined,
  ClusterOutlined,
  CloudServerOutlined,
  DashboardOutlined,
  DeploymentUnitOutlined,
  FileSearchOutlined,
  HomeOutlined,
  LockOutlined,
  SafetyOutlined,
  SettingOutlined,
  SignalFilled,
  WifiOutlined,
} from '@ant-design/icons';
import { msg } from '@/lib/i18n/messages.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import { selectedNavKey, sideNav, type NavItem } from './nav.ts';
import { useShellUi } from './shell-ui.tsx';

const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  dvm: <ClusterOutlined />,
  pno: <SafetyOutlined />,
  fabric: <DeploymentUnitOutlined />,
  fext: <SignalFilled />,
  vpn: <LockOutlined />,
  fortiap: <WifiOutlined />,
  fortiswitch: <ApartmentOutlined />,
  fortiguard: <CloudServerOutlined />,
  fortisoc: <AlertOutlined />,
  logview: <FileSearchOutlined />,
  fortiview: <DashboardOutlined />,
  vulnerabilities: <BugOutlined />,
  sys: <SettingOutlined />,
};

function toMenuItems(items: NavItem[]): NonNullable<MenuProps['items']> {
  return items.map((item) => ({
    key: item.key,
    label: item.label,
    icon: item.icon ? ICONS[item.icon] : undefined,
    ...(item.children ? { children: toMenuItems(item.children) } : {}),
  }));
}

function pathOf(items: NavItem[], key: string): string | undefined {
  for (const item of items) {
    if (item.key === key) return item.path;
    const inner = item.children && pathOf(item.children, key);
    if (inner) return inner;
  }
  return undefined;
}

/** Side menu: the route groups and screens the administrator may open. */
export const SideMenu = memo(function SideMenu() {
  const caps = useCapabilities();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { siderCollapsed } = useShellUi();
  const nav = useMemo(() => sideNav(caps), [caps]);
  const selected = selectedNavKey(nav, pathname);
  const openParent = nav.find((i) => i.children?.some((c) => c.key === selected))?.key;

  return (
    <nav aria-label={msg('shell.mainNavigation')}>
      <Menu
        mode="inline"
        // a collapsed menu names its items in a tooltip; an open one shows their names, and draws without a tooltip
        // around each item (each would measure itself and draw again as the console appears)
        tooltip={siderCollapsed ? undefined : false}
        items={toMenuItems(nav)}
        selectedKeys={selected ? [selected] : []}
        defaultOpenKeys={openParent ? [openParent] : []}
        onClick={({ key }) => {
          const path = pathOf(nav, key);
          if (path) navigate(path);
        }}
      />
    </nav>
  );
});
