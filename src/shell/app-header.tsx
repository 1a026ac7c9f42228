import { memo } from 'react';
import { Button, Layout, Typography } from 'antd';
import { AreaChartOutlined, ClusterOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { msg } from '@/lib/i18n/messages.ts';
import { useCapabilities, useSysInfo, useSystemConfig } from '@/lib/session/index.ts';
import { useShellUi } from './shell-ui.tsx';
import { TopBar } from './top-bar.tsx';
import { PersonaSwitch } from './persona-switch.tsx';

export const SIDE_MENU_ID = 'side-menu';

/** Title of the header: the hostname, or 'Restricted Admin Mode' for a restricted admin. */
export function useHeaderTitle(): string {
  const caps = useCapabilities();
  const { data: info } = useSysInfo();
  if (caps.titleKind === 'restrictedAdmin') return msg('shell.restrictedAdminMode');
  return info?.hostname ?? '';
}

export const AppHeader = memo(function AppHeader() {
  const { siderCollapsed, setSiderCollapsed } = useShellUi();
  const { data: info } = useSysInfo();
  const { data: config } = useSystemConfig();
  const title = useHeaderTitle();
  const caps = useCapabilities();
  const variant = info?.variant ?? config?.variant;
  const ProductIcon = variant === 'analyzer' ? AreaChartOutlined : ClusterOutlined;

  return (
    <Layout.Header className="app-header">
      <Button
        type="text"
        className="sider-toggle"
        icon={siderCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        aria-label={msg(siderCollapsed ? 'shell.expandSidebar' : 'shell.collapseSidebar')}
        aria-expanded={!siderCollapsed}
        aria-controls={SIDE_MENU_ID}
        onClick={() => setSiderCollapsed(!siderCollapsed)}
      />
      <span className="product-icon" aria-hidden="true">
        <ProductIcon />
      </span>
      <Typography.Text className="app-title" strong>
        {title}
      </Typography.Text>
      <TopBar />
      <div className="header-right">
        {/* cloud users get their portal menu instead of the system information */}
        {info && caps.showSystemInfo && (
          <Typography.Text type="secondary" className="product-build">
            {msg('shell.productBuild', info.product_name, info.version, info.build)}
          </Typography.Text>
        )}
        {__MOCK__ && <PersonaSwitch />}
      </div>
    </Layout.Header>
  );
});
