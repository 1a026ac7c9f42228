import { App as AntdApp } from 'antd';
import { ShellLayout } from '@/shell/shell-layout.tsx';
import { ConsoleThemeProvider } from '@/shell/console-theme-provider.tsx';

/**
 * The signed-in console: the shell in antd's theme and inside antd's App, whose message, notification and modal
 * hooks only the shell's screens use. Loaded with the shell, so their code stays out of the sign-in page.
 */
export function ShellFrame() {
  return (
    <ConsoleThemeProvider>
      <AntdApp className="app-root">
        <ShellLayout />
      </AntdApp>
    </ConsoleThemeProvider>
  );
}
