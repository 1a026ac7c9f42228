import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider, theme } from 'antd';
import { createQueryClient } from '@/lib/api/query.ts';
import { setUnauthorizedHandler } from '@/lib/api/client.ts';
import { session } from '@/lib/session/index.ts';
import { useThemeMode } from '@/features/profile/index.ts';
import { ErrorBoundary } from '@/shell/error-boundary.tsx';
import { PageError } from '@/shell/page-error.tsx';
import { createAppRouter } from './router.tsx';

const queryClient = createQueryClient();
const router = createAppRouter();

// the appliance said the session is gone: forget it and go back to sign-in
setUnauthorizedHandler(() => {
  if (!session.get().signedIn) return;
  session.end('sessionEnded');
  queryClient.clear();
  void router.navigate('/login', { replace: true, state: { notice: 'sessionEnded' } });
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp />
    </QueryClientProvider>
  );
}

// secondary texts darker (light) or brighter (dark) than antd's defaults, to reach 4.5:1 contrast
const lightTokens = { colorPrimary: '#1668dc', borderRadius: 6, colorTextDescription: 'rgba(0, 0, 0, 0.62)', colorTextTertiary: 'rgba(0, 0, 0, 0.62)' };
const darkTokens = { colorPrimary: '#3c89e8', borderRadius: 6, colorTextDescription: 'rgba(255, 255, 255, 0.65)', colorTextTertiary: 'rgba(255, 255, 255, 0.65)' };

/** antd's theme follows the profile's effective theme, live, with antd's dark algorithm for dark. */
function ThemedApp() {
  const mode = useThemeMode();
  const themeConfig = useMemo(
    () => ({
      algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: mode === 'dark' ? darkTokens : lightTokens,
      components: {
        Layout: { headerPadding: '0 12px', headerHeight: 52 },
        // the selected menu entry keeps 4.5:1 against its tinted background in the dark theme
        ...(mode === 'dark' ? { Menu: { itemSelectedColor: '#a6d1ff', horizontalItemSelectedColor: '#a6d1ff' } } : {}),
      },
    }),
    [mode],
  );
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  return (
    <ConfigProvider theme={themeConfig}>
      <AntdApp className="app-root">
        <ErrorBoundary fallback={<PageError />}>
          <RouterProvider router={router} />
        </ErrorBoundary>
      </AntdApp>
    </ConfigProvider>
  );
}
