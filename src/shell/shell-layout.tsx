import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Alert, Button, Layout, Result, Spin } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { useCapabilities, useSystemConfig } from '@/lib/session/index.ts';
import { PasswordChangeDialog } from '@/features/session/password/index.ts';
import { ProfileDialog } from '@/features/session/profile/index.ts';
import { ProcessMonitorDrawer } from '@/features/shell-tools/process-monitor/index.ts';
import { PostgresUpgradeDialog } from '@/features/notices/postgres-upgrade/index.ts';
import { LogLimitDialog } from '@/features/notices/log-limit/index.ts';
import { useVmLicenseBlocking, VmLicenseBanner, VmLicenseGate } from '@/features/sys/vm-license/index.ts';
import { LogoutDialog, LostConnectionModal, SessionWatch } from '@/features/session/sign-in/index.ts';
import { AppHeader, SIDE_MENU_ID } from './app-header.tsx';
import { SideMenu } from './side-menu.tsx';
import { SkipLink, MAIN_CONTENT_ID } from './skip-link.tsx';
import { UncertifiedBanner } from './uncertified-banner.tsx';
import { useOpenedOnce } from '@/lib/ui/opened-once.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { PageError } from './page-error.tsx';
import { FirmwareUpgradeDialog } from './firmware-upgrade-dialog.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { ShellUiProvider, useShellUi } from './shell-ui.tsx';
import { StartupDialogs, StartupWizardSlot, useStartupStep } from './startup/startup-order.tsx';

/** The console around every signed-in screen: header, side menu, banner, content, drawers and dialogs. */
export function ShellLayout() {
  return (
    <ShellUiProvider>
      <ShellFrame />
    </ShellUiProvider>
  );
}

function ShellFrame() {
  const config = useSystemConfig();
  const { siderCollapsed, setSiderCollapsed } = useShellUi();
  const location = useLocation();
  const step = useStartupStep();
  // while the PostgreSQL upgrade dialog holds the screen, the start-up dialogs wait rather than stack beneath it
  const [databaseUpgradeOpen, setDatabaseUpgradeOpen] = useState(false);
  // so do they while the VM licence holds the screen
  const licenceBlocking = useVmLicenseBlocking();

  let content;
  if (config.isPending) content = <Spin size="large" className="page-spinner" description={msg('shell.loading')} />;
  else if (config.isError)
    content = (
      <Result
        status="error"
        title={errorMessage(config.error, 'shell.sysConfigFailed')}
        extra={
          <Button type="primary" onClick={() => void config.refetch()}>
            {msg('shell.retry')}
          </Button>
        }
      />
    );
  else if (step.step === 'wizard') content = <StartupWizardSlot />;
  else
    content = (
      <ErrorBoundary resetKey={location.pathname} fallback={(error, reset) => <PageError error={error} onRetry={reset} />}>
        <Suspense fallback={<Spin size="large" className="page-spinner" description={msg('shell.loading')} />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    );

  // where the start-up order stands, for tools that drive the console (a dialog may take a moment to appear)
  const startupState = !config.data ? 'loading' : databaseUpgradeOpen || licenceBlocking ? 'held' : step.step;

  return (
    <Layout className="app-layout" data-startup-step={startupState}>
      <SkipLink />
      <ErrorBoundary fallback={<HeaderFailed />}>
        <AppHeader />
      </ErrorBoundary>
      <NavigationProgress />
      <ErrorBoundary>
        <UncertifiedBanner />
      </ErrorBoundary>
      <ErrorBoundary>{config.data && <VmLicenseBanner />}</ErrorBoundary>
      <Layout className="app-body">
        <Layout.Sider
          id={SIDE_MENU_ID}
          collapsible
          collapsed={siderCollapsed}
          onCollapse={setSiderCollapsed}
          trigger={null}
          width={256}
          collapsedWidth={56}
          className="app-sider"
        >
          <ErrorBoundary>
            <SideMenu />
          </ErrorBoundary>
        </Layout.Sider>
        {/* antd's Layout.Content is itself a <main>; the page has exactly one, the skip link's target */}
        <div className="app-content">
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
            {content}
          </main>
        </div>
      </Layout>
      {config.data && <ShellOverlays onDatabaseUpgradeOpenChange={setDatabaseUpgradeOpen} />}
      {config.data && !databaseUpgradeOpen && !licenceBlocking && <StartupDialogs step={step} />}
      <SessionWatch />
      <LostConnectionModal />
    </Layout>
  );
}

function HeaderFailed() {
  return <Alert type="error" banner title={msg('shell.pageError')} />;
}

/** Dialogs and drawers opened from the header, one at a time (the drawer area). */
function ShellOverlays({ onDatabaseUpgradeOpenChange }: { onDatabaseUpgradeOpenChange(open: boolean): void }) {
  const { overlay, close } = useShellUi();
  const caps = useCapabilities();
  const { data: config } = useSystemConfig();
  // drawn from their first opening on
  const profileOpened = useOpenedOnce(overlay === 'profile');
  const processMonitorOpened = useOpenedOnce(overlay === 'processMonitor');
  return (
    <div className="drawer-area">
      <ErrorBoundary resetKey={overlay}>
        {overlay === 'password' && config && caps.canChangePassword && (
          <PasswordChangeDialog open kind="voluntary" username={config.username} ownAccount onDone={close} onCancel={close} />
        )}
        {caps.canChangeProfile && profileOpened && <ProfileDialog open={overlay === 'profile'} onClose={close} />}
        {caps.canUpgradeFirmware && <FirmwareUpgradeDialog open={overlay === 'upgrade'} onClose={close} />}
        {caps.showProcessMonitor && processMonitorOpened && <ProcessMonitorDrawer open={overlay === 'processMonitor'} onClose={close} />}
        {overlay === 'logout' && <LogoutDialog open onCancel={close} />}
        {overlay === 'logLimit' && (
          <Suspense fallback={null}>
            <LogLimitDialog open onClose={close} />
          </Suspense>
        )}
      </ErrorBoundary>
      <ErrorBoundary>
        <PostgresUpgradeDialog onOpenChange={onDatabaseUpgradeOpenChange} />
      </ErrorBoundary>
      <ErrorBoundary>
        <VmLicenseGate />
      </ErrorBoundary>
    </div>
  );
}
